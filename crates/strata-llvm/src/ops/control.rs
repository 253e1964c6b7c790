//! Terminators: `llvm.br`, `llvm.cond_br`, `llvm.switch` (with their successor operands),
//! `llvm.return` and `llvm.unreachable`.

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use strata_ir::apint::ApInt;
use strata_ir::attributes::DenseData;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{BlockId, Body, OpId, OperationState, Successor};
use strata_ir::{AttrData, Attribute, Context, NamedAttribute, Type, TypeData};
use strata_ods::{AnySuccessor, AttrConstraint, i32_array, i32_array_attr, op};

use crate::constraints::{AnyAttr, AnyInteger, DenseI32Array, LlvmAny, VariadicLlvmAny};
use crate::types::{func_type_parts, is_void};

type PResult<T> = Result<T, Diagnostic>;

op! {
    /// Unconditional branch to a block, passing it values.
    ///
    /// Unconditional branch to a block, passing it values (LLVM's `br`). It terminates its
    /// block; branch operands must match the destination's arguments.
    ///
    /// ```mlir
    /// llvm.func @br(%a: i32) -> i32 {
    ///   llvm.br ^bb1(%a : i32)
    /// ^bb1(%x: i32):
    ///   llvm.return %x : i32
    /// }
    /// ```
    pub struct BrOp = "llvm.br" {
        traits: [pure, terminator],
        operands: [destOperands: variadic VariadicLlvmAny],
        attrs: [loop_annotation: optional AnyAttr],
        successors: [dest],
        successor_operands: { dest: destOperands },
        interfaces: { successor_for_operands: br_successor },
        format: "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
    }
}

fn br_successor(_: &Context, _: &Body, _: OpId, _: &[Option<Attribute>]) -> Option<usize> {
    Some(0)
}

op! {
    /// Two-way branch on an `i1`.
    ///
    /// Two-way branch on an `i1` (LLVM's conditional `br`), with optional `branch_weights`.
    /// It terminates its block; branch operands must match the destination's arguments.
    ///
    /// ```mlir
    /// llvm.func @cond_br(%c: i1, %a: i32, %b: i32) -> i32 {
    ///   llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
    /// ^bb1(%x: i32):
    ///   llvm.return %x : i32
    /// }
    /// ```
    pub struct CondBrOp = "llvm.cond_br" {
        traits: [pure, terminator, attr_sized_operand_segments],
        operands: [
            condition: crate::constraints::I1,
            trueDestOperands: variadic VariadicLlvmAny,
            falseDestOperands: variadic VariadicLlvmAny,
        ],
        attrs: [branch_weights: optional DenseI32Array, loop_annotation: optional AnyAttr],
        successors: [trueDest, falseDest],
        successor_operands: { trueDest: trueDestOperands, falseDest: falseDestOperands },
        interfaces: { successor_for_operands: cond_br_successor },
        info: { update_successor_counts: Some(cond_br_update_counts) },
        format: "$condition ( `weights` `(` $branch_weights^ `)` )? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
    }
}

