//! `convert-vector-to-llvm` (MLIR's `ConvertVectorToLLVMPass`) for the vector ops Strata
//! has: first a greedy rewrite that lowers broadcasts from vectors into
//! `vector.extract`/`vector.insert` (and folds and erases dead ops, as upstream's
//! pre-lowering does), then a partial conversion: `vector.extract`/`vector.insert` to
//! `llvm.extractvalue`/`llvm.insertvalue` on the array nest of an n-D vector and
//! `llvm.extractelement`/`llvm.insertelement` in the innermost 1-D vector, broadcasts of
//! scalars to `llvm.insertelement` + `llvm.shufflevector`, and 0-D/1-D `vector.load`/
//! `vector.store` to `llvm.load`/`llvm.store` with the element type's (or, with
//! `use-vector-alignment`, the vector's) preferred alignment.

use strata_dialects::vector::{
    self, BroadcastOp, ExtractOp, InsertOp, broadcast_lowering_patterns,
};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId, ValueId};
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrData, Context, Location, Type, TypeData};
use strata_llvm::types as lt;
use strata_llvm::{
    AddOp, ConstantOp, ExtractElementOp, GEPOp, GepArg, InsertElementOp, LoadOp, MulOp,
    ShuffleVectorOp, StoreOp,
};
use strata_pass::conversion::{
    ConversionConfig, ConversionPatternRewriter, ConversionPatternSet, OpAdaptor,
    apply_partial_conversion,
};
use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_bool};
use strata_pass::rewrite::{GreedyConfig, RegionSimplify, apply_patterns_greedily_on_op};

use crate::llvm_common::pattern::{LlvmLowering, llvm_conversion_target};
use crate::llvm_common::{
    LlvmTypeConverter, LowerToLlvmOptions, MemRefDescriptor, extract_value, index_constant,
    insert_value, poison,
};

/// Options of `convert-vector-to-llvm` (all accepted; only `use-vector-alignment` changes
/// what Strata's ops lower to).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VectorToLlvmOptions {
    /// `enable-amx`, `enable-arm-bf16`, `enable-arm-i8mm`, `enable-arm-neon`,
    /// `enable-arm-sve`, `enable-x86vector` (in this order).
    pub enable: [bool; 6],
    /// `force-32bit-vector-indices` (default true).
    pub force_32bit_vector_indices: bool,
    /// `reassociate-fp-reductions`.
    pub reassociate_fp_reductions: bool,
    /// `use-vector-alignment`: the vector type's preferred alignment for loads and stores.
    pub use_vector_alignment: bool,
    /// `vector-contract-lowering`.
    pub vector_contract_lowering: &'static str,
    /// `vector-transpose-lowering`.
    pub vector_transpose_lowering: &'static str,
}

impl Default for VectorToLlvmOptions {
    fn default() -> Self {
        VectorToLlvmOptions {
            enable: [false; 6],
            force_32bit_vector_indices: true,
            reassociate_fp_reductions: false,
            use_vector_alignment: false,
            vector_contract_lowering: "dot",
            vector_transpose_lowering: "eltwise",
        }
    }
}

const ENABLE: [&str; 6] = [
    "enable-amx",
    "enable-arm-bf16",
    "enable-arm-i8mm",
    "enable-arm-neon",
    "enable-arm-sve",
    "enable-x86vector",
];
const CONTRACT: [&str; 4] = ["dot", "llvmintr", "outerproduct", "parallelarith"];
const TRANSPOSE: [&str; 4] = ["eltwise", "llvmintr", "shuffle1d", "shuffle16x16"];

/// One of `choices` (LLVM's message otherwise).
fn parse_choice(
    option: &str,
    value: Option<&str>,
    choices: &[&'static str],
) -> Result<&'static str, OptionError> {
    let v = value.unwrap_or("");
    choices
        .iter()
        .find(|c| **c == v)
        .copied()
        .ok_or_else(|| OptionError::InvalidValue {
            option: option.to_string(),
            message: format!("Cannot find option named '{v}'!"),
        })
}

