// A layout's instances in 3D through easylink.h alone: every room,
// corridor and phase-2 module against the layout file it comes from (the
// file's rooms, corridors and resolution tree, flattened here the way
// docs/design.md section 10 orders the scene's nodes), and every transform
// against section 10's rule worked out here again, checked first on the
// contract's worked example; tile generators have none, and bad indices
// and NULLs give -1.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "easylink/easylink.h"

namespace {

using json = nlohmann::ordered_json;

const char* const kInstancesCatalogue = EASYLINK_ASSETS_DIR "/catalogues/default.json";

/// What the file says one instance is.
struct ExpectedInstance {
    int kind = EL_INSTANCE_ROOM;
    std::string name;
    std::string module;
    std::string moduleKind;
    int parent = -1;
    int objectId = -1;
    int x = 0, y = 0, width = 0, height = 0;
    int rotation = 0;
};

/// Section 10's translation of rect [x, y, w, h] turned `rotation`
/// clockwise, for tiles `s` metres wide: (x*s + ox, 0, y*s + oz).
std::array<double, 3> translationOf(int x, int y, int w, int h, int rotation, double s) {
    double ox = 0.0;
    double oz = 0.0;
    if (rotation == 90 || rotation == 180) {
        ox = w * s;
    }
    if (rotation == 180 || rotation == 270) {
        oz = h * s;
    }
    return {x * s + ox, 0.0, y * s + oz};
}

/// A point of the module's own frame in the world: a turn of `yaw` degrees
/// about +Y (right-handed: x' = x cos + z sin, z' = -x sin + z cos), then
/// the move to `position`.
std::array<double, 3> toWorld(const double position[3], double yaw, std::array<double, 3> p) {
    const double turn = yaw * std::acos(-1.0) / 180.0;
    return {p[0] * std::cos(turn) + p[2] * std::sin(turn) + position[0], p[1] + position[1],
            -p[0] * std::sin(turn) + p[2] * std::cos(turn) + position[2]};
}

std::string moduleOf(const json& node) {
    return node["module"].is_null() ? std::string() : node["module"].get<std::string>();
}

/// Appends the nodes below `node` of the file's resolution tree, depth
/// first in slot order, under instance `parent`.
void appendSlots(const json& node, int parent, int objectId, std::vector<ExpectedInstance>& out) {
    for (const json& slot : node["slots"]) {
        ExpectedInstance expected;
        expected.kind = EL_INSTANCE_MODULE;
        expected.module = moduleOf(slot);
        expected.name = slot["slot"].get<std::string>() + ": " +
                        (expected.module.empty() ? std::string("generic") : expected.module);
        expected.moduleKind = slot["kind"].get<std::string>();
        expected.parent = parent;
        expected.objectId = objectId;
        expected.x = slot["rect"][0];
        expected.y = slot["rect"][1];
        expected.width = slot["rect"][2];
        expected.height = slot["rect"][3];
        expected.rotation = slot["rotation"];
        out.push_back(expected);
        appendSlots(slot, static_cast<int>(out.size()) - 1, objectId, out);
    }
}

/// The file's resolution node of room or corridor `id` (`key` "room" or
/// "corridor"), or null.
const json* resolvedNode(const json& file, const char* list, const char* key, int id) {
    if (!file.contains("resolution")) {
        return nullptr;
    }
    for (const json& node : file["resolution"][list]) {
        if (node[key] == id) {
            return &node;
        }
    }
    return nullptr;
}

/// The instances the layout file describes, in section 10's order: every
/// room, then every corridor, each followed by what phase 2 put below it.
std::vector<ExpectedInstance> instancesOfFile(const json& file) {
    std::vector<ExpectedInstance> out;
    for (const json& room : file["rooms"]) {
        ExpectedInstance expected;
        expected.objectId = room["id"];
        expected.module = room["template"].get<std::string>();
        expected.name = "room " + std::to_string(expected.objectId) + " " + expected.module;
        expected.moduleKind = room["kind"].get<std::string>();
        expected.x = room["x"];
        expected.y = room["y"];
        expected.width = room["width"];
        expected.height = room["height"];
        expected.rotation = room["rotation"];
        const json* node = resolvedNode(file, "rooms", "room", expected.objectId);
        if (node != nullptr && !(*node)["module"].is_null()) {
            expected.module = moduleOf(*node);  // the room's node is its resolved module
        }
        out.push_back(expected);
        if (node != nullptr) {
            appendSlots(*node, static_cast<int>(out.size()) - 1, expected.objectId, out);
        }
    }
    for (const json& corridor : file["corridors"]) {
        ExpectedInstance expected;
        expected.kind = EL_INSTANCE_CORRIDOR;
        expected.objectId = corridor["id"];
        expected.name = "corridor " + std::to_string(expected.objectId);
        expected.moduleKind = "corridor";
        expected.x = corridor["x"];
        expected.y = corridor["y"];
        expected.width = corridor["width"];
        expected.height = corridor["height"];
        out.push_back(expected);
        const int own = static_cast<int>(out.size()) - 1;
        const json* node = resolvedNode(file, "corridors", "corridor", expected.objectId);
        if (node != nullptr) {
            // The corridor's chosen module hangs below the corridor's own node.
            ExpectedInstance chosen;
            chosen.kind = EL_INSTANCE_MODULE;
            chosen.module = moduleOf(*node);
            chosen.name = (*node)["slot"].get<std::string>() + ": " +
                          (chosen.module.empty() ? std::string("generic") : chosen.module);
            chosen.moduleKind = (*node)["kind"].get<std::string>();
            chosen.parent = own;
            chosen.objectId = expected.objectId;
            chosen.x = (*node)["rect"][0];
            chosen.y = (*node)["rect"][1];
            chosen.width = (*node)["rect"][2];
            chosen.height = (*node)["rect"][3];
            chosen.rotation = (*node)["rotation"];
            out.push_back(chosen);
            appendSlots(*node, static_cast<int>(out.size()) - 1, expected.objectId, out);
        }
    }
    return out;
}

/// The JSON chunk of a .glb.
json glbJson(const unsigned char* bytes, std::size_t length) {
    EXPECT_GE(length, 20u);
    EXPECT_EQ(std::string(reinterpret_cast<const char*>(bytes), 4), "glTF");
    std::uint32_t chunk = 0;
    std::memcpy(&chunk, bytes + 12, 4);  // little-endian, as every test machine is
    return json::parse(std::string(reinterpret_cast<const char*>(bytes) + 20, chunk));
}

/// `v` turned by unit quaternion `q` (x, y, z, w).
std::array<double, 3> turned(const std::array<double, 4>& q, const std::array<double, 3>& v) {
    const std::array<double, 3> u{q[0], q[1], q[2]};
    const double w = q[3];
    const std::array<double, 3> t{2 * (u[1] * v[2] - u[2] * v[1]), 2 * (u[2] * v[0] - u[0] * v[2]),
                                  2 * (u[0] * v[1] - u[1] * v[0])};
    return {v[0] + w * t[0] + (u[1] * t[2] - u[2] * t[1]),
            v[1] + w * t[1] + (u[2] * t[0] - u[0] * t[2]),
            v[2] + w * t[2] + (u[0] * t[1] - u[1] * t[0])};
}

/// A scene node's world translation and turn, from its parents' (the
/// scene's nodes come after their parents).
struct NodeWorld {
    std::array<double, 3> at{};
    std::array<double, 4> turn{0, 0, 0, 1};
};

std::vector<NodeWorld> worldsOf(const json& gltf) {
    const json& nodes = gltf["nodes"];
    std::vector<int> parent(nodes.size(), -1);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        for (const json& child : nodes[i].value("children", json::array())) {
            parent[child.get<std::size_t>()] = static_cast<int>(i);
        }
    }
    std::vector<NodeWorld> worlds(nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        NodeWorld local;
        if (nodes[i].contains("translation")) {
            local.at = nodes[i]["translation"].get<std::array<double, 3>>();
        }
        if (nodes[i].contains("rotation")) {
            local.turn = nodes[i]["rotation"].get<std::array<double, 4>>();
        }
        if (parent[i] < 0) {
            worlds[i] = local;
            continue;
        }
        EXPECT_LT(static_cast<std::size_t>(parent[i]), i) << "parents first";
        const NodeWorld& up = worlds[static_cast<std::size_t>(parent[i])];
        const std::array<double, 3> moved = turned(up.turn, local.at);
        const std::array<double, 4>& a = up.turn;
        const std::array<double, 4>& b = local.turn;
        worlds[i].at = {up.at[0] + moved[0], up.at[1] + moved[1], up.at[2] + moved[2]};
        worlds[i].turn = {a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1],
                          a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0],
                          a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3],
                          a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2]};
    }
    return worlds;
}

