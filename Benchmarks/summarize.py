#!/usr/bin/env python3
"""Turns `swift package benchmark --format markdown` output into Match's stage tables.

Reads the markdown on stdin and prints:
  1. per scene and stage: median wall clock, the floor measured in the same run and the ratio
     (capture against visiting the same views and writing a record of a snapshot's size each;
     match against building a Dictionary of the same IDs; plan against copying the plan's packed
     bytes; prepare (fresh, with a workspace, and with a workspace and the caches evicted before
     each sample) against those floors run in sequence, as a prepare runs its stages ("prepare
     floor …", the caches evicted before each sample for the last), with the sum of the floors
     measured alone beside it; evaluate against copying the bytes its frame writes, and evaluate (states) against copying the same states), median malloc count, and the median peak resident-set growth ("peak resident: …"
     benchmarks, when present);
  2. the growth of each stage's median time, and of its floor, from N = 1 000 to 10 000 to 100 000;
  3. the whole start of a transition through the transition controller ("start (headless)", fresh
     and with a workspace) beside capture → bake of the same scene in the same run ("prepare"), its
     growth from N = 1 000 to 10 000, and the strict host's start with the device work it asks for;
  4. what a prepared transition retains per flying view ("retained …" benchmarks: all of it, its
     packed tracks, the keyframe states it stores, the matcher's diagnostics it carries), and the record
     strides ("record sizes"), when present.
With `--compare OTHER.md` (the same command's output from another build, e.g. the previous
release), it prints instead one table of both runs' median times and allocations side by side.

Usage: swift package --allow-writing-to-package-directory benchmark --format markdown --path stdout \\
         | python3 summarize.py [--compare previous.md]
       python3 summarize.py run1.md run2.md run3.md [--compare previous1.md previous2.md …]
Given several runs (files), each figure is the median of the runs' medians.
"""
import re
import sys

UNITS = {"(K)": 1_000, "(M)": 1_000_000, "(G)": 1_000_000_000}
STAGES = ["capture", "match", "plan", "bake", "evaluate", "evaluate (first frame)", "evaluate (states)", "prepare",
          "prepare (workspace)",
          "prepare (workspace, caches evicted)", "start (headless)", "start (headless, workspace)"]
FLOORS = {
    "capture": "capture floor (visit the views, write their records)",
    "match": "match floor (Dictionary of the IDs)",
    "plan": "plan floor (copy the plan's packed bytes)",
    "evaluate": "evaluate floor (copy the frame's bytes)",
    "evaluate (states)": "evaluate floor (copy the states)",
}
# A prepare's floor: its stages' floors run in sequence (`PrepareFloor`).
SEQUENCED_FLOORS = {
    "prepare": "prepare floor (the stages' floors in sequence)",
    "prepare (workspace)": "prepare floor (the stages' floors in sequence)",
    "prepare (workspace, caches evicted)": "prepare floor (in sequence, caches evicted)",
}

# A whole start's floor: capture → bake of the same scene, as the start's own is done.
START_FLOORS = {"start (headless)": "prepare", "start (headless, workspace)": "prepare (workspace)"}


def median(body, key):
    for line in body.splitlines():
        if key in line:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            scale = next((v for k, v in UNITS.items() if k in cells[0]), 1)
            return float(cells[3]) * scale
    return None


def parse(text):
    results = {}
    for m in re.finditer(r"### (.+?)\n\n(.+?)(?=\n###|\n## |\Z)", text, re.S):
        body = m.group(2)
        results[m.group(1).strip()] = {
            "time": median(body, "Time (wall clock)"),
            "mallocs": median(body, "Malloc (total)"),
            "resident": median(body, "Memory Δ (resident peak)"),
            "retained": median(body, "Malloc / free Δ (bytes)"),
            "flying": median(body, "flying views (tracks)"),
            "packed": median(body, "packed track bytes"),
            "stored": median(body, "stored keyframe states"),
            "diagnostics": median(body, "diagnostic bytes"),
            "snapshots": median(body, "snapshots per start"),
            "passes": median(body, "forced render passes per start"),
            "animations": median(body, "animations added per start"),
            "text": body,
        }
    return results


def scenes_of(results):
    scenes = []
    for name in results:
        scene = re.search(r"((grid|mixed|full) N=\d+)$", name)
        if scene and scene.group(1) not in scenes:
            scenes.append(scene.group(1))
    scenes.sort(key=lambda s: (s.split()[0], int(s.split("=")[1])))
    return scenes


