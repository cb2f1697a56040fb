// The C# binding's test: a console program compiled by mcs together with the
// Runtime sources (so it also sees their internals) and the Level Builder
// sample (against UnityEngineStub.cs), and run by mono against the built
// library. run-tests.sh drives it; see README.md.
//
//   EASYLINK_LIBRARY  the built libeasylink.so (the binding loads exactly it)
//   EASYLINK_CLI      the easylink program, whose layout files are the reference
//   EASYLINK_ASSETS   the assets folder (catalogues/default.json)
//   argument 1        a scratch folder (default: $TMPDIR/easylink-csharp-test)
//
// Prints one line a check and exits 1 if any failed.

using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Security.Cryptography;
using System.Text;
using System.Text.RegularExpressions;
using System.Threading;
using Easylink;
using Easylink.Native;
using LevelBuilder = Easylink.Samples.LevelBuilder;
using UnityVector = UnityEngine.Vector3;

internal static class BindingTests
{
    // The child-process mode of the loading checks: `--summary CATALOGUE`
    // prints Summary(CATALOGUE), or the exception that stopped it.
    private const string SummaryFlag = "--summary";

    private static readonly ulong[] Seeds = { 7, 12345678901234567890UL };  // the second needs all 64 bits

    private static string library;
    private static string cli;
    private static string scratch;
    private static string defaultCatalogue;
    private static int passed;
    private static int failed;

    private static int Main(string[] args)
    {
        if (args.Length == 2 && args[0] == SummaryFlag)
        {
            return PrintSummary(args[1]);
        }
        library = RequireVariable(NativeApi.LibraryVariable);
        cli = RequireVariable("EASYLINK_CLI");
        defaultCatalogue = Path.Combine(RequireVariable("EASYLINK_ASSETS"), "catalogues", "default.json");
        scratch = args.Length > 0
            ? args[0]
            : Path.Combine(Environment.GetEnvironmentVariable("TMPDIR") ?? "/tmp", "easylink-csharp-test");
        Directory.CreateDirectory(scratch);

        LoadingChecks();
        foreach (GenerationCase generationCase in GenerationCases())
        {
            foreach (ulong seed in Seeds)
            {
                LayoutChecks(generationCase, seed);
            }
        }
        InstanceChecks();
        ProgressChecks();
        ErrorChecks();
        LifetimeChecks();
        ThreadChecks();

        Console.WriteLine(failed == 0
            ? string.Format("all {0} checks passed", passed)
            : string.Format("{0} of {1} checks FAILED", failed, passed + failed));
        return failed == 0 ? 0 : 1;
    }

    // ---- the checks ----------------------------------------------------

    private static void LoadingChecks()
    {
        Check("EASYLINK_LIBRARY is the library in use, and el_version gives a version", () =>
        {
            Expect(NativeApi.Instance.LibraryPath == library,
                   "functions bound from " + (NativeApi.Instance.LibraryPath ?? "DllImport"));
            Expect(Regex.IsMatch(Library.Version, @"^\d+\.\d+\.\d+$"),
                   "version '" + Library.Version + "'");
        });

        // The other checks run on the functions of EASYLINK_LIBRARY; this one
        // runs every DllImport declaration, in a child process without it.
        Check("without EASYLINK_LIBRARY, DllImport(\"easylink\") finds libeasylink.so on LD_LIBRARY_PATH" +
              " and gives the same results", () =>
        {
            // A folder holding only the library under its loader name, so the
            // check does not depend on what else lies beside the given file.
            string folder = Path.Combine(scratch, "dllimport");
            Directory.CreateDirectory(folder);
            File.Copy(library, Path.Combine(folder, "libeasylink.so"), true);
            ProcessResult child = RunChild(new Dictionary<string, string>
            {
                { NativeApi.LibraryVariable, null },
                { "LD_LIBRARY_PATH", folder },
            });
            Expect(child.ExitCode == 0, "child said: " + child.Output + child.Error);
            Same("the child's summary", Summary(defaultCatalogue), child.Output.TrimEnd('\n'));
        });

        Check("a wrong EASYLINK_LIBRARY throws DllNotFoundException naming the path", () =>
        {
            string missing = Path.Combine(scratch, "no-such-dir", "libeasylink.so");
            ProcessResult child = RunChild(new Dictionary<string, string> { { NativeApi.LibraryVariable, missing } });
            Expect(child.ExitCode != 0, "the child loaded something");
            ExpectContains(child.Output, "DllNotFoundException");
            ExpectContains(child.Output, missing);
        });
    }

    private sealed class GenerationCase
    {
        internal string Generator;
        internal bool ReadsCatalogue;
        internal string Parameters;  // null: no params file
        internal string Label = "defaults";  // tells the scratch files of one generator's cases apart

        internal string Describe(ulong seed)
        {
            return string.Format("{0} seed {1}{2}", Generator, seed, Parameters == null ? "" : " params " + Parameters);
        }
    }