class CLibraryInstances : public ::testing::Test {
protected:
    void SetUp() override {
        catalogue_ = el_catalogue_load(kInstancesCatalogue, err_, sizeof err_);
        ASSERT_NE(catalogue_, nullptr) << err_;
    }
    void TearDown() override {
        el_layout_free(layout_);
        el_catalogue_free(catalogue_);
    }

    /// Generates into layout_ (freed at the end of the test) and gives its file.
    json generate(const el_catalogue* catalogue, const char* generator, const char* params,
                  std::uint64_t seed) {
        el_layout_free(layout_);
        layout_ = el_generate(catalogue, generator, params, seed, err_, sizeof err_);
        EXPECT_NE(layout_, nullptr) << generator << ": " << err_;
        if (layout_ == nullptr) {
            return json();
        }
        std::size_t length = 0;
        const char* text = el_layout_json(layout_, &length);
        return json::parse(std::string(text, length));
    }

    /// Every instance against the file's and against section 10's transform
    /// for tiles `s` metres wide; returns how many modules phase 2 gave.
    int expectInstancesOfFile(const json& file, double s) {
        const std::vector<ExpectedInstance> expected = instancesOfFile(file);
        const int count = el_layout_instance_count(layout_);
        EXPECT_EQ(count, static_cast<int>(expected.size()));
        int modules = 0;
        for (int i = 0; i < count && i < static_cast<int>(expected.size()); ++i) {
            SCOPED_TRACE("instance " + std::to_string(i));
            const ExpectedInstance& want = expected[static_cast<std::size_t>(i)];
            el_instance got{};
            EXPECT_EQ(el_layout_instance(layout_, i, &got), 0);
            EXPECT_EQ(got.kind, want.kind);
            EXPECT_STREQ(got.name, want.name.c_str());
            EXPECT_STREQ(got.module, want.module.c_str());
            EXPECT_STREQ(got.module_kind, want.moduleKind.c_str());
            EXPECT_EQ(got.parent, want.parent);
            EXPECT_LT(got.parent, i);
            EXPECT_EQ(got.object_id, want.objectId);
            EXPECT_EQ(got.x, want.x);
            EXPECT_EQ(got.y, want.y);
            EXPECT_EQ(got.width, want.width);
            EXPECT_EQ(got.height, want.height);
            EXPECT_EQ(got.rotation, want.rotation);
            const std::array<double, 3> at =
                translationOf(want.x, want.y, want.width, want.height, want.rotation, s);
            EXPECT_EQ(got.position[0], at[0]);
            EXPECT_EQ(got.position[1], at[1]);
            EXPECT_EQ(got.position[2], at[2]);
            EXPECT_EQ(got.yaw, want.rotation == 0 ? 0.0 : -static_cast<double>(want.rotation));
            // The quaternion turns -rotation about +Y: (0, sin, 0, cos) of half of
            // it, or the same turn negated.
            const double half = -want.rotation * std::acos(-1.0) / 360.0;
            EXPECT_EQ(got.quaternion[0], 0.0);
            EXPECT_EQ(got.quaternion[2], 0.0);
            EXPECT_NEAR(
                std::abs(got.quaternion[1] * std::sin(half) + got.quaternion[3] * std::cos(half)),
                1.0, 1e-12);
            EXPECT_NEAR(
                got.quaternion[1] * got.quaternion[1] + got.quaternion[3] * got.quaternion[3], 1.0,
                1e-12);
            modules += got.kind == EL_INSTANCE_MODULE ? 1 : 0;
        }
        expectSceneNodesAreTheInstances();
        return modules;
    }