def fmt_bytes(b):
    if b is None:
        return ""
    if b >= 1_000_000:
        return f"{b / 1_000_000:.1f} MB"
    if b >= 1_000:
        return f"{b / 1_000:.0f} kB"
    return f"{b:.0f} B"


def get(results, name, key):
    r = results.get(name)
    return r[key] if r else None


def floor_of(results, stage, scene):
    """The floor of `stage` in `scene` measured in the same run; a prepare's is its stages' floors
    run in sequence, or (in runs from before that was measured) their sum; a whole start's is the
    prepare (capture → bake) it begins with."""
    if stage in START_FLOORS:
        return get(results, f"{START_FLOORS[stage]} {scene}", "time")
    if stage in FLOORS:
        return get(results, f"{FLOORS[stage]} {scene}", "time")
    if stage in SEQUENCED_FLOORS:
        sequenced = get(results, f"{SEQUENCED_FLOORS[stage]} {scene}", "time")
        return sequenced if sequenced is not None else summed_floors(results, scene)
    return None


def summed_floors(results, scene):
    """The sum of a prepare's stages' floors (two captures, a match, a plan), each measured alone,
    when all of them were measured."""
    parts = [get(results, f"{FLOORS[s]} {scene}", "time") for s in ("capture", "capture", "match", "plan")]
    return sum(parts) if all(p is not None for p in parts) else None