impl PassOptions for VectorToLlvmOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        if let Some(i) = ENABLE.iter().position(|e| *e == key) {
            self.enable[i] = parse_bool(key, value)?;
            return Ok(());
        }
        match key {
            "force-32bit-vector-indices" => {
                self.force_32bit_vector_indices = parse_bool(key, value)?;
            }
            "reassociate-fp-reductions" => {
                self.reassociate_fp_reductions = parse_bool(key, value)?;
            }
            "use-vector-alignment" => self.use_vector_alignment = parse_bool(key, value)?,
            "vector-contract-lowering" => {
                self.vector_contract_lowering = parse_choice(key, value, &CONTRACT)?;
            }
            "vector-transpose-lowering" => {
                self.vector_transpose_lowering = parse_choice(key, value, &TRANSPOSE)?;
            }
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        let mut parts: Vec<String> = ENABLE
            .iter()
            .zip(self.enable)
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        parts.push(format!(
            "force-32bit-vector-indices={}",
            self.force_32bit_vector_indices
        ));
        parts.push(format!(
            "reassociate-fp-reductions={}",
            self.reassociate_fp_reductions
        ));
        parts.push(format!(
            "use-vector-alignment={}",
            self.use_vector_alignment
        ));
        parts.push(format!(
            "vector-contract-lowering={}",
            self.vector_contract_lowering
        ));
        parts.push(format!(
            "vector-transpose-lowering={}",
            self.vector_transpose_lowering
        ));
        out.push_str(&parts.join(" "));
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![
            (
                "enable-amx",
                "Enables the use of AMX dialect while lowering the vector dialect.",
            ),
            (
                "enable-arm-bf16",
                "Enables the use of Arm FEAT_BF16 instructions while lowering the vector dialect.",
            ),
            (
                "enable-arm-i8mm",
                "Enables the use of Arm FEAT_I8MM instructions while lowering the vector dialect.",
            ),
            (
                "enable-arm-neon",
                "Enables the use of ArmNeon dialect while lowering the vector dialect.",
            ),
            (
                "enable-arm-sve",
                "Enables the use of ArmSVE dialect while lowering the vector dialect.",
            ),
            (
                "enable-x86vector",
                "Enables the use of X86Vector dialect while lowering the vector dialect.",
            ),
            (
                "force-32bit-vector-indices",
                "Allows compiler to assume vector indices fit in 32-bit if that yields faster code",
            ),
            (
                "reassociate-fp-reductions",
                "Allows llvm to reassociate floating-point reductions for speed",
            ),
            (
                "use-vector-alignment",
                "Use the preferred alignment of a vector type in load/store operations instead of the alignment of the element type of the memref.",
            ),
            (
                "vector-contract-lowering",
                "control the lowering of `vector.contract` operations.",
            ),
            (
                "vector-transpose-lowering",
                "control the lowering of `vector.transpose` operations.",
            ),
        ]
    }
}

