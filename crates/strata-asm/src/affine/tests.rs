//! Unit tests for affine expressions, maps and sets; printed forms and error messages
//! are `mlir-opt` 22 outputs.

use super::*;
use strata_ir::affine::*;

// Expectations below were produced by running each body through
// `/usr/lib/llvm-22/bin/mlir-opt --allow-unregistered-dialect --mlir-print-op-generic
// --split-input-file --mlir-print-local-scope` (LLVM 22.1.8) as
// `"foo.x"() {c = affine_map<BODY>} : () -> ()` and reading back the printed attribute,
// or the `error:` lines (converted to byte offsets into BODY). The printed outputs were
// fed back in as further inputs (printing is not always a fixed point of reparsing, e.g.
// `d2 + d0 + d1` reparses to `d0 + d2 + d1`, in mlir-opt too). Random differential runs
// of ~100k generated bodies (valid and mutated) against the same binary agree too.

/// The text after the body, as in the inputs given to `mlir-opt`.
const TAIL: &str = ">} : () -> ()\n";

/// (kind, body, printed body).
const PRINTED: &[(&str, &str, &str)] = &[
    (
        "M",
        "(d0)[s0] -> (s0 - d0 - 1)",
        "(d0)[s0] -> (-d0 + s0 - 1)",
    ),
    ("M", "() -> ()", "() -> ()"),
    ("M", "(d0) -> ()", "(d0) -> ()"),
    ("M", "(d0, d1) -> (d0, d1)", "(d0, d1) -> (d0, d1)"),
    ("M", "(d0)[] -> (d0)", "(d0) -> (d0)"),
    (
        "M",
        "(i, j)[N] -> (i + N, j * 2)",
        "(d0, d1)[s0] -> (d0 + s0, d1 * 2)",
    ),
    ("M", "(d0) -> (d0 + d0)", "(d0) -> (d0 * 2)"),
    ("M", "(d0) -> ((d0 * 2 + 1) mod 2)", "(d0) -> (1)"),
    ("M", "(d0, d1) -> (d1 + d0)", "(d0, d1) -> (d0 + d1)"),
    (
        "M",
        "(d0, d1) -> (d0 + d1 + d0)",
        "(d0, d1) -> (d0 + d1 + d0)",
    ),
    ("M", "(d0) -> (d0 * 2 * 3)", "(d0) -> (d0 * 6)"),
    ("M", "(d0) -> (2 * d0)", "(d0) -> (d0 * 2)"),
    ("M", "(d0) -> ((d0 * 4) floordiv 2)", "(d0) -> (d0 * 2)"),
    ("M", "(d0) -> (d0 - d0)", "(d0) -> (0)"),
    (
        "M",
        "(d0, d1) -> (d0 + 1 + d1)",
        "(d0, d1) -> (d0 + d1 + 1)",
    ),
    (
        "M",
        "(d0, d1, d2) -> (d2 + d1 + d0)",
        "(d0, d1, d2) -> (d1 + d2 + d0)",
    ),
    (
        "M",
        "(d0, d1, d2) -> (d2 + (d1 + d0))",
        "(d0, d1, d2) -> (d2 + d0 + d1)",
    ),
    (
        "M",
        "(d0, d1)[s0, s1] -> (s1 + s0)",
        "(d0, d1)[s0, s1] -> (s0 + s1)",
    ),
    (
        "M",
        "(d0, d1)[s0, s1] -> (s1 * s0)",
        "(d0, d1)[s0, s1] -> (s0 * s1)",
    ),
    (
        "M",
        "(d0, d1) -> (d1 * 3 + d0 * 2)",
        "(d0, d1) -> (d1 * 3 + d0 * 2)",
    ),
    (
        "M",
        "(d0)[s0, s1] -> (s1 * s0 * d0)",
        "(d0)[s0, s1] -> (d0 * (s0 * s1))",
    ),
    (
        "M",
        "(d0)[s0, s1] -> (d0 * s1 * s0)",
        "(d0)[s0, s1] -> ((d0 * s1) * s0)",
    ),
    ("M", "(d0, d1) -> (d0 + d1 * -1)", "(d0, d1) -> (d0 - d1)"),
    ("M", "(d0, d1) -> (-d1 + d0)", "(d0, d1) -> (-d1 + d0)"),
    (
        "M",
        "(d0, d1)[s0] -> (s0 - d1 + d0)",
        "(d0, d1)[s0] -> (-d1 + s0 + d0)",
    ),
    (
        "M",
        "() -> (7 floordiv 2, -7 floordiv 2, 7 ceildiv 2, -7 ceildiv 2, 7 mod 2, -7 mod 2)",
        "() -> (3, -4, 4, -3, 1, 1)",
    ),
    (
        "M",
        "() -> (7 floordiv -2, -7 floordiv -2, 7 ceildiv -2, -7 ceildiv -2, 7 mod -2, -7 mod -2)",
        "() -> (-4, 3, -3, 4, 7 mod -2, -7 mod -2)",
    ),
    (
        "M",
        "() -> (7 floordiv 0, 7 ceildiv 0, 7 mod 0)",
        "() -> (7 floordiv 0, 7 ceildiv 0, 7 mod 0)",
    ),
    (
        "M",
        "(d0) -> (d0 floordiv -1, d0 ceildiv -1, d0 mod -1)",
        "(d0) -> (d0 floordiv -1, d0 ceildiv -1, d0 mod -1)",
    ),
    (
        "M",
        "(d0) -> (d0 floordiv 1, d0 ceildiv 1, d0 mod 1)",
        "(d0) -> (d0, d0, 0)",
    ),
    (
        "M",
        "(d0) -> ((d0 * 4) floordiv -2, (d0 * 4) ceildiv -2, (d0 * 4) mod -2)",
        "(d0) -> (d0 * -2, d0 * -2, (d0 * 4) mod -2)",
    ),
    (
        "M",
        "() -> (9223372036854775807 + 1)",
        "() -> (9223372036854775807 + 1)",
    ),
    (
        "M",
        "() -> (9223372036854775807 * 2)",
        "() -> (9223372036854775807 * 2)",
    ),
    (
        "M",
        "(d0) -> (d0 - 9223372036854775807 - 1)",
        "(d0) -> (d0 - -9223372036854775808)",
    ),
    (
        "M",
        "(d0) -> (d0 + 9223372036854775807 + 1)",
        "(d0) -> (d0 - -9223372036854775808)",
    ),
    (
        "M",
        "(d0) -> (d0 * 9223372036854775807 * 2)",
        "(d0) -> (d0 * -2)",
    ),
    (
        "M",
        "(d0) -> (d0 * 9223372036854775807 + d0)",
        "(d0) -> (d0 * -9223372036854775808)",
    ),
    (
        "M",
        "(d0) -> ((-9223372036854775807 - 1) * -1)",
        "(d0) -> (--9223372036854775808)",
    ),
    (
        "M",
        "(d0) -> ((-9223372036854775807 - 1) floordiv -1)",
        "(d0) -> (-9223372036854775808 floordiv -1)",
    ),
    (
        "M",
        "(d0) -> ((-9223372036854775807 - 1) mod 3)",
        "(d0) -> (1)",
    ),
    (
        "M",
        "(d0, d1) -> (d0 + d1 * (-9223372036854775807 - 1))",
        "(d0, d1) -> (d0 - d1 * -9223372036854775808)",
    ),
    // Strata's printed forms at the smallest index read back (mlir-opt 22 cannot).
    (
        "M",
        "(d0) -> (d0 - -9223372036854775808)",
        "(d0) -> (d0 - -9223372036854775808)",
    ),
    (
        "M",
        "(d0) -> (d0 * -9223372036854775808)",
        "(d0) -> (d0 * -9223372036854775808)",
    ),
    (
        "M",
        "(d0) -> (--9223372036854775808)",
        "(d0) -> (--9223372036854775808)",
    ),
    (
        "M",
        "(d0) -> (-9223372036854775808 floordiv -1)",
        "(d0) -> (-9223372036854775808 floordiv -1)",
    ),
    (
        "M",
        "(d0, d1) -> (d0 - d1 * -9223372036854775808)",
        "(d0, d1) -> (d0 - d1 * -9223372036854775808)",
    ),
    ("M", "(d0) -> (0x10 + 0xff)", "(d0) -> (271)"),
    (
        "M",
        "(d0, d1) -> (d0 - (d1 + 1))",
        "(d0, d1) -> (d0 - (d1 + 1))",
    ),
    (
        "M",
        "(d0, d1) -> (d0 - d1 * 3)",
        "(d0, d1) -> (d0 - d1 * 3)",
    ),
    (
        "M",
        "(d0, d1) -> (d0 - d1 floordiv 2)",
        "(d0, d1) -> (d0 - d1 floordiv 2)",
    ),
    (
        "M",
        "(d0, d1) -> (d0 - (d1 floordiv 2) * 3)",
        "(d0, d1) -> (d0 - (d1 floordiv 2) * 3)",
    ),
    ("M", "(d0) -> (-(d0 + 1))", "(d0) -> (-(d0 + 1))"),
    (
        "M",
        "(d0) -> (-d0 floordiv 2)",
        "(d0) -> ((-d0) floordiv 2)",
    ),
    (
        "M",
        "(d0) -> (-(d0 floordiv 2))",
        "(d0) -> (-(d0 floordiv 2))",
    ),
    ("M", "(d0) -> (- d0 * 2)", "(d0) -> (d0 * -2)"),
    (
        "M",
        "(d0)[s0] -> (d0 * s0 * -1)",
        "(d0)[s0] -> (-(d0 * s0))",
    ),
    ("M", "(d0)[s0] -> (d0 * -s0)", "(d0)[s0] -> (d0 * (-s0))"),
    (
        "M",
        "(d0)[s0] -> (s0 * (d0 + 1))",
        "(d0)[s0] -> ((d0 + 1) * s0)",
    ),
    (
        "M",
        "(d0)[s0] -> ((d0 + 1) floordiv (s0 + 2))",
        "(d0)[s0] -> ((d0 + 1) floordiv (s0 + 2))",
    ),
    (
        "M",
        "(d0)[s0] -> ((d0 mod 4) mod s0)",
        "(d0)[s0] -> ((d0 mod 4) mod s0)",
    ),
    ("M", "(d0, d1) -> (-(d0 - d1))", "(d0, d1) -> (-(d0 - d1))"),
    (
        "M",
        "(d0, d1, d2) -> (d0 + (d1 + d2) * -2)",
        "(d0, d1, d2) -> (d0 - (d1 + d2) * 2)",
    ),
    ("M", "(d0) -> ((d0 * 128) mod 64)", "(d0) -> (0)"),
    (
        "M",
        "(d0, d1) -> ((d0 * 4 + d1 * 8) mod 4)",
        "(d0, d1) -> (0)",
    ),
    (
        "M",
        "(d0, d1) -> ((d0 * 4 + d1) mod 4)",
        "(d0, d1) -> (d1 mod 4)",
    ),
    (
        "M",
        "(d0, d1) -> ((d0 + d1 * 4) mod 4)",
        "(d0, d1) -> (d0 mod 4)",
    ),
    ("M", "(d0) -> ((d0 mod 8) mod 4)", "(d0) -> (d0 mod 4)"),
    (
        "M",
        "(d0) -> ((d0 mod 4) mod 8)",
        "(d0) -> ((d0 mod 4) mod 8)",
    ),
    (
        "M",
        "(d0, d1) -> ((d0 * 4 + d1) floordiv 4)",
        "(d0, d1) -> (d0 + d1 floordiv 4)",
    ),
    (
        "M",
        "(d0, d1) -> ((d0 * 4 + d1) ceildiv 4)",
        "(d0, d1) -> ((d0 * 4 + d1) ceildiv 4)",
    ),
    (
        "M",
        "(d0) -> (d0 - (d0 floordiv 4) * 4)",
        "(d0) -> (d0 mod 4)",
    ),
    (
        "M",
        "(d0) -> ((d0 floordiv 4) * -4 + d0)",
        "(d0) -> ((d0 floordiv 4) * -4 + d0)",
    ),
    (
        "M",
        "(d0)[s0] -> (d0 - (d0 floordiv s0) * s0)",
        "(d0)[s0] -> (d0 mod s0)",
    ),
    ("M", "(d0) -> ((d0 * 8 + 3) floordiv 4)", "(d0) -> (d0 * 2)"),
    (
        "M",
        "(d0) -> ((((d0 * 8) mod 16) floordiv 2) mod 4)",
        "(d0) -> (0)",
    ),
    (
        "M",
        "(d0)[s0] -> (d0 + ((d0 floordiv s0) * s0) floordiv -1)",
        "(d0)[s0] -> (d0 mod s0)",
    ),
    (
        "M",
        "(d0) -> (d0 + (d0 floordiv 4) mod -4)",
        "(d0) -> (d0 + (d0 floordiv 4) mod -4)",
    ),
    (
        "M",
        "(d0)[s0] -> (d0 * s0 + d0 * s0)",
        "(d0)[s0] -> ((d0 * s0) * 2)",
    ),
    (
        "M",
        "(d0)[s0] -> ((d0 * 2) * s0)",
        "(d0)[s0] -> ((d0 * s0) * 2)",
    ),
    (
        "M",
        "()[s0, s1] -> (s1 + 2 + s0)",
        "()[s0, s1] -> (s0 + s1 + 2)",
    ),
    (
        "M",
        "(d0)[s0] -> (d0 + s0 - d0 floordiv 4)",
        "(d0)[s0] -> (d0 + -(d0 floordiv 4) + s0)",
    ),
    (
        "M",
        "(d0)[s0] -> (d0 + s0 - (s0 floordiv 4) * 4)",
        "(d0)[s0] -> (d0 + s0 mod 4)",
    ),
    (
        "M",
        "()[s0, s1] -> (s0 + s1 - (s1 floordiv 4) * 4)",
        "()[s0, s1] -> (s0 + s1 mod 4)",
    ),
    (
        "M",
        "(d0, d1) -> (d0 + d1 - (d1 floordiv 4) * 4)",
        "(d0, d1) -> (d0 + d1 mod 4)",
    ),
    (
        "M",
        "(d0)[s0] -> ((d0 + s0) - ((d0 + s0) floordiv 4) * 4)",
        "(d0)[s0] -> ((d0 + s0) mod 4)",
    ),
    (
        "M",
        "(d0)[s0] -> (d0 floordiv 4 + s0 - d0 floordiv 4)",
        "(d0)[s0] -> (d0 floordiv 4 + -(d0 floordiv 4) + s0)",
    ),
    (
        "M",
        "(d0)[s0] -> (d0 + s0 - (d0 floordiv -4) * 4)",
        "(d0)[s0] -> (d0 + (d0 floordiv -4) * -4 + s0)",
    ),
    (
        "M",
        "(d0, d1)[s0] -> (d1 + -s0 - (d1 floordiv s0), -d1)",
        "(d0, d1)[s0] -> (d1 + -(d1 floordiv s0) - s0, -d1)",
    ),
    (
        "M",
        "(d0) -> (d0 + (d0 floordiv -4) * 4)",
        "(d0) -> (d0 + (d0 floordiv -4) * 4)",
    ),
    (
        "M",
        "(d0)[s0] -> (d0 floordiv s0, d0 ceildiv s0, d0 mod s0, s0 floordiv s0)",
        "(d0)[s0] -> (d0 floordiv s0, d0 ceildiv s0, d0 mod s0, s0 floordiv s0)",
    ),
    ("M", "(mod) -> (mod mod 2)", "(d0) -> (d0 mod 2)"),
    (
        "M",
        "(i32, x.y, a$b, _z) -> (i32 + x.y + a$b + _z)",
        "(d0, d1, d2, d3) -> (d0 + d1 + d2 + d3)",
    ),
    ("M", "(d0) -> (d0 // comment\n  + 1)", "(d0) -> (d0 + 1)"),
    ("S", "(d0) : ()", "(d0) : (0 == 0)"),
    ("S", "() : ()", "() : (0 == 0)"),
    (
        "S",
        "(d0)[s0] : (d0 >= 10, s0 == d0)",
        "(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)",
    ),
    (
        "S",
        "(d0)[s0] : (d0 <= 10, 5 >= s0, d0 + 1 >= 5)",
        "(d0)[s0] : (-d0 + 10 >= 0, -s0 + 5 >= 0, d0 - 4 >= 0)",
    ),
    ("S", "(d0) : (1 == 0)", "(d0) : (1 == 0)"),
    ("S", "(d0) : (0 == 0)", "(d0) : (0 == 0)"),
    ("S", "(d0) : (d0 == d0)", "(d0) : (0 == 0)"),
    ("S", "(d0) : (2 >= 1)", "(d0) : (1 >= 0)"),
    (
        "S",
        "(d0) : (d0 floordiv 2 >= 1, d0 mod 2 == 0)",
        "(d0) : (d0 floordiv 2 - 1 >= 0, d0 mod 2 == 0)",
    ),
    (
        "S",
        "(d0)[s0] : (d0 * s0 >= 0)",
        "(d0)[s0] : (d0 * s0 >= 0)",
    ),
    (
        "S",
        "(i, j)[N] : (i - j >= 0, N - i - 1 >= 0)",
        "(d0, d1)[s0] : (d0 - d1 >= 0, -d0 + s0 - 1 >= 0)",
    ),
    (
        "S",
        "(d0) : (d0 > = 0, d0 = = 1)",
        "(d0) : (d0 >= 0, d0 - 1 == 0)",
    ),
    (
        "S",
        "(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)",
        "(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)",
    ),
    (
        "M",
        "(d0)[s0] -> (-d0 + s0 - 1)",
        "(d0)[s0] -> (-d0 + s0 - 1)",
    ),
    (
        "M",
        "(d0, d1)[s0] -> (d0 + s0, d1 * 2)",
        "(d0, d1)[s0] -> (d0 + s0, d1 * 2)",
    ),
    ("M", "(d0) -> (d0 * 2)", "(d0) -> (d0 * 2)"),
    ("M", "(d0) -> (1)", "(d0) -> (1)"),
    ("M", "(d0, d1) -> (d0 + d1)", "(d0, d1) -> (d0 + d1)"),
    ("M", "(d0) -> (d0 * 6)", "(d0) -> (d0 * 6)"),
    ("M", "(d0) -> (0)", "(d0) -> (0)"),
    (
        "M",
        "(d0, d1) -> (d0 + d1 + 1)",
        "(d0, d1) -> (d0 + d1 + 1)",
    ),
    (
        "M",
        "(d0, d1, d2) -> (d1 + d2 + d0)",
        "(d0, d1, d2) -> (d1 + d2 + d0)",
    ),
    (
        "M",
        "(d0, d1, d2) -> (d2 + d0 + d1)",
        "(d0, d1, d2) -> (d0 + d2 + d1)",
    ),
    (
        "M",
        "(d0, d1)[s0, s1] -> (s0 + s1)",
        "(d0, d1)[s0, s1] -> (s0 + s1)",
    ),
    (
        "M",
        "(d0, d1)[s0, s1] -> (s0 * s1)",
        "(d0, d1)[s0, s1] -> (s0 * s1)",
    ),
    (
        "M",
        "(d0)[s0, s1] -> (d0 * (s0 * s1))",
        "(d0)[s0, s1] -> (d0 * (s0 * s1))",
    ),
    (
        "M",
        "(d0)[s0, s1] -> ((d0 * s1) * s0)",
        "(d0)[s0, s1] -> ((d0 * s1) * s0)",
    ),
    ("M", "(d0, d1) -> (d0 - d1)", "(d0, d1) -> (d0 - d1)"),
    (
        "M",
        "(d0, d1)[s0] -> (-d1 + s0 + d0)",
        "(d0, d1)[s0] -> (-d1 + s0 + d0)",
    ),
    (
        "M",
        "() -> (3, -4, 4, -3, 1, 1)",
        "() -> (3, -4, 4, -3, 1, 1)",
    ),
    (
        "M",
        "() -> (-4, 3, -3, 4, 7 mod -2, -7 mod -2)",
        "() -> (-4, 3, -3, 4, 7 mod -2, -7 mod -2)",
    ),
    ("M", "(d0) -> (d0, d0, 0)", "(d0) -> (d0, d0, 0)"),
    (
        "M",
        "(d0) -> (d0 * -2, d0 * -2, (d0 * 4) mod -2)",
        "(d0) -> (d0 * -2, d0 * -2, (d0 * 4) mod -2)",
    ),
    ("M", "(d0) -> (d0 * -2)", "(d0) -> (d0 * -2)"),
    ("M", "(d0) -> (271)", "(d0) -> (271)"),
    (
        "M",
        "(d0) -> ((-d0) floordiv 2)",
        "(d0) -> ((-d0) floordiv 2)",
    ),
    ("M", "(d0)[s0] -> (-(d0 * s0))", "(d0)[s0] -> (-(d0 * s0))"),
    ("M", "(d0)[s0] -> (d0 * (-s0))", "(d0)[s0] -> (d0 * (-s0))"),
    (
        "M",
        "(d0)[s0] -> ((d0 + 1) * s0)",
        "(d0)[s0] -> ((d0 + 1) * s0)",
    ),
    (
        "M",
        "(d0, d1, d2) -> (d0 - (d1 + d2) * 2)",
        "(d0, d1, d2) -> (d0 - (d1 + d2) * 2)",
    ),
    ("M", "(d0, d1) -> (0)", "(d0, d1) -> (0)"),
    ("M", "(d0, d1) -> (d1 mod 4)", "(d0, d1) -> (d1 mod 4)"),
    ("M", "(d0, d1) -> (d0 mod 4)", "(d0, d1) -> (d0 mod 4)"),
    ("M", "(d0) -> (d0 mod 4)", "(d0) -> (d0 mod 4)"),
    (
        "M",
        "(d0, d1) -> (d0 + d1 floordiv 4)",
        "(d0, d1) -> (d0 + d1 floordiv 4)",
    ),
    ("M", "(d0)[s0] -> (d0 mod s0)", "(d0)[s0] -> (d0 mod s0)"),
    (
        "M",
        "(d0)[s0] -> ((d0 * s0) * 2)",
        "(d0)[s0] -> ((d0 * s0) * 2)",
    ),
    (
        "M",
        "()[s0, s1] -> (s0 + s1 + 2)",
        "()[s0, s1] -> (s0 + s1 + 2)",
    ),
    (
        "M",
        "(d0)[s0] -> (d0 + -(d0 floordiv 4) + s0)",
        "(d0)[s0] -> (d0 - d0 floordiv 4 + s0)",
    ),
    (
        "M",
        "(d0)[s0] -> (d0 + s0 mod 4)",
        "(d0)[s0] -> (d0 + s0 mod 4)",
    ),
    (
        "M",
        "()[s0, s1] -> (s0 + s1 mod 4)",
        "()[s0, s1] -> (s0 + s1 mod 4)",
    ),
    (
        "M",
        "(d0, d1) -> (d0 + d1 mod 4)",
        "(d0, d1) -> (d0 + d1 mod 4)",
    ),
    (
        "M",
        "(d0)[s0] -> ((d0 + s0) mod 4)",
        "(d0)[s0] -> ((d0 + s0) mod 4)",
    ),
    (
        "M",
        "(d0)[s0] -> (d0 floordiv 4 + -(d0 floordiv 4) + s0)",
        "(d0)[s0] -> (s0)",
    ),
    (
        "M",
        "(d0)[s0] -> (d0 + (d0 floordiv -4) * -4 + s0)",
        "(d0)[s0] -> (d0 - (d0 floordiv -4) * 4 + s0)",
    ),
    (
        "M",
        "(d0, d1)[s0] -> (d1 + -(d1 floordiv s0) - s0, -d1)",
        "(d0, d1)[s0] -> (d1 - d1 floordiv s0 - s0, -d1)",
    ),
    ("M", "(d0) -> (d0 mod 2)", "(d0) -> (d0 mod 2)"),
    (
        "M",
        "(d0, d1, d2, d3) -> (d0 + d1 + d2 + d3)",
        "(d0, d1, d2, d3) -> (d0 + d1 + d2 + d3)",
    ),
    ("M", "(d0) -> (d0 + 1)", "(d0) -> (d0 + 1)"),
    ("S", "() : (0 == 0)", "() : (0 == 0)"),
    (
        "S",
        "(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)",
        "(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)",
    ),
    (
        "S",
        "(d0)[s0] : (-d0 + 10 >= 0, -s0 + 5 >= 0, d0 - 4 >= 0)",
        "(d0)[s0] : (-d0 + 10 >= 0, -s0 + 5 >= 0, d0 - 4 >= 0)",
    ),
    ("S", "(d0) : (1 >= 0)", "(d0) : (1 >= 0)"),
    (
        "S",
        "(d0) : (d0 floordiv 2 - 1 >= 0, d0 mod 2 == 0)",
        "(d0) : (d0 floordiv 2 - 1 >= 0, d0 mod 2 == 0)",
    ),
    (
        "S",
        "(d0, d1)[s0] : (d0 - d1 >= 0, -d0 + s0 - 1 >= 0)",
        "(d0, d1)[s0] : (d0 - d1 >= 0, -d0 + s0 - 1 >= 0)",
    ),
    (
        "S",
        "(d0) : (d0 >= 0, d0 - 1 == 0)",
        "(d0) : (d0 >= 0, d0 - 1 == 0)",
    ),
];

