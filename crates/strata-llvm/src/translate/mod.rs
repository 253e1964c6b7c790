//! Translation of a module of `llvm` dialect ops to LLVM IR text (mlir-translate's
//! `--mlir-to-llvmir`), for `llc`/`clang` to compile.
//!
//! The output is meant to be byte-identical to mlir-translate 22's: LLVM's value and block
//! numbering, `; preds` comments in use-list order, phi entries in MLIR's predecessor
//! order, blocks converted in dominance order (which orders intrinsic declarations), the
//! IRBuilder's constant folding (`fold.rs`), alignments from the default data layout
//! (`crate::layout`), intrinsic attribute groups and the module flags. Where a case is
//! not covered the output stays equivalent. Ops without a translation give a located
//! error. `scripts/translate-identity.sh` measures identity over the test corpus.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

use strata_ir::diagnostics::Diagnostic;
use strata_ir::float::{FloatKind, to_f64};
use strata_ir::ir::OwnedOp;
use strata_ir::ir::{BlockId, Body, OpId, ValueId};
use strata_ir::{AttrData, Attribute, Context, Type, TypeData};
use strata_ods::{i32_array, i64_array};

use crate::attrs::{
    FASTMATH_FAST, FASTMATH_FLAGS, FCmpPredicate, ICmpPredicate, fastmath_bits, int_value,
    keyword_case,
};
use crate::ops::*;
use crate::types::{LlvmType, llvm_type};

mod alias;
mod atomic;
mod calls;
mod fold;

use calls::dict_array_entry;

type TResult<T> = Result<T, Diagnostic>;

fn err(body: &Body, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(body.op(op).loc, msg)
}

/// Translates `module` (a `builtin.module` of `llvm.func` and `llvm.mlir.global` ops) to
/// LLVM IR text.
pub fn translate_module(ctx: &Context, module: &OwnedOp) -> TResult<String> {
    let mut module = module.clone();
    ensure_distinct_successors(ctx, &mut module);
    let module = &module;
    let mut t = Translator {
        ctx,
        struct_defs: BTreeMap::new(),
        intrinsics: Vec::new(),
        metadata: Vec::new(),
        alias_nodes: HashMap::new(),
        fn_groups: Vec::new(),
        call_groups: Vec::new(),
        global_types: HashMap::new(),
    };
    let body = &module.body;
    let rbody = body.regions_body(module.op);
    for &region in body.regions(module.op) {
        for &block in rbody.blocks(region) {
            for op in rbody.block_ops(block) {
                if let Some(g) = GlobalOp::cast(ctx, rbody, op)
                    && let (Some(ty), Some(AttrData::String { value, .. })) = (
                        g.value_type(ctx, rbody),
                        g.sym_name(ctx, rbody).map(|a| ctx.attr_data(a)),
                    )
                {
                    t.global_types
                        .insert(String::from_utf8_lossy(value).into_owned(), ty);
                }
            }
        }
    }
    let mut globals = String::new();
    let mut funcs = String::new();
    for &region in body.regions(module.op) {
        for &block in rbody.blocks(region) {
            for op in rbody.block_ops(block) {
                if let Some(g) = GlobalOp::cast(ctx, rbody, op) {
                    globals.push_str(&t.global(rbody, g)?);
                } else if let Some(f) = FuncOp::cast(ctx, rbody, op) {
                    funcs.push_str(&t.function(rbody, f)?);
                } else if rbody.op(op).name == body.op(module.op).name {
                    // A nested module is left out, as mlir-translate does.
                } else {
                    let name = ctx.op_name_str(rbody.op(op).name);
                    return Err(err(
                        rbody,
                        op,
                        format!("cannot be converted to LLVM IR: no translation for op: {name}"),
                    ));
                }
            }
        }
    }
    let mut out = String::from(
        "; ModuleID = 'LLVMDialectModule'\nsource_filename = \"LLVMDialectModule\"\n\n",
    );
    for (name, def) in &t.struct_defs {
        let _ = writeln!(out, "%{name} = type {def}");
    }
    if !t.struct_defs.is_empty() {
        out.push('\n');
    }
    if !globals.is_empty() {
        out.push_str(&globals);
        out.push('\n');
    }
    // Attribute groups are numbered in order of first use, as LLVM's printer does:
    // functions' groups (definitions, then intrinsic declarations), then call sites'.
    let mut groups: Vec<&str> = t.fn_groups.iter().map(String::as_str).collect();
    let mut declarations = String::new();
    for (_, decl, attrs) in &t.intrinsics {
        let n = group_number(&mut groups, attrs);
        let _ = write!(declarations, "; Function Attrs: {attrs}\n{decl} #{n}\n\n");
    }
    for (i, attrs) in t.call_groups.iter().enumerate() {
        let n = group_number(&mut groups, attrs);
        funcs = funcs.replace(
            &format!("{CALL_GROUP_MARK}{i}{CALL_GROUP_MARK}"),
            &format!("#{n}"),
        );
    }
    out.push_str(&funcs);
    out.push_str(&declarations);
    for (n, g) in groups.iter().enumerate() {
        let _ = writeln!(out, "attributes #{n} = {{ {g} }}");
    }
    if !groups.is_empty() {
        out.push('\n');
    }
    while out.ends_with("\n\n") {
        out.pop();
    }
    out.push_str("\n!llvm.module.flags = !{!0}\n\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}");
    for (i, node) in t.metadata.iter().enumerate() {
        let _ = write!(out, "\n!{} = {node}", i + 1);
    }
    Ok(out)
}

/// Delimits the index of a call-site attribute group in a call's text until the group's
/// number is known.
const CALL_GROUP_MARK: char = '\u{1}';

/// The number of attribute group `attrs` in `groups`, added if new.
fn group_number<'a>(groups: &mut Vec<&'a str>, attrs: &'a str) -> usize {
    match groups.iter().position(|g| *g == attrs) {
        Some(n) => n,
        None => {
            groups.push(attrs);
            groups.len() - 1
        }
    }
}

struct Translator<'c> {
    ctx: &'c Context,
    /// Identified struct definitions by name.
    struct_defs: BTreeMap<String, String>,
    /// Intrinsic declarations in order of first use: name, declaration, function
    /// attributes.
    intrinsics: Vec<(String, String, &'static str)>,
    /// Metadata nodes of instructions (`!prof` branch weights), numbered from `!1` in
    /// order of first use, as LLVM's printer does; equal nodes are one.
    metadata: Vec<String>,
    /// The metadata numbers of TBAA and alias-scope attributes and scope lists.
    alias_nodes: HashMap<strata_ir::Attribute, usize>,
    /// Attribute groups of defined functions (`passthrough`), in order of first use.
    fn_groups: Vec<String>,
    /// Attribute groups of call sites (`strictfp` of a constrained intrinsic call), in
    /// order of first use: LLVM numbers them after every function's group, so calls
    /// carry a placeholder ([`CALL_GROUP_MARK`]) until the numbers are known.
    call_groups: Vec<String>,
    /// The value type of each global, by name (for folding addresses into them).
    global_types: HashMap<String, Type>,
}

