//! `convert-func-to-llvm` (MLIR's `ConvertFuncToLLVMPass`): `func.func` becomes `llvm.func`
//! with the converted signature (memref arguments unpacked into their descriptor fields,
//! or bare pointers with `use-bare-ptr-memref-call-conv`; several results packed into a
//! struct), `func.return` and `func.call` pack and unpack results and descriptors,
//! `func.constant` becomes `llvm.mlir.addressof`; functions marked
//! `llvm.emit_c_interface` get a `_mlir_ciface_*` wrapper taking descriptors by pointer.
//!
//! A `func.func` is turned into `llvm.func` in place (name and properties changed, its
//! region's signature converted), which prints as upstream's newly created op does.

use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{
    Body, InsertionPoint, OpBuilder, OpId, ValueId, WalkOrder, WalkResult, walk_all_mut,
};
use strata_ir::symbols::op_attr;
use strata_ir::{AttrData, Attribute, Context, Location, NamedAttribute, Type, TypeData};
use strata_llvm::types as lt;
use strata_pass::conversion::{
    ConversionConfig, ConversionPatternRewriter, ConversionPatternSet, OpAdaptor,
    apply_partial_conversion,
};
use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions, parse_bool};

use strata_dialects::builtin::UnrealizedConversionCastOp;
use strata_dialects::func;

use crate::arith_to_llvm::parse_uint;
use crate::llvm_common::pattern::{LlvmLowering, all_attrs, llvm_conversion_target};
use crate::llvm_common::{
    LlvmTypeConverter, LowerToLlvmOptions, MemRefDescriptor, UnrankedMemRefDescriptor,
    extract_value, index_constant, insert_value, poison,
};

/// Adds the `func` to `llvm` patterns (MLIR's `populateFuncToLLVMConversionPatterns`).
pub fn populate_func_to_llvm_patterns(set: &mut ConversionPatternSet, tc: &LlvmTypeConverter) {
    let lowering = |root, rewrite| LlvmLowering::new(root, rewrite, tc);
    set.add(lowering(func::FuncOp::NAME, lower_func));
    set.add(lowering(func::ConstantOp::NAME, lower_constant));
    set.add(lowering(func::CallOp::NAME, lower_call));
    set.add(lowering(func::CallIndirectOp::NAME, lower_call));
    set.add(lowering(func::ReturnOp::NAME, lower_return));
}