    private static IEnumerable<GenerationCase> GenerationCases()
    {
        const string Small = "{\"width\": 64, \"height\": 48}";
        yield return new GenerationCase { Generator = "easylink", ReadsCatalogue = true };
        yield return new GenerationCase { Generator = "easylink", ReadsCatalogue = true, Parameters = Small, Label = "small" };
        // Rooms in a region carry its index, the others -1.
        yield return new GenerationCase
        {
            Generator = "easylink", ReadsCatalogue = true, Label = "regions",
            Parameters = "{\"regions\": [{\"name\": \"west\", \"rect\": [0, 0, 40, 80], \"density\": 0.5}]}",
        };
        // No phase 2: no tiles.
        yield return new GenerationCase
        {
            Generator = "easylink", ReadsCatalogue = true, Parameters = "{\"resolve_depth\": 0}", Label = "no-phase-2",
        };
        yield return new GenerationCase { Generator = "cellular" };
        yield return new GenerationCase { Generator = "passages" };
        yield return new GenerationCase { Generator = "grid-graph", Parameters = Small, Label = "small" };
        yield return new GenerationCase { Generator = "rooms-corridors" };
        yield return new GenerationCase { Generator = "drunkard" };
        yield return new GenerationCase { Generator = "random-rooms" };
    }

    // The binding's layout against the command line's file for the same inputs.
    private static void LayoutChecks(GenerationCase c, ulong seed)
    {
        string name = c.Describe(seed);
        byte[] expected;
        Dictionary<string, object> file;
        try
        {
            expected = File.ReadAllBytes(GenerateWithCli(c, seed));
            file = (Dictionary<string, object>)MiniJson.Parse(Encoding.UTF8.GetString(expected));
        }
        catch (Exception e)
        {
            Fail(name + ": the command line's layout", e);
            return;
        }

        Layout layout;
        try
        {
            using (Catalogue catalogue = c.ReadsCatalogue ? Catalogue.Load(defaultCatalogue) : null)
            {
                layout = Generator.Generate(catalogue, c.Generator, c.Parameters, seed);
            }
        }
        catch (Exception e)
        {
            Fail(name + ": Generator.Generate", e);
            return;
        }
        using (layout)
        {
            Check(name + ": Json is byte-identical to the command line's file", () =>
            {
                byte[] actual = Encoding.UTF8.GetBytes(layout.Json);
                Expect(actual.SequenceEqual(expected),
                       string.Format("{0} bytes against {1}, first difference at {2}", actual.Length, expected.Length,
                                     FirstDifference(actual, expected)));
            });
            Check(name + ": Rooms (with ports) and Corridors match the file", () =>
            {
                CompareRooms(layout.Rooms, (List<object>)file["rooms"]);
                CompareCorridors(layout.Corridors, (List<object>)file["corridors"]);
            });
            Check(name + ": Tiles match the file's map size, rows and legend", () => CompareTiles(layout.Tiles, file));
            Check(name + ": Instances match the file's rooms, corridors and resolution, placed as section 10 says",
                  () => CompareInstances(layout.Instances, file));
            Check(name + ": Glb is a binary glTF whose root node is 'layout', the same each time", () =>
            {
                byte[] glb = layout.Glb();
                Expect(glb.Length > 20 && Encoding.ASCII.GetString(glb, 0, 4) == "glTF",
                       "no glTF header in " + glb.Length + " bytes");
                int chunk = BitConverter.ToInt32(glb, 12);
                Expect(Encoding.UTF8.GetString(glb, 20, chunk).Contains("\"name\":\"layout\""),
                       "no node named layout");
                Expect(layout.Glb().SequenceEqual(glb), "a second call gave other bytes");
            });
        }
    }

