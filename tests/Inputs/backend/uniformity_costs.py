"""Issue #15's oracle: code compiled with uniformity costs nothing against the same kernels
compiled with --no-uniformity (every value divergent). `regs U.json N.json`: for each kernel of
`kcc --stats` output U, its SGPRs + VGPRs are at most those of the same kernel in N (the
`--no-uniformity` stats). `executed U.txt N.txt`: the executed instructions of a `kcc run
--stats` output U are at most those of N. Prints each comparison; exits 1 if one fails."""
import json
import re
import sys

mode, u_path, n_path = sys.argv[1:4]
failed = False
if mode == "regs":
    u = {k["kernel"]: k for k in json.load(open(u_path))}
    n = {k["kernel"]: k for k in json.load(open(n_path))}
    for name, k in u.items():
        a = k["sgprs"] + k["vgprs"]
        b = n[name]["sgprs"] + n[name]["vgprs"]
        print(f"{name}: SGPRs+VGPRs {a} with uniformity, {b} without")
        failed |= a > b
else:
    count = lambda p: int(re.search(r"instructions: (\d+)", open(p).read()).group(1))
    a, b = count(u_path), count(n_path)
    print(f"executed {a} with uniformity, {b} without")
    failed |= a > b
sys.exit(1 if failed else 0)
