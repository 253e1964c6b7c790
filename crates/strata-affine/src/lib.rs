//! The `affine` dialect (core ops): `affine.for`, `affine.if`, `affine.yield`,
//! `affine.load`, `affine.store`, `affine.apply`, `affine.min` and `affine.max`, with
//! mlir-opt 22's syntax, verifier messages, interfaces, folds and canonicalizations.

#![warn(missing_docs)]

mod canonicalize;
mod inliner;
mod ops;
mod valid;

use strata_asm::custom::{CustomAsm, register_custom_asm};
use strata_ir::Context;
use strata_ir::interfaces::{Interfaces, RegionBranchInterface};
use strata_ir::registry::{DialectHooks, OpInfo, Traits};

pub use strata_ir::affine::flatten::simplify_affine_map;
pub use valid::{is_valid_dim, is_valid_symbol};

/// Registers one op with its custom syntax.
fn reg(
    ctx: &Context,
    info: OpInfo,
    parse: strata_asm::custom::ParseFn,
    print: strata_asm::custom::PrintFn,
) {
    let name = info.name;
    ctx.register_op(info);
    register_custom_asm(ctx, name, CustomAsm::new(parse, print));
}

/// The affine dialect materializes constants as `arith.constant` (as upstream does).
fn materialize_constant(
    ctx: &Context,
    body: &mut strata_ir::ir::Body,
    value: strata_ir::Attribute,
    ty: strata_ir::Type,
    loc: strata_ir::Location,
) -> Option<strata_ir::ir::OpId> {
    let f = DialectHooks::constant_materializer(ctx, "arith")?;
    f(ctx, body, value, ty, loc)
}

/// Registers the `affine` dialect into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("affine");
    inliner::register(ctx);
    DialectHooks::register_constant_materializer(ctx, "affine", materialize_constant);
    let pure = Traits {
        pure: true,
        ..Traits::default()
    };
    let map_attr: &'static [&'static str] = &["map"];
    reg(
        ctx,
        OpInfo {
            name: ops::APPLY,
            traits: pure,
            verify: Some(ops::verify_apply),
            inherent_attrs: map_attr,
            fold: Some(canonicalize::fold_apply),
            ..Default::default()
        },
        ops::parse_apply,
        ops::print_apply,
    );
    for name in [ops::MIN, ops::MAX] {
        reg(
            ctx,
            OpInfo {
                name,
                traits: pure,
                verify: Some(ops::verify_min_max),
                inherent_attrs: map_attr,
                fold: Some(canonicalize::fold_min_max),
                ..Default::default()
            },
            ops::parse_min_max,
            ops::print_min_max,
        );
    }
    reg(
        ctx,
        OpInfo {
            name: ops::LOAD,
            verify: Some(ops::verify_load),
            inherent_attrs: map_attr,
            fold: Some(canonicalize::fold_load),
            interfaces: Interfaces {
                memory_effects: Some(ops::load_effects),
                ..Default::default()
            },
            ..Default::default()
        },
        ops::parse_load,
        ops::print_load,
    );
    reg(
        ctx,
        OpInfo {
            name: ops::STORE,
            verify: Some(ops::verify_store),
            inherent_attrs: map_attr,
            fold: Some(canonicalize::fold_store),
            interfaces: Interfaces {
                memory_effects: Some(ops::store_effects),
                ..Default::default()
            },
            ..Default::default()
        },
        ops::parse_store,
        ops::print_store,
    );
    let region_op = Traits {
        single_block: true,
        recursive_memory_effects: true,
        ..Traits::default()
    };
    reg(
        ctx,
        OpInfo {
            name: ops::FOR,
            traits: region_op,
            verify: Some(ops::verify_for),
            inherent_attrs: &[
                "lowerBoundMap",
                "operandSegmentSizes",
                "step",
                "upperBoundMap",
            ],
            fold: Some(canonicalize::fold_for),
            interfaces: Interfaces {
                region_branch: Some(RegionBranchInterface {
                    successors: ops::for_successors,
                    entry_operands: ops::for_entry_operands,
                    invocation_bounds: None,
                }),
                loop_regions: Some(ops::for_loop_regions),
                speculatability: Some(ops::for_speculatability),
                ..Default::default()
            },
            ..Default::default()
        },
        ops::parse_for,
        ops::print_for,
    );
    reg(
        ctx,
        OpInfo {
            name: ops::IF,
            traits: region_op,
            verify: Some(ops::verify_if),
            inherent_attrs: &["condition"],
            interfaces: Interfaces {
                region_branch: Some(RegionBranchInterface {
                    successors: ops::if_successors,
                    entry_operands: ops::if_entry_operands,
                    invocation_bounds: None,
                }),
                speculatability: Some(ops::if_speculatability),
                ..Default::default()
            },
            ..Default::default()
        },
        ops::parse_if,
        ops::print_if,
    );
    reg(
        ctx,
        OpInfo {
            name: ops::YIELD,
            traits: Traits {
                terminator: true,
                pure: true,
                ..Traits::default()
            },
            verify_with_parent: Some(ops::verify_yield),
            interfaces: Interfaces {
                terminator_operands: Some(ops::yield_operands),
                ..Default::default()
            },
            ..Default::default()
        },
        ops::parse_yield,
        ops::print_yield,
    );
    canonicalize::register(ctx);
}
