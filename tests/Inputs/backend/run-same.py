"""Runs each kernel of KERNELS (comma-separated) from every object (or linked .so) on kcc's
emulator with the same arguments — a zeroed output buffer of OUT_BYTES, then the input
file — and requires every object to leave the same output.
Usage: run-same.py KCC DIR GRID IN OUT_BYTES KERNELS OBJ..."""
import os
import subprocess
import sys

kcc, work, grid, inp, out_bytes, kernels = sys.argv[1:7]
objs = sys.argv[7:]
os.makedirs(work, exist_ok=True)
out = os.path.join(work, "out.bin")
with open(out, "wb") as f:
    f.write(bytes(int(out_bytes)))
for k in kernels.split(","):
    results = []
    for i, obj in enumerate(objs):
        d = os.path.join(work, f"{k}.{i}")
        os.makedirs(d, exist_ok=True)
        cmd = [kcc, "run", obj, "--kernel", k, "--grid", grid, "--block", "64",
               "--arg", f"buf:{out}", "--arg", f"buf:{inp}", "--out-dir", d]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit(f"{k} from {obj}: {r.stderr.strip()}")
        with open(os.path.join(d, "arg0.bin"), "rb") as f:
            results.append(f.read())
    for obj, r in zip(objs[1:], results[1:]):
        if r != results[0]:
            sys.exit(f"{k}: {obj} leaves other output than {objs[0]}")
    print(f"{k}: same from {len(objs)} objects")
