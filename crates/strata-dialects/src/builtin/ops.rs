//! The builtin dialect's ops: `builtin.module` (its syntax from `strata-asm`, which also
//! bootstraps it in every context) and `builtin.unrealized_conversion_cast`.

use strata_ir::Context;
use strata_ir::ir::{Body, OpId};
use strata_ods::{AnyType, SizedRegion, op};

use super::constraints::StrAttr;
use super::fold::fold_cast;

op! {
    /// A named scope of top-level operations and symbols.
    ///
    /// `builtin.module` holds one block of operations, without terminator, in a graph
    /// region isolated from the values around it. It is a symbol table: the symbols
    /// defined directly in it (functions, globals, nested modules) must have distinct
    /// names. It may have a name itself (`sym_name`) and a visibility; any other attribute
    /// must be prefixed with its dialect's name. Parsing text with top-level operations
    /// that are not one module wraps them in an unnamed module.
    ///
    /// ```mlir
    /// module @lib attributes {foo.version = 2 : i64} {
    ///   func.func private @helper(i32) -> i32
    ///   module @inner {
    ///   }
    /// }
    /// ```
    pub struct ModuleOp = "builtin.module" {
        traits: [isolated_from_above, no_terminator, single_block, symbol_table, graph_regions, affine_scope],
        attrs: [sym_name: optional StrAttr, sym_visibility: optional StrAttr],
        regions: [bodyRegion: SizedRegion<1>],
        verify: strata_ir::builtin::verify_module_contents,
        parse: strata_asm::builtin_asm::parse_module,
        print: strata_asm::builtin_asm::print_module,
        default_dialect: "builtin",
    }
}

op! {
    /// A placeholder conversion between types, left by partial dialect conversions.
    ///
    /// `builtin.unrealized_conversion_cast` turns its operands (possibly none) into
    /// results of other types (at least one) without saying how: it marks a conversion
    /// that a later pass must resolve. A cast whose inputs already have the result types
    /// folds to its inputs, and a cast undoing another cast folds to the first cast's
    /// inputs.
    ///
    /// ```mlir
    /// func.func @cast(%a: i64, %b: f32) -> (i32, f32) {
    ///   %0 = builtin.unrealized_conversion_cast %a : i64 to i32
    ///   %1:2 = builtin.unrealized_conversion_cast %0, %b : i32, f32 to i64, f32
    ///   return %0, %1#1 : i32, f32
    /// }
    /// ```
    pub struct UnrealizedConversionCastOp = "builtin.unrealized_conversion_cast" {
        traits: [pure],
        operands: [inputs: variadic AnyType],
        results: [outputs: variadic AnyType],
        verify: verify_cast,
        fold: fold_cast,
        format: "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
    }
}

/// `CastOpInterface`'s check: at least one result (any types convert).
fn verify_cast(_: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if body.num_results(op) == 0 {
        return Err(format!(
            "'{}' op expected at least one result for cast operation",
            UnrealizedConversionCastOp::NAME
        ));
    }
    Ok(())
}