/// (kind, body, [(offset, message)] in the order mlir-opt reports them).
type ErrorCase = (&'static str, &'static str, &'static [(usize, &'static str)]);

const ERRORS: &[ErrorCase] = &[
    (
        "M",
        "(symbol, floordiv) -> (symbol + floordiv)",
        &[(29, "expected '(' at start of SSA symbol")],
    ),
    (
        "M",
        "(d0) -> (d0 + x)",
        &[(13, "use of undeclared identifier")],
    ),
    (
        "M",
        "(d0) -> (d0 +  x)",
        &[(13, "use of undeclared identifier")],
    ),
    (
        "M",
        "(d0) -> (d0 +\n   x)",
        &[(13, "use of undeclared identifier")],
    ),
    (
        "M",
        "(d0) -> (d0 + // comment\n   x)",
        &[(13, "use of undeclared identifier")],
    ),
    (
        "M",
        "(d0, d0) -> (d0)",
        &[(5, "redefinition of identifier 'd0'")],
    ),
    (
        "M",
        "(d0)[d0] -> (d0)",
        &[(5, "redefinition of identifier 'd0'")],
    ),
    ("M", "(d0) (d0)", &[(4, "expected '->' or ':'")]),
    (
        "M",
        "(d0) -> (d0 * d0)",
        &[(
            12,
            "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
        )],
    ),
    (
        "M",
        "(d0) -> (d0 * d0 * 2)",
        &[(
            17,
            "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
        )],
    ),
    (
        "M",
        "(d0) -> (d0 floordiv d0)",
        &[(
            12,
            "non-affine expression: right operand of floordiv has to be either a constant or symbolic",
        )],
    ),
    (
        "M",
        "(d0) -> (d0 ceildiv d0)",
        &[(
            12,
            "non-affine expression: right operand of ceildiv has to be either a constant or symbolic",
        )],
    ),
    (
        "M",
        "(d0) -> (d0 mod d0)",
        &[(
            12,
            "non-affine expression: right operand of mod has to be either a constant or symbolic",
        )],
    ),
    ("M", "(d0) -> (d0,)", &[(12, "expected affine expression")]),
    (
        "M",
        "(d0) -> (d0",
        &[(11, "expected ')' in affine map range")],
    ),
    (
        "M",
        "(d0) -> ((d0)",
        &[(13, "expected ')' in affine map range")],
    ),
    (
        "M",
        "(d0) -> (())",
        &[(10, "no expression inside parentheses")],
    ),
    (
        "M",
        "(d0) -> (-)",
        &[
            (10, "expected affine expression"),
            (10, "missing operand of negation"),
        ],
    ),
    (
        "M",
        "(d0) -> (d0 + -)",
        &[
            (15, "missing right operand of binary operator"),
            (15, "missing operand of negation"),
        ],
    ),
    (
        "M",
        "(d0) -> (- - )",
        &[
            (13, "expected affine expression"),
            (13, "missing operand of negation"),
            (13, "missing operand of negation"),
        ],
    ),
    (
        "M",
        "(d0) -> (d0 + )",
        &[(14, "missing right operand of binary operator")],
    ),
    (
        "M",
        "(d0) -> (+ d0)",
        &[(9, "missing left operand of binary operator")],
    ),
    (
        "M",
        "(d0) -> (* d0)",
        &[(9, "missing left operand of binary operator")],
    ),
    (
        "M",
        "(d0) -> (d0 * )",
        &[(14, "missing right operand of binary operator")],
    ),
    (
        "M",
        "(d0) -> (d0 / 2)",
        &[(11, "expected ')' in affine map range")],
    ),
    ("M", "(d0) -> (d0 & 2)", &[(12, "unexpected character")]),
    ("M", "(d0) -> (d0 # 2)", &[(12, "invalid attribute name")]),
    (
        "M",
        "(d0) -> (d0 . 2)",
        &[(13, "expected three consecutive dots for an ellipsis")],
    ),
    (
        "M",
        "(d0) -> (@ 2)",
        &[(10, "@ identifier expected to start with letter or '_'")],
    ),
    (
        "M",
        "(d0) -> (\"abc",
        &[(26, "expected '\"' in string literal")],
    ),
    (
        "M",
        "(d0) -> (\"a\\q\")",
        &[(11, "unknown escape in string literal")],
    ),
    ("M", "(d0) -> (1.5)", &[(9, "expected affine expression")]),
    ("M", "(d0) -> (%x)", &[(9, "unexpected ssa identifier")]),
    (
        "M",
        "(d0) -> (symbol(%x))",
        &[(16, "unexpected ssa identifier")],
    ),
    (
        "M",
        "(d0) -> (symbol)",
        &[(15, "expected '(' at start of SSA symbol")],
    ),
    (
        "M",
        "(d0) -> (9223372036854775808)",
        &[(9, "constant too large for index")],
    ),
    (
        "M",
        "(d0) -> (0x8000000000000000)",
        &[(9, "constant too large for index")],
    ),
    (
        "M",
        "(d0) : (d0 >= 0)",
        &[(0, "expected AffineMap, but got IntegerSet")],
    ),
    (
        "S",
        "(d0) -> (d0)",
        &[(0, "expected IntegerSet, but got AffineMap")],
    ),
    (
        "S",
        "(d0) : (d0)",
        &[(
            10,
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        )],
    ),
    (
        "S",
        "(d0) : (d0 > 0)",
        &[(
            13,
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        )],
    ),
    (
        "S",
        "(d0) : (d0 >< 0)",
        &[(
            14,
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        )],
    ),
    (
        "S",
        "(d0) : (d0 >= )",
        &[(14, "expected affine expression")],
    ),
    (
        "M",
        "(d0 -> (d0)",
        &[(3, "expected ')' in dimensional identifier list")],
    ),
    (
        "M",
        "(d0)[s0 -> (d0)",
        &[(7, "expected ']' in symbol list")],
    ),
    ("M", "() -> (d0)", &[(7, "use of undeclared identifier")]),
    ("M", "(1) -> (1)", &[(1, "expected bare identifier")]),
    (
        "M",
        "(d0) -> (d0)  x",
        &[(12, "expected '>' in affine map")],
    ),
    (
        "S",
        "(d0) : (d0 >= 0) x",
        &[(16, "expected '>' in integer set")],
    ),
    (
        "M",
        "d0 -> (d0)",
        &[(0, "expected '(' in dimensional identifier list")],
    ),
    (
        "M",
        "(d0) -> d0",
        &[(7, "expected '(' in affine map range")],
    ),
    ("M", "(d0) ->", &[(7, "expected '(' in affine map range")]),
    (
        "S",
        "(d0) :",
        &[(6, "expected '(' in integer set constraint list")],
    ),
];

