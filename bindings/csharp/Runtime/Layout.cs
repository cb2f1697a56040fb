using System;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Runtime.InteropServices;
using Easylink.Native;

namespace Easylink
{
    /// <summary>
    /// One generated layout: its rooms, corridors, instances in 3D, tiles and
    /// layout-file text.
    /// Each part is read from the native layout on first use and kept; the
    /// objects handed out are plain managed copies that stay valid after
    /// Dispose, but the layout itself may not be read once disposed.
    /// </summary>
    public sealed class Layout : IDisposable
    {
        private readonly LayoutHandle handle;
        // Serialises reads and Dispose, so that no read can use the native
        // layout while another thread frees it.
        private readonly object gate = new object();
        private bool disposed;

        private string json;
        private IReadOnlyList<Room> rooms;
        private IReadOnlyList<Corridor> corridors;
        private IReadOnlyList<Instance> instances;
        private Tiles tiles;
        private bool tilesRead;  // tiles may be null: "read, and there are none"

        internal Layout(IntPtr layout)
        {
            handle = new LayoutHandle(layout);
        }

        /// <summary>
        /// The layout file's text, byte for byte what `easylink generate` writes
        /// for the same catalogue, generator, parameters and seed.
        /// </summary>
        public string Json
        {
            get
            {
                lock (gate)
                {
                    ThrowIfDisposed();
                    return json ?? (json = ReadJson());
                }
            }
        }

        /// <summary>
        /// The level as a binary glTF scene (docs/scenes.md): the bytes of the .glb
        /// that `easylink generate --gltf FILE.glb` writes for the same run. Throws
        /// EasylinkException, saying why, when a module's mesh file cannot be read.
        /// </summary>
        public byte[] Glb()
        {
            lock (gate)
            {
                ThrowIfDisposed();
                NativeApi api = NativeApi.Instance;
                UIntPtr length;
                IntPtr bytes = api.el_layout_glb(Pointer, out length);
                if (bytes == IntPtr.Zero)
                {
                    throw new EasylinkException("el_layout_glb: " + Utf8.Decode(api.el_layout_glb_error(Pointer)));
                }
                var result = new byte[checked((int)length.ToUInt64())];
                Marshal.Copy(bytes, result, 0, result.Length);
                return result;
            }
        }

        /// <summary>The placed rooms, in the layout file's order.</summary>
        public IReadOnlyList<Room> Rooms
        {
            get
            {
                lock (gate)
                {
                    ThrowIfDisposed();
                    return rooms ?? (rooms = ReadRooms());
                }
            }
        }

        /// <summary>The corridors, in the layout file's order.</summary>
        public IReadOnlyList<Corridor> Corridors
        {
            get
            {
                lock (gate)
                {
                    ThrowIfDisposed();
                    return corridors ?? (corridors = ReadCorridors());
                }
            }
        }

        /// <summary>
        /// The rooms, corridors and phase-2 modules placed in 3D (metres, +Y up,
        /// east = +X, south = +Z; docs/design.md section 10): every room, then
        /// every corridor, each followed by the modules phase 2 chose below it.
        /// Empty for tile generators, whose map is all tiles.
        /// </summary>
        public IReadOnlyList<Instance> Instances
        {
            get
            {
                lock (gate)
                {
                    ThrowIfDisposed();
                    return instances ?? (instances = ReadInstances());
                }
            }
        }

        /// <summary>
        /// The tile map; null when the layout has none (easylink with
        /// "resolve_depth": 0, which skips phase 2).
        /// </summary>
        public Tiles Tiles
        {
            get
            {
                lock (gate)
                {
                    ThrowIfDisposed();
                    if (!tilesRead)
                    {
                        tiles = ReadTiles();
                        tilesRead = true;
                    }
                    return tiles;
                }
            }
        }

        /// <summary>Frees the native layout; calling it again does nothing.</summary>
        public void Dispose()
        {
            lock (gate)
            {
                disposed = true;
                handle.Dispose();
            }
        }

        private void ThrowIfDisposed()
        {
            if (disposed)
            {
                throw new ObjectDisposedException(GetType().FullName);
            }
        }

        private IntPtr Pointer
        {
            get { return handle.DangerousGetHandle(); }
        }

        private string ReadJson()
        {
            UIntPtr length;
            IntPtr text = NativeApi.Instance.el_layout_json(Pointer, out length);
            if (text == IntPtr.Zero)
            {
                throw new EasylinkException("el_layout_json returned NULL");
            }
            return Utf8.Decode(text, checked((int)length.ToUInt64()));
        }

