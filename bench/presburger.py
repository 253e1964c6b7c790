#!/usr/bin/env python3
"""Queries per second: strata-presburger (the `strata-poly` binary) vs isl (islpy, one process).

Generates one file of random set/relation queries (seeded), runs it through
`strata-poly` and through isl, and prints the throughput of each. Both sides parse the
operands, compute the answer and print it (isl: `str()`); queries Strata answers with an
error (budget or unsupported) are counted and reported, and isl's time still includes them.
Times are CPU times (user + system) of each side, median of the interleaved runs.

    cargo build --release -p strata-presburger --example calc
    python3 bench/presburger.py [--queries N] [--seed S] [--repeat R] [--bin target/release/examples/calc]

(`examples/calc` runs the same `strata_presburger::calc::run` as `strata-poly` without
building all of strata-tools in release mode; `--bin target/release/strata-poly` works too.)
        [--kinds empty,inter,sub,subset,union,lexmin,lexmax,plexmin,apply,domain]
"""
import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time

import islpy as isl


def term(rng, names, big):
    parts = []
    for n in names:
        c = rng.randint(1, 1 << 20) * (1 << 40) if big and rng.random() < 0.03 else rng.randint(-3, 3)
        if c:
            parts.append("%d*%s" % (c, n))
    parts.append(str(rng.randint(-6, 6)))
    return " + ".join(parts).replace("+ -", "- ")


def constraint(rng, names, big):
    t = term(rng, names, big)
    k = rng.randint(0, 9)
    if k == 0:
        return "%s = 0" % t
    if k == 1:
        d = rng.randint(2, 4)
        return "(%s) mod %d = %d" % (t, d, rng.randint(0, d - 1))
    if k == 2:
        return "floor((%s)/%d) >= %d" % (t, rng.randint(2, 3), rng.randint(-3, 3))
    return "%s >= 0" % t


def operand(rng, dims, n_in=0, param=False, exists=True, big=True):
    ins = ["x%d" % i for i in range(n_in)]
    outs = ["y%d" % i for i in range(dims)]
    names = ins + outs
    tup = "[%s]" % ", ".join(outs) if not n_in else "[%s] -> [%s]" % (", ".join(ins), ", ".join(outs))
    parts = []
    for _ in range(rng.randint(1, 2)):
        cons = ["-%d <= %s <= %d" % (rng.randint(0, 6), n, rng.randint(0, 6)) for n in names]
        local = names + (["n"] if param else [])
        use_e = exists and rng.random() < 0.25
        if use_e:
            local = local + ["e"]
        for _ in range(rng.randint(1, 3)):
            cons.append(constraint(rng, local, big))
        body = " and ".join(cons)
        if use_e:
            body = "exists (e : %s)" % body
        parts.append("%s : %s" % (tup, body))
    return ("[n] -> " if param else "") + "{ %s }" % "; ".join(parts)


def queries(n, seed, kinds):
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        kind = rng.choice(kinds)
        dims = 3 if rng.random() < 0.15 else rng.randint(1, 2)
        param = rng.random() < 0.3
        if kind in ("empty", "lexmin", "lexmax"):
            out.append((kind, operand(rng, dims, param=param and kind == "empty"), None))
        elif kind == "plexmin":
            out.append((kind, operand(rng, dims, param=True), None))
        elif kind == "domain":
            out.append((kind, operand(rng, rng.randint(1, 2), n_in=dims, param=param), None))
        elif kind == "apply":
            out.append((kind, operand(rng, dims, param=param),
                        operand(rng, rng.randint(1, 2), n_in=dims, param=param)))
        else:
            out.append((kind, operand(rng, dims, param=param),
                        operand(rng, dims, param=param, exists=False)))
    return out


STRATA = {
    "empty": "A <= {}", "inter": "A * B", "sub": "A - B", "subset": "A <= B",
    "union": "A + B", "lexmin": "lexmin A", "lexmax": "lexmax A", "plexmin": "lexmin A",
    "apply": "B(A)", "domain": "domain A",
}


def obj(text):
    try:
        return isl.Set(text)
    except isl.Error:
        return isl.Map(text)


def isl_query(kind, a, b):
    a = obj(a)
    b = obj(b) if b is not None else None
    if kind == "empty":
        return a.is_empty()
    if kind == "inter":
        return a.intersect(b)
    if kind == "sub":
        return a.subtract(b)
    if kind == "subset":
        return a.is_subset(b)
    if kind == "union":
        return a.union(b).coalesce()
    if kind in ("lexmin", "plexmin"):
        return a.lexmin()
    if kind == "lexmax":
        return a.lexmax()
    if kind == "apply":
        return a.apply(b)
    if kind == "domain":
        return a.domain()
    raise ValueError(kind)


