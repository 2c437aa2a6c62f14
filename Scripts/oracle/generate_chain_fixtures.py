#!/usr/bin/env python3
"""Generate chain-shaped Trellis solver fixtures from the LP oracle (lexlp.py).

Writes <out-dir>/chain-systems.json: chains of links `x_i (op) x_(i-1) + k`
(sometimes `+ w` of a width variable), each link the first constraint that
mentions its new variable — `==`, `<=` or `>=`, required or optional, with
either sign of the expression and a coefficient of 1, 2 or 0.5 on the new
variable — so that the solver keeps them as definitions. Around them: a start
(`x0 >= 0`, `x0 == k`, or none), a required end (`x_last <= W`), wishes
(`x_i == c @p`), and then removals (of the last link, of one in the middle),
constant and priority changes, edits dragging a chain variable, re-additions
and, in some cases, a required constraint that conflicts with the chain.
Each check gives every variable's least and greatest value over the optimal
face (ambiguity, ranges). Deterministic for a given --seed / --cases.

    python3 Scripts/oracle/generate_chain_fixtures.py --seed 20261206 --cases 300 \
        --out-dir Tests/SolverTests/Fixtures
"""

from __future__ import annotations

import os
import sys
from collections import Counter

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lexlp  # noqa: E402
from generate_fixtures import (  # noqa: E402
    run_generator, SHARED_LEVELS, Gen, Reject, add_one, check_step, set_one_constant, set_one_priority,
    CaseSteps, suggest_one)
from lexlp import REQUIRED, SystemState  # noqa: E402


def link(g: Gen, new: int, previous: int, width, hidden, priority: int):
    """`a·x_new - x_prev (- w) - k (op) 0`, times ±1, holding at the hidden point when required."""
    rng = g.rng
    a = g.choice([1, 1, 1, 2, 0.5])
    terms = [[new, a], [previous, -1]]
    if width is not None:
        terms.append([width, -1])
    op = g.choice(["==", "<=", ">="], p=[0.3, 0.35, 0.35])
    value = sum(c * hidden[v] for v, c in terms)
    slack = 0 if rng.random() < 0.4 else int(rng.integers(1, 6))
    if priority >= REQUIRED:
        # value + constant (op) 0 at the hidden point
        constant = -value if op == "==" else (-value - slack if op == "<=" else -value + slack)
    else:
        constant = -value + int(rng.integers(-4, 5))
    if rng.random() < 0.5:
        # the same constraint written the other way round
        terms = [[v, -c] for v, c in terms]
        constant = -constant
        op = {"==": "==", "<=": ">=", ">=": "<="}[op]
    return {"terms": terms, "constant": num(constant), "op": op, "priority": int(priority)}


def num(v):
    return int(v) if float(v).is_integer() else float(v)


