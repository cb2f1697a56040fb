using System;
using Easylink.Native;

namespace Easylink
{
    /// <summary>
    /// A failure reported by libeasylink: a catalogue that does not load, bad
    /// parameters, an unknown generator, a run that gave up or was cancelled.
    /// The message is the library's own one-line message, e.g.
    /// "modules.json: /modules/3/ports/0/dir: ...".
    /// </summary>
    public sealed class EasylinkException : Exception
    {
        // The size of the `err` buffer handed to the library; longer messages
        // arrive cut to it.
        internal const int ErrorBufferSize = 1024;

        public EasylinkException(string message) : base(message)
        {
        }

        internal static byte[] NewErrorBuffer()
        {
            return new byte[ErrorBufferSize];
        }

        // The exception for a failed call of `function` that wrote into `err`.
        internal static EasylinkException FromErrorBuffer(byte[] err, string function)
        {
            string message = Utf8.DecodeError(err);
            return new EasylinkException(message.Length > 0 ? message : function + " failed without a message");
        }
    }
}
