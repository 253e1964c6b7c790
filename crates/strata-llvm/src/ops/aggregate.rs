//! Aggregate and vector element ops: `llvm.extractvalue`/`llvm.insertvalue` (structs and
//! arrays, by constant position) and `llvm.extractelement`/`llvm.insertelement`/
//! `llvm.shufflevector` (vectors).

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::type_to_string;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, OperationState};
use strata_ir::{Attribute, Context, Type, TypeData};
use strata_ods::{AttrConstraint, i64_array, i64_array_attr, op};

use crate::constraints::{Aggregate, AnyInteger, AnyVector, DenseI32Array, LlvmAny, Primitive};
use crate::types::{LlvmType, llvm_type};

type PResult<T> = Result<T, Diagnostic>;

/// `array<i64: ...>` (ODS `DenseI64ArrayAttr`).
pub struct DenseI64Array;
impl AttrConstraint for DenseI64Array {
    const SUMMARY: &'static str = "i64 dense array attribute";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        i64_array(ctx, attr).is_some()
    }
}

/// The type at `position` inside the aggregate `ty`, or the message of the first invalid
/// step (`Err(None)`: a step into a non-aggregate).
pub fn element_type_at(ctx: &Context, ty: Type, position: &[i64]) -> Result<Type, Option<String>> {
    let mut cur = ty;
    for &i in position {
        match llvm_type(ctx, cur).as_deref() {
            Some(LlvmType::Array { element, len }) => {
                if i < 0 || i as u64 >= *len {
                    return Err(Some(format!("position out of bounds: {i}")));
                }
                cur = *element;
            }
            Some(LlvmType::Struct {
                body: Some(elems), ..
            }) => {
                if i < 0 || i as usize >= elems.len() {
                    return Err(Some(format!("position out of bounds: {i}")));
                }
                cur = elems[i as usize];
            }
            _ => {
                return Err(Some(format!(
                    "expected LLVM IR structure/array type, got: '{}'",
                    type_to_string(ctx, cur)
                )));
            }
        }
    }
    Ok(cur)
}

fn parse_position(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<Vec<i64>> {
    p.parse_punct(Punct::LSquare)?;
    let mut pos = Vec::new();
    loop {
        let offset = p.offset();
        let Some(v) = p.parse_optional_integer()? else {
            return Err(p.error_expected("expected integer value"));
        };
        pos.push(i64::try_from(v).map_err(|_| p.error_at(offset, "integer value too large"))?);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RSquare)?;
    Ok(pos)
}

fn print_position(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Option<Attribute>) {
    let pos = attr.and_then(|a| i64_array(p.ctx(), a)).unwrap_or_default();
    let list: Vec<String> = pos.iter().map(i64::to_string).collect();
    p.write(&format!("[{}]", list.join(", ")));
}

op! {
    /// Reads the element at a constant `position` of a struct or array value.
    ///
    /// Reads the element at a constant `position` of a struct or array value (LLVM's
    /// `extractvalue`); the position walks nested aggregates. The custom form gives the
    /// aggregate or vector type; the other types follow from it.
    ///
    /// ```mlir
    /// llvm.func @extract(%s: !llvm.struct<(ptr, array<2 x i64>)>) -> i64 {
    ///   %0 = llvm.extractvalue %s[1, 0] : !llvm.struct<(ptr, array<2 x i64>)>
    ///   llvm.return %0 : i64
    /// }
    /// ```
    pub struct ExtractValueOp = "llvm.extractvalue" {
        traits: [pure],
        operands: [container: Aggregate],
        attrs: [position: DenseI64Array],
        results: [res: LlvmAny],
        verify: verify_extractvalue,
        fold: crate::fold::fold_extractvalue,
        parse: parse_extractvalue,
        print: print_extractvalue,
    }
}

fn parse_extractvalue(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let container = p.parse_operand()?;
    let pos = parse_position(p)?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let res = element_type_at(ctx, ty, &pos).map_err(|m| p.error_here(m.unwrap_or_default()))?;
    let v = p.resolve_operand(&container, ty)?;
    state.operands.push(v);
    state.result_types.push(res);
    p.add_attribute(state, "position", i64_array_attr(ctx, &pos));
    Ok(())
}

fn print_extractvalue(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (ctx, body, op) = (p.ctx(), p.body(), p.op());
    let e = ExtractValueOp(op);
    p.write(" ");
    p.print_operand(e.container(body));
    print_position(p, e.position(ctx, body));
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &["position"]);
    p.write(" : ");
    p.print_type(body.value_type(e.container(body)));
    // mlir-opt prints a space for the (empty) result-type directive.
    p.write(" ");
}