/// The converted-operand lowering functions need the alignment choice; it is carried by
/// two pattern roots (the flag cannot ride in [`LlvmLowering`]).
fn loc_of(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Location {
    rw.body().op(op).loc
}

/// `llvm.mlir.constant(v : i64) : i64` (upstream's `getAsLLVMValue` of a position).
fn i64_constant(rw: &mut ConversionPatternRewriter<'_>, loc: Location, v: i64) -> ValueId {
    let ctx = rw.ctx();
    let i64t = ctx.integer_type(64, strata_ir::Signedness::Signless);
    let attr = ctx.integer_attr(i64t, strata_ir::apint::ApInt::from_i64(64, v));
    ConstantOp::build(rw, loc, i64t, attr).res(rw.body())
}

/// A position: constant or a converted dynamic value.
#[derive(Clone, Copy)]
enum Pos {
    Const(i64),
    Value(ValueId),
}

/// The mixed positions of an extract/insert: static ones, with `DYNAMIC` markers taking the
/// converted dynamic operands in order.
fn mixed_positions(statics: &[i64], dynamic: &[ValueId]) -> Vec<Pos> {
    let mut dyn_iter = dynamic.iter();
    statics
        .iter()
        .map(|&p| {
            if p == vector::DYNAMIC_POSITION {
                dyn_iter.next().map_or(Pos::Const(p), |&v| Pos::Value(v))
            } else {
                Pos::Const(p)
            }
        })
        .collect()
}

/// The constants of `pos`, or `None` if one is dynamic (`llvm.extractvalue` and
/// `llvm.insertvalue` take constant positions only).
fn constant_positions(pos: &[Pos]) -> Option<Vec<i64>> {
    pos.iter()
        .map(|p| match p {
            Pos::Const(c) => Some(*c),
            Pos::Value(_) => None,
        })
        .collect()
}

fn position_value(rw: &mut ConversionPatternRewriter<'_>, loc: Location, p: Pos) -> ValueId {
    match p {
        Pos::Const(c) => i64_constant(rw, loc, c),
        Pos::Value(v) => v,
    }
}

fn vector_rank(ctx: &Context, ty: Type) -> Option<usize> {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

fn static_positions(ctx: &Context, body: &Body, attr: Option<strata_ir::Attribute>) -> Vec<i64> {
    let _ = body;
    attr.and_then(|a| vector::i64_array(ctx, a))
        .unwrap_or_default()
}

/// `vector.extract` (MLIR's `VectorExtractOpConversion`).
fn lower_extract(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = loc_of(rw, op);
    let e = ExtractOp(op);
    let result_ty = body.value_type(body.result(op, 0));
    tc.convert_type(ctx, result_ty)?;
    let rank = vector_rank(ctx, body.value_type(e.source(body)))?;
    let statics = static_positions(ctx, body, e.static_position(ctx, body));
    let operands = adaptor.operands()?;
    let mut pos = mixed_positions(&statics, &operands[1..]);
    let extracts_aggregate = rank >= 2;
    let extracts_scalar = pos.len() == rank;
    if rank == 0 {
        pos.push(Pos::Const(0));
    }
    let mut extracted = operands[0];
    if extracts_aggregate {
        let agg = if extracts_scalar {
            &pos[..pos.len() - 1]
        } else {
            &pos[..]
        };
        let consts = constant_positions(agg)?;
        extracted = extract_value(rw, loc, extracted, &consts);
    }
    if extracts_scalar {
        let idx = position_value(rw, loc, *pos.last()?);
        extracted = ExtractElementOp::build(rw, loc, extracted, idx).res(rw.body());
    }
    rw.replace_op(op, &[extracted]);
    Some(())
}

/// `vector.insert` (MLIR's `VectorInsertOpConversion`).
fn lower_insert(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = loc_of(rw, op);
    let ins = InsertOp(op);
    let result_ty = body.value_type(body.result(op, 0));
    let llvm_result = tc.convert_type(ctx, result_ty)?;
    let rank = vector_rank(ctx, result_ty)?;
    let statics = static_positions(ctx, body, ins.static_position(ctx, body));
    let operands = adaptor.operands()?;
    let (value, dest) = (operands[0], operands[1]);
    let mut pos = mixed_positions(&statics, &operands[2..]);
    let nested = lt::array_parts(ctx, llvm_result).is_some();
    let innermost = pos.len() == rank;
    if rank == 0 {
        pos.push(Pos::Const(0));
    }
    let outer = if innermost {
        &pos[..pos.len() - 1]
    } else {
        &pos[..]
    };
    let outer_consts = if nested {
        Some(constant_positions(outer)?)
    } else {
        None
    };
    let mut aggregate = value;
    if innermost {
        let one_d = match &outer_consts {
            Some(c) => extract_value(rw, loc, dest, c),
            None => dest,
        };
        let idx = position_value(rw, loc, *pos.last()?);
        aggregate = InsertElementOp::build(rw, loc, one_d, value, idx).res(rw.body());
    }
    let result = match &outer_consts {
        Some(c) => insert_value(rw, loc, dest, aggregate, c),
        None => aggregate,
    };
    rw.replace_op(op, &[result]);
    Some(())
}

/// `llvm.mlir.constant(0 : i32) : i32`.
fn zero_i32(rw: &mut ConversionPatternRewriter<'_>, loc: Location) -> ValueId {
    let ctx = rw.ctx();
    let i32t = ctx.integer_type(32, strata_ir::Signedness::Signless);
    let attr = ctx.integer_attr(i32t, strata_ir::apint::ApInt::from_i64(32, 0));
    ConstantOp::build(rw, loc, i32t, attr).res(rw.body())
}

/// `llvm.shufflevector %a, %b` with an all-zero mask of `width` elements.
fn splat_shuffle(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    a: ValueId,
    b: ValueId,
    width: i64,
) -> ValueId {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(a);
    let mask = strata_ods::i32_array_attr(ctx, &vec![0; width as usize]);
    ShuffleVectorOp::build(rw, loc, ty, a, b, mask).res(rw.body())
}

/// A broadcast from a scalar (MLIR's `VectorBroadcastScalarToLowRankLowering` and
/// `VectorBroadcastScalarToNdLowering`): the scalar inserted into a poison 1-D vector and
/// shuffled across it (0-D: only inserted), then put at every position of the n-D nest.
fn lower_broadcast(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = loc_of(rw, op);
    let b = BroadcastOp(op);
    if vector_rank(ctx, body.value_type(b.source(body))).is_some() {
        return None;
    }
    let result_ty = body.value_type(body.result(op, 0));
    let TypeData::Vector {
        shape, scalable, ..
    } = ctx.type_data(result_ty)
    else {
        return None;
    };
    // A scalable trailing dimension lowers alike (the splat mask covers its base size);
    // scalable outer dimensions have no llvm form.
    if scalable.iter().rev().skip(1).any(|&s| s) {
        return None;
    }
    let shape = shape.to_vec();
    let source = adaptor.get(0)?;
    let llvm_ty = tc.convert_type(ctx, result_ty)?;
    if shape.len() <= 1 {
        let p = poison(rw, loc, llvm_ty);
        let zero = zero_i32(rw, loc);
        let v = InsertElementOp::build(rw, loc, p, source, zero).res(rw.body());
        let v = match shape.first() {
            Some(&w) => splat_shuffle(rw, loc, v, p, w),
            None => v,
        };
        rw.replace_op(op, &[v]);
        return Some(());
    }
    let mut one_d = llvm_ty;
    while let Some((e, _)) = lt::array_parts(ctx, one_d) {
        one_d = e;
    }
    let mut desc = poison(rw, loc, llvm_ty);
    let vdesc = poison(rw, loc, one_d);
    let zero = zero_i32(rw, loc);
    let v = InsertElementOp::build(rw, loc, vdesc, source, zero).res(rw.body());
    let v = splat_shuffle(rw, loc, v, v, *shape.last()?);
    let outer = &shape[..shape.len() - 1];
    if outer.contains(&0) {
        rw.replace_op(op, &[desc]);
        return Some(());
    }
    let mut pos = vec![0i64; outer.len()];
    'positions: loop {
        desc = insert_value(rw, loc, desc, v, &pos);
        let mut i = outer.len();
        loop {
            if i == 0 {
                break 'positions;
            }
            i -= 1;
            pos[i] += 1;
            if pos[i] < outer[i] {
                break;
            }
            pos[i] = 0;
        }
    }
    rw.replace_op(op, &[desc]);
    Some(())
}

/// The element pointer of a memref access without wrap flags (MLIR's
/// `ConvertToLLVMPattern::getStridedElementPtr` with its default flags).
fn strided_element_ptr(
    rw: &mut ConversionPatternRewriter<'_>,
    tc: &LlvmTypeConverter,
    loc: Location,
    memref_ty: Type,
    desc: ValueId,
    indices: &[ValueId],
) -> Option<ValueId> {
    let ctx = rw.ctx();
    let (strides, offset) = strata_dialects::memref::strides_and_offset(ctx, memref_ty)?;
    let element = match ctx.type_data(memref_ty) {
        TypeData::MemRef { element, .. } => *element,
        _ => return None,
    };
    let elem = tc.convert_type(ctx, element)?;
    let it = tc.index_type(ctx);
    let d = MemRefDescriptor::new(desc);
    let mut base = d.aligned_ptr(rw, loc);
    let pt = rw.body().value_type(base);
    let gep = |rw: &mut ConversionPatternRewriter<'_>, base: ValueId, index: ValueId| {
        GEPOp::build_mixed(rw, loc, pt, elem, base, &[GepArg::Value(index)], 0).res(rw.body())
    };
    if offset != 0 {
        let off = if offset == DYNAMIC {
            d.offset(rw, loc)
        } else {
            index_constant(rw, loc, it, offset)
        };
        base = gep(rw, base, off);
    }
    let mut index = None;
    for (i, &idx) in indices.iter().enumerate() {
        let stride = *strides.get(i)?;
        let mut inc = idx;
        if stride != 1 {
            let s = if stride == DYNAMIC {
                d.stride(rw, loc, i)
            } else {
                index_constant(rw, loc, it, stride)
            };
            inc = MulOp::build(rw, loc, inc, s, None).res(rw.body());
        }
        index = Some(match index {
            Some(x) => AddOp::build(rw, loc, x, inc, None).res(rw.body()),
            None => inc,
        });
    }
    match index {
        Some(i) => Some(gep(rw, base, i)),
        None => Some(base),
    }
}

