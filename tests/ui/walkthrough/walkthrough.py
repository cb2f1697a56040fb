#!/usr/bin/env python3
"""A designer's walkthrough of the editor, with the real mouse and keyboard.

Run under Xvfb (xvfb-run -a -s "-screen 0 1280x800x24" python3 walkthrough.py
--program build/app/easylink --assets assets --size 1280x800 --work DIR), it
starts `easylink edit` in a window of that size, with HOME and the XDG folders
in DIR so that its sessions, recovery files and recent lists are its own, and
drives it with xdotool as a designer would: it generates (the button and
Ctrl+G), types a parameter, saves a parameters file and opens it back (File >
Open parameters and the recent list), undoes and redoes that with Ctrl+Z and
Ctrl+Shift+Z, adds a module (the Module Editor opens on it), presses Delete
over the map (the module stays), saves the catalogue under a new name,
exports the layout, quits, comes back to no recovery offer, clicks a seed
chip of the Report in the Report and the Author workspaces (the chip stays
put; the map and timeline show), and reopens the exported layout with no
--catalogue (its catalogue found by its hash). Each editor run must exit 0.

Where to click comes from the editor's control map (EASYLINK_CONTROL_MAP,
ui/src/shell/control_map.hpp): a JSON file, replaced after each frame that
showed anything new, listing the windows on show, the controls the panels
and the main menu drew (panel, name, rect in window pixels) and a few facts
(the document, the parameters, the run on show, the modal dialog). Every
wait polls that file, or the files the editor writes, until what is awaited
shows, for at most 30 seconds; a step that fails says which and why, and
the script exits 1. Standard library only.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import time

WAIT_SECONDS = 30.0
POLL_SECONDS = 0.05


class StepFailed(Exception):
    pass


class Walk:
    """The current step's name, for every failure to say where it happened."""

    def __init__(self):
        self.step = "start"
        self.started = time.monotonic()

    def begin(self, step):
        self.step = step
        print(f"[{time.monotonic() - self.started:6.1f}s] {step}", flush=True)

    def fail(self, why):
        raise StepFailed(f"step '{self.step}' failed: {why}")


WALK = Walk()


def xdotool(*args):
    result = subprocess.run(["xdotool", *[str(a) for a in args]], capture_output=True, text=True)
    if result.returncode != 0:
        WALK.fail(f"xdotool {' '.join(map(str, args))}: {result.stderr.strip()}")
    return result.stdout