/// The names of a function's values and blocks.
struct Names {
    values: HashMap<ValueId, String>,
    /// Values that are constants (inline constant ops and folded instructions).
    known: fold::Known,
    blocks: HashMap<BlockId, String>,
    next: usize,
}

impl Names {
    fn fresh(&mut self) -> String {
        let n = format!("%{}", self.next);
        self.next += 1;
        n
    }
}

/// A global name as LLVM IR writes it: plain, or quoted with escapes (names need not be
/// UTF-8).
fn quote_name(name: impl AsRef<[u8]>) -> String {
    let name = name.as_ref();
    let plain = !name.is_empty()
        && name
            .iter()
            .all(|&b| b.is_ascii_alphanumeric() || b"._$-".contains(&b))
        && !name[0].is_ascii_digit();
    if plain {
        String::from_utf8_lossy(name).into_owned()
    } else {
        format!("\"{}\"", escape_bytes(name))
    }
}

fn escape_bytes(bytes: &[u8]) -> String {
    let mut s = String::new();
    for &b in bytes {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            let _ = write!(s, "\\{b:02X}");
        } else {
            s.push(b as char);
        }
    }
    s
}

fn fastmath_text(bits: u32) -> String {
    if bits & FASTMATH_FAST == FASTMATH_FAST {
        return "fast ".into();
    }
    let mut s = String::new();
    for (name, bit) in FASTMATH_FLAGS {
        if bits & bit != 0 {
            s.push_str(name);
            s.push(' ');
        }
    }
    s
}

impl<'c> Translator<'c> {
    /// The LLVM IR spelling of `ty`.
    fn ty(&mut self, ty: Type) -> String {
        let ctx = self.ctx;
        if let Some(t) = llvm_type(ctx, ty) {
            return match &*t {
                LlvmType::Void => "void".into(),
                LlvmType::Token => "token".into(),
                LlvmType::Metadata => "metadata".into(),
                LlvmType::Label => "label".into(),
                LlvmType::X86Amx => "x86_amx".into(),
                LlvmType::Ptr { addr_space: 0 } => "ptr".into(),
                LlvmType::Ptr { addr_space } => format!("ptr addrspace({addr_space})"),
                LlvmType::Array { element, len } => format!("[{len} x {}]", self.ty(*element)),
                LlvmType::Func {
                    result,
                    params,
                    vararg,
                } => {
                    let mut ps: Vec<String> = params.iter().map(|p| self.ty(*p)).collect();
                    if *vararg {
                        ps.push("...".into());
                    }
                    format!("{} ({})", self.ty(*result), ps.join(", "))
                }
                LlvmType::Struct { name, body, packed } => {
                    let literal = |s: &mut Self| match body {
                        None => "opaque".to_string(),
                        Some(elems) => {
                            let es: Vec<String> = elems.iter().map(|e| s.ty(*e)).collect();
                            let inner = if es.is_empty() {
                                "{}".to_string()
                            } else {
                                format!("{{ {} }}", es.join(", "))
                            };
                            if *packed { format!("<{inner}>") } else { inner }
                        }
                    };
                    match name {
                        None => literal(self),
                        Some(n) => {
                            let key = quote_name(n);
                            if !self.struct_defs.contains_key(&key) {
                                // Insert first: recursive references stop here.
                                self.struct_defs.insert(key.clone(), "opaque".into());
                                let def = literal(self);
                                self.struct_defs.insert(key.clone(), def);
                            }
                            format!("%{key}")
                        }
                    }
                }
                LlvmType::StructRef { name } => format!("%{}", quote_name(name)),
                LlvmType::Target { name, types, ints } => {
                    let mut parts = vec![format!("\"{}\"", escape_bytes(name.as_bytes()))];
                    parts.extend(types.iter().map(|t| self.ty(*t)));
                    parts.extend(ints.iter().map(u32::to_string));
                    format!("target({})", parts.join(", "))
                }
            };
        }
        match ctx.type_data(ty) {
            TypeData::Integer { width, .. } => format!("i{width}"),
            TypeData::Float(k) => match k {
                FloatKind::F16 => "half",
                FloatKind::BF16 => "bfloat",
                FloatKind::F32 => "float",
                FloatKind::F64 => "double",
                FloatKind::F80 => "x86_fp80",
                FloatKind::F128 => "fp128",
                _ => "<unsupported float>",
            }
            .to_string(),
            TypeData::Vector {
                shape,
                scalable,
                element,
            } => {
                let n = shape.first().copied().unwrap_or(0);
                let e = self.ty(*element);
                if scalable.first().copied().unwrap_or(false) {
                    format!("<vscale x {n} x {e}>")
                } else {
                    format!("<{n} x {e}>")
                }
            }
            _ => format!(
                "<unsupported type {}>",
                strata_asm::printer::type_to_string(ctx, ty)
            ),
        }
    }

    /// The text of a scalar constant attribute of type `ty`.
    fn scalar_const(&mut self, attr: Attribute, ty: Type) -> Option<String> {
        let ctx = self.ctx;
        match ctx.attr_data(attr) {
            AttrData::Integer { value, .. } => {
                if let TypeData::Integer { width: 1, .. } = ctx.type_data(ty) {
                    return Some(if value.is_zero() { "false" } else { "true" }.into());
                }
                Some(value.to_string_signed())
            }
            // A float format LLVM lacks, lowered to an integer of its width: the bits.
            AttrData::Float { bits, .. }
                if matches!(ctx.type_data(ty), TypeData::Integer { .. }) =>
            {
                Some((*bits as u64).to_string())
            }
            AttrData::Float { ty: fty, bits } => Some(float_text(ctx, *fty, *bits)),
            _ => None,
        }
    }

    /// The constant `attr` of type `ty` as an LLVM constant (without its type).
    fn constant(&mut self, attr: Attribute, ty: Type) -> Option<String> {
        let ctx = self.ctx;
        if let Some(s) = self.scalar_const(attr, ty) {
            return Some(s);
        }
        match ctx.attr_data(attr) {
            AttrData::String { value, .. } => Some(format!("c\"{}\"", escape_bytes(value))),
            AttrData::DenseElements { .. } => {
                let k = self.attr_constant(attr, ty)?;
                Some(self.k_text(&k))
            }
            _ => None,
        }
    }

    /// The zero value of `ty`.
    fn zero(&mut self, ty: Type) -> String {
        if crate::types::is_ptr(self.ctx, ty) {
            "null".into()
        } else {
            "zeroinitializer".into()
        }
    }

