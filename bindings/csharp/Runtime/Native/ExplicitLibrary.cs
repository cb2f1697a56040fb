using System;
using System.ComponentModel;
using System.Runtime.InteropServices;

namespace Easylink.Native
{
    // The library file named by EASYLINK_LIBRARY, opened by its path and
    // read symbol by symbol (see NativeApi for why). It stays loaded for the
    // life of the process, like a DllImport'ed library: delegates made from
    // its functions may be called until the process ends.
    internal sealed class ExplicitLibrary
    {
        private const int RTLD_NOW = 2;  // the same value on Linux and macOS

        private static readonly bool IsWindows = RuntimeInformation.IsOSPlatform(OSPlatform.Windows);
        private static readonly bool IsMacOS = RuntimeInformation.IsOSPlatform(OSPlatform.OSX);

        internal readonly string Path;
        private readonly IntPtr handle;

        internal ExplicitLibrary(string path)
        {
            Path = path;
            if (IsWindows)
            {
                handle = Kernel32.LoadLibraryW(path);
            }
            else
            {
                handle = IsMacOS ? LibSystem.dlopen(Utf8.Encode(path), RTLD_NOW)
                                 : LibDl.dlopen(Utf8.Encode(path), RTLD_NOW);
            }
            if (handle == IntPtr.Zero)
            {
                throw new DllNotFoundException(string.Format("{0}={1}: cannot load the library: {2}",
                                                             NativeApi.LibraryVariable, path, LastError()));
            }
        }

        internal T Function<T>(string name) where T : class
        {
            IntPtr address;
            if (IsWindows)
            {
                address = Kernel32.GetProcAddress(handle, name);
            }
            else
            {
                address = IsMacOS ? LibSystem.dlsym(handle, Utf8.Encode(name))
                                  : LibDl.dlsym(handle, Utf8.Encode(name));
            }
            if (address == IntPtr.Zero)
            {
                throw new EntryPointNotFoundException(string.Format("{0}={1}: no function {2}: {3}",
                                                                    NativeApi.LibraryVariable, Path, name, LastError()));
            }
            return (T)(object)Marshal.GetDelegateForFunctionPointer(address, typeof(T));
        }

        private static string LastError()
        {
            if (IsWindows)
            {
                return new Win32Exception(Marshal.GetLastWin32Error()).Message;
            }
            return Utf8.Decode(IsMacOS ? LibSystem.dlerror() : LibDl.dlerror()) ?? "unknown error";
        }

        // One class per system library: the runtime resolves a DllImport on
        // its first call, so only the running system's library is ever looked
        // for.

        // glibc's dlopen lives in libdl.so.2 (since glibc 2.34 a stub that
        // forwards to libc, kept for exactly this kind of caller).
        private static class LibDl
        {
            private const string Name = "libdl.so.2";
            [DllImport(Name)] internal static extern IntPtr dlopen(byte[] path, int flags);
            [DllImport(Name)] internal static extern IntPtr dlsym(IntPtr library, byte[] name);
            [DllImport(Name)] internal static extern IntPtr dlerror();
        }

        private static class LibSystem
        {
            private const string Name = "/usr/lib/libSystem.dylib";
            [DllImport(Name)] internal static extern IntPtr dlopen(byte[] path, int flags);
            [DllImport(Name)] internal static extern IntPtr dlsym(IntPtr library, byte[] name);
            [DllImport(Name)] internal static extern IntPtr dlerror();
        }

        private static class Kernel32
        {
            [DllImport("kernel32", CharSet = CharSet.Unicode, SetLastError = true)]
            internal static extern IntPtr LoadLibraryW(string path);

            // Export names are ASCII, and GetProcAddress has no wide version.
            [DllImport("kernel32", CharSet = CharSet.Ansi, SetLastError = true, ExactSpelling = true)]
            internal static extern IntPtr GetProcAddress(IntPtr module, string name);
        }
    }
}
