using System;
using System.Runtime.InteropServices;
using Easylink.Native;

namespace Easylink
{
    /// <summary>Runs libeasylink's generators.</summary>
    public static class Generator
    {
        /// <summary>
        /// Runs generator <paramref name="generator"/> ("easylink", "cellular",
        /// ...; the names of `easylink generate --help`).
        /// </summary>
        /// <param name="catalogue">The module catalogue; null for generators that read none
        /// (every generator but easylink).</param>
        /// <param name="parametersJson">A JSON object with the keys of `--params`; null for the defaults.</param>
        /// <exception cref="EasylinkException">Unknown generator, bad parameters, missing
        /// catalogue, or a run that gave up.</exception>
        public static Layout Generate(Catalogue catalogue, string generator, string parametersJson, ulong seed)
        {
            return Run(catalogue, generator, (api, catalogueHandle, err) =>
                api.el_generate(catalogueHandle, Utf8.Encode(generator), Utf8.Encode(parametersJson), seed, err,
                                new UIntPtr((uint)err.Length)));
        }

        /// <summary>
        /// The same, calling <paramref name="progress"/>(done, total) as the run
        /// goes: done counts its events so far; total is 0 while unknown and
        /// equals done on the last call. Returning false cancels the run, which
        /// then throws an EasylinkException whose message is "cancelled". An
        /// exception thrown by <paramref name="progress"/> also cancels the run
        /// and is rethrown here. It is called on the thread that called Generate.
        /// </summary>
        public static Layout Generate(Catalogue catalogue, string generator, string parametersJson, ulong seed,
                                      Func<long, long, bool> progress)
        {
            if (progress == null)
            {
                throw new ArgumentNullException("progress");
            }
            var run = new ProgressRun(progress);
            GCHandle runHandle = GCHandle.Alloc(run);
            try
            {
                return Run(catalogue, generator, (api, catalogueHandle, err) =>
                    api.el_generate_with(catalogueHandle, Utf8.Encode(generator), Utf8.Encode(parametersJson), seed,
                                         ProgressRun.Callback, GCHandle.ToIntPtr(runHandle), err,
                                         new UIntPtr((uint)err.Length)));
            }
            catch (EasylinkException) when (run.Failure != null)
            {
                // The run was cancelled because the callback threw: the
                // callback's exception is the one to see.
                run.Failure.Throw();
                throw;
            }
            finally
            {
                runHandle.Free();
            }
        }

        // Holds the catalogue (if any) against a concurrent Dispose for the
        // length of the call, and turns a NULL result into an exception.
        private static Layout Run(Catalogue catalogue, string generator,
                                  Func<NativeApi, IntPtr, byte[], IntPtr> generate)
        {
            if (generator == null)
            {
                throw new ArgumentNullException("generator");
            }
            NativeApi api = NativeApi.Instance;
            byte[] err = EasylinkException.NewErrorBuffer();
            bool catalogueHeld = false;
            try
            {
                IntPtr catalogueHandle = IntPtr.Zero;
                if (catalogue != null)
                {
                    if (catalogue.Handle.IsClosed)
                    {
                        throw new ObjectDisposedException(typeof(Catalogue).FullName);
                    }
                    catalogue.Handle.DangerousAddRef(ref catalogueHeld);
                    catalogueHandle = catalogue.Handle.DangerousGetHandle();
                }
                IntPtr layout = generate(api, catalogueHandle, err);
                if (layout == IntPtr.Zero)
                {
                    throw EasylinkException.FromErrorBuffer(err, "el_generate");
                }
                return new Layout(layout);
            }
            finally
            {
                if (catalogueHeld)
                {
                    catalogue.Handle.DangerousRelease();
                }
            }
        }
    }
}
