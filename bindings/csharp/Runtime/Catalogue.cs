using System;
using System.Text;
using Easylink.Native;

namespace Easylink
{
    /// <summary>
    /// A module catalogue, loaded and checked once. Immutable: threads may
    /// share one, each generating its own layouts. Dispose it when no more
    /// layouts are to be generated from it; layouts already generated keep
    /// what they need.
    /// </summary>
    public sealed class Catalogue : IDisposable
    {
        internal readonly CatalogueHandle Handle;

        private Catalogue(IntPtr catalogue)
        {
            Handle = new CatalogueHandle(catalogue);
        }

        /// <summary>Loads the catalogue file at <paramref name="path"/>.</summary>
        /// <exception cref="EasylinkException">The file cannot be read or is not a valid
        /// catalogue; the message names the file and the first problem's place.</exception>
        public static Catalogue Load(string path)
        {
            if (path == null)
            {
                throw new ArgumentNullException("path");
            }
            byte[] err = EasylinkException.NewErrorBuffer();
            IntPtr catalogue = NativeApi.Instance.el_catalogue_load(Utf8.Encode(path), err,
                                                                    new UIntPtr((uint)err.Length));
            if (catalogue == IntPtr.Zero)
            {
                throw EasylinkException.FromErrorBuffer(err, "el_catalogue_load");
            }
            return new Catalogue(catalogue);
        }

        /// <summary>Loads a catalogue from its JSON text.</summary>
        /// <exception cref="EasylinkException">The text is not a valid catalogue.</exception>
        public static Catalogue Parse(string json)
        {
            if (json == null)
            {
                throw new ArgumentNullException("json");
            }
            // el_catalogue_parse takes a length, so no NUL terminator is needed.
            byte[] text = Encoding.UTF8.GetBytes(json);
            byte[] err = EasylinkException.NewErrorBuffer();
            IntPtr catalogue = NativeApi.Instance.el_catalogue_parse(text, new UIntPtr((uint)text.Length), err,
                                                                     new UIntPtr((uint)err.Length));
            if (catalogue == IntPtr.Zero)
            {
                throw EasylinkException.FromErrorBuffer(err, "el_catalogue_parse");
            }
            return new Catalogue(catalogue);
        }

        /// <summary>Frees the native catalogue; calling it again does nothing.</summary>
        public void Dispose()
        {
            Handle.Dispose();
        }
    }
}
