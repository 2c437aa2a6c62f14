#!/usr/bin/env python3
"""Generate wish-chain Trellis solver fixtures from the LP oracle (lexlp.py).

Writes <out-dir>/wish-chain-systems.json: chains of inequality links
`x_(i-1) + k <= x_i` (sometimes `>=` the other way, sometimes optional, a few
equalities), each the first constraint that mentions its new variable — so
the solver keeps them as definitions — and optional wishes `x_i == c @p` on
most of the chain's variables, at one level, a few or one level each, added
in chain order, in reverse, shuffled, or each right after its link. Some
wishes ask for less room than the links need, so the chain pushes back; a
variable without a wish is often ambiguous. Then removals (of wishes, of
links), constant and priority changes, edits dragging a chain variable,
re-additions and, in some cases, a required constraint that conflicts.
Each check gives every variable's least and greatest value over the optimal
face (ambiguity, ranges). Deterministic for a given --seed / --cases.

    python3 Scripts/oracle/generate_wish_chain_fixtures.py --seed 20261207 --cases 240 \
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
    run_generator, SHARED_LEVELS, Gen, Reject, set_one_constant, set_one_priority, CaseSteps, suggest_one,
    readd_one)
from lexlp import REQUIRED  # noqa: E402


def wish_levels(g: Gen, length: int):
    """The priority of each variable's wish: one level, a few, or one each."""
    mode = g.choice(["one", "few", "many"], p=[0.4, 0.35, 0.25])
    if mode == "one":
        level = int(g.choice(SHARED_LEVELS))
        return mode, [level] * length
    if mode == "few":
        pool = sorted(int(v) for v in g.rng.choice(SHARED_LEVELS, size=int(g.rng.integers(2, 5)), replace=False))
        return mode, [int(g.choice(pool)) for _ in range(length)]
    levels = sorted(int(v) for v in g.rng.choice(np.arange(1, 1000), size=length, replace=False))
    g.rng.shuffle(levels)
    return mode, [int(v) for v in levels]


def link(g: Gen, i: int, gap: int, priority: int):
    """`x_(i-1) + gap <= x_i` as the solver's generator writes it, or one of its variants."""
    form = g.choice(["le", "ge", "eq"], p=[0.6, 0.3, 0.1])
    if form == "le":
        # x_(i-1) + gap - x_i <= 0
        return {"terms": [[i - 1, 1], [i, -1]], "constant": gap, "op": "<=", "priority": priority}
    if form == "ge":
        # x_i - x_(i-1) - gap >= 0
        return {"terms": [[i, 1], [i - 1, -1]], "constant": -gap, "op": ">=", "priority": priority}
    return {"terms": [[i, 1], [i - 1, -1]], "constant": -gap, "op": "==", "priority": priority}


def make_case(g: Gen, case_id: int, stats: Counter):
    rng = g.rng
    length = int(rng.integers(3, 11))
    n = length
    mode, priorities = wish_levels(g, length)
    stats["levels: " + mode] += 1
    gaps = [int(rng.integers(0, 4)) for _ in range(length)]
    optional_share = g.choice([0.0, 0.0, 0.2])
    cons = []
    anchor = rng.random() < 0.7
    if anchor:
        cons.append({"terms": [[0, 1]], "constant": -int(rng.integers(-3, 4)), "op": ">=", "priority": REQUIRED})
    links, wishes = [], {}
    order = g.choice(["forward", "reverse", "shuffled", "interleaved"], p=[0.4, 0.2, 0.2, 0.2])
    stats["order: " + order] += 1
    wished = [v for v in range(length) if rng.random() < 0.8]
    # Wishes near 3 per step: some closer than the links allow, some farther.
    targets = {v: 3 * v + int(rng.integers(-4, 3)) for v in wished}

    def wish(v):
        wishes[v] = len(cons)
        cons.append({"terms": [[v, 1]], "constant": -targets[v], "op": "==", "priority": priorities[v]})

    if order == "interleaved" and 0 in targets:
        wish(0)
    for i in range(1, length):
        priority = int(g.choice(SHARED_LEVELS)) if rng.random() < optional_share else REQUIRED
        links.append(len(cons))
        cons.append(link(g, i, gaps[i], priority))
        if order == "interleaved" and i in targets:
            wish(i)
    if order != "interleaved":
        sequence = list(wished)
        if order == "reverse":
            sequence.reverse()
        elif order == "shuffled":
            rng.shuffle(sequence)
        for v in sequence:
            wish(v)
    if rng.random() < 0.3:
        # a required end with room to spare or none
        cons.append({"terms": [[length - 1, 1]], "constant": -(3 * length + int(rng.integers(-2, 6))), "op": "<=",
                     "priority": REQUIRED})
    if any(c["priority"] >= REQUIRED for c in cons) and not lexlp.required_feasible(
            n, [c for c in cons if c["priority"] >= REQUIRED]):
        raise Reject("required infeasible")

    case = CaseSteps(n, cons)
    state, steps, do = case.state, case.steps, case.do

    for k in range(len(cons)):
        do({"op": "add", "constraint": k})
        if rng.random() < 0.15:
            case.check()
    case.check()
    modified = set()
    removed = []
    for _ in range(int(rng.integers(3, 9))):
        op = g.choice(["removeWish", "removeLink", "setConstant", "setPriority", "readd", "edit"],
                      p=[0.2, 0.15, 0.25, 0.15, 0.1, 0.15])
        active_wishes = [k for k in state.active if k in wishes.values()]
        active_links = [k for k in state.active if k in links]
        if op == "removeWish":
            if not active_wishes:
                continue
            k = g.choice(active_wishes)
            removed.append(k)
            do({"op": "remove", "constraint": k})
        elif op == "removeLink":
            if not active_links:
                continue
            k = g.choice(active_links)
            removed.append(k)
            do({"op": "remove", "constraint": k})
        elif op == "setConstant":
            candidates = active_wishes if active_wishes and rng.random() < 0.6 else state.active
            if not set_one_constant(g, n, state, candidates, modified, do, span=12):
                continue
        elif op == "setPriority":
            if not set_one_priority(g, state, active_wishes or state.active, sorted(set(priorities)), modified, do):
                continue
        elif op == "readd":
            if not readd_one(g, removed, modified, do):
                continue
        elif op == "edit":
            v = int(rng.integers(0, length))
            suggest_one(case, v, lambda: int(g.choice(SHARED_LEVELS)), lambda: int(rng.integers(-10, 3 * length + 10)))
        if rng.random() < 0.5:
            case.check()
    case.end_with_check()
    end_with_conflict(g, case, cons, stats, 0.2)
    return {"id": case_id, "variables": n, "constraints": cons, "steps": steps}


def main():
    run_generator(__doc__, "generate_wish_chain_fixtures.py", "wish-chain-systems.json", 20261207, 240, make_case)


if __name__ == "__main__":
    main()
