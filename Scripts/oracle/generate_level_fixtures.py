#!/usr/bin/env python3
"""Generate many-level Trellis solver fixtures from the LP oracle (lexlp.py).

Writes <out-dir>/level-systems.json: 12-24 variables, a few required links
between them, and two to four optional constraints a variable (wishes
`x_i == c`, bounds `x_i >= c` or `x_i <= c`, links `x_i - x_j == c`) at
priorities drawn from 1..999, nearly one level each, so the objective has
dozens of levels, each holding a few symbols spread over ids well past 64
(the levels' storage is paged by 64 ids). Added in a shuffled order, then
removals, re-additions, priority changes (to a level in use, to a new one,
leaving levels empty), constant changes, edits and, in some cases, a
required constraint that conflicts (rolled back). Each check gives every
variable's least and greatest value over the optimal face. Deterministic
for a given --seed / --cases.

    python3 Scripts/oracle/generate_level_fixtures.py --seed 20261209 --cases 30 \
        --out-dir Tests/SolverTests/Fixtures
"""

from __future__ import annotations

import os
import sys
from collections import Counter

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lexlp  # noqa: E402
from generate_chain_fixtures import end_with_conflict  # noqa: E402
from generate_fixtures import (  # noqa: E402
    Gen, run_generator, Reject, set_one_constant, CaseSteps, suggest_one, readd_one)
from lexlp import REQUIRED  # noqa: E402


def optional(g: Gen, n: int, i: int, priority: int):
    """One optional constraint on `x_i` near where the links put it (about 3 a step)."""
    rng = g.rng
    form = g.choice(["wish", "ge", "le", "link"], p=[0.45, 0.2, 0.2, 0.15])
    target = 3 * i + int(rng.integers(-5, 6))
    if form == "wish":
        return {"terms": [[i, 1]], "constant": -target, "op": "==", "priority": priority}
    if form == "ge":
        return {"terms": [[i, 1]], "constant": -target, "op": ">=", "priority": priority}
    if form == "le":
        return {"terms": [[i, 1]], "constant": -target, "op": "<=", "priority": priority}
    j = int(rng.integers(0, n - 1))
    j = j + 1 if j >= i else j
    return {"terms": [[i, 1], [j, -1]], "constant": -3 * (i - j) - int(rng.integers(-2, 3)), "op": "==",
            "priority": priority}


def make_case(g: Gen, case_id: int, stats: Counter):
    rng = g.rng
    n = int(rng.integers(12, 25))
    cons = []
    required = []
    # x0 >= 0 and up to six required links x_(i-1) + gap <= x_i.
    cons.append({"terms": [[0, 1]], "constant": 0, "op": ">=", "priority": REQUIRED})
    required.append(0)
    for i in sorted(int(v) for v in rng.choice(np.arange(1, n), size=int(rng.integers(2, 7)), replace=False)):
        required.append(len(cons))
        cons.append({"terms": [[i - 1, 1], [i, -1]], "constant": int(rng.integers(0, 3)), "op": "<=",
                     "priority": REQUIRED})
    count = sum(int(rng.integers(2, 5)) for _ in range(n))
    # Nearly one level each; a few shared, so some levels hold several.
    levels = [int(v) for v in rng.choice(np.arange(1, 1000), size=count, replace=False)]
    for k in range(count // 8):
        levels[int(rng.integers(0, count))] = levels[int(rng.integers(0, count))]
    stats["levels"] += len(set(levels))
    owners = [int(v) for v in rng.integers(0, n, size=count)]
    for k in range(count):
        cons.append(optional(g, n, owners[k], levels[k]))
    optionals = list(range(len(required), len(cons)))
    if not lexlp.required_feasible(n, [cons[k] for k in required]):
        raise Reject("required infeasible")

    case = CaseSteps(n, cons)
    state, steps, do = case.state, case.steps, case.do

    order = list(range(len(cons)))
    rng.shuffle(order)
    for k in order:
        do({"op": "add", "constraint": int(k)})
        if rng.random() < 0.05:
            case.check()
    case.check()
    modified = set()
    removed = []
    for _ in range(int(rng.integers(4, 10))):
        op = g.choice(["remove", "setPriority", "setConstant", "readd", "edit"], p=[0.3, 0.3, 0.15, 0.1, 0.15])
        active_optionals = [k for k in state.active if k in optionals]
        if op == "remove":
            # Mostly optional constraints (a level may empty), sometimes a required link.
            pool = active_optionals if rng.random() < 0.85 else [k for k in state.active if k not in optionals]
            if not pool:
                continue
            k = int(g.choice(pool))
            removed.append(k)
            do({"op": "remove", "constraint": k})
        elif op == "setPriority":
            if not active_optionals:
                continue
            k = int(g.choice(active_optionals))
            in_use = sorted({state.defs[j]["priority"] for j in active_optionals} - {state.defs[k]["priority"]})
            if in_use and rng.random() < 0.5:
                priority = int(g.choice(in_use))
                stats["priority to a level in use"] += 1
            else:
                priority = int(rng.integers(1, 1000))
            modified.add(k)
            do({"op": "setPriority", "constraint": k, "priority": priority})
        elif op == "setConstant":
            if not set_one_constant(g, n, state, active_optionals or state.active, modified, do, span=3 * n):
                continue
        elif op == "readd":
            if not readd_one(g, removed, modified, do):
                continue
        elif op == "edit":
            v = int(rng.integers(0, n))
            suggest_one(case, v, lambda: int(rng.integers(1, 1000)), lambda: int(rng.integers(-10, 3 * n + 10)))
        if rng.random() < 0.5:
            case.check()
    case.end_with_check()
    end_with_conflict(g, case, cons, stats, 0.4)
    return {"id": case_id, "variables": n, "constraints": cons, "steps": steps}


def main():
    run_generator(__doc__, "generate_level_fixtures.py", "level-systems.json", 20261209, 30, make_case)


if __name__ == "__main__":
    main()
