#!/bin/sh
# A larger differential sweep of strata-presburger against isl (islpy) than CI runs:
# several seeds, more cases, a larger work budget per query.
#   scripts/presburger-sweep.sh [SEEDS] [CASES] [BUDGET]
set -e
seeds=${1:-"1 2 3 4"}
cases=${2:-3000}
budget=${3:-200000}
for s in $seeds; do
  echo "== seed $s, $cases cases, budget $budget"
  STRATA_PRESBURGER_SEED=$s STRATA_PRESBURGER_CASES=$cases STRATA_PRESBURGER_BUDGET=$budget \
    cargo test -q --release -p strata-presburger --test isl_differential -- --nocapture 2>&1 |
    grep -E "isl oracle|not compared \(|cases reported|MISMATCH|test result|panicked" || true
done
