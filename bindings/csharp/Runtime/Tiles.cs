using System;
using System.Collections.Generic;

namespace Easylink
{
    /// <summary>
    /// The layout's tile map, one character a tile ('#' wall, '.' floor, ...;
    /// see <see cref="Legend"/>), row 0 at the north.
    /// </summary>
    public sealed class Tiles
    {
        private readonly string[] rows;

        internal Tiles(string[] rows, int width, IReadOnlyDictionary<char, string> legend)
        {
            this.rows = rows;
            Width = width;
            Legend = legend;
        }

        public int Width { get; }

        public int Height
        {
            get { return rows.Length; }
        }

        /// <summary>What each character used means: '#' → "wall", '.' → "floor", ...</summary>
        public IReadOnlyDictionary<char, string> Legend { get; }

        /// <summary>The tile at column <paramref name="x"/> (east) of row <paramref name="y"/> (south).</summary>
        public char this[int x, int y]
        {
            get
            {
                if (x < 0 || x >= Width)
                {
                    throw new ArgumentOutOfRangeException("x");
                }
                return Row(y)[x];
            }
        }

        /// <summary>Row <paramref name="y"/>, west to east, as the layout file's "rows" give it.</summary>
        public string Row(int y)
        {
            if (y < 0 || y >= rows.Length)
            {
                throw new ArgumentOutOfRangeException("y");
            }
            return rows[y];
        }
    }
}
