//! The `cf` ops, declared with `op!`: `cf.br`, `cf.cond_br` and `cf.assert` with upstream's
//! assembly formats, `cf.switch` with its hand-written case list; their constraints,
//! verifiers and branch hooks (successor operands, their counts, the successor taken for
//! constant operands).

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::type_to_string;
use strata_ir::attributes::{DenseData, NamedAttribute};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{BlockId, Body, OpId, OperationState, Successor};
use strata_ir::{AttrData, Attribute, Context, Signedness, Type, TypeData};
use strata_ods::{
    AnySuccessor, AnyType, AttrConstraint, TypeConstraint, i32_array, i32_array_attr, op,
};

use crate::builtin::constraints::{AnyInteger, I1, StrAttr};

type PResult<T> = Result<T, Diagnostic>;

// ---- attribute constraints ----
//
// The inherent attributes of the `cf` ops are properties upstream: an attribute of another
// kind is reported as a property-conversion error.

/// `branch_weights` and `case_operand_segments` (ODS `DenseI32ArrayAttr`), written
/// `[1, 2]` in the custom form.
pub struct DenseI32ArrayProp;
impl AttrConstraint for DenseI32ArrayProp {
    const SUMMARY: &'static str = "i32 dense array attribute";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        i32_array(ctx, attr).is_some()
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, _name: &str) -> PResult<Attribute> {
        let values = parse_i32_list(p)?;
        Ok(i32_array_attr(p.ctx(), &values))
    }
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        let values = i32_array(p.ctx(), attr).unwrap_or_default();
        let list: Vec<String> = values.iter().map(|x| x.to_string()).collect();
        p.write(&format!("[{}]", list.join(", ")));
    }
}

/// `case_values` (ODS `AnyIntElementsAttr`): integer (or index) elements.
pub struct IntElementsProp;
impl AttrConstraint for IntElementsProp {
    const SUMMARY: &'static str = "integer elements attribute";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        case_values(ctx, attr).is_some()
    }
}

/// `msg` of `cf.assert` (ODS `StrAttr`).
pub struct StrProp;
impl AttrConstraint for StrProp {
    const SUMMARY: &'static str = StrAttr::SUMMARY;
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        StrAttr::check(ctx, attr)
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, name: &str) -> PResult<Attribute> {
        StrAttr::parse(p, name)
    }
}

// ---- ops ----

op! {
    /// Unconditional branch to a block, passing it values.
    ///
    /// `cf.br` ends its block and transfers control to `dest`, whose arguments take the
    /// branch's operands (as many, of the same types). Canonicalization merges the
    /// destination into the branching block when this is its only predecessor, and
    /// skips destinations that only branch on.
    ///
    /// ```mlir
    /// func.func @forward(%a: i32) -> i32 {
    ///   cf.br ^bb1(%a : i32)
    /// ^bb1(%x: i32):
    ///   return %x : i32
    /// }
    /// ```
    pub struct BranchOp = "cf.br" {
        traits: [pure, terminator],
        operands: [destOperands: variadic AnyType],
        successors: [dest],
        successor_operands: { dest: destOperands },
        interfaces: { successor_for_operands: br_successor_for_operands },
        format: "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
    }
}

op! {
    /// Two-way branch on an `i1` condition.
    ///
    /// `cf.cond_br` transfers control to `trueDest` when `condition` is set, else to
    /// `falseDest`, each destination with its own operands; both may be the same block.
    /// Optional `branch_weights` give the relative likelihood of the two edges (one per
    /// successor, not all zero).
    ///
    /// ```mlir
    /// func.func @pick(%c: i1, %a: i32, %b: i32) -> i32 {
    ///   cf.cond_br %c weights([3, 1]), ^bb1(%a : i32), ^bb1(%b : i32)
    /// ^bb1(%x: i32):
    ///   return %x : i32
    /// }
    /// ```
    pub struct CondBranchOp = "cf.cond_br" {
        traits: [pure, terminator, attr_sized_operand_segments],
        operands: [
            condition: I1,
            trueDestOperands: variadic AnyType,
            falseDestOperands: variadic AnyType,
        ],
        attrs: [branch_weights: optional DenseI32ArrayProp],
        successors: [trueDest, falseDest],
        successor_operands: { trueDest: trueDestOperands, falseDest: falseDestOperands },
        verify: verify_cond_br_weights,
        interfaces: { successor_for_operands: cond_br_successor_for_operands },
        info: { update_successor_counts: Some(cond_br_update_counts) },
        format: "$condition (`weights` `(` $branch_weights^ `)`)? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
    }
}