    /// The glTF scene's node i + 1 is instance i, at the same place in the
    /// world (node 0 is the root, "layout").
    void expectSceneNodesAreTheInstances() {
        std::size_t length = 0;
        const unsigned char* glb = el_layout_glb(layout_, &length);
        ASSERT_NE(glb, nullptr) << el_layout_glb_error(layout_);
        const json gltf = glbJson(glb, length);
        const std::vector<NodeWorld> worlds = worldsOf(gltf);
        const int count = el_layout_instance_count(layout_);
        if (count == 0) {  // a tile map: its tiles in chunks, no instances
            for (std::size_t i = 1; i < gltf["nodes"].size(); ++i) {
                EXPECT_EQ(gltf["nodes"][i]["name"].get<std::string>().rfind("tiles ", 0), 0u);
            }
            return;
        }
        ASSERT_EQ(gltf["nodes"].size(), static_cast<std::size_t>(count) + 1);
        EXPECT_EQ(gltf["nodes"][0]["name"], "layout");
        for (int i = 0; i < count; ++i) {
            el_instance got{};
            ASSERT_EQ(el_layout_instance(layout_, i, &got), 0);
            const std::size_t node = static_cast<std::size_t>(i) + 1;
            EXPECT_EQ(gltf["nodes"][node]["name"], got.name);
            for (std::size_t axis = 0; axis < 3; ++axis) {
                EXPECT_NEAR(worlds[node].at[axis], got.position[axis], 1e-9) << got.name;
            }
            // The same turn: equal quaternions, or one the other negated.
            double dot = 0.0;
            for (std::size_t part = 0; part < 4; ++part) {
                dot += worlds[node].turn[part] * got.quaternion[part];
            }
            EXPECT_NEAR(std::abs(dot), 1.0, 1e-9) << got.name;
        }
    }