fn syntax(kind: &str) -> AffineSyntax {
    if kind == "M" {
        AffineSyntax::Map
    } else {
        AffineSyntax::Set
    }
}

fn print(store: &AffineStore, v: MapOrSet) -> String {
    match v {
        MapOrSet::Map(m) => store.display_map(m).to_string(),
        MapOrSet::Set(s) => store.display_set(s).to_string(),
    }
}

#[test]
fn parse_and_print_match_mlir_opt() {
    let store = AffineStore::new();
    for &(kind, body, expected) in PRINTED {
        let text = format!("{body}{TAIL}");
        let (v, consumed) = parse_affine_map_or_set(&store, &text, syntax(kind))
            .unwrap_or_else(|e| panic!("{body}: {e:?}"));
        assert_eq!(print(&store, v), expected, "input: {body}");
        assert_eq!(consumed, body.len() + 1, "input: {body}");
    }
}

#[test]
fn errors_match_mlir_opt() {
    let store = AffineStore::new();
    for &(kind, body, expected) in ERRORS {
        let text = format!("{body}{TAIL}");
        let err = parse_affine_map_or_set(&store, &text, syntax(kind))
            .expect_err(&format!("expected an error for {body}"));
        let mut got = vec![(err.offset, err.message.clone())];
        got.extend(err.followups.iter().cloned());
        let want: Vec<_> = expected.iter().map(|&(o, m)| (o, m.to_string())).collect();
        assert_eq!(got, want, "input: {body:?}");
    }
}

