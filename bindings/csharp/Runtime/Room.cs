using System.Collections.Generic;

namespace Easylink
{
    /// <summary>
    /// A placed room (module), as the layout file's "rooms" list shows it.
    /// Coordinates are tiles: x grows east, y grows south, (0, 0) is the map's
    /// top-left corner.
    /// </summary>
    public sealed class Room
    {
        internal Room(int id, string templateName, string kind, int x, int y, int width, int height,
                      int rotation, int component, int region, IReadOnlyList<Port> ports)
        {
            Id = id;
            TemplateName = templateName;
            Kind = kind;
            X = x;
            Y = y;
            Width = width;
            Height = height;
            Rotation = rotation;
            Component = component;
            Region = region;
            Ports = ports;
        }

        /// <summary>The room's id; ports' <see cref="Port.ToRoom"/> refers to it.</summary>
        public int Id { get; }
        /// <summary>The catalogue template it was placed from.</summary>
        public string TemplateName { get; }
        /// <summary>"normal", "four_way", "t_junction", "bend", "through" or "dead_end".</summary>
        public string Kind { get; }
        /// <summary>The west column of the room's footprint.</summary>
        public int X { get; }
        /// <summary>The north row of the room's footprint.</summary>
        public int Y { get; }
        /// <summary>Width in tiles, after rotation.</summary>
        public int Width { get; }
        /// <summary>Height in tiles, after rotation.</summary>
        public int Height { get; }
        /// <summary>Clockwise degrees: 0, 90, 180 or 270.</summary>
        public int Rotation { get; }
        /// <summary>The connected component, numbered from 0.</summary>
        public int Component { get; }
        /// <summary>The index of the region it lies in (the "regions" parameter), -1 for none.</summary>
        public int Region { get; }
        /// <summary>Every port of the template, in the template's order.</summary>
        public IReadOnlyList<Port> Ports { get; }
    }

    /// <summary>A port of a placed room, after rotation and placement.</summary>
    public sealed class Port
    {
        internal Port(int index, char dir, int anchorX, int anchorY, int width, int toRoom, int toPort,
                      int toCorridor)
        {
            Index = index;
            Dir = dir;
            AnchorX = anchorX;
            AnchorY = anchorY;
            Width = width;
            ToRoom = toRoom;
            ToPort = toPort;
            ToCorridor = toCorridor;
        }

        /// <summary>The template's port index.</summary>
        public int Index { get; }
        /// <summary>The direction it faces: 'N', 'E', 'S' or 'W'.</summary>
        public char Dir { get; }
        /// <summary>The anchor: the midpoint of the doorway's outer edge, in tile-edge coordinates.</summary>
        public int AnchorX { get; }
        public int AnchorY { get; }
        /// <summary>The passage width in use; 0 when the port is unused.</summary>
        public int Width { get; }
        /// <summary>The room it opens onto directly, or -1.</summary>
        public int ToRoom { get; }
        /// <summary>The port of <see cref="ToRoom"/> it opens onto, or -1.</summary>
        public int ToPort { get; }
        /// <summary>The corridor it opens onto, or -1.</summary>
        public int ToCorridor { get; }
    }
}