    el_catalogue* catalogue_ = nullptr;
    el_layout* layout_ = nullptr;
    char err_[512] = {};
};

TEST_F(CLibraryInstances, TheCheckersTransformIsTheContractsWorkedExample) {
    // A 16x8 module turned 90 degrees with rect [10, 20, 8, 16], s = 1: translation
    // (18, 0, 20), yaw -90, and its west port's anchor (0, 0, 4) lands at (14, 0, 20).
    const std::array<double, 3> at = translationOf(10, 20, 8, 16, 90, 1.0);
    EXPECT_EQ(at, (std::array<double, 3>{18.0, 0.0, 20.0}));
    const double position[3] = {at[0], at[1], at[2]};
    const std::array<double, 3> port = toWorld(position, -90.0, {0.0, 0.0, 4.0});
    EXPECT_NEAR(port[0], 14.0, 1e-9);
    EXPECT_NEAR(port[1], 0.0, 1e-9);
    EXPECT_NEAR(port[2], 20.0, 1e-9);
}

TEST_F(CLibraryInstances, WithPhaseTwoEveryRoomCorridorAndModuleIsTheFiles) {
    for (const std::uint64_t seed : {1u, 2u, 7u}) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const json file = generate(catalogue_, "easylink", nullptr, seed);
        ASSERT_TRUE(file.contains("resolution"));
        ASSERT_GT(file["rooms"].size(), 3u);
        EXPECT_GT(expectInstancesOfFile(file, 1.0), static_cast<int>(file["rooms"].size()));
    }
}

