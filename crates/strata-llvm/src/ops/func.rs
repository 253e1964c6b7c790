//! `llvm.func` (with linkage, visibility, `unnamed_addr`, calling convention, variadic
//! signatures and argument/result attributes) and `llvm.call` (direct, indirect and
//! variadic calls).

use strata_asm::custom::{OpAsmArgument, OpAsmParser, OpAsmPrinter, Punct};
use strata_asm::printer::type_to_string;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, Builder, OpId, OperationState, ValueId};
use strata_ir::registry::OpError;
use strata_ir::symbols::SymbolTable;
use strata_ir::{AttrData, Attribute, Context, Location, NamedAttribute, Type};
use strata_ods::{AnyRegion, UnitAttr, i32_array_attr, op};

use crate::attrs::{
    CCONVS, CConv, FastmathFlags, LINKAGES, Linkage, TAIL_CALL_KINDS, TailCallKind, UNNAMED_ADDRS,
    UnnamedAddr, VISIBILITIES, Visibility, cconv_attr, int_attr, int_value, keyword_case,
    linkage_attr, tail_call_kind_attr,
};
use crate::constraints::{
    AccessGroupArray, AliasScopeArray, AnyAttr, ArrayAttr, DenseI32Array, DictArrayAttr,
    FlatSymbolRefAttr, I64Attr, LlvmAny, StrAttr, TbaaTagArray, TypeAttr, VariadicLlvmAny,
    type_of_attr,
};
use crate::types::{func_type_parts, func_type_unchecked, is_compatible, is_void, void_type};

type PResult<T> = Result<T, Diagnostic>;

op! {
    /// A function (LLVM's function definition or declaration).
    ///
    /// `llvm.func` defines the symbol `sym_name` with the `!llvm.func` type
    /// `function_type` (one result or `!llvm.void`, possibly variadic). Its custom form
    /// shows a non-external linkage, a visibility, `unnamed_addr` and a non-C calling
    /// convention before the name; argument and result attributes follow the types, and
    /// other attributes (such as `llvm.emit_c_interface`) come after `attributes`. A
    /// function without body is a declaration and must have `external` or `extern_weak`
    /// linkage.
    ///
    /// ```mlir
    /// llvm.func @malloc(i64) -> !llvm.ptr
    /// llvm.func internal fastcc @twice(%a: i32 {llvm.signext}) -> i32 attributes {llvm.emit_c_interface} {
    ///   %0 = llvm.add %a, %a : i32
    ///   llvm.return %0 : i32
    /// }
    /// llvm.func @printf(!llvm.ptr, ...) -> i32
    /// ```
    pub struct FuncOp = "llvm.func" {
        traits: [isolated_from_above, symbol, automatic_allocation_scope],
        attrs: [
            sym_name: StrAttr,
            sym_visibility: optional StrAttr,
            function_type: TypeAttr,
            linkage: default Linkage,
            dso_local: optional UnitAttr,
            CConv: default CConv,
            comdat: optional AnyAttr,
            convergent: optional UnitAttr,
            personality: optional FlatSymbolRefAttr,
            garbageCollector: optional StrAttr,
            passthrough: optional ArrayAttr,
            arg_attrs: optional DictArrayAttr,
            res_attrs: optional DictArrayAttr,
            function_entry_count: optional I64Attr,
            memory_effects: optional AnyAttr,
            visibility_: default Visibility,
            arm_streaming: optional UnitAttr,
            section: optional StrAttr,
            unnamed_addr: optional UnnamedAddr,
            alignment: optional I64Attr,
            vscale_range: optional AnyAttr,
            frame_pointer: optional AnyAttr,
            target_cpu: optional StrAttr,
            tune_cpu: optional StrAttr,
            target_features: optional AnyAttr,
            no_infs_fp_math: optional AnyAttr,
            no_nans_fp_math: optional AnyAttr,
            no_signed_zeros_fp_math: optional AnyAttr,
            denormal_fp_math: optional StrAttr,
            denormal_fp_math_f32: optional StrAttr,
            fp_contract: optional StrAttr,
            instrument_function_entry: optional StrAttr,
            instrument_function_exit: optional StrAttr,
            no_inline: optional UnitAttr,
            always_inline: optional UnitAttr,
            inline_hint: optional UnitAttr,
            no_unwind: optional UnitAttr,
            will_return: optional UnitAttr,
            optimize_none: optional UnitAttr,
            intel_reqd_sub_group_size: optional AnyAttr,
            workgroup_attribution_sizes: optional AnyAttr,
            reqd_work_group_size: optional AnyAttr,
        ],
        regions: [body: AnyRegion],
        verify: verify_func,
        interfaces: { callable: CALLABLE },
        parse: parse_func,
        print: print_func,
    }
}

