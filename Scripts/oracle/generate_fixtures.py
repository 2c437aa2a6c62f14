#!/usr/bin/env python3
"""Generate Trellis solver fixtures from the independent LP oracle (lexlp.py).

Writes <out-dir>/random-systems.json and <out-dir>/conflicts.json.  Fully
deterministic for a given --seed / --cases / --conflict-cases.

    python3 Scripts/oracle/generate_fixtures.py --seed 20240601 --cases 2400 \
        --conflict-cases 360 --out-dir Tests/SolverTests/Fixtures
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lexlp  # noqa: E402
from lexlp import REQUIRED, SystemState  # noqa: E402

SHARED_LEVELS = [100, 250, 500, 750, 999]
ODD_LEVELS = [1, 2, 101, 249, 251, 501, 998]
BORDERLINE_LOW, BORDERLINE_HIGH = 1e-6, 1e-3  # ranges in here are numerically suspicious -> reject case
MAX_ABS_VALUE = 1e5


class Reject(Exception):
    pass


def num(v):
    """Plain JSON number: ints stay ints, integral floats become ints."""
    if v is None:
        return None
    if isinstance(v, float) and v.is_integer():
        return int(v)
    return v


class Gen:
    def __init__(self, rng: np.random.Generator):
        self.rng = rng

    def choice(self, seq, p=None):
        return seq[int(self.rng.choice(len(seq), p=p))]

    def coef(self):
        r = self.rng.random()
        sign = 1 if self.rng.random() < 0.5 else -1
        if r < 0.75:
            return sign * 1
        if r < 0.85:
            return sign * 2
        if r < 0.92:
            return sign * 3
        return sign * 0.5

    def terms(self, n, k=None):
        if k is None:
            k = self.choice([1, 2, 3, 4], p=[0.35, 0.40, 0.20, 0.05])
        k = min(k, n)
        vars_ = sorted(int(v) for v in self.rng.choice(n, size=k, replace=False))
        ts = [[v, self.coef()] for v in vars_]
        if k < n and self.rng.random() < 0.02:  # rare explicit zero coefficient
            others = [v for v in range(n) if v not in vars_]
            ts.append([self.choice(others), 0])
        return ts

    def hidden(self, n):
        return [2 * int(v) for v in self.rng.integers(-6, 7, size=n)]  # even ints: 0.5-coefs stay integral

    @staticmethod
    def dot(terms, h):
        return sum(c * h[v] for v, c in terms)

    def required(self, n, h, op=None):
        """A required constraint that holds at the hidden point h, integer constant in -50..50."""
        for _ in range(100):
            ts = self.terms(n)
            op_ = op or self.choice(["==", "<=", ">="], p=[0.3, 0.35, 0.35])
            s = 0 if self.rng.random() < 0.3 else int(self.rng.integers(1, 11))
            ah = self.dot(ts, h)
            if op_ == "==":
                c = -ah
            elif op_ == "<=":
                c = -ah - s
            else:
                c = -ah + s
            if float(c).is_integer() and -50 <= c <= 50:
                return {"terms": ts, "constant": int(c), "op": op_, "priority": REQUIRED}
        raise Reject("could not build required constraint")

    def optional(self, n, h, levels, single_var=False):
        ts = self.terms(n, 1 if single_var else None)
        op = self.choice(["==", "<=", ">="], p=[0.6, 0.2, 0.2])
        if self.rng.random() < 0.5:
            c = -self.dot(ts, h) + int(self.rng.integers(-10, 11))
            c = int(max(-50, min(50, round(c))))
        else:
            c = int(self.rng.integers(-50, 51))
        return {"terms": ts, "constant": c, "op": op, "priority": self.choice(levels)}

    def levels(self):
        k = self.choice([1, 2, 3], p=[0.35, 0.4, 0.25])
        pool = SHARED_LEVELS + (ODD_LEVELS if self.rng.random() < 0.1 else [])
        return sorted(int(v) for v in self.rng.choice(pool, size=k, replace=False))


def check_step(n, state: SystemState):
    mins, maxs, _, raw_min, raw_max = lexlp.solve_detail(n, state.current_constraints(), state.current_edits())
    for lo, hi in zip(raw_min, raw_max):
        if lo is not None and hi is not None and BORDERLINE_LOW < hi - lo < BORDERLINE_HIGH:
            raise Reject(f"borderline range {hi - lo}")
        for v in (lo, hi):
            if v is not None and abs(v) > MAX_ABS_VALUE:
                raise Reject("huge value")
    return {"op": "check", "min": [num(v) for v in mins], "max": [num(v) for v in maxs]}


def ambiguous(check):
    return any(lexlp.is_ambiguous(lo, hi) for lo, hi in zip(check["min"], check["max"]))


# --------------------------------------------------------------------------
# operations shared with generate_bound_fixtures.py
#
# A constraint re-added is the one made at first (`Solver.setConstant` and
# `setPriority` change the solver's copy), so changed ones (`modified`) are
# not re-added.


def add_one(g: Gen, n, state: SystemState, modified, do):
    """Adds a constraint not held and never changed, if the required ones can all hold with it; whether it did."""
    cand = [k for k in range(len(state.defs)) if k not in state.active and k not in modified]
    if not cand:
        return False
    k = g.choice(cand)
    if state.defs[k]["priority"] >= REQUIRED and not lexlp.required_feasible(
            n, state.current_constraints() + [state.defs[k]]):
        return False
    do({"op": "add", "constraint": k})
    return True


def set_one_constant(g: Gen, n, state: SystemState, candidates, modified, do, span):
    """Gives one of `candidates` a constant in -span..span, if the required ones can all hold with it; whether it did."""
    if not candidates:
        return False
    k = g.choice(candidates)
    new = int(g.rng.integers(-span, span + 1))
    if state.defs[k]["priority"] >= REQUIRED:
        trial = [dict(c, constant=new) if j == k else c
                 for j, c in zip(state.active, state.current_constraints())]
        if not lexlp.required_feasible(n, trial):
            return False
    modified.add(k)
    do({"op": "setConstant", "constraint": k, "constant": new})
    return True


def set_one_priority(g: Gen, state: SystemState, candidates, levels, modified, do):
    """Moves one optional constraint of `candidates` to another level; whether there was one."""
    cand = [k for k in candidates if state.defs[k]["priority"] < REQUIRED]
    if not cand:
        return False
    k = g.choice(cand)
    choices = [p for p in sorted(set(levels + SHARED_LEVELS)) if p != state.defs[k]["priority"]]
    modified.add(k)
    do({"op": "setPriority", "constraint": k, "priority": int(g.choice(choices))})
    return True


class CaseSteps:
    """A case's state and the steps that made it: `do` applies a step and records it, `check` records the
    oracle's check of the state."""

    def __init__(self, n, cons):
        self.n = n
        self.state = SystemState(n, cons)
        self.steps = []

    def do(self, step):
        self.state.apply(step)
        self.steps.append(step)

    def check(self):
        self.steps.append(check_step(self.n, self.state))

    def end_with_check(self):
        """Ends the steps with a check, unless the last step is one."""
        if self.steps[-1]["op"] != "check":
            self.check()


