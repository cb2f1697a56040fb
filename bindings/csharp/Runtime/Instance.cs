using System.Collections.Generic;

namespace Easylink
{
    /// <summary>What an <see cref="Instance"/> stands for.</summary>
    public enum InstanceKind
    {
        /// <summary>A room of the layout (after phase 2: its top module).</summary>
        Room = 0,
        /// <summary>A corridor of the layout; it draws no module itself.</summary>
        Corridor = 1,
        /// <summary>A module phase 2 chose below a room or corridor.</summary>
        Module = 2,
    }

    /// <summary>
    /// A room, corridor or phase-2 module placed in 3D (docs/design.md section
    /// 10), as the level's glTF scene places its node: metres, right-handed,
    /// +Y up, east = +X, south = +Z. Place the module's model, authored
    /// unrotated with its footprint's north-west corner at its origin, at
    /// <see cref="PositionX"/>, <see cref="PositionY"/>, <see cref="PositionZ"/>
    /// turned <see cref="Yaw"/> degrees about +Y. In Unity, whose world is
    /// left-handed, that is the position (-X, Y, Z) and
    /// Quaternion.Euler(0, -Yaw, 0), as Unity's glTF importers convert it
    /// (Samples~/LevelBuilder).
    /// </summary>
    public sealed class Instance
    {
        internal Instance(InstanceKind kind, string name, string module, string moduleKind, int parent,
                          int objectId, int x, int y, int width, int height, int rotation, double positionX,
                          double positionY, double positionZ, double yaw, IReadOnlyList<double> quaternion)
        {
            Kind = kind;
            Name = name;
            Module = module;
            ModuleKind = moduleKind;
            Parent = parent;
            ObjectId = objectId;
            X = x;
            Y = y;
            Width = width;
            Height = height;
            Rotation = rotation;
            PositionX = positionX;
            PositionY = positionY;
            PositionZ = positionZ;
            Yaw = yaw;
            Quaternion = quaternion;
        }

        /// <summary>A room, a corridor or a module phase 2 chose.</summary>
        public InstanceKind Kind { get; }
        /// <summary>The scene node's name: "room 3 hall_12x12", "corridor 2", "wall 0: wall_doorway".</summary>
        public string Name { get; }
        /// <summary>The catalogue module to draw; "" for a corridor's own instance and a generic fill.</summary>
        public string Module { get; }
        /// <summary>That module's kind: "normal", "wall", "door", "corridor", ...</summary>
        public string ModuleKind { get; }
        /// <summary>The index in <see cref="Layout.Instances"/> of the instance it hangs under; -1 at the top.</summary>
        public int Parent { get; }
        /// <summary>The id of its room (<see cref="Room.Id"/>) or corridor (<see cref="Corridor.Id"/>).</summary>
        public int ObjectId { get; }
        /// <summary>The west column of its rect, in tiles.</summary>
        public int X { get; }
        /// <summary>The north row of its rect, in tiles.</summary>
        public int Y { get; }
        /// <summary>Width in tiles, after rotation.</summary>
        public int Width { get; }
        /// <summary>Height in tiles, after rotation.</summary>
        public int Height { get; }
        /// <summary>Clockwise degrees: 0, 90, 180 or 270.</summary>
        public int Rotation { get; }
        /// <summary>Metres east, in the world (not relative to the parent).</summary>
        public double PositionX { get; }
        /// <summary>Metres up.</summary>
        public double PositionY { get; }
        /// <summary>Metres south.</summary>
        public double PositionZ { get; }
        /// <summary>Degrees about +Y (right-handed): -<see cref="Rotation"/>.</summary>
        public double Yaw { get; }
        /// <summary>The same turn as a quaternion x, y, z, w (glTF's order, right-handed).</summary>
        public IReadOnlyList<double> Quaternion { get; }
    }
}
