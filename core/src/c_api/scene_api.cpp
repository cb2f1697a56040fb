// A layout's glTF scene through easylink.h: the bytes of the .glb that
// `easylink generate --gltf FILE.glb` writes for the same run, made once,
// on first use, whichever thread asks first.

#include "c_api/c_api_support.hpp"
#include "easylink/output/scene_files.hpp"
#include "easylink/scene/gltf_writer.hpp"

extern "C" {

EL_API const unsigned char* el_layout_glb(const el_layout* layout, size_t* len) {
    if (len != nullptr) {
        *len = 0;
    }
    return easylink::c_api::guarded<const unsigned char*>(nullptr, [&]() -> const unsigned char* {
        if (layout == nullptr) {
            return nullptr;
        }
        std::call_once(layout->glbOnce, [layout] {
            easylink::Scene scene = easylink::runScene(
                easylink::viewOf(layout->outcome), {.catalogueFolder = layout->catalogueFolder});
            easylink::GltfFiles files = easylink::sceneGlb(std::move(scene));
            layout->glb = std::move(files.main);
            layout->glbError = std::move(files.error);
        });
        if (!layout->glbError.empty()) {
            return nullptr;
        }
        if (len != nullptr) {
            *len = layout->glb.size();
        }
        return reinterpret_cast<const unsigned char*>(layout->glb.data());
    });
}

EL_API const char* el_layout_glb_error(const el_layout* layout) {
    return layout == nullptr ? "el_layout_glb_error: layout is NULL" : layout->glbError.c_str();
}

}  // extern "C"