#[test]
fn end_of_input_errors_land_on_the_last_character() {
    let store = AffineStore::new();
    // As mlir-opt reports `(d0) -> (d0,// c` at the end of a buffer.
    let err = parse_affine_map_or_set(&store, "(d0) -> (d0,// c\n", AffineSyntax::Map).unwrap_err();
    assert_eq!(
        (err.offset, err.message.as_str()),
        (16, "expected affine expression")
    );
    let err = parse_affine_map_or_set(&store, "(d0) -> (d0\n", AffineSyntax::Map).unwrap_err();
    assert_eq!(
        (err.offset, err.message.as_str()),
        (11, "expected ')' in affine map range")
    );
    let err = parse_affine_map_or_set(&store, "", AffineSyntax::Map).unwrap_err();
    assert_eq!(err.message, "expected '(' in dimensional identifier list");
}

#[test]
fn consumes_exactly_through_the_closing_angle() {
    let store = AffineStore::new();
    let text = "(d0) -> (d0 + 1)>> rest";
    let (v, n) = parse_affine_map_or_set(&store, text, AffineSyntax::Map).unwrap();
    assert_eq!(&text[n..], "> rest");
    assert_eq!(print(&store, v), "(d0) -> (d0 + 1)");
    let text = " (d0) : (d0 >= 0) >}";
    let (v, n) = parse_affine_map_or_set(&store, text, AffineSyntax::Set).unwrap();
    assert_eq!(&text[n..], "}");
    assert!(matches!(v, MapOrSet::Set(_)));
    // A character the lexer rejects right after `>` is the caller's business.
    let (_, n) = parse_affine_map_or_set(&store, "(d0) -> (d0)>&", AffineSyntax::Map).unwrap();
    assert_eq!(n, 13);
}

