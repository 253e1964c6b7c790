//! Parsers, printers, verifiers and successor-operand hooks of the `cf` ops.

use strata_asm::custom::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::{attr_to_string, type_to_string};
use strata_ir::attributes::DenseData;
use strata_ir::attributes::NamedAttribute;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{BlockId, Body, OpId, OperationState, Successor};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, Signedness, Type, TypeData};
use strata_ods::{i32_array, i32_array_attr};

type PResult<T> = Result<T, Diagnostic>;

// ---- attribute helpers ----

/// Entry `name` of a properties dictionary.
fn prop(ctx: &Context, props: Option<Attribute>, name: &str) -> Option<Attribute> {
    ctx.dictionary_entries(props?)
        .iter()
        .find(|e| ctx.ident_str(e.name) == name)
        .map(|e| e.value)
}

fn is_i1(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

fn is_integer(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::Integer { .. })
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
    if !is_integer(ctx, element) && !matches!(ctx.type_data(element), TypeData::Index) {
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

/// Whether `attr` is an integer elements attribute (ODS `AnyIntElementsAttr`).
fn is_int_elements(ctx: &Context, attr: Attribute) -> bool {
    case_values(ctx, attr).is_some()
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

// ---- successor operands ----

/// `cf.br` forwards all its operands to its single successor.
pub(super) fn br_successor_operands(
    _: &Context,
    _: Option<Attribute>,
    num_operands: usize,
    num_successors: usize,
) -> Option<Vec<u32>> {
    (num_successors == 1).then(|| vec![num_operands as u32])
}

/// `cf.cond_br`: the second and third operand segments.
pub(super) fn cond_br_successor_operands(
    ctx: &Context,
    props: Option<Attribute>,
    num_operands: usize,
    num_successors: usize,
) -> Option<Vec<u32>> {
    let segs = operand_segments(ctx, props)?;
    let total: usize = segs.iter().map(|&s| s as usize).sum();
    (num_successors == 2 && total == num_operands).then(|| vec![segs[1], segs[2]])
}

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

// ---- verifiers ----

/// MLIR's error for properties that do not convert (reported at parse time upstream).
fn invalid_props(ctx: &Context, body: &Body, op: OpId, name: &str, detail: &str) -> String {
    let props = body
        .op(op)
        .properties
        .unwrap_or_else(|| ctx.empty_dictionary());
    format!(
        "invalid properties {} for op {name}: {detail}",
        attr_to_string(ctx, props)
    )
}

/// `Invalid attribute `x` in property conversion: <attr>`.
fn invalid_prop_attr(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    attr: &str,
    value: Attribute,
) -> String {
    let detail = format!(
        "Invalid attribute `{attr}` in property conversion: {}",
        attr_to_string(ctx, value)
    );
    invalid_props(ctx, body, op, name, &detail)
}

/// The count traits shared by the branch ops: zero regions and results, the successor
/// count (`exact` or at least `min`), at least `min_operands` operands.
fn check_counts(
    body: &Body,
    op: OpId,
    name: &str,
    successors: (usize, bool),
    min_operands: usize,
) -> Result<(), String> {
    if !body.regions(op).is_empty() {
        return Err(format!("'{name}' op requires zero regions"));
    }
    if body.num_results(op) != 0 {
        return Err(format!("'{name}' op requires zero results"));
    }
    let (n, exact) = successors;
    let found = body.successors(op).len();
    if exact && found != n {
        let s = if n == 1 { "" } else { "s" };
        return Err(format!(
            "'{name}' op requires {n} successor{s} but found {found}"
        ));
    }
    if !exact && found < n {
        let s = if n == 1 { "" } else { "s" };
        return Err(format!(
            "'{name}' op requires at least {n} successor{s} but found {found}"
        ));
    }
    let operands = body.num_operands(op);
    if operands < min_operands {
        return Err(format!(
            "'{name}' op expected {min_operands} or more operands, but found {operands}"
        ));
    }
    Ok(())
}

/// `AttrSizedOperandSegments` for three groups (like ODS, the size of the first,
/// single-operand group is not checked).
fn check_operand_segments(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
) -> Result<Vec<u32>, String> {
    let attr = op_attr(ctx, body, op, "operandSegmentSizes");
    let values = match attr {
        None => vec![0, 0, 0],
        Some(a) => match i32_array(ctx, a) {
            Some(v) if v.len() == 3 => v,
            Some(v) => {
                let detail = format!("size mismatch in attribute conversion: {} vs 3", v.len());
                return Err(invalid_props(ctx, body, op, name, &detail));
            }
            None => {
                return Err(invalid_prop_attr(
                    ctx,
                    body,
                    op,
                    name,
                    "operandSegmentSizes",
                    a,
                ));
            }
        },
    };
    let Some(segs) = segments(&values) else {
        return Err(format!(
            "'{name}' op 'operandSegmentSizes' attribute cannot have negative elements"
        ));
    };
    let total: usize = segs.iter().map(|&s| s as usize).sum();
    let n = body.num_operands(op);
    if total != n {
        return Err(format!(
            "'{name}' op operand count ({n}) does not match with the total size ({total}) \
             specified in attribute 'operandSegmentSizes'"
        ));
    }
    Ok(segs)
}

/// The operands of the first group (`segs[0]` of them) against a summary and a
/// predicate, as ODS checks a single-operand group.
fn check_first_group(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    (segs, summary): (&[u32], &str),
    ok: fn(&Context, Type) -> bool,
) -> Result<(), String> {
    for (i, v) in body.operands(op).take(segs[0] as usize).enumerate() {
        let ty = body.value_type(v);
        if !ok(ctx, ty) {
            return Err(format!(
                "'{name}' op operand #{i} must be {summary}, but got '{}'",
                type_to_string(ctx, ty)
            ));
        }
    }
    Ok(())
}

/// `cf.br`.
pub(super) fn verify_br(_: &Context, body: &Body, op: OpId) -> Result<(), String> {
    check_counts(body, op, "cf.br", (1, true), 0)
}

/// `cf.cond_br`: counts, segments, `branch_weights`, the `i1` condition, then the weights
/// against the successors (MLIR's `WeightedBranchOpInterface`).
pub(super) fn verify_cond_br(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "cf.cond_br";
    check_counts(body, op, NAME, (2, true), 1)?;
    let segs = check_operand_segments(ctx, body, op, NAME)?;
    let weights = match op_attr(ctx, body, op, "branch_weights") {
        None => None,
        Some(a) => match i32_array(ctx, a) {
            Some(w) => Some(w),
            None => {
                return Err(invalid_prop_attr(ctx, body, op, NAME, "branch_weights", a));
            }
        },
    };
    let first = (&segs[..], "1-bit signless integer");
    check_first_group(ctx, body, op, NAME, first, is_i1)?;
    if let Some(w) = weights {
        let n = body.successors(op).len();
        if w.len() != n {
            return Err(format!(
                "expects number of branch weights to match number of successors: {} vs {n}",
                w.len()
            ));
        }
        if w.iter().all(|&x| x == 0) {
            return Err("branch weights cannot all be zero".into());
        }
    }
    Ok(())
}

/// `cf.switch`: counts, segments, attributes, the integer flag, the case operand groups,
/// then the case values against the flag and the case destinations.
pub(super) fn verify_switch(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "cf.switch";
    check_counts(body, op, NAME, (1, false), 1)?;
    let segs = check_operand_segments(ctx, body, op, NAME)?;
    let Some(case_segs) = op_attr(ctx, body, op, "case_operand_segments") else {
        return Err(format!(
            "'{NAME}' op requires attribute 'case_operand_segments'"
        ));
    };
    let Some(case_segs_values) = i32_array(ctx, case_segs) else {
        return Err(invalid_prop_attr(
            ctx,
            body,
            op,
            NAME,
            "case_operand_segments",
            case_segs,
        ));
    };
    let values = match op_attr(ctx, body, op, "case_values") {
        None => None,
        Some(a) if is_int_elements(ctx, a) => case_values(ctx, a),
        Some(a) => {
            return Err(invalid_prop_attr(ctx, body, op, NAME, "case_values", a));
        }
    };
    check_first_group(ctx, body, op, NAME, (&segs[..], "integer"), is_integer)?;
    let Some(cases) = segments(&case_segs_values) else {
        return Err(format!(
            "'{NAME}' op 'case_operand_segments' attribute cannot have negative elements"
        ));
    };
    let case_total: usize = cases.iter().map(|&c| c as usize).sum();
    if case_total != segs[2] as usize {
        return Err(format!(
            "'{NAME}' op caseOperands count ({}) does not match with the total size \
             ({case_total}) specified in attribute 'case_operand_segments'",
            segs[2]
        ));
    }
    let destinations = body.successors(op).len() - 1;
    let Some(values) = values else {
        if destinations == 0 {
            return Ok(());
        }
        return Err(format!(
            "'{NAME}' op number of case values (0) should match number of case \
             destinations ({destinations})"
        ));
    };
    let flag = body.value_type(body.operand(op, 0));
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

/// `cf.assert`.
pub(super) fn verify_assert(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    const NAME: &str = "cf.assert";
    if !body.regions(op).is_empty() {
        return Err(format!("'{NAME}' op requires zero regions"));
    }
    if body.num_results(op) != 0 {
        return Err(format!("'{NAME}' op requires zero results"));
    }
    if !body.successors(op).is_empty() {
        return Err(format!("'{NAME}' op requires zero successors"));
    }
    if body.num_operands(op) != 1 {
        return Err(format!("'{NAME}' op requires a single operand"));
    }
    match op_attr(ctx, body, op, "msg") {
        None => return Err(format!("'{NAME}' op requires attribute 'msg'")),
        Some(a) if !matches!(ctx.attr_data(a), AttrData::String { .. }) => {
            return Err(invalid_prop_attr(ctx, body, op, NAME, "msg", a));
        }
        Some(_) => {}
    }
    check_first_group(ctx, body, op, NAME, (&[1], "1-bit signless integer"), is_i1)
}

// ---- custom syntax ----

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

/// `cf.br ^bb(%a : t) attr-dict`.
pub(super) fn parse_br(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let dest = parse_destination(p, state, None)?;
    push_successor(state, dest);
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    Ok(())
}

/// Prints `op`'s attributes except `elided`.
fn print_attrs(p: &mut OpAsmPrinter<'_, '_, '_, '_>, elided: &[&str]) {
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, elided);
}

/// `cf.br`.
pub(super) fn print_br(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    p.write(" ");
    p.print_successor_and_use_list(0);
    print_attrs(p, &[]);
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

/// `cf.cond_br %c weights([a, b]), ^t(...), ^f(...) attr-dict`.
pub(super) fn parse_cond_br(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let cond = p.parse_operand()?;
    let weights = if p.parse_optional_keyword("weights") {
        p.parse_punct(Punct::LParen)?;
        let w = parse_i32_list(p)?;
        p.parse_punct(Punct::RParen)?;
        Some(w)
    } else {
        None
    };
    p.parse_punct(Punct::Comma)?;
    let c = p.resolve_operand(&cond, ctx.builtin_types().i1)?;
    state.operands.push(c);
    let t = parse_destination(p, state, None)?;
    p.parse_punct(Punct::Comma)?;
    let f = parse_destination(p, state, None)?;
    push_successor(state, t);
    push_successor(state, f);
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    if let Some(w) = weights {
        p.add_attribute(state, "branch_weights", i32_array_attr(ctx, &w));
    }
    let segs = i32_array_attr(ctx, &[1, t.1 as i32, f.1 as i32]);
    p.add_attribute(state, "operandSegmentSizes", segs);
    Ok(())
}

/// `cf.cond_br`.
pub(super) fn print_cond_br(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    if let Some(c) = body.operands(op).next() {
        p.print_operand(c);
    }
    if let Some(w) = op_attr(ctx, body, op, "branch_weights").and_then(|a| i32_array(ctx, a)) {
        let list: Vec<String> = w.iter().map(|x| x.to_string()).collect();
        p.write(&format!(" weights([{}])", list.join(", ")));
    }
    p.write(", ");
    p.print_successor_and_use_list(0);
    p.write(", ");
    p.print_successor_and_use_list(1);
    print_attrs(p, &["branch_weights", "operandSegmentSizes"]);
}

/// `cf.switch %flag : type, [default: ^bb(...), 42: ^bb(...)] attr-dict`.
pub(super) fn parse_switch(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let flag = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let ty_offset = p.offset();
    let flag_ty = p.parse_type()?;
    if !is_integer(ctx, flag_ty) {
        return Err(p.error_at(
            ty_offset,
            format!(
                "invalid kind of type specified: expected builtin.integer, but found '{}'",
                type_to_string(ctx, flag_ty)
            ),
        ));
    }
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
    let values = op_attr(ctx, body, op, "case_values").and_then(|a| case_values(ctx, a));
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

/// `cf.assert %c, "message" attr-dict`.
pub(super) fn parse_assert(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let ctx = p.ctx();
    let arg = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let offset = p.offset();
    let msg = p.parse_attribute(Some(ctx.none_type()))?;
    if !matches!(ctx.attr_data(msg), AttrData::String { .. }) {
        return Err(p.error_at(offset, "invalid kind of attribute specified"));
    }
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.add_attribute(state, "msg", msg);
    let v = p.resolve_operand(&arg, ctx.builtin_types().i1)?;
    state.operands.push(v);
    Ok(())
}

/// `cf.assert`.
pub(super) fn print_assert(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    p.write(" ");
    if let Some(c) = body.operands(op).next() {
        p.print_operand(c);
    }
    p.write(", ");
    if let Some(msg) = op_attr(ctx, body, op, "msg") {
        p.print_attribute(msg);
    }
    print_attrs(p, &["msg"]);
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
    let Some(cases) = op_attr(ctx, body, op, "case_values") else {
        return Some(0);
    };
    let values = dense_int_values(ctx, cases)?;
    Some(values.iter().position(|&v| v == flag).map_or(0, |i| i + 1))
}

/// The values of an integer dense elements attribute (elements of at most 64 bits).
fn dense_int_values(ctx: &Context, attr: Attribute) -> Option<Vec<u64>> {
    use strata_ir::attributes::DenseData;
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
