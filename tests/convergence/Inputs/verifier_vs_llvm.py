#!/usr/bin/env python3
"""Differential test of kcc's MIR token verifier against LLVM's IR verifier.

Generates random small CFGs with convergence.entry/anchor/loop and controlled or uncontrolled
ballots, writes each as LLVM IR and as the same program in MIR, and checks that
`opt -passes=verify` and `kcc FILE.mir --run-pass=verify` accept and reject the same programs.
Token operands are always dominated by their definitions, so SSA holds and only the
convergence rules decide. Exits 1 on any disagreement, printing the program and both verdicts.
"""
import argparse, os, random, subprocess, sys


def dominators(n, succ):
    reach, stack = {0}, [0]
    while stack:
        for s in succ[stack.pop()]:
            if s not in reach:
                reach.add(s)
                stack.append(s)
    dom = {b: set(reach) for b in reach}
    dom[0] = {0}
    preds = {b: [p for p in reach if b in succ[p]] for b in reach}
    changed = True
    while changed:
        changed = False
        for b in reach - {0}:
            new = set.intersection(*[dom[p] for p in preds[b]]) | {b}
            if new != dom[b]:
                dom[b], changed = new, True
    return dom


def generate(rng):
    n = rng.randint(2, 8)
    succ = []
    for b in range(n):
        k = rng.random()
        if b == n - 1 or k < 0.15:
            succ.append([])
        elif k < 0.5:
            succ.append([rng.randint(1, n - 1)])
        else:
            succ.append([rng.randint(1, n - 1), rng.randint(1, n - 1)])
    dom = dominators(n, succ)
    blocks, defs = [[] for _ in range(n)], {}
    controlled = rng.random() < 0.97
    # Dominators first, so tokens from dominating blocks exist when a block is filled.
    for b in sorted(range(n), key=lambda b: len(dom.get(b, ()))):
        for _ in range(rng.randint(0, 4)):
            avail = [t for t, db in defs.items() if db == b or (b in dom and db in dom[b])]
            k = rng.random()
            kind = 'entry' if k < 0.06 else 'anchor' if k < 0.3 else 'loop' if k < 0.55 and avail else 'ballot'
            use = None
            if kind in ('ballot', 'loop') and (controlled or rng.random() < 0.2):
                if avail:
                    use = rng.choice(avail)
                else:
                    kind = 'anchor'
            if kind == 'loop' and (use is None or (blocks[b] and rng.random() < 0.8)):
                kind, use = 'anchor', None
            token = None
            if kind != 'ballot':
                token = len(defs)
                defs[token] = b
            blocks[b].append((kind, use, token))
    return n, succ, blocks


def to_ll(n, succ, blocks):
    out = ['define void @k(i1 %c) convergent {']
    for b in range(n):
        out.append(f'b{b}:')
        for i, (kind, use, t) in enumerate(blocks[b]):
            bundle = f' [ "convergencectrl"(token %t{use}) ]' if use is not None else ''
            if kind == 'ballot':
                out.append(f'  %v{b}_{i} = call i64 @llvm.amdgcn.ballot.i64(i1 %c){bundle}')
            else:
                out.append(f'  %t{t} = call token @llvm.experimental.convergence.{kind}(){bundle}')
        s = succ[b]
        out.append('  ret void' if not s else f'  br label %b{s[0]}' if len(s) == 1 else f'  br i1 %c, label %b{s[0]}, label %b{s[1]}')
    out.append('}')
    out += [f'declare token @llvm.experimental.convergence.{k}()' for k in ('entry', 'anchor', 'loop')]
    out.append('declare i64 @llvm.amdgcn.ballot.i64(i1)')
    return '\n'.join(out) + '\n'


def to_mir(n, succ, blocks):
    out, value = ['kernel @k {'], 1000
    for b in range(n):
        out.append(f'bb{b}:')
        if b == 0:
            out.append('  %0:_(s1) = undef')
        for kind, use, t in blocks[b]:
            if kind == 'ballot':
                value += 1
                out.append(f'  %{value}:_(s64) = ballot %0' + (f', %{use + 1}' if use is not None else ''))
            else:
                out.append(f'  %{t + 1}:_(token) = convergence.{kind}' + (f' %{use + 1}' if use is not None else ''))
        s = succ[b]
        out.append('  ret' if not s else f'  br bb{s[0]}' if len(s) == 1 else f'  condbr %0, bb{s[0]}, bb{s[1]}')
    out.append('}')
    return '\n'.join(out) + '\n'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--kcc', required=True)
    ap.add_argument('--opt', default='opt')
    ap.add_argument('--dir', required=True)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--count', type=int, default=100)
    a = ap.parse_args()
    os.makedirs(a.dir, exist_ok=True)
    ll_path, mir_path = os.path.join(a.dir, 'p.ll'), os.path.join(a.dir, 'p.mir')
    rng = random.Random(a.seed)
    accepted = rejected = 0
    for i in range(a.count):
        program = generate(rng)
        with open(ll_path, 'w') as f:
            f.write(to_ll(*program))
        with open(mir_path, 'w') as f:
            f.write(to_mir(*program))
        llvm = subprocess.run([a.opt, '-passes=verify', '-disable-output', ll_path], capture_output=True, text=True)
        kcc = subprocess.run([a.kcc, mir_path, '--run-pass=verify', '-o', os.devnull], capture_output=True, text=True)
        if (llvm.returncode == 0) != (kcc.returncode == 0):
            print(f'DISAGREE on program {i} (seed {a.seed}):\n{to_ll(*program)}\n{to_mir(*program)}')
            print('opt:', llvm.stderr.strip() or 'accepted')
            print('kcc:', kcc.stderr.strip() or 'accepted')
            sys.exit(1)
        if llvm.returncode == 0:
            accepted += 1
        else:
            rejected += 1
    # A generator that only makes valid (or only broken) programs would prove nothing.
    if accepted < a.count // 5 or rejected < a.count // 5:
        print(f'too one-sided: {accepted} accepted, {rejected} rejected')
        sys.exit(1)
    print(f'agree on {a.count} programs: {accepted} accepted, {rejected} rejected')


main()