fn int_of(ctx: &Context, attr: Option<Attribute>) -> Option<ApInt> {
    match ctx.attr_data(attr?) {
        AttrData::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

fn cond_br_successor(
    ctx: &Context,
    _: &Body,
    _: OpId,
    consts: &[Option<Attribute>],
) -> Option<usize> {
    let c = int_of(ctx, *consts.first()?)?;
    Some(if c.is_zero() { 1 } else { 0 })
}

/// A properties dictionary with entry `name` set to `value`.
fn with_prop(ctx: &Context, props: Option<Attribute>, name: &str, value: Attribute) -> Attribute {
    let mut entries: Vec<NamedAttribute> = props
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    let id = ctx.ident(name);
    match entries.iter_mut().find(|e| e.name == id) {
        Some(e) => e.value = value,
        None => entries.push(NamedAttribute { name: id, value }),
    }
    entries.sort_by(|a, b| ctx.ident_bytes_of(a.name).cmp(ctx.ident_bytes_of(b.name)));
    ctx.dictionary_attr(entries)
}

fn prop(ctx: &Context, props: Option<Attribute>, name: &str) -> Option<Attribute> {
    let id = ctx.ident(name);
    ctx.dictionary_entries(props?)
        .iter()
        .find(|e| e.name == id)
        .map(|e| e.value)
}

fn segments(ctx: &Context, props: Option<Attribute>) -> Option<Vec<i32>> {
    i32_array(ctx, prop(ctx, props, "operandSegmentSizes")?).filter(|s| s.len() == 3)
}

fn cond_br_update_counts(
    ctx: &Context,
    props: Option<Attribute>,
    counts: &[u32],
) -> Option<Option<Attribute>> {
    let [t, f] = counts else { return None };
    let segs = segments(ctx, props)?;
    let sizes = [segs[0], *t as i32, *f as i32];
    Some(Some(with_prop(
        ctx,
        props,
        "operandSegmentSizes",
        i32_array_attr(ctx, &sizes),
    )))
}

// ---- llvm.switch ----

/// `case_values`: an integer elements attribute.
pub struct CaseValues;
impl AttrConstraint for CaseValues {
    const SUMMARY: &'static str = "integer elements attribute";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        case_values_wide(ctx, attr).is_some()
    }
}

op! {
    /// Multi-way branch on an integer (LLVM's `switch`).
    ///
    /// Transfers control to the destination of the case equal to `value`, else to
    /// `defaultDestination`; each destination takes its own operands.
    ///
    /// ```mlir
    /// llvm.func @switch(%flag: i32, %a: i32) -> i32 {
    ///   llvm.switch %flag : i32, ^bb1 [
    ///     1: ^bb2(%a : i32),
    ///     2: ^bb1
    ///   ]
    /// ^bb1:
    ///   llvm.return %flag : i32
    /// ^bb2(%x: i32):
    ///   llvm.return %x : i32
    /// }
    /// ```
    pub struct SwitchOp = "llvm.switch" {
        traits: [pure, terminator, attr_sized_operand_segments],
        operands: [
            value: AnyInteger,
            defaultOperands: variadic VariadicLlvmAny,
            caseOperands: variadic VariadicLlvmAny,
        ],
        attrs: [
            case_values: optional CaseValues,
            case_operand_segments: DenseI32Array,
            branch_weights: optional DenseI32Array,
        ],
        successors: [defaultDestination, caseDestinations: variadic AnySuccessor],
        verify: verify_switch,
        interfaces: { successor_for_operands: switch_successor },
        info: {
            successor_operands: Some(switch_successor_operands),
            update_successor_counts: Some(switch_update_counts),
        },
        parse: parse_switch,
        print: print_switch,
    }
}

/// The case values of a switch at their element width (any width).
pub fn case_values_wide(ctx: &Context, attr: Attribute) -> Option<Vec<ApInt>> {
    let AttrData::DenseElements {
        ty,
        data: DenseData::Numeric { splat, raw },
    } = ctx.attr_data(attr)
    else {
        return None;
    };
    // Any shaped type (cf.switch allows tensors); the values in row-major order.
    let data = ctx.type_data(*ty);
    let (shape, element) = (data.shape()?, data.element_type()?);
    let TypeData::Integer { width, .. } = ctx.type_data(element) else {
        return None;
    };
    let width = (*width).max(1);
    let bytes = ctx.dense_element_bytes(element)?;
    let len = usize::try_from(shape.iter().product::<i64>()).ok()?;
    let read = |chunk: &[u8]| {
        let words: Vec<u64> = chunk
            .chunks(8)
            .map(|w| {
                let mut le = [0u8; 8];
                le[..w.len()].copy_from_slice(w);
                u64::from_le_bytes(le)
            })
            .collect();
        ApInt::from_words(width, &words)
    };
    if *splat {
        return Some(vec![read(raw.get(..bytes)?); len]);
    }
    if raw.len() < bytes * len {
        return None;
    }
    Some(raw.chunks(bytes).take(len).map(read).collect())
}

/// The case values of a switch as written: signed, at their element width.
pub fn case_value_texts(ctx: &Context, attr: Attribute) -> Option<Vec<String>> {
    Some(
        case_values_wide(ctx, attr)?
            .iter()
            .map(ApInt::to_string_signed)
            .collect(),
    )
}

/// The case values of a switch, as signed 64-bit values (`None` for wider elements).
pub fn case_values(ctx: &Context, attr: Attribute) -> Option<Vec<i64>> {
    case_values_wide(ctx, attr)?
        .iter()
        .map(|v| {
            if v.width() > 64 {
                None
            } else {
                v.sext(64).to_i64_checked()
            }
        })
        .collect()
}

fn case_values_attr(ctx: &Context, flag: Type, values: &[i128]) -> Option<Attribute> {
    let width = ctx.int_or_float_bit_width(flag)?;
    let bytes = ctx.dense_element_bytes(flag)?;
    let ty = ctx.intern_type(TypeData::Vector {
        shape: Box::new([values.len() as i64]),
        scalable: Box::new([false]),
        element: flag,
    });
    let encode = |v: i128| {
        let word = v as u128;
        let word = if width < 128 {
            word & ((1u128 << width) - 1)
        } else {
            word
        };
        // Wider than 128 bits: sign-extended.
        let fill = if v < 0 && width > 128 { 0xff } else { 0 };
        let mut out = vec![fill; bytes];
        for (d, s) in out.iter_mut().zip(word.to_le_bytes()) {
            *d = s;
        }
        out
    };
    let raw: Vec<u8> = values.iter().flat_map(|&v| encode(v)).collect();
    Some(ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: DenseData::Numeric {
            splat: false,
            raw: raw.into(),
        },
    }))
}

