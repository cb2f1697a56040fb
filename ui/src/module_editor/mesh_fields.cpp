#include "module_editor/mesh_fields.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstring>
#include <system_error>

#include "document/editor_state.hpp"
#include "easylink/kit/mesh_plan.hpp"
#include "module_editor/edit_session.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui::module_editor {
namespace {

namespace fs = std::filesystem;

template <std::size_t N>
void copyInto(char (&buffer)[N], const std::string& text) {
    std::strncpy(buffer, text.c_str(), N - 1);
    buffer[N - 1] = '\0';
}

/// The catalogue's folder, or empty for a catalogue never saved.
fs::path catalogueFolder(const EditorState& state) {
    const CatalogueDocument* document = state.document().current();
    return document != nullptr && !document->path.empty() ? document->path.parent_path()
                                                          : fs::path();
}

}  // namespace

void MeshFields::stopEditing() {
    editingFile_ = false;
    editingNode_ = false;
    message_.clear();
}

const GltfNodeNames& MeshFields::nodesOf(const fs::path& file) {
    std::error_code ec;
    const fs::file_time_type time = fs::last_write_time(file, ec);
    if (file != readPath_ || time != readTime_) {
        readPath_ = file;
        readTime_ = time;
        read_ = readGltfNodeNames(file);
    }
    return read_;
}

void MeshFields::setMesh(EditorState& state, const ModuleTemplate& module, const std::string& file,
                         const std::string& node) {
    if (file.empty()) {
        message_ = "Name a glTF file, or Remove the mesh.";
        return;
    }
    message_.clear();
    editSelectedModule(state, "set the mesh of " + module.name, [&](ModuleTemplate& m) {
        ModuleMesh mesh = m.mesh.value_or(ModuleMesh{});
        mesh.file = file;
        mesh.node = node.empty() ? m.name : node;
        m.mesh = mesh;
    });
}

void MeshFields::draw(EditorState& state, const ModuleTemplate& module, DrawnControls& controls) {
    ImGui::Spacing();
    ImGui::TextColored(palette().dimText, "3D mesh");
    tooltip(
        "The node of a glTF file this module shows in the level's 3D scene; without one "
        "it is a blockout (docs/scenes.md)");
    const ModuleMesh* mesh = module.mesh ? &*module.mesh : nullptr;
    if (!editingFile_) {
        copyInto(file_, mesh != nullptr ? mesh->file : std::string());
    }
    if (!editingNode_) {
        copyInto(node_, mesh != nullptr ? mesh->node : std::string());
    }
    const float labelWidth = ImGui::CalcTextSize("File ").x + ImGui::GetStyle().ItemSpacing.x;
    const float browseWidth =
        ImGui::CalcTextSize("Browse...").x + ImGui::GetStyle().FramePadding.x * 2.0f;

    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("File");
    ImGui::SameLine(labelWidth);
    ImGui::SetNextItemWidth(
        std::max(ImGui::GetContentRegionAvail().x - browseWidth - ImGui::GetStyle().ItemSpacing.x,
                 ImGui::GetFontSize() * 4.0f));
    ImGui::InputTextWithHint("##meshfile", "none", file_, sizeof file_);
    controls.recordLastItem(Control::MeshFile);
    editingFile_ = ImGui::IsItemActive();
    if (ImGui::IsItemDeactivatedAfterEdit()) {
        setMesh(state, module, file_, node_);
    }
    tooltip("A .glb or .gltf, named from the catalogue's folder (art/kit.glb); none: a blockout");
    ImGui::SameLine();
    if (const std::optional<BrowseChoice> chosen = browse_.draw(file_, browseWidth, state)) {
        const fs::path folder = catalogueFolder(state);
        if (folder.empty()) {
            message_ = "Save the catalogue first: its mesh files are named from its folder.";
        } else {
            setMesh(state, module, fs::relative(chosen->path, folder).generic_string(), node_);
        }
    }

    const fs::path folder = catalogueFolder(state);
    const GltfNodeNames* nodes =
        mesh != nullptr && !mesh->file.empty() ? &nodesOf(folder / mesh->file) : nullptr;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Node");
    ImGui::SameLine(labelWidth);
    ImGui::SetNextItemWidth(-1.0f);
    if (nodes != nullptr && nodes->ok() && !nodes->names.empty()) {
        if (ImGui::BeginCombo("##meshnode", node_)) {
            for (const std::string& name : nodes->names) {
                if (!name.empty() && ImGui::Selectable(name.c_str(), name == node_)) {
                    setMesh(state, module, mesh->file, name);
                }
            }
            ImGui::EndCombo();
        }
    } else {
        ImGui::BeginDisabled(mesh == nullptr);
        ImGui::InputTextWithHint("##meshnode", module.name.c_str(), node_, sizeof node_);
        editingNode_ = ImGui::IsItemActive();
        if (ImGui::IsItemDeactivatedAfterEdit() && mesh != nullptr) {
            setMesh(state, module, mesh->file, node_);
        }
        ImGui::EndDisabled();
    }
    controls.recordLastItem(Control::MeshNode);

    if (mesh != nullptr) {
        if (ImGui::SmallButton("Remove mesh")) {
            editSelectedModule(state, "remove the mesh of " + module.name,
                               [](ModuleTemplate& m) { m.mesh.reset(); });
            message_.clear();
        }
        controls.recordLastItem(Control::MeshRemove);
        tooltip("Draw the module as a blockout again");
    }
    ImGui::PushTextWrapPos(0.0f);
    if (!message_.empty()) {
        ImGui::TextColored(palette().errorText, "%s", message_.c_str());
    } else if (nodes != nullptr && !nodes->ok()) {
        ImGui::TextColored(palette().errorText, "%s: %s", mesh->file.c_str(),
                           nodes->error->c_str());
    } else if (nodes != nullptr && std::find(nodes->names.begin(), nodes->names.end(),
                                             mesh->node) == nodes->names.end()) {
        ImGui::TextColored(palette().errorText, "%s has no node \"%s\".", mesh->file.c_str(),
                           mesh->node.c_str());
    } else if (mesh != nullptr) {
        // The grid's key for the mesh's plan (mesh_plan_view.hpp).
        ImGui::ColorButton("##meshwall", ImGui::ColorConvertU32ToFloat4(palette().meshWall),
                           ImGuiColorEditFlags_NoTooltip | ImGuiColorEditFlags_NoPicker,
                           ImVec2(ImGui::GetTextLineHeight(), ImGui::GetTextLineHeight()));
        ImGui::SameLine();
        ImGui::TextColored(palette().dimText,
                           "On the grid: the mesh's walls, cut %.0f m above the floor.",
                           MeshPlan::kCutHeight);
    }
    ImGui::PopTextWrapPos();
}

}  // namespace easylink::ui::module_editor
