using System;
using System.Runtime.InteropServices;
using System.Text;

namespace Easylink.Native
{
    // UTF-8 in and out of the C functions by hand: UnmanagedType.LPUTF8Str is
    // missing from older Mono and Unity runtimes, and the default string
    // marshalling is ANSI (Latin-1 on some platforms) rather than UTF-8.
    internal static class Utf8
    {
        // `text` as a NUL-terminated UTF-8 array for a `const char*`
        // parameter; null stays null (a NULL pointer).
        internal static byte[] Encode(string text)
        {
            if (text == null)
            {
                return null;
            }
            var bytes = new byte[Encoding.UTF8.GetByteCount(text) + 1];
            Encoding.UTF8.GetBytes(text, 0, text.Length, bytes, 0);
            return bytes;
        }

        // A NUL-terminated string owned by the library; null for NULL.
        internal static string Decode(IntPtr text)
        {
            if (text == IntPtr.Zero)
            {
                return null;
            }
            int length = 0;
            while (Marshal.ReadByte(text, length) != 0)
            {
                length++;
            }
            return Decode(text, length);
        }

        internal static string Decode(IntPtr text, int length)
        {
            var bytes = new byte[length];
            Marshal.Copy(text, bytes, 0, length);
            return Encoding.UTF8.GetString(bytes);
        }

        // The message the library wrote into an `err` buffer.
        internal static string DecodeError(byte[] err)
        {
            int length = Array.IndexOf(err, (byte)0);
            return Encoding.UTF8.GetString(err, 0, length < 0 ? err.Length : length);
        }
    }
}
