#include "chamber_fitting.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace easylink::tilemap {
namespace {

// The tiles the fitting can reach, seen from the entrance: `a` counts tiles
// across (0 is the entrance's left-most column, growing to the right), `l`
// rows ahead (0 is the row just past the entrance). Columns run from one
// beyond the farthest a chamber may reach on the left to one beyond it on
// the right, rows to one past the wanted length, so that the walls around
// any proposal can be read too. Asking the view once per tile keeps the
// proposals cheap to trace and score.
class EntranceFrame {
public:
    EntranceFrame(const ChamberRequest& request, int width, const BlockedTile& blocked)
        : entrance_(request.entrance),
          forward_(delta(request.facing)),
          right_(delta(turnClockwise(request.facing))),
          spare_(width - request.entranceWidth),
          first_(-spare_ - 1),
          columns_(request.entranceWidth + 2 * spare_ + 2),
          rows_(request.length + 1) {
        const std::size_t cells =
            static_cast<std::size_t>(columns_) * static_cast<std::size_t>(rows_);
        blocked_.resize(cells);
        alongColumn_.assign(cells + static_cast<std::size_t>(columns_), 0);
        alongRow_.assign(cells + static_cast<std::size_t>(rows_), 0);
        for (int l = 0; l < rows_; ++l) {
            for (int a = first_; a < first_ + columns_; ++a) {
                const bool b = blocked(tile(a, l));
                blocked_[index(a, l)] = b;
                columnCount(a, l + 1) = columnCount(a, l) + (b ? 1 : 0);
                rowCount(a + 1, l) = rowCount(a, l) + (b ? 1 : 0);
            }
        }
    }

    bool blocked(int a, int l) const { return blocked_[index(a, l)]; }
    /// Blocked tiles of column a in rows [0, n), and of row l in columns [a0, a1).
    int blockedInColumn(int a, int n) const {
        return alongColumn_[static_cast<std::size_t>(n) * static_cast<std::size_t>(columns_) +
                            static_cast<std::size_t>(a - first_)];
    }
    int blockedInRow(int l, int a0, int a1) const {
        return alongRow_[rowIndex(a1, l)] - alongRow_[rowIndex(a0, l)];
    }
    Vec2i tile(int a, int l) const { return entrance_ + forward_ * (l + 1) + right_ * a; }
    int spare() const { return spare_; }

    /// The map rectangle of columns [a0, a1) and rows [0, n).
    Rect rect(int a0, int a1, int n) const {
        const Vec2i p = tile(a0, 0);
        const Vec2i q = tile(a1 - 1, n - 1);
        return {std::min(p.x, q.x), std::min(p.y, q.y), std::abs(p.x - q.x) + 1,
                std::abs(p.y - q.y) + 1};
    }

private:
    std::size_t index(int a, int l) const {
        return static_cast<std::size_t>(l) * static_cast<std::size_t>(columns_) +
               static_cast<std::size_t>(a - first_);
    }
    std::size_t rowIndex(int a, int l) const {
        return static_cast<std::size_t>(l) * static_cast<std::size_t>(columns_ + 1) +
               static_cast<std::size_t>(a - first_);
    }
    int& columnCount(int a, int n) {
        return alongColumn_[static_cast<std::size_t>(n) * static_cast<std::size_t>(columns_) +
                            static_cast<std::size_t>(a - first_)];
    }
    int& rowCount(int a, int l) { return alongRow_[rowIndex(a, l)]; }