class Editor:
    """One run of `easylink edit` and its control map."""

    def __init__(self, program, work, args, size):
        self.work = work
        self.map_file = os.path.join(work, "control-map.json")
        if os.path.exists(self.map_file):
            os.remove(self.map_file)
        home = os.path.join(work, "home")
        env = dict(os.environ)
        env.update({
            "HOME": home,
            "XDG_CONFIG_HOME": os.path.join(home, ".config"),
            "XDG_DATA_HOME": os.path.join(home, ".local", "share"),
            "XDG_STATE_HOME": os.path.join(home, ".local", "state"),
            "XDG_CACHE_HOME": os.path.join(home, ".cache"),
            "EASYLINK_CONTROL_MAP": self.map_file,
        })
        env.pop("EASYLINK_SCREENSHOT", None)
        self.log_path = os.path.join(work, f"editor-{int(time.monotonic() * 1000)}.log")
        self.log = open(self.log_path, "w")
        command = [program, "edit", *args, "--window", size]
        self.process = subprocess.Popen(command, env=env, cwd=work, stdout=self.log,
                                        stderr=subprocess.STDOUT)
        self.window = None
        self.last = None

    def output(self):
        self.log.flush()
        with open(self.log_path) as log:
            return log.read()

    # --- the control map -------------------------------------------------

    def read_map(self):
        try:
            with open(self.map_file) as file:
                self.last = json.load(file)
        except (OSError, ValueError):
            pass  # not written yet; replaced atomically, so never half read
        return self.last

    def wait(self, what, condition, timeout=WAIT_SECONDS):
        """Polls the map until condition(map) is true; returns the map."""
        deadline = time.monotonic() + timeout
        while True:
            if self.process.poll() is not None:
                WALK.fail(f"the editor exited ({self.process.returncode}) while waiting for "
                          f"{what}; it said:\n{self.output()}")
            current = self.read_map()
            if current is not None:
                try:
                    if condition(current):
                        return current
                except (KeyError, IndexError, TypeError):
                    pass
            if time.monotonic() > deadline:
                facts = current["facts"] if current else "no control map written"
                facts = {k: v for k, v in facts.items() if k != "params"} \
                    if isinstance(facts, dict) else facts
                said = self.output().strip()
                WALK.fail(f"waited {timeout:.0f} s for {what}; the editor shows {facts}"
                          + (f"; it said:\n{said[-2000:]}" if said else ""))
            time.sleep(POLL_SECONDS)

    def facts(self):
        return self.read_map()["facts"]

    @staticmethod
    def controls(current, panel, name=None):
        return [c for c in current["controls"]
                if c["panel"] == panel and (name is None or c["name"] == name)]

    def control(self, panel, name, what=None):
        """Waits until the control is on show; returns its rect."""
        found = self.wait(what or f"{panel} > {name} on show",
                          lambda m: self.controls(m, panel, name))
        return self.controls(found, panel, name)[0]["rect"]

    def settled(self, what, pick):
        """pick(map) once it gives the same across two frames: the mouse
        nudged in between draws one, and a frame or two is waited for."""
        deadline = time.monotonic() + WAIT_SECONDS
        before = pick(self.read_map())
        nudge = 0
        while time.monotonic() < deadline:
            nudge = 1 - nudge
            at = [2 + nudge, 2]  # over the menu bar, away from any control
            self.move(*at)
            now = pick(self.wait("a frame drawn for the mouse's move",
                                 lambda m: m["facts"]["mouse"] == at))
            if now is not None and now == before:
                return now
            before = now
        WALK.fail(f"{what} did not settle in {WAIT_SECONDS:.0f} s: last {before}")

    def tab(self, panel):
        """Waits until the panel's tab is on show; returns its rect."""
        def find(current):
            return [t["rect"] for t in current["tabs"] if t["panel"] == panel]
        return find(self.wait(f"the {panel} tab", find))[0]

    @staticmethod
    def window_rect(current, name):
        for window in current["windows"]:
            if window["name"] == name:
                return window["rect"]
        return None

    # --- the mouse and the keyboard --------------------------------------

    def find_window(self):
        deadline = time.monotonic() + WAIT_SECONDS
        while time.monotonic() < deadline:
            result = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid",
                                     str(self.process.pid)], capture_output=True, text=True)
            ids = result.stdout.split()
            if ids:
                self.window = ids[0]
                xdotool("windowfocus", "--sync", self.window)
                return
            if self.process.poll() is not None:
                WALK.fail(f"the editor exited ({self.process.returncode}) before its window "
                          f"showed; it said:\n{self.output()}")
            time.sleep(POLL_SECONDS)
        WALK.fail("no window of the editor showed")

    def move(self, x, y):
        xdotool("mousemove", "--window", self.window, int(x), int(y))

    def click_at(self, x, y):
        # The move first, so that ImGui sees the control hovered when the
        # button goes down.
        self.move(x, y)
        time.sleep(0.05)
        xdotool("click", "1")

    def click(self, rect, dx=None):
        x, y, w, h = rect
        self.click_at(x + (w / 2 if dx is None else min(dx, w / 2)), y + h / 2)

    def key(self, *chords):
        xdotool("key", "--delay", "40", *chords)

    def type(self, text):
        xdotool("type", "--delay", "30", text)

    def menu(self, *path):
        """Clicks through the main menu: a top menu, submenus, then the item."""
        top = self.control("Menu", path[0])
        self.click(top)
        window = None
        for depth, name in enumerate(path[1:], start=1):
            def item_in_new_menu(current, name=name):
                for c in self.controls(current, "Menu", name):
                    if c["window"].startswith("##Menu_") and c["window"] != window:
                        return c
                return None
            found = self.wait(f"menu item {' > '.join(path[:depth + 1])}", item_in_new_menu)
            item = item_in_new_menu(found)
            window = item["window"]
            if depth < len(path) - 1:
                self.move(item["rect"][0] + item["rect"][2] / 2,
                          item["rect"][1] + item["rect"][3] / 2)  # a submenu opens on hover
            else:
                self.click(item["rect"])

    def wait_exit(self, what):
        try:
            code = self.process.wait(timeout=WAIT_SECONDS)
        except subprocess.TimeoutExpired:
            facts = self.read_map()["facts"] if self.read_map() else {}
            self.process.kill()
            WALK.fail(f"the editor did not exit after {what}; modal: {facts.get('modal')}")
        self.log.close()
        if code != 0:
            WALK.fail(f"the editor exited with {code} after {what}; it said:\n{self.output()}")

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.log.close()


def read_json(path, what):
    try:
        with open(path) as file:
            return json.load(file)
    except (OSError, ValueError) as error:
        WALK.fail(f"{what} {path} cannot be read as JSON: {error}")


