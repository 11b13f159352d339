"""Checks the register counts an assembly file (`kcc -S` or `llc`) declares for each kernel
against the registers its code names: `.amdhsa_next_free_vgpr` is one past the highest VGPR
named (at least 1) and, with `dense`, every VGPR below it is named; `.amdhsa_next_free_sgpr` is
one past the highest SGPR named (s0..s101, tuples included), or the SGPRs the hardware
initializes (user SGPRs, work-group ids, the private segment wave offset) when more.
Usage: register_counts.py FILE.s [dense]"""
import re
import sys

text = open(sys.argv[1]).read()
dense = len(sys.argv) > 2 and sys.argv[2] == "dense"
failed = False
for m in re.finditer(r"^(\w+):[^\n]*\n(.*?)^\.Lfunc_end\d+:.*?\.amdhsa_kernel \1\n(.*?)\.end_amdhsa_kernel", text, re.S | re.M):
    name, code, desc = m.group(1), m.group(2), m.group(3)
    field = lambda f: int(re.search(r"\.amdhsa_" + f + r" (\d+)", desc).group(1))
    named = {"s": set(), "v": set()}
    for line in code.splitlines():
        line = line.split(";")[0]
        if not line.startswith("\t") or line.strip().startswith("."):
            continue
        for k, a, b in re.findall(r"\b([sv])\[(\d+):(\d+)\]", line):
            named[k].update(range(int(a), int(b) + 1))
        for k, a in re.findall(r"\b([sv])(\d+)\b", line):
            named[k].add(int(a))
    vgprs = max(named["v"], default=0) + 1
    inputs = field("user_sgpr_count") + sum(field("system_sgpr_workgroup_id_" + d) for d in "xyz")
    inputs += field("system_sgpr_private_segment_wavefront_offset")
    sgprs = max(max(named["s"], default=-1) + 1, inputs)
    got = (field("next_free_sgpr"), field("next_free_vgpr"))
    ok = got == (sgprs, vgprs)
    gaps = sorted(set(range(vgprs)) - named["v"]) if dense else []
    print(f"{name}: declares {got[0]} SGPRs, {got[1]} VGPRs; the code names {sgprs}, {vgprs}" + (f"; VGPRs never named: {gaps}" if gaps else ""))
    failed |= not ok or bool(gaps)
sys.exit(1 if failed else 0)