#[test]
fn whole_string_parsing() {
    let store = AffineStore::new();
    let m = store.parse_map("(d0)[s0] -> (s0 - d0 - 1)").unwrap();
    assert_eq!(
        store.display_map(m).to_string(),
        "(d0)[s0] -> (-d0 + s0 - 1)"
    );
    let s = store.parse_set("(d0) : (d0 >= 0)").unwrap();
    assert_eq!(store.display_set(s).to_string(), "(d0) : (d0 >= 0)");
    let e = store.parse_map("(d0) -> (d0) x").unwrap_err();
    assert_eq!(
        (e.offset, e.message.as_str()),
        (13, "encountered unexpected token")
    );
    assert!(store.parse_map("(d0) : (d0 >= 0)").is_err());
    assert!(store.parse_set("(d0) -> (d0)").is_err());
}

#[test]
fn equal_structures_are_the_same_handle() {
    let store = AffineStore::new();
    let a = store.parse_map("(d0, d1) -> (d1 + d0)").unwrap();
    let b = store.parse_map("(i, j) -> (i + j)").unwrap();
    assert_eq!(a, b);
    let d0 = store.dim(0);
    let d1 = store.dim(1);
    assert_eq!(store.map_data(a).results[..], [store.add(d0, d1)]);
    assert_eq!(store.add(d1, d0), store.add(d0, d1));
    assert_ne!(
        store.parse_map("(d0)[s0] -> (d0)").unwrap(),
        store.parse_map("(d0) -> (d0)").unwrap()
    );
}