def children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def script_of(kind, a, b):
    lines = ["A := %s;" % a]
    if b is not None:
        lines.append("B := %s;" % b)
    lines.append("%s;" % STRATA[kind])
    return "\n".join(lines) + "\n"


def per_query(qs, args):
    """Each query alone: Strata in its own process (CPU time less an empty run's), isl in
    this one (best of `repeat`). Lists the queries where Strata spends the most."""
    def run_strata(text):
        with tempfile.NamedTemporaryFile("w", suffix=".poly", delete=False) as f:
            f.write(text)
            path = f.name
        best, err = None, False
        for _ in range(args.repeat):
            t0 = children_cpu()
            p = subprocess.run([args.bin, path], capture_output=True, text=True)
            t = children_cpu() - t0
            best = t if best is None else min(best, t)
            err = ": error: " in p.stderr
        os.unlink(path)
        return best, err
    base, _ = run_strata("A := { [x] : x >= 0 };\n")
    rows = []
    for i, (kind, a, b) in enumerate(qs):
        ts, err = run_strata(script_of(kind, a, b))
        ti = None
        for _ in range(args.repeat):
            t0 = time.process_time()
            try:
                str(isl_query(kind, a, b))
            except isl.Error:
                pass
            t = time.process_time() - t0
            ti = t if ti is None else min(ti, t)
        rows.append((max(ts - base, 0.0), ti, err, i, kind, a, b))
    tot_s = sum(r[0] for r in rows)
    tot_i = sum(r[1] for r in rows)
    print("per query (best of %d): strata %.3f s (less %.4f s per process), isl %.3f s, errors %d"
          % (args.repeat, tot_s, base, tot_i, sum(r[2] for r in rows)))
    for ts, ti, err, i, kind, a, b in sorted(rows, key=lambda r: -r[0])[:args.worst]:
        print("#%d %s strata %.4f s isl %.4f s%s\n  A := %s;%s"
              % (i, kind, ts, ti, " ERROR" if err else "", a, "" if b is None else "\n  B := %s;" % b))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--queries", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bin", default="target/release/examples/calc")
    ap.add_argument("--repeat", type=int, default=3, help="runs of each side (median reported)")
    ap.add_argument("--kinds", default="empty,inter,sub,subset,union,lexmin,lexmax,plexmin,apply,domain")
    ap.add_argument("--worst", type=int, default=0,
                    help="time each query alone on both sides and list the N slowest for Strata")
    args = ap.parse_args()
    qs = queries(args.queries, args.seed, args.kinds.split(","))
    if args.worst:
        return per_query(qs, args)
    script = []
    for kind, a, b in qs:
        script.append("A := %s;" % a)
        if b is not None:
            script.append("B := %s;" % b)
        script.append("%s;" % STRATA[kind])
    with tempfile.NamedTemporaryFile("w", suffix=".poly", delete=False) as f:
        f.write("\n".join(script) + "\n")
        path = f.name
    strata_times, isl_times = [], []
    errors = isl_err = 0
    for _ in range(args.repeat):
        # Interleaved: one Strata run, then one isl run, so both see the same load. CPU
        # time (user + system) on both sides: the machine may be shared.
        t0 = children_cpu()
        p = subprocess.run([args.bin, path], capture_output=True, text=True)
        strata_times.append(children_cpu() - t0)
        errors = len([l for l in p.stderr.splitlines() if ": error: " in l])
        t0 = time.process_time()
        isl_err = 0
        for kind, a, b in qs:
            try:
                str(isl_query(kind, a, b))
            except isl.Error:
                isl_err += 1
        isl_times.append(time.process_time() - t0)
    os.unlink(path)
    t_strata = statistics.median(strata_times)
    t_isl = statistics.median(isl_times)
    n = len(qs)
    print("queries: %d (seed %d, kinds %s), median of %d interleaved runs, load average %s"
          % (n, args.seed, args.kinds, args.repeat, " ".join("%.2f" % x for x in os.getloadavg())))
    print("strata-poly: %.3f s, %.0f queries/s (%d answered with an error)" % (t_strata, n / t_strata, errors))
    print("isl (islpy): %.3f s, %.0f queries/s (%d errors)" % (t_isl, n / t_isl, isl_err))
    print("ratio strata/isl throughput: %.2f" % (t_isl / t_strata))

if __name__ == "__main__":
    sys.exit(main())