def suggest_one(case: CaseSteps, v, priority, value):
    """Suggests `value()` for variable `v`, first beginning its edit at `priority()` when it has none (drawn in
    that order)."""
    if v in case.state.edits:
        case.do({"op": "suggest", "variable": v, "value": value()})
    else:
        case.do({"op": "edit", "variable": v, "priority": priority()})
        case.do({"op": "suggest", "variable": v, "value": value()})


def readd_one(g: Gen, removed, modified, do):
    """Adds again a constraint drawn from `removed` (taken off the list), unless it was changed; whether it did."""
    if not removed:
        return False
    k = removed.pop(int(g.rng.integers(0, len(removed))))
    if k in modified:
        return False
    do({"op": "add", "constraint": k})
    return True


# --------------------------------------------------------------------------
# random-systems.json


def make_case(g: Gen, case_id: int, kind: str):
    rng = g.rng
    n = int(rng.integers(2, 7))
    h = g.hidden(n)
    levels = g.levels()
    cons = []
    if kind == "free":
        nreq = int(rng.integers(0, max(1, n - 1)))
        nopt = int(rng.integers(0, n))
    elif kind == "determined":
        nreq = int(rng.integers(0, n + 1))
        nopt = int(rng.integers(1, n + 2))
    elif kind == "ties":
        nreq = int(rng.integers(1, n + 1))
        nopt = int(rng.integers(2, 2 * n + 1))
    else:  # random
        nreq = int(rng.integers(0, n + 3))
        nopt = int(rng.integers(0, 2 * n + 2))
    for _ in range(nreq):
        cons.append(g.required(n, h))
    if kind == "ties":
        # classic tie: a required relation between two vars + single-var wishes at one shared level
        a, b = (int(v) for v in rng.choice(n, size=2, replace=False))
        lvl = g.choice(levels)
        cons.append({"terms": [[a, 1], [b, 1]], "constant": -(h[a] + h[b]), "op": "==", "priority": REQUIRED})
        cons.append({"terms": [[a, 1]], "constant": int(rng.integers(-50, 51)), "op": "==", "priority": lvl})
        cons.append({"terms": [[b, 1]], "constant": int(rng.integers(-50, 51)), "op": "==", "priority": lvl})
    for _ in range(nopt):
        cons.append(g.optional(n, h, levels, single_var=rng.random() < 0.4))
    if kind == "determined":
        # weak "stays" on every variable at the lowest level, at distinct sub-levels sometimes
        stay_level = min(levels) if rng.random() < 0.5 else None
        for v in range(n):
            p = stay_level if stay_level is not None else g.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
            cons.append({"terms": [[v, 1]], "constant": -int(rng.integers(-30, 31)), "op": "==", "priority": p})
    order = [int(i) for i in rng.permutation(len(cons))]
    cons = [cons[i] for i in order]

    incremental = rng.random() < 0.25
    use_edits = rng.random() < 0.2
    state = SystemState(n, cons)
    steps = []

    def do(step):
        state.apply(step)
        steps.append(step)

    def edit_ops():
        free_vars = [v for v in range(n) if v not in state.edits]
        if not free_vars:
            return
        v = g.choice(free_vars)
        p = g.choice(levels + [g.choice(SHARED_LEVELS)])
        do({"op": "edit", "variable": v, "priority": int(p)})
        do({"op": "suggest", "variable": v, "value": int(rng.integers(-50, 51))})
        if rng.random() < 0.3:
            do({"op": "suggest", "variable": v, "value": num(float(rng.integers(-100, 101)) / 2)})

    if not incremental:
        for k in range(len(cons)):
            do({"op": "add", "constraint": k})
        if use_edits:
            for _ in range(int(rng.integers(1, 3))):
                edit_ops()
        steps.append(check_step(n, state))
        return {"id": case_id, "variables": n, "constraints": cons, "steps": steps}

    # incremental: add a prefix, check, then random operations with checks in between
    first = int(rng.integers(max(1, len(cons) // 2), len(cons) + 1)) if cons else 0
    for k in range(first):
        do({"op": "add", "constraint": k})
    if use_edits:
        edit_ops()
    steps.append(check_step(n, state))
    modified = set()
    nops = int(rng.integers(3, 9))
    for i in range(nops):
        op = g.choice(["add", "remove", "setConstant", "setPriority", "edit", "suggest", "removeEdit"],
                      p=[0.2, 0.18, 0.2, 0.12, 0.1, 0.1, 0.1])
        if op == "add":
            if not add_one(g, n, state, modified, do):
                continue
        elif op == "remove":
            if not state.active:
                continue
            do({"op": "remove", "constraint": g.choice(state.active)})
        elif op == "setConstant":
            if not set_one_constant(g, n, state, state.active, modified, do, span=50):
                continue
        elif op == "setPriority":
            if not set_one_priority(g, state, state.active, levels, modified, do):
                continue
        elif op == "edit":
            edit_ops()
        elif op == "suggest":
            if not state.edits:
                continue
            v = g.choice(sorted(state.edits))
            do({"op": "suggest", "variable": v, "value": int(rng.integers(-50, 51))})
        elif op == "removeEdit":
            if not state.edits:
                continue
            do({"op": "removeEdit", "variable": g.choice(sorted(state.edits))})
        if rng.random() < 0.35 and i < nops - 1:
            steps.append(check_step(n, state))
    if steps[-1]["op"] != "check":
        steps.append(check_step(n, state))
    return {"id": case_id, "variables": n, "constraints": cons, "steps": steps}


def gen_random_systems(g: Gen, count: int, stats: Counter):
    cases = []
    kinds = ["random", "determined", "ties", "free"]
    kind_p = [0.4, 0.3, 0.15, 0.15]
    while len(cases) < count:
        kind = g.choice(kinds, p=kind_p)
        try:
            case = make_case(g, len(cases), kind)
        except Reject as e:
            stats["rejected: " + str(e).split(" ")[0] + " " + str(e).split(" ")[1]] += 1
            continue
        except lexlp.OracleNumericalError as e:
            stats["rejected: oracle numerical error"] += 1
            print("numerical:", e, file=sys.stderr)
            continue
        cases.append(case)
        stats["kind " + kind] += 1
        checks = [s for s in case["steps"] if s["op"] == "check"]
        stats["final check ambiguous" if ambiguous(checks[-1]) else "final check unambiguous"] += 1
        stats["any check ambiguous" if any(ambiguous(c) for c in checks) else "no check ambiguous"] += 1
        stats["any unbounded"] += any(v is None for c in checks for v in c["min"] + c["max"])
        stats["incremental (>1 check)"] += len(checks) > 1
        stats["checks"] += len(checks)
        ops = Counter(s["op"] for s in case["steps"])
        stats["with edits"] += ops["edit"] > 0
        stats["with removeEdit"] += ops["removeEdit"] > 0
        stats["with setConstant"] += ops["setConstant"] > 0
        stats["with setPriority"] += ops["setPriority"] > 0
        stats["with remove"] += ops["remove"] > 0
    return cases


# --------------------------------------------------------------------------
# conflicts.json


def make_conflict_case(g: Gen, case_id: int):
    rng = g.rng
    n = int(rng.integers(2, 7))
    h = g.hidden(n)
    levels = g.levels()
    nreq = int(rng.integers(2, 8))
    req = [g.required(n, h, op=g.choice(["==", "<=", ">="], p=[0.2, 0.4, 0.4])) for _ in range(nreq)]
    # redundant looser copies of required inequalities -> several minimal conflicts
    for c in list(req):
        if c["op"] != "==" and rng.random() < 0.35:
            loosen = int(rng.integers(1, 6))
            const = c["constant"] - loosen if c["op"] == "<=" else c["constant"] + loosen
            if -50 <= const <= 50:
                req.append(dict(c, constant=const))
    opt = [g.optional(n, h, levels, single_var=rng.random() < 0.5) for _ in range(int(rng.integers(0, 5)))]
    if rng.random() < 0.5:  # weak stays -> mostly determined state after the failed add
        lvl = min(levels)
        opt += [{"terms": [[v, 1]], "constant": -int(rng.integers(-30, 31)), "op": "==", "priority": lvl}
                for v in range(n)]
    # the failing constraint: push a random linear form past its extreme over the required set
    failing = None
    for _ in range(30):
        ts = g.terms(n)
        form = {"terms": ts, "constant": 0, "op": "==", "priority": 1}  # objective holder
        lo_hi = []
        for sign in (1, -1):
            m = lexlp._Model(n, req)
            status, fun, _ = m.lp({v: sign * float(c) for v, c in ts})
            lo_hi.append(None if status == 3 else sign * fun)
        lo, hi = lo_hi
        d = int(rng.integers(1, 6))
        options = []
        if hi is not None:
            t = int(np.ceil(hi - 1e-9)) + d  # need form >= t > max
            options.append({"terms": ts, "constant": -t, "op": ">=", "priority": REQUIRED})
            options.append({"terms": ts, "constant": -t, "op": "==", "priority": REQUIRED})
        if lo is not None:
            t = int(np.floor(lo + 1e-9)) - d  # need form <= t < min
            options.append({"terms": ts, "constant": -t, "op": "<=", "priority": REQUIRED})
            options.append({"terms": ts, "constant": -t, "op": "==", "priority": REQUIRED})
        options = [o for o in options if -50 <= o["constant"] <= 50]
        if options:
            failing = g.choice(options)
            break
        del form
    if failing is None:
        raise Reject("no failing constraint found")
    cons = req + opt
    order = [int(i) for i in rng.permutation(len(cons))]
    cons = [cons[i] for i in order]
    k = int(rng.integers(0, len(cons) + 1))
    cons.insert(k, failing)
    rest = [c for j, c in enumerate(cons) if j != k]
    if not lexlp.required_feasible(n, rest):
        raise Reject("rest infeasible")
    if lexlp.required_feasible(n, cons, relax=1e-4):
        raise Reject("failing not robustly infeasible")
    iis = lexlp.minimal_conflicts(n, cons, must_include=k)
    if not iis or any(k not in s for s in iis):
        raise Reject("bad iis")
    state = SystemState(n, cons)
    steps = []
    add_order = [j for j in range(len(cons)) if j != k]
    split = int(rng.integers(0, len(add_order) + 1)) if rng.random() < 0.3 else len(add_order)
    for j in add_order[:split]:
        state.apply({"op": "add", "constraint": j})
        steps.append({"op": "add", "constraint": j})
    steps.append({"op": "addFailing", "constraint": k, "minimalConflicts": iis})
    # optional constraints are never part of a conflict, so adding the rest afterwards is fine;
    # IIS are computed over all required constraints, so required ones must be added before.
    late = add_order[split:]
    if any(cons[j]["priority"] >= REQUIRED for j in late):
        # keep it simple: all required constraints go before the failing add
        steps = [s for s in steps if s["op"] != "addFailing"]
        for j in [j for j in late if cons[j]["priority"] >= REQUIRED]:
            state.apply({"op": "add", "constraint": j})
            steps.append({"op": "add", "constraint": j})
        late = [j for j in late if cons[j]["priority"] < REQUIRED]
        steps.append({"op": "addFailing", "constraint": k, "minimalConflicts": iis})
    steps.append(check_step(n, state))
    if late:
        for j in late:
            state.apply({"op": "add", "constraint": j})
            steps.append({"op": "add", "constraint": j})
        steps.append(check_step(n, state))
    return {"id": case_id, "variables": n, "constraints": cons, "steps": steps}


def gen_conflicts(g: Gen, count: int, stats: Counter):
    cases = []
    while len(cases) < count:
        try:
            case = make_conflict_case(g, len(cases))
        except Reject as e:
            stats["rejected: " + str(e)] += 1
            continue
        except lexlp.OracleNumericalError as e:
            stats["rejected: oracle numerical error"] += 1
            print("numerical:", e, file=sys.stderr)
            continue
        cases.append(case)
        fail = [s for s in case["steps"] if s["op"] == "addFailing"][0]
        stats[f"IIS count {min(len(fail['minimalConflicts']), 4)}{'+' if len(fail['minimalConflicts']) >= 4 else ''}"] += 1
        stats["max IIS size"] = max(stats["max IIS size"], max(len(s) for s in fail["minimalConflicts"]))
        checks = [s for s in case["steps"] if s["op"] == "check"]
        stats["final check ambiguous" if ambiguous(checks[-1]) else "final check unambiguous"] += 1
    return cases


def write(path, seed, command, cases, generator="Scripts/oracle/generate_fixtures.py"):
    doc = {
        "generator": generator,
        "command": command,
        "seed": seed,
        "note": "expected values computed by scipy HiGHS, level by level",
        "cases": cases,
    }
    with open(path, "w") as f:
        json.dump(doc, f, separators=(",", ":"))
        f.write("\n")
    return os.path.getsize(path)


def run_generator(doc, script, fixture, seed, cases, make_case):
    """The command line of a generator that writes one fixture file: `--seed`, `--cases`, `--out-dir`; draws cases
    with `make_case(gen, index, stats)` until `--cases` are made (a `Reject` or an oracle's numerical error counts
    a rejection and draws again) and writes them to `fixture` in the output folder."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=seed)
    ap.add_argument("--cases", type=int, default=cases)
    ap.add_argument("--out-dir", default="Tests/SolverTests/Fixtures")
    args = ap.parse_args()
    command = f"python3 Scripts/oracle/{script} --seed {args.seed} --cases {args.cases} --out-dir {args.out_dir}"
    os.makedirs(args.out_dir, exist_ok=True)
    g = Gen(np.random.default_rng(args.seed))
    made, stats = [], Counter()
    while len(made) < args.cases:
        try:
            made.append(make_case(g, len(made), stats))
        except Reject as e:
            stats["rejected: " + str(e).split(" ")[0]] += 1
        except lexlp.OracleNumericalError:
            stats["rejected: oracle numerical error"] += 1
    size = write(os.path.join(args.out_dir, fixture), args.seed, command, made, generator="Scripts/oracle/" + script)
    print(f"{fixture}: {len(made)} cases, {size} bytes")
    for k in sorted(stats):
        print(f"  {k}: {stats[k]}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--cases", type=int, default=2400)
    ap.add_argument("--conflict-cases", type=int, default=360)
    ap.add_argument("--out-dir", default="Tests/SolverTests/Fixtures")
    args = ap.parse_args()
    command = (f"python3 Scripts/oracle/generate_fixtures.py --seed {args.seed} --cases {args.cases} "
               f"--conflict-cases {args.conflict_cases} --out-dir {args.out_dir}")
    os.makedirs(args.out_dir, exist_ok=True)

    # independent streams so the two files can be sized separately without affecting each other
    ss = np.random.SeedSequence(args.seed)
    s_main, s_conf = ss.spawn(2)
    stats = Counter()
    cases = gen_random_systems(Gen(np.random.default_rng(s_main)), args.cases, stats)
    size = write(os.path.join(args.out_dir, "random-systems.json"), args.seed, command, cases)
    print(f"random-systems.json: {len(cases)} cases, {size} bytes")
    for k in sorted(stats):
        print(f"  {k}: {stats[k]}")
    cstats = Counter()
    ccases = gen_conflicts(Gen(np.random.default_rng(s_conf)), args.conflict_cases, cstats)
    size = write(os.path.join(args.out_dir, "conflicts.json"), args.seed, command, ccases)
    print(f"conflicts.json: {len(ccases)} cases, {size} bytes")
    for k in sorted(cstats):
        print(f"  {k}: {cstats[k]}")
    print("oracle numerics:")
    for k in sorted(lexlp.STATS):
        print(f"  {k}: {lexlp.STATS[k]}")


if __name__ == "__main__":
    main()
