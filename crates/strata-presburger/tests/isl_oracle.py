#!/usr/bin/env python3
"""Checks strata-presburger's answers against isl (islpy).

Reads a file of cases, one per line, tab-separated: query, operand A, operand B (or "-"),
Strata's answer. Computes the query with isl, parses Strata's answer with isl and compares
(set equality for set results, identity for truth values). Prints one line per mismatch
and a summary; exits 1 when any case differs.
"""
import sys

import islpy as isl


def obj(text):
    """A set or a map, whichever the text is."""
    try:
        return isl.Set(text)
    except isl.Error:
        return isl.Map(text)


def expected(query, a, b):
    if query == "empty":
        return a.is_empty()
    if query == "eq":
        return a.is_equal(b)
    if query == "subset":
        return a.is_subset(b)
    if query == "union":
        return a.union(b)
    if query == "inter":
        return a.intersect(b)
    if query == "sub":
        return a.subtract(b)
    if query == "complement":
        return a.complement()
    if query == "lexmin":
        return a.lexmin()
    if query == "lexmax":
        return a.lexmax()
    if query == "domain":
        return a.domain()
    if query == "range":
        return a.range()
    if query == "apply":
        return a.apply(b)
    raise ValueError("unknown query " + query)


def main():
    bad = 0
    total = 0
    with open(sys.argv[1]) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            query, ta, tb, answer = line.split("\t")
            total += 1
            a = obj(ta)
            b = obj(tb) if tb != "-" else None
            want = expected(query, a, b)
            if isinstance(want, bool):
                ok = answer == ("True" if want else "False")
            else:
                try:
                    got = obj(answer)
                    ok = got.is_equal(want)
                except isl.Error as e:
                    ok = False
                    answer += "   [isl cannot parse this: %s]" % e
            if not ok:
                bad += 1
                if bad <= 20:
                    print("MISMATCH %s\n  A = %s\n  B = %s\n  strata = %s\n  isl    = %s" % (query, ta, tb, answer, want))
    print("isl oracle: %d cases, %d mismatches" % (total, bad))
    sys.exit(1 if bad else 0)


main()
