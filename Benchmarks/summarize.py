#!/usr/bin/env python3
"""Turns `swift package benchmark --format markdown` output into Match's stage table.

Reads the markdown on stdin; prints, per scene, each stage's median wall clock and median
malloc count, and each stage's ratio to the floor measured in the same run (match against
building a Dictionary of the same IDs; evaluate against copying the same state bytes).
Usage: swift package --allow-writing-to-package-directory benchmark --format markdown --path stdout \\
         | python3 summarize.py
"""
import re
import sys

UNITS = {"(K)": 1_000, "(M)": 1_000_000}


def median(body, key):
    for line in body.splitlines():
        if key in line:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            scale = next((v for k, v in UNITS.items() if k in cells[0]), 1)
            return float(cells[3]) * scale
    return None


def main():
    text = sys.stdin.read()
    results = {}
    for m in re.finditer(r"### (.+?)\n\n(.+?)(?=\n###|\Z)", text, re.S):
        results[m.group(1).strip()] = (median(m.group(2), "Time (wall clock)"), median(m.group(2), "Malloc"))
    scenes = []
    for name in results:
        scene = re.search(r"((grid|mixed) N=\d+)$", name)
        if scene and scene.group(1) not in scenes:
            scenes.append(scene.group(1))
    scenes.sort(key=lambda s: (s.split()[0], int(s.split("=")[1])))
    floors = {"match": "match floor (Dictionary of the IDs)", "evaluate": "evaluate floor (copy the states)"}
    print("| scene | stage | median µs | floor µs | × floor | mallocs |")
    print("|---|---|---:|---:|---:|---:|")
    for scene in scenes:
        for stage in ["capture", "match", "plan", "bake", "evaluate", "prepare"]:
            got = results.get(f"{stage} {scene}")
            if not got or got[0] is None:
                continue
            floor = results.get(f"{floors[stage]} {scene}") if stage in floors else None
            floor_text = f"{floor[0]:.0f}" if floor else ""
            ratio = f"{got[0] / floor[0]:.1f}" if floor and floor[0] else ""
            print(f"| {scene} | {stage} | {got[0]:.0f} | {floor_text} | {ratio} | {got[1]:.0f} |")


if __name__ == "__main__":
    main()
