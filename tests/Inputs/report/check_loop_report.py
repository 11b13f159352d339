"""Checks `kcc --report=json` on tests/report/loop.ll against chains derived by hand from the
IR (see that file's comments) and the register counts against `kcc --stats` of separate
compiles with and without --no-uniformity."""
import json
import sys

report = json.load(open(sys.argv[1]))
stats = {k["kernel"]: k for k in json.load(open(sys.argv[2]))}
baseline = {k["kernel"]: k for k in json.load(open(sys.argv[3]))}

assert report["file"].endswith("loop.ll"), report["file"]
[k] = report["kernels"]
assert k["kernel"] == "loop"
# Arguments %out and %n, then %tid %i %i.next %done %last %r %s.
assert k["values"] == 9, k["values"]
values = {v["value"]: v for v in k["divergent_values"]}
assert set(values) == {"%tid", "%done", "%last", "%r", "%s"}, sorted(values)


def line(loc):
    return int(loc.rsplit(":", 1)[1])


tid_source = {"kind": "source", "value": "%tid", "source": "work-item id"}


def check_source(chain):
    src = chain["source"]
    for key, want in tid_source.items():
        assert src[key] == want, (src, key)
    assert line(src["loc"]) == 12
    assert src["text"] == "%tid = call i32 @llvm.amdgcn.workitem.id.x()", src["text"]
    assert chain["elided"] is False


# %tid is its own source: no steps.
assert values["%tid"]["chain"]["steps"] == []
check_source(values["%tid"]["chain"])
# %done = icmp uge %i.next, %tid: data dependence on %tid (%i.next is uniform).
assert [s["value"] for s in values["%done"]["chain"]["steps"]] == []
check_source(values["%done"]["chain"])
# %r = add %i, %n after the loop: temporal divergence of %i, defined in the loop, whose exit
# branch (in %loop, line 19) is divergent because of %done.
for name, inside in (("%r", "%i"), ("%last", "%i.next")):
    steps = values[name]["chain"]["steps"]
    assert len(steps) == 2, steps
    exit_step, cond = steps
    assert exit_step["kind"] == "cycle-exit", exit_step
    assert exit_step["value"] == inside, exit_step
    assert exit_step["cycle"] == "%loop" and exit_step["branch"] == "%loop", exit_step
    assert line(exit_step["branch_loc"]) == 19
    assert cond == {"kind": "operand", "value": "%done", "loc": cond["loc"]} and line(cond["loc"]) == 18, cond
    check_source(values[name]["chain"])
# %s = add %r, %last: the first divergent operand, %r.
assert values["%s"]["chain"]["steps"][0]["value"] == "%r"
assert line(values["%s"]["loc"]) == 24

[branch] = k["branches"]
assert branch["block"] == "%loop" and branch["divergent"] is True, branch
assert branch["text"] == "br i1 %done, label %exit, label %loop", branch["text"]
check_source(branch["chain"])
assert k["divergent_exit_cycles"] == ["depth=1: entries(%loop)"], k["divergent_exit_cycles"]
assert k["assumed_divergent_cycles"] == []

# The same numbers as kcc --stats for kcc and kcc --no-uniformity.
keys = ["sgprs", "vgprs", "instructions", "scalar_branches", "linearized_branches"]
for got, want in ((k["uniformity"], stats["loop"]), (k["no_uniformity"], baseline["loop"])):
    for key in keys:
        assert got[key] == want[key], (key, got, want)
print("ok")