fn switch_successor_operands(
    ctx: &Context,
    props: Option<Attribute>,
    num_operands: usize,
    num_successors: usize,
) -> Option<Vec<u32>> {
    let segs = segments(ctx, props)?;
    let total: i32 = segs.iter().sum();
    let cases = i32_array(ctx, prop(ctx, props, "case_operand_segments")?)?;
    let case_total: i32 = cases.iter().sum();
    if total as usize != num_operands || case_total != segs[2] || cases.len() + 1 != num_successors
    {
        return None;
    }
    let mut out = vec![segs[1] as u32];
    out.extend(cases.iter().map(|&c| c as u32));
    Some(out)
}

fn switch_update_counts(
    ctx: &Context,
    props: Option<Attribute>,
    counts: &[u32],
) -> Option<Option<Attribute>> {
    let (&default, cases) = counts.split_first()?;
    let segs = segments(ctx, props)?;
    let case_total: u32 = cases.iter().sum();
    let sizes = [segs[0], default as i32, case_total as i32];
    let props = with_prop(
        ctx,
        props,
        "operandSegmentSizes",
        i32_array_attr(ctx, &sizes),
    );
    let cases: Vec<i32> = cases.iter().map(|&c| c as i32).collect();
    Some(Some(with_prop(
        ctx,
        Some(props),
        "case_operand_segments",
        i32_array_attr(ctx, &cases),
    )))
}

fn switch_successor(
    ctx: &Context,
    body: &Body,
    op: OpId,
    consts: &[Option<Attribute>],
) -> Option<usize> {
    let flag = int_of(ctx, *consts.first()?)?;
    if flag.width() > 64 {
        return None;
    }
    let flag = flag
        .to_i64_checked()
        .or_else(|| flag.to_u64_checked().map(|v| v as i64))?;
    let Some(values) = SwitchOp(op)
        .case_values(ctx, body)
        .and_then(|a| case_values(ctx, a))
    else {
        return Some(0);
    };
    Some(values.iter().position(|&v| v == flag).map_or(0, |i| i + 1))
}

fn verify_switch(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let s = SwitchOp(op);
    let n_values = s
        .case_values(ctx, body)
        .and_then(|a| case_values_wide(ctx, a))
        .map_or(0, |v| v.len());
    let n_dests = body.successors(op).len().saturating_sub(1);
    if n_values != n_dests {
        return Err(
            "'llvm.switch' op expects number of case values to match number of case destinations"
                .to_string(),
        );
    }
    Ok(())
}