/// The integer value of attribute `name` of `op`.
fn int_attr_of(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<i64> {
    match ctx.attr_data(strata_ir::symbols::op_attr(ctx, body, op, name)?) {
        AttrData::Integer { value, .. } => value.to_i64_checked(),
        _ => None,
    }
}

/// A `vector.load`/`vector.store` of a 0-D or 1-D vector (MLIR's
/// `VectorLoadStoreConversion`).
fn lower_load_store(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
    vector_alignment: bool,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = loc_of(rw, op);
    let is_load = vector::LoadOp::isa(ctx, body, op);
    let (vec_ty, memref_ty) = if is_load {
        (
            body.value_type(body.result(op, 0)),
            body.value_type(body.operand(op, 0)),
        )
    } else {
        (
            body.value_type(body.operand(op, 0)),
            body.value_type(body.operand(op, 1)),
        )
    };
    if vector_rank(ctx, vec_ty)? > 1 {
        return None;
    }
    let align = match int_attr_of(ctx, body, op, "alignment") {
        Some(a) if a != 0 => a,
        _ => {
            let ty = if vector_alignment {
                tc.convert_type(ctx, vec_ty)?
            } else {
                let TypeData::MemRef { element, .. } = ctx.type_data(memref_ty) else {
                    return None;
                };
                tc.convert_type(ctx, *element)?
            };
            strata_llvm::layout::preferred_align(ctx, ty)? as i64
        }
    };
    let nontemporal = strata_ir::symbols::op_attr(ctx, body, op, "nontemporal").is_some_and(
        |a| matches!(ctx.attr_data(a), AttrData::Integer { value, .. } if !value.is_zero()),
    );
    let vtype = tc.convert_type(ctx, vec_ty)?;
    let operands = adaptor.operands()?;
    let (base_idx, first_index) = if is_load { (0, 1) } else { (1, 2) };
    let ptr = strided_element_ptr(
        rw,
        tc,
        loc,
        memref_ty,
        operands[base_idx],
        &operands[first_index..],
    )?;
    let i64t = ctx.integer_type(64, strata_ir::Signedness::Signless);
    let al =
        (align != 0).then(|| ctx.integer_attr(i64t, strata_ir::apint::ApInt::from_i64(64, align)));
    let nt = nontemporal.then(|| ctx.unit_attr());
    if is_load {
        let v = LoadOp::build(
            rw, loc, vtype, ptr, al, None, nt, None, None, None, None, None, None, None, None,
        )
        .res(rw.body());
        rw.replace_op(op, &[v]);
    } else {
        StoreOp::build(
            rw,
            loc,
            operands[0],
            ptr,
            al,
            None,
            nt,
            None,
            None,
            None,
            None,
            None,
            None,
            None,
        );
        rw.erase_op(op);
    }
    Some(())
}

fn lower_load_store_element_aligned(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    lower_load_store(rw, op, adaptor, tc, false)
}

fn lower_load_store_vector_aligned(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    lower_load_store(rw, op, adaptor, tc, true)
}

/// `vector.shuffle` (MLIR's `VectorShuffleOpConversion`): `llvm.shufflevector` for two
/// 1-D vectors of one type, else each slice the mask names extracted from its operand and
/// inserted into a poison result (elements of 1-D vectors, rows of n-D ones). 0-D
/// operands are left alone.
fn lower_shuffle(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = loc_of(rw, op);
    let s = vector::ShuffleOp(op);
    let (t1, t2) = (body.value_type(s.v1(body)), body.value_type(s.v2(body)));
    let result_ty = body.value_type(body.result(op, 0));
    let rank = vector_rank(ctx, result_ty)?;
    if vector_rank(ctx, t1)? != rank {
        return None;
    }
    let llvm_ty = tc.convert_type(ctx, result_ty)?;
    let mask = vector::i64_array(ctx, s.mask(ctx, body)?)?;
    let operands = adaptor.operands()?;
    if rank == 1 && t1 == t2 {
        let mask: Vec<i32> = mask.iter().map(|&m| m as i32).collect();
        let attr = strata_ods::i32_array_attr(ctx, &mask);
        let v =
            ShuffleVectorOp::build(rw, loc, llvm_ty, operands[0], operands[1], attr).res(rw.body());
        rw.replace_op(op, &[v]);
        return Some(());
    }
    let TypeData::Vector { shape, .. } = ctx.type_data(t1) else {
        return None;
    };
    let v1_dim = shape[0];
    let index_ty = tc.index_type(ctx);
    let mut acc = poison(rw, loc, llvm_ty);
    for (ins, &m) in mask.iter().enumerate() {
        let (value, pos) = if m >= v1_dim {
            (operands[1], m - v1_dim)
        } else {
            (operands[0], m)
        };
        if rank == 1 {
            let at = index_constant(rw, loc, index_ty, pos);
            let e = ExtractElementOp::build(rw, loc, value, at).res(rw.body());
            let at = index_constant(rw, loc, index_ty, ins as i64);
            acc = InsertElementOp::build(rw, loc, acc, e, at).res(rw.body());
        } else {
            let e = extract_value(rw, loc, value, &[pos]);
            acc = insert_value(rw, loc, acc, e, &[ins as i64]);
        }
    }
    rw.replace_op(op, &[acc]);
    Some(())
}

/// Adds the `vector` to `llvm` conversion patterns (MLIR's
/// `populateVectorToLLVMConversionPatterns`, for Strata's vector ops).
pub fn populate_vector_to_llvm_patterns(
    set: &mut ConversionPatternSet,
    tc: &LlvmTypeConverter,
    use_vector_alignment: bool,
) {
    let lowering = |root, rewrite| LlvmLowering::new(root, rewrite, tc);
    let load_store = if use_vector_alignment {
        lower_load_store_vector_aligned
    } else {
        lower_load_store_element_aligned
    };
    set.add(lowering(BroadcastOp::NAME, lower_broadcast));
    set.add(lowering(ExtractOp::NAME, lower_extract));
    set.add(lowering(InsertOp::NAME, lower_insert));
    set.add(lowering(vector::LoadOp::NAME, load_store));
    set.add(lowering(vector::StoreOp::NAME, load_store));
    set.add(lowering(
        vector::PrintOp::NAME,
        crate::vector_print::lower_print,
    ));
    set.add(lowering(vector::ShuffleOp::NAME, lower_shuffle));
    set.add(lowering(vector::BitCastOp::NAME, lower_bitcast));
    set.add(lowering(vector::VectorScaleOp::NAME, lower_vscale));
}

/// `vector.vscale` (MLIR's `VectorScaleOpConversion`): `llvm.intr.vscale` of the converted
/// index type.
fn lower_vscale(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    _adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let loc = loc_of(rw, op);
    let index = tc.index_type(ctx);
    let v = strata_llvm::VScaleOp::build(rw, loc, index).res(rw.body());
    rw.replace_op(op, &[v]);
    Some(())
}

/// `vector.bitcast` of 0-D and 1-D vectors (MLIR's `VectorBitCastOpConversion`): an
/// `llvm.bitcast` between the converted types.
fn lower_bitcast(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let result_ty = rw.body().value_type(rw.body().result(op, 0));
    if vector_rank(ctx, result_ty)? > 1 {
        return None;
    }
    let llvm_ty = tc.convert_type(ctx, result_ty)?;
    let loc = loc_of(rw, op);
    let source = adaptor.get(0)?;
    let v = strata_llvm::BitcastOp::build(rw, loc, llvm_ty, source).res(rw.body());
    rw.replace_op(op, &[v]);
    Some(())
}

/// The pre-lowering `convert-vector-to-llvm` applies greedily (bottom-up, folding and
/// erasing dead ops, aggressive region simplification): the broadcast lowering, the only one of upstream's pre-lowerings
/// that applies to Strata's vector ops.
pub fn run_vector_pre_lowering(ctx: &Context, body: &mut Body, op: OpId) {
    let mut set = broadcast_lowering_patterns();
    vector::add_bitcast_lowering_patterns(&mut set);
    vector::add_shape_cast_lowering_patterns(&mut set);
    let patterns = set.freeze(ctx);
    let config = GreedyConfig {
        top_down: false,
        region_simplify: RegionSimplify::Aggressive,
        ..GreedyConfig::default()
    };
    apply_patterns_greedily_on_op(ctx, body, op, &patterns, config);
}

/// `convert-vector-to-llvm`.
#[derive(Clone, Debug, Default)]
pub struct VectorToLlvm {
    /// Its options.
    pub options: VectorToLlvmOptions,
}

impl Pass for VectorToLlvm {
    fn argument(&self) -> &'static str {
        "convert-vector-to-llvm"
    }
    fn name(&self) -> &'static str {
        "ConvertVectorToLLVMPass"
    }
    fn summary(&self) -> &'static str {
        "Lower the operations from the vector dialect into the LLVM dialect"
    }
    fn options(&self) -> Option<&dyn PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut dyn PassOptions> {
        Some(&mut self.options)
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        run_vector_pre_lowering(ctx, body, op);
        let is_module = strata_dialects::builtin::ModuleOp::isa(ctx, body, op);
        if is_module {
            crate::llvm_common::for_each_symbol_table(ctx, body, op, &mut |b, t| {
                crate::vector_print::prepare_prints(ctx, b, t);
            });
        }
        let tc = LlvmTypeConverter::new(LowerToLlvmOptions::default());
        let mut set = ConversionPatternSet::new();
        populate_vector_to_llvm_patterns(&mut set, &tc, self.options.use_vector_alignment);
        let patterns = set.freeze(ctx);
        let mut target = llvm_conversion_target();
        target
            .add_legal_dialect("arith")
            .add_legal_dialect("memref");
        let out = apply_partial_conversion(
            ctx,
            body,
            op,
            &target,
            &patterns,
            &ConversionConfig::default(),
        )
        .map(|_| ());
        if is_module {
            crate::vector_print::clear_print_markers(ctx, body, op);
        }
        out
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
