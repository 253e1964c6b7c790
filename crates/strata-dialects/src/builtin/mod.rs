//! Builtin ops beyond `builtin.module`: `builtin.unrealized_conversion_cast`, identical to
//! mlir-opt 22 in custom and generic form.

use strata_asm::custom::{CustomAsm, Delimiter, OpAsmParser, OpAsmPrinter, register_custom_asm};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState, ValueDef, ValueId};
use strata_ir::registry::{FoldResult, OpInfo, Traits};
use strata_ir::{Attribute, Context, Type};

use strata_ods::parse_optional_type_list;

/// The name of the cast op.
pub const UNREALIZED_CONVERSION_CAST: &str = "builtin.unrealized_conversion_cast";

/// `CastOpInterface`'s check: at least one result (any types convert).
fn verify_cast(_: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if !body.regions(op).is_empty() {
        return Err(format!(
            "'{UNREALIZED_CONVERSION_CAST}' op requires zero regions"
        ));
    }
    if !body.successors(op).is_empty() {
        return Err(format!(
            "'{UNREALIZED_CONVERSION_CAST}' op requires zero successors"
        ));
    }
    if body.num_results(op) == 0 {
        return Err(format!(
            "'{UNREALIZED_CONVERSION_CAST}' op expected at least one result for cast operation"
        ));
    }
    Ok(())
}

/// Folds a cast whose input types are its result types to its inputs, and a cast of all
/// the results of another cast back to that cast's inputs when the types round-trip.
fn fold_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let inputs: Vec<ValueId> = body.operands(op).collect();
    let ty = |body: &Body, vs: &mut dyn Iterator<Item = ValueId>| -> Vec<Type> {
        vs.map(|v| body.value_type(v)).collect()
    };
    let result_types = ty(body, &mut body.results(op));
    let values = |vs: Vec<ValueId>| Some(vs.into_iter().map(FoldResult::Value).collect());
    if ty(body, &mut inputs.iter().copied()) == result_types {
        return values(inputs);
    }
    let first = *inputs.first()?;
    let ValueDef::Result { op: def, .. } = body.value(first).def else {
        return None;
    };
    if ctx.op_name_str(body.op(def).name) != UNREALIZED_CONVERSION_CAST
        || body.results(def).collect::<Vec<_>>() != inputs
        || ty(body, &mut body.operands(def)) != result_types
    {
        return None;
    }
    values(body.operands(def).collect())
}

/// `($inputs^ : type($inputs))? to type($outputs) attr-dict`.
fn parse_cast(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), Diagnostic> {
    let offset = p.offset();
    let inputs = p.parse_operand_list(Delimiter::None)?;
    let mut types = Vec::new();
    if !inputs.is_empty() {
        p.parse_punct(strata_asm::custom::Punct::Colon)?;
        types = parse_optional_type_list(p)?;
    }
    p.parse_keyword("to")?;
    let outputs = p.parse_type_list()?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.resolve_operands(&inputs, &types, offset, &mut state.operands)?;
    state.result_types.extend(outputs);
    Ok(())
}

/// Prints `builtin.unrealized_conversion_cast`.
fn print_cast(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (body, op) = (p.body(), p.op());
    if body.num_operands(op) > 0 {
        p.write(" ");
        p.print_operands(body.operands(op));
        p.write(" : ");
        p.print_types(body.operands(op).map(|v| body.value_type(v)));
    }
    p.write(" to ");
    p.print_types(body.results(op).map(|v| body.value_type(v)));
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &[]);
}

/// Registers the builtin ops of this crate into `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_op(OpInfo {
        name: UNREALIZED_CONVERSION_CAST,
        traits: Traits {
            pure: true,
            ..Traits::default()
        },
        verify: Some(verify_cast),
        fold: Some(fold_cast),
        ..Default::default()
    });
    register_custom_asm(
        ctx,
        UNREALIZED_CONVERSION_CAST,
        CustomAsm::new(parse_cast, print_cast),
    );
}
