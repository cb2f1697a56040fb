using System;
using System.Runtime.ExceptionServices;
using System.Runtime.InteropServices;

namespace Easylink.Native
{
    // IL2CPP (Unity's ahead-of-time backend) can hand a managed method to
    // native code only if the method carries an attribute with this name; it
    // goes by the name, so the binding declares its own instead of depending
    // on UnityEngine's AOT.MonoPInvokeCallbackAttribute.
    [AttributeUsage(AttributeTargets.Method)]
    internal sealed class MonoPInvokeCallbackAttribute : Attribute
    {
        public MonoPInvokeCallbackAttribute(Type delegateType)
        {
            DelegateType = delegateType;
        }

        public Type DelegateType { get; }
    }

    // One el_generate_with call's progress callback. The library calls one
    // static function, found through Callback, and passes back the GCHandle
    // of the run as `user`; static because IL2CPP cannot give native code a
    // pointer to a delegate that closes over an object.
    internal sealed class ProgressRun
    {
        // el_progress_fn is int (*)(void* user, long done, long total). C's
        // long is 32 bits on Windows and as wide as a pointer everywhere else
        // (LP64 and ILP32), so it is int there and IntPtr here.
        [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
        private delegate int ProgressFn(IntPtr user, IntPtr done, IntPtr total);

        [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
        private delegate int WindowsProgressFn(IntPtr user, int done, int total);

        // Static fields keep the delegates alive for as long as native code
        // may call their pointers, that is for the life of the process.
        private static readonly ProgressFn progressFn = OnProgress;
        private static readonly WindowsProgressFn windowsProgressFn = OnProgressWindows;

        // The el_progress_fn to pass to el_generate_with.
        internal static readonly IntPtr Callback = RuntimeInformation.IsOSPlatform(OSPlatform.Windows)
            ? Marshal.GetFunctionPointerForDelegate(windowsProgressFn)
            : Marshal.GetFunctionPointerForDelegate(progressFn);

        private readonly Func<long, long, bool> progress;

        internal ProgressRun(Func<long, long, bool> progress)
        {
            this.progress = progress;
        }

        // What the caller's callback threw, to be rethrown once the library
        // has unwound the cancelled run: an exception must not cross native
        // frames.
        internal ExceptionDispatchInfo Failure { get; private set; }

        [MonoPInvokeCallback(typeof(ProgressFn))]
        private static int OnProgress(IntPtr user, IntPtr done, IntPtr total)
        {
            return Report(user, done.ToInt64(), total.ToInt64());
        }

        [MonoPInvokeCallback(typeof(WindowsProgressFn))]
        private static int OnProgressWindows(IntPtr user, int done, int total)
        {
            return Report(user, done, total);
        }

        // Non-zero cancels the run.
        private static int Report(IntPtr user, long done, long total)
        {
            var run = (ProgressRun)GCHandle.FromIntPtr(user).Target;
            try
            {
                return run.progress(done, total) ? 0 : 1;
            }
            catch (Exception e)
            {
                run.Failure = ExceptionDispatchInfo.Capture(e);
                return 1;
            }
        }
    }
}
