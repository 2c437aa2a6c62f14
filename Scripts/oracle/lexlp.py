#!/usr/bin/env python3
"""Independent LP oracle for Trellis: exact hierarchical (lexicographic) priorities.

A system has ``n`` unrestricted real variables x0..x(n-1) and constraints of the
form ``sum(coef * x_var) + constant  OP  0`` with OP in ``==``, ``<=``, ``>=`` and
a priority in 1..1000.  Priority 1000 (REQUIRED) must hold exactly.  Optional
priorities are strictly hierarchical: the total absolute error at the highest
optional priority present is minimised first, then (keeping that optimum) the
total error at the next lower priority, and so on.  Within one priority the
errors are summed with weight 1:

    error(==) = |lhs|,  error(<=) = max(0, lhs),  error(>=) = max(0, -lhs)

An edit on variable v at priority p with suggested value s is exactly the
optional constraint ``x_v - s == 0 @p``.

The optimal face is the set of x satisfying the required constraints and every
level's optimum.  ``solve`` returns, per variable, the min and max of x_i over
that face (``None`` for -inf / +inf).  A variable is ambiguous iff max - min >
1e-6 (or unbounded).

Solver: scipy.optimize.linprog with HiGHS (dual simplex), one LP per level, the
level's optimum being snapped to a nearby simple rational (the data are small
integers / halves) and the level's total error then fixed
(<= optimum + 1e-12*(1+|optimum|)) before the next level; then two LPs per
variable.  If HiGHS reports the tightened face infeasible, the solve is
retried with slack 1e-9 and then 1e-7 (counted in ``STATS``).

Constraint format (same as the JSON fixtures)::

    {"terms": [[var, coef], ...], "constant": c, "op": "<=", "priority": 1000}

Run ``python3 Scripts/oracle/lexlp.py --self-test`` for the hand-checked cases.
"""

from __future__ import annotations

import itertools
import sys
from collections import Counter
from fractions import Fraction

import numpy as np
from scipy.optimize import linprog

REQUIRED = 1000
STATS: Counter = Counter()  # numerical bookkeeping: retries, max noise range, ...
AMBIGUITY_THRESHOLD = 1e-6
_HIGHS_OPTIONS = {
    "primal_feasibility_tolerance": 1e-9,
    "dual_feasibility_tolerance": 1e-9,
}


class InfeasibleRequired(Exception):
    """The required constraints have no common solution."""


class OracleNumericalError(Exception):
    """HiGHS returned something we cannot interpret safely."""


# --------------------------------------------------------------------------
# helpers


def edit_constraint(var: int, priority: int, value: float) -> dict:
    """An edit on ``var`` at ``priority`` suggesting ``value``: x_var - value == 0 @priority."""
    return {"terms": [[var, 1]], "constant": -value, "op": "==", "priority": priority}


def _row(n: int, terms) -> np.ndarray:
    a = np.zeros(n)
    for var, coef in terms:
        a[var] += coef
    return a


def _linprog(c, A_ub, b_ub, A_eq, b_eq, bounds):
    """Run HiGHS; returns (status, fun, x) with status in {0 optimal, 2 infeasible, 3 unbounded}.

    HiGHS' presolve can answer "unbounded or infeasible" (scipy status 4); in that
    case the LP is solved again with presolve off, which always separates the two.
    """
    kwargs = dict(
        A_ub=A_ub if len(A_ub) else None,
        b_ub=b_ub if len(b_ub) else None,
        A_eq=A_eq if len(A_eq) else None,
        b_eq=b_eq if len(b_eq) else None,
        bounds=bounds,
    )
    res = linprog(c, method="highs-ds", options=dict(_HIGHS_OPTIONS), **kwargs)
    if res.status == 4:
        res = linprog(c, method="highs-ds", options=dict(_HIGHS_OPTIONS, presolve=False), **kwargs)
    if res.status not in (0, 2, 3):
        raise OracleNumericalError(f"HiGHS status {res.status}: {res.message}")
    return res.status, res.fun, res.x