/// `^bb` or `^bb(%a : t)`, its operands appended to `state`.
fn parse_destination(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<(BlockId, u32)> {
    let block = p.parse_successor()?;
    if !p.parse_optional_punct(Punct::LParen) {
        return Ok((block, 0));
    }
    let at = p.offset();
    let uses = p.parse_operand_list(Delimiter::None)?;
    let types = p.parse_colon_type_list()?;
    p.parse_punct(Punct::RParen)?;
    p.resolve_operands(&uses, &types, at, &mut state.operands)?;
    Ok((block, uses.len() as u32))
}

/// `llvm.switch %v : i32, ^default(...) [ 1: ^bb(...), ... ] attr-dict`
fn parse_switch(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let flag = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let flag_ty = p.parse_type()?;
    let v = p.resolve_operand(&flag, flag_ty)?;
    state.operands.push(v);
    p.parse_punct(Punct::Comma)?;
    let (block, n) = parse_destination(p, state)?;
    state.successors.push(Successor {
        block,
        num_operands: n,
    });
    let mut values = Vec::new();
    let mut counts = Vec::new();
    p.parse_punct(Punct::LSquare)?;
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            let offset = p.offset();
            let Some(v) = p.parse_optional_integer()? else {
                return Err(p.error_expected("expected integer value"));
            };
            // Values of flags up to 64 bits must fit an i64 (as mlir-opt 22's parser);
            // wider flags take wider values (mlir-opt 22 prints them but cannot parse them
            // back).
            let width = ctx.int_or_float_bit_width(flag_ty).unwrap_or(64);
            if width <= 64 && i64::try_from(v).is_err() {
                return Err(p.error_at(offset, "integer value too large"));
            }
            values.push(v);
            p.parse_punct(Punct::Colon)?;
            let (block, c) = parse_destination(p, state)?;
            state.successors.push(Successor {
                block,
                num_operands: c,
            });
            counts.push(c as i32);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    if !values.is_empty()
        && let Some(a) = case_values_attr(ctx, flag_ty, &values)
    {
        p.add_attribute(state, "case_values", a);
    }
    let case_total: i32 = counts.iter().sum();
    p.add_attribute(state, "case_operand_segments", i32_array_attr(ctx, &counts));
    let segs = i32_array_attr(ctx, &[1, n as i32, case_total]);
    p.add_attribute(state, "operandSegmentSizes", segs);
    Ok(())
}

fn print_switch(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    let flag = body.operand(op, 0);
    p.print_operand(flag);
    p.write(" : ");
    p.print_type(body.value_type(flag));
    p.write(", ");
    p.print_successor_and_use_list(0);
    p.write(" [");
    let values = SwitchOp(op)
        .case_values(ctx, body)
        .and_then(|a| case_value_texts(ctx, a))
        .unwrap_or_default();
    let cases = values
        .len()
        .min(body.successors(op).len().saturating_sub(1));
    for (i, v) in values.iter().take(cases).enumerate() {
        if i > 0 {
            p.write(",");
        }
        p.print_newline();
        p.write(&format!("  {v}: "));
        p.print_successor_and_use_list(i + 1);
    }
    p.print_newline();
    p.write("]");
    let attrs = p.attrs();
    p.print_optional_attr_dict(
        &attrs,
        &[
            "case_values",
            "case_operand_segments",
            "operandSegmentSizes",
        ],
    );
}

// ---- return / unreachable ----

op! {
    /// Returns from the enclosing `llvm.func`.
    ///
    /// Returns from the enclosing `llvm.func` (LLVM's `ret`), with the value of a function
    /// returning one. It terminates its block; branch operands must match the destination's
    /// arguments.
    ///
    /// ```mlir
    /// llvm.func @ret(%a: f32) -> f32 {
    ///   llvm.return %a : f32
    /// }
    /// ```
    pub struct ReturnOp = "llvm.return" {
        traits: [pure, terminator],
        operands: [arg: optional LlvmAny],
        info: { verify_with_parent: Some(verify_return) },
        format: "($arg^ `:` type($arg))? attr-dict",
    }
}

fn verify_return(
    ctx: &Context,
    body: &Body,
    op: OpId,
    parent: Option<(&Body, OpId)>,
) -> Result<(), String> {
    let Some((pbody, parent)) = parent else {
        return Ok(());
    };
    let result = match crate::ops::func::FuncOp::cast(ctx, pbody, parent) {
        Some(f) => f
            .function_type_value(ctx, pbody)
            .and_then(|t| func_type_parts(ctx, t))
            .map(|(r, _, _)| r),
        None => {
            // Global initializers return the global's type.
            match crate::ops::global::GlobalOp::cast(ctx, pbody, parent) {
                Some(g) => g.value_type(ctx, pbody),
                None => return Ok(()),
            }
        }
    };
    let Some(result) = result else {
        return Ok(());
    };
    let operand = body.operands(op).next();
    match operand {
        None if !is_void(ctx, result) => Err("'llvm.return' op expected 1 operand".into()),
        Some(_) if is_void(ctx, result) => Err("'llvm.return' op expected no operands".into()),
        Some(v) if body.value_type(v) != result => {
            Err("'llvm.return' op mismatching result types".to_string())
        }
        _ => Ok(()),
    }
}

op! {
    /// Marks a point control never reaches.
    ///
    /// Marks a point control never reaches (LLVM's `unreachable`). It terminates its block;
    /// branch operands must match the destination's arguments.
    ///
    /// ```mlir
    /// llvm.func @never() {
    ///   llvm.unreachable
    /// }
    /// ```
    pub struct UnreachableOp = "llvm.unreachable" {
        traits: [terminator],
        format: "attr-dict",
    }
}
