//! The `scf` dialect (structured control flow): `for`, `if`, `while`/`condition`,
//! `execute_region`, `index_switch`, `parallel`/`reduce`/`reduce.return` and `yield`, with
//! mlir-opt 22's custom syntax, verifier messages, region-branch and loop interfaces,
//! folds and canonicalization patterns.

mod canonicalize;
mod ops;
mod region_branch;

use strata_asm::custom::{CustomAsm, ParseFn, PrintFn, register_custom_asm};
use strata_ir::Context;
use strata_ir::interfaces::Interfaces;
use strata_ir::registry::{DialectHooks, OpInfo, Traits};

pub use ops::verify_region_branch;

/// Registers the `scf` dialect into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("scf");
    DialectHooks::register_inlinable(ctx, "scf");
    let recursive = Traits {
        recursive_memory_effects: true,
        ..Traits::default()
    };
    let single = Traits {
        single_block: true,
        ..recursive
    };
    let term = Traits {
        terminator: true,
        pure: true,
        ..Traits::default()
    };
    reg(
        ctx,
        OpInfo {
            name: "scf.for",
            traits: single,
            verify: Some(ops::verify_for),
            verify_regions: Some(ops::verify_for_regions),
            inherent_attrs: &["unsignedCmp"],
            interfaces: Interfaces {
                speculatability: Some(ops::for_speculatability),
                region_branch: Some(ops::FOR_BRANCH),
                loop_regions: Some(ops::loop_regions),
                ..Default::default()
            },
            ..Default::default()
        },
        (ops::parse_for, ops::print_for),
    );
    reg(
        ctx,
        OpInfo {
            name: "scf.if",
            traits: single,
            verify: Some(ops::verify_if),
            verify_regions: Some(ops::verify_if_regions),
            fold: Some(canonicalize::fold_if),
            interfaces: Interfaces {
                speculatability: Some(ops::recursively_speculatable),
                region_branch: Some(ops::IF_BRANCH),
                ..Default::default()
            },
            ..Default::default()
        },
        (ops::parse_if, ops::print_if),
    );
    reg(
        ctx,
        OpInfo {
            name: "scf.while",
            traits: single,
            verify: Some(ops::verify_while),
            verify_regions: Some(ops::verify_while_regions),
            interfaces: Interfaces {
                region_branch: Some(ops::WHILE_BRANCH),
                loop_regions: Some(ops::loop_regions),
                ..Default::default()
            },
            ..Default::default()
        },
        (ops::parse_while, ops::print_while),
    );
    reg(
        ctx,
        OpInfo {
            name: "scf.execute_region",
            traits: recursive,
            verify: Some(ops::verify_execute_region),
            verify_regions: Some(verify_region_branch),
            inherent_attrs: &["no_inline"],
            interfaces: Interfaces {
                region_branch: Some(ops::EXECUTE_BRANCH),
                ..Default::default()
            },
            ..Default::default()
        },
        (ops::parse_execute_region, ops::print_execute_region),
    );
    reg(
        ctx,
        OpInfo {
            name: "scf.index_switch",
            traits: single,
            verify: Some(ops::verify_index_switch),
            verify_regions: Some(ops::verify_index_switch_regions),
            inherent_attrs: &["cases"],
            fold: Some(canonicalize::fold_index_switch),
            interfaces: Interfaces {
                region_branch: Some(ops::SWITCH_BRANCH),
                ..Default::default()
            },
            ..Default::default()
        },
        (ops::parse_index_switch, ops::print_index_switch),
    );
    reg(
        ctx,
        OpInfo {
            name: "scf.parallel",
            traits: single,
            verify: Some(ops::verify_parallel),
            verify_regions: Some(ops::verify_parallel_regions),
            inherent_attrs: &["operandSegmentSizes"],
            interfaces: Interfaces {
                region_branch: Some(ops::PARALLEL_BRANCH),
                loop_regions: Some(ops::loop_regions),
                ..Default::default()
            },
            ..Default::default()
        },
        (ops::parse_parallel, ops::print_parallel),
    );
    reg(
        ctx,
        OpInfo {
            name: "scf.reduce",
            traits: Traits {
                terminator: true,
                ..recursive
            },
            verify_with_parent: Some(ops::verify_reduce),
            verify_regions: Some(ops::verify_reduce_regions),
            interfaces: Interfaces {
                terminator_operands: Some(ops::no_terminator_operands),
                ..Default::default()
            },
            ..Default::default()
        },
        (ops::parse_reduce, ops::print_reduce),
    );
    reg(
        ctx,
        OpInfo {
            name: "scf.reduce.return",
            traits: term,
            verify_with_parent: Some(ops::verify_reduce_return),
            ..Default::default()
        },
        (ops::parse_reduce_return, ops::print_reduce_return),
    );
    reg(
        ctx,
        OpInfo {
            name: "scf.yield",
            traits: term,
            verify_with_parent: Some(ops::verify_yield),
            interfaces: Interfaces {
                terminator_operands: Some(ops::all_terminator_operands),
                ..Default::default()
            },
            ..Default::default()
        },
        (ops::parse_yield, ops::print_yield),
    );
    reg(
        ctx,
        OpInfo {
            name: "scf.condition",
            traits: term,
            verify_with_parent: Some(ops::verify_condition),
            interfaces: Interfaces {
                terminator_operands: Some(ops::condition_terminator_operands),
                ..Default::default()
            },
            ..Default::default()
        },
        (ops::parse_condition, ops::print_condition),
    );
    canonicalize::register(ctx);
}

fn reg(ctx: &Context, info: OpInfo, (parse, print): (ParseFn, PrintFn)) {
    let name = info.name;
    ctx.register_op(info);
    register_custom_asm(ctx, name, CustomAsm::new(parse, print));
}