    Vec2i entrance_;
    Vec2i forward_;
    Vec2i right_;
    int spare_;
    int first_;
    int columns_;
    int rows_;
    std::vector<bool> blocked_;
    // Running counts of blocked tiles down each column and along each row,
    // so that counting the tiles along a proposal's walls costs nothing.
    std::vector<int> alongColumn_;  // (rows + 1) x columns
    std::vector<int> alongRow_;     // rows x (columns + 1)
};

/// The free run of one row that contains the entrance, as columns [lo, hi),
/// reaching at most `spare` tiles past either entrance edge: the left and
/// right clearances at that length point.
struct Clearance {
    int lo = 0;
    int hi = 0;
};

// Blocked tiles against the left wall, the right wall and the far wall of
// columns [a0, a1) x rows [0, n); the side towards the entrance does not
// count (it is the passage's own end).
int alignmentOf(const EntranceFrame& frame, int a0, int a1, int n) {
    return frame.blockedInColumn(a0 - 1, n) + frame.blockedInColumn(a1, n) +
           frame.blockedInRow(n, a0, a1);
}

/// Rows clear ahead of the whole entrance, up to the wanted length: the
/// chamber can be no longer than the entrance is clear.
int clearAhead(const EntranceFrame& frame, int entrance, int length) {
    int clear = 0;
    while (clear < length) {
        bool open = true;
        for (int a = 0; a < entrance && open; ++a) {
            open = !frame.blocked(a, clear);
        }
        if (!open) {
            break;
        }
        ++clear;
    }
    return clear;
}

/// The clearance at each length point, and the part free all the way back
/// to the entrance (the intersection of the rows so far).
struct RowClearances {
    std::vector<Clearance> row;
    std::vector<Clearance> back;
};

RowClearances rowClearances(const EntranceFrame& frame, int entrance, int clear) {
    const int spare = frame.spare();
    RowClearances rows{std::vector<Clearance>(static_cast<std::size_t>(clear)),
                       std::vector<Clearance>(static_cast<std::size_t>(clear))};
    for (int l = 0; l < clear; ++l) {
        Clearance c{0, entrance};
        while (c.lo > -spare && !frame.blocked(c.lo - 1, l)) {
            --c.lo;
        }
        while (c.hi < entrance + spare && !frame.blocked(c.hi, l)) {
            ++c.hi;
        }
        rows.row[static_cast<std::size_t>(l)] = c;
        rows.back[static_cast<std::size_t>(l)] =
            l == 0 ? c
                   : Clearance{std::max(c.lo, rows.back[static_cast<std::size_t>(l - 1)].lo),
                               std::min(c.hi, rows.back[static_cast<std::size_t>(l - 1)].hi)};
    }
    return rows;
}

/// Every distinct proposal: from each length point, each shift of the
/// chamber across the entrance that fits there (or one as wide as the
/// space, where the whole width does not fit), traced back to the entrance
/// and then forward as far as it stays clear.
std::vector<ChamberProposal> proposeChambers(const EntranceFrame& frame, const RowClearances& rows,
                                             const ChamberRequest& r, int width, int clear) {
    std::vector<ChamberProposal> proposals;
    std::set<std::tuple<int, int, int>> seen;
    const auto propose = [&](int l, int a0, int a1) {
        // Traced back to the entrance: shrunk past whatever is in the way on
        // either side (the entrance columns themselves are clear).
        const Clearance& free = rows.back[static_cast<std::size_t>(l)];
        a0 = std::max(a0, free.lo);
        a1 = std::min(a1, free.hi);
        // Forward until blocked or long enough.
        int n = l + 1;
        while (n < clear && rows.row[static_cast<std::size_t>(n)].lo <= a0 &&
               a1 <= rows.row[static_cast<std::size_t>(n)].hi) {
            ++n;
        }
        if (n < r.minLength || !seen.insert({a0, a1, n}).second) {
            return;
        }
        ChamberProposal p;
        p.rect = frame.rect(a0, a1, n);
        p.left = -a0;
        p.width = a1 - a0;
        p.length = n;
        p.alignment = alignmentOf(frame, a0, a1, n);
        p.score = chamberScore(std::int64_t{p.width} * n, p.alignment, r.areaWeight, r.alignWeight);
        proposals.push_back(p);
    };
    const int spare = frame.spare();
    for (int l = 0; l < clear; ++l) {
        const Clearance& c = rows.row[static_cast<std::size_t>(l)];
        if (c.hi - c.lo >= width) {
            // Room for the whole width here: every shift across the entrance
            // that fits, from the most tiles on the left to none.
            for (int left = spare; left >= 0; --left) {
                if (-left >= c.lo && width - left <= c.hi) {
                    propose(l, -left, width - left);
                }
            }
        } else {
            // Narrower than the chamber: one proposal as wide as the space.
            propose(l, c.lo, c.hi);
        }
    }
    return proposals;
}

/// One of the proposals scoring within `randomness` of the range below the
/// best, drawn with `rng` when there is more than one.
const ChamberProposal& pickProposal(const std::vector<ChamberProposal>& proposals,
                                    double randomness, Rng& rng) {
    double best = proposals.front().score;
    double worst = best;
    for (const ChamberProposal& p : proposals) {
        best = std::max(best, p.score);
        worst = std::min(worst, p.score);
    }
    const double threshold = best - std::clamp(randomness, 0.0, 1.0) * (best - worst) -
                             1e-9 * std::max(1.0, std::abs(best));
    std::vector<std::size_t> eligible;
    for (std::size_t i = 0; i < proposals.size(); ++i) {
        if (proposals[i].score >= threshold) {
            eligible.push_back(i);
        }
    }
    const std::size_t pick =
        eligible.size() == 1 ? 0 : rng.below(static_cast<std::uint32_t>(eligible.size()));
    return proposals[eligible[pick]];
}

}  // namespace

double chamberScore(std::int64_t area, int alignment, double areaWeight, double alignWeight) {
    return areaWeight * static_cast<double>(area) + alignWeight * alignment;
}

ChamberFit fitChamber(const ChamberRequest& request, const BlockedTile& blocked, Rng& rng) {
    ChamberFit fit;
    const int entrance = std::max(1, request.entranceWidth);
    ChamberRequest r = request;
    r.entranceWidth = entrance;
    r.length = std::max(0, request.length);
    const int width = std::max(request.width, entrance);
    const EntranceFrame frame(r, width, blocked);
    fit.clearAhead = clearAhead(frame, entrance, r.length);
    if (fit.clearAhead < std::max(1, r.minLength)) {
        return fit;
    }
    const RowClearances rows = rowClearances(frame, entrance, fit.clearAhead);
    fit.proposals = proposeChambers(frame, rows, r, width, fit.clearAhead);
    if (!fit.proposals.empty()) {
        fit.chosen = pickProposal(fit.proposals, r.randomness, rng);
    }
    return fit;
}

}  // namespace easylink::tilemap