#[test]
fn constructors_simplify_like_mlir() {
    let s = AffineStore::new();
    let (d0, d1, s0, s1) = (s.dim(0), s.dim(1), s.symbol(0), s.symbol(1));
    let c = |v| s.constant(v);
    let show = |e| s.display_expr(e).to_string();
    assert_eq!(show(s.add(c(4), d0)), "d0 + 4");
    assert_eq!(s.add(d0, c(0)), d0);
    assert_eq!(s.mul(d0, c(1)), d0);
    assert_eq!(s.mul(d0, c(0)), c(0));
    assert_eq!(show(s.add(s.add(d0, c(2)), c(3))), "d0 + 5");
    assert_eq!(show(s.mul(s.mul(d0, c(2)), c(3))), "d0 * 6");
    assert_eq!(show(s.floor_div(s.mul(d0, c(4)), c(2))), "d0 * 2");
    assert_eq!(show(s.add(s.add(d0, c(2)), d1)), "d0 + d1 + 2");
    assert_eq!(show(s.sub(s0, s.add(d0, c(1)))), "-(d0 + 1) + s0");
    assert_eq!(show(s.mul(s1, s0)), "s0 * s1");
    assert_eq!(show(s.mul(s0, d0)), "d0 * s0");
    assert_eq!(show(s.neg(d0)), "-d0");
    assert_eq!(s.modulo(c(-7), c(2)), c(1));
    assert_eq!(s.floor_div(c(-7), c(2)), c(-4));
    assert_eq!(s.ceil_div(c(-7), c(2)), c(-3));
    assert_eq!(
        show(s.sub(d0, s.mul(s.floor_div(d0, c(4)), c(4)))),
        "d0 mod 4"
    );
    // Overflowing constant folds are kept unfolded; nothing panics.
    assert_eq!(show(s.add(c(i64::MAX), c(1))), "9223372036854775807 + 1");
    assert_eq!(show(s.mul(c(i64::MIN), c(-1))), "--9223372036854775808");
    assert_eq!(
        show(s.floor_div(c(i64::MIN), c(-1))),
        "-9223372036854775808 floordiv -1"
    );
    assert_eq!(show(s.floor_div(d0, c(0))), "d0 floordiv 0");
    // Products of dimensions are not affine; the store keeps them (ordered).
    assert_eq!(show(s.mul(d1, d0)), "d0 * d1");
    assert_eq!(s.binary(AffineBinaryOp::Mod, d0, c(1)), c(0));
}

#[test]
fn kinds_and_derived_facts() {
    let s = AffineStore::new();
    let e = s
        .parse_map("(d0)[s0] -> (d0 * 4 + s0 * 8, s0 floordiv 2, d0 * s0)")
        .unwrap();
    let r = s.map_data(e).results.clone();
    let AffineExprKind::Add(l, rr) = s.kind(r[0]) else {
        panic!()
    };
    assert_eq!(s.kind(l), AffineExprKind::Mul(s.dim(0), s.constant(4)));
    assert_eq!(s.kind(rr), AffineExprKind::Mul(s.symbol(0), s.constant(8)));
    assert_eq!(s.largest_known_divisor(r[0]), 4);
    assert!(!s.is_symbolic_or_constant(r[0]));
    assert!(s.is_symbolic_or_constant(r[1]));
    assert!(s.is_pure_affine(r[0]) && s.is_pure_affine(r[1]));
    assert!(!s.is_pure_affine(r[2]));
    assert!(s.is_function_of_dim(r[0], 0) && !s.is_function_of_dim(r[1], 0));
    assert!(s.is_function_of_symbol(r[2], 0));
    assert_eq!(s.as_constant(s.constant(3)), Some(3));
    assert_eq!(s.as_dim(s.dim(2)), Some(2));
    assert_eq!(s.as_symbol(s.symbol(1)), Some(1));
    assert_eq!(
        s.kind(r[1]).as_binary(),
        Some((AffineBinaryOp::FloorDiv, s.symbol(0), s.constant(2)))
    );
    let mut seen = Vec::new();
    s.walk(r[1], |e| seen.push(e));
    assert_eq!(seen, [s.symbol(0), s.constant(2), r[1]]);
}

#[test]
fn evaluation() {
    let s = AffineStore::new();
    let m = s
        .parse_map("(d0, d1)[s0] -> (d0 + d1 * s0, d0 floordiv 4, d0 ceildiv 4, d0 mod 4, -d0)")
        .unwrap();
    assert_eq!(s.eval_map(m, &[-7, 2], &[3]), Some(vec![-1, -2, -1, 1, 7]));
    assert_eq!(s.eval_map(m, &[8, 0], &[0]), Some(vec![8, 2, 2, 0, -8]));
    // Missing inputs, division by zero and overflow give None.
    assert_eq!(s.eval_map(m, &[1], &[1]), None);
    let div = s
        .parse_map("(d0)[s0] -> (d0 floordiv s0, d0 mod s0)")
        .unwrap();
    assert_eq!(s.eval_map(div, &[7], &[0]), None);
    assert_eq!(s.eval_map(div, &[7], &[-2]), None); // modulus below one
    assert_eq!(s.eval_map(div, &[-7], &[2]), Some(vec![-4, 1]));
    let big = s.parse_map("(d0) -> (d0 * 2)").unwrap();
    assert_eq!(s.eval_map(big, &[i64::MAX], &[]), None);
    let set = s
        .parse_set("(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0, d0 mod 2 == 0)")
        .unwrap();
    assert_eq!(s.eval_set(set, &[4], &[10]), Some(true));
    assert_eq!(s.eval_set(set, &[5], &[10]), Some(false));
    assert_eq!(s.eval_set(set, &[10], &[10]), Some(false));
    assert_eq!(s.eval_set(set, &[-2], &[10]), Some(false));
    assert_eq!(s.eval_set(s.empty_set(1, 0), &[0], &[]), Some(false));
    assert_eq!(s.eval_set(s.universe_set(1, 0), &[0], &[]), Some(true));
    assert_eq!(s.eval_expr(s.constant(5), &[], &[]), Some(5));
}

