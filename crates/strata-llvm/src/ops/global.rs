//! `llvm.mlir.global`: a global variable or constant, initialized by an attribute or by a
//! region returning the initial value.

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OperationState};
use strata_ir::{AttrData, Context, Type};
use strata_ods::{AnyRegion, UnitAttr, op};

use crate::attrs::{
    LINKAGES, Linkage, UNNAMED_ADDRS, UnnamedAddr, VISIBILITIES, Visibility, int_attr, int_value,
    keyword_case, linkage_attr,
};
use crate::constraints::{AnyAttr, I32Attr, I64Attr, StrAttr, TypeAttr, type_of_attr};
use crate::types::array_type;

type PResult<T> = Result<T, Diagnostic>;

/// `addr_space` (an `i32`, default 0).
pub struct AddrSpace;
impl strata_ods::AttrConstraint for AddrSpace {
    const SUMMARY: &'static str = "32-bit signless integer attribute whose value is non-negative";
    fn converts(ctx: &strata_ir::Context, attr: strata_ir::Attribute) -> bool {
        I32Attr::converts(ctx, attr)
    }
    fn check(ctx: &strata_ir::Context, attr: strata_ir::Attribute) -> bool {
        int_value(ctx, attr, 32).is_some_and(|v| v < (1 << 31))
    }
    fn default_value(ctx: &strata_ir::Context) -> Option<strata_ir::Attribute> {
        Some(int_attr(ctx, 32, 0))
    }
}

op! {
    /// A global variable or constant (LLVM's global).
    ///
    /// The global `sym_name` holds a `global_type` value, initialized either by the
    /// `value` attribute (a string global is an `i8` array and its type is left out) or
    /// by the initializer region, which returns the value with `llvm.return`. Its custom
    /// form shows the linkage (always), visibility, `unnamed_addr` and `constant` before
    /// the name.
    ///
    /// ```mlir
    /// llvm.mlir.global internal @counter(0 : i32) {addr_space = 0 : i32} : i32
    /// llvm.mlir.global private constant @hello("hi\00") {addr_space = 0 : i32}
    /// llvm.mlir.global external @table() {addr_space = 0 : i32} : !llvm.array<2 x i64> {
    ///   %0 = llvm.mlir.constant(dense<[1, 2]> : tensor<2xi64>) : !llvm.array<2 x i64>
    ///   llvm.return %0 : !llvm.array<2 x i64>
    /// }
    /// ```
    pub struct GlobalOp = "llvm.mlir.global" {
        traits: [isolated_from_above, symbol],
        attrs: [
            global_type: TypeAttr,
            constant: optional UnitAttr,
            sym_name: StrAttr,
            linkage: Linkage,
            dso_local: optional UnitAttr,
            thread_local_: optional UnitAttr,
            externally_initialized: optional UnitAttr,
            value: optional AnyAttr,
            alignment: optional I64Attr,
            addr_space: default AddrSpace,
            unnamed_addr: optional UnnamedAddr,
            section: optional StrAttr,
            comdat: optional AnyAttr,
            dbg_exprs: optional AnyAttr,
            visibility_: default Visibility,
            target_specific_attrs: optional AnyAttr,
        ],
        regions: [initializer: AnyRegion],
        parse: parse_global,
        print: print_global,
    }
}

impl GlobalOp {
    /// The type of the global's value.
    pub fn value_type(&self, ctx: &Context, body: &Body) -> Option<Type> {
        self.global_type(ctx, body)
            .and_then(|a| type_of_attr(ctx, a))
    }
}