    private static void InstanceChecks()
    {
        Check("section 10's worked example, and the Level Builder sample's mapping of it to Unity", () =>
        {
            // A 16x8 module turned 90 degrees with rect [10, 20, 8, 16], tiles of 1 m.
            double x, z, yaw;
            Placement(10, 20, 8, 16, 90, out x, out z, out yaw);
            Same("translation x", 18.0, x);
            Same("translation z", 20.0, z);
            Same("yaw", -90.0, yaw);
            // Its west port's anchor, module point (0, 0, 4), lands at (14, 0, 20) in
            // glTF's world; Unity's glTF importers negate X, so (-14, 0, 20) in Unity's.
            var example = new Instance(InstanceKind.Room, "room 0 hall_16x8", "hall_16x8", "normal", -1, 0, 10, 20, 8,
                                       16, 90, x, 0.0, z, yaw, Array.AsReadOnly(new[] { 0.0, -0.7071068, 0.0, 0.7071068 }));
            UnityVector anchor = InUnity(example, 0.0, 4.0);
            Near("the anchor in Unity, x", -14.0, anchor.x, 1e-5);
            Near("the anchor in Unity, y", 0.0, anchor.y, 1e-5);
            Near("the anchor in Unity, z", 20.0, anchor.z, 1e-5);
        });

        Check("Level Builder: every room, turned each way, lands on its rect with X negated in Unity", () =>
        {
            using (Catalogue catalogue = Catalogue.Load(defaultCatalogue))
            using (Layout layout = Generator.Generate(catalogue, "easylink", "{\"resolve_depth\": 0}", 5))
            {
                int turned = 0;
                foreach (Instance room in layout.Instances.Where(i => i.Kind == InstanceKind.Room))
                {
                    turned += room.Rotation != 0 ? 1 : 0;
                    bool sideways = room.Rotation % 180 != 0;
                    double w = sideways ? room.Height : room.Width, h = sideways ? room.Width : room.Height;
                    UnityVector[] corners = { InUnity(room, 0, 0), InUnity(room, w, 0), InUnity(room, 0, h),
                                              InUnity(room, w, h) };
                    Near(room.Name + " west edge", -(room.X + room.Width), corners.Min(c => c.x), 1e-4);
                    Near(room.Name + " east edge", -room.X, corners.Max(c => c.x), 1e-4);
                    Near(room.Name + " north edge", room.Y, corners.Min(c => c.z), 1e-4);
                    Near(room.Name + " south edge", room.Y + room.Height, corners.Max(c => c.z), 1e-4);
                }
                Expect(turned > 0, "no turned room to check");
            }
        });
    }

    // A point of a module's own frame (section 10: right-handed, x east, z south)
    // where the Level Builder sample puts it in Unity: the module as Unity's glTF
    // importers bring it in (x negated), turned and moved as the sample turns and
    // moves the instance.
    private static UnityVector InUnity(Instance instance, double moduleX, double moduleZ)
    {
        return LevelBuilder.UnityRotation(instance) * new UnityVector(-(float)moduleX, 0f, (float)moduleZ) +
               LevelBuilder.UnityPosition(instance);
    }

    private static void ProgressChecks()
    {
        using (Catalogue catalogue = Catalogue.Load(defaultCatalogue))
        {
            Check("progress: done grows, the last call has total == done, the layout is el_generate's", () =>
            {
                var calls = new List<long[]>();
                string plain;
                using (Layout layout = Generator.Generate(catalogue, "easylink", null, 1))
                {
                    plain = layout.Json;
                }
                using (Layout layout = Generator.Generate(catalogue, "easylink", null, 1, (done, total) =>
                {
                    calls.Add(new[] { done, total });
                    return true;
                }))
                {
                    Expect(layout.Json == plain, "the layout differs from the one without progress");
                }
                Expect(calls.Count > 1, calls.Count + " calls");
                for (int i = 1; i < calls.Count; i++)
                {
                    Expect(calls[i][0] >= calls[i - 1][0], "done went down at call " + i);
                }
                long[] last = calls[calls.Count - 1];
                Expect(last[1] == last[0] && last[0] > 0, "last call done " + last[0] + ", total " + last[1]);
            });

            Check("progress returning false cancels: EasylinkException \"cancelled\", no call after", () =>
            {
                int calls = 0;
                EasylinkException error = Throws<EasylinkException>(() =>
                    Generator.Generate(catalogue, "easylink", null, 1, (done, total) => ++calls > 1));
                ExpectContains(error.Message, "cancelled");
                Expect(calls == 1, "called " + calls + " times after cancelling at the first");
            });

            Check("an exception in the progress callback cancels the run and comes out of Generate", () =>
            {
                InvalidOperationException error = Throws<InvalidOperationException>(() =>
                    Generator.Generate(null, "cellular", null, 1, (done, total) =>
                    {
                        throw new InvalidOperationException("from the callback");
                    }));
                ExpectContains(error.Message, "from the callback");
            });
        }
    }

