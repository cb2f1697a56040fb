using System;
using System.Collections.Generic;
using Easylink;
using UnityEngine;

namespace Easylink.Samples
{
    /// <summary>
    /// Generates a layout at run time and builds it from prefabs, one GameObject
    /// per instance of <see cref="Layout.Instances"/> (every room, corridor and
    /// phase-2 module), nested as the level's glTF scene nests its nodes and
    /// named like them, so that a level built here and the studio's glTF
    /// export of the same layout, imported into Unity, coincide.
    ///
    /// The mapping from the instances' frame to Unity's:
    ///
    ///   Instances (and glTF) are right-handed, +Y up, metres, with map east =
    ///   +X and map south = +Z. Unity is left-handed, +Y up. Unity's glTF
    ///   importers (UnityGLTF, glTFast) convert by negating X: a point (x, y, z)
    ///   becomes (-x, y, z) and a turn of a degrees about +Y becomes a turn of
    ///   -a. So an instance goes to position (-X, Y, Z) with rotation
    ///   Quaternion.Euler(0, -Yaw, 0), which is Euler(0, Rotation, 0): Unity's
    ///   positive turn about +Y is clockwise seen from above, as the layout's
    ///   rotation is. Map east is then Unity's -X and map south Unity's +Z;
    ///   turn this object 180 degrees about Y to have north = +Z (forward) and
    ///   east = +X. The picture is not mirrored either way. (An importer that
    ///   negates Z instead, as UniGLTF does, gives (X, Y, -Z) and the same turn.)
    ///
    /// A prefab is the module's model with its module-frame origin (the
    /// footprint's north-west corner, floor level) at its pivot, as a glTF
    /// import of the module gives it: its footprint spans X from -w*s to 0 and
    /// Z from 0 to h*s (w x h the module's catalogue size, s the tile size).
    /// </summary>
    public class LevelBuilder : MonoBehaviour
    {
        /// <summary>A catalogue module and the prefab that draws it.</summary>
        [Serializable]
        public struct ModulePrefab
        {
            public string module;
            public GameObject prefab;
        }

        [Tooltip("The module catalogue (e.g. assets/catalogues/default.json); only the easylink generator reads one.")]
        public TextAsset catalogueJson;

        [Tooltip("easylink, passages, rooms-corridors, ... (tile generators place no instances).")]
        public string generatorName = "easylink";

        [Tooltip("The keys of `easylink generate --params`; empty for the defaults.")]
        [TextArea]
        public string parametersJson = "{\"width\": 64, \"height\": 48}";

        public long seed = 42;

        [Tooltip("The prefab of each catalogue module, by the module's name.")]
        public List<ModulePrefab> prefabs = new List<ModulePrefab>();

        [Tooltip("Build when the scene starts.")]
        public bool buildOnStart = true;

        // What the last Build made; the next Build replaces it.
        private GameObject level;

        private void Start()
        {
            if (buildOnStart)
            {
                Build();
            }
        }

        /// <summary>Generates the layout and builds it under this object, replacing the last one.</summary>
        [ContextMenu("Build")]
        public void Build()
        {
            Clear();
            var byModule = new Dictionary<string, GameObject>();
            foreach (ModulePrefab entry in prefabs)
            {
                if (!string.IsNullOrEmpty(entry.module) && entry.prefab != null)
                {
                    byModule[entry.module] = entry.prefab;
                }
            }

            bool readsCatalogue = generatorName == "easylink";
            if (readsCatalogue && catalogueJson == null)
            {
                Debug.LogError("LevelBuilder: the easylink generator needs a catalogue: set Catalogue Json", this);
                return;
            }
            Catalogue catalogue = readsCatalogue ? Catalogue.Parse(catalogueJson.text) : null;
            try
            {
                string parameters = string.IsNullOrEmpty(parametersJson) ? null : parametersJson;
                using (Layout layout = Generator.Generate(catalogue, generatorName, parameters, (ulong)seed))
                {
                    level = BuildLevel(layout.Instances, byModule, string.Format("{0} seed {1}", generatorName, seed));
                }
            }
            finally
            {
                if (catalogue != null)
                {
                    catalogue.Dispose();
                }
            }
        }

        /// <summary>Removes what the last Build made.</summary>
        [ContextMenu("Clear")]
        public void Clear()
        {
            if (level == null)
            {
                return;
            }
            if (Application.isPlaying)
            {
                Destroy(level);
            }
            else
            {
                DestroyImmediate(level);
            }
            level = null;
        }

        /// <summary>Where an instance stands in Unity's world, relative to the level's root.</summary>
        public static Vector3 UnityPosition(Instance instance)
        {
            // glTF's right-handed frame to Unity's left-handed one: X flips.
            return new Vector3(-(float)instance.PositionX, (float)instance.PositionY, (float)instance.PositionZ);
        }

        /// <summary>How an instance is turned in Unity's world, relative to the level's root.</summary>
        public static Quaternion UnityRotation(Instance instance)
        {
            // A turn of Yaw about +Y in the right-handed frame is -Yaw in Unity's.
            return Quaternion.Euler(0f, -(float)instance.Yaw, 0f);
        }

        private GameObject BuildLevel(IReadOnlyList<Instance> instances, Dictionary<string, GameObject> byModule,
                                      string name)
        {
            var root = new GameObject(name);
            root.transform.SetParent(transform, false);
            var made = new Transform[instances.Count];
            var missing = new HashSet<string>();
            for (int i = 0; i < instances.Count; i++)
            {
                Instance instance = instances[i];
                GameObject prefab = null;
                if (instance.Module.Length > 0 && !byModule.TryGetValue(instance.Module, out prefab))
                {
                    missing.Add(instance.Module);
                }
                // A corridor's own instance, a generic fill and a module without a
                // prefab still get an empty node, so that what hangs below them
                // keeps its place in the hierarchy.
                GameObject node = prefab != null ? Instantiate(prefab) : new GameObject();
                node.name = instance.Name;
                // Instances come parents first, so made[Parent] exists.
                Transform parent = instance.Parent >= 0 ? made[instance.Parent] : root.transform;
                node.transform.SetParent(parent, false);
                // Positions are the level's, not the parent's: set them in the root's frame.
                node.transform.SetPositionAndRotation(root.transform.TransformPoint(UnityPosition(instance)),
                                                      root.transform.rotation * UnityRotation(instance));
                made[i] = node.transform;
            }
            if (missing.Count > 0)
            {
                Debug.LogWarning("LevelBuilder: no prefab for " + string.Join(", ", missing) +
                                 "; they are placed as empty objects", this);
            }
            return root;
        }
    }
}
