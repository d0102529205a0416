#!/usr/bin/env python3
"""Where one prepare allocates: runs PrepareLoop under gdb, stops at every malloc during its
second prepare (with a workspace, the first one sizes the workspace's buffers), and counts the
allocations by the first source line of this package on each stack.

    cd Benchmarks && swift build -c release --product PrepareLoop
    python3 Tools/allocation-sites.py 10000 grid          (or mixed; several counts: 1000,10000)
    python3 Tools/allocation-sites.py 10000 grid Matcher.swift:199      (also prints those stacks)
    MODE=fresh python3 Tools/allocation-sites.py 1000,10000 grid         (without a workspace)

Needs gdb. Lines outside Sources/ (the loop's own bookkeeping) are counted as "PrepareLoop".
"""
import collections
import os
import re
import subprocess
import sys
import tempfile

binary = ".build/release/PrepareLoop"
counts = [int(n) for n in (sys.argv[1] if len(sys.argv) > 1 else "10000").split(",")]
scene = sys.argv[2] if len(sys.argv) > 2 else "grid"
mode = os.environ.get("MODE", "workspace")
# The loop's line that captures the source side: each prepare passes it once.
with open("Tools/PrepareLoop/main.swift") as f:
    start = next(i + 1 for i, line in enumerate(f) if 'timed("capture source")' in line)


def sites(count):
    # Breakpoint 1 is the loop's first line of a prepare: its second hit starts the second
    # prepare, its third the third; mallocs are recorded in between.
    script = f"""set pagination off
set print frame-arguments none
set $hits = 0
break main.swift:{start}
break malloc
disable 2
commands 1
silent
set $hits = $hits + 1
if $hits == 2
enable 2
end
if $hits == 3
quit
end
continue
end
commands 2
silent
bt 12
continue
end
run {count} 4 {mode} - {scene} > /dev/null
"""
    with tempfile.NamedTemporaryFile("w", suffix=".gdb") as f:
        f.write(script)
        f.flush()
        out = subprocess.run(["gdb", "-q", "-batch", "-x", f.name, binary], capture_output=True, text=True).stdout
    found = collections.Counter()
    for block in re.split(r"\n(?=#0 )", out):
        if not block.startswith("#0 "):
            continue
        # The standard library's shared growth functions carry some other function's line.
        growth = ("_consumeAndCreateNew", "_createNewBuffer", "_makeUniqueAndReserveCapacityIfNotUnique",
                  "_reserveCapacityAssumingUniqueBuffer", "ContiguousArrayBufferV")
        frames = [f for f in block.split("\n") if f.startswith("#") and not any(g in f for g in growth)]
        lines = [m.group(1) for f in frames for m in [re.search(r"at (?:\S*/)?Sources/(\S+)", f)] if m]
        site = lines[0] if lines else "PrepareLoop"
        found[site] += 1
        if show and show in site:
            print(subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(frames), capture_output=True, text=True).stdout)
    return found


show = sys.argv[3] if len(sys.argv) > 3 else None
results = {n: sites(n) for n in counts}
keys = sorted(set().union(*results.values()))
print(f"{scene}: allocations in one prepare ({'with a warm workspace' if mode == 'workspace' else 'fresh'}), by site")
print("| site | " + " | ".join(f"N={n}" for n in counts) + " |")
print("|---|" + "---:|" * len(counts))
for k in keys:
    print(f"| {k} | " + " | ".join(str(results[n][k]) for n in counts) + " |")
print("| total | " + " | ".join(str(sum(results[n].values())) for n in counts) + " |")
