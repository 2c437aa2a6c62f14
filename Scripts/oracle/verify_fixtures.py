#!/usr/bin/env python3
"""Second-route check of the committed fixtures, in EXACT rational arithmetic.

Independent of HiGHS and of every floating-point tolerance in lexlp.py: the
level-by-level optimisation, the optimal face and the min/max of every variable
are recomputed with a small self-contained two-phase simplex over Fractions
(Bland's rule, so it terminates; each level's optimum is fixed with an exact
equality).  (sympy 1.14's exact simplex was tried first but mishandles free
variables and sometimes reports "oscillating system".)
For conflict cases every minimal infeasible subset is recomputed exactly too.

    python3 Scripts/oracle/verify_fixtures.py --sample 150 --conflict-sample 40

Samples are deterministic (evenly spaced over the cases, smaller systems
preferred so the exact simplex stays fast); of the structured fixtures (chains,
wish chains, equal-spacing and equal-centering stacks, many levels) the
smallest cases, `--structured-sample` of each.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import sys
from fractions import Fraction


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lexlp import REQUIRED, SystemState, edit_constraint  # noqa: E402

FIX = "Tests/SolverTests/Fixtures"


class InfeasibleLPError(Exception):
    pass


class UnboundedLPError(Exception):
    pass


def R(v):
    return Fraction(str(v))


def exact_simplex(c, rows_ub, rows_eq, ncols):
    """min c.x  s.t.  rows_ub (A x <= b), rows_eq (A x = b), x >= 0; exact Fractions.

    rows are (dict col->Fraction, rhs).  Returns the optimal value or raises.
    """
    rows = []  # dense rows over ncols + slacks
    nslack = len(rows_ub)
    width = ncols + nslack
    for i, (row, rhs) in enumerate(rows_ub):
        r = [Fraction(0)] * width
        for k, v in row.items():
            r[k] += v
        r[ncols + i] = Fraction(1)
        rows.append((r, Fraction(rhs)))
    for row, rhs in rows_eq:
        r = [Fraction(0)] * width
        for k, v in row.items():
            r[k] += v
        rows.append((r, Fraction(rhs)))
    m = len(rows)
    # tableau rows: [coeffs..., artificials..., rhs], b >= 0
    T = []
    for i, (r, rhs) in enumerate(rows):
        if rhs < 0:
            r, rhs = [-x for x in r], -rhs
        art = [Fraction(0)] * m
        art[i] = Fraction(1)
        T.append(r + art + [rhs])
    basis = [width + i for i in range(m)]
    total = width + m

    def pivot(pr, pc):
        pv = T[pr][pc]
        T[pr] = [x / pv for x in T[pr]]
        for i in range(len(T)):
            if i != pr and T[i][pc] != 0:
                f = T[i][pc]
                T[i] = [a - f * b for a, b in zip(T[i], T[pr])]
        basis[pr] = pc

    def run(cost, allowed):
        # reduced costs z_j = cost_j - sum_i cost_basis[i] * T[i][j]
        while True:
            z = [cost[j] - sum(cost[basis[i]] * T[i][j] for i in range(len(T))) for j in range(total)]
            enter = next((j for j in range(total) if allowed[j] and z[j] < 0), None)
            if enter is None:
                return sum(cost[basis[i]] * T[i][-1] for i in range(len(T)))
            best = None
            for i in range(len(T)):
                if T[i][enter] > 0:
                    ratio = T[i][-1] / T[i][enter]
                    if best is None or ratio < best[0] or (ratio == best[0] and basis[i] < basis[best[1]]):
                        best = (ratio, i)
            if best is None:
                raise UnboundedLPError()
            pivot(best[1], enter)

    cost1 = [Fraction(0)] * width + [Fraction(1)] * m
    if run(cost1, [True] * total) > 0:
        raise InfeasibleLPError()
    # drive artificials out of the basis; drop redundant rows
    i = 0
    while i < len(T):
        if basis[i] >= width:
            j = next((j for j in range(width) if T[i][j] != 0), None)
            if j is None:
                del T[i]
                del basis[i]
                continue
            pivot(i, j)
        i += 1
    cost2 = [Fraction(0)] * total
    for k, v in c.items():
        cost2[k] += v
    return run(cost2, [j < width for j in range(total)])


class ExactModel:
    def __init__(self, n, constraints):
        self.n = n
        self.ub, self.eq = [], []  # (dict col->Rational, rhs)
        self.ncols = n
        self.levels = {}
        for con in constraints:
            a = {}
            for var, coef in con["terms"]:
                a[var] = a.get(var, 0) + R(coef)
            c = R(con["constant"])
            op, p = con["op"], con["priority"]
            if p >= REQUIRED:
                if op == "==":
                    self.eq.append((a, -c))
                elif op == "<=":
                    self.ub.append((a, -c))
                else:
                    self.ub.append(({k: -v for k, v in a.items()}, c))
                continue
            cols = self.levels.setdefault(p, [])
            if op == "==":
                ep, em = self.ncols, self.ncols + 1
                self.ncols += 2
                self.eq.append(({**a, ep: -1, em: 1}, -c))
                cols += [ep, em]
            else:
                e = self.ncols
                self.ncols += 1
                sg = 1 if op == "<=" else -1
                row = {k: sg * v for k, v in a.items()}
                row[e] = -1
                self.ub.append((row, -sg * c))
                cols.append(e)

    def lp(self, obj):
        # free x_i are split as xp_i - xm_i (xm_i in column ncols + i); everything >= 0
        def split(row):
            out = dict(row)
            for k, v in row.items():
                if k < self.n:
                    out[self.ncols + k] = out.get(self.ncols + k, 0) - v
            return out

        ub = [(split(r), b) for r, b in self.ub]
        eq = [(split(r), b) for r, b in self.eq]
        return exact_simplex(split(obj), ub, eq, self.ncols + self.n)


def exact_face(n, constraints, edits):
    cons = list(constraints) + [edit_constraint(v, p, R(s)) for v, p, s in edits]
    m = ExactModel(n, cons)
    for p in sorted(m.levels, reverse=True):
        cols = m.levels[p]
        opt = m.lp({k: 1 for k in cols})
        m.eq.append(({k: Fraction(1) for k in cols}, opt))
    mins, maxs = [], []
    for i in range(n):
        try:
            mins.append(m.lp({i: 1}))
        except UnboundedLPError:
            mins.append(None)
        try:
            maxs.append(-m.lp({i: -1}))
        except UnboundedLPError:
            maxs.append(None)
    return mins, maxs


def exact_feasible(n, constraints):
    m = ExactModel(n, [c for c in constraints if c["priority"] >= REQUIRED])
    try:
        m.lp({})
        return True
    except InfeasibleLPError:
        return False


def close(a, b):
    if a is None or b is None:
        return a is None and b is None
    return abs(float(a) - float(b)) <= 1e-6


def check_case(case, failures):
    n = case["variables"]
    st = SystemState(n, case["constraints"])
    nchecks = 0
    for step in case["steps"]:
        st.apply(step)
        if step["op"] == "addFailing":
            k = step["constraint"]
            cons = [st.defs[j] for j in st.active] + [st.defs[k]]
            idx = list(st.active) + [k]
            req = [j for j, c in zip(idx, cons) if c["priority"] >= REQUIRED]
            found = []
            for size in range(1, len(req) + 1):
                for combo in itertools.combinations(req, size):
                    s = set(combo)
                    if any(f <= s for f in found):
                        continue
                    if not exact_feasible(n, [st.defs[j] for j in combo]):
                        found.append(s)
            exact = sorted((sorted(f) for f in found), key=lambda f: (len(f), f))
            if exact != step["minimalConflicts"]:
                failures.append((case["id"], "minimalConflicts", exact, step["minimalConflicts"]))
        if step["op"] == "check":
            nchecks += 1
            mins, maxs = exact_face(n, st.current_constraints(), st.current_edits())
            for i in range(n):
                if not (close(mins[i], step["min"][i]) and close(maxs[i], step["max"][i])):
                    failures.append((case["id"], f"check {nchecks} var {i}",
                                     (str(mins[i]), str(maxs[i])), (step["min"][i], step["max"][i])))
    return nchecks


def sample(cases, k):
    small = [c for c in cases if len(c["constraints"]) <= 14]
    if k <= 0:
        return []
    if k >= len(small):
        return small
    step = len(small) / k
    return [small[int(i * step)] for i in range(k)]


def smallest(cases, k):
    """The `k` cases with the fewest constraints (ties in file order): the structured fixtures' cases are larger than
    the random systems' small ones, and the exact simplex's time grows fast with the system."""
    return [c for _, _, c in sorted((len(c["constraints"]), i, c) for i, c in enumerate(cases))[:k]]


STRUCTURED = ("chain-systems.json", "wish-chain-systems.json", "spacing-systems.json", "centering-systems.json",
              "level-systems.json")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dir", default=FIX)
    ap.add_argument("--sample", type=int, default=150)
    ap.add_argument("--conflict-sample", type=int, default=40)
    ap.add_argument("--bound-sample", type=int, default=40)
    ap.add_argument("--structured-sample", type=int, default=2,
                    help="cases of each structured fixture (chains, wishes, stacks, levels), smallest first; "
                    "2 each take about 13 minutes")
    args = ap.parse_args()
    total_fail = 0
    files = [("random-systems.json", args.sample, sample), ("conflicts.json", args.conflict_sample, sample),
             ("bound-systems.json", args.bound_sample, sample)]
    files += [(name, args.structured_sample, smallest) for name in STRUCTURED]
    for name, k, pick in files:
        cases = json.load(open(os.path.join(args.dir, name)))["cases"]
        picked = pick(cases, k)
        failures = []
        checks = 0
        for case in picked:
            checks += check_case(case, failures)
        print(f"{name}: {len(picked)} cases, {checks} checks verified exactly; {len(failures)} mismatches")
        for f in failures[:20]:
            print("  MISMATCH", f)
        total_fail += len(failures)
    sys.exit(1 if total_fail else 0)


if __name__ == "__main__":
    main()