    fn global(&mut self, body: &Body, g: GlobalOp) -> TResult<String> {
        let ctx = self.ctx;
        let op = g.0;
        let Some(ty) = g.value_type(ctx, body) else {
            return Err(err(body, op, "global without type"));
        };
        let name = match g.sym_name(ctx, body).map(|a| ctx.attr_data(a)) {
            Some(AttrData::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
            _ => String::new(),
        };
        let linkage = g
            .linkage(ctx, body)
            .and_then(|a| keyword_case(ctx, a, "linkage"))
            .unwrap_or("external");
        let rbody = body.regions_body(op);
        let has_init_region = body
            .regions(op)
            .first()
            .is_some_and(|&r| !rbody.blocks(r).is_empty());
        let tyt = self.ty(ty);
        let init = match g.value(ctx, body) {
            Some(v) if matches!(ctx.attr_data(v), AttrData::DenseElements { .. }) => {
                let k = self
                    .attr_constant(v, ty)
                    .ok_or_else(|| err(body, op, "unsupported global initializer"))?;
                Some(self.k_text(&k))
            }
            Some(v) => Some(
                self.constant(v, ty)
                    .ok_or_else(|| err(body, op, "unsupported global initializer"))?,
            ),
            None if has_init_region => Some(self.initializer_region(body, op, ty)?),
            // A definition without initializer is undefined (mlir-translate's choice).
            None if linkage != "external" && linkage != "extern_weak" => Some("undef".into()),
            None => None,
        };
        let mut s = format!("@{} = ", quote_name(&name));
        match (&init, linkage) {
            (None, "external") => s.push_str("external "),
            (_, "external") => {}
            (_, l) => {
                s.push_str(l);
                s.push(' ');
            }
        }
        match g.visibility_(ctx, body).and_then(|a| int_value(ctx, a, 64)) {
            Some(1) => s.push_str("hidden "),
            Some(2) => s.push_str("protected "),
            _ => {}
        }
        if g.thread_local_(ctx, body).is_some() {
            s.push_str("thread_local ");
        }
        match g
            .unnamed_addr(ctx, body)
            .and_then(|a| int_value(ctx, a, 64))
        {
            Some(1) => s.push_str("local_unnamed_addr "),
            Some(2) => s.push_str("unnamed_addr "),
            _ => {}
        }
        if let Some(a) = g.addr_space(ctx, body).and_then(|a| int_value(ctx, a, 32))
            && a != 0
        {
            let _ = write!(s, "addrspace({a}) ");
        }
        s.push_str(if g.constant(ctx, body).is_some() {
            "constant "
        } else {
            "global "
        });
        s.push_str(&tyt);
        if let Some(i) = init {
            s.push(' ');
            s.push_str(&i);
        }
        if let Some(a) = g.alignment(ctx, body).and_then(|a| int_value(ctx, a, 64)) {
            let _ = write!(s, ", align {a}");
        }
        s.push('\n');
        Ok(s)
    }

    /// A global's initializer region evaluated as a constant expression: constants,
    /// `undef`/`poison`/`zero`, addresses and `insertvalue` chains.
    fn initializer_region(&mut self, rbody: &Body, gop: OpId, ty: Type) -> TResult<String> {
        let ctx = self.ctx;
        let mut values: HashMap<ValueId, Const> = HashMap::new();
        let region = rbody.regions(gop).first().copied();
        let body = rbody.regions_body(gop);
        let Some(block) = region.and_then(|r| body.blocks(r).first().copied()) else {
            return Ok(self.zero(ty));
        };
        for op in body.block_ops(block) {
            if ReturnOp::cast(ctx, body, op).is_some() {
                let v = body.operand(op, 0);
                return values
                    .get(&v)
                    .map(|c| self.const_text(c))
                    .ok_or_else(|| err(body, op, "unsupported global initializer"));
            }
            let r = body.results(op).next();
            let c = if let Some(c) = ConstantOp::cast(ctx, body, op) {
                let t = body.value_type(c.res(body));
                c.value(ctx, body)
                    .and_then(|v| self.constant(v, t))
                    .map(Const::Leaf)
            } else if UndefOp::cast(ctx, body, op).is_some() {
                Some(Const::Leaf("undef".into()))
            } else if PoisonOp::cast(ctx, body, op).is_some() {
                Some(Const::Leaf("poison".into()))
            } else if ZeroOp::cast(ctx, body, op).is_some() {
                let t = body.value_type(body.result(op, 0));
                Some(Const::Leaf(self.zero(t)))
            } else if let Some(a) = AddressOfOp::cast(ctx, body, op) {
                match a.global_name(ctx, body).map(|x| ctx.attr_data(x)) {
                    Some(AttrData::SymbolRef { root, .. }) => Some(Const::Leaf(format!(
                        "@{}",
                        quote_name(ctx.ident_bytes_of(*root))
                    ))),
                    _ => None,
                }
            } else if let Some(iv) = InsertValueOp::cast(ctx, body, op) {
                let pos = iv
                    .position(ctx, body)
                    .and_then(|a| i64_array(ctx, a))
                    .unwrap_or_default();
                let agg_ty = body.value_type(iv.container(body));
                let base = values.get(&iv.container(body)).cloned();
                let val = values.get(&iv.value(body)).cloned();
                match (base, val) {
                    (Some(b), Some(v)) => self.insert_const(b, agg_ty, &pos, v),
                    _ => None,
                }
            } else {
                None
            };
            match (c, r) {
                (Some(c), Some(r)) => {
                    values.insert(r, c);
                }
                _ => return Err(err(body, op, "unsupported op in a global initializer")),
            }
        }
        Err(err(rbody, gop, "global initializer without llvm.return"))
    }

    /// `base` with `value` at `pos` (an aggregate constant).
    fn insert_const(&mut self, base: Const, ty: Type, pos: &[i64], value: Const) -> Option<Const> {
        let ctx = self.ctx;
        let Some((&first, rest)) = pos.split_first() else {
            return Some(value);
        };
        let elems: Vec<Type> = match llvm_type(ctx, ty).as_deref() {
            Some(LlvmType::Struct { body: Some(b), .. }) => b.clone(),
            Some(LlvmType::Array { element, len }) => vec![*element; *len as usize],
            _ => return None,
        };
        let mut parts: Vec<Const> = match base {
            Const::Agg(_, parts) => parts,
            Const::Leaf(l) => elems
                .iter()
                .map(|&e| match l.as_str() {
                    "undef" | "poison" => Const::Leaf(l.clone()),
                    _ => Const::Leaf(self.zero(e)),
                })
                .collect(),
        };
        let i = usize::try_from(first).ok()?;
        let sub_ty = *elems.get(i)?;
        let old = std::mem::replace(parts.get_mut(i)?, Const::Leaf(String::new()));
        parts[i] = self.insert_const(old, sub_ty, rest, value)?;
        let typed: Vec<Type> = elems;
        let _ = typed;
        Some(Const::Agg(ty, parts))
    }

    fn const_text(&mut self, c: &Const) -> String {
        match c {
            Const::Leaf(s) => s.clone(),
            Const::Agg(ty, parts) => {
                let ctx = self.ctx;
                let elems: Vec<Type> = match llvm_type(ctx, *ty).as_deref() {
                    Some(LlvmType::Struct { body: Some(b), .. }) => b.clone(),
                    Some(LlvmType::Array { element, len }) => vec![*element; *len as usize],
                    _ => Vec::new(),
                };
                let items: Vec<String> = parts
                    .iter()
                    .zip(&elems)
                    .map(|(p, &t)| format!("{} {}", self.ty(t), self.const_text(p)))
                    .collect();
                match llvm_type(ctx, *ty).as_deref() {
                    Some(LlvmType::Array { .. }) => format!("[{}]", items.join(", ")),
                    Some(LlvmType::Struct { packed: true, .. }) => {
                        format!("<{{ {} }}>", items.join(", "))
                    }
                    _ if items.is_empty() => "{}".into(),
                    _ => format!("{{ {} }}", items.join(", ")),
                }
            }
        }
    }

    fn function(&mut self, body: &Body, f: FuncOp) -> TResult<String> {
        let ctx = self.ctx;
        let op = f.0;
        let name = f.name_bytes(ctx, body);
        let Some((result, params, vararg)) = f
            .function_type_value(ctx, body)
            .and_then(|t| crate::types::func_type_parts(ctx, t))
        else {
            return Err(err(body, op, "function without !llvm.func type"));
        };
        let linkage = f
            .linkage(ctx, body)
            .and_then(|a| keyword_case(ctx, a, "linkage"))
            .unwrap_or("external");
        let cconv = f
            .c_conv(ctx, body)
            .and_then(|a| keyword_case(ctx, a, "cconv"))
            .unwrap_or("ccc");
        let rbody = body.regions_body(op);
        let region = body.regions(op).first().copied();
        let blocks: Vec<BlockId> = region.map(|r| rbody.blocks(r).to_vec()).unwrap_or_default();
        let ret = self.ty(result);
        let ret_attrs = f
            .res_attrs(ctx, body)
            .map(|a| dict_array_entry(ctx, a, 0, &mut |t| self.ty(t)))
            .unwrap_or_default();
        let arg_attrs: Vec<String> = (0..params.len())
            .map(|i| {
                f.arg_attrs(ctx, body)
                    .map(|a| dict_array_entry(ctx, a, i, &mut |t| self.ty(t)))
                    .unwrap_or_default()
            })
            .collect();
        let ret = format!("{ret_attrs}{ret}");
        let mut head = String::new();
        if linkage != "external" {
            head.push_str(linkage);
            head.push(' ');
        }
        match f.visibility_(ctx, body).and_then(|a| int_value(ctx, a, 64)) {
            Some(1) => head.push_str("hidden "),
            Some(2) => head.push_str("protected "),
            _ => {}
        }
        if cconv != "ccc" {
            head.push_str(cconv);
            head.push(' ');
        }
        if blocks.is_empty() {
            let mut ps: Vec<String> = params.iter().map(|&p| self.ty(p)).collect();
            if vararg {
                ps.push("...".into());
            }
            let (comment, group) = self.function_attr_group(body, f);
            return Ok(format!(
                "{comment}declare {head}{ret} @{}({}){group}\n\n",
                quote_name(name),
                ps.join(", ")
            ));
        }
        let mut names = Names {
            values: HashMap::new(),
            known: self.fold_constants(rbody, &blocks),
            blocks: HashMap::new(),
            next: 0,
        };
        // LLVM's numbering: parameters, the entry block, then each block's label, phis
        // and value-producing instructions in layout order.
        let entry = blocks[0];
        let mut ps = Vec::new();
        for (i, &a) in rbody.block_args(entry).iter().enumerate() {
            let n = names.fresh();
            let attrs = arg_attrs.get(i).map(String::as_str).unwrap_or("");
            ps.push(format!("{} {attrs}{n}", self.ty(rbody.value_type(a))));
            names.values.insert(a, n);
        }
        if vararg {
            ps.push("...".into());
        }
        names.next += 1;
        for &b in &blocks {
            if b != entry {
                let n = names.fresh();
                names.blocks.insert(b, n[1..].to_string());
                for &a in rbody.block_args(b) {
                    let n = names.fresh();
                    names.values.insert(a, n);
                }
            }
            for o in rbody.block_ops(b) {
                if !is_inline_constant(ctx.op_name_str(rbody.op(o).name))
                    && let Some(r) = rbody.results(o).next()
                    && !names.known.contains_key(&r)
                {
                    let n = names.fresh();
                    names.values.insert(r, n);
                }
            }
        }
        names
            .blocks
            .insert(entry, (ps.len() - usize::from(vararg)).to_string());
        let incoming = phi_incoming(rbody, &blocks);
        let preds = llvm_predecessors(ctx, rbody, &blocks);
        // Blocks are converted in dominance order, as mlir-translate does (which decides,
        // e.g., the order of intrinsic declarations), and laid out in region order.
        let mut block_text: HashMap<BlockId, String> = HashMap::new();
        for b in dominance_order(rbody, &blocks) {
            let mut text = String::new();
            if b != entry {
                let mut label = format!("\n{}:", names.blocks[&b]);
                let width = label.len() - 1;
                label.extend(std::iter::repeat_n(' ', 50usize.saturating_sub(width)));
                match preds.get(&b).filter(|p| !p.is_empty()) {
                    Some(p) => {
                        let list: Vec<String> =
                            p.iter().map(|x| format!("%{}", names.blocks[x])).collect();
                        let _ = writeln!(text, "{label}; preds = {}", list.join(", "));
                    }
                    None => {
                        let _ = writeln!(text, "{label}; No predecessors!");
                    }
                }
                for (idx, &a) in rbody.block_args(b).iter().enumerate() {
                    let mut entries = Vec::new();
                    for (pred, vals) in incoming.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
                        let Some(&v) = vals.get(idx) else { continue };
                        let vt = self.value(rbody, &mut names, v)?;
                        entries.push(format!("[ {vt}, %{} ]", names.blocks[pred]));
                    }
                    let t = self.ty(rbody.value_type(a));
                    let _ = writeln!(
                        text,
                        "  {} = phi {t} {}",
                        names.values[&a],
                        entries.join(", ")
                    );
                }
            }
            for o in rbody.block_ops(b) {
                if let Some(line) = self.instruction(rbody, &mut names, o)? {
                    let _ = writeln!(text, "  {line}");
                }
            }
            block_text.insert(b, text);
        }
        let text: String = blocks.iter().filter_map(|b| block_text.remove(b)).collect();
        let (comment, group) = self.function_attr_group(body, f);
        Ok(format!(
            "{comment}define {head}{ret} @{}({}){group} {{\n{text}}}\n\n",
            quote_name(name),
            ps.join(", ")
        ))
    }

