#include "document/change_notices.hpp"

#include <algorithm>

namespace easylink::ui {
namespace {

std::uint32_t bit(Change change) {
    return 1u << static_cast<unsigned>(change);
}

}  // namespace

ChangeNotices::~ChangeNotices() {
    for (ChangeWatch* watch : watches_) {
        watch->notices_ = nullptr;
    }
}

void ChangeNotices::notify(Change change) {
    ++counts_[static_cast<std::size_t>(change)];
    for (ChangeWatch* watch : watches_) {
        if ((watch->kinds_ & bit(change)) != 0) {
            watch->pending_ = true;
        }
    }
}

void ChangeWatch::attach(ChangeNotices& notices, std::initializer_list<Change> kinds) {
    if (notices_ == &notices) {
        return;
    }
    detach();
    notices_ = &notices;
    kinds_ = 0;
    for (const Change change : kinds) {
        kinds_ |= bit(change);
    }
    pending_ = true;
    notices.watches_.push_back(this);
}

void ChangeWatch::detach() {
    if (notices_ == nullptr) {
        return;
    }
    std::vector<ChangeWatch*>& watches = notices_->watches_;
    watches.erase(std::remove(watches.begin(), watches.end(), this), watches.end());
    notices_ = nullptr;
}

}  // namespace easylink::ui