def wait_for_file(editor, path, what):
    editor.wait(f"{what} written to {path}", lambda _: os.path.exists(path))


def no_modal(current):
    return current["facts"]["modal"] is None


def started(editor, what):
    """Waits for the first frame with a layout on show and no run going."""
    editor.find_window()
    return editor.wait(what, lambda m: m["facts"]["run"] and m["facts"]["run"]["layout"]
                       and not m["facts"]["running"])


def type_parameter(editor, key, text, expected):
    rect = editor.control("Generation/Params", f"{key}.value",
                          f"the {key} field in the Generation panel")
    editor.click(rect, dx=24)  # the text, away from the - and + buttons
    editor.wait(f"the {key} field taking the keys", lambda m: m["facts"]["typing"])
    editor.key("ctrl+a")
    editor.type(text)
    editor.key("Return")
    editor.wait(f"{key} = {expected} in the parameters",
                lambda m: m["facts"]["params"][key] == expected)


def answer_path_dialog(editor, modal, path):
    editor.wait(f"the '{modal}' dialog, its path field taking the keys",
                lambda m: m["facts"]["modal"] == modal and m["facts"]["typing"])
    editor.key("ctrl+a")
    editor.type(path)
    editor.key("Return")


def click_a_seed_chip(editor):
    """Clicks the first seed chip on show in the Report's Reasons tab: its
    run opens and the chip stays under the cursor. Returns the map then."""
    def chip_on_show(current):
        report = editor.window_rect(current, "Report")
        for chip in editor.controls(current, "Report/Sightings"):
            x, y, w, h = chip["rect"]
            if report and report[1] <= y and y + h <= report[1] + report[3]:
                return chip
        return None
    editor.wait("a seed chip on show in the Reasons tab", chip_on_show)
    # A table's columns settle over its first frames: aim once the chip
    # stays where it is across a frame drawn for a mouse move.
    chip = editor.settled("the seed chip's place", chip_on_show)
    run_id = editor.facts()["run"]["id"]
    editor.click(chip["rect"])
    opened = editor.wait("the chip's run opened",
                         lambda m: m["facts"]["run"]["id"] > run_id
                         and not m["facts"]["running"])
    moved = editor.controls(opened, "Report/Sightings", chip["name"])
    if not moved or moved[0]["rect"] != chip["rect"]:
        WALK.fail(f"the chip moved from {chip['rect']} to "
                  f"{moved[0]['rect'] if moved else 'nowhere'}")
    return opened


