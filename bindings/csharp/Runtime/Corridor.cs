using System.Collections.Generic;

namespace Easylink
{
    /// <summary>A straight corridor between two ports: the tiles X..X+Width-1, Y..Y+Height-1.</summary>
    public sealed class Corridor
    {
        internal Corridor(int id, int x, int y, int width, int height, char axis, int passageWidth,
                          int component, IReadOnlyList<int> endRooms, IReadOnlyList<int> endPorts)
        {
            Id = id;
            X = x;
            Y = y;
            Width = width;
            Height = height;
            Axis = axis;
            PassageWidth = passageWidth;
            Component = component;
            EndRooms = endRooms;
            EndPorts = endPorts;
        }

        public int Id { get; }
        public int X { get; }
        public int Y { get; }
        public int Width { get; }
        public int Height { get; }
        /// <summary>'h' (runs east-west) or 'v' (runs north-south).</summary>
        public char Axis { get; }
        public int PassageWidth { get; }
        public int Component { get; }
        /// <summary>The rooms at its two ends: [0] is the west (or north) end.</summary>
        public IReadOnlyList<int> EndRooms { get; }
        /// <summary>The ports of those rooms, in the same order.</summary>
        public IReadOnlyList<int> EndPorts { get; }
    }
}