    /// The constants of a function: its inline constant ops and the instructions LLVM's
    /// IRBuilder folds (their operands all constants), in layout order.
    fn fold_constants(&mut self, body: &Body, blocks: &[BlockId]) -> fold::Known {
        let mut known = fold::Known::new();
        for &b in blocks {
            for op in body.block_ops(b) {
                let Some(r) = body.results(op).next() else {
                    continue;
                };
                if body.num_results(op) != 1 {
                    continue;
                }
                let k = if is_inline_constant(self.ctx.op_name_str(body.op(op).name)) {
                    self.inline_constant(body, op)
                } else {
                    let args: Vec<Option<fold::K>> =
                        body.operands(op).map(|v| known.get(&v).cloned()).collect();
                    self.fold_op(body, op, &args)
                };
                if let Some(k) = k {
                    known.insert(r, k);
                }
            }
        }
        known
    }

    /// The text of `v` as an operand (without its type): a name or an inline constant.
    fn value(&mut self, body: &Body, names: &mut Names, v: ValueId) -> TResult<String> {
        if let Some(n) = names.values.get(&v) {
            return Ok(n.clone());
        }
        if let Some(k) = names.known.get(&v) {
            let k = k.clone();
            return Ok(self.k_text(&k));
        }
        let ctx = self.ctx;
        let Some(op) = strata_ir::matchers::defining_op(body, v) else {
            return Err(Diagnostic::error(ctx.unknown_loc(), "value without a name"));
        };
        let ty = body.value_type(v);
        let text = if let Some(c) = ConstantOp::cast(ctx, body, op) {
            c.value(ctx, body)
                .and_then(|a| self.constant(a, ty))
                .ok_or_else(|| err(body, op, "unsupported constant"))?
        } else if UndefOp::cast(ctx, body, op).is_some() {
            "undef".into()
        } else if PoisonOp::cast(ctx, body, op).is_some() {
            "poison".into()
        } else if ZeroOp::cast(ctx, body, op).is_some() {
            self.zero(ty)
        } else if let Some(a) = AddressOfOp::cast(ctx, body, op) {
            match a.global_name(ctx, body).map(|x| ctx.attr_data(x)) {
                Some(AttrData::SymbolRef { root, .. }) => {
                    format!("@{}", quote_name(ctx.ident_bytes_of(*root)))
                }
                _ => return Err(err(body, op, "addressof without a symbol")),
            }
        } else {
            return Err(err(body, op, "use of a value before its definition"));
        };
        Ok(text)
    }

