#pragma once

// [SECTION] FunctionRef
//
// A callable passed down for the length of one call, without the copy a
// std::function makes: growers hand their plan drafters and the sentences
// of rejected candidates down thousands of times a run, and a std::function
// made of a lambda with more than two captures allocates each time, even
// when no one listens to the sentence. The callable must outlive the call.

#include <memory>
#include <type_traits>
#include <utility>

namespace easylink::generation {

template <typename Signature>
class FunctionRef;

template <typename Result, typename... Args>
class FunctionRef<Result(Args...)> {
public:
    template <typename Callable>
    requires(!std::is_same_v<std::remove_cvref_t<Callable>, FunctionRef> &&
             std::is_invocable_r_v<Result, Callable&, Args...>)
        FunctionRef(Callable&& callable)  // NOLINT: implicit, as std::function's
        : object_(const_cast<void*>(static_cast<const void*>(std::addressof(callable)))),
          call_([](void* object, Args... args) -> Result {
              return (*static_cast<std::remove_reference_t<Callable>*>(object))(
                  std::forward<Args>(args)...);
          }) {}

    Result operator()(Args... args) const { return call_(object_, std::forward<Args>(args)...); }

private:
    void* object_;
    Result (*call_)(void*, Args...);
};

}  // namespace easylink::generation