TEST_F(CLibraryInstances, WithoutPhaseTwoTheRoomsAndCorridorsAlone) {
    const json file = generate(catalogue_, "easylink", R"({"resolve_depth": 0})", 3);
    ASSERT_FALSE(file.contains("resolution"));
    EXPECT_EQ(expectInstancesOfFile(file, 1.0), 0);
    EXPECT_EQ(el_layout_instance_count(layout_),
              el_layout_room_count(layout_) + el_layout_corridor_count(layout_));
    // A room's instance shows the template it was placed from.
    el_room room{};
    el_instance first{};
    ASSERT_EQ(el_layout_room(layout_, 0, &room), 0);
    ASSERT_EQ(el_layout_instance(layout_, 0, &first), 0);
    EXPECT_STREQ(first.module, room.template_name);
    EXPECT_STREQ(first.module_kind, room.kind);
}

TEST_F(CLibraryInstances, EveryTurnOfARoomPutsItsFootprintOnItsRect) {
    const json file = generate(catalogue_, "easylink", R"({"resolve_depth": 0})", 5);
    std::array<int, 4> seen{};
    for (int i = 0; i < el_layout_instance_count(layout_); ++i) {
        el_instance room{};
        ASSERT_EQ(el_layout_instance(layout_, i, &room), 0);
        if (room.kind != EL_INSTANCE_ROOM) {
            continue;
        }
        seen[static_cast<std::size_t>(room.rotation / 90)] += 1;
        // The module's own footprint: the rect turned back.
        const bool sideways = room.rotation % 180 != 0;
        const double w = sideways ? room.height : room.width;
        const double h = sideways ? room.width : room.height;
        double minX = 1e9, maxX = -1e9, minZ = 1e9, maxZ = -1e9;
        for (const std::array<double, 3>& corner :
             {std::array<double, 3>{0, 0, 0}, std::array<double, 3>{w, 0, 0},
              std::array<double, 3>{0, 0, h}, std::array<double, 3>{w, 0, h}}) {
            const std::array<double, 3> world = toWorld(room.position, room.yaw, corner);
            minX = std::min(minX, world[0]);
            maxX = std::max(maxX, world[0]);
            minZ = std::min(minZ, world[2]);
            maxZ = std::max(maxZ, world[2]);
        }
        EXPECT_NEAR(minX, room.x, 1e-9) << room.name;
        EXPECT_NEAR(maxX, room.x + room.width, 1e-9) << room.name;
        EXPECT_NEAR(minZ, room.y, 1e-9) << room.name;
        EXPECT_NEAR(maxZ, room.y + room.height, 1e-9) << room.name;
    }
    // The check saw turned rooms, not only unturned ones.
    EXPECT_GT(seen[1] + seen[2] + seen[3], 0);
}