fn string_attr(ctx: &Context, attr: Attribute) -> Option<String> {
    match ctx.attr_data(attr) {
        AttrData::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

fn type_attr(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_data(attr) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

fn is_memref(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::MemRef { .. })
}

fn is_unranked(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_data(ty), TypeData::UnrankedMemRef { .. })
}

/// The `sym_visibility` of a function, unless `public` (upstream's `setVisibility` drops
/// a public one).
fn visibility_of(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    op_attr(ctx, body, op, "sym_visibility")
        .filter(|&a| string_attr(ctx, a).as_deref() != Some("public"))
}

/// The properties of an `llvm.func` named `name` of type `fty`.
fn llvm_func_props(
    ctx: &Context,
    name: Attribute,
    fty: Type,
    visibility: Option<Attribute>,
) -> Option<Attribute> {
    let mut props = vec![
        NamedAttribute {
            name: ctx.ident("sym_name"),
            value: name,
        },
        NamedAttribute {
            name: ctx.ident("function_type"),
            value: ctx.type_attr(fty),
        },
    ];
    if let Some(v) = visibility {
        props.push(NamedAttribute {
            name: ctx.ident("sym_visibility"),
            value: v,
        });
    }
    let dict = ctx.dictionary_attr(props);
    let info = ctx.op_info(ctx.op_name(strata_llvm::FuncOp::NAME))?;
    info.with_defaults(ctx, Some(dict))
}

/// `props` with the entries of `extra` set.
fn with_props(ctx: &Context, props: Attribute, extra: &[(&str, Attribute)]) -> Attribute {
    let mut entries = ctx.dictionary_entries(props).to_vec();
    for &(name, value) in extra {
        let id = ctx.ident(name);
        match entries.iter_mut().find(|e| e.name == id) {
            Some(e) => e.value = value,
            None => entries.push(NamedAttribute { name: id, value }),
        }
    }
    ctx.dictionary_attr(entries)
}

/// The argument attributes of the converted signature: an original argument's
/// dictionary on its single new argument, empty dictionaries on the arguments of one
/// that expanded; `None` for attributes carrying types (`llvm.byval`, ...), which are not
/// converted.
fn convert_arg_attrs(
    ctx: &Context,
    attrs: Attribute,
    sig: &strata_pass::conversion::SignatureConversion,
    llvm_fty: Type,
) -> Option<Attribute> {
    let AttrData::Array(dicts) = ctx.attr_data(attrs) else {
        return None;
    };
    let (_, params, _) = lt::func_type_parts(ctx, llvm_fty)?;
    let empty = ctx.dictionary_attr(Vec::new());
    let mut out = vec![empty; params.len()];
    for (i, &d) in dicts.iter().enumerate() {
        let typed = ctx.dictionary_entries(d).iter().any(|e| {
            matches!(
                ctx.ident_str(e.name),
                "llvm.byval" | "llvm.byref" | "llvm.sret" | "llvm.inalloca"
            )
        });
        if typed {
            return None;
        }
        if let Some(strata_pass::conversion::InputMapping::Args { start, size: 1 }) =
            sig.input_mapping(i)
        {
            *out.get_mut(*start)? = d;
        }
    }
    Some(ctx.array_attr(&out))
}

/// The discardable attributes a converted function keeps (all but `llvm.linkage`,
/// `func.varargs` and `llvm.readnone`).
fn kept_func_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<NamedAttribute> {
    ctx.dictionary_entries(body.op(op).attributes)
        .iter()
        .filter(|a| {
            !matches!(
                ctx.ident_str(a.name),
                "llvm.linkage" | "func.varargs" | "llvm.readnone"
            )
        })
        .copied()
        .collect()
}

fn lower_func(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    _adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let linkage = match op_attr(ctx, body, op, "llvm.linkage") {
        Some(a) if strata_llvm::attrs::keyword_case(ctx, a, "linkage").is_some() => Some(a),
        Some(_) => {
            rw.emit_error(
                loc,
                "Contains llvm.linkage attribute not of type LLVM::LinkageAttr",
            );
            return None;
        }
        None => None,
    };
    let name_attr = op_attr(ctx, body, op, "sym_name")?;
    let name = string_attr(ctx, name_attr)?;
    let fty = type_attr(ctx, op_attr(ctx, body, op, "function_type")?)?;
    let vararg = op_attr(ctx, body, op, "func.varargs").is_some_and(
        |a| matches!(ctx.attr_data(a), AttrData::Integer { value, .. } if !value.is_zero()),
    );
    let bare = tc.options().use_bare_ptr_call_conv;
    let TypeData::Function { inputs, .. } = ctx.type_data(fty) else {
        return None;
    };
    let inputs = inputs.to_vec();
    if bare && inputs.iter().any(|&t| is_unranked(ctx, t)) {
        return None;
    }
    let region = *body.regions(op).first()?;
    let is_external = body
        .child_body(op)
        .map_or(body.blocks(region).is_empty(), |c| {
            c.blocks(region).is_empty()
        });
    let (llvm_fty, sig) = tc.convert_function_signature(ctx, fty, vararg, false)?;
    let visibility = visibility_of(ctx, body, op);
    let mut props = llvm_func_props(ctx, name_attr, llvm_fty, visibility)?;
    let mut extra = Vec::new();
    if let Some(l) = linkage {
        extra.push(("linkage", l));
    }
    if let Some(r) = op_attr(ctx, body, op, "res_attrs")
        && let TypeData::Function { results, .. } = ctx.type_data(fty)
        && results.len() == 1
    {
        extra.push(("res_attrs", r));
    }
    if let Some(a) = op_attr(ctx, body, op, "arg_attrs") {
        extra.push(("arg_attrs", convert_arg_attrs(ctx, a, &sig, llvm_fty)?));
    }
    props = with_props(ctx, props, &extra);
    let kept = kept_func_attrs(ctx, body, op);
    let emit_c = kept
        .iter()
        .any(|a| ctx.ident_str(a.name) == "llvm.emit_c_interface");
    let attrs = ctx.dictionary_attr(kept.clone());
    let llvm_name = ctx.op_name(strata_llvm::FuncOp::NAME);
    rw.modify_op_in_place(op, |b| {
        let d = b.op_mut(op);
        d.name = llvm_name;
        d.properties = Some(props);
        d.attributes = attrs;
    });
    // Only the entry block: the other blocks are converted by `convert-cf-to-llvm`.
    if !is_external && !rw.apply_op_entry_signature_conversion(op, 0, &sig) {
        return None;
    }
    if bare && !is_external {
        promote_bare_ptr_args(rw, op, tc, loc, &inputs, &sig);
    }
    // Under the bare-pointer convention mlir-opt 22 emits no C wrappers at all.
    if emit_c && !bare {
        let wrapper = if is_external {
            external_c_wrapper(rw, op, tc, loc, &name, fty, llvm_fty, &kept)
        } else {
            c_wrapper(rw, op, tc, loc, &name, fty, llvm_fty, &kept)
        };
        wrapper?;
    }
    Some(())
}

/// Marks the casts [`promote_bare_ptr_args`] creates until the conversion is done.
const BARE_PTR_CAST: &str = "strata.bare_ptr_arg";

/// After a conversion with [`populate_func_to_llvm_patterns`] under the bare-pointer
/// convention: erases the casts of promoted memref arguments that nothing uses any more
/// (MLIR creates them only where needed) and unmarks the others.
pub fn finish_bare_ptr_args(ctx: &Context, body: &mut Body, op: OpId) {
    walk_all_mut(body, op, WalkOrder::PostOrder, |b, o| {
        if UnrealizedConversionCastOp::isa(ctx, b, o)
            && b.remove_discardable_attr(ctx, o, BARE_PTR_CAST).is_some()
            && b.results(o).all(|r| b.uses(r).is_empty())
        {
            b.erase_op(o);
        }
        WalkResult::Advance
    });
}

/// The bare-pointer convention: the memref arguments of a converted function body arrive
/// as pointers; each gets the descriptor of its statically shaped memref built from the
/// pointer at the start of the entry block, and the original argument's uses take it
/// through an unrealized cast (MLIR's `modifyFuncOpToUseBarePtrCallingConv`).
fn promote_bare_ptr_args(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    tc: &LlvmTypeConverter,
    loc: Location,
    inputs: &[Type],
    sig: &strata_pass::conversion::SignatureConversion,
) {
    let ctx = rw.ctx();
    rw.modify_op_in_place(op, |body| {
        let region = *body.regions(op).first()?;
        let fbody: &mut Body = if body.child_body(op).is_some() {
            body.child_body_mut(op)?
        } else {
            body
        };
        let &entry = fbody.blocks(region).first()?;
        let args = fbody.block_args(entry).to_vec();
        let mut at = fbody.block_ops(entry).next();
        for (i, &t) in inputs.iter().enumerate() {
            if !is_memref(ctx, t) {
                continue;
            }
            let Some(strata_pass::conversion::InputMapping::Args { start, size: 1 }) =
                sig.input_mapping(i)
            else {
                continue;
            };
            // The new arguments follow the original ones until the conversion commits.
            let (Some(&old), Some(&ptr)) = (args.get(i), args.get(inputs.len() + start)) else {
                continue;
            };
            // Unused arguments get no descriptor (upstream promotes the uses it finds).
            if fbody.uses(old).is_empty() {
                continue;
            }
            let (Some(desc_ty), Some((strides, offset)), Some(shape)) = (
                tc.convert_type(ctx, t),
                strata_dialects::memref::strides_and_offset(ctx, t),
                ctx.type_data(t).shape().map(<[i64]>::to_vec),
            ) else {
                continue;
            };
            let ip = match at {
                Some(first) => InsertionPoint::Before(first),
                None => InsertionPoint::AtEnd(entry),
            };
            let mut b = OpBuilder::at(ctx, fbody, ip);
            let d = MemRefDescriptor::from_static_shape(
                &mut b, loc, desc_ty, ptr, &shape, &strides, offset,
            );
            let cast = crate::llvm_common::unrealized_cast(ctx, &mut b, loc, &[d.value()], t);
            let cast_op = strata_ir::matchers::defining_op(b.body(), cast);
            if let Some(c) = cast_op {
                fbody.set_discardable_attr(ctx, c, BARE_PTR_CAST, ctx.unit_attr());
            }
            fbody.replace_all_uses(old, cast);
            at = cast_op.and_then(|c| fbody.next_op(c)).or(at);
        }
        Some(())
    });
}

/// Fills a new function's entry block: gets a builder at its end and its arguments.
type BodyFiller<'a> = dyn Fn(&mut OpBuilder<'_, '_>, &[ValueId]) -> Option<()> + 'a;

/// Builds, right after `op`, an `llvm.func` created by `fill` (which gets a builder at the
/// end of its entry block, or none for a declaration).
#[allow(clippy::too_many_arguments)]
fn create_func_after(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    loc: Location,
    name: &str,
    fty: Type,
    attrs: &[NamedAttribute],
    visibility: Option<Attribute>,
    fill: Option<&BodyFiller<'_>>,
) -> Option<()> {
    let ctx = rw.ctx();
    let (_, params, _) = lt::func_type_parts(ctx, fty)?;
    let attrs = ctx.dictionary_attr(attrs.to_vec());
    let next = rw.body().next_op(op);
    match next {
        Some(n) => rw.set_insertion_point(InsertionPoint::Before(n)),
        None => rw.set_insertion_point(InsertionPoint::After(op)),
    }
    let mut ok = true;
    rw.create_with(|ctx, body| {
        let mut state =
            strata_llvm::FuncOp::declaration_state(ctx, body, loc, name, fty, visibility)
                .attributes(attrs);
        state.child_body = Some(Box::new(Body::new()));
        let new = body.create_op(state);
        let Some(fill) = fill else {
            return Some(new);
        };
        let region = *body.regions(new).first()?;
        let child = body.child_body_mut(new)?;
        let block = child.new_block();
        child.append_block(region, block);
        let args: Vec<ValueId> = params
            .iter()
            .map(|&t| child.add_block_arg(block, t, loc))
            .collect();
        let mut b = OpBuilder::at(ctx, child, InsertionPoint::AtEnd(block));
        ok = fill(&mut b, &args).is_some();
        Some(new)
    })?;
    ok.then_some(())
}

/// The `_mlir_ciface_` wrapper of a defined function: loads the descriptors its memref
/// arguments point to, calls the function and stores a struct result through the leading
/// pointer argument (MLIR's `wrapForExternalCallers`).
#[allow(clippy::too_many_arguments)]
fn c_wrapper(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    tc: &LlvmTypeConverter,
    loc: Location,
    name: &str,
    fty: Type,
    llvm_fty: Type,
    attrs: &[NamedAttribute],
) -> Option<()> {
    let ctx = rw.ctx();
    let (wrapper_ty, struct_result) = tc.convert_function_type_c_wrapper(ctx, fty)?;
    let TypeData::Function { inputs, .. } = ctx.type_data(fty) else {
        return None;
    };
    let inputs = inputs.to_vec();
    let (callee_result, _, _) = lt::func_type_parts(ctx, llvm_fty)?;
    let tc2 = tc.clone();
    let callee = name.to_string();
    let fill = move |b: &mut OpBuilder<'_, '_>, args: &[ValueId]| -> Option<()> {
        let ctx = b.ctx();
        let offset = usize::from(struct_result.is_some());
        let mut call_args = Vec::new();
        for (i, &t) in inputs.iter().enumerate() {
            let arg = *args.get(i + offset)?;
            if is_memref(ctx, t) || is_unranked(ctx, t) {
                let desc_ty = tc2.convert_type(ctx, t)?;
                let load = strata_llvm::LoadOp::build(
                    b, loc, desc_ty, arg, None, None, None, None, None, None, None, None, None,
                    None, None,
                )
                .res(b.body());
                if is_memref(ctx, t) {
                    call_args.extend(MemRefDescriptor::new(load).unpack(b, loc));
                } else {
                    let d = UnrankedMemRefDescriptor(load);
                    call_args.push(d.rank(b, loc));
                    call_args.push(d.memref_desc_ptr(b, loc));
                }
            } else {
                call_args.push(arg);
            }
        }
        let result = (!lt::is_void(ctx, callee_result)).then_some(callee_result);
        let call = strata_llvm::CallOp::build_direct(b, loc, result, &callee, &call_args);
        match (result, struct_result) {
            (Some(_), Some(_)) => {
                let v = b.body().result(call.0, 0);
                let addr = *args.first()?;
                strata_llvm::StoreOp::build(
                    b, loc, v, addr, None, None, None, None, None, None, None, None, None, None,
                );
                strata_llvm::ReturnOp::build(b, loc, None);
            }
            (Some(_), None) => {
                let v = b.body().result(call.0, 0);
                strata_llvm::ReturnOp::build(b, loc, Some(v));
            }
            _ => {
                strata_llvm::ReturnOp::build(b, loc, None);
            }
        }
        Some(())
    };
    let wrapper_name = format!("_mlir_ciface_{name}");
    let visibility = visibility_of(ctx, rw.body(), op);
    create_func_after(
        rw,
        op,
        loc,
        &wrapper_name,
        wrapper_ty,
        attrs,
        visibility,
        Some(&fill),
    )
}

/// For an external function with `llvm.emit_c_interface`: a body calling the
/// `_mlir_ciface_` declaration (created after it), passing memref descriptors by
/// pointer to stack copies (MLIR's `wrapExternalFunction`).
#[allow(clippy::too_many_arguments)]
fn external_c_wrapper(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    tc: &LlvmTypeConverter,
    loc: Location,
    name: &str,
    fty: Type,
    llvm_fty: Type,
    attrs: &[NamedAttribute],
) -> Option<()> {
    let ctx = rw.ctx();
    let (wrapper_ty, struct_result) = tc.convert_function_type_c_wrapper(ctx, fty)?;
    let TypeData::Function { inputs, .. } = ctx.type_data(fty) else {
        return None;
    };
    let inputs = inputs.to_vec();
    // The descriptor struct type of every memref argument (`None` for other arguments).
    let mut descriptors = Vec::with_capacity(inputs.len());
    for &t in &inputs {
        if is_memref(ctx, t) || is_unranked(ctx, t) {
            descriptors.push(Some(tc.convert_type(ctx, t)?));
        } else {
            descriptors.push(None);
        }
    }
    let index_ty = tc.index_type(ctx);
    let visibility = visibility_of(ctx, rw.body(), op);
    let wrapper_name = format!("_mlir_ciface_{name}");
    create_func_after(
        rw,
        op,
        loc,
        &wrapper_name,
        wrapper_ty,
        attrs,
        visibility,
        None,
    )?;
    // The function's own body: pack each memref argument's fields into a descriptor,
    // store it on the stack and pass its address; forward the other arguments.
    let (result, _, _) = lt::func_type_parts(ctx, wrapper_ty)?;
    let (_, params, _) = lt::func_type_parts(ctx, llvm_fty)?;
    let region = *rw.body().regions(op).first()?;
    let child = rw.body().child_body(op).is_some();
    if !child {
        return None;
    }
    let result = (!lt::is_void(ctx, result)).then_some(result);
    let mut built = false;
    let private = strata_llvm::attrs::linkage_attr(ctx, "private");
    let props = rw.body().op(op).properties;
    let props = props.map(|p| with_props(ctx, p, &[("linkage", private)]));
    let ptr_ty = lt::ptr_type(ctx, 0);
    rw.modify_op_in_place(op, |b| {
        b.op_mut(op).properties = props;
        let Some(c) = b.child_body_mut(op) else {
            return;
        };
        let block = c.new_block();
        c.append_block(region, block);
        let args: Vec<ValueId> = params
            .iter()
            .map(|&t| c.add_block_arg(block, t, loc))
            .collect();
        let mut ob = OpBuilder::at(ctx, c, InsertionPoint::AtEnd(block));
        let mut call_args = Vec::with_capacity(inputs.len() + 1);
        // A struct result comes back through a stack slot passed first.
        let result_slot = struct_result.map(|sty| {
            let one = index_constant(&mut ob, loc, index_ty, 1);
            let elem = ctx.type_attr(sty);
            strata_llvm::AllocaOp::build(&mut ob, loc, ptr_ty, one, None, elem, None).res(ob.body())
        });
        call_args.extend(result_slot);
        let mut next = 0;
        for (&t, desc_ty) in inputs.iter().zip(&descriptors) {
            let Some(desc_ty) = *desc_ty else {
                let Some(&a) = args.get(next) else { return };
                call_args.push(a);
                next += 1;
                continue;
            };
            let desc = if is_unranked(ctx, t) {
                let (Some(&rank), Some(&p)) = (args.get(next), args.get(next + 1)) else {
                    return;
                };
                next += 2;
                UnrankedMemRefDescriptor::pack(&mut ob, loc, desc_ty, rank, p).0
            } else {
                let n = tc
                    .memref_descriptor_fields(ctx, t, true)
                    .map_or(0, |f| f.len());
                let Some(fields) = args.get(next..next + n) else {
                    return;
                };
                next += n;
                MemRefDescriptor::pack_fields(&mut ob, loc, desc_ty, fields)
            };
            let one = index_constant(&mut ob, loc, index_ty, 1);
            let slot = strata_llvm::AllocaOp::build(
                &mut ob,
                loc,
                ptr_ty,
                one,
                None,
                ctx.type_attr(desc_ty),
                None,
            )
            .res(ob.body());
            strata_llvm::StoreOp::build(
                &mut ob, loc, desc, slot, None, None, None, None, None, None, None, None, None,
                None,
            );
            call_args.push(slot);
        }
        let v = if let (Some(sty), Some(slot)) = (struct_result, result_slot) {
            strata_llvm::CallOp::build_direct(&mut ob, loc, None, &wrapper_name, &call_args);
            let load = strata_llvm::LoadOp::build(
                &mut ob, loc, sty, slot, None, None, None, None, None, None, None, None, None,
                None, None,
            );
            Some(load.res(ob.body()))
        } else {
            let call =
                strata_llvm::CallOp::build_direct(&mut ob, loc, result, &wrapper_name, &call_args);
            result.map(|_| ob.body().result(call.0, 0))
        };
        strata_llvm::ReturnOp::build(&mut ob, loc, v);
        built = true;
    });
    built.then_some(())
}

fn lower_constant(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    _adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let ty = tc
        .convert_type(ctx, body.value_type(body.results(op).next()?))
        .filter(|&t| lt::is_compatible(ctx, t))?;
    let value = op_attr(ctx, body, op, "value")?;
    let new = strata_llvm::AddressOfOp::build(rw, loc, ty, value);
    let v = rw.body().result(new.0, 0);
    rw.replace_op(op, &[v]);
    Some(())
}

/// The callee's operands for the converted values of `operands` (of `types`): memref
/// descriptors unpacked, or their aligned pointers with the bare-pointer convention
/// (MLIR's `promoteOperands`).
fn promote_operands(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    types: &[Type],
    operands: &[ValueId],
    bare: bool,
) -> Option<Vec<ValueId>> {
    let ctx = rw.ctx();
    let mut out = Vec::new();
    for (&t, &v) in types.iter().zip(operands) {
        if bare {
            if is_unranked(ctx, t) {
                return None;
            }
            if is_memref(ctx, t) {
                out.push(MemRefDescriptor::new(v).aligned_ptr(rw, loc));
                continue;
            }
        } else if is_unranked(ctx, t) {
            let d = UnrankedMemRefDescriptor(v);
            out.push(d.rank(rw, loc));
            out.push(d.memref_desc_ptr(rw, loc));
            continue;
        } else if is_memref(ctx, t) {
            out.extend(MemRefDescriptor::new(v).unpack(rw, loc));
            continue;
        }
        out.push(v);
    }
    Some(out)
}

fn lower_call(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let bare = tc.options().use_bare_ptr_call_conv;
    let indirect = func::CallIndirectOp::isa(ctx, body, op);
    let callee = if indirect {
        None
    } else {
        match ctx.attr_data(op_attr(ctx, body, op, "callee")?) {
            AttrData::SymbolRef { root, nested } if nested.is_empty() => {
                Some(ctx.ident_str(*root).to_string())
            }
            _ => return None,
        }
    };
    let result_types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
    if bare && result_types.iter().any(|&t| is_unranked(ctx, t)) {
        return None;
    }
    let packed = if result_types.is_empty() {
        None
    } else {
        Some(tc.pack_function_results(ctx, &result_types, bare)?)
    };
    let operand_types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let operands = adaptor.operands()?;
    let promoted = if indirect {
        let (&fptr, rest) = operands.split_first()?;
        let mut p = vec![fptr];
        p.extend(promote_operands(rw, loc, &operand_types[1..], rest, bare)?);
        p
    } else {
        promote_operands(rw, loc, &operand_types, &operands, bare)?
    };
    let call = match &callee {
        Some(_) => {
            let attr = op_attr(ctx, rw.body(), op, "callee")?;
            build_call(rw, loc, packed, Some(attr), &promoted)
        }
        None => build_call(rw, loc, packed, None, &promoted),
    };
    copy_call_attrs(rw, op, call.0);
    let mut results = Vec::with_capacity(result_types.len());
    if let Some(p) = packed {
        let v = rw.body().result(call.0, 0);
        if result_types.len() == 1 {
            results.push(v);
        } else {
            for i in 0..result_types.len() {
                results.push(extract_value(rw, loc, v, &[i as i64]));
            }
        }
        let _ = p;
    }
    if !bare {
        crate::unranked_copy::copy_unranked_descriptors(
            rw,
            loc,
            tc,
            &result_types,
            &mut results,
            false,
        )?;
    }
    if bare {
        for (r, &t) in results.iter_mut().zip(&result_types) {
            if is_memref(ctx, t) {
                let desc_ty = tc.convert_type(ctx, t)?;
                let (strides, offset) = strata_dialects::memref::strides_and_offset(ctx, t)?;
                let shape = ctx.type_data(t).shape()?.to_vec();
                *r = MemRefDescriptor::from_static_shape(
                    rw, loc, desc_ty, *r, &shape, &strides, offset,
                )
                .value();
            }
        }
    }
    rw.replace_op(op, &results);
    Some(())
}

/// `llvm.call @callee(args)` (with the callee's symbol reference attribute, kept as it
/// is), or `llvm.call %fptr(args)` through the first of `operands` without one.
fn build_call(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    result: Option<Type>,
    callee: Option<Attribute>,
    operands: &[ValueId],
) -> strata_llvm::CallOp {
    let ctx = rw.ctx();
    let sizes = strata_ods::i32_array_attr(ctx, &[]);
    strata_llvm::CallOp::build(
        rw,
        loc,
        result,
        operands,
        &[],
        None,
        callee,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        sizes,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
    )
}

/// Copies the attributes of the `func` call `from` but its callee onto the `llvm.call`
/// `to` (inherent ones of `llvm.call` as properties).
fn copy_call_attrs(rw: &mut ConversionPatternRewriter<'_>, from: OpId, to: OpId) {
    let ctx = rw.ctx();
    let attrs: Vec<NamedAttribute> = all_attrs(ctx, rw.body(), from)
        .into_iter()
        .filter(|a| ctx.ident_str(a.name) != "callee")
        .collect();
    if attrs.is_empty() {
        return;
    }
    let inherent: &[&str] = ctx
        .op_info(rw.body().op(to).name)
        .map_or(&[], |i| i.inherent_attrs);
    let (props, disc): (Vec<NamedAttribute>, Vec<NamedAttribute>) = attrs
        .into_iter()
        .partition(|a| inherent.contains(&ctx.ident_str(a.name)));
    let old_props = rw.body().op(to).properties;
    let new_props = old_props.map(|p| {
        let extra: Vec<(&str, Attribute)> = props
            .iter()
            .map(|a| (ctx.ident_str(a.name), a.value))
            .collect();
        with_props(ctx, p, &extra)
    });
    let disc = ctx.dictionary_attr(disc);
    rw.modify_op_in_place(to, |b| {
        let d = b.op_mut(to);
        d.properties = new_props;
        d.attributes = disc;
    });
}

fn lower_return(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    adaptor: &OpAdaptor,
    tc: &LlvmTypeConverter,
) -> Option<()> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op(op).loc;
    let bare = tc.options().use_bare_ptr_call_conv;
    let types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let operands = adaptor.operands()?;
    let mut updated = Vec::with_capacity(operands.len());
    for (&t, &v) in types.iter().zip(&operands) {
        if bare && is_memref(ctx, t) && LlvmTypeConverter::can_convert_to_bare_ptr(ctx, t) {
            updated.push(MemRefDescriptor::new(v).allocated_ptr(rw, loc));
            continue;
        }
        if bare && is_unranked(ctx, t) {
            return None;
        }
        updated.push(v);
    }
    if !bare {
        crate::unranked_copy::copy_unranked_descriptors(rw, loc, tc, &types, &mut updated, true)?;
    }
    let disc = rw.body().op(op).attributes;
    let value = if updated.len() <= 1 {
        updated.first().copied()
    } else {
        let packed_ty = tc.pack_function_results(ctx, &types, bare)?;
        let mut packed = poison(rw, loc, packed_ty);
        for (i, &v) in updated.iter().enumerate() {
            packed = insert_value(rw, loc, packed, v, &[i as i64]);
        }
        Some(packed)
    };
    let ret = strata_llvm::ReturnOp::build(rw, loc, value);
    if !ctx.dictionary_entries(disc).is_empty() {
        rw.modify_op_in_place(ret.0, |b| b.op_mut(ret.0).attributes = disc);
    }
    rw.replace_op(op, &[]);
    Some(())
}

