//! The view ops, which give a memref's memory another shape or layout without copying:
//! offset/size/stride views (`subview.rs`), reassociating reshapes (`reshape.rs`), and
//! `view`, `transpose` and `assume_alignment` (`view.rs`); with the result layout
//! inference and the `custom<DynamicIndexList>` syntax they share.

pub(crate) mod reshape;
pub(crate) mod subview;
pub(crate) mod view;

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState, ValueId};
use strata_ir::symbols::op_attr;
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Attribute, Context, Signedness, Type, TypeData};
use strata_ods::{i32_array, i64_array, i64_array_attr};

use crate::memref::types::{MemRef, add, mul};

pub(crate) use crate::memref::types::is_any_memref;

/// The inferred subview result type: the static sizes with a strided layout derived from
/// the source's strides and offset.
pub(crate) fn infer_subview_type(
    ctx: &Context,
    src: &MemRef<'_>,
    src_strides: &[i64],
    src_offset: i64,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Type {
    let mut offset = src_offset;
    for (&o, &s) in offsets.iter().zip(src_strides) {
        offset = add(offset, mul(o, s));
    }
    let new_strides: Vec<i64> = strides
        .iter()
        .zip(src_strides)
        .map(|(&a, &b)| mul(a, b))
        .collect();
    let layout = ctx.intern_attr(AttrData::Strided {
        strides: new_strides.into(),
        offset,
    });
    ctx.intern_type(TypeData::MemRef {
        shape: sizes.into(),
        element: src.element,
        layout: Some(layout),
        memory_space: src.space,
    })
}

/// Static offsets, sizes and strides stay within the source's static dimensions.
pub(crate) fn check_bounds(
    shape: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Result<(), String> {
    for (i, &dim) in shape.iter().enumerate() {
        let (o, s, st) = (offsets[i], sizes[i], strides[i]);
        if dim == DYNAMIC || o == DYNAMIC {
            continue;
        }
        if o >= dim {
            return Err(format!("offset {i} is out-of-bounds: {o} >= {dim}"));
        }
        if s == DYNAMIC || st == DYNAMIC || s <= 0 {
            continue;
        }
        let last = (s - 1).checked_mul(st).and_then(|v| v.checked_add(o));
        match last {
            Some(last) if last < dim => {}
            Some(last) => {
                return Err(format!(
                    "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
                ));
            }
            None => {
                return Err(format!("slice along dimension {i} runs out-of-bounds"));
            }
        }
    }
    Ok(())
}

/// The `operandSegmentSizes` of an offset/size/stride op (source, offsets, sizes,
/// strides), with a single source.
pub(crate) fn segments(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
) -> Result<Vec<i32>, String> {
    segments_with(ctx, body, op, name, 1)
}

/// The `operandSegmentSizes` of an op with `singles` single-operand groups (source,
/// destination, ...) before its offsets, sizes and strides.
pub(crate) fn segments_with(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    singles: usize,
) -> Result<Vec<i32>, String> {
    let n = singles + 3;
    // A missing attribute reads as all-zero segments, as upstream's property conversion has it.
    let segs = match op_attr(ctx, body, op, "operandSegmentSizes") {
        None => Some(vec![0; n]),
        Some(a) => i32_array(ctx, a),
    };
    let Some(segs) = segs.filter(|s| s.len() == n) else {
        return Err(format!(
            "'{name}' op 'operandSegmentSizes' attribute for specifying operand segments must have {n} elements"
        ));
    };
    if segs.iter().any(|&v| v < 0) {
        return Err(format!(
            "'{name}' op 'operandSegmentSizes' attribute cannot have negative elements"
        ));
    }
    let total: i64 = segs.iter().map(|&v| i64::from(v)).sum();
    if total != body.num_operands(op) as i64 {
        return Err(format!(
            "'{name}' op operand count ({}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'",
            body.num_operands(op)
        ));
    }
    for (start, &count) in segs[..singles].iter().enumerate() {
        if count != 1 {
            return Err(format!(
                "'{name}' op operand group starting at #{start} requires 1 element, but found {count}"
            ));
        }
    }
    Ok(segs[singles - 1..].to_vec())
}

/// The checks of the offset/size/stride op interface, given the expected length of each
/// list; `Ok(lists)` when they pass.
pub(crate) fn verify_offset_size_stride(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    ranks: [usize; 3],
) -> Result<[Vec<i64>; 3], String> {
    verify_offset_size_stride_with(ctx, body, op, name, ranks, 1)
}

/// [`verify_offset_size_stride`] for an op with `singles` single-operand groups before
/// its offsets, sizes and strides.
pub(crate) fn verify_offset_size_stride_with(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    ranks: [usize; 3],
    singles: usize,
) -> Result<[Vec<i64>; 3], String> {
    const NAMES: [&str; 3] = ["offset", "size", "stride"];
    const ATTRS: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];
    let mut lists: [Vec<i64>; 3] = Default::default();
    for (k, attr) in ATTRS.iter().enumerate() {
        let Some(a) = op_attr(ctx, body, op, attr) else {
            return Err(format!("'{name}' op requires attribute '{attr}'"));
        };
        let Some(v) = i64_array(ctx, a) else {
            return Err(format!(
                "'{name}' op attribute '{attr}' failed to satisfy constraint: i64 dense array attribute"
            ));
        };
        lists[k] = v;
    }
    let segs = segments_with(ctx, body, op, name, singles)?;
    // mlir-opt checks the dynamic entries first, sizes before strides before offsets.
    for k in [1, 2, 0] {
        let dynamic = lists[k].iter().filter(|&&v| v == DYNAMIC).count();
        let given = segs[k + 1] as usize;
        if dynamic != given {
            return Err(format!(
                "expected the number of '{}s' to match the number of dynamic entries in '{}' ({given} vs {dynamic})",
                NAMES[k], ATTRS[k]
            ));
        }
    }
    let (no, ns, nt) = (lists[0].len(), lists[1].len(), lists[2].len());
    if !(no == 1 && ranks[0] == 1) && no != ns {
        return Err(format!(
            "expected mixed offsets rank to match mixed sizes rank ({no} vs {ns}) so the rank of the result type is well-formed."
        ));
    }
    if ns != nt {
        return Err(format!(
            "expected mixed sizes rank to match mixed strides rank ({ns} vs {nt}) so the rank of the result type is well-formed."
        ));
    }
    for k in 0..3 {
        let list = &lists[k];
        if list.len() != ranks[k] {
            return Err(format!(
                "expected {} {} values, got {}",
                ranks[k],
                NAMES[k],
                list.len()
            ));
        }
    }
    if let Some(&o) = lists[0].iter().find(|&&o| o < 0 && o != DYNAMIC) {
        return Err(format!("expected offsets to be non-negative, but got {o}"));
    }
    if let Some(&s) = lists[1].iter().find(|&&s| s < 0 && s != DYNAMIC) {
        return Err(format!("expected sizes to be non-negative, but got {s}"));
    }
    Ok(lists)
}

/// `[` (operand | integer) list `]` (MLIR's `custom<DynamicIndexList>`): the static
/// values (dynamic where an operand is) and the operands.
fn parse_index_list(
    p: &mut OpAsmParser<'_, '_, '_>,
    paren: bool,
) -> Result<(Vec<i64>, Vec<UnresolvedOperand>), Diagnostic> {
    let ctx = p.ctx();
    let mut values = Vec::new();
    let mut operands = Vec::new();
    let (open, close, open_text, close_text) = if paren {
        (Punct::LParen, Punct::RParen, '(', ')')
    } else {
        (Punct::LSquare, Punct::RSquare, '[', ']')
    };
    if !p.parse_optional_punct(open) {
        return Err(p.error_expected(format!("expected '{open_text}' in dynamic index list")));
    }
    if p.parse_optional_punct(close) {
        return Ok((values, operands));
    }
    loop {
        if let Some(u) = p.parse_optional_operand()? {
            operands.push(u);
            values.push(DYNAMIC);
        } else {
            let at = p.offset();
            let wide = ctx.integer_type(128, Signedness::Signless);
            let value = match p.parse_attribute(Some(wide)).map(|a| ctx.attr_data(a)) {
                Ok(AttrData::Integer { value, .. }) => value.to_i128_checked(),
                _ => return Err(p.error_at(at, "expected integer value")),
            };
            let Some(v) = value.and_then(|v| i64::try_from(v).ok()) else {
                return Err(p.error_at(at, "integer value too large"));
            };
            values.push(v);
        }
        if p.parse_optional_punct(close) {
            return Ok((values, operands));
        }
        if !p.parse_optional_punct(Punct::Comma) {
            return Err(p.error_expected(format!("expected '{close_text}' in dynamic index list")));
        }
    }
}

/// `custom<DynamicIndexList>($values, $static_values)`: the dynamic operands and the
/// `array<i64: ...>` of static values; on failure mlir-opt's second error, at the op name.
pub(crate) fn parse_dynamic_index_list(
    p: &mut OpAsmParser<'_, '_, '_>,
    _: &mut OperationState,
    operands: &mut Vec<UnresolvedOperand>,
    values: &mut Option<Attribute>,
) -> Result<(), Diagnostic> {
    parse_dynamic_index_list_in(p, false, operands, values)
}

/// `custom<DynamicIndexList>` with parentheses (upstream's
/// `AsmParser::Delimiter::Paren` argument): `(` (operand | integer) list `)`.
pub fn parse_dynamic_index_list_paren(
    p: &mut OpAsmParser<'_, '_, '_>,
    _: &mut OperationState,
    operands: &mut Vec<UnresolvedOperand>,
    values: &mut Option<Attribute>,
) -> Result<(), Diagnostic> {
    parse_dynamic_index_list_in(p, true, operands, values)
}

/// The dynamic index list between square brackets or (`paren`) parentheses.
fn parse_dynamic_index_list_in(
    p: &mut OpAsmParser<'_, '_, '_>,
    paren: bool,
    operands: &mut Vec<UnresolvedOperand>,
    values: &mut Option<Attribute>,
) -> Result<(), Diagnostic> {
    let (list, dynamic) = parse_index_list(p, paren).map_err(|mut e| {
        e.notes
            .push(p.error_at(p.name_offset(), "expected SSA value or integer"));
        e
    })?;
    *operands = dynamic;
    *values = Some(i64_array_attr(p.ctx(), &list));
    Ok(())
}

/// Prints `[a, %b, ...]`: the static values, with the dynamic operands in order where
/// they are dynamic.
pub(crate) fn print_dynamic_index_list(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    operands: &[ValueId],
    values: Option<Attribute>,
) {
    let values = values
        .and_then(|a| i64_array(p.ctx(), a))
        .unwrap_or_default();
    print_index_list_in(p, operands, &values, false);
}

/// Prints `(a, %b, ...)`: [`print_dynamic_index_list`] with parentheses.
pub fn print_dynamic_index_list_paren(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    operands: &[ValueId],
    values: Option<Attribute>,
) {
    let values = values
        .and_then(|a| i64_array(p.ctx(), a))
        .unwrap_or_default();
    print_index_list_in(p, operands, &values, true);
}

/// Prints the static `values` with the dynamic `operands` where they are dynamic,
/// between square brackets or (`paren`) parentheses.
fn print_index_list_in(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    operands: &[ValueId],
    values: &[i64],
    paren: bool,
) {
    let mut operands = operands.iter().copied();
    p.write(if paren { "(" } else { "[" });
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if v == DYNAMIC {
            if let Some(o) = operands.next() {
                p.print_operand(o);
            }
        } else {
            p.write(&v.to_string());
        }
    }
    p.write(if paren { ")" } else { "]" });
}
