//! The `cf` (control flow) dialect: `cf.br`, `cf.cond_br`, `cf.switch` and `cf.assert`,
//! with mlir-opt 22's custom syntax and verifier messages.

mod canonicalize;
mod ops;

use strata_asm::custom::{CustomAsm, register_custom_asm};
use strata_ir::Context;
use strata_ir::registry::{OpInfo, Traits};

/// Registers the `cf` dialect into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("cf");
    canonicalize::register(ctx);
    strata_ir::registry::DialectHooks::register_inlinable(ctx, "cf");
    let terminator = Traits {
        terminator: true,
        pure: true,
        ..Traits::default()
    };
    ctx.register_op(OpInfo {
        name: "cf.br",
        traits: terminator,
        verify: Some(ops::verify_br),
        successor_operands: Some(ops::br_successor_operands),
        interfaces: strata_ir::interfaces::Interfaces {
            successor_for_operands: Some(ops::br_successor_for_operands),
            ..Default::default()
        },
        ..Default::default()
    });
    register_custom_asm(ctx, "cf.br", CustomAsm::new(ops::parse_br, ops::print_br));
    ctx.register_op(OpInfo {
        name: "cf.cond_br",
        traits: terminator,
        verify: Some(ops::verify_cond_br),
        inherent_attrs: &["branch_weights", "operandSegmentSizes"],
        successor_operands: Some(ops::cond_br_successor_operands),
        update_successor_counts: Some(ops::cond_br_update_counts),
        interfaces: strata_ir::interfaces::Interfaces {
            successor_for_operands: Some(ops::cond_br_successor_for_operands),
            ..Default::default()
        },
        ..Default::default()
    });
    register_custom_asm(
        ctx,
        "cf.cond_br",
        CustomAsm::new(ops::parse_cond_br, ops::print_cond_br),
    );
    ctx.register_op(OpInfo {
        name: "cf.switch",
        traits: terminator,
        verify: Some(ops::verify_switch),
        inherent_attrs: &[
            "case_operand_segments",
            "case_values",
            "operandSegmentSizes",
        ],
        successor_operands: Some(ops::switch_successor_operands),
        update_successor_counts: Some(ops::switch_update_counts),
        interfaces: strata_ir::interfaces::Interfaces {
            successor_for_operands: Some(ops::switch_successor_for_operands),
            ..Default::default()
        },
        ..Default::default()
    });
    register_custom_asm(
        ctx,
        "cf.switch",
        CustomAsm::new(ops::parse_switch, ops::print_switch),
    );
    ctx.register_op(OpInfo {
        name: "cf.assert",
        verify: Some(ops::verify_assert),
        inherent_attrs: &["msg"],
        interfaces: strata_ir::interfaces::Interfaces {
            memory_effects: Some(assert_effects),
            ..Default::default()
        },
        ..Default::default()
    });
    register_custom_asm(
        ctx,
        "cf.assert",
        CustomAsm::new(ops::parse_assert, ops::print_assert),
    );
}

/// `cf.assert` may abort: it writes to unknown memory, so it is never dead or reordered.
fn assert_effects(
    _: &Context,
    _: &strata_ir::ir::Body,
    _: strata_ir::ir::OpId,
    effects: &mut Vec<strata_ir::interfaces::MemoryEffect>,
) {
    effects.push(strata_ir::interfaces::MemoryEffect::anywhere(
        strata_ir::interfaces::EffectKind::Write,
    ));
}