impl FuncOp {
    /// The function's `!llvm.func` type.
    pub fn function_type_value(&self, ctx: &Context, body: &Body) -> Option<Type> {
        self.function_type(ctx, body)
            .and_then(|a| type_of_attr(ctx, a))
    }

    /// The function's name as written (symbol names need not be UTF-8).
    pub fn name_bytes<'c>(&self, ctx: &'c Context, body: &Body) -> &'c [u8] {
        match self.sym_name(ctx, body).map(|a| ctx.attr_data(a)) {
            Some(AttrData::String { value, .. }) => value,
            _ => &[],
        }
    }

    /// The function's name (lossy where it is not UTF-8).
    pub fn name(&self, ctx: &Context, body: &Body) -> String {
        match self.sym_name(ctx, body).map(|a| ctx.attr_data(a)) {
            Some(AttrData::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
            _ => String::new(),
        }
    }

    /// The state of a function `name` of type `ty` with external linkage and the given
    /// `sym_visibility`, without body (its region is empty): a declaration, or a
    /// definition once the caller fills the region (its entry block takes the arguments).
    pub fn declaration_state(
        ctx: &Context,
        body: &Body,
        loc: Location,
        name: &str,
        ty: Type,
        visibility: Option<Attribute>,
    ) -> OperationState {
        FuncOp::state(
            ctx,
            body,
            loc,
            ctx.string_attr(name.as_bytes()),
            visibility,
            ctx.type_attr(ty),
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
            None,
            None,
            None,
            None,
            None,
            None,
        )
    }

    /// A declaration (no body) `name` of type `ty` with external linkage; the caller adds
    /// a body by filling the region (its entry block takes the arguments).
    pub fn build_declaration(b: &mut impl Builder, loc: Location, name: &str, ty: Type) -> FuncOp {
        let state = FuncOp::declaration_state(b.ctx(), b.body(), loc, name, ty, None);
        FuncOp(b.create(state))
    }
}

/// Attributes of `llvm.func` its custom form shows elsewhere than in `attributes {...}`.
const FUNC_ELIDED: &[&str] = &[
    "sym_name",
    "function_type",
    "arg_attrs",
    "res_attrs",
    "linkage",
    "CConv",
    "visibility_",
    "comdat",
    "unnamed_addr",
    "vscale_range",
];

fn dict_at(ctx: &Context, array: Option<Attribute>, i: usize) -> &[NamedAttribute] {
    match array.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(elems)) => {
            elems.get(i).map_or(&[][..], |&d| ctx.dictionary_entries(d))
        }
        _ => &[],
    }
}

fn attrs_array(ctx: &Context, dicts: &[Option<Attribute>]) -> Option<Attribute> {
    let any = dicts
        .iter()
        .flatten()
        .any(|d| !ctx.dictionary_entries(*d).is_empty());
    any.then(|| {
        let elems: Vec<Attribute> = dicts
            .iter()
            .map(|d| d.unwrap_or_else(|| ctx.empty_dictionary()))
            .collect();
        ctx.array_attr(&elems)
    })
}