def stage_table(results):
    print("| scene | stage | median µs | floor µs | × floor | mallocs | peak resident Δ | prepare: floors alone, summed µs |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for scene in scenes_of(results):
        for stage in STAGES:
            t = get(results, f"{stage} {scene}", "time")
            if t is None:
                continue
            floor = floor_of(results, stage, scene)
            floor_text = f"{floor:.0f}" if floor is not None else ""
            ratio = f"{t / floor:.1f}" if floor else ""
            mallocs = get(results, f"{stage} {scene}", "mallocs")
            resident = get(results, f"peak resident: {stage} {scene}", "resident")
            summed = summed_floors(results, scene) if stage in SEQUENCED_FLOORS else None
            summed_text = f"{summed:.0f}" if summed is not None else ""
            print(f"| {scene} | {stage} | {t:.0f} | {floor_text} | {ratio} | {mallocs:.0f} | {fmt_bytes(resident)} "
                  f"| {summed_text} |")


def growth_table(results):
    kinds = sorted({s.split()[0] for s in scenes_of(results)})
    print("| scene | stage | N=1000 µs | N=10000 µs | N=100000 µs | ×, 1k → 10k | ×, 10k → 100k "
          "| floor ×, 1k → 10k | floor ×, 10k → 100k |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")

    def ratio(a, b):
        return f"{b / a:.1f}" if a and b else ""

    for kind in kinds:
        for stage in STAGES:
            t = [get(results, f"{stage} {kind} N={n}", "time") for n in (1000, 10000, 100000)]
            if all(v is None for v in t):
                continue
            f = [floor_of(results, stage, f"{kind} N={n}") for n in (1000, 10000, 100000)]
            cells = [f"{v:.0f}" if v is not None else "" for v in t]
            print(f"| {kind} | {stage} | {' | '.join(cells)} | {ratio(t[0], t[1])} | {ratio(t[1], t[2])} "
                  f"| {ratio(f[0], f[1])} | {ratio(f[1], f[2])} |")


def retained_table(results):
    rows = [(s, *(get(results, f"retained {s}", k) for k in ("retained", "flying", "packed", "stored", "diagnostics")))
            for s in scenes_of(results)]
    rows = [r for r in rows if r[1] is not None]
    if not rows:
        return
    print("| scene | flying views (tracks) | retained by a prepared transition | per flying view "
          "| of which packed tracks | stored keyframe states (160 B each) | diagnostics carried |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for scene, retained, flying, packed, stored, diagnostics in rows:
        per = f"{retained / flying:.0f} B" if flying else ""
        packed_per = f"{packed / flying:.0f} B" if flying and packed is not None else ""
        stored_text = f"{stored:.0f} ({160 * stored / flying:.0f} B per flying view)" if flying and stored is not None else ""
        diagnostics_text = f"{fmt_bytes(diagnostics)} ({diagnostics / flying:.0f} B per flying view)" if flying and diagnostics is not None else ""
        print(f"| {scene} | {flying:.0f} | {fmt_bytes(retained)} | {per} | {packed_per} | {stored_text} | {diagnostics_text} |")
    sizes = results.get("record sizes")
    if sizes:
        strides = []
        for label in ["Track", "ViewState", "ViewSnapshot", "Transform3D"]:
            v = median(sizes["text"], f"bytes per {label}")
            if v is not None:
                strides.append(f"{label} {v:.0f} B")
        print()
        print("Record strides: " + ", ".join(strides) + ".")


def start_table(results):
    """The whole start beside capture → bake of the same scene (its floor), and the strict host's."""
    rows = [s for s in scenes_of(results) if get(results, f"start (headless) {s}", "time") is not None]
    if not rows:
        return
    print("| scene | whole start µs | capture → bake µs | × | whole start, workspace µs | capture → bake, workspace µs "
          "| × | mallocs | strict host start µs | snapshots | forced render passes | animations added |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")

    def cell(v):
        return f"{v:.0f}" if v is not None else ""

    def ratio(a, b):
        return f"{a / b:.1f}" if a is not None and b else ""

    for scene in rows:
        start = get(results, f"start (headless) {scene}", "time")
        prepare = get(results, f"prepare {scene}", "time")
        kept = get(results, f"start (headless, workspace) {scene}", "time")
        kept_prepare = get(results, f"prepare (workspace) {scene}", "time")
        mallocs = get(results, f"start (headless) {scene}", "mallocs")
        strict = f"start (strict host) {scene}"
        print(f"| {scene} | {cell(start)} | {cell(prepare)} | {ratio(start, prepare)} | {cell(kept)} | {cell(kept_prepare)} "
              f"| {ratio(kept, kept_prepare)} | {cell(mallocs)} | {cell(get(results, strict, 'time'))} "
              f"| {cell(get(results, strict, 'snapshots'))} | {cell(get(results, strict, 'passes'))} "
              f"| {cell(get(results, strict, 'animations'))} |")
    print()
    print("| scene | whole start ×, 1k → 10k | capture → bake ×, 1k → 10k | whole start, workspace ×, 1k → 10k |")
    print("|---|---:|---:|---:|")
    for kind in sorted({s.split()[0] for s in rows}):
        def grows(stage):
            a = get(results, f"{stage} {kind} N=1000", "time")
            b = get(results, f"{stage} {kind} N=10000", "time")
            return f"{b / a:.1f}" if a and b else ""
        print(f"| {kind} | {grows('start (headless)')} | {grows('prepare')} | {grows('start (headless, workspace)')} |")


def compare_table(results, previous):
    print("| scene | stage | previous µs | now µs | now ÷ previous | previous mallocs | now mallocs |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for scene in scenes_of(results):
        for stage in STAGES:
            now = get(results, f"{stage} {scene}", "time")
            before = get(previous, f"{stage} {scene}", "time")
            if now is None or before is None:
                continue
            nm = get(results, f"{stage} {scene}", "mallocs")
            pm = get(previous, f"{stage} {scene}", "mallocs")
            ratio = f"{now / before:.2f}" if before else ""  # a median of 0 µs (N = 10) has no ratio
            print(f"| {scene} | {stage} | {before:.0f} | {now:.0f} | {ratio} | {pm:.0f} | {nm:.0f} |")


def combined(texts):
    """Several runs of the same benchmarks as one: each number the median of the runs' medians
    (a noisy machine moves whole runs; the middle run of three is less at its mercy than any one)."""
    runs = [parse(t) for t in texts]
    if len(runs) == 1:
        return runs[0]
    merged = {}
    for name in runs[0]:
        entries = [r[name] for r in runs if name in r]
        entry = dict(entries[0])
        for key, value in entry.items():
            if key == "text" or value is None:
                continue
            values = sorted(e[key] for e in entries if e.get(key) is not None)
            entry[key] = values[len(values) // 2] if len(values) % 2 else (values[len(values) // 2 - 1] + values[len(values) // 2]) / 2
        merged[name] = entry
    return merged


def read_runs(paths):
    texts = []
    for path in paths:
        with open(path) as f:
            texts.append(f.read())
    return combined(texts)


def main():
    args = sys.argv[1:]
    previous = None
    if "--compare" in args:
        i = args.index("--compare")
        # Every file after --compare is a run of the other build.
        previous = read_runs(args[i + 1:])
        args = args[:i]
    results = read_runs(args) if args else parse(sys.stdin.read())
    if previous is not None:
        compare_table(results, previous)
        return
    stage_table(results)
    print()
    growth_table(results)
    print()
    start_table(results)
    print()
    retained_table(results)


if __name__ == "__main__":
    main()