        private IReadOnlyList<Room> ReadRooms()
        {
            NativeApi api = NativeApi.Instance;
            int count = Count(api.el_layout_room_count(Pointer), "el_layout_room_count");
            var result = new Room[count];
            for (int i = 0; i < count; i++)
            {
                ElRoom room;
                Check(api.el_layout_room(Pointer, i, out room), "el_layout_room", i);
                var ports = new Port[room.PortCount];
                for (int p = 0; p < ports.Length; p++)
                {
                    ElPort port;
                    Check(api.el_layout_room_port(Pointer, i, p, out port), "el_layout_room_port", i);
                    ports[p] = new Port(port.Index, (char)port.Dir, port.AnchorX, port.AnchorY, port.Width,
                                        port.ToRoom, port.ToPort, port.ToCorridor);
                }
                result[i] = new Room(room.Id, Utf8.Decode(room.TemplateName), Utf8.Decode(room.Kind), room.X, room.Y,
                                     room.Width, room.Height, room.Rotation, room.Component, room.Region,
                                     Array.AsReadOnly(ports));
            }
            return Array.AsReadOnly(result);
        }

        private IReadOnlyList<Corridor> ReadCorridors()
        {
            NativeApi api = NativeApi.Instance;
            int count = Count(api.el_layout_corridor_count(Pointer), "el_layout_corridor_count");
            var result = new Corridor[count];
            for (int i = 0; i < count; i++)
            {
                ElCorridor c;
                Check(api.el_layout_corridor(Pointer, i, out c), "el_layout_corridor", i);
                result[i] = new Corridor(c.Id, c.X, c.Y, c.Width, c.Height, (char)c.Axis, c.PassageWidth, c.Component,
                                         Array.AsReadOnly(new[] { c.EndRoom0, c.EndRoom1 }),
                                         Array.AsReadOnly(new[] { c.EndPort0, c.EndPort1 }));
            }
            return Array.AsReadOnly(result);
        }

        private IReadOnlyList<Instance> ReadInstances()
        {
            NativeApi api = NativeApi.Instance;
            int count = Count(api.el_layout_instance_count(Pointer), "el_layout_instance_count");
            var result = new Instance[count];
            for (int i = 0; i < count; i++)
            {
                ElInstance n;
                Check(api.el_layout_instance(Pointer, i, out n), "el_layout_instance", i);
                result[i] = new Instance((InstanceKind)n.Kind, Utf8.Decode(n.Name), Utf8.Decode(n.Module),
                                         Utf8.Decode(n.ModuleKind), n.Parent, n.ObjectId, n.X, n.Y, n.Width,
                                         n.Height, n.Rotation, n.PositionX, n.PositionY, n.PositionZ, n.Yaw,
                                         Array.AsReadOnly(new[] { n.QuaternionX, n.QuaternionY, n.QuaternionZ,
                                                                  n.QuaternionW }));
            }
            return Array.AsReadOnly(result);
        }

        private Tiles ReadTiles()
        {
            NativeApi api = NativeApi.Instance;
            int width, height;
            IntPtr cells = api.el_layout_tiles(Pointer, out width, out height);
            if (cells == IntPtr.Zero)
            {
                return null;
            }
            // One byte a tile (the legend's characters are ASCII), so each row
            // is copied as it is rather than decoded as UTF-8.
            var rows = new string[height];
            var row = new byte[width];
            var chars = new char[width];
            for (int y = 0; y < height; y++)
            {
                Marshal.Copy(IntPtr.Add(cells, y * width), row, 0, width);
                for (int x = 0; x < width; x++)
                {
                    chars[x] = (char)row[x];
                }
                rows[y] = new string(chars);
            }
            // The legend is never NULL when the tiles are not.
            return new Tiles(rows, width, ParseLegend(Utf8.Decode(api.el_layout_tile_legend(Pointer)) ?? ""));
        }

        // "#=wall\n.=floor\n...": a character, '=', its name, a newline. Read
        // by position rather than split, so that '=' itself could be a tile.
        private static IReadOnlyDictionary<char, string> ParseLegend(string legend)
        {
            var entries = new Dictionary<char, string>();
            for (int at = 0; at + 1 < legend.Length;)
            {
                if (legend[at + 1] != '=')
                {
                    throw new EasylinkException("el_layout_tile_legend: unexpected text at " + at + ": " + legend);
                }
                int end = legend.IndexOf('\n', at + 2);
                if (end < 0)
                {
                    end = legend.Length;
                }
                entries[legend[at]] = legend.Substring(at + 2, end - at - 2);
                at = end + 1;
            }
            return new ReadOnlyDictionary<char, string>(entries);
        }

        private static int Count(int count, string function)
        {
            if (count < 0)
            {
                throw new EasylinkException(function + " returned " + count);
            }
            return count;
        }

        private static void Check(int status, string function, int index)
        {
            if (status != 0)
            {
                throw new EasylinkException(function + " failed for index " + index);
            }
        }
    }
}
