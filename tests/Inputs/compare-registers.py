#!/usr/bin/env python3
"""Compares the register counts in two code objects' metadata (one kernel each), as
llvm-readobj --notes prints them: prints both, and fails unless the first (kcc's) spills no
more VGPRs to memory than the second (llc-22's) and uses at least --min-vgprs and at most
--max-vgprs VGPRs; with --max-extra-sgprs N, also unless it spills no SGPRs and uses at most N
SGPRs more than the second.
Usage: compare-registers.py KCC.o LLC.o [--min-vgprs N] [--max-vgprs N] [--max-extra-sgprs N]"""
import argparse
import re
import subprocess
import sys

FIELDS = ["vgpr_count", "vgpr_spill_count", "sgpr_count", "sgpr_spill_count"]


def counts(path):
    notes = subprocess.run(["llvm-readobj", "--notes", path], capture_output=True, text=True, check=True).stdout
    return {f: int(re.search(rf"\.{f}:\s+(\d+)", notes).group(1)) for f in FIELDS}


parser = argparse.ArgumentParser()
parser.add_argument("kcc")
parser.add_argument("llc")
parser.add_argument("--min-vgprs", type=int, default=0)
parser.add_argument("--max-vgprs", type=int, default=256)
parser.add_argument("--max-extra-sgprs", type=int)
args = parser.parse_args()
kcc, llc = counts(args.kcc), counts(args.llc)
for name, c in [("kcc", kcc), ("llc", llc)]:
    print(name, " ".join(f"{f}={c[f]}" for f in FIELDS))
errors = []
if kcc["vgpr_spill_count"] > llc["vgpr_spill_count"]:
    errors.append("kcc spills more VGPRs to memory than llc")
if not args.min_vgprs <= kcc["vgpr_count"] <= args.max_vgprs:
    errors.append(f"kcc's VGPRs are outside {args.min_vgprs}..{args.max_vgprs}")
if args.max_extra_sgprs is not None:
    if kcc["sgpr_spill_count"] > 0:
        errors.append("kcc spills SGPRs")
    if kcc["sgpr_count"] > llc["sgpr_count"] + args.max_extra_sgprs:
        errors.append(f"kcc uses more than {args.max_extra_sgprs} SGPRs more than llc")
for e in errors:
    print("error:", e, file=sys.stderr)
sys.exit(1 if errors else 0)
