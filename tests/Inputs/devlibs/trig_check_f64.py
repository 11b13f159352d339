"""Inputs for, and host checks of, double-precision sin/cos/tan from ROCm's ocml, whose range
reduction of large arguments reads 2/pi through v_trig_preop_f64.

  trig_check_f64.py inputs X N     N float64 values: small, ordinary, around multiples of
                                   pi/2, and huge (up to 1e308, past the 2^945 rescaling)
  trig_check_f64.py check X OUT    OUT holds sin, cos, tan per input (float64 each); each
                                   must be within OpenCL's 4 ulp of Python's math (itself
                                   within 1 ulp), so 5 ulp of the host result

Exits non-zero on the first result out of bounds, naming the function and input.
"""

import math
import random
import struct
import sys


def inputs(path, n):
    rnd = random.Random(7)
    xs = [0.0, -0.0, 1.0, -1.0, math.pi / 2, math.pi, 3 * math.pi / 2, 1e-300, 1e5, 1e10, 1e22,
          2.0 ** 60, 1e100, 1e200, 2.0 ** 945, 2.0 ** 946, 1e300, 1.7976931348623157e308]
    while len(xs) < n:
        xs.append(rnd.choice([-1, 1]) * 10.0 ** rnd.uniform(-5, 308))
    with open(path, "wb") as f:
        f.write(struct.pack(f"<{n}d", *xs[:n]))


def ulp(x):
    return math.ulp(x) if math.isfinite(x) else math.inf


def check(xpath, outpath):
    xs = struct.unpack(f"<{len(open(xpath, 'rb').read()) // 8}d", open(xpath, "rb").read())
    out = struct.unpack(f"<{3 * len(xs)}d", open(outpath, "rb").read()[: 24 * len(xs)])
    worst = {"sin": 0.0, "cos": 0.0, "tan": 0.0}
    for i, x in enumerate(xs):
        for k, name in enumerate(("sin", "cos", "tan")):
            got, want = out[3 * i + k], getattr(math, name)(x)
            err = abs(got - want) / ulp(want)
            if not err <= 5:
                sys.exit(f"FAIL {name}({x!r}) = {got!r}, host {want!r}: {err:.1f} ulp")
            worst[name] = max(worst[name], err)
    for name, err in worst.items():
        print(f"{name} max error {err:.2f} ulp")


if __name__ == "__main__":
    if sys.argv[1] == "inputs":
        inputs(sys.argv[2], int(sys.argv[3]))
    else:
        check(sys.argv[2], sys.argv[3])