    private static void ErrorChecks()
    {
        Check("a catalogue file with broken JSON: the message names the file and the line", () =>
        {
            string path = Path.Combine(scratch, "broken.json");
            File.WriteAllText(path, "{\"format\": \"easylink-catalogue\", \"version\": 1,\n \"modules\": [ {\"name\": \"x\", }\n");
            EasylinkException error = Throws<EasylinkException>(() => Catalogue.Load(path));
            ExpectContains(error.Message, path);
            ExpectContains(error.Message, "line 2");
        });

        Check("a catalogue with a wrong type: the message names the file and the pointer", () =>
        {
            string path = Path.Combine(scratch, "wrong-type.json");
            string text = File.ReadAllText(defaultCatalogue);
            const string Macro = "\"macro\": 4";
            Expect(text.Contains(Macro), "default.json has no " + Macro);
            File.WriteAllText(path, text.Replace(Macro, "\"macro\": \"four\""));
            EasylinkException error = Throws<EasylinkException>(() => Catalogue.Load(path));
            ExpectContains(error.Message, path);
            ExpectContains(error.Message, "/macro");
        });

        Check("a catalogue file that does not exist: the message names it", () =>
        {
            string path = Path.Combine(scratch, "no-such-catalogue.json");
            ExpectContains(Throws<EasylinkException>(() => Catalogue.Load(path)).Message, path);
        });

        Check("Catalogue.Parse of a bad module: the message gives its pointer", () =>
        {
            EasylinkException error = Throws<EasylinkException>(() => Catalogue.Parse(
                "{\"format\": \"easylink-catalogue\", \"version\": 1, \"modules\": [{\"name\": \"x\", \"size\": \"big\"}]}"));
            ExpectContains(error.Message, "/modules/0");
        });

        Check("Catalogue.Parse of the default catalogue's text gives the same layouts as Catalogue.Load", () =>
        {
            using (Catalogue loaded = Catalogue.Load(defaultCatalogue))
            using (Catalogue parsed = Catalogue.Parse(File.ReadAllText(defaultCatalogue)))
            using (Layout fromLoaded = Generator.Generate(loaded, "easylink", null, 3))
            using (Layout fromParsed = Generator.Generate(parsed, "easylink", null, 3))
            {
                Expect(fromLoaded.Json == fromParsed.Json, "the layouts differ");
            }
        });

        Check("an unknown generator: the message lists the generators", () =>
        {
            EasylinkException error = Throws<EasylinkException>(() => Generator.Generate(null, "nope", null, 1));
            ExpectContains(error.Message, "nope");
            foreach (string known in new[] { "easylink", "passages", "rooms-corridors", "grid-graph", "cellular",
                                             "drunkard", "random-rooms" })
            {
                ExpectContains(error.Message, known);
            }
        });

        Check("parameters that are not JSON: EasylinkException about the params", () =>
            ExpectContains(Throws<EasylinkException>(() => Generator.Generate(null, "cellular", "{width: 64", 1)).Message,
                           "params"));

        Check("easylink without a catalogue: EasylinkException saying it needs one", () =>
            ExpectContains(Throws<EasylinkException>(() => Generator.Generate(null, "easylink", null, 1)).Message,
                           "catalogue"));
    }

    private static void LifetimeChecks()
    {
        Check("Layout: Dispose twice is fine; every member then throws ObjectDisposedException", () =>
        {
            Layout layout = Generator.Generate(null, "cellular", null, 1);
            Tiles tiles = layout.Tiles;
            layout.Dispose();
            layout.Dispose();
            Throws<ObjectDisposedException>(() => layout.Json);
            Throws<ObjectDisposedException>(() => layout.Rooms);
            Throws<ObjectDisposedException>(() => layout.Corridors);
            Throws<ObjectDisposedException>(() => layout.Instances);
            Throws<ObjectDisposedException>(() => layout.Tiles);
            Expect(tiles[0, 0] == '#', "tiles read before Dispose no longer usable");
        });

        Check("Catalogue: Dispose twice is fine; generating from it then throws ObjectDisposedException", () =>
        {
            Catalogue catalogue = Catalogue.Load(defaultCatalogue);
            catalogue.Dispose();
            catalogue.Dispose();
            Throws<ObjectDisposedException>(() => Generator.Generate(catalogue, "easylink", null, 1));
        });

        Check("a layout outlives the catalogue it was generated from", () =>
        {
            Layout layout;
            using (Catalogue catalogue = Catalogue.Load(defaultCatalogue))
            {
                layout = Generator.Generate(catalogue, "easylink", null, 5);
            }
            using (layout)
            {
                Expect(layout.Rooms.Count > 0 && layout.Rooms.All(room => !string.IsNullOrEmpty(room.TemplateName)),
                       "rooms without template names");
                ExpectContains(layout.Json, "\"" + layout.Rooms[0].TemplateName + "\"");
            }
        });
    }

    private static void ThreadChecks()
    {
        Check("four threads sharing one catalogue generate the single-threaded layouts", () =>
        {
            using (Catalogue catalogue = Catalogue.Load(defaultCatalogue))
            {
                var expected = new string[4];
                for (int i = 0; i < expected.Length; i++)
                {
                    using (Layout layout = Generator.Generate(catalogue, "easylink", null, (ulong)(100 + i)))
                    {
                        expected[i] = layout.Json;
                    }
                }
                var actual = new string[expected.Length];
                var threads = Enumerable.Range(0, expected.Length).Select(i => new Thread(() =>
                {
                    using (Layout layout = Generator.Generate(catalogue, "easylink", null, (ulong)(100 + i)))
                    {
                        actual[i] = layout.Json;
                    }
                })).ToList();
                threads.ForEach(thread => thread.Start());
                threads.ForEach(thread => thread.Join());
                for (int i = 0; i < expected.Length; i++)
                {
                    Expect(actual[i] == expected[i], "seed " + (100 + i) + " differs");
                }
            }
        });
    }

    // ---- the layout file, read with MiniJson ---------------------------

