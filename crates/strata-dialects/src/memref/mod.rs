//! The `memref` dialect (first batch): allocation, load/store, `dim`, `rank`, `cast`,
//! `copy`, globals and `alloca_scope`, with mlir-opt 22's syntax and verifier messages.

mod canonicalize;
mod effects;
mod fold;
mod mem2reg;
mod more_ops;
mod ops;
mod reshape;
mod scope;
pub(crate) mod views;

use strata_asm::custom::{CustomAsm, register_custom_asm};
use strata_ir::Context;
use strata_ir::registry::{OpInfo, Traits};

/// Registers one op with its verifier, inherent attributes and custom syntax.
fn reg(
    ctx: &Context,
    info: OpInfo,
    asm: (
        strata_asm::custom::ParseFn,
        strata_asm::custom::PrintFn,
        Option<strata_asm::custom::ResultNamesFn>,
    ),
) {
    let name = info.name;
    ctx.register_op(info);
    let mut custom = CustomAsm::new(asm.0, asm.1);
    custom.result_names = asm.2;
    register_custom_asm(ctx, name, custom);
}

/// Interfaces holding just a memory-effects hook.
fn effects_of(f: strata_ir::interfaces::MemoryEffectsFn) -> strata_ir::interfaces::Interfaces {
    strata_ir::interfaces::Interfaces {
        memory_effects: Some(f),
        ..Default::default()
    }
}