class _Model:
    """Rows of the level-by-level LP.  Columns: x (free) then error variables (>= 0)."""

    def __init__(self, n: int, constraints, relax: float = 0.0):
        self.n = n
        self.ub_rows: list[tuple[dict, float]] = []  # sparse row {col: coef}, rhs   (row <= rhs)
        self.eq_rows: list[tuple[dict, float]] = []
        self.ncols = n
        self.level_cols: dict[int, list[int]] = {}
        for con in constraints:
            a = {}
            for var, coef in con["terms"]:
                a[var] = a.get(var, 0.0) + float(coef)
            c = float(con["constant"])
            op = con["op"]
            p = con["priority"]
            if p >= REQUIRED:
                if op == "==":
                    if relax > 0:  # |lhs| <= relax
                        self.ub_rows.append((a, -c + relax))
                        self.ub_rows.append(({k: -v for k, v in a.items()}, c + relax))
                    else:
                        self.eq_rows.append((a, -c))
                elif op == "<=":
                    self.ub_rows.append((a, -c + relax))
                elif op == ">=":
                    self.ub_rows.append(({k: -v for k, v in a.items()}, c + relax))
                else:
                    raise ValueError(op)
                continue
            cols = self.level_cols.setdefault(p, [])
            if op == "==":
                ep, em = self.ncols, self.ncols + 1
                self.ncols += 2
                row = dict(a)
                row[ep] = -1.0
                row[em] = 1.0
                self.eq_rows.append((row, -c))  # lhs = ep - em
                cols += [ep, em]
            else:
                e = self.ncols
                self.ncols += 1
                sign = 1.0 if op == "<=" else -1.0
                if op not in ("<=", ">="):
                    raise ValueError(op)
                row = {k: sign * v for k, v in a.items()}
                row[e] = -1.0
                self.ub_rows.append((row, -sign * c))  # sign*lhs <= e
                cols.append(e)

    def dense(self, rows):
        A = np.zeros((len(rows), self.ncols))
        b = np.zeros(len(rows))
        for i, (row, rhs) in enumerate(rows):
            for k, v in row.items():
                A[i, k] += v
            b[i] = rhs
        return A, b

    def lp(self, objective: dict):
        c = np.zeros(self.ncols)
        for k, v in objective.items():
            c[k] += v
        A_ub, b_ub = self.dense(self.ub_rows)
        A_eq, b_eq = self.dense(self.eq_rows)
        bounds = [(None, None)] * self.n + [(0, None)] * (self.ncols - self.n)
        return _linprog(c, A_ub, b_ub, A_eq, b_eq, bounds)


def snap(v: float) -> float:
    """Snap a float to a nearby simple rational (denominator <= 10000) and round to 9 decimals."""
    f = Fraction(v).limit_denominator(10000)
    if abs(float(f) - v) < 1e-7:
        v = float(f)
    r = round(v, 9)
    return 0.0 if r == 0 else r


# --------------------------------------------------------------------------
# public API


def required_feasible(n: int, constraints, relax: float = 0.0) -> bool:
    """True iff the REQUIRED constraints among ``constraints`` have a common solution.

    With ``relax`` > 0 every required constraint is loosened by that amount
    (equalities become |lhs| <= relax); used to detect borderline cases.
    """
    req = [c for c in constraints if c["priority"] >= REQUIRED]
    m = _Model(n, req, relax=relax)
    status, _, _ = m.lp({})
    return status == 0


def _snap_optimum(v: float) -> float:
    """Level optima are rationals with small denominators here; remove HiGHS round-off."""
    f = Fraction(v).limit_denominator(100000)
    return float(f) if abs(float(f) - v) <= 1e-8 * (1.0 + abs(v)) else v


def _face(n: int, cons, tol: float):
    """Level-by-level optimisation, then min/max of every x_i over the optimal face."""
    m = _Model(n, cons)
    status, _, _ = m.lp({})
    if status != 0:
        raise InfeasibleRequired()
    optima = {}
    for p in sorted(m.level_cols, reverse=True):
        cols = m.level_cols[p]
        status, fun, _ = m.lp({k: 1.0 for k in cols})
        if status != 0:
            raise OracleNumericalError(f"level {p}: status {status}")
        fun = _snap_optimum(max(fun, 0.0))
        optima[p] = fun
        # keep this level at its optimum (small slack against round-off)
        m.ub_rows.append(({k: 1.0 for k in cols}, fun + tol * (1.0 + abs(fun))))
    raw_min, raw_max = [], []
    for i in range(n):
        for sign, out in ((1.0, raw_min), (-1.0, raw_max)):
            status, fun, _ = m.lp({i: sign})
            if status == 2:
                raise OracleNumericalError("optimal face became infeasible")
            out.append(None if status == 3 else sign * fun)
    return optima, raw_min, raw_max