fn check_position(
    ctx: &Context,
    name: &str,
    container: Type,
    pos: &[i64],
    value: Type,
    verb: &str,
    what: &str,
) -> Result<(), String> {
    match element_type_at(ctx, container, pos) {
        Err(m) => Err(format!("'{name}' op {}", m.unwrap_or_default())),
        Ok(t) if t != value && verb == "extracting from" => Err(format!(
            "'{name}' op Type mismatch: {verb} '{}' should {what} '{}' but this op returns '{}'",
            type_to_string(ctx, container),
            type_to_string(ctx, t),
            type_to_string(ctx, value)
        )),
        Ok(t) if t != value => Err(format!(
            "'{name}' op Type mismatch: cannot insert '{}' into '{}'",
            type_to_string(ctx, value),
            type_to_string(ctx, container)
        )),
        Ok(_) => Ok(()),
    }
}

fn verify_extractvalue(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let e = ExtractValueOp(op);
    let pos = e
        .position(ctx, body)
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    let container = body.value_type(e.container(body));
    let res = body.value_type(e.res(body));
    check_position(
        ctx,
        "llvm.extractvalue",
        container,
        &pos,
        res,
        "extracting from",
        "produce",
    )
}

op! {
    /// Returns the aggregate `container` with the element at `position` replaced by `value`.
    ///
    /// Returns the aggregate `container` with the element at `position` replaced by `value`
    /// (LLVM's `insertvalue`): how the lowerings fill memref descriptors. The custom form
    /// gives the aggregate or vector type; the other types follow from it.
    ///
    /// ```mlir
    /// llvm.func @insert(%p: !llvm.ptr, %n: i64) -> !llvm.struct<(ptr, i64)> {
    ///   %0 = llvm.mlir.poison : !llvm.struct<(ptr, i64)>
    ///   %1 = llvm.insertvalue %p, %0[0] : !llvm.struct<(ptr, i64)>
    ///   %2 = llvm.insertvalue %n, %1[1] : !llvm.struct<(ptr, i64)>
    ///   llvm.return %2 : !llvm.struct<(ptr, i64)>
    /// }
    /// ```
    pub struct InsertValueOp = "llvm.insertvalue" {
        traits: [pure],
        operands: [container: Aggregate, value: Primitive],
        attrs: [position: DenseI64Array],
        results: [res: Aggregate],
        verify: verify_insertvalue,
        parse: parse_insertvalue,
        print: print_insertvalue,
    }
}

fn parse_insertvalue(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let container = p.parse_operand()?;
    let pos = parse_position(p)?;
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let vt = element_type_at(ctx, ty, &pos).map_err(|m| p.error_here(m.unwrap_or_default()))?;
    let c = p.resolve_operand(&container, ty)?;
    let v = p.resolve_operand(&value, vt)?;
    state.operands.push(c);
    state.operands.push(v);
    state.result_types.push(ty);
    p.add_attribute(state, "position", i64_array_attr(ctx, &pos));
    Ok(())
}

fn print_insertvalue(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (ctx, body, op) = (p.ctx(), p.body(), p.op());
    let e = InsertValueOp(op);
    p.write(" ");
    p.print_operand(e.value(body));
    p.write(", ");
    p.print_operand(e.container(body));
    print_position(p, e.position(ctx, body));
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &["position"]);
    p.write(" : ");
    p.print_type(body.value_type(e.container(body)));
    p.write(" ");
}

fn verify_insertvalue(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let e = InsertValueOp(op);
    let pos = e
        .position(ctx, body)
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default();
    let container = body.value_type(e.container(body));
    let value = body.value_type(e.value(body));
    check_position(
        ctx,
        "llvm.insertvalue",
        container,
        &pos,
        value,
        "inserting into",
        "insert",
    )
}

// ---- vector element ops ----

fn vector_parts(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_data(ty) {
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => Some((shape.to_vec(), scalable.to_vec(), *element)),
        _ => None,
    }
}

fn vector_element(ctx: &Context, ty: Type) -> Option<Vec<Type>> {
    vector_parts(ctx, ty).map(|(_, _, e)| vec![e])
}

