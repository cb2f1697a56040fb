#pragma once

// [SECTION] The table of parameters
//
// One row per parameter of EasylinkParams: its documentation, where it
// lives and its bounds. Reading (params_json.cpp, params_text.cpp),
// writing, checking (params_check.cpp) and documenting (paramInfo) all walk
// this one table, so a new parameter is one line in param_table.cpp; the
// helpers below are what those readers and checkers share. Internal to
// core's generation code.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "easylink/generation/generator_params.hpp"

namespace easylink::param_table {

/// One parameter: its documentation and where it lives in EasylinkParams,
/// with its bounds.
struct IntField {
    int EasylinkParams::*member;
    int min;
    int max;
};
struct RealField {
    double EasylinkParams::*member;
    double min;
    double max;
};
/// A parameter that takes one of a few names (an enum in EasylinkParams).
struct ChoiceField {
    std::vector<std::string_view> names;
    int (*get)(const EasylinkParams&);
    void (*set)(EasylinkParams&, int);
};
struct OrderField {};
/// A whole number that is absent unless given (the loop and dead-end targets).
struct OptionalIntField {
    std::optional<int> EasylinkParams::*member;
    int min;
    int max;
};
struct RegionsField {};
struct Field {
    ParamInfo info;
    std::variant<IntField, RealField, ChoiceField, OrderField, OptionalIntField, RegionsField>
        target;
};

/// Every parameter, in the order files and docs list them.
const std::vector<Field>& fields();
/// The row of `key`, or nullptr for an unknown key.
const Field* findField(std::string_view key);

/// A real number as JSON writes it ("0.3").
std::string formatReal(double value);
/// "KEY must be from MIN to MAX, not VALUE" when `value` is out of range.
std::optional<std::string> checkInt(const Field& field, const IntField& f, long long value);
std::optional<std::string> checkInt(const Field& field, const OptionalIntField& f, long long value);
std::optional<std::string> checkReal(const Field& field, const RealField& f, double value);
/// Sets grower_order from grower names; an error for an unknown or repeated name.
std::optional<std::string> setOrder(EasylinkParams& params, const std::vector<std::string>& names);
/// The index of `text` among the field's names.
std::optional<int> parseChoice(const ChoiceField& field, std::string_view text);
/// "widest, narrowest or random", each name between `quote`s.
std::string describeChoices(const ChoiceField& field, std::string_view quote);

// A file of a million misspelt keys is reported by its first few and a count,
// not a million lines.
inline constexpr std::size_t kUnknownKeysReported = 10;
/// "and 199990 more unknown parameters (200000 in all)", when there were more
/// than kUnknownKeysReported.
std::optional<std::string> moreUnknown(std::size_t count, const char* what);

/// A JSON number with no fraction, within 1e12 either side of 0.
bool isWholeNumber(const Json& value);

}  // namespace easylink::param_table
