//! The `func` dialect: `func.func`, `func.return`, `func.call`, `func.call_indirect` and
//! `func.constant`, with mlir-opt 22's custom syntax and verifier messages.

mod canonicalize;
mod interfaces;
pub(crate) mod ops;

use strata_asm::custom::{CustomAsm, register_custom_asm};
use strata_ir::Context;
use strata_ir::registry::{DialectHooks, OpInfo, Traits};

/// Registers the `func` dialect into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("func");
    DialectHooks::register_inliner(ctx, "func", interfaces::INLINER);
    DialectHooks::register_constant_materializer(ctx, "func", ops::materialize_constant);
    strata_pass::rewrite::register_canonicalization_pattern(
        ctx,
        std::sync::Arc::new(canonicalize::CallIndirectOfConstant),
    );
    ctx.register_op(OpInfo {
        name: "func.func",
        traits: Traits {
            isolated_from_above: true,
            symbol: true,
            ..Traits::default()
        },
        verify: Some(ops::verify_func),
        inherent_attrs: &[
            "arg_attrs",
            "function_type",
            "no_inline",
            "res_attrs",
            "sym_name",
            "sym_visibility",
        ],
        interfaces: strata_ir::interfaces::Interfaces {
            callable: Some(interfaces::CALLABLE),
            ..Default::default()
        },
        ..Default::default()
    });
    register_custom_asm(
        ctx,
        "func.func",
        CustomAsm {
            default_dialect: Some("func"),
            ..CustomAsm::new(ops::parse_func, ops::print_func)
        },
    );
    ctx.register_op(OpInfo {
        name: "func.return",
        traits: Traits {
            terminator: true,
            pure: true,
            ..Traits::default()
        },
        verify_with_parent: Some(ops::verify_return),
        ..Default::default()
    });
    register_custom_asm(
        ctx,
        "func.return",
        CustomAsm::new(ops::parse_return, ops::print_return),
    );
    ctx.register_op(OpInfo {
        name: "func.call",
        verify: Some(ops::verify_call),
        inherent_attrs: &["arg_attrs", "callee", "no_inline", "res_attrs"],
        verify_symbol_uses: Some(ops::verify_call_symbol_uses),
        interfaces: strata_ir::interfaces::Interfaces {
            call: Some(interfaces::CALL),
            ..Default::default()
        },
        ..Default::default()
    });
    register_custom_asm(
        ctx,
        "func.call",
        CustomAsm::new(ops::parse_call, ops::print_call),
    );
    ctx.register_op(OpInfo {
        name: "func.call_indirect",
        verify: Some(ops::verify_call_indirect),
        inherent_attrs: &["arg_attrs", "res_attrs"],
        interfaces: strata_ir::interfaces::Interfaces {
            call: Some(interfaces::CALL_INDIRECT),
            ..Default::default()
        },
        ..Default::default()
    });
    register_custom_asm(
        ctx,
        "func.call_indirect",
        CustomAsm::new(ops::parse_call_indirect, ops::print_call_indirect),
    );
    ctx.register_op(OpInfo {
        name: "func.constant",
        traits: Traits {
            pure: true,
            constant_like: true,
            ..Traits::default()
        },
        verify: Some(ops::verify_constant),
        fold: Some(ops::fold_constant),
        inherent_attrs: &["value"],
        verify_symbol_uses: Some(ops::verify_constant_symbol_uses),
        ..Default::default()
    });
    register_custom_asm(
        ctx,
        "func.constant",
        CustomAsm {
            result_names: Some(ops::constant_result_names),
            ..CustomAsm::new(ops::parse_constant, ops::print_constant)
        },
    );
}