def session_one(args, work, catalogue, paths):
    """Generate, parameters to and from a file, a module added, Delete over
    the map, Save As, export, quit."""
    editor = Editor(args.program, work, [catalogue], args.size)
    try:
        WALK.begin("open the editor on a copy of the default catalogue")
        first = started(editor, "the first layout")
        if first["facts"]["fileName"] != "default.json":
            WALK.fail(f"the document is {first['facts']['fileName']}, not default.json")

        WALK.begin("generate with the Generate button")
        run_id = editor.facts()["run"]["id"]
        editor.click(editor.control("Generation", "Generate"))
        editor.wait("a new run", lambda m: m["facts"]["run"]["id"] > run_id
                    and not m["facts"]["running"])

        WALK.begin("type room_density 0.45")
        type_parameter(editor, "room_density", "0.45", 0.45)

        WALK.begin("generate with Ctrl+G (the keys in the Generation panel)")
        editor.wait("no run under way", lambda m: not m["facts"]["running"])
        run_id = editor.facts()["run"]["id"]
        editor.key("ctrl+g")
        editor.wait("a new run", lambda m: m["facts"]["run"]["id"] > run_id
                    and not m["facts"]["running"])

        WALK.begin("File > Save parameters")
        editor.menu("File", "Save parameters...")
        answer_path_dialog(editor, "Save parameters", paths["params"])
        wait_for_file(editor, paths["params"], "the parameters file")
        editor.wait("the dialog closed", no_modal)
        saved = read_json(paths["params"], "the parameters file")
        params = saved.get("params", saved)
        if params.get("room_density") != 0.45:
            WALK.fail(f"the parameters file says room_density {params.get('room_density')}, "
                      f"not 0.45: {json.dumps(saved)[:300]}")

        WALK.begin("type room_density 0.6")
        type_parameter(editor, "room_density", "0.6", 0.6)

        WALK.begin("File > Open parameters")
        editor.menu("File", "Open parameters...")
        answer_path_dialog(editor, "Open parameters", paths["params"])
        editor.wait("room_density back to 0.45 from the file",
                    lambda m: m["facts"]["params"]["room_density"] == 0.45)
        editor.wait("the dialog closed", no_modal)

        WALK.begin("undo the opened parameters with Ctrl+Z")
        editor.key("ctrl+z")
        editor.wait("room_density 0.6 again", lambda m: m["facts"]["params"]["room_density"] == 0.6)
        editor.key("ctrl+shift+z")
        editor.wait("room_density 0.45 redone",
                    lambda m: m["facts"]["params"]["room_density"] == 0.45)

        WALK.begin("File > Open recent parameters lists the file and opens it")
        type_parameter(editor, "room_density", "0.3", 0.3)
        editor.menu("File", "Open recent parameters", os.path.basename(paths["params"]))
        editor.wait("room_density 0.45 from the recent file",
                    lambda m: m["facts"]["params"]["room_density"] == 0.45)

        WALK.begin("add a room module: the Module Editor opens on it")
        editor.click(editor.tab("Catalogue"))
        editor.wait("the Catalogue panel on show",
                    lambda m: "Catalogue" in m["facts"]["panelsOnShow"])
        modules = editor.facts()["modules"]
        editor.click(editor.control("Catalogue", "Add"))
        editor.click(editor.control("Catalogue/Add", "normal", "the Add list's room entry"))
        added = editor.wait("one more module, selected, in the Module Editor",
                            lambda m: m["facts"]["modules"] == modules + 1
                            and m["facts"]["selectedModule"]
                            and "Module Editor" in m["facts"]["panelsOnShow"])
        new_module = added["facts"]["selectedModule"]

        WALK.begin("press Delete over the map: the selected module stays")
        editor.click(editor.tab("Viewport"))  # the Module Editor took its area
        shown = editor.wait("the map on show, the new module still selected",
                            lambda m: "Viewport" in m["facts"]["panelsOnShow"]
                            and editor.window_rect(m, "Viewport"))
        if shown["facts"]["selectedModule"] != new_module:
            WALK.fail(f"the selected module is {shown['facts']['selectedModule']}, "
                      f"not {new_module}")
        viewport = editor.window_rect(shown, "Viewport")
        editor.move(*centre(viewport))
        tiles = editor.facts()["tileView"]
        # T after Delete: once the tile view has switched, Delete was read.
        editor.key("Delete", "t")
        after = editor.wait("the tile view switched after Delete",
                            lambda m: m["facts"]["tileView"] != tiles)
        if after["facts"]["modules"] != modules + 1:
            WALK.fail(f"Delete over the map deleted a module: {after['facts']['modules']} "
                      f"modules, not {modules + 1}")
        editor.key("t")
        editor.wait("the tile view back", lambda m: m["facts"]["tileView"] == tiles)

        WALK.begin("Save As the catalogue under a new name")
        editor.key("ctrl+shift+s")
        answer_path_dialog(editor, "Save catalogue as", paths["catalogue"])
        editor.wait("the document saved as mine.json",
                    lambda m: m["facts"]["fileName"] == "mine.json" and not m["facts"]["modified"]
                    and m["facts"]["modal"] is None)
        saved = read_json(paths["catalogue"], "the saved catalogue")
        names = [module.get("name") for module in saved.get("modules", [])]
        if new_module not in names or len(names) != modules + 1:
            WALK.fail(f"the saved catalogue has {len(names)} modules and "
                      f"{'' if new_module in names else 'not '}{new_module}")

        WALK.begin("generate and export the layout (Ctrl+E)")
        editor.click(editor.tab("Generation"))
        editor.wait("no run under way", lambda m: not m["facts"]["running"])
        run_id = editor.facts()["run"]["id"]
        editor.click(editor.control("Generation", "Generate"))
        editor.wait("a run of the saved catalogue",
                    lambda m: m["facts"]["run"]["id"] > run_id and not m["facts"]["running"]
                    and m["facts"]["run"]["layout"])
        editor.key("ctrl+e")
        answer_path_dialog(editor, "Export layout", paths["layout"])
        wait_for_file(editor, paths["layout"], "the layout file")
        layout = read_json(paths["layout"], "the layout file")
        if layout.get("format") != "easylink-layout":
            WALK.fail(f"the layout file's format is {layout.get('format')}")
        if layout.get("params", {}).get("room_density") != 0.45:
            WALK.fail("the layout file's params do not hold room_density 0.45")
        editor.key("Escape")
        editor.wait("the export dialog closed", no_modal)

        WALK.begin("quit with Ctrl+Q")
        editor.key("ctrl+q")
        editor.wait_exit("Ctrl+Q")
    finally:
        editor.stop()