    private static void CompareRooms(IReadOnlyList<Room> rooms, List<object> fileRooms)
    {
        Expect(rooms.Count == fileRooms.Count, rooms.Count + " rooms, the file has " + fileRooms.Count);
        for (int i = 0; i < rooms.Count; i++)
        {
            Room room = rooms[i];
            var json = (Dictionary<string, object>)fileRooms[i];
            string where = "room " + i;
            Same(where + " id", Int(json["id"]), room.Id);
            Same(where + " template", (string)json["template"], room.TemplateName);
            Same(where + " kind", (string)json["kind"], room.Kind);
            Same(where + " x", Int(json["x"]), room.X);
            Same(where + " y", Int(json["y"]), room.Y);
            Same(where + " width", Int(json["width"]), room.Width);
            Same(where + " height", Int(json["height"]), room.Height);
            Same(where + " rotation", Int(json["rotation"]), room.Rotation);
            Same(where + " component", Int(json["component"]), room.Component);
            object region;
            Same(where + " region", json.TryGetValue("region", out region) && region != null ? Int(region) : -1,
                 room.Region);
            var ports = (List<object>)json["ports"];
            Same(where + " port count", ports.Count, room.Ports.Count);
            for (int p = 0; p < ports.Count; p++)
            {
                ComparePort(room.Ports[p], (Dictionary<string, object>)ports[p], where + " port " + p);
            }
        }
    }

    private static void ComparePort(Port port, Dictionary<string, object> json, string where)
    {
        Same(where + " index", Int(json["index"]), port.Index);
        Same(where + " dir", ((string)json["dir"])[0], port.Dir);
        var anchor = (List<object>)json["anchor"];
        Same(where + " anchor x", Int(anchor[0]), port.AnchorX);
        Same(where + " anchor y", Int(anchor[1]), port.AnchorY);
        Same(where + " width", json["width"] == null ? 0 : Int(json["width"]), port.Width);
        var connection = (Dictionary<string, object>)json["connection"];
        object value;
        Same(where + " to room", connection != null && connection.TryGetValue("room", out value) ? Int(value) : -1,
             port.ToRoom);
        Same(where + " to port", connection != null && connection.TryGetValue("port", out value) ? Int(value) : -1,
             port.ToPort);
        Same(where + " to corridor",
             connection != null && connection.TryGetValue("corridor", out value) ? Int(value) : -1, port.ToCorridor);
    }

    private static void CompareCorridors(IReadOnlyList<Corridor> corridors, List<object> fileCorridors)
    {
        Expect(corridors.Count == fileCorridors.Count,
               corridors.Count + " corridors, the file has " + fileCorridors.Count);
        for (int i = 0; i < corridors.Count; i++)
        {
            Corridor corridor = corridors[i];
            var json = (Dictionary<string, object>)fileCorridors[i];
            string where = "corridor " + i;
            Same(where + " id", Int(json["id"]), corridor.Id);
            Same(where + " x", Int(json["x"]), corridor.X);
            Same(where + " y", Int(json["y"]), corridor.Y);
            Same(where + " width", Int(json["width"]), corridor.Width);
            Same(where + " height", Int(json["height"]), corridor.Height);
            Same(where + " axis", (string)json["axis"] == "horizontal" ? 'h' : 'v', corridor.Axis);
            Same(where + " passage width", Int(json["passage_width"]), corridor.PassageWidth);
            Same(where + " component", Int(json["component"]), corridor.Component);
            var ends = (List<object>)json["ends"];
            for (int end = 0; end < 2; end++)
            {
                var endJson = (Dictionary<string, object>)ends[end];
                Same(where + " end room " + end, Int(endJson["room"]), corridor.EndRooms[end]);
                Same(where + " end port " + end, Int(endJson["port"]), corridor.EndPorts[end]);
            }
        }
    }

    private static void CompareTiles(Tiles tiles, Dictionary<string, object> file)
    {
        object tilesJson;
        if (!file.TryGetValue("tiles", out tilesJson))
        {
            Expect(tiles == null, "Tiles is not null, the file has no tiles");
            return;
        }
        Expect(tiles != null, "Tiles is null, the file has tiles");
        var map = (Dictionary<string, object>)file["map"];
        Same("width", Int(map["width"]), tiles.Width);
        Same("height", Int(map["height"]), tiles.Height);
        var rows = (List<object>)((Dictionary<string, object>)tilesJson)["rows"];
        Same("row count", rows.Count, tiles.Height);
        for (int y = 0; y < rows.Count; y++)
        {
            Same("row " + y, (string)rows[y], tiles.Row(y));
        }
        int lastX = tiles.Width - 1, lastY = tiles.Height - 1;
        Same("tile [last, last]", ((string)rows[lastY])[lastX], tiles[lastX, lastY]);
        var legend = (Dictionary<string, object>)((Dictionary<string, object>)tilesJson)["legend"];
        Same("legend size", legend.Count, tiles.Legend.Count);
        foreach (KeyValuePair<string, object> entry in legend)
        {
            string name;
            Expect(tiles.Legend.TryGetValue(entry.Key[0], out name), "legend lacks '" + entry.Key + "'");
            Same("legend '" + entry.Key + "'", (string)entry.Value, name);
        }
    }

