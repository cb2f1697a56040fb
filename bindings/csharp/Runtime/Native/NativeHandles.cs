using System;
using Microsoft.Win32.SafeHandles;

namespace Easylink.Native
{
    // Owning handles for el_catalogue* and el_layout*: a SafeHandle frees its
    // object exactly once, from Dispose or else from the finalizer, and never
    // while a DangerousAddRef'd call is using it on another thread.
    internal sealed class CatalogueHandle : SafeHandleZeroOrMinusOneIsInvalid
    {
        internal CatalogueHandle(IntPtr catalogue) : base(true)
        {
            SetHandle(catalogue);
        }

        protected override bool ReleaseHandle()
        {
            NativeApi.Instance.el_catalogue_free(handle);
            return true;
        }
    }

    internal sealed class LayoutHandle : SafeHandleZeroOrMinusOneIsInvalid
    {
        internal LayoutHandle(IntPtr layout) : base(true)
        {
            SetHandle(layout);
        }

        protected override bool ReleaseHandle()
        {
            NativeApi.Instance.el_layout_free(handle);
            return true;
        }
    }
}