    /// `type value`.
    fn typed(&mut self, body: &Body, names: &mut Names, v: ValueId) -> TResult<String> {
        let t = self.ty(body.value_type(v));
        let s = self.value(body, names, v)?;
        Ok(format!("{t} {s}"))
    }

    fn result_name(&mut self, body: &Body, names: &mut Names, op: OpId) -> Option<String> {
        let r = body.results(op).next()?;
        if let Some(n) = names.values.get(&r) {
            return Some(n.clone());
        }
        let n = names.fresh();
        names.values.insert(r, n.clone());
        Some(n)
    }

    /// One instruction for `op`, `None` for ops written inline at their uses.
    fn instruction(&mut self, body: &Body, names: &mut Names, op: OpId) -> TResult<Option<String>> {
        let ctx = self.ctx;
        let name = ctx.op_name_str(body.op(op).name);
        if is_inline_constant(name)
            || body
                .results(op)
                .next()
                .is_some_and(|r| names.known.contains_key(&r))
        {
            return Ok(None);
        }
        let operand = |i: usize| body.operand(op, i);
        let fmf = |this: &Self| {
            let a = strata_ir::symbols::op_attr(ctx, body, op, "fastmathFlags");
            a.and_then(|a| fastmath_bits(this.ctx, a))
                .map_or(String::new(), fastmath_text)
        };
        let flag = |n: &str| strata_ir::symbols::op_attr(ctx, body, op, n).is_some();
        let overflow = || {
            let v = strata_ir::symbols::op_attr(ctx, body, op, "overflowFlags")
                .and_then(|a| int_value(ctx, a, 32))
                .unwrap_or(0);
            let mut s = String::new();
            if v & 2 != 0 {
                s.push_str("nuw ");
            }
            if v & 1 != 0 {
                s.push_str("nsw ");
            }
            s
        };
        let short = name.strip_prefix("llvm.").unwrap_or(name);
        let line = match short {
            "add" | "sub" | "mul" | "shl" | "udiv" | "sdiv" | "urem" | "srem" | "and" | "or"
            | "xor" | "lshr" | "ashr" | "fadd" | "fsub" | "fmul" | "fdiv" | "frem" => {
                let mut flags = match short {
                    "add" | "sub" | "mul" | "shl" => overflow(),
                    "udiv" | "sdiv" | "lshr" | "ashr" if flag("isExact") => "exact ".into(),
                    "or" if flag("isDisjoint") => "disjoint ".into(),
                    _ => String::new(),
                };
                if short.starts_with('f') {
                    flags = fmf(self);
                }
                let a = self.typed(body, names, operand(0))?;
                let b = self.value(body, names, operand(1))?;
                let r = self.result_name(body, names, op).unwrap_or_default();
                format!("{r} = {short} {flags}{a}, {b}")
            }
            "fneg" => {
                let f = fmf(self);
                let a = self.typed(body, names, operand(0))?;
                let r = self.result_name(body, names, op).unwrap_or_default();
                format!("{r} = fneg {f}{a}")
            }
            "icmp" | "fcmp" => {
                let pred = strata_ir::symbols::op_attr(ctx, body, op, "predicate");
                let p = if short == "icmp" {
                    pred.and_then(|a| ICmpPredicate::case(ctx, a))
                        .map(ICmpPredicate::keyword)
                } else {
                    pred.and_then(|a| FCmpPredicate::case(ctx, a))
                        .map(FCmpPredicate::keyword)
                }
                .unwrap_or("")
                .trim_start_matches('_');
                let f = if short == "fcmp" {
                    fmf(self)
                } else {
                    String::new()
                };
                let a = self.typed(body, names, operand(0))?;
                let b = self.value(body, names, operand(1))?;
                let r = self.result_name(body, names, op).unwrap_or_default();
                format!("{r} = {short} {f}{p} {a}, {b}")
            }
            "select" => {
                let f = fmf(self);
                let c = self.typed(body, names, operand(0))?;
                let a = self.typed(body, names, operand(1))?;
                let b = self.typed(body, names, operand(2))?;
                let r = self.result_name(body, names, op).unwrap_or_default();
                format!("{r} = select {f}{c}, {a}, {b}")
            }
            "freeze" => {
                let a = self.typed(body, names, operand(0))?;
                let r = self.result_name(body, names, op).unwrap_or_default();
                format!("{r} = freeze {a}")
            }
            "trunc" | "zext" | "sext" | "fptrunc" | "fpext" | "sitofp" | "uitofp" | "fptosi"
            | "fptoui" | "ptrtoint" | "inttoptr" | "addrspacecast" | "bitcast" => {
                let flags = match short {
                    "trunc" => overflow(),
                    "zext" | "uitofp" if flag("nonNeg") => "nneg ".into(),
                    _ => String::new(),
                };
                let a = self.typed(body, names, operand(0))?;
                let t = self.ty(body.value_type(body.result(op, 0)));
                let r = self.result_name(body, names, op).unwrap_or_default();
                format!("{r} = {short} {flags}{a} to {t}")
            }
            "alloca" => {
                let a = AllocaOp(op);
                let et = a
                    .element_type(ctx, body)
                    .map(|t| self.ty(t))
                    .unwrap_or_default();
                let n = self.typed(body, names, operand(0))?;
                let mut s = format!("alloca {et}, {n}");
                if let Some(al) = alignment_or(
                    ctx,
                    a.alignment(ctx, body),
                    a.element_type(ctx, body)
                        .and_then(|t| crate::layout::preferred_align(ctx, t)),
                ) {
                    let _ = write!(s, ", align {al}");
                }
                if let Some(sp) = crate::types::ptr_addr_space(ctx, body.value_type(a.res(body)))
                    && sp != 0
                {
                    let _ = write!(s, ", addrspace({sp})");
                }
                let r = self.result_name(body, names, op).unwrap_or_default();
                format!("{r} = {s}")
            }
            "load" => {
                let l = LoadOp(op);
                let t = self.ty(body.value_type(l.res(body)));
                let p = self.typed(body, names, operand(0))?;
                let ordering = l
                    .ordering(ctx, body)
                    .and_then(|a| crate::attrs::AtomicOrdering::case(ctx, a))
                    .unwrap_or(0);
                let vol = if flag("volatile_") { "volatile " } else { "" };
                let mut s = if ordering != 0 {
                    format!(
                        "load atomic {vol}{t}, {p} {}",
                        crate::attrs::AtomicOrdering::keyword(ordering)
                    )
                } else {
                    format!("load {vol}{t}, {p}")
                };
                if let Some(al) = alignment_or(
                    ctx,
                    l.alignment(ctx, body),
                    crate::layout::abi_align(ctx, body.value_type(l.res(body))),
                ) {
                    let _ = write!(s, ", align {al}");
                }
                s.push_str(&self.tbaa_attachment(body, op)?);
                s.push_str(&self.scope_attachments(body, op)?);
                s.push_str(&self.nontemporal(body, op));
                let r = self.result_name(body, names, op).unwrap_or_default();
                format!("{r} = {s}")
            }
            "store" => {
                let st = StoreOp(op);
                let v = self.typed(body, names, operand(0))?;
                let p = self.typed(body, names, operand(1))?;
                let ordering = st
                    .ordering(ctx, body)
                    .and_then(|a| crate::attrs::AtomicOrdering::case(ctx, a))
                    .unwrap_or(0);
                let vol = if flag("volatile_") { "volatile " } else { "" };
                let mut s = if ordering != 0 {
                    format!(
                        "store atomic {vol}{v}, {p} {}",
                        crate::attrs::AtomicOrdering::keyword(ordering)
                    )
                } else {
                    format!("store {vol}{v}, {p}")
                };
                if let Some(al) = alignment_or(
                    ctx,
                    st.alignment(ctx, body),
                    crate::layout::abi_align(ctx, body.value_type(operand(0))),
                ) {
                    let _ = write!(s, ", align {al}");
                }
                s.push_str(&self.tbaa_attachment(body, op)?);
                s.push_str(&self.scope_attachments(body, op)?);
                s.push_str(&self.nontemporal(body, op));
                s
            }
            "getelementptr" => {
                let g = GEPOp(op);
                let et = g
                    .element_type(ctx, body)
                    .map(|t| self.ty(t))
                    .unwrap_or_default();
                let flags = match g.flags(ctx, body) {
                    f if f & 3 == 3 => {
                        if f & 4 != 0 {
                            "inbounds nuw "
                        } else {
                            "inbounds "
                        }
                    }
                    f if f & 2 != 0 => {
                        if f & 4 != 0 {
                            "nusw nuw "
                        } else {
                            "nusw "
                        }
                    }
                    f if f & 4 != 0 => "nuw ",
                    _ => "",
                };
                let base = self.typed(body, names, g.base(body))?;
                let mut idx = Vec::new();
                for a in g.indices(ctx, body) {
                    idx.push(match a {
                        GepArg::Const(c) => format!("i32 {c}"),
                        GepArg::Value(v) => self.typed(body, names, v)?,
                    });
                }
                let r = self.result_name(body, names, op).unwrap_or_default();
                let mut s = format!("{r} = getelementptr {flags}{et}, {base}");
                for i in idx {
                    s.push_str(", ");
                    s.push_str(&i);
                }
                s
            }
            "extractvalue" | "insertvalue" => {
                let pos = strata_ir::symbols::op_attr(ctx, body, op, "position")
                    .and_then(|a| i64_array(ctx, a))
                    .unwrap_or_default();
                let pos: Vec<String> = pos.iter().map(i64::to_string).collect();
                let agg = self.typed(body, names, operand(0))?;
                let extra = if short == "insertvalue" {
                    format!(", {}", self.typed(body, names, operand(1))?)
                } else {
                    String::new()
                };
                let r = self.result_name(body, names, op).unwrap_or_default();
                format!("{r} = {short} {agg}{extra}, {}", pos.join(", "))
            }
            "extractelement" => {
                let v = self.typed(body, names, operand(0))?;
                let i = self.typed(body, names, operand(1))?;
                let r = self.result_name(body, names, op).unwrap_or_default();
                format!("{r} = extractelement {v}, {i}")
            }
            "insertelement" => {
                let v = self.typed(body, names, operand(0))?;
                let x = self.typed(body, names, operand(1))?;
                let i = self.typed(body, names, operand(2))?;
                let r = self.result_name(body, names, op).unwrap_or_default();
                format!("{r} = insertelement {v}, {x}, {i}")
            }
            "shufflevector" => {
                let mask = strata_ir::symbols::op_attr(ctx, body, op, "mask")
                    .and_then(|a| i32_array(ctx, a))
                    .unwrap_or_default();
                let a = self.typed(body, names, operand(0))?;
                let b = self.typed(body, names, operand(1))?;
                let m: Vec<String> = mask
                    .iter()
                    .map(|&x| {
                        if x < 0 {
                            "i32 poison".into()
                        } else {
                            format!("i32 {x}")
                        }
                    })
                    .collect();
                let r = self.result_name(body, names, op).unwrap_or_default();
                // LLVM prints an all-zero or all-poison mask as the constant's short form.
                let m = if !mask.is_empty() && mask.iter().all(|&x| x == 0) {
                    "zeroinitializer".to_string()
                } else if !mask.is_empty() && mask.iter().all(|&x| x < 0) {
                    "poison".to_string()
                } else {
                    format!("<{}>", m.join(", "))
                };
                // A scalable result takes a scalable mask (a splat: zero or poison).
                let scalable = body.results(op).next().is_some_and(|r| {
                    matches!(ctx.type_data(body.value_type(r)),
                        TypeData::Vector { scalable, .. } if scalable.iter().any(|&s| s))
                });
                let vscale = if scalable { "vscale x " } else { "" };
                format!(
                    "{r} = shufflevector {a}, {b}, <{vscale}{} x i32> {m}",
                    mask.len()
                )
            }
            "call" => self.call(body, names, op)?,
            "br" => format!("br label %{}", names.blocks[&body.successors(op)[0].block]),
            "cond_br" => {
                let c = self.typed(body, names, operand(0))?;
                let s = body.successors(op);
                let prof = self.branch_weights(body, op);
                format!(
                    "br {c}, label %{}, label %{}{prof}",
                    names.blocks[&s[0].block], names.blocks[&s[1].block]
                )
            }
            "switch" => {
                let sw = SwitchOp(op);
                let v = self.typed(body, names, operand(0))?;
                let t = self.ty(body.value_type(operand(0)));
                let s = body.successors(op);
                let values = sw
                    .case_values(ctx, body)
                    .and_then(|a| crate::ops::control::case_value_texts(ctx, a))
                    .unwrap_or_default();
                let mut line = format!("switch {v}, label %{} [", names.blocks[&s[0].block]);
                for (val, succ) in values.iter().zip(&s[1..]) {
                    let _ = write!(
                        line,
                        "\n    {t} {val}, label %{}",
                        names.blocks[&succ.block]
                    );
                }
                line.push_str("\n  ]");
                line.push_str(&self.branch_weights(body, op));
                line
            }
            "return" => match body.operands(op).next() {
                Some(v) => format!("ret {}", self.typed(body, names, v)?),
                None => "ret void".into(),
            },
            "unreachable" => "unreachable".into(),
            "atomicrmw" | "cmpxchg" | "fence" => self.atomic(body, names, op, short)?,
            "intr.assume" => self.assume(body, names, op)?,
            "intr.prefetch" => self.prefetch(body, names, op)?,
            "intr.experimental.noalias.scope.decl" => self.noalias_scope_decl(body, op)?,
            _ if short.starts_with("intr.") => self.intrinsic(body, names, op, &short[5..])?,
            _ => {
                return Err(err(
                    body,
                    op,
                    format!("cannot be converted to LLVM IR: no translation for op: {name}"),
                ));
            }
        };
        Ok(Some(line))
    }