#[test]
fn map_and_set_helpers() {
    let s = AffineStore::new();
    let id = s.identity_map(2);
    assert_eq!(s.display_map(id).to_string(), "(d0, d1) -> (d0, d1)");
    assert!(s.is_identity(id));
    assert!(s.is_identity(s.parse_map("(d0)[s0] -> (d0)").unwrap()));
    assert!(!s.is_identity(s.parse_map("(d0, d1) -> (d1, d0)").unwrap()));
    assert_eq!(
        s.permutation_map(2, &[1, 0]),
        s.parse_map("(d0, d1) -> (d1, d0)").unwrap()
    );
    assert!(s.is_empty(s.empty_map()));
    assert_eq!(s.display_map(s.empty_map()).to_string(), "() -> ()");
    assert!(!s.is_empty(s.parse_map("(d0) -> ()").unwrap()));
    let k = s.parse_map("() -> (3, -1)").unwrap();
    assert_eq!(s.constant_results(k), Some(vec![3, -1]));
    assert_eq!(s.single_constant_result(s.constant_map(7)), Some(7));
    assert_eq!(s.constant_results(id), None);
    assert_eq!(
        s.num_inputs(s.parse_map("(d0)[s0, s1] -> (d0)").unwrap()),
        3
    );
    let data = s.map_data(s.parse_map("(d0)[s0] -> (d0, s0, 1)").unwrap());
    assert_eq!(
        (
            data.num_dims,
            data.num_symbols,
            data.num_results(),
            data.num_inputs()
        ),
        (1, 1, 3, 2)
    );
    assert_eq!(
        s.map_sub_map(
            s.parse_map("(d0, d1) -> (d0, d1, d0 + d1)").unwrap(),
            &[2, 0]
        ),
        Some(s.parse_map("(d0, d1) -> (d0 + d1, d0)").unwrap())
    );
    assert!(s.is_map_pure_affine(id));

    // Composition: outer(inner(x)), symbols of outer first.
    let outer = s.parse_map("(d0, d1)[s0] -> (d0 + d1 + s0)").unwrap();
    let inner = s.parse_map("(d0)[s0] -> (d0 * 2, s0)").unwrap();
    let c = s.compose_maps(outer, inner).unwrap();
    assert_eq!(
        s.display_map(c).to_string(),
        "(d0)[s0, s1] -> (d0 * 2 + s1 + s0)"
    );
    assert_eq!(s.compose_maps(inner, inner), None);

    // Substitution rebuilds with simplification.
    let m = s.parse_map("(d0, d1) -> (d0 + d1, d0 floordiv 2)").unwrap();
    let r = s.replace_dims_and_symbols_in_map(m, &[s.constant(5), s.symbol(0)], &[], 0, 1);
    assert_eq!(s.display_map(r).to_string(), "()[s0] -> (s0 + 5, 2)");
    let e = s.map_data(m).results[0];
    assert_eq!(
        s.replace_dims_and_symbols(e, &[s.dim(1)], &[]),
        s.mul(s.dim(1), s.constant(2))
    );

    let set = s.parse_set("(d0)[s0] : (d0 - s0 >= 0)").unwrap();
    let set2 = s.replace_dims_and_symbols_in_set(set, &[s.constant(3)], &[s.constant(3)], 1, 1);
    assert_eq!(s.display_set(set2).to_string(), "(d0)[s0] : (0 >= 0)");
    let e1 = s.empty_set(2, 1);
    assert_eq!(s.display_set(e1).to_string(), "(d0, d1)[s0] : (1 == 0)");
    assert!(s.is_empty_set(e1) && !s.is_empty_set(set));
    assert_eq!(s.parse_set("(d0, d1)[s0] : (1 == 0)").unwrap(), e1);
    let data = s.set_data(set);
    assert_eq!((data.num_constraints(), data.num_inputs()), (1, 2));
    assert_eq!(
        data.iter().collect::<Vec<_>>(),
        [(data.constraints[0], false)]
    );
    let no_constraints = s.integer_set(1, 0, &[], &[]);
    assert_eq!(s.display_set(no_constraints).to_string(), "(d0) : ()");
}

#[test]
fn custom_identifier_names() {
    let s = AffineStore::new();
    let m = s
        .parse_map("(d0)[s0] -> (d0 + symbol_use * 2)")
        .unwrap_err();
    assert_eq!(m.message, "use of undeclared identifier");
    let m = s.parse_map("(d0)[s0] -> (d0 - s0 * 2 + 1)").unwrap();
    let e = s.map_data(m).results[0];
    let mut out = String::new();
    s.write_expr_with(&mut out, e, &mut |w, pos, sym| {
        write!(w, "{}{}", if sym { "%n" } else { "%i" }, pos)
    })
    .unwrap();
    assert_eq!(out, "%i0 - %n0 * 2 + 1");
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let s = AffineStore::new();
    for open in ["(", "-", "-(", "(-"] {
        let n = 100_000;
        let body = format!(
            "(d0) -> ({}d0{})",
            open.repeat(n),
            ")".repeat(n * open.matches('(').count())
        );
        let err = parse_affine_map_or_set(&s, &format!("{body}>"), AffineSyntax::Map).unwrap_err();
        assert_eq!(
            err.message, "affine expression is nested too deeply",
            "{open}"
        );
    }
    // Within the limit it parses.
    let body = format!("(d0) -> ({}d0{})", "(".repeat(200), ")".repeat(200));
    assert!(s.parse_map(&body).is_ok());
}

#[test]
fn long_expressions_do_not_recurse() {
    let s = AffineStore::new();
    let n = 20_000;
    // A long left-nested sum, a long right-nested one and a long chain of products.
    let sum: Vec<String> = (0..n).map(|i| format!("d{}", i % 3)).collect();
    let m = s
        .parse_map(&format!("(d0, d1, d2) -> ({})", sum.join(" + ")))
        .unwrap();
    let printed = s.display_map(m).to_string();
    assert!(printed.starts_with("(d0, d1, d2) -> (d0 + d1 + d2 + d0"));
    let e = s.map_data(m).results[0];
    let expected: i64 = (0..n).map(|i| [1, 2, 3][i % 3]).sum();
    assert_eq!(s.eval_expr(e, &[1, 2, 3], &[]), Some(expected));
    let doubled = s.replace_dims_and_symbols(e, &[s.dim(1), s.dim(1), s.dim(1)], &[]);
    assert_eq!(s.eval_expr(doubled, &[0, 1, 0], &[]), Some(n as i64));
    let prod = format!("()[s0] -> (s0{})", " * s0".repeat(n));
    let m = s.parse_map(&prod).unwrap();
    assert!(s.display_map(m).to_string().len() > n);
    // Distributing floordiv over a long sum and reassociating long `- x floordiv c`
    // chains both stay iterative.
    let terms: Vec<String> = (0..n).map(|i| format!("d0 * {}", 4 * (i + 1))).collect();
    let m = s
        .parse_map(&format!("(d0) -> (({} + 1) floordiv 4)", terms.join(" + ")))
        .unwrap();
    assert_eq!(
        s.eval_map(m, &[1], &[]),
        Some(vec![(1..=n as i64).sum::<i64>()])
    );
    let terms: Vec<String> = (0..500).map(|i| format!("d0 floordiv {}", i + 2)).collect();
    assert!(
        s.parse_map(&format!("(d0)[s0] -> (d0 + s0 - {})", terms.join(" - ")))
            .is_ok()
    );
}