/// Registers the `memref` dialect into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("memref");
    strata_ir::registry::DialectHooks::register_inlinable(ctx, "memref");
    strata_ir::registry::DialectHooks::register_constant_materializer(
        ctx,
        "memref",
        fold::materialize_constant,
    );
    canonicalize::register(ctx);
    reshape::register(ctx);
    scope::register(ctx);
    let alloc_attrs: &'static [&'static str] = &["alignment", "operandSegmentSizes"];
    reg(
        ctx,
        OpInfo {
            name: "memref.alloc",
            verify: Some(ops::verify_alloc),
            inherent_attrs: alloc_attrs,
            interfaces: effects_of(effects::alloc),
            ..Default::default()
        },
        (ops::parse_alloc, ops::print_alloc, Some(ops::alloc_names)),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.alloca",
            verify: Some(ops::verify_alloca),
            inherent_attrs: alloc_attrs,
            interfaces: strata_ir::interfaces::Interfaces {
                promotable_allocation: Some(mem2reg::ALLOCA),
                ..effects_of(effects::alloca)
            },
            ..Default::default()
        },
        (ops::parse_alloc, ops::print_alloc, Some(ops::alloca_names)),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.dealloc",
            verify: Some(ops::verify_dealloc),
            interfaces: effects_of(effects::dealloc),
            fold: Some(fold::fold_cast_operands),
            ..Default::default()
        },
        (ops::parse_unary, ops::print_unary, None),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.load",
            verify: Some(ops::verify_load),
            inherent_attrs: &["alignment", "nontemporal"],
            interfaces: strata_ir::interfaces::Interfaces {
                promotable_mem_op: Some(mem2reg::MEM_OP),
                ..effects_of(effects::load)
            },
            fold: Some(fold::fold_cast_operands),
            ..Default::default()
        },
        (ops::parse_load, ops::print_load, None),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.store",
            verify: Some(ops::verify_store),
            inherent_attrs: &["alignment", "nontemporal"],
            interfaces: strata_ir::interfaces::Interfaces {
                promotable_mem_op: Some(mem2reg::MEM_OP),
                ..effects_of(effects::store)
            },
            fold: Some(fold::fold_store),
            ..Default::default()
        },
        (ops::parse_store, ops::print_store, None),
    );
    let pure = Traits {
        pure: true,
        ..Traits::default()
    };
    reg(
        ctx,
        OpInfo {
            name: "memref.dim",
            traits: pure,
            verify: Some(ops::verify_dim),
            fold: Some(fold::fold_dim),
            ..Default::default()
        },
        (ops::parse_dim, ops::print_dim, Some(ops::dim_names)),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.rank",
            traits: pure,
            verify: Some(ops::verify_rank),
            fold: Some(fold::fold_rank),
            ..Default::default()
        },
        (ops::parse_rank, ops::print_unary, None),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.cast",
            traits: pure,
            verify: Some(ops::verify_cast),
            fold: Some(fold::fold_cast),
            ..Default::default()
        },
        (ops::parse_cast, ops::print_cast, Some(ops::cast_names)),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.copy",
            verify: Some(ops::verify_copy),
            interfaces: effects_of(effects::copy),
            fold: Some(fold::fold_copy),
            ..Default::default()
        },
        (ops::parse_copy, ops::print_copy, None),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.global",
            traits: Traits {
                symbol: true,
                ..Traits::default()
            },
            verify: Some(ops::verify_global),
            inherent_attrs: &[
                "alignment",
                "constant",
                "initial_value",
                "sym_name",
                "sym_visibility",
                "type",
            ],
            ..Default::default()
        },
        (ops::parse_global, ops::print_global, None),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.get_global",
            traits: pure,
            verify: Some(ops::verify_get_global),
            verify_symbol_uses: Some(ops::verify_get_global_symbol_uses),
            inherent_attrs: &["name"],
            ..Default::default()
        },
        (ops::parse_get_global, ops::print_get_global, None),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.subview",
            traits: pure,
            verify: Some(views::verify_subview),
            inherent_attrs: &[
                "operandSegmentSizes",
                "static_offsets",
                "static_sizes",
                "static_strides",
            ],
            fold: Some(fold::fold_subview),
            ..Default::default()
        },
        (
            views::parse_subview,
            views::print_subview,
            Some(views::subview_names),
        ),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.reinterpret_cast",
            traits: pure,
            verify: Some(views::verify_reinterpret_cast),
            inherent_attrs: &views::OSS_ATTRS,
            fold: Some(fold::fold_reinterpret_cast),
            ..Default::default()
        },
        (
            views::parse_reinterpret_cast,
            views::print_reinterpret_cast,
            Some(views::reinterpret_cast_names),
        ),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.transpose",
            traits: pure,
            verify: Some(views::verify_transpose),
            inherent_attrs: &["permutation"],
            fold: Some(fold::fold_transpose),
            ..Default::default()
        },
        (
            views::parse_transpose,
            views::print_transpose,
            Some(views::transpose_names),
        ),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.expand_shape",
            traits: pure,
            verify: Some(views::verify_expand_shape),
            inherent_attrs: &["reassociation", "static_output_shape"],
            fold: Some(fold::fold_reshape),
            ..Default::default()
        },
        (
            views::parse_expand_shape,
            views::print_reshape,
            Some(views::expand_shape_names),
        ),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.collapse_shape",
            traits: pure,
            verify: Some(views::verify_collapse_shape),
            inherent_attrs: &["reassociation"],
            fold: Some(fold::fold_reshape),
            ..Default::default()
        },
        (
            views::parse_collapse_shape,
            views::print_reshape,
            Some(views::collapse_shape_names),
        ),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.view",
            traits: pure,
            verify: Some(views::verify_view),
            fold: Some(fold::fold_view),
            ..Default::default()
        },
        (
            views::parse_view,
            views::print_view,
            Some(views::single_names),
        ),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.memory_space_cast",
            traits: pure,
            verify: Some(views::verify_memory_space_cast),
            fold: Some(fold::fold_memory_space_cast),
            ..Default::default()
        },
        (
            views::parse_memory_space_cast,
            // Same `%x attr-dict : T to T` form as `memref.cast`.
            ops::print_cast,
            Some(views::single_names),
        ),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.assume_alignment",
            traits: pure,
            verify: Some(views::verify_assume_alignment),
            inherent_attrs: &["alignment"],
            fold: Some(fold::fold_assume_alignment),
            ..Default::default()
        },
        (
            views::parse_assume_alignment,
            views::print_assume_alignment,
            Some(views::single_names),
        ),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.extract_aligned_pointer_as_index",
            traits: pure,
            verify: Some(views::verify_extract_aligned_pointer),
            ..Default::default()
        },
        (
            views::parse_extract_aligned_pointer,
            views::print_extract,
            Some(views::single_names),
        ),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.extract_strided_metadata",
            traits: pure,
            verify: Some(views::verify_extract_strided_metadata),
            fold: Some(fold::fold_extract_strided_metadata),
            ..Default::default()
        },
        (
            views::parse_extract_strided_metadata,
            views::print_extract,
            Some(views::extract_strided_metadata_names),
        ),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.alloca_scope",
            traits: Traits {
                recursive_memory_effects: true,
                single_block: true,
                ..Traits::default()
            },
            verify: Some(ops::verify_alloca_scope),
            interfaces: strata_ir::interfaces::Interfaces {
                region_branch: Some(scope::SCOPE_BRANCH),
                ..Default::default()
            },
            ..Default::default()
        },
        (ops::parse_alloca_scope, ops::print_alloca_scope, None),
    );
    reg(
        ctx,
        OpInfo {
            name: "memref.alloca_scope.return",
            traits: Traits {
                terminator: true,
                pure: true,
                ..Traits::default()
            },
            verify_with_parent: Some(ops::verify_alloca_scope_return),
            interfaces: strata_ir::interfaces::Interfaces {
                terminator_operands: Some(scope::return_operands),
                ..Default::default()
            },
            ..Default::default()
        },
        (
            ops::parse_alloca_scope_return,
            ops::print_alloca_scope_return,
            None,
        ),
    );
    more_ops::register(ctx);
}