/// `llvm.func linkage? visibility? unnamed_addr? cconv? @name(args) (-> type)? attrs? body?`
fn parse_func(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let linkage = p.parse_optional_keyword_of(LINKAGES).unwrap_or("external");
    p.add_attribute(state, "linkage", linkage_attr(ctx, linkage));
    let vis = p
        .parse_optional_keyword_of(&VISIBILITIES[1..])
        .map_or(0, |k| {
            VISIBILITIES.iter().position(|c| *c == k).unwrap_or(0)
        });
    p.add_attribute(state, "visibility_", int_attr(ctx, 64, vis as u64));
    let unnamed = p
        .parse_optional_keyword_of(&UNNAMED_ADDRS[1..])
        .map_or(0, |k| {
            UNNAMED_ADDRS.iter().position(|c| *c == k).unwrap_or(0)
        });
    p.add_attribute(state, "unnamed_addr", int_attr(ctx, 64, unnamed as u64));
    let cconv = p.parse_optional_keyword_of(CCONVS).unwrap_or("ccc");
    p.add_attribute(state, "CConv", cconv_attr(ctx, cconv));

    // Where upstream reports a signature that is not made of LLVM types: the symbol.
    let name_offset = p.offset();
    let name = p.parse_symbol_name()?;
    p.add_attribute(state, "sym_name", ctx.string_attr(ctx.ident_bytes_of(name)));

    let mut args: Vec<OpAsmArgument> = Vec::new();
    let mut named: Option<bool> = None;
    let mut vararg = false;
    p.parse_punct(Punct::LParen)?;
    if !p.parse_optional_punct(Punct::RParen) {
        loop {
            if p.parse_optional_punct(Punct::Ellipsis) {
                vararg = true;
                break;
            }
            let offset = p.offset();
            if p.at_operand() {
                if named == Some(false) {
                    return Err(p.error_at(offset, "expected type instead of SSA identifier"));
                }
                named = Some(true);
                args.push(p.parse_argument(true, true)?);
            } else {
                if named == Some(true) {
                    return Err(p.error_at(offset, "expected SSA identifier"));
                }
                named = Some(false);
                let t = p.parse_type()?;
                let attrs = p.parse_optional_attr_dict()?;
                let attrs = (!attrs.is_empty()).then(|| ctx.dictionary_attr(attrs));
                let loc = p.parse_optional_location()?;
                args.push(OpAsmArgument {
                    name: None,
                    ty: Some(t),
                    attrs,
                    loc,
                });
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
    }
    let mut result = void_type(ctx);
    let mut result_attrs: Vec<Option<Attribute>> = Vec::new();
    if p.parse_optional_punct(Punct::Arrow) {
        let paren = p.parse_optional_punct(Punct::LParen);
        result = p.parse_type()?;
        if paren {
            let attrs = p.parse_optional_attr_dict()?;
            result_attrs.push(Some(ctx.dictionary_attr(attrs)));
            p.parse_punct(Punct::RParen)?;
        }
    }
    let inputs: Vec<Type> = args.iter().filter_map(|a| a.ty).collect();
    // As upstream's custom parser, the type is built unchecked (`!llvm.func` and
    // `!llvm.void` parameters are accepted, as the lowerings produce them); only types
    // that are not LLVM types are refused, with mlir-opt 22's wording.
    if inputs.iter().any(|&t| !is_compatible(ctx, t)) {
        return Err(p.error_at(
            name_offset,
            "failed to construct function type: expected LLVM type for function arguments",
        ));
    }
    if !is_compatible(ctx, result) {
        return Err(p.error_at(
            name_offset,
            format!(
                "failed to construct function type: expected LLVM type for function results'{}'",
                type_to_string(ctx, result)
            ),
        ));
    }
    let fn_ty = func_type_unchecked(ctx, result, &inputs, vararg);
    p.add_attribute(state, "function_type", ctx.type_attr(fn_ty));

    let extra = p.parse_optional_attr_dict_with_keyword()?;
    p.add_attributes(state, extra);
    let arg_dicts: Vec<Option<Attribute>> = args.iter().map(|a| a.attrs).collect();
    if let Some(a) = attrs_array(ctx, &arg_dicts) {
        p.add_attribute(state, "arg_attrs", a);
    }
    if let Some(a) = attrs_array(ctx, &result_attrs) {
        p.add_attribute(state, "res_attrs", a);
    }
    let body_offset = p.offset();
    let entry_args: &[OpAsmArgument] = if named == Some(true) { &args } else { &[] };
    match p.parse_optional_region(state, entry_args)? {
        Some(region) => {
            let empty = state
                .child_body
                .as_deref()
                .is_some_and(|b| b.blocks(region).is_empty());
            if empty {
                return Err(p.error_at(body_offset, "expected non-empty function body"));
            }
        }
        None => {
            state.child_body.get_or_insert_with(Default::default);
            state.regions.push(OperationState::PENDING_REGION);
        }
    }
    Ok(())
}

fn print_func(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let f = FuncOp(op);
    p.write(" ");
    if let Some(l) = f
        .linkage(ctx, body)
        .and_then(|a| keyword_case(ctx, a, "linkage"))
        && l != "external"
    {
        p.write(l);
        p.write(" ");
    }
    if let Some(v) = f.visibility_(ctx, body).and_then(|a| int_value(ctx, a, 64))
        && v != 0
    {
        p.write(Visibility::keyword(v));
        p.write(" ");
    }
    if let Some(v) = f
        .unnamed_addr(ctx, body)
        .and_then(|a| int_value(ctx, a, 64))
        && v != 0
    {
        p.write(UnnamedAddr::keyword(v));
        p.write(" ");
    }
    if let Some(c) = f
        .c_conv(ctx, body)
        .and_then(|a| keyword_case(ctx, a, "cconv"))
        && c != "ccc"
    {
        p.write(c);
        p.write(" ");
    }
    p.print_symbol_name(f.name_bytes(ctx, body));
    let (result, inputs, vararg) = f
        .function_type_value(ctx, body)
        .and_then(|t| func_type_parts(ctx, t))
        .unwrap_or((void_type(ctx), Vec::new(), false));
    let (arg_attrs, res_attrs) = (f.arg_attrs(ctx, body), f.res_attrs(ctx, body));
    let region = body.regions(op).first().copied();
    let rbody = body.regions_body(op);
    let entry = region.and_then(|r| rbody.blocks(r).first().copied());
    p.write("(");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let dict = dict_at(ctx, arg_attrs, i);
        match entry.and_then(|b| rbody.block_args(b).get(i).copied()) {
            Some(arg) => p.print_region_argument(arg, dict),
            None => {
                p.print_type(t);
                p.print_optional_attr_dict(dict, &[]);
            }
        }
    }
    if vararg {
        if !inputs.is_empty() {
            p.write(", ");
        }
        p.write("...");
    }
    p.write(")");
    if !is_void(ctx, result) {
        p.write(" -> ");
        let dict = dict_at(ctx, res_attrs, 0);
        if dict.is_empty() {
            p.print_type(result);
        } else {
            p.write("(");
            p.print_type(result);
            p.print_optional_attr_dict(dict, &[]);
            p.write(")");
        }
    }
    let attrs = p.attrs();
    p.print_optional_attr_dict_with_keyword(&attrs, FUNC_ELIDED);
    if let Some(r) = region
        && !rbody.blocks(r).is_empty()
    {
        p.write(" ");
        p.print_region(r, false, true, false);
    }
}

fn verify_func(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let f = FuncOp(op);
    let Some(fty) = f.function_type_value(ctx, body) else {
        return Ok(());
    };
    let Some((_, inputs, _)) = func_type_parts(ctx, fty) else {
        return Err(
            "'llvm.func' op requires '\"function_type\"' attribute of function type".into(),
        );
    };
    let region = body.regions(op).first().copied();
    let rbody = body.regions_body(op);
    let entry = region.and_then(|r| rbody.blocks(r).first().copied());
    let linkage = f
        .linkage(ctx, body)
        .and_then(|a| keyword_case(ctx, a, "linkage"))
        .unwrap_or("external");
    match entry {
        None => {
            if linkage != "external" && linkage != "extern_weak" {
                return Err(
                    "'llvm.func' op external functions must have 'external' or 'extern_weak' linkage"
                        .into(),
                );
            }
        }
        Some(b) => {
            let args = rbody.block_args(b);
            if args.len() != inputs.len() {
                return Err(format!(
                    "'llvm.func' op entry block must have {} arguments to match function signature",
                    inputs.len()
                ));
            }
            for (i, (&a, &t)) in args.iter().zip(&inputs).enumerate() {
                let at = rbody.value_type(a);
                if at != t {
                    return Err(format!(
                        "'llvm.func' op type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                        type_to_string(ctx, at),
                        type_to_string(ctx, t)
                    ));
                }
            }
        }
    }
    Ok(())
}

// ---- llvm.call ----

op! {
    /// Calls a function (LLVM's `call`).
    ///
    /// A direct call names its `callee` (an `llvm.func`); an indirect call takes the
    /// function pointer as its first operand and writes its type before the signature.
    /// Calls of variadic functions give the callee type with `vararg(...)`. The result is
    /// absent for functions returning `!llvm.void`.
    ///
    /// ```mlir
    /// llvm.func @callee(i32) -> i32
    /// llvm.func @printf(!llvm.ptr, ...) -> i32
    /// llvm.func @caller(%a: i32, %f: !llvm.ptr) -> i32 {
    ///   %0 = llvm.call @callee(%a) : (i32) -> i32
    ///   %1 = llvm.call %f(%0) : !llvm.ptr, (i32) -> i32
    ///   %2 = llvm.call @printf(%f, %1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    ///   llvm.return %1 : i32
    /// }
    /// ```
    pub struct CallOp = "llvm.call" {
        traits: [attr_sized_operand_segments],
        operands: [callee_operands: variadic VariadicLlvmAny, op_bundle_operands: variadic VariadicLlvmAny],
        attrs: [
            var_callee_type: optional TypeAttr,
            callee: optional FlatSymbolRefAttr,
            fastmathFlags: default FastmathFlags,
            CConv: default CConv,
            TailCallKind: default TailCallKind,
            memory_effects: optional AnyAttr,
            convergent: optional UnitAttr,
            no_unwind: optional UnitAttr,
            will_return: optional UnitAttr,
            op_bundle_sizes: DenseI32Array,
            op_bundle_tags: optional ArrayAttr,
            arg_attrs: optional DictArrayAttr,
            res_attrs: optional DictArrayAttr,
            no_inline: optional UnitAttr,
            always_inline: optional UnitAttr,
            inline_hint: optional UnitAttr,
            access_groups: optional AccessGroupArray,
            alias_scopes: optional AliasScopeArray,
            noalias_scopes: optional AliasScopeArray,
            tbaa: optional TbaaTagArray,
            branch_weights: optional DenseI32Array,
        ],
        results: [result: optional LlvmAny],
        verify: verify_call,
        interfaces: { call: CALL },
        info: { verify_symbol_uses: Some(verify_call_symbol_uses) },
        parse: parse_call,
        print: print_call,
    }
}

impl CallOp {
    /// A direct call of `callee` with `args`, returning `result` (`None` for void).
    pub fn build_direct(
        b: &mut impl Builder,
        loc: Location,
        result: Option<Type>,
        callee: &str,
        args: &[ValueId],
    ) -> CallOp {
        let ctx = b.ctx();
        let callee = ctx.intern_attr(AttrData::SymbolRef {
            root: ctx.ident(callee),
            nested: Box::new([]),
        });
        let sizes = i32_array_attr(ctx, &[]);
        CallOp::build(
            b,
            loc,
            result,
            args,
            &[],
            None,
            Some(callee),
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
}

const CALL_ELIDED: &[&str] = &[
    "callee",
    "var_callee_type",
    "CConv",
    "TailCallKind",
    "op_bundle_sizes",
    "op_bundle_tags",
    "arg_attrs",
    "res_attrs",
    "operandSegmentSizes",
];

/// `llvm.call cconv? tailcallkind? (@f | %f)(args) (vararg(type))? attr-dict : (%f type ,)? (types) -> result`
fn parse_call(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let cconv = p.parse_optional_keyword_of(CCONVS).unwrap_or("ccc");
    p.add_attribute(state, "CConv", cconv_attr(ctx, cconv));
    let tail = p
        .parse_optional_keyword_of(TAIL_CALL_KINDS)
        .unwrap_or("none");
    p.add_attribute(state, "TailCallKind", tail_call_kind_attr(ctx, tail));
    let direct = p.parse_optional_symbol_name()?;
    let indirect = match direct {
        Some(name) => {
            let callee = ctx.intern_attr(AttrData::SymbolRef {
                root: name,
                nested: Box::new([]),
            });
            p.add_attribute(state, "callee", callee);
            None
        }
        None => Some(p.parse_operand()?),
    };
    p.parse_punct(Punct::LParen)?;
    let mut args = Vec::new();
    if !p.parse_optional_punct(Punct::RParen) {
        loop {
            args.push(p.parse_operand()?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
    }
    if p.parse_optional_keyword("vararg") {
        p.parse_punct(Punct::LParen)?;
        let t = p.parse_type()?;
        p.parse_punct(Punct::RParen)?;
        p.add_attribute(state, "var_callee_type", ctx.type_attr(t));
    }
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    p.parse_punct(Punct::Colon)?;
    let mut operands = Vec::new();
    if let Some(f) = indirect {
        let offset = p.offset();
        let t = p.parse_type()?;
        if !crate::types::is_ptr(ctx, t) {
            return Err(p.error_at(offset, "indirect call expects a pointer as callee"));
        }
        operands.push(p.resolve_operand(&f, t)?);
        p.parse_punct(Punct::Comma)?;
    }
    let offset = p.offset();
    let (inputs, results) = p.parse_function_type()?;
    if inputs.len() != args.len() {
        return Err(p.error_at(offset, "expected as many argument types as operands"));
    }
    for (u, t) in args.iter().zip(&inputs) {
        operands.push(p.resolve_operand(u, *t)?);
    }
    if results.len() > 1 {
        return Err(p.error_at(offset, "expected function with 0 or 1 result"));
    }
    if results.first().is_some_and(|&t| is_void(ctx, t)) {
        return Err(p.error_at(offset, "expected a non-void result type"));
    }
    let n = operands.len() as i32;
    state.operands.extend(operands);
    state.result_types.extend(results);
    p.add_attribute(state, "op_bundle_sizes", i32_array_attr(ctx, &[]));
    p.add_attribute(state, "operandSegmentSizes", i32_array_attr(ctx, &[n, 0]));
    Ok(())
}

fn print_call(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let c = CallOp(op);
    p.write(" ");
    if let Some(cc) = c
        .c_conv(ctx, body)
        .and_then(|a| keyword_case(ctx, a, "cconv"))
        && cc != "ccc"
    {
        p.write(cc);
        p.write(" ");
    }
    if let Some(t) = c
        .tail_call_kind(ctx, body)
        .and_then(|a| keyword_case(ctx, a, "tailcallkind"))
        && t != "none"
    {
        p.write(t);
        p.write(" ");
    }
    let operands = c.callee_operands(ctx, body);
    let callee = c.callee(ctx, body);
    let args: &[ValueId] = match callee {
        Some(a) => {
            p.print_attribute(a);
            &operands
        }
        None => {
            if let Some(&f) = operands.first() {
                p.print_operand(f);
            }
            operands.get(1..).unwrap_or(&[])
        }
    };
    p.write("(");
    p.print_operands(args.iter().copied());
    p.write(")");
    if let Some(t) = c
        .var_callee_type(ctx, body)
        .and_then(|a| type_of_attr(ctx, a))
    {
        p.write(" vararg(");
        p.print_type(t);
        p.write(")");
    }
    // Default-valued fast-math flags are left out, as upstream's printer does.
    let none = crate::attrs::fastmath_attr(ctx, 0);
    let fmf = ctx.ident("fastmathFlags");
    let attrs: Vec<NamedAttribute> = p
        .attrs()
        .into_iter()
        .filter(|a| !(a.name == fmf && a.value == none))
        .collect();
    p.print_optional_attr_dict(&attrs, CALL_ELIDED);
    p.write(" : ");
    if callee.is_none()
        && let Some(&f) = operands.first()
    {
        p.print_type(body.value_type(f));
        p.write(", ");
    }
    let inputs: Vec<Type> = args.iter().map(|&v| body.value_type(v)).collect();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    p.print_functional_type(&inputs, &results);
}

/// An indirect call's callee operand must be a pointer.
fn verify_call(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let c = CallOp(op);
    let operands = c.callee_operands(ctx, body);
    let direct = c.callee(ctx, body).is_some();
    if let Some(vt) = c
        .var_callee_type(ctx, body)
        .and_then(|a| type_of_attr(ctx, a))
        && let Some((ret, params, vararg)) = func_type_parts(ctx, vt)
    {
        let args = if direct {
            &operands[..]
        } else {
            operands.get(1..).unwrap_or(&[])
        };
        if !vararg {
            return Err(
                "'llvm.call' op expected var_callee_type to be a variadic function type".into(),
            );
        }
        if params.len() > args.len() {
            return Err(
                "'llvm.call' op expected var_callee_type to have at most ".to_string()
                    + &args.len().to_string()
                    + " parameters",
            );
        }
        for (&pt, &a) in params.iter().zip(args) {
            let at = body.value_type(a);
            if pt != at {
                return Err(format!(
                    "'llvm.call' op var_callee_type parameter type mismatch: '{}' != '{}'",
                    type_to_string(ctx, pt),
                    type_to_string(ctx, at)
                ));
            }
        }
        match body.results(op).next() {
            None if !is_void(ctx, ret) => {
                return Err("'llvm.call' op expected var_callee_type to return void".into());
            }
            Some(r) if body.value_type(r) != ret => {
                return Err(format!(
                    "'llvm.call' op var_callee_type return type mismatch: '{}' != '{}'",
                    type_to_string(ctx, ret),
                    type_to_string(ctx, body.value_type(r))
                ));
            }
            _ => {}
        }
    }
    if direct {
        return Ok(());
    }
    let Some(&f) = operands.first() else {
        return Err(
            "'llvm.call' op must have either a `callee` attribute or at least an operand".into(),
        );
    };
    let t = body.value_type(f);
    if !crate::types::is_ptr(ctx, t) {
        return Err(format!(
            "'llvm.call' op indirect call expects a pointer as callee: '{}'",
            type_to_string(ctx, t)
        ));
    }
    Ok(())
}

fn verify_call_symbol_uses(
    ctx: &Context,
    table_body: &Body,
    table: OpId,
    symbols: &SymbolTable,
    body: &Body,
    op: OpId,
) -> Result<(), OpError> {
    let c = CallOp(op);
    let Some(AttrData::SymbolRef { root, .. }) = c.callee(ctx, body).map(|a| ctx.attr_data(a))
    else {
        return Ok(());
    };
    let bytes = ctx.ident_bytes_of(*root);
    let name = String::from_utf8_lossy(bytes).into_owned();
    let fbody = table_body.regions_body(table);
    let Some(found) = symbols.lookup(bytes) else {
        return Err(format!(
            "'llvm.call' op '{name}' does not reference a symbol in the current scope"
        )
        .into());
    };
    let Some(f) = FuncOp::cast(ctx, fbody, found) else {
        return Err(format!(
            "'llvm.call' op '{name}' does not reference a valid LLVM function or IFunc"
        )
        .into());
    };
    let Some((result, params, vararg)) = f
        .function_type_value(ctx, fbody)
        .and_then(|t| func_type_parts(ctx, t))
    else {
        return Ok(());
    };
    let args = c.callee_operands(ctx, body);
    if vararg && c.var_callee_type(ctx, body).is_none() {
        return Err("'llvm.call' op missing var_callee_type attribute for vararg call".into());
    }
    if !vararg && args.len() != params.len() {
        return Err("'llvm.call' op incorrect number of operands for callee".into());
    }
    if vararg && args.len() < params.len() {
        return Err("'llvm.call' op incorrect number of operands for callee".into());
    }
    for (i, (&v, &t)) in args.iter().zip(&params).enumerate() {
        let vt = body.value_type(v);
        if vt != t {
            return Err(format!(
                "'llvm.call' op operand type mismatch for operand {i}: '{}' != '{}'",
                type_to_string(ctx, vt),
                type_to_string(ctx, t)
            )
            .into());
        }
    }
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    match results.first() {
        None if !is_void(ctx, result) => {
            return Err("'llvm.call' op incorrect number of results for callee".into());
        }
        Some(_) if is_void(ctx, result) => {
            return Err("'llvm.call' op incorrect number of results for callee".into());
        }
        Some(&t) if t != result => {
            return Err(format!(
                "'llvm.call' op result type mismatch: '{}' != '{}'",
                type_to_string(ctx, t),
                type_to_string(ctx, result)
            )
            .into());
        }
        _ => {}
    }
    Ok(())
}

// ---- call and callable interfaces ----

/// `llvm.call`: a direct call of `callee`, or an indirect call of its first operand; the
/// arguments are the callee operands after it (op bundle operands are not arguments).
const CALL: strata_ir::interfaces::CallInterface = strata_ir::interfaces::CallInterface {
    callee: |ctx, body, op| {
        let c = CallOp(op);
        match c.callee(ctx, body) {
            Some(a) => Some(strata_ir::interfaces::Callee::Symbol(a)),
            None => c
                .callee_operands(ctx, body)
                .first()
                .map(|&v| strata_ir::interfaces::Callee::Value(v)),
        }
    },
    arg_operands: |ctx, body, op| {
        let c = CallOp(op);
        let n = c.callee_operands(ctx, body).len();
        let first = usize::from(c.callee(ctx, body).is_none()).min(n);
        first..n
    },
};

/// `llvm.func`: its region unless it is a declaration; the signature has no result for
/// `!llvm.void`.
const CALLABLE: strata_ir::interfaces::CallableInterface =
    strata_ir::interfaces::CallableInterface {
        region: |_, body, op| {
            let region = *body.regions(op).first()?;
            (!body.regions_body(op).blocks(region).is_empty()).then_some(0)
        },
        signature: |ctx, body, op| {
            let (result, params, _) = FuncOp(op)
                .function_type_value(ctx, body)
                .and_then(|t| func_type_parts(ctx, t))?;
            let results = if is_void(ctx, result) {
                vec![]
            } else {
                vec![result]
            };
            Some((params, results))
        },
        erase_from_signature: None,
    };