op! {
    /// Multi-way branch on an integer.
    ///
    /// `cf.switch` compares `flag` with the `case_values` and transfers control to the
    /// destination of the matching case, or to `defaultDestination` when none matches.
    /// Every destination takes its own operands; `case_operand_segments` says how many of
    /// the case operands go to each case. Its syntax, a bracketed list of cases, is
    /// hand-written as upstream's `SwitchOpCases` directive.
    ///
    /// ```mlir
    /// func.func @dispatch(%flag: i32, %a: i32, %b: i32) -> i32 {
    ///   cf.switch %flag : i32, [
    ///     default: ^bb1(%a : i32),
    ///     42: ^bb1(%b : i32),
    ///     43: ^bb2
    ///   ]
    /// ^bb1(%x: i32):
    ///   return %x : i32
    /// ^bb2:
    ///   return %a : i32
    /// }
    /// ```
    pub struct SwitchOp = "cf.switch" {
        traits: [pure, terminator, attr_sized_operand_segments],
        operands: [
            flag: AnyInteger,
            defaultOperands: variadic AnyType,
            caseOperands: variadic AnyType,
        ],
        attrs: [case_operand_segments: DenseI32ArrayProp, case_values: optional IntElementsProp],
        successors: [defaultDestination, caseDestinations: variadic AnySuccessor],
        verify: verify_switch_cases,
        interfaces: { successor_for_operands: switch_successor_for_operands },
        info: {
            successor_operands: Some(switch_successor_operands),
            update_successor_counts: Some(switch_update_counts),
        },
        parse: parse_switch,
        print: print_switch,
    }
}

op! {
    /// Runtime assertion with a message.
    ///
    /// `cf.assert` does nothing when `arg` is true; otherwise the program aborts, and a
    /// runtime may report `msg`. Since it may abort it is never removed as dead, except
    /// that canonicalization erases an assertion of a constant `true`.
    ///
    /// ```mlir
    /// func.func @check(%ok: i1) {
    ///   cf.assert %ok, "expected a valid input"
    ///   return
    /// }
    /// ```
    pub struct AssertOp = "cf.assert" {
        operands: [arg: I1],
        attrs: [msg: StrProp],
        effects: [write],
        format: "$arg `,` $msg attr-dict",
    }
}

// ---- attribute helpers ----

/// Entry `name` of a properties dictionary.
fn prop(ctx: &Context, props: Option<Attribute>, name: &str) -> Option<Attribute> {
    ctx.dictionary_entries(props?)
        .iter()
        .find(|e| ctx.ident_str(e.name) == name)
        .map(|e| e.value)
}

/// A segment-size array as non-negative counts.
fn segments(values: &[i32]) -> Option<Vec<u32>> {
    values.iter().map(|&v| u32::try_from(v).ok()).collect()
}

/// The `operandSegmentSizes` of an op with three operand groups (all zero when absent,
/// as MLIR's default-initialized properties are).
fn operand_segments(ctx: &Context, props: Option<Attribute>) -> Option<Vec<u32>> {
    match prop(ctx, props, "operandSegmentSizes") {
        None => Some(vec![0, 0, 0]),
        Some(a) => segments(&i32_array(ctx, a)?).filter(|s| s.len() == 3),
    }
}

/// The case values of a `cf.switch`: an integer elements attribute read as MLIR's
/// `getLimitedValue` sees its elements (zero-extended, saturated at `u64::MAX`).
pub(super) struct CaseValues {
    element: Type,
    pub(super) len: usize,
    /// One value when the attribute is a splat, else `len`.
    values: Vec<u64>,
}