    // Section 10's transform worked out again: the translation (x + ox, 0, y + oz)
    // of a rect turned `rotation` clockwise (tiles of 1 m), and the yaw -rotation.
    private static void Placement(int x, int y, int width, int height, int rotation, out double tx, out double tz,
                                  out double yaw)
    {
        tx = x + (rotation == 90 || rotation == 180 ? width : 0);
        tz = y + (rotation == 180 || rotation == 270 ? height : 0);
        yaw = rotation == 0 ? 0.0 : -rotation;
    }

    // The instances the layout file describes, in the library's order: every room,
    // then every corridor, each followed by what phase 2 put below it (depth first).
    private static void CompareInstances(IReadOnlyList<Instance> instances, Dictionary<string, object> file)
    {
        var expected = new List<Dictionary<string, object>>();
        object resolutionJson;
        var resolution = file.TryGetValue("resolution", out resolutionJson)
            ? (Dictionary<string, object>)resolutionJson
            : new Dictionary<string, object> { { "rooms", new List<object>() }, { "corridors", new List<object>() } };
        Func<string, string, int, Dictionary<string, object>> resolved = (list, key, id) =>
            ((List<object>)resolution[list]).Cast<Dictionary<string, object>>().FirstOrDefault(n => Int(n[key]) == id);
        Action<Dictionary<string, object>, int, int> addSlots = null;
        Action<Dictionary<string, object>, int, int> addNode = (node, parent, id) =>
        {
            var rect = (List<object>)node["rect"];
            expected.Add(new Dictionary<string, object>
            {
                { "kind", InstanceKind.Module }, { "module", (string)node["module"] ?? "" },
                { "moduleKind", (string)node["kind"] },
                { "name", (string)node["slot"] + ": " + ((string)node["module"] ?? "generic") },
                { "parent", parent }, { "id", id }, { "x", Int(rect[0]) }, { "y", Int(rect[1]) },
                { "width", Int(rect[2]) }, { "height", Int(rect[3]) }, { "rotation", Int(node["rotation"]) },
            });
            addSlots(node, expected.Count - 1, id);
        };
        addSlots = (node, parent, id) =>
        {
            foreach (object slot in (List<object>)node["slots"])
            {
                addNode((Dictionary<string, object>)slot, parent, id);
            }
        };
        foreach (Dictionary<string, object> room in ((List<object>)file["rooms"]).Cast<Dictionary<string, object>>())
        {
            int id = Int(room["id"]);
            Dictionary<string, object> node = resolved("rooms", "room", id);
            expected.Add(new Dictionary<string, object>
            {
                { "kind", InstanceKind.Room },
                { "module", node != null && node["module"] != null ? (string)node["module"] : (string)room["template"] },
                { "moduleKind", (string)room["kind"] }, { "name", "room " + id + " " + (string)room["template"] },
                { "parent", -1 }, { "id", id }, { "x", Int(room["x"]) }, { "y", Int(room["y"]) },
                { "width", Int(room["width"]) }, { "height", Int(room["height"]) }, { "rotation", Int(room["rotation"]) },
            });
            if (node != null)
            {
                addSlots(node, expected.Count - 1, id);
            }
        }
        foreach (Dictionary<string, object> corridor in ((List<object>)file["corridors"]).Cast<Dictionary<string, object>>())
        {
            int id = Int(corridor["id"]);
            expected.Add(new Dictionary<string, object>
            {
                { "kind", InstanceKind.Corridor }, { "module", "" }, { "moduleKind", "corridor" },
                { "name", "corridor " + id }, { "parent", -1 }, { "id", id }, { "x", Int(corridor["x"]) },
                { "y", Int(corridor["y"]) }, { "width", Int(corridor["width"]) },
                { "height", Int(corridor["height"]) }, { "rotation", 0 },
            });
            Dictionary<string, object> node = resolved("corridors", "corridor", id);
            if (node != null)
            {
                addNode(node, expected.Count - 1, id);
            }
        }

        Same("instance count", expected.Count, instances.Count);
        for (int i = 0; i < expected.Count; i++)
        {
            Instance got = instances[i];
            Dictionary<string, object> want = expected[i];
            string where = "instance " + i + " ";
            Same(where + "kind", (InstanceKind)want["kind"], got.Kind);
            Same(where + "name", (string)want["name"], got.Name);
            Same(where + "module", (string)want["module"], got.Module);
            Same(where + "module kind", (string)want["moduleKind"], got.ModuleKind);
            Same(where + "parent", (int)want["parent"], got.Parent);
            Same(where + "object id", (int)want["id"], got.ObjectId);
            Same(where + "x", (int)want["x"], got.X);
            Same(where + "y", (int)want["y"], got.Y);
            Same(where + "width", (int)want["width"], got.Width);
            Same(where + "height", (int)want["height"], got.Height);
            Same(where + "rotation", (int)want["rotation"], got.Rotation);
            double x, z, yaw;
            Placement(got.X, got.Y, got.Width, got.Height, got.Rotation, out x, out z, out yaw);
            Same(where + "position x", x, got.PositionX);
            Same(where + "position y", 0.0, got.PositionY);
            Same(where + "position z", z, got.PositionZ);
            Same(where + "yaw", yaw, got.Yaw);
            // (0, sin, 0, cos) of half the yaw, or the same turn negated.
            double half = yaw * Math.PI / 360.0;
            Same(where + "quaternion x", 0.0, got.Quaternion[0]);
            Same(where + "quaternion z", 0.0, got.Quaternion[2]);
            Near(where + "quaternion turn",
                 1.0, Math.Abs(got.Quaternion[1] * Math.Sin(half) + got.Quaternion[3] * Math.Cos(half)));
            Near(where + "quaternion length",
                 1.0, got.Quaternion[1] * got.Quaternion[1] + got.Quaternion[3] * got.Quaternion[3]);
        }
    }

