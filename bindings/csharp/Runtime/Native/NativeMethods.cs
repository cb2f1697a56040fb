using System;
using System.Runtime.InteropServices;

namespace Easylink.Native
{
    // The structs of easylink.h, field for field. Every member is blittable
    // (a C `char` is a byte here, `const char*` an IntPtr decoded by Utf8), so
    // the marshaller copies them as they are and C's alignment rules give the
    // same padding as LayoutKind.Sequential.
    [StructLayout(LayoutKind.Sequential)]
    internal struct ElRoom
    {
        public int Id;
        public IntPtr TemplateName;
        public IntPtr Kind;
        public int X, Y, Width, Height;
        public int Rotation;
        public int Component;
        public int Region;
        public int PortCount;
    }

    [StructLayout(LayoutKind.Sequential)]
    internal struct ElPort
    {
        public int Index;
        public byte Dir;
        public int AnchorX, AnchorY;
        public int Width;
        public int ToRoom, ToPort;
        public int ToCorridor;
    }

    [StructLayout(LayoutKind.Sequential)]
    internal struct ElCorridor
    {
        public int Id, X, Y, Width, Height;
        public byte Axis;
        public int PassageWidth, Component;
        // int end_room[2], end_port[2]: four ints in a row, kept as plain
        // fields so that the struct stays blittable.
        public int EndRoom0, EndRoom1;
        public int EndPort0, EndPort1;
    }

    [StructLayout(LayoutKind.Sequential)]
    internal struct ElInstance
    {
        public IntPtr Name;
        public IntPtr Module;
        public IntPtr ModuleKind;
        public int Kind;
        public int Parent;
        public int ObjectId;
        public int X, Y, Width, Height;
        public int Rotation;
        // double position[3] and quaternion[4], as plain fields so that the
        // struct stays blittable.
        public double PositionX, PositionY, PositionZ;
        public double Yaw;
        public double QuaternionX, QuaternionY, QuaternionZ, QuaternionW;
    }

    // The C functions, imported by the library name "easylink": the platform's
    // loader (or Unity's plugin importer) turns it into libeasylink.so,
    // easylink.dll or libeasylink.dylib. Strings go in as NUL-terminated UTF-8
    // byte arrays and come back as IntPtr, both converted by Utf8, because
    // UnmanagedType.LPUTF8Str is missing from older Mono and Unity runtimes.
    // Nothing calls these directly: NativeApi binds them, or the symbols of
    // the library named by EASYLINK_LIBRARY, into one table of delegates.
    internal static class NativeMethods
    {
        internal const string LibraryName = "easylink";

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr el_version();

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr el_catalogue_load(byte[] path, byte[] err, UIntPtr errLen);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr el_catalogue_parse(byte[] json, UIntPtr len, byte[] err, UIntPtr errLen);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern void el_catalogue_free(IntPtr catalogue);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr el_generate(IntPtr catalogue, byte[] generator, byte[] paramsJson,
                                                  ulong seed, byte[] err, UIntPtr errLen);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr el_generate_with(IntPtr catalogue, byte[] generator, byte[] paramsJson,
                                                       ulong seed, IntPtr progress, IntPtr user,
                                                       byte[] err, UIntPtr errLen);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr el_layout_json(IntPtr layout, out UIntPtr len);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr el_layout_glb(IntPtr layout, out UIntPtr len);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr el_layout_glb_error(IntPtr layout);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int el_layout_room_count(IntPtr layout);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int el_layout_room(IntPtr layout, int i, out ElRoom room);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int el_layout_room_port(IntPtr layout, int room, int port, out ElPort result);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int el_layout_corridor_count(IntPtr layout);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int el_layout_corridor(IntPtr layout, int i, out ElCorridor corridor);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int el_layout_instance_count(IntPtr layout);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int el_layout_instance(IntPtr layout, int i, out ElInstance instance);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr el_layout_tiles(IntPtr layout, out int width, out int height);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr el_layout_tile_legend(IntPtr layout);

        [DllImport(LibraryName, CallingConvention = CallingConvention.Cdecl)]
        internal static extern void el_layout_free(IntPtr layout);
    }
}