TEST_F(CLibraryInstances, PositionsAreInMetresOfTheCataloguesTileSize) {
    std::ifstream in(kInstancesCatalogue, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    json catalogue = json::parse(buffer.str());
    catalogue["tile_size"] = 2.5;
    const std::string text = catalogue.dump();
    el_catalogue* scaled = el_catalogue_parse(text.data(), text.size(), err_, sizeof err_);
    ASSERT_NE(scaled, nullptr) << err_;
    const json file = generate(scaled, "easylink", nullptr, 4);
    el_catalogue_free(scaled);  // the layout keeps what it needs
    EXPECT_GT(expectInstancesOfFile(file, 2.5), 0);
}

TEST_F(CLibraryInstances, TileGeneratorsHaveNoInstances) {
    for (const char* generator : {"cellular", "rooms-corridors", "passages"}) {
        SCOPED_TRACE(generator);
        const json file = generate(nullptr, generator, nullptr, 3);
        ASSERT_TRUE(file.is_object());
        EXPECT_EQ(el_layout_instance_count(layout_), expectInstancesOfFile(file, 1.0));
        EXPECT_EQ(el_layout_instance_count(layout_),
                  static_cast<int>(file["rooms"].size() + file["corridors"].size()));
        el_instance out{};
        EXPECT_EQ(el_layout_instance(layout_, el_layout_instance_count(layout_), &out), -1);
    }
}

TEST_F(CLibraryInstances, TheGlbIsTheSameBytesEachTimeAndATileMapHasOne) {
    generate(catalogue_, "easylink", R"({"resolve_depth": 0})", 5);
    std::size_t length = 0;
    const unsigned char* glb = el_layout_glb(layout_, &length);
    ASSERT_NE(glb, nullptr);
    const std::string first(reinterpret_cast<const char*>(glb), length);
    EXPECT_EQ(el_layout_glb(layout_, &length), glb) << "made once, owned by the layout";
    generate(catalogue_, "easylink", R"({"resolve_depth": 0})", 5);
    glb = el_layout_glb(layout_, &length);
    EXPECT_EQ(std::string(reinterpret_cast<const char*>(glb), length), first);
    EXPECT_STREQ(el_layout_glb_error(layout_), "");

    generate(nullptr, "cellular", R"({"width": 48, "height": 48})", 3);
    glb = el_layout_glb(layout_, &length);
    ASSERT_NE(glb, nullptr);
    const json gltf = glbJson(glb, length);
    ASSERT_GT(gltf["nodes"].size(), 1u);
    for (std::size_t i = 1; i < gltf["nodes"].size(); ++i) {
        EXPECT_EQ(gltf["nodes"][i]["name"].get<std::string>().rfind("tiles ", 0), 0u);
    }
    EXPECT_EQ(el_layout_glb(nullptr, &length), nullptr);
    EXPECT_EQ(length, 0u);
}

TEST_F(CLibraryInstances, AMeshFileThatIsMissingIsAnErrorNotACrash) {
    // The default catalogue, its rooms drawn from a kit that is not there.
    std::ifstream in(kInstancesCatalogue);
    json document = json::parse(in);
    for (json& module : document["modules"]) {
        if (module["kind"] == "normal") {
            module["mesh"] = {{"file", "no-such-kit.glb"}, {"node", "room"}};
        }
    }
    const std::string catalogue = document.dump();
    el_catalogue* parsed =
        el_catalogue_parse(catalogue.data(), catalogue.size(), err_, sizeof err_);
    ASSERT_NE(parsed, nullptr) << err_;
    el_layout_free(layout_);
    layout_ = el_generate(parsed, "easylink", R"({"resolve_depth": 0})", 1, err_, sizeof err_);
    ASSERT_NE(layout_, nullptr) << err_;
    std::size_t length = 7;
    EXPECT_EQ(el_layout_glb(layout_, &length), nullptr);
    EXPECT_EQ(length, 0u);
    EXPECT_NE(std::string(el_layout_glb_error(layout_)).find("no-such-kit.glb"), std::string::npos)
        << el_layout_glb_error(layout_);
    el_catalogue_free(parsed);
}

TEST_F(CLibraryInstances, BadIndicesAndNullArgumentsGiveMinusOne) {
    generate(catalogue_, "easylink", nullptr, 1);
    const int count = el_layout_instance_count(layout_);
    ASSERT_GT(count, 0);
    el_instance out{};
    out.parent = 77;
    EXPECT_EQ(el_layout_instance(layout_, -1, &out), -1);
    EXPECT_EQ(el_layout_instance(layout_, count, &out), -1);
    EXPECT_EQ(el_layout_instance(layout_, 0, nullptr), -1);
    EXPECT_EQ(el_layout_instance(nullptr, 0, &out), -1);
    EXPECT_EQ(out.parent, 77);  // left alone
    EXPECT_EQ(el_layout_instance_count(nullptr), -1);
    // Asking again gives the same strings: they belong to the layout.
    el_instance again{};
    ASSERT_EQ(el_layout_instance(layout_, count - 1, &out), 0);
    ASSERT_EQ(el_layout_instance(layout_, count - 1, &again), 0);
    EXPECT_EQ(out.name, again.name);
    EXPECT_EQ(out.module, again.module);
    EXPECT_GT(std::strlen(out.name), 0u);
}

}  // namespace