    fn call(&mut self, body: &Body, names: &mut Names, op: OpId) -> TResult<String> {
        let ctx = self.ctx;
        let c = CallOp(op);
        let operands = c.callee_operands(ctx, body);
        let direct = c.callee(ctx, body);
        let args: &[ValueId] = if direct.is_some() {
            &operands
        } else {
            operands.get(1..).unwrap_or(&[])
        };
        let mut argt = Vec::new();
        for &a in args {
            argt.push(self.typed(body, names, a)?);
        }
        let ret = match body.results(op).next() {
            Some(r) => self.ty(body.value_type(r)),
            None => "void".into(),
        };
        let fnty = match c
            .var_callee_type(ctx, body)
            .and_then(|a| crate::constraints::type_of_attr(ctx, a))
        {
            Some(t) => self.ty(t),
            None => ret.clone(),
        };
        let callee = match direct.map(|a| ctx.attr_data(a)) {
            Some(AttrData::SymbolRef { root, .. }) => {
                format!("@{}", quote_name(ctx.ident_bytes_of(*root)))
            }
            _ => self.value(body, names, operands[0])?,
        };
        let tail = match c
            .tail_call_kind(ctx, body)
            .and_then(|a| keyword_case(ctx, a, "tailcallkind"))
        {
            Some("tail") => "tail ",
            Some("musttail") => "musttail ",
            Some("notail") => "notail ",
            _ => "",
        };
        let cc = match c
            .c_conv(ctx, body)
            .and_then(|a| keyword_case(ctx, a, "cconv"))
        {
            Some(cc) if cc != "ccc" => format!("{cc} "),
            _ => String::new(),
        };
        // LLVM takes fast-math flags only on calls returning floats.
        let float_result = body.results(op).next().is_some_and(|r| {
            let t = body.value_type(r);
            let scalar = ctx.type_data(t).element_type().unwrap_or(t);
            matches!(ctx.type_data(scalar), TypeData::Float(_))
        });
        let f = c
            .fastmath_flags(ctx, body)
            .and_then(|a| fastmath_bits(ctx, a))
            .filter(|_| float_result)
            .map_or(String::new(), fastmath_text);
        let mut call = format!("{tail}call {f}{cc}{fnty} {callee}({})", argt.join(", "));
        call.push_str(&self.call_attr_group(body, op));
        call.push_str(&self.tbaa_attachment(body, op)?);
        call.push_str(&self.scope_attachments(body, op)?);
        Ok(match self.result_name(body, names, op) {
            Some(r) => format!("{r} = {call}"),
            None => call,
        })
    }
}