def make_case(g: Gen, case_id: int, stats: Counter):
    rng = g.rng
    length = int(rng.integers(3, 9))
    widths = rng.random() < 0.3
    n = length + (length - 1 if widths else 0)
    # increasing positions, widths between them
    hidden = [0] * n
    position = int(rng.integers(-4, 5)) * 2
    for i in range(length):
        hidden[i] = position
        step = int(rng.integers(1, 6)) * 2
        if widths and i < length - 1:
            hidden[length + i] = step
        position += step + (2 if widths else 0)
    levels = g.levels()
    optional_share = g.choice([0.0, 0.3, 0.6])
    cons = []
    start = g.choice(["bound", "pinned", "wish", "none"], p=[0.4, 0.2, 0.2, 0.2])
    if start == "bound":
        # x0 >= h0 - 2j: holds at the hidden point
        cons.append({"terms": [[0, 1]], "constant": -hidden[0] + int(rng.integers(0, 3)) * 2, "op": ">=",
                     "priority": REQUIRED})
    elif start == "pinned":
        cons.append({"terms": [[0, 1]], "constant": -hidden[0], "op": "==", "priority": REQUIRED})
    elif start == "wish":
        cons.append({"terms": [[0, 1]], "constant": -hidden[0], "op": "==", "priority": g.choice(levels)})
    if widths:
        for i in range(length - 1):
            # a width is fixed (required or optional) before the link that uses it
            cons.append({"terms": [[length + i, 1]], "constant": -hidden[length + i], "op": "==",
                         "priority": REQUIRED if rng.random() < 0.5 else g.choice(levels)})
    links = []
    for i in range(1, length):
        priority = g.choice(levels) if rng.random() < optional_share else REQUIRED
        links.append(len(cons))
        cons.append(link(g, i, i - 1, length + i - 1 if widths else None, hidden, priority))
    if rng.random() < 0.6:
        # the end, with room to spare or none
        room = int(rng.integers(0, 3)) * 2
        cons.append({"terms": [[length - 1, 1]], "constant": -hidden[length - 1] - room, "op": "<=",
                     "priority": REQUIRED})
    for _ in range(int(rng.integers(0, 4))):
        v = int(rng.integers(0, length))
        cons.append({"terms": [[v, 1]], "constant": -(hidden[v] + int(rng.integers(-6, 7))), "op": "==",
                     "priority": g.choice(levels)})
    if rng.random() < 0.3:
        # a cross link between two chain variables
        a, b = sorted(int(v) for v in rng.choice(length, size=2, replace=False))
        cons.append({"terms": [[b, 1], [a, -1]], "constant": -(hidden[b] - hidden[a]) + int(rng.integers(0, 3)),
                     "op": ">=", "priority": REQUIRED if rng.random() < 0.5 else g.choice(levels)})
    if any(c["priority"] >= REQUIRED for c in cons) and not lexlp.required_feasible(
            n, [c for c in cons if c["priority"] >= REQUIRED]):
        raise Reject("required infeasible")

    case = CaseSteps(n, cons)
    state, steps, do = case.state, case.steps, case.do

    for k in range(len(cons)):
        do({"op": "add", "constraint": k})
        if rng.random() < 0.1:
            case.check()
    case.check()
    modified = set()
    for i in range(int(rng.integers(3, 9))):
        op = g.choice(["removeLast", "remove", "setConstant", "setPriority", "add", "edit"],
                      p=[0.15, 0.2, 0.25, 0.1, 0.15, 0.15])
        active_links = [k for k in state.active if k in links]
        if op == "removeLast":
            if not active_links:
                continue
            do({"op": "remove", "constraint": max(active_links)})
        elif op == "remove":
            if not state.active:
                continue
            do({"op": "remove", "constraint": g.choice(active_links if active_links and rng.random() < 0.7
                                                       else state.active)})
        elif op == "setConstant":
            candidates = active_links if active_links and rng.random() < 0.7 else state.active
            if not set_one_constant(g, n, state, candidates, modified, do, span=12):
                continue
        elif op == "setPriority":
            if not set_one_priority(g, state, state.active, levels, modified, do):
                continue
        elif op == "add":
            if not add_one(g, n, state, modified, do):
                continue
        elif op == "edit":
            v = int(rng.integers(0, length))
            suggest_one(case, v, lambda: int(g.choice(SHARED_LEVELS)), lambda: int(rng.integers(-20, 40)))
        if rng.random() < 0.5:
            case.check()
    case.end_with_check()
    end_with_conflict(g, case, cons, stats, 0.25)
    return {"id": case_id, "variables": n, "constraints": cons, "steps": steps}


def end_with_conflict(g: Gen, case: CaseSteps, cons, stats: Counter, share, most=8):
    """In `share` of the cases whose state holds 1 to `most` required constraints, a required constraint that
    conflicts with them (`add_failing`)."""
    required = [k for k in case.state.active if case.state.defs[k]["priority"] >= REQUIRED]
    if g.rng.random() < share and 1 <= len(required) <= most:
        add_failing(g, case.n, case.state, cons, case.steps)
        stats["with a conflict"] += 1


def add_failing(g: Gen, n, state: SystemState, cons, steps):
    """Appends a required `x_b - x_a (op) t` past its extreme over the required constraints held."""
    rng = g.rng
    current = state.current_constraints()
    required = [c for c in current if c["priority"] >= REQUIRED]
    for _ in range(20):
        a, b = sorted(int(v) for v in rng.choice(n, size=2, replace=False))
        terms = [[b, 1], [a, -1]]
        model = lexlp._Model(n, required)
        options = []
        for sign in (1, -1):
            status, fun, _ = model.lp({v: sign * float(c) for v, c in terms})
            if status == 3:
                continue
            extreme = sign * fun
            d = int(rng.integers(1, 4))
            if sign == 1:  # least value: ask for less
                options.append({"terms": terms, "constant": -(int(np.floor(extreme + 1e-9)) - d), "op": "<=",
                                "priority": REQUIRED})
            else:  # greatest value: ask for more
                options.append({"terms": terms, "constant": -(int(np.ceil(extreme - 1e-9)) + d), "op": ">=",
                                "priority": REQUIRED})
        options = [o for o in options if -60 <= o["constant"] <= 60]
        if not options:
            continue
        failing = g.choice(options)
        trial = current + [failing]
        if lexlp.required_feasible(n, trial, relax=1e-4):
            continue
        found = lexlp.minimal_conflicts(n, trial, must_include=len(current))
        k = len(cons)
        cons.append(failing)
        index = list(state.active) + [k]
        steps.append({"op": "addFailing", "constraint": k,
                      "minimalConflicts": [sorted(index[i] for i in s) for s in found]})
        steps.append(check_step(n, state))
        return
    raise Reject("no failing constraint found")


def main():
    run_generator(__doc__, "generate_chain_fixtures.py", "chain-systems.json", 20261206, 300, make_case)


if __name__ == "__main__":
    main()
