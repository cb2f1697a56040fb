using Easylink.Native;

namespace Easylink
{
    /// <summary>The native library in use.</summary>
    public static class Library
    {
        /// <summary>The library's version, e.g. "1.0.0".</summary>
        public static string Version
        {
            get { return Utf8.Decode(NativeApi.Instance.el_version()); }
        }
    }
}