/// An explicit `alignment` attribute (non-zero), else `default`: LLVM's IRBuilder takes
/// the data layout's alignment for loads, stores and allocas without one.
fn alignment_or(ctx: &Context, explicit: Option<Attribute>, default: Option<u64>) -> Option<u64> {
    explicit
        .and_then(|x| int_value(ctx, x, 64))
        .filter(|&a| a != 0)
        .or(default)
}

/// Prepares functions for export as mlir-translate does: a terminator that names the same
/// block with arguments twice (LLVM's phis take one value per predecessor) gets, for the second and later
/// occurrences, a new block appended to the function that takes the same arguments and
/// branches on to the original destination.
fn ensure_distinct_successors(ctx: &Context, module: &mut OwnedOp) {
    let top = module.op;
    let regions = module.body.regions(top).to_vec();
    let Some(mbody) = module.body.child_body_mut(top) else {
        return;
    };
    let funcs: Vec<OpId> = regions
        .iter()
        .flat_map(|&r| mbody.blocks(r).to_vec())
        .flat_map(|b| mbody.block_ops(b).collect::<Vec<_>>())
        .filter(|&op| FuncOp::cast(ctx, mbody, op).is_some())
        .collect();
    for f in funcs {
        let fregions = mbody.regions(f).to_vec();
        let Some(fbody) = mbody.child_body_mut(f) else {
            continue;
        };
        for region in fregions {
            for block in fbody.blocks(region).to_vec() {
                let Some(term) = fbody.last_op(block) else {
                    continue;
                };
                let succs: Vec<BlockId> = fbody.successors(term).iter().map(|s| s.block).collect();
                for (pos, &dest) in succs.iter().enumerate() {
                    if !succs[..pos].contains(&dest) || fbody.block_args(dest).is_empty() {
                        continue;
                    }
                    let dummy = fbody.new_block();
                    fbody.append_block(region, dummy);
                    let loc = fbody.op(term).loc;
                    let args: Vec<ValueId> = fbody
                        .block_args(dest)
                        .to_vec()
                        .into_iter()
                        .map(|a| {
                            let ty = fbody.value_type(a);
                            fbody.add_block_arg(dummy, ty, loc)
                        })
                        .collect();
                    fbody.set_successor(term, pos, dummy);
                    let mut b = strata_ir::ir::OpBuilder::new(ctx, fbody);
                    b.set_insertion_point(strata_ir::ir::InsertionPoint::AtEnd(dummy));
                    BrOp::build(&mut b, loc, &args, None, dest);
                }
            }
        }
    }
}