/// Options of `convert-func-to-llvm`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FuncToLlvmOptions {
    /// `index-bitwidth` (0: the data layout's, 64).
    pub index_bitwidth: u32,
    /// `use-bare-ptr-memref-call-conv`.
    pub use_bare_ptr_memref_call_conv: bool,
}

impl PassOptions for FuncToLlvmOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "index-bitwidth" => self.index_bitwidth = parse_uint(key, value)?,
            "use-bare-ptr-memref-call-conv" => {
                self.use_bare_ptr_memref_call_conv = parse_bool(key, value)?
            }
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        out.push_str(&format!(
            "index-bitwidth={} use-bare-ptr-memref-call-conv={}",
            self.index_bitwidth, self.use_bare_ptr_memref_call_conv
        ));
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![
            (
                "index-bitwidth",
                "Bitwidth of the index type, 0 to use size of machine word",
            ),
            (
                "use-bare-ptr-memref-call-conv",
                "Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types",
            ),
        ]
    }
}

/// `convert-func-to-llvm`.
#[derive(Clone, Copy, Debug, Default)]
pub struct FuncToLlvm {
    /// Its options.
    pub options: FuncToLlvmOptions,
}

impl Pass for FuncToLlvm {
    fn argument(&self) -> &'static str {
        "convert-func-to-llvm"
    }
    fn name(&self) -> &'static str {
        "ConvertFuncToLLVMPass"
    }
    fn summary(&self) -> &'static str {
        "Convert from the Func dialect to the LLVM dialect"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
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
        env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let mut options =
            LowerToLlvmOptions::default().with_index_bitwidth(self.options.index_bitwidth);
        options.use_bare_ptr_call_conv = self.options.use_bare_ptr_memref_call_conv;
        let tc = LlvmTypeConverter::new(options);
        crate::llvm_common::for_each_symbol_table(ctx, body, op, &mut |b, t| {
            crate::unranked_copy::declare_copy_functions(ctx, b, t, &tc);
        });
        let mut set = ConversionPatternSet::new();
        populate_func_to_llvm_patterns(&mut set, &tc);
        let patterns = set.freeze(ctx);
        let result = apply_partial_conversion(
            ctx,
            body,
            op,
            &llvm_conversion_target(),
            &patterns,
            &ConversionConfig::default(),
        )?;
        // A function the lowering rejects with an error (an `llvm.linkage` that is no
        // `#llvm.linkage`) stays as it is while its calls lower, as in mlir-opt 22 (the
        // verifier then reports the calls).
        for d in result
            .diagnostics
            .into_iter()
            .chain(tc.take_diagnostics(ctx))
        {
            env.emit(d);
        }
        if options.use_bare_ptr_call_conv {
            finish_bare_ptr_args(ctx, body, op);
        }
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
