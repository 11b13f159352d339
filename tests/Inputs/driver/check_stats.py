"""Checks kcc --stats against the code object's own metadata (llvm-readobj --notes) and
against a --no-uniformity build of the same kernels."""
import json
import re
import sys

stats = {k["kernel"]: k for k in json.load(open(sys.argv[1]))}
notes = open(sys.argv[2]).read()
baseline = {k["kernel"]: k for k in json.load(open(sys.argv[3]))}

# Kernel-level keys of the YAML metadata sit at four spaces (arguments are nested deeper):
# `.name: X`, `.sgpr_count: N`, `.vgpr_count: M`.
declared = {}
for block in notes.split("  - .args:")[1:]:
    name = re.search(r"^    \.name:\s+(\S+)", block, re.M).group(1)
    declared[name] = (int(re.search(r"^    \.sgpr_count:\s+(\d+)", block, re.M).group(1)),
                      int(re.search(r"^    \.vgpr_count:\s+(\d+)", block, re.M).group(1)))

assert set(stats) == {"copy", "fill"} == set(declared), (stats.keys(), declared)
for name, s in stats.items():
    assert (s["sgprs"], s["vgprs"]) == declared[name], (name, s, declared[name])
    assert s["instructions"] > 0 and s["code_bytes"] >= 4 * s["instructions"], s
    assert 1 <= s["occupancy"] <= 10, s
# copy: one divergent branch; fill: one uniform branch.
assert (stats["copy"]["linearized_branches"], stats["copy"]["scalar_branches"]) == (1, 0), stats["copy"]
assert (stats["fill"]["linearized_branches"], stats["fill"]["scalar_branches"]) == (0, 1), stats["fill"]
# Without uniformity every branch is linearized and more values are per lane.
for name in stats:
    assert baseline[name]["scalar_branches"] == 0, baseline[name]
    assert baseline[name]["divergent_values"] > stats[name]["divergent_values"], (name, baseline[name], stats[name])
    assert baseline[name]["vgprs"] > stats[name]["vgprs"], (name, baseline[name], stats[name])
print("stats ok")