impl CaseValues {
    pub(super) fn get(&self, i: usize) -> u64 {
        if self.values.len() == 1 {
            self.values[0]
        } else {
            self.values.get(i).copied().unwrap_or(0)
        }
    }
}

/// The [`CaseValues`] of `attr`; `None` unless it is an integer elements attribute.
pub(super) fn case_values(ctx: &Context, attr: Attribute) -> Option<CaseValues> {
    let AttrData::DenseElements {
        ty,
        data: DenseData::Numeric { splat, raw },
    } = ctx.attr_data(attr)
    else {
        return None;
    };
    let (shape, element) = match ctx.type_data(*ty) {
        TypeData::Vector { shape, element, .. } | TypeData::RankedTensor { shape, element, .. } => {
            (shape, *element)
        }
        _ => return None,
    };
    if !AnyInteger::check(ctx, element) && !matches!(ctx.type_data(element), TypeData::Index) {
        return None;
    }
    let bytes = ctx.dense_element_bytes(element)?;
    let len = shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(usize::try_from(d).ok()?))?;
    let value = |chunk: &[u8]| {
        if chunk.iter().skip(8).any(|&b| b != 0) {
            return u64::MAX;
        }
        let mut le = [0u8; 8];
        for (d, s) in le.iter_mut().zip(chunk) {
            *d = *s;
        }
        u64::from_le_bytes(le)
    };
    let values = if *splat {
        vec![value(raw.get(..bytes)?)]
    } else {
        if raw.len() != len.checked_mul(bytes)? {
            return None;
        }
        raw.chunks_exact(bytes).map(value).collect()
    };
    Some(CaseValues {
        element,
        len,
        values,
    })
}

/// `vector<N x flag>` holding `values` truncated to the flag's width, a splat when all
/// are equal (as MLIR's `DenseIntElementsAttr::get` stores them).
fn case_values_attr(ctx: &Context, flag: Type, values: &[i128]) -> Option<Attribute> {
    let first = *values.first()?;
    let width = ctx.int_or_float_bit_width(flag)?;
    let bytes = ctx.dense_element_bytes(flag)?;
    let ty = ctx.intern_type(TypeData::Vector {
        shape: Box::new([values.len() as i64]),
        scalable: Box::new([false]),
        element: flag,
    });
    let encode = |v: i128| {
        // As mlir-opt builds it: truncated to narrower flags, sign-extended to wider ones.
        let word = v as u64;
        let word = if width < 64 {
            word & ((1u64 << width) - 1)
        } else {
            word
        };
        let fill = if width > 64 && v < 0 { 0xff } else { 0 };
        let mut out = vec![fill; bytes];
        for (d, s) in out.iter_mut().zip(word.to_le_bytes()) {
            *d = s;
        }
        // Unused high bits of the last byte stay zero.
        if width % 8 != 0
            && let Some(last) = out.last_mut()
        {
            *last &= (1u8 << (width % 8)) - 1;
        }
        out
    };
    let splat = values.windows(2).all(|w| w[0] == w[1]);
    let raw: Vec<u8> = if splat {
        encode(first)
    } else {
        values.iter().flat_map(|&v| encode(v)).collect()
    };
    Some(ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: DenseData::Numeric {
            splat,
            raw: raw.into(),
        },
    }))
}

// ---- successor operands and their counts ----

/// `cf.switch`: the default operands, then each case's `case_operand_segments` entry.
pub(super) fn switch_successor_operands(
    ctx: &Context,
    props: Option<Attribute>,
    num_operands: usize,
    num_successors: usize,
) -> Option<Vec<u32>> {
    let segs = operand_segments(ctx, props)?;
    let total: usize = segs.iter().map(|&s| s as usize).sum();
    let cases = segments(&i32_array(ctx, prop(ctx, props, "case_operand_segments")?)?)?;
    let case_total: usize = cases.iter().map(|&c| c as usize).sum();
    if total != num_operands || case_total != segs[2] as usize || cases.len() + 1 != num_successors
    {
        return None;
    }
    let mut out = vec![segs[1]];
    out.extend(cases);
    Some(out)
}