/// `llvm.mlir.global linkage? visibility? thread_local? unnamed_addr? constant? @name(value?)
/// attr-dict (: type)? region?`
fn parse_global(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let linkage = p.parse_optional_keyword_of(LINKAGES).unwrap_or("external");
    p.add_attribute(state, "linkage", linkage_attr(ctx, linkage));
    let vis = p
        .parse_optional_keyword_of(&VISIBILITIES[1..])
        .map_or(0, |k| {
            VISIBILITIES.iter().position(|c| *c == k).unwrap_or(0)
        });
    p.add_attribute(state, "visibility_", int_attr(ctx, 64, vis as u64));
    if p.parse_optional_keyword("thread_local") {
        p.add_attribute(state, "thread_local_", ctx.unit_attr());
    }
    let unnamed = p
        .parse_optional_keyword_of(&UNNAMED_ADDRS[1..])
        .map_or(0, |k| {
            UNNAMED_ADDRS.iter().position(|c| *c == k).unwrap_or(0)
        });
    p.add_attribute(state, "unnamed_addr", int_attr(ctx, 64, unnamed as u64));
    if p.parse_optional_keyword("constant") {
        p.add_attribute(state, "constant", ctx.unit_attr());
    }
    let name = p.parse_symbol_name()?;
    p.add_attribute(state, "sym_name", ctx.string_attr(ctx.ident_bytes_of(name)));
    p.parse_punct(Punct::LParen)?;
    let mut value = None;
    if !p.parse_optional_punct(Punct::RParen) {
        let v = p.parse_attribute(None)?;
        value = Some(v);
        p.add_attribute(state, "value", v);
        p.parse_punct(Punct::RParen)?;
    }
    let attrs = p.parse_optional_attr_dict()?;
    p.add_attributes(state, attrs);
    let ty = if p.parse_optional_punct(Punct::Colon) {
        Some(p.parse_type()?)
    } else {
        None
    };
    let ty = match (ty, value.map(|v| ctx.attr_data(v))) {
        (Some(t), _) => t,
        (None, Some(AttrData::String { value: s, .. })) => {
            let i8t = ctx.integer_type(8, strata_ir::Signedness::Signless);
            array_type(ctx, i8t, s.len() as u64).map_err(|m| p.error_here(m))?
        }
        _ => {
            return Err(p.error_at(
                p.name_offset(),
                "type can only be omitted for string globals",
            ));
        }
    };
    p.add_attribute(state, "global_type", ctx.type_attr(ty));
    if p.parse_optional_region(state, &[])?.is_none() {
        state.child_body.get_or_insert_with(Default::default);
        state.regions.push(OperationState::PENDING_REGION);
    }
    Ok(())
}

const GLOBAL_ELIDED: &[&str] = &[
    "sym_name",
    "global_type",
    "constant",
    "value",
    "linkage",
    "unnamed_addr",
    "thread_local_",
    "visibility_",
    "comdat",
];

fn print_global(p: &mut OpAsmPrinter<'_, '_, '_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body(), p.op());
    let g = GlobalOp(op);
    p.write(" ");
    let linkage = g
        .linkage(ctx, body)
        .and_then(|a| keyword_case(ctx, a, "linkage"))
        .unwrap_or("external");
    p.write(linkage);
    p.write(" ");
    if let Some(v) = g.visibility_(ctx, body).and_then(|a| int_value(ctx, a, 64))
        && v != 0
    {
        p.write(Visibility::keyword(v));
        p.write(" ");
    }
    if g.thread_local_(ctx, body).is_some() {
        p.write("thread_local ");
    }
    if let Some(v) = g
        .unnamed_addr(ctx, body)
        .and_then(|a| int_value(ctx, a, 64))
        && v != 0
    {
        p.write(UnnamedAddr::keyword(v));
        p.write(" ");
    }
    if g.constant(ctx, body).is_some() {
        p.write("constant ");
    }
    if let Some(AttrData::String { value, .. }) = g.sym_name(ctx, body).map(|a| ctx.attr_data(a)) {
        p.print_symbol_name(value);
    }
    p.write("(");
    let value = g.value(ctx, body);
    if let Some(v) = value {
        p.print_attribute(v);
    }
    p.write(")");
    let attrs = p.attrs();
    p.print_optional_attr_dict(&attrs, GLOBAL_ELIDED);
    let is_string = value.is_some_and(|v| matches!(ctx.attr_data(v), AttrData::String { .. }));
    if !is_string && let Some(t) = g.value_type(ctx, body) {
        p.write(" : ");
        p.print_type(t);
    }
    let region = body.regions(op).first().copied();
    let rbody = body.regions_body(op);
    if let Some(r) = region
        && !rbody.blocks(r).is_empty()
    {
        p.write(" ");
        p.print_region(r, false, true, false);
    }
}