def solve_detail(n: int, constraints, edits=()):
    """Returns (mins, maxs, level_optima, raw_mins, raw_maxs).

    ``edits`` is an iterable of (var, priority, suggested_value).
    mins/maxs are snapped & rounded (9 decimals); None means unbounded.
    Unambiguous variables get min == max exactly.
    If HiGHS trips over the tight level slack (1e-12 relative), the whole solve is
    retried with a 1e-9 and then 1e-7 relative slack.
    """
    cons = list(constraints) + [edit_constraint(v, p, s) for (v, p, s) in edits]
    last = None
    for tol in (1e-12, 1e-9, 1e-7):
        try:
            optima, raw_min, raw_max = _face(n, cons, tol)
            STATS[f"solved with slack {tol:g}"] += 1
            break
        except OracleNumericalError as e:
            STATS[f"failed with slack {tol:g}"] += 1
            last = e
    else:
        raise last
    mins, maxs = [], []
    for lo, hi in zip(raw_min, raw_max):
        if lo is not None and hi is not None and hi - lo <= AMBIGUITY_THRESHOLD:
            STATS["max noise range (unambiguous), x1e12"] = max(STATS["max noise range (unambiguous), x1e12"],
                                                                int(round((hi - lo) * 1e12)))
            v = snap((lo + hi) / 2)
            mins.append(v)
            maxs.append(v)
        else:
            mins.append(None if lo is None else snap(lo))
            maxs.append(None if hi is None else snap(hi))
    return mins, maxs, optima, raw_min, raw_max


def solve(n: int, constraints, edits=()):
    """(mins, maxs) over the optimal face; None = unbounded.  Raises InfeasibleRequired."""
    mins, maxs, _, _, _ = solve_detail(n, constraints, edits)
    return mins, maxs


def is_ambiguous(lo, hi) -> bool:
    return lo is None or hi is None or hi - lo > AMBIGUITY_THRESHOLD


def minimal_conflicts(n: int, constraints, must_include=None, relax_check: float = 1e-4):
    """All minimal infeasible subsets (IIS) of the REQUIRED constraints, by brute force.

    ``constraints`` is the full list; returned subsets are lists of indices into it
    (sorted, list sorted by (length, indices)).  If ``must_include`` is given, only
    subsets containing that index are enumerated (correct when the other required
    constraints are known to be feasible together).  Every subset's verdict is
    double-checked with all constraints loosened by ``relax_check``; a disagreement
    (an infeasibility gap smaller than relax_check) raises OracleNumericalError.
    """
    req = [i for i, c in enumerate(constraints) if c["priority"] >= REQUIRED]
    others = [i for i in req if i != must_include]
    base = [must_include] if must_include is not None else []
    found: list[frozenset] = []
    for size in range(0, len(others) + 1):
        for combo in itertools.combinations(others, size):
            s = frozenset(base + list(combo))
            if not s or any(f <= s for f in found):
                continue
            sub = [constraints[i] for i in sorted(s)]
            strict = required_feasible(n, sub)
            if relax_check:
                loose = required_feasible(n, sub, relax=relax_check)
                if strict != loose:
                    raise OracleNumericalError(f"borderline feasibility for subset {sorted(s)}")
            if not strict:
                found.append(s)
    return sorted((sorted(f) for f in found), key=lambda f: (len(f), f))


# --------------------------------------------------------------------------
# replaying fixture steps


class SystemState:
    """Replays fixture steps (add/remove/edit/suggest/removeEdit/setConstant/setPriority)."""

    def __init__(self, n: int, constraints):
        self.n = n
        self.defs = [dict(c) for c in constraints]  # current constant / priority per constraint
        self.active: list[int] = []  # insertion order
        self.edits: dict[int, list] = {}  # var -> [priority, value or None]

    def current_constraints(self):
        return [self.defs[i] for i in self.active]

    def current_edits(self):
        out = []
        for v, (p, s) in self.edits.items():
            if s is None:
                raise ValueError("edit without suggestion (ambiguous; fixtures avoid this)")
            out.append((v, p, s))
        return out

    def apply(self, step):
        op = step["op"]
        if op == "add":
            k = step["constraint"]
            assert k not in self.active, "constraint already added"
            self.active.append(k)
        elif op == "addFailing":
            pass  # must fail and leave the system unchanged
        elif op == "remove":
            self.active.remove(step["constraint"])
        elif op == "edit":
            assert step["variable"] not in self.edits
            assert step["priority"] < REQUIRED
            self.edits[step["variable"]] = [step["priority"], None]
        elif op == "suggest":
            self.edits[step["variable"]][1] = step["value"]
        elif op == "removeEdit":
            del self.edits[step["variable"]]
        elif op == "setConstant":
            self.defs[step["constraint"]] = dict(self.defs[step["constraint"]], constant=step["constant"])
        elif op == "setPriority":
            k = step["constraint"]
            assert self.defs[k]["priority"] < REQUIRED and step["priority"] < REQUIRED
            self.defs[k] = dict(self.defs[k], priority=step["priority"])
        elif op == "check":
            pass
        else:
            raise ValueError(op)

    def solve(self):
        return solve(self.n, self.current_constraints(), self.current_edits())


# --------------------------------------------------------------------------
# self-test


def _c(terms, constant, op, priority):
    return {"terms": terms, "constant": constant, "op": op, "priority": priority}


