//! The bytecode encoding of the llvm ops' properties where it differs from their inherent
//! attributes (MLIR 22's ODS-generated `readProperties`/`writeProperties`): integer flag
//! sets stored natively as varints, and the full upstream property lists of ops that
//! declare fewer (or other) inherent attributes than upstream's.

use strata_bytecode::properties::{NativeProperty, PropertyEncoding, register_property_encoding};
use strata_ir::Context;

const OVERFLOW: &[NativeProperty] = &[NativeProperty::i32_varint("overflowFlags")];
const NO_WRAP: &[NativeProperty] = &[NativeProperty::i32_varint("noWrapFlags")];

/// `llvm.func`'s properties in MLIR 22 (`(name, optional)`, name order).
const FUNC: &[(&str, bool)] = &[
    ("CConv", true),
    ("alignment", true),
    ("always_inline", true),
    ("arg_attrs", true),
    ("arm_in_za", true),
    ("arm_inout_za", true),
    ("arm_locally_streaming", true),
    ("arm_new_za", true),
    ("arm_out_za", true),
    ("arm_preserves_za", true),
    ("arm_streaming", true),
    ("arm_streaming_compatible", true),
    ("comdat", true),
    ("convergent", true),
    ("denormal_fp_math", true),
    ("denormal_fp_math_f32", true),
    ("dso_local", true),
    ("fp_contract", true),
    ("frame_pointer", true),
    ("function_entry_count", true),
    ("function_type", false),
    ("garbageCollector", true),
    ("inline_hint", true),
    ("instrument_function_entry", true),
    ("instrument_function_exit", true),
    ("intel_reqd_sub_group_size", true),
    ("linkage", true),
    ("memory_effects", true),
    ("no_infs_fp_math", true),
    ("no_inline", true),
    ("no_nans_fp_math", true),
    ("no_signed_zeros_fp_math", true),
    ("no_unwind", true),
    ("optimize_none", true),
    ("passthrough", true),
    ("personality", true),
    ("prefer_vector_width", true),
    ("reciprocal_estimates", true),
    ("reqd_work_group_size", true),
    ("res_attrs", true),
    ("section", true),
    ("sym_name", false),
    ("sym_visibility", true),
    ("target_cpu", true),
    ("target_features", true),
    ("tune_cpu", true),
    ("unnamed_addr", true),
    ("uwtable_kind", true),
    ("vec_type_hint", true),
    ("visibility_", true),
    ("vscale_range", true),
    ("will_return", true),
    ("work_group_size_hint", true),
];

/// `llvm.call`'s properties in MLIR 22 (`(name, optional)`, name order).
const CALL: &[(&str, bool)] = &[
    ("CConv", true),
    ("TailCallKind", true),
    ("access_groups", true),
    ("alias_scopes", true),
    ("always_inline", true),
    ("arg_attrs", true),
    ("callee", true),
    ("convergent", true),
    ("fastmathFlags", true),
    ("inline_hint", true),
    ("memory_effects", true),
    ("no_inline", true),
    ("no_unwind", true),
    ("noalias_scopes", true),
    ("op_bundle_sizes", false),
    ("op_bundle_tags", true),
    ("operandSegmentSizes", false),
    ("res_attrs", true),
    ("tbaa", true),
    ("var_callee_type", true),
    ("will_return", true),
];

/// `llvm.load`'s properties in MLIR 22 (`(name, optional)`, name order).
const LOAD: &[(&str, bool)] = &[
    ("access_groups", true),
    ("alias_scopes", true),
    ("alignment", true),
    ("dereferenceable", true),
    ("invariant", true),
    ("invariantGroup", true),
    ("noalias_scopes", true),
    ("nontemporal", true),
    ("ordering", true),
    ("syncscope", true),
    ("tbaa", true),
    ("volatile_", true),
];

/// `llvm.inttoptr`'s properties in MLIR 22 (`(name, optional)`, name order).
const INTTOPTR: &[(&str, bool)] = &[("dereferenceable", true)];

/// `llvm.intr.memcpy`'s properties in MLIR 22 (`(name, optional)`, name order).
const MEM_INTR: &[(&str, bool)] = &[
    ("access_groups", true),
    ("alias_scopes", true),
    ("arg_attrs", true),
    ("isVolatile", false),
    ("noalias_scopes", true),
    ("res_attrs", true),
    ("tbaa", true),
];

/// Registers the llvm ops' property encodings (after the ops).
pub fn register(ctx: &Context) {
    for op in ["llvm.add", "llvm.sub", "llvm.mul", "llvm.shl", "llvm.trunc"] {
        register_property_encoding(
            ctx,
            op,
            PropertyEncoding {
                native: OVERFLOW,
                attributes: None,
            },
        );
    }
    register_property_encoding(
        ctx,
        "llvm.getelementptr",
        PropertyEncoding {
            native: NO_WRAP,
            attributes: None,
        },
    );
    for (op, list) in [
        ("llvm.func", FUNC),
        ("llvm.call", CALL),
        ("llvm.load", LOAD),
        ("llvm.inttoptr", INTTOPTR),
        ("llvm.intr.memcpy", MEM_INTR),
        ("llvm.intr.memmove", MEM_INTR),
        ("llvm.intr.memset", MEM_INTR),
    ] {
        register_property_encoding(
            ctx,
            op,
            PropertyEncoding {
                native: &[],
                attributes: Some(list),
            },
        );
    }
}
