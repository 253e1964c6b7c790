//! The legacy Standard dialect (`std`), removed from upstream MLIR: the ops of the early
//! MLIR documents (`func @f`, `addi`, `constant 42 : i32`, `cmpi "slt"`, `alloc`,
//! `dma_start`, ...) with their old custom syntax, verifiers, and the
//! `upgrade-legacy-std` pass rewriting them to today's dialects.
//!
//! Old text writes these ops without a prefix. Inside a `std.func` the prefix is implied
//! (its default dialect is `std`); at the top level and inside today's ops, bare names
//! resolve to `std` only when the parser's `fallback_dialect` is `std`
//! (`strata-opt --legacy-std`). Without that flag MLIR 22 input parses exactly as before.

mod ops;
mod upgrade;

use strata_asm::custom::{CustomAsm, ParseFn, PrintFn, ResultNamesFn, register_custom_asm};
use strata_ir::Context;
use strata_ir::registry::{OpInfo, Traits, VerifyFn};

pub use upgrade::{UpgradeLegacyStd, upgrade_legacy_std};

/// One op: its info and its custom syntax.
struct Def {
    info: OpInfo,
    parse: ParseFn,
    print: PrintFn,
    names: Option<ResultNamesFn>,
}

fn def(info: OpInfo, parse: ParseFn, print: PrintFn) -> Def {
    Def {
        info,
        parse,
        print,
        names: None,
    }
}

fn pure() -> Traits {
    Traits {
        pure: true,
        ..Traits::default()
    }
}

/// One row of the registration table: name, traits, verifier, syntax, inherent
/// attributes.
type Row = (
    &'static str,
    Traits,
    VerifyFn,
    ParseFn,
    PrintFn,
    &'static [&'static str],
);

/// The integer binary ops (old name, and the `arith` op it becomes).
pub(crate) const INT_BINARY: &[(&str, &str)] = &[
    ("std.addi", "arith.addi"),
    ("std.subi", "arith.subi"),
    ("std.muli", "arith.muli"),
    ("std.divis", "arith.divsi"),
    ("std.diviu", "arith.divui"),
    ("std.remis", "arith.remsi"),
    ("std.remiu", "arith.remui"),
    ("std.and", "arith.andi"),
    ("std.or", "arith.ori"),
    ("std.xor", "arith.xori"),
];

/// The float binary ops (old name, and the `arith` op it becomes).
pub(crate) const FLOAT_BINARY: &[(&str, &str)] = &[
    ("std.addf", "arith.addf"),
    ("std.subf", "arith.subf"),
    ("std.mulf", "arith.mulf"),
    ("std.divf", "arith.divf"),
];