/// Ops written inline at their uses (LLVM constants), not as instructions.
fn is_inline_constant(name: &str) -> bool {
    matches!(
        name,
        "llvm.mlir.constant"
            | "llvm.mlir.undef"
            | "llvm.mlir.poison"
            | "llvm.mlir.zero"
            | "llvm.mlir.addressof"
    )
}

/// The incoming edges of each block, `(predecessor, operands)`, in the order
/// mlir-translate adds them to phis: the block's MLIR use list, newest use first, which
/// for parsed input is the reverse of the successor operands' textual order.
fn phi_incoming(body: &Body, blocks: &[BlockId]) -> HashMap<BlockId, Vec<(BlockId, Vec<ValueId>)>> {
    let mut incoming: HashMap<BlockId, Vec<(BlockId, Vec<ValueId>)>> = HashMap::new();
    for &b in blocks {
        if let Some(term) = body.last_op(b) {
            for (i, s) in body.successors(term).iter().enumerate() {
                let vals = body.successor_operand_values(term, i);
                incoming.entry(s.block).or_default().push((b, vals));
            }
        }
    }
    for edges in incoming.values_mut() {
        edges.reverse();
    }
    incoming
}

/// The predecessors of each block as LLVM lists them (`; preds = ...`): the uses of the
/// block by branch instructions, newest first. mlir-translate creates the branches block
/// by block in dominance order (a reverse post-order from the entry, then from each block
/// not reached yet); a conditional branch uses its false destination before its true
/// one, a switch its default before its cases.
fn llvm_predecessors(
    ctx: &Context,
    body: &Body,
    blocks: &[BlockId],
) -> HashMap<BlockId, Vec<BlockId>> {
    let mut preds: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
    for b in dominance_order(body, blocks) {
        let Some(term) = body.last_op(b) else {
            continue;
        };
        let mut uses: Vec<BlockId> = body.successors(term).iter().map(|s| s.block).collect();
        if CondBrOp::cast(ctx, body, term).is_some() {
            uses.reverse();
        }
        for u in uses {
            preds.entry(u).or_default().insert(0, b);
        }
    }
    preds
}

/// The order in which mlir-translate converts blocks (`getBlocksSortedByDominance`): a
/// reverse post-order from the entry, then from each block not reached yet.
fn dominance_order(body: &Body, blocks: &[BlockId]) -> Vec<BlockId> {
    let succs = |b: BlockId| -> Vec<BlockId> {
        body.last_op(b)
            .map(|t| body.successors(t).iter().map(|s| s.block).collect())
            .unwrap_or_default()
    };
    let mut seen = std::collections::HashSet::new();
    let mut order = Vec::new();
    for &root in blocks {
        if seen.contains(&root) {
            continue;
        }
        // Iterative post-order, children in successor order.
        let mut post = Vec::new();
        let mut stack = vec![(root, 0usize)];
        seen.insert(root);
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let ss = succs(b);
            if let Some(&s) = ss.get(*next) {
                *next += 1;
                if seen.insert(s) {
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        order.extend(post.into_iter().rev());
    }
    order
}

/// A constant being built for a global's initializer region.
#[derive(Clone)]
enum Const {
    /// A constant's text.
    Leaf(String),
    /// An aggregate of the given type with its element constants.
    Agg(Type, Vec<Const>),
}

fn bool_prop(ctx: &Context, body: &Body, op: OpId, name: &str) -> &'static str {
    match strata_ir::symbols::op_attr(ctx, body, op, name).map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) if !value.is_zero() => "true",
        _ => "false",
    }
}

/// The intrinsic name suffix of an overloaded type (`f32`, `v4f32`, `i64`, `p0`).
fn mangle_type(t: &mut Translator<'_>, ty: Type) -> String {
    let ctx = t.ctx;
    if let Some(sp) = crate::types::ptr_addr_space(ctx, ty) {
        return format!("p{sp}");
    }
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => format!("i{width}"),
        TypeData::Float(k) => match k {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            _ => "unknown",
        }
        .into(),
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => {
            let n = shape.first().copied().unwrap_or(0);
            let e = mangle_type(t, *element);
            if scalable.first().copied().unwrap_or(false) {
                format!("nxv{n}{e}")
            } else {
                format!("v{n}{e}")
            }
        }
        _ => "unknown".into(),
    }
}

/// An LLVM float literal: hexadecimal (exact) for every type.
fn float_text(ctx: &Context, ty: Type, bits: u128) -> String {
    match ctx.type_data(ty) {
        // As LLVM's printer: the 6-digit form when it reads back (as a double) as the
        // same value, else the value as a double in hex.
        TypeData::Float(k @ (FloatKind::F64 | FloatKind::F32)) => {
            let v = if *k == FloatKind::F64 {
                f64::from_bits(bits as u64)
            } else {
                f32::from_bits(bits as u32) as f64
            };
            match strata_ir::float::scientific6(*k, bits) {
                Some(s) if s.parse::<f64>().is_ok_and(|p| p == v) => s,
                _ => format!("0x{:016X}", v.to_bits()),
            }
        }
        TypeData::Float(FloatKind::F16) => format!("0xH{:04X}", bits as u16),
        TypeData::Float(FloatKind::BF16) => format!("0xR{:04X}", bits as u16),
        TypeData::Float(FloatKind::F80) => format!("0xK{:020X}", bits & ((1u128 << 80) - 1)),
        TypeData::Float(FloatKind::F128) => {
            format!("0xL{:016X}{:016X}", bits as u64, (bits >> 64) as u64)
        }
        TypeData::Float(k) => format!("{}", to_f64(*k, bits)),
        _ => "0".into(),
    }
}