def session_two(args, work, paths):
    """Back on the saved catalogue: no recovery offer; the Report workspace
    and a seed chip."""
    editor = Editor(args.program, work, [], args.size)
    try:
        WALK.begin("reopen: the saved catalogue, no recovery offer")
        first = started(editor, "the first layout of the second session")
        facts = first["facts"]
        if facts["modal"] is not None:
            WALK.fail(f"the editor opened with the dialog '{facts['modal']}'")
        if facts["fileName"] != "mine.json":
            WALK.fail(f"the editor reopened on {facts['fileName']}, not mine.json")
        if facts["params"]["room_density"] != 0.45:
            WALK.fail("the session's room_density was not kept")

        WALK.begin("View > Workspace > Report")
        editor.menu("View", "Workspace", "Report")
        editor.wait("the Report panel on show",
                    lambda m: "Report" in m["facts"]["panelsOnShow"])

        WALK.begin("the report's batch of seeds runs by itself")
        editor.wait("the batch done (Run again and the tabs on show)",
                    lambda m: editor.controls(m, "Report", "Run")
                    and editor.controls(m, "Report", "TabReasons"))

        WALK.begin("the Reasons tab and a seed chip")
        editor.click(editor.control("Report", "TabReasons"))
        click_a_seed_chip(editor)

        WALK.begin("the Author workspace, View > Report, a seed chip: the map and timeline show")
        editor.menu("View", "Workspace", "Author")
        editor.wait("the Author workspace (the Module Editor on show)",
                    lambda m: "Module Editor" in m["facts"]["panelsOnShow"])
        author = editor.read_map()
        if "Report" not in author["facts"]["panelsOnShow"]:
            tabs = [t["rect"] for t in author["tabs"] if t["panel"] == "Report"]
            if tabs:
                editor.click(tabs[0])  # open behind another tab
            else:
                editor.menu("View", "Report")
        editor.wait("the Report panel on show", lambda m: "Report" in m["facts"]["panelsOnShow"])
        editor.click(editor.control("Report", "TabReasons"))
        opened = click_a_seed_chip(editor)
        missing = [p for p in ("Viewport", "Timeline", "Report")
                   if p not in opened["facts"]["panelsOnShow"]]
        if missing:
            WALK.fail(f"after the chip's click, not on show: {', '.join(missing)}")

        WALK.begin("quit")
        editor.key("ctrl+q")
        editor.wait_exit("Ctrl+Q")
    finally:
        editor.stop()


def session_three(args, work, paths):
    """`edit LAYOUT.json` with no --catalogue finds the catalogue by its hash."""
    editor = Editor(args.program, work, [paths["layout"]], args.size)
    try:
        WALK.begin("edit the exported layout with no --catalogue")
        first = started(editor, "the layout file on show")
        facts = first["facts"]
        if facts["fileName"] != "mine.json":
            WALK.fail(f"the layout opened against {facts['fileName']}, not mine.json")
        if os.path.basename(facts["run"]["file"]) != os.path.basename(paths["layout"]):
            WALK.fail(f"the run on show is not the layout file: {facts['run']}")
        editor.key("ctrl+q")
        editor.wait_exit("Ctrl+Q")
    finally:
        editor.stop()


def centre(rect):
    x, y, w, h = rect
    return x + w / 2, y + h / 2


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--program", required=True, help="the easylink program")
    parser.add_argument("--assets", required=True, help="the assets folder")
    parser.add_argument("--size", required=True, help="the window, WxH")
    parser.add_argument("--work", required=True, help="a scratch folder (emptied first)")
    args = parser.parse_args()
    for tool in ("xdotool",):
        if shutil.which(tool) is None:
            print(f"walkthrough: {tool} is not installed", file=sys.stderr)
            return 2
    args.program = os.path.abspath(args.program)
    args.assets = os.path.abspath(args.assets)
    work = os.path.abspath(args.work)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "catalogues"))
    os.makedirs(os.path.join(work, "out"))
    catalogue = os.path.join(work, "catalogues", "default.json")
    shutil.copyfile(os.path.join(args.assets, "catalogues", "default.json"), catalogue)
    paths = {
        "params": os.path.join(work, "out", "dense.params.json"),
        "catalogue": os.path.join(work, "catalogues", "mine.json"),
        "layout": os.path.join(work, "out", "layout.json"),
    }
    try:
        session_one(args, work, catalogue, paths)
        session_two(args, work, paths)
        session_three(args, work, paths)
    except StepFailed as failure:
        print(f"walkthrough at {args.size}: {failure}", file=sys.stderr)
        return 1
    print(f"walkthrough at {args.size}: every step passed in "
          f"{time.monotonic() - WALK.started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
