#pragma once

// [SECTION] Parameter edits
//
// The generator's parameters (regions and targets included) are edited on
// the same undo stack as the catalogue: a SetParams holds the parameters
// before and after, and lands them on a ParamsTarget (the editor's
// generation settings) when it is applied or undone. It leaves the catalogue
// alone, so it never makes the catalogue file unsaved. A field held down or
// a drag sends one SetParams per frame with the same gesture number; the
// history folds them into one entry.

#include <optional>
#include <string>

#include "easylink/editing/catalogue_edit.hpp"
#include "easylink/generation/generator_params.hpp"

namespace easylink {

/// Where parameter edits land.
class ParamsTarget {
public:
    virtual ~ParamsTarget() = default;
    virtual const EasylinkParams& params() const = 0;
    virtual void setParams(const EasylinkParams& params) = 0;

protected:
    ParamsTarget() = default;
    ParamsTarget(const ParamsTarget&) = default;
    ParamsTarget& operator=(const ParamsTarget&) = default;
};

/// The parameters of `target` changed from `before` to `after`. The target
/// must outlive the history that holds the edit.
class SetParams final : public CatalogueEdit {
public:
    SetParams(ParamsTarget& target, EasylinkParams before, EasylinkParams after, std::string label,
              GestureId gesture = 0);

    std::string label() const override { return label_; }
    void apply(Catalogue& catalogue) const override;
    void revert(Catalogue& catalogue) const override;
    bool absorb(const CatalogueEdit& next) override;
    bool changesCatalogue() const override { return false; }

    const EasylinkParams& before() const { return before_; }
    const EasylinkParams& after() const { return after_; }

private:
    ParamsTarget* target_;
    EasylinkParams before_;
    EasylinkParams after_;
    std::string label_;
    GestureId gesture_;
};

/// The parameters with `from` replaced by `to` in every region's `modules`
/// list; nullopt when no region names `from`.
std::optional<EasylinkParams> renameInRegions(const EasylinkParams& params, const std::string& from,
                                              const std::string& to);

}  // namespace easylink