/// Replaces (or adds) entry `name` of a properties dictionary.
fn with_prop(ctx: &Context, props: Option<Attribute>, name: &str, value: Attribute) -> Attribute {
    let mut entries: Vec<NamedAttribute> = props
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    let id = ctx.ident(name);
    match entries.iter_mut().find(|e| e.name == id) {
        Some(e) => e.value = value,
        None => entries.push(NamedAttribute { name: id, value }),
    }
    ctx.dictionary_attr(entries)
}

/// `cf.cond_br`: the new true/false operand counts go to `operandSegmentSizes`.
pub(super) fn cond_br_update_counts(
    ctx: &Context,
    props: Option<Attribute>,
    counts: &[u32],
) -> Option<Option<Attribute>> {
    let [t, f] = counts else { return None };
    let segs = operand_segments(ctx, props)?;
    let sizes = [segs[0] as i32, *t as i32, *f as i32];
    Some(Some(with_prop(
        ctx,
        props,
        "operandSegmentSizes",
        i32_array_attr(ctx, &sizes),
    )))
}

/// `cf.switch`: the default count goes to `operandSegmentSizes`, case counts to
/// `case_operand_segments` (and their sum to the third segment).
pub(super) fn switch_update_counts(
    ctx: &Context,
    props: Option<Attribute>,
    counts: &[u32],
) -> Option<Option<Attribute>> {
    let (&default, cases) = counts.split_first()?;
    let segs = operand_segments(ctx, props)?;
    let case_total: u32 = cases.iter().sum();
    let sizes = [segs[0] as i32, default as i32, case_total as i32];
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

// ---- verifiers (beyond the declared constraints) ----

/// `cf.cond_br`: the weights against the successors (MLIR's `WeightedBranchOpInterface`).
fn verify_cond_br_weights(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let Some(weights) = CondBranchOp(op)
        .branch_weights(ctx, body)
        .and_then(|a| i32_array(ctx, a))
    else {
        return Ok(());
    };
    let n = body.successors(op).len();
    if weights.len() != n {
        return Err(format!(
            "expects number of branch weights to match number of successors: {} vs {n}",
            weights.len()
        ));
    }
    if weights.iter().all(|&x| x == 0) {
        return Err("branch weights cannot all be zero".into());
    }
    Ok(())
}

/// `cf.switch`: the case operand segments against the case operands, and the case
/// values against the flag type and the case destinations.
fn verify_switch_cases(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = SwitchOp::NAME;
    let switch = SwitchOp(op);
    let case_segs = switch
        .case_operand_segments(ctx, body)
        .and_then(|a| i32_array(ctx, a))
        .unwrap_or_default();
    let Some(cases) = segments(&case_segs) else {
        return Err(format!(
            "'{NAME}' op 'case_operand_segments' attribute cannot have negative elements"
        ));
    };
    let case_total: usize = cases.iter().map(|&c| c as usize).sum();
    let case_operands = switch.case_operands(ctx, body).len();
    if case_total != case_operands {
        return Err(format!(
            "'{NAME}' op caseOperands count ({case_operands}) does not match with the total \
             size ({case_total}) specified in attribute 'case_operand_segments'"
        ));
    }
    let destinations = body.successors(op).len() - 1;
    let Some(values) = switch
        .case_values(ctx, body)
        .and_then(|a| case_values(ctx, a))
    else {
        if destinations == 0 {
            return Ok(());
        }
        return Err(format!(
            "'{NAME}' op number of case values (0) should match number of case \
             destinations ({destinations})"
        ));
    };
    let flag = body.value_type(switch.flag(ctx, body));
    let element = values.element;
    if element != flag {
        return Err(format!(
            "'{NAME}' op 'flag' type ('{}') should match case value type ('{}')",
            type_to_string(ctx, flag),
            type_to_string(ctx, element)
        ));
    }
    if values.len != destinations {
        return Err(format!(
            "'{NAME}' op number of case values ({}) should match number of case \
             destinations ({destinations})",
            values.len
        ));
    }
    Ok(())
}

// ---- `cf.switch` syntax (upstream's `custom<SwitchOpCases>`) ----

/// `^bb` or `^bb(%a, %b : t1, t2)`: the block, with its operands appended to `state`.
fn parse_destination(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    offset: Option<usize>,
) -> PResult<(BlockId, u32)> {
    let block = p.parse_successor()?;
    if !p.parse_optional_punct(Punct::LParen) {
        return Ok((block, 0));
    }
    let at = offset.unwrap_or_else(|| p.offset());
    let uses = p.parse_operand_list(Delimiter::None)?;
    let types = p.parse_colon_type_list()?;
    p.parse_punct(Punct::RParen)?;
    p.resolve_operands(&uses, &types, at, &mut state.operands)?;
    Ok((block, uses.len() as u32))
}

fn push_successor(state: &mut OperationState, (block, num_operands): (BlockId, u32)) {
    state.successors.push(Successor {
        block,
        num_operands,
    });
}

/// Prints `op`'s attributes except `elided`.
fn print_attrs(p: &mut OpAsmPrinter<'_, '_, '_, '_>, elided: &[&str]) {
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, elided);
}