op! {
    /// Reads one element of a vector at a dynamic `position`.
    ///
    /// Reads one element of a vector at a dynamic `position` (LLVM's `extractelement`). The
    /// custom form gives the aggregate or vector type; the other types follow from it.
    ///
    /// ```mlir
    /// llvm.func @extractelement(%v: vector<4xf32>, %i: i32) -> f32 {
    ///   %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
    ///   llvm.return %0 : f32
    /// }
    /// ```
    pub struct ExtractElementOp = "llvm.extractelement" {
        traits: [pure],
        operands: [vector: AnyVector, position: AnyInteger],
        results: [res: LlvmAny],
        types_match: { res: vector_element(vector) },
        format: "$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)",
    }
}

op! {
    /// Returns `vector` with the element at a dynamic `position` replaced by `value`.
    ///
    /// Returns `vector` with the element at a dynamic `position` replaced by `value`
    /// (LLVM's `insertelement`). The custom form gives the aggregate or vector type; the
    /// other types follow from it.
    ///
    /// ```mlir
    /// llvm.func @insertelement(%v: vector<4xf32>, %x: f32, %i: i32) -> vector<4xf32> {
    ///   %0 = llvm.insertelement %x, %v[%i : i32] : vector<4xf32>
    ///   llvm.return %0 : vector<4xf32>
    /// }
    /// ```
    pub struct InsertElementOp = "llvm.insertelement" {
        traits: [pure],
        operands: [vector: AnyVector, value: Primitive, position: AnyInteger],
        results: [res: AnyVector],
        types_match: { value: vector_element(vector), res: same_type(vector) },
        format: "$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)",
    }
}

fn same_type(_: &Context, ty: Type) -> Option<Vec<Type>> {
    Some(vec![ty])
}

op! {
    /// Builds a vector from the elements of two vectors picked by a constant `mask`.
    ///
    /// Builds a vector from the elements of two vectors picked by a constant `mask` (LLVM's
    /// `shufflevector`); `-1` in the mask gives poison. The custom form gives the aggregate
    /// or vector type; the other types follow from it.
    ///
    /// ```mlir
    /// llvm.func @shuffle(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<2xf32> {
    ///   %0 = llvm.shufflevector %a, %b [0, 5] : vector<4xf32>
    ///   llvm.return %0 : vector<2xf32>
    /// }
    /// ```
    pub struct ShuffleVectorOp = "llvm.shufflevector" {
        traits: [pure],
        operands: [v1: AnyVector, v2: AnyVector],
        attrs: [mask: DenseI32Array],
        results: [res: AnyVector],
        parse: parse_shuffle,
        print: print_shuffle,
    }
}

fn parse_shuffle(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let a = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let b = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let mut mask = Vec::new();
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            let offset = p.offset();
            let Some(v) = p.parse_optional_integer()? else {
                return Err(p.error_expected("expected integer value"));
            };
            mask.push(i32::try_from(v).map_err(|_| p.error_at(offset, "integer value too large"))?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let Some((_, scalable, element)) = vector_parts(ctx, ty) else {
        return Err(p.error_here("expected an LLVM compatible vector type"));
    };
    let res = ctx.intern_type(TypeData::Vector {
        shape: vec![mask.len() as i64].into(),
        scalable: vec![scalable.first().copied().unwrap_or(false)].into(),
        element,
    });
    let a = p.resolve_operand(&a, ty)?;
    let b = p.resolve_operand(&b, ty)?;
    state.operands.extend([a, b]);
    state.result_types.push(res);
    p.add_attribute(state, "mask", strata_ods::i32_array_attr(ctx, &mask));
    Ok(())
}

fn print_shuffle(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let (ctx, body, op) = (p.ctx(), p.body(), p.op());
    let s = ShuffleVectorOp(op);
    p.write(" ");
    p.print_operand(s.v1(body));
    p.write(", ");
    p.print_operand(s.v2(body));
    let mask = s
        .mask(ctx, body)
        .and_then(|a| strata_ods::i32_array(ctx, a))
        .unwrap_or_default();
    let list: Vec<String> = mask.iter().map(i32::to_string).collect();
    p.write(&format!(" [{}]", list.join(", ")));
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, &["mask"]);
    p.write(" : ");
    p.print_type(body.value_type(s.v1(body)));
    p.write(" ");
}
