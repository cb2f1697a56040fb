#include "easylink/editing/params_edit.hpp"

#include <utility>

namespace easylink {

SetParams::SetParams(ParamsTarget& target, EasylinkParams before, EasylinkParams after,
                     std::string label, GestureId gesture)
    : target_(&target),
      before_(std::move(before)),
      after_(std::move(after)),
      label_(std::move(label)),
      gesture_(gesture) {}

void SetParams::apply(Catalogue& /*catalogue*/) const {
    target_->setParams(after_);
}

void SetParams::revert(Catalogue& /*catalogue*/) const {
    target_->setParams(before_);
}

bool SetParams::absorb(const CatalogueEdit& next) {
    const auto* same = dynamic_cast<const SetParams*>(&next);
    if (same == nullptr || gesture_ == 0 || same->gesture_ != gesture_ ||
        same->target_ != target_) {
        return false;
    }
    after_ = same->after_;
    label_ = same->label_;
    return true;
}

std::optional<EasylinkParams> renameInRegions(const EasylinkParams& params, const std::string& from,
                                              const std::string& to) {
    EasylinkParams renamed = params;
    bool changed = false;
    for (Region& region : renamed.regions) {
        if (!region.modules) {
            continue;
        }
        for (std::string& name : *region.modules) {
            if (name == from) {
                name = to;
                changed = true;
            }
        }
    }
    if (!changed) {
        return std::nullopt;
    }
    return renamed;
}

}  // namespace easylink