/// `[1, 2]`: a dense `i32` array in its short form.
fn parse_i32_list(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<Vec<i32>> {
    let ctx = p.ctx();
    let mut out = Vec::new();
    p.parse_punct(Punct::LSquare)?;
    if p.parse_optional_punct(Punct::RSquare) {
        return Ok(out);
    }
    loop {
        let offset = p.offset();
        let attr = p.parse_attribute(Some(ctx.builtin_types().i32))?;
        match ctx.attr_data(attr) {
            AttrData::Integer { value, .. } => {
                out.push(value.to_i64_checked().unwrap_or(0) as i32);
            }
            _ => return Err(p.error_at(offset, "expected integer value")),
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RSquare)?;
    Ok(out)
}

/// `cf.switch %flag : type, [default: ^bb(...), 42: ^bb(...)] attr-dict`.
pub(super) fn parse_switch(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let flag = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let flag_ty = strata_ods::parse_type_of_class::<AnyInteger>(p)?;
    p.parse_punct(Punct::Comma)?;
    p.parse_punct(Punct::LSquare)?;
    let v = p.resolve_operand(&flag, flag_ty)?;
    state.operands.push(v);
    // Operand/type count mismatches are reported at the start of the cases.
    let cases_offset = p.offset();
    p.parse_keyword("default")?;
    p.parse_punct(Punct::Colon)?;
    let default = parse_destination(p, state, Some(cases_offset))?;
    push_successor(state, default);
    let mut values = Vec::new();
    let mut counts = Vec::new();
    let wide = ctx.integer_type(128, Signedness::Signless);
    while p.parse_optional_punct(Punct::Comma) {
        let offset = p.offset();
        let value = match p.parse_attribute(Some(wide)).map(|a| ctx.attr_data(a)) {
            // Like mlir-opt, a 64-bit signed value; unlike it, values up to 2^64 - 1 too,
            // which mlir-opt prints for negative 64-bit cases but cannot parse back.
            Ok(AttrData::Integer { value, .. }) => value
                .to_i128_checked()
                .filter(|&v| v >= i128::from(i64::MIN) && v <= i128::from(u64::MAX)),
            _ => return Err(p.error_at(offset, "expected integer value")),
        };
        let Some(value) = value else {
            return Err(p.error_at(offset, "integer value too large"));
        };
        values.push(value);
        p.parse_punct(Punct::Colon)?;
        let dest = parse_destination(p, state, Some(cases_offset))?;
        counts.push(dest.1 as i32);
        push_successor(state, dest);
    }
    p.parse_punct(Punct::RSquare)?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    if !values.is_empty()
        && let Some(a) = case_values_attr(ctx, flag_ty, &values)
    {
        p.add_attribute(state, "case_values", a);
    }
    let case_total: i32 = counts.iter().sum();
    p.add_attribute(state, "case_operand_segments", i32_array_attr(ctx, &counts));
    let segs = i32_array_attr(ctx, &[1, default.1 as i32, case_total]);
    p.add_attribute(state, "operandSegmentSizes", segs);
    Ok(())
}

/// `cf.switch`.
pub(super) fn print_switch(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    if let Some(flag) = body.operands(op).next() {
        p.print_operand(flag);
        p.write(" : ");
        p.print_type(body.value_type(flag));
    }
    p.write(", [");
    p.print_newline();
    p.write("  default: ");
    p.print_successor_and_use_list(0);
    let values = SwitchOp(op)
        .case_values(ctx, body)
        .and_then(|a| case_values(ctx, a));
    if let Some(values) = values {
        // One line per case destination (a verified op has as many case values).
        let cases = values.len.min(body.successors(op).len().saturating_sub(1));
        for i in 0..cases {
            p.write(",");
            p.print_newline();
            p.write(&format!("  {}: ", values.get(i)));
            p.print_successor_and_use_list(i + 1);
        }
        p.print_newline();
    }
    p.write("]");
    print_attrs(
        p,
        &[
            "case_operand_segments",
            "case_values",
            "operandSegmentSizes",
        ],
    );
}

// ---- BranchOpInterface::getSuccessorForOperands ----

/// The value of a constant integer operand.
fn int_operand(ctx: &Context, a: Option<Attribute>) -> Option<strata_ir::apint::ApInt> {
    strata_ir::matchers::scalar_int_value(ctx, a?).cloned()
}

/// `cf.br` always takes its successor.
pub(super) fn br_successor_for_operands(
    _: &Context,
    _: &Body,
    _: OpId,
    _: &[Option<Attribute>],
) -> Option<usize> {
    Some(0)
}

/// `cf.cond_br` on a constant condition.
pub(super) fn cond_br_successor_for_operands(
    ctx: &Context,
    _: &Body,
    _: OpId,
    consts: &[Option<Attribute>],
) -> Option<usize> {
    let c = int_operand(ctx, *consts.first()?)?;
    Some(if c.is_zero() { 1 } else { 0 })
}

/// `cf.switch` on a constant flag: the matching case, else the default.
pub(super) fn switch_successor_for_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    consts: &[Option<Attribute>],
) -> Option<usize> {
    let flag = int_operand(ctx, *consts.first()?)?;
    if flag.width() > 64 {
        return None;
    }
    let flag = flag.low_u64();
    let Some(cases) = SwitchOp(op).case_values(ctx, body) else {
        return Some(0);
    };
    let values = dense_int_values(ctx, cases)?;
    Some(values.iter().position(|&v| v == flag).map_or(0, |i| i + 1))
}

/// The values of an integer dense elements attribute (elements of at most 64 bits).
fn dense_int_values(ctx: &Context, attr: Attribute) -> Option<Vec<u64>> {
    let AttrData::DenseElements {
        ty,
        data: DenseData::Numeric { splat, raw },
    } = ctx.attr_data(attr)
    else {
        return None;
    };
    let (shape, element) = match ctx.type_data(*ty) {
        TypeData::Vector { shape, element, .. } | TypeData::RankedTensor { shape, element, .. } => {
            (shape, *element)
        }
        _ => return None,
    };
    let bytes = ctx.dense_element_bytes(element)?;
    if bytes > 8 {
        return None;
    }
    let len = shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(usize::try_from(d).ok()?))?;
    let value = |chunk: &[u8]| {
        let mut le = [0u8; 8];
        for (d, s) in le.iter_mut().zip(chunk) {
            *d = *s;
        }
        u64::from_le_bytes(le)
    };
    if *splat {
        let v = value(raw.get(..bytes)?);
        Some(vec![v; len.min(1 << 20)])
    } else {
        Some(raw.chunks_exact(bytes).map(value).collect())
    }
}