def self_test() -> int:
    failures = 0

    def expect(name, got, want_min, want_max):
        nonlocal failures
        mins, maxs = got
        ok = all(
            (a is None and b is None) or (a is not None and b is not None and abs(a - b) < 1e-7)
            for a, b in zip(list(mins) + list(maxs), list(want_min) + list(want_max))
        )
        print(f"{'ok  ' if ok else 'FAIL'} {name}: min={mins} max={maxs}")
        if not ok:
            print(f"     expected min={want_min} max={want_max}")
            failures += 1

    # (1) w==1@101, w==2@102, w==3@103, w==4@104 -> 4
    cons = [_c([[0, 1]], -k, "==", 100 + k) for k in (1, 2, 3, 4)]
    expect("(1) strongest of four distinct levels wins", solve(1, cons), [4], [4])

    # (2) v>=100@501, v==90@500, v==10@10 -> 100
    cons = [_c([[0, 1]], -100, ">=", 501), _c([[0, 1]], -90, "==", 500), _c([[0, 1]], -10, "==", 10)]
    expect("(2) v>=100@501 beats v==90@500", solve(1, cons), [100], [100])

    # (3) 1000 x x==0 @250, one x==100 @251 -> 100 (no weight accumulation)
    cons = [_c([[0, 1]], 0, "==", 250) for _ in range(1000)] + [_c([[0, 1]], -100, "==", 251)]
    expect("(3) one @251 beats a thousand @250", solve(1, cons), [100], [100])

    # (4) a+b==10 required, a==0@500, b==0@500 -> a,b in [0,10]
    cons = [_c([[0, 1], [1, 1]], -10, "==", 1000), _c([[0, 1]], 0, "==", 500), _c([[1, 1]], 0, "==", 500)]
    got = solve(2, cons)
    expect("(4) tie at equal priority", got, [0, 0], [10, 10])
    assert all(is_ambiguous(lo, hi) for lo, hi in zip(*got))

    # (5) 10 <= x <= 20 required only -> [10, 20]
    cons = [_c([[0, 1]], -10, ">=", 1000), _c([[0, 1]], -20, "<=", 1000)]
    got = solve(1, cons)
    expect("(5) required interval only", got, [10], [20])
    assert is_ambiguous(got[0][0], got[1][0])

    # (6) x==100 @250 with x<=10, x<=20 required; remove x<=10 -> 20; remove x<=20 -> 100
    cons = [_c([[0, 1]], -100, "==", 250), _c([[0, 1]], -10, "<=", 1000), _c([[0, 1]], -20, "<=", 1000)]
    st = SystemState(1, cons)
    for k in range(3):
        st.apply({"op": "add", "constraint": k})
    expect("(6a) weak x==100 under x<=10, x<=20", st.solve(), [10], [10])
    st.apply({"op": "remove", "constraint": 1})
    expect("(6b) after removing x<=10", st.solve(), [20], [20])
    st.apply({"op": "remove", "constraint": 2})
    expect("(6c) after removing x<=20", st.solve(), [100], [100])

    # (7) edits: last suggestion counts; removeEdit drops it
    cons = [_c([[0, 1]], -5, "==", 100)]
    st = SystemState(1, cons)
    st.apply({"op": "add", "constraint": 0})
    st.apply({"op": "edit", "variable": 0, "priority": 500})
    st.apply({"op": "suggest", "variable": 0, "value": 7})
    st.apply({"op": "suggest", "variable": 0, "value": 12})
    expect("(7a) edit @500 suggest 7 then 12", st.solve(), [12], [12])
    st.apply({"op": "removeEdit", "variable": 0})
    expect("(7b) after removeEdit", st.solve(), [5], [5])

    # (8) unbounded free variable
    cons = [_c([[0, 1], [1, -1]], 0, "==", 1000)]
    expect("(8) x0 == x1 only: unbounded", solve(2, cons), [None, None], [None, None])

    # (9) minimal conflicts: x<=5, x<=7, x>=10 (k=2), plus irrelevant y==1
    cons = [_c([[0, 1]], -5, "<=", 1000), _c([[0, 1]], -7, "<=", 1000), _c([[0, 1]], -10, ">=", 1000),
            _c([[1, 1]], -1, "==", 1000)]
    iis = minimal_conflicts(2, cons, must_include=2)
    ok = iis == [[0, 2], [1, 2]]
    print(f"{'ok  ' if ok else 'FAIL'} (9) minimal conflicts: {iis}")
    failures += 0 if ok else 1

    print("self-test:", "PASSED" if failures == 0 else f"{failures} FAILED")
    return 1 if failures else 0


if __name__ == "__main__":
    if "--self-test" in sys.argv[1:]:
        sys.exit(self_test())
    print(__doc__)