#[test]
fn interning_is_thread_safe() {
    let s = AffineStore::new();
    let bodies = [
        "(d0, d1)[s0] -> (d0 + d1 * s0, d0 floordiv 4)",
        "(d0) -> (d0 mod 7 + 3)",
        "(d0)[s0] -> (s0 - d0 - 1)",
        "(i, j) -> (i * 2 + j, j - i)",
    ];
    let results: Vec<Vec<(AffineMap, Vec<AffineExpr>)>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..4)
            .map(|t| {
                let s = &s;
                scope.spawn(move || {
                    (0..200)
                        .map(|i| {
                            let m = s.parse_map(bodies[(i + t) % bodies.len()]).unwrap();
                            let e = s.add(s.mul(s.dim(0), s.constant(i as i64)), s.symbol(1));
                            (m, vec![e, s.constant(i as i64 % 13)])
                        })
                        .collect()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for t in 1..4 {
        for i in 0..200 {
            let (m0, e0) = &results[0][(i + t) % 200];
            let _ = m0;
            let (_, et) = &results[t][i];
            // Same expression construction on every thread gives the same handles.
            assert_eq!(et, &results[0][i].1);
            let _ = e0;
        }
    }
    for (t, per_thread) in results.iter().enumerate() {
        for (i, (m, _)) in per_thread.iter().enumerate() {
            assert_eq!(*m, s.parse_map(bodies[(i + t) % bodies.len()]).unwrap());
        }
    }
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<AffineStore>();
    assert_send_sync::<(AffineExpr, AffineMap, IntegerSet)>();
}

#[test]
fn maps_of_ssa_ids_match_mlir_opt() {
    // Validated with `affine.load %m[...]` through mlir-opt 22 (generic form shows the
    // map attribute and the operand order); error offsets are relative to the `[`.
    let s = AffineStore::new();
    let ok: &[(&str, &str, &[&str], &[&str])] = &[
        (
            "[%i + 3, symbol(%n) * 2 + %j]",
            "(d0, d1)[s0] -> (d0 + 3, d1 + s0 * 2)",
            &["%i", "%j"],
            &["%n"],
        ),
        (
            "[%j, %i, %j + %i]",
            "(d0, d1) -> (d0, d1, d0 + d1)",
            &["%j", "%i"],
            &[],
        ),
        ("[%i, symbol(%i)]", "(d0) -> (d0, d0)", &["%i"], &[]),
        (
            "[symbol(%n) + symbol(%j), %n]",
            "()[s0, s1] -> (s0 + s1, s0)",
            &[],
            &["%n", "%j"],
        ),
        (
            "[symbol(%n) mod 3 + %i floordiv 2, (%j)]",
            "(d0, d1)[s0] -> (d0 floordiv 2 + s0 mod 3, d1)",
            &["%i", "%j"],
            &["%n"],
        ),
        ("[-%i]", "(d0) -> (-d0)", &["%i"], &[]),
        ("[ %i ]", "(d0) -> (d0)", &["%i"], &[]),
        ("[%x#1 + %x]", "(d0) -> (d0 * 2)", &["%x"], &[]),
    ];
    for &(text, map, dims, syms) in ok {
        let full = format!("{text} : memref<4xf32>");
        let (m, n) = parse_affine_map_of_ssa_ids(&s, &full, true).expect(text);
        assert_eq!(s.display_map(m.map).to_string(), map, "{text}");
        assert_eq!(
            m.dims.iter().map(|o| o.name.as_str()).collect::<Vec<_>>(),
            dims,
            "{text}"
        );
        assert_eq!(
            m.symbols
                .iter()
                .map(|o| o.name.as_str())
                .collect::<Vec<_>>(),
            syms
        );
        assert_eq!(n, text.len(), "{text}");
    }
    let (m, _) = parse_affine_map_of_ssa_ids(&s, "[%y, %x#1 + %x]", true).unwrap();
    assert_eq!(
        (m.dims.len(), m.dims[1].number, m.dims[1].offset),
        (2, 1, 5)
    );
    let (m, n) = parse_affine_map_of_ssa_ids(&s, "(%a, %b + 1) to", false).unwrap();
    assert_eq!(
        (s.display_map(m.map).to_string(), n),
        ("(d0, d1) -> (d0, d1 + 1)".into(), 12)
    );
    let errors: &[(&str, usize, &str)] = &[
        (
            "[%i * %j]",
            3,
            "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
        ),
        ("[%i + x]", 4, "use of undeclared identifier"),
        ("[symbol(x)]", 7, "expected ssa identifier"),
        ("[%i#x]", 2, "invalid SSA value result number"),
        ("[symbol(%n]", 9, "expected ')' at end of SSA symbol"),
        ("[%i,]", 3, "expected affine expression"),
        ("[%x#1, %x#1]", 8, "expected ']' in affine map"),
        ("[%x, %x#1]", 6, "expected ']' in affine map"),
        (
            "[%i * symbol(%n) * %j]",
            16,
            "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
        ),
    ];
    for &(text, offset, message) in errors {
        let e = parse_affine_map_of_ssa_ids(&s, text, true).unwrap_err();
        assert_eq!(
            (e.offset - 1, e.message.as_str()),
            (offset, message),
            "{text}"
        );
    }
    let e = parse_affine_map_of_ssa_ids(&s, "(%i)", true).unwrap_err();
    assert_eq!(
        (e.offset, e.message.as_str()),
        (0, "expected '[' in affine map")
    );
}

#[test]
fn bare_maps_and_sets_of_old_mlir() {
    // Printed forms: mlir-opt 22's for the same body inside `affine_map<...>` /
    // `affine_set<...>` with the calls written infix (`e floordiv c`).
    let s = AffineStore::new();
    let ok: &[(&str, &str, usize)] = &[
        (
            "(d0)[s0] -> (s0 - d0 - 1) (%j)[%N]",
            "(d0)[s0] -> (-d0 + s0 - 1)",
            25,
        ),
        (
            "(d0, d1) -> (floordiv(d0,8) + floordiv(d1,128))",
            "(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)",
            47,
        ),
        (
            "(i)[n] -> (ceildiv(i, n), mod(i + 1, 4) * 2)",
            "(d0)[s0] -> (d0 ceildiv s0, ((d0 + 1) mod 4) * 2)",
            44,
        ),
        (
            "(i)[N] : (i >= 0, N - i - 1 >= 0)\n",
            "(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0)",
            33,
        ),
    ];
    for &(text, printed, consumed) in ok {
        let (value, n) = parse_bare_map_or_set(&s, text).unwrap();
        let shown = match value {
            MapOrSet::Map(m) => s.display_map(m).to_string(),
            MapOrSet::Set(x) => s.display_set(x).to_string(),
        };
        assert_eq!((shown.as_str(), n), (printed, consumed), "{text}");
    }
    // Errors keep the wrapped form's wording; `floordiv` follows the semi-affine rules.
    let err: &[(&str, usize, &str)] = &[
        (
            "(d0) -> (d0 +)",
            13,
            "missing right operand of binary operator",
        ),
        (
            "(d0) -> (floordiv(d0, d0))",
            9,
            "non-affine expression: right operand of floordiv has to be either a constant or symbolic",
        ),
        ("(d0) -> (floordiv(d0 8))", 20, "expected ','"),
        (
            "(d0) -> (frobnicate(d0))",
            9,
            "use of undeclared identifier",
        ),
    ];
    for &(text, offset, message) in err {
        let e = parse_bare_map_or_set(&s, text).unwrap_err();
        assert_eq!((e.offset, e.message.as_str()), (offset, message), "{text}");
    }
    // Without the old syntax, a call is an undeclared identifier.
    assert!(
        s.parse_map("(d0) -> (floordiv(d0, 2))")
            .is_err_and(|e| e.message == "use of undeclared identifier")
    );
}