    // ---- helpers -------------------------------------------------------

    private static string GenerateWithCli(GenerationCase c, ulong seed)
    {
        string stem = string.Format("{0}-{1}-{2}", c.Generator, c.Label, seed);
        string output = Path.Combine(scratch, stem + ".json");
        var args = new List<string> { "generate", "--generator", c.Generator, "--seed", seed.ToString(), "--out", output };
        if (c.ReadsCatalogue)
        {
            args.AddRange(new[] { "--catalogue", defaultCatalogue });
        }
        if (c.Parameters != null)
        {
            string parameters = Path.Combine(scratch, stem + ".params.json");
            File.WriteAllText(parameters, c.Parameters);
            args.AddRange(new[] { "--params", parameters });
        }
        ProcessResult result = RunProcess(cli, args, new Dictionary<string, string>());
        if (result.ExitCode != 0)
        {
            throw new TestFailure("easylink " + string.Join(" ", args) + " exited " + result.ExitCode + ": " + result.Error);
        }
        return output;
    }

    // What every native function gives for a few fixed inputs, as text to
    // compare between the two ways of loading the library.
    private static string Summary(string cataloguePath)
    {
        var lines = new List<string> { "version " + Library.Version };
        using (Catalogue catalogue = Catalogue.Load(cataloguePath))
        using (Layout layout = Generator.Generate(catalogue, "easylink", null, 7))
        {
            lines.Add("json " + Digest(layout.Json));
            foreach (Room r in layout.Rooms)
            {
                lines.Add(string.Format("room {0} {1} {2} {3} {4} {5} {6} {7} {8} {9} ports {10}", r.Id, r.TemplateName,
                                        r.Kind, r.X, r.Y, r.Width, r.Height, r.Rotation, r.Component, r.Region,
                                        string.Join(" ", r.Ports.Select(p => string.Join(",", p.Index, p.Dir, p.AnchorX,
                                            p.AnchorY, p.Width, p.ToRoom, p.ToPort, p.ToCorridor)))));
            }
            foreach (Corridor c in layout.Corridors)
            {
                lines.Add(string.Format("corridor {0} {1} {2} {3} {4} {5} {6} {7} ends {8} {9}", c.Id, c.X, c.Y, c.Width,
                                        c.Height, c.Axis, c.PassageWidth, c.Component, string.Join(",", c.EndRooms),
                                        string.Join(",", c.EndPorts)));
            }
            foreach (Instance i in layout.Instances)
            {
                lines.Add(string.Format("instance {0} {1} {2} {3} {4} {5} {6} {7} {8} {9} {10} at {11} {12} {13} yaw {14} q {15}",
                                        i.Kind, i.Name, i.Module, i.ModuleKind, i.Parent, i.ObjectId, i.X, i.Y,
                                        i.Width, i.Height, i.Rotation, i.PositionX, i.PositionY, i.PositionZ, i.Yaw,
                                        string.Join(",", i.Quaternion)));
            }
            Tiles tiles = layout.Tiles;
            lines.Add(string.Format("tiles {0}x{1} {2} legend {3}", tiles.Width, tiles.Height,
                                    Digest(string.Concat(Enumerable.Range(0, tiles.Height).Select(tiles.Row))),
                                    string.Join(" ", tiles.Legend.Select(entry => entry.Key + "=" + entry.Value))));
        }
        using (Layout layout = Generator.Generate(null, "cellular", null, 7, (done, total) => true))
        {
            lines.Add("cellular with progress " + Digest(layout.Json));
        }
        lines.Add(Throws<EasylinkException>(() => Generator.Generate(null, "cellular", null, 7, (done, total) => false)).Message);
        lines.Add(Throws<EasylinkException>(() => Generator.Generate(null, "nope", null, 7)).Message);
        lines.Add(Throws<EasylinkException>(() => Catalogue.Parse("{")).Message);
        return string.Join("\n", lines);
    }