/// Registers the `std` dialect into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("std");
    let mut defs = Vec::new();
    for &(name, _) in INT_BINARY {
        defs.push(def(
            OpInfo {
                name,
                traits: pure(),
                verify: Some(ops::verify_int_binary),
                ..Default::default()
            },
            ops::parse_binary,
            ops::print_binary,
        ));
    }
    for &(name, _) in FLOAT_BINARY {
        defs.push(def(
            OpInfo {
                name,
                traits: pure(),
                verify: Some(ops::verify_float_binary),
                ..Default::default()
            },
            ops::parse_binary,
            ops::print_binary,
        ));
    }
    let simple: [Row; 18] = [
        (
            "std.cmpi",
            pure(),
            ops::verify_cmpi,
            ops::parse_cmpi,
            ops::print_cmpi,
            &["predicate"],
        ),
        (
            "std.select",
            pure(),
            ops::verify_select,
            ops::parse_select,
            ops::print_binary,
            &[],
        ),
        (
            "std.dim",
            pure(),
            ops::verify_dim,
            ops::parse_dim,
            ops::print_dim,
            &["index"],
        ),
        (
            "std.alloc",
            Traits::default(),
            ops::verify_alloc,
            ops::parse_alloc,
            ops::print_alloc,
            &["operandSegmentSizes"],
        ),
        (
            "std.alloc_static",
            Traits::default(),
            ops::verify_alloc_static,
            ops::parse_alloc_static,
            ops::print_alloc_static,
            &["base"],
        ),
        (
            "std.dealloc",
            Traits::default(),
            ops::verify_dealloc,
            ops::parse_dealloc,
            ops::print_dealloc,
            &[],
        ),
        (
            "std.load",
            Traits::default(),
            ops::verify_load,
            ops::parse_load,
            ops::print_load,
            &[],
        ),
        (
            "std.store",
            Traits::default(),
            ops::verify_store,
            ops::parse_store,
            ops::print_store,
            &[],
        ),
        (
            "std.extract_element",
            pure(),
            ops::verify_extract_element,
            ops::parse_load,
            ops::print_load,
            &[],
        ),
        (
            "std.tensor_load",
            Traits::default(),
            ops::verify_tensor_load,
            ops::parse_tensor_load,
            ops::print_dealloc,
            &[],
        ),
        (
            "std.tensor_store",
            Traits::default(),
            ops::verify_tensor_store,
            ops::parse_tensor_store,
            ops::print_tensor_store,
            &[],
        ),
        (
            "std.memref_cast",
            pure(),
            ops::verify_memref_cast,
            ops::parse_cast,
            ops::print_cast,
            &[],
        ),
        (
            "std.tensor_cast",
            pure(),
            ops::verify_tensor_cast,
            ops::parse_cast,
            ops::print_cast,
            &[],
        ),
        (
            "std.dma_start",
            Traits::default(),
            ops::verify_dma_start,
            ops::parse_dma_start,
            ops::print_dma_start,
            &[],
        ),
        (
            "std.dma_wait",
            Traits::default(),
            ops::verify_dma_wait,
            ops::parse_dma_wait,
            ops::print_dma_wait,
            &[],
        ),
        (
            "std.call",
            Traits::default(),
            ops::verify_call,
            ops::parse_call,
            ops::print_call,
            &["callee"],
        ),
        (
            "std.call_indirect",
            Traits::default(),
            ops::verify_call_indirect,
            crate::func::ops::parse_call_indirect,
            crate::func::ops::print_call_indirect,
            &[],
        ),
        (
            "std.func",
            Traits {
                isolated_from_above: true,
                ..Traits::default()
            },
            ops::verify_func,
            ops::parse_func,
            ops::print_func,
            &["arg_attrs", "function_type", "res_attrs", "sym_name"],
        ),
    ];
    for (name, traits, verify, parse, print, inherent_attrs) in simple {
        defs.push(def(
            OpInfo {
                name,
                traits,
                verify: Some(verify),
                inherent_attrs,
                verify_symbol_uses: match name {
                    "std.call" => Some(ops::verify_call_symbol_uses),
                    _ => None,
                },
                ..Default::default()
            },
            parse,
            print,
        ));
    }
    defs.push(Def {
        names: Some(ops::constant_result_names),
        ..def(
            OpInfo {
                name: "std.constant",
                traits: Traits {
                    pure: true,
                    constant_like: true,
                    ..Traits::default()
                },
                verify: Some(ops::verify_constant),
                inherent_attrs: &["value"],
                verify_symbol_uses: Some(ops::verify_constant_symbol_uses),
                ..Default::default()
            },
            ops::parse_constant,
            ops::print_constant,
        )
    });
    let terminator = Traits {
        terminator: true,
        pure: true,
        ..Traits::default()
    };
    defs.push(def(
        OpInfo {
            name: "std.br",
            traits: terminator,
            verify: Some(ops::verify_br),
            successor_operands: Some(ops::br_successor_operands),
            ..Default::default()
        },
        ops::parse_br,
        ops::print_br,
    ));
    defs.push(def(
        OpInfo {
            name: "std.cond_br",
            traits: terminator,
            verify: Some(ops::verify_cond_br),
            inherent_attrs: &["operandSegmentSizes"],
            successor_operands: Some(ops::cond_br_successor_operands),
            update_successor_counts: Some(ops::cond_br_update_counts),
            ..Default::default()
        },
        ops::parse_cond_br,
        ops::print_cond_br,
    ));
    defs.push(def(
        OpInfo {
            name: "std.return",
            traits: terminator,
            verify_with_parent: Some(ops::verify_return),
            ..Default::default()
        },
        crate::func::ops::parse_return,
        crate::func::ops::print_return,
    ));
    for d in defs {
        let name = d.info.name;
        ctx.register_op(d.info);
        let asm = CustomAsm {
            result_names: d.names,
            // Ops nested in a `std.func` may omit the `std.` prefix.
            default_dialect: (name == "std.func").then_some("std"),
            ..CustomAsm::new(d.parse, d.print)
        };
        register_custom_asm(ctx, name, asm);
    }
}
