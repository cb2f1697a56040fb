using System;
using System.Runtime.InteropServices;

namespace Easylink.Native
{
    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    internal delegate IntPtr VersionFn();

    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    internal delegate IntPtr CatalogueLoadFn(byte[] path, byte[] err, UIntPtr errLen);

    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    internal delegate IntPtr CatalogueParseFn(byte[] json, UIntPtr len, byte[] err, UIntPtr errLen);

    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    internal delegate void FreeFn(IntPtr pointer);

    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    internal delegate IntPtr GenerateFn(IntPtr catalogue, byte[] generator, byte[] paramsJson, ulong seed,
                                        byte[] err, UIntPtr errLen);

    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    internal delegate IntPtr GenerateWithFn(IntPtr catalogue, byte[] generator, byte[] paramsJson, ulong seed,
                                            IntPtr progress, IntPtr user, byte[] err, UIntPtr errLen);

    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    internal delegate IntPtr LayoutJsonFn(IntPtr layout, out UIntPtr len);

    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    internal delegate int CountFn(IntPtr layout);

    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    internal delegate int RoomFn(IntPtr layout, int i, out ElRoom room);

    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    internal delegate int RoomPortFn(IntPtr layout, int room, int port, out ElPort result);

    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    internal delegate int CorridorFn(IntPtr layout, int i, out ElCorridor corridor);

    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    internal delegate int InstanceFn(IntPtr layout, int i, out ElInstance instance);

    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    internal delegate IntPtr TilesFn(IntPtr layout, out int width, out int height);

    [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
    internal delegate IntPtr LegendFn(IntPtr layout);

    // The C functions as one table of delegates, bound once, on first use, in
    // one of two ways:
    //
    //  - EASYLINK_LIBRARY unset or empty: to NativeMethods, i.e. plain
    //    DllImport("easylink") resolved by the runtime's usual search (Unity's
    //    Plugins folders, the assembly's folder, the system loader's path).
    //    This is the path Unity uses on every platform.
    //  - EASYLINK_LIBRARY set: to the symbols of exactly that file, opened with
    //    dlopen (LoadLibrary on Windows) and turned into delegates with
    //    Marshal.GetDelegateForFunctionPointer. DllImport cannot take a path
    //    chosen at run time, and loading the file first does not help on
    //    Mono: its DllImport("easylink") asks the loader for "libeasylink.so"
    //    by name, which glibc does not match to a library already opened from
    //    another path (the file's SONAME is libeasylink.so.1). Config-file
    //    dllmaps are fixed before the program starts and are Mono-only;
    //    NativeLibrary.SetDllImportResolver does not exist on Mono 6 or Unity.
    //    Function pointers work on every runtime, IL2CPP included.
    //
    // Both ways call through the same delegates, so the rest of the binding
    // never knows which one is in use.
    internal sealed class NativeApi
    {
        internal const string LibraryVariable = "EASYLINK_LIBRARY";

        // Lazy rather than a static constructor: a library that cannot be
        // loaded then throws its DllNotFoundException to every caller, not a
        // TypeInitializationException around it.
        private static readonly Lazy<NativeApi> instance = new Lazy<NativeApi>(Bind);

        internal static NativeApi Instance
        {
            get { return instance.Value; }
        }

        // Where the functions come from: the file of EASYLINK_LIBRARY, or
        // null for DllImport("easylink").
        internal readonly string LibraryPath;

        internal readonly VersionFn el_version;
        internal readonly CatalogueLoadFn el_catalogue_load;
        internal readonly CatalogueParseFn el_catalogue_parse;
        internal readonly FreeFn el_catalogue_free;
        internal readonly GenerateFn el_generate;
        internal readonly GenerateWithFn el_generate_with;
        internal readonly LayoutJsonFn el_layout_json;
        internal readonly LayoutJsonFn el_layout_glb;
        internal readonly LegendFn el_layout_glb_error;
        internal readonly CountFn el_layout_room_count;
        internal readonly RoomFn el_layout_room;
        internal readonly RoomPortFn el_layout_room_port;
        internal readonly CountFn el_layout_corridor_count;
        internal readonly CorridorFn el_layout_corridor;
        internal readonly CountFn el_layout_instance_count;
        internal readonly InstanceFn el_layout_instance;
        internal readonly TilesFn el_layout_tiles;
        internal readonly LegendFn el_layout_tile_legend;
        internal readonly FreeFn el_layout_free;

        private static NativeApi Bind()
        {
            string path = Environment.GetEnvironmentVariable(LibraryVariable);
            return string.IsNullOrEmpty(path) ? new NativeApi() : new NativeApi(new ExplicitLibrary(path));
        }

        private NativeApi()
        {
            el_version = NativeMethods.el_version;
            el_catalogue_load = NativeMethods.el_catalogue_load;
            el_catalogue_parse = NativeMethods.el_catalogue_parse;
            el_catalogue_free = NativeMethods.el_catalogue_free;
            el_generate = NativeMethods.el_generate;
            el_generate_with = NativeMethods.el_generate_with;
            el_layout_json = NativeMethods.el_layout_json;
            el_layout_glb = NativeMethods.el_layout_glb;
            el_layout_glb_error = NativeMethods.el_layout_glb_error;
            el_layout_room_count = NativeMethods.el_layout_room_count;
            el_layout_room = NativeMethods.el_layout_room;
            el_layout_room_port = NativeMethods.el_layout_room_port;
            el_layout_corridor_count = NativeMethods.el_layout_corridor_count;
            el_layout_corridor = NativeMethods.el_layout_corridor;
            el_layout_instance_count = NativeMethods.el_layout_instance_count;
            el_layout_instance = NativeMethods.el_layout_instance;
            el_layout_tiles = NativeMethods.el_layout_tiles;
            el_layout_tile_legend = NativeMethods.el_layout_tile_legend;
            el_layout_free = NativeMethods.el_layout_free;
        }

        private NativeApi(ExplicitLibrary library)
        {
            LibraryPath = library.Path;
            el_version = library.Function<VersionFn>("el_version");
            el_catalogue_load = library.Function<CatalogueLoadFn>("el_catalogue_load");
            el_catalogue_parse = library.Function<CatalogueParseFn>("el_catalogue_parse");
            el_catalogue_free = library.Function<FreeFn>("el_catalogue_free");
            el_generate = library.Function<GenerateFn>("el_generate");
            el_generate_with = library.Function<GenerateWithFn>("el_generate_with");
            el_layout_json = library.Function<LayoutJsonFn>("el_layout_json");
            el_layout_glb = library.Function<LayoutJsonFn>("el_layout_glb");
            el_layout_glb_error = library.Function<LegendFn>("el_layout_glb_error");
            el_layout_room_count = library.Function<CountFn>("el_layout_room_count");
            el_layout_room = library.Function<RoomFn>("el_layout_room");
            el_layout_room_port = library.Function<RoomPortFn>("el_layout_room_port");
            el_layout_corridor_count = library.Function<CountFn>("el_layout_corridor_count");
            el_layout_corridor = library.Function<CorridorFn>("el_layout_corridor");
            el_layout_instance_count = library.Function<CountFn>("el_layout_instance_count");
            el_layout_instance = library.Function<InstanceFn>("el_layout_instance");
            el_layout_tiles = library.Function<TilesFn>("el_layout_tiles");
            el_layout_tile_legend = library.Function<LegendFn>("el_layout_tile_legend");
            el_layout_free = library.Function<FreeFn>("el_layout_free");
        }
    }
}