    private static string Digest(string text)
    {
        using (SHA256 sha = SHA256.Create())
        {
            return BitConverter.ToString(sha.ComputeHash(Encoding.UTF8.GetBytes(text))).Replace("-", "");
        }
    }

    private static int PrintSummary(string cataloguePath)
    {
        try
        {
            Console.WriteLine(Summary(cataloguePath));
            return 0;
        }
        catch (Exception e)
        {
            Console.WriteLine(e.GetType().Name + ": " + e.Message);
            return 1;
        }
    }

    // This program again, in SummaryFlag mode, with `environment`'s changes
    // (null removes a variable).
    private static ProcessResult RunChild(Dictionary<string, string> environment)
    {
        string mono = Process.GetCurrentProcess().MainModule.FileName;
        string program = typeof(BindingTests).Assembly.Location;
        return RunProcess(mono, new List<string> { program, SummaryFlag, defaultCatalogue }, environment);
    }

    private sealed class ProcessResult
    {
        internal int ExitCode;
        internal string Output;
        internal string Error;
    }

    private static ProcessResult RunProcess(string program, List<string> args, Dictionary<string, string> environment)
    {
        var start = new ProcessStartInfo(program, string.Join(" ", args.Select(Quote)))
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        foreach (KeyValuePair<string, string> change in environment)
        {
            start.EnvironmentVariables.Remove(change.Key);
            if (change.Value != null)
            {
                start.EnvironmentVariables[change.Key] = change.Value;
            }
        }
        using (Process process = Process.Start(start))
        {
            var error = process.StandardError.ReadToEndAsync();
            string output = process.StandardOutput.ReadToEnd();
            process.WaitForExit();
            return new ProcessResult { ExitCode = process.ExitCode, Output = output, Error = error.Result };
        }
    }

    // One argument for ProcessStartInfo.Arguments, which splits like a
    // Windows command line (Mono does the same on Linux).
    private static string Quote(string argument)
    {
        return "\"" + argument.Replace("\\", "\\\\").Replace("\"", "\\\"") + "\"";
    }

    private static string RequireVariable(string name)
    {
        string value = Environment.GetEnvironmentVariable(name);
        if (string.IsNullOrEmpty(value))
        {
            Console.Error.WriteLine("BindingTests: set " + name + " (see the comment at the top of BindingTests.cs)");
            Environment.Exit(1);
        }
        return value;
    }

    private static string FirstDifference(byte[] a, byte[] b)
    {
        int length = Math.Min(a.Length, b.Length);
        for (int i = 0; i < length; i++)
        {
            if (a[i] != b[i])
            {
                return "byte " + i;
            }
        }
        return a.Length == b.Length ? "none" : "the end of the shorter";
    }

    private static int Int(object number)
    {
        return (int)(double)number;
    }

    // ---- a minimal check harness ---------------------------------------

    private sealed class TestFailure : Exception
    {
        internal TestFailure(string message) : base(message)
        {
        }
    }

    private static void Check(string name, Action body)
    {
        try
        {
            body();
            passed++;
            Console.WriteLine("ok   " + name);
        }
        catch (Exception e)
        {
            Fail(name, e);
        }
    }

    private static void Fail(string name, Exception e)
    {
        failed++;
        Console.WriteLine("FAIL " + name + ": " + (e is TestFailure ? e.Message : e.ToString()));
    }

    private static void Expect(bool condition, string message)
    {
        if (!condition)
        {
            throw new TestFailure(message);
        }
    }

    private static void Same<T>(string what, T expected, T actual)
    {
        Expect(EqualityComparer<T>.Default.Equals(expected, actual),
               string.Format("{0}: expected {1}, got {2}", what, expected, actual));
    }

    private static void Near(string what, double expected, double actual, double tolerance = 1e-9)
    {
        Expect(Math.Abs(expected - actual) < tolerance,
               string.Format("{0}: expected {1}, got {2}", what, expected, actual));
    }

    private static void ExpectContains(string text, string part)
    {
        Expect(text != null && text.Contains(part), "'" + text + "' does not contain '" + part + "'");
    }

    private static T Throws<T>(Func<object> body) where T : Exception
    {
        return Throws<T>(() => { body(); });
    }

    private static T Throws<T>(Action body) where T : Exception
    {
        try
        {
            body();
        }
        catch (T expected)
        {
            return expected;
        }
        catch (Exception other)
        {
            throw new TestFailure("expected " + typeof(T).Name + ", got " + other.GetType().Name + ": " + other.Message);
        }
        throw new TestFailure("expected " + typeof(T).Name + ", nothing was thrown");
    }
}
