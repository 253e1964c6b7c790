//! The op definition framework end to end: a small `tdl` dialect declared with `op!`,
//! `type_def!` and `attr_def!`, parsed, verified and printed, with mlir-opt's ODS
//! diagnostics.
//!
//! This file declares the test dialect and the helpers every test shares; the tests are
//! in `syntax.rs` (parsing, printing and verifying each `op!` key and format feature) and
//! `generated_api.rs` (builders, typed views, docs, open interfaces, type resolution).

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use strata_asm::printer::{PrintOptions, print_top_level};
use strata_asm::{ParseOptions, Source, parse_source};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::interfaces::{self, EffectKind};
use strata_ir::ir::{Body, OpId, OperationState, RegionId, ValueId, WalkOrder, walk_all_iter};
use strata_ir::registry::FoldResult;
use strata_ir::{AttrData, Attribute, Context, Type, TypeData};

use strata_ods as ods;

use ods::{
    AnyType, AttrConstraint, MinSizedRegion, SignlessIntegerLike, SizedRegion, TypeConstraint,
    TypedAttr, UnitAttr, attr_def, op, type_def,
};

// ---- constraints ----

/// `i1`, buildable: formats may leave its type out.
struct I1;
impl TypeConstraint for I1 {
    const SUMMARY: &'static str = "1-bit signless integer";
    fn check(ctx: &Context, ty: Type) -> bool {
        ty == ctx.builtin_types().i1
    }
    fn build(ctx: &Context) -> Option<Type> {
        Some(ctx.builtin_types().i1)
    }
}

/// `index`.
struct Index;
impl TypeConstraint for Index {
    const SUMMARY: &'static str = "index";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::Index)
    }
    fn build(ctx: &Context) -> Option<Type> {
        Some(ctx.builtin_types().index)
    }
}

/// `array<i64: ...>`.
struct DenseI64Array;
impl AttrConstraint for DenseI64Array {
    const SUMMARY: &'static str = "i64 dense array attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        ods::i64_array(ctx, attr).is_some()
    }
}

/// A 64-bit signless integer attribute.
struct I64Attr;
impl AttrConstraint for I64Attr {
    const SUMMARY: &'static str = "64-bit signless integer attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Integer { ty, .. } if *ty == ctx.builtin_types().i64)
    }
}

// ---- types ----

fn verify_vec(_: &Context, len: &i64, _: &Type) -> Result<(), String> {
    if *len <= 0 {
        return Err(format!("vector length must be positive, got {len}"));
    }
    Ok(())
}

type_def! {
    /// `!tdl.vec<4, i32>`: a fixed-length vector.
    pub struct VecType = "tdl.vec" {
        params: [len: i64, element: Type],
        format: "`<` $len `,` $element `>`",
        verify: verify_vec,
    }
}

type_def! {
    /// `!tdl.tagged<"name" of f32>`.
    pub struct TaggedType = "tdl.tagged" {
        params: [tag: String, inner: Type],
        format: "`<` $tag `of` $inner `>`",
    }
}

/// Any `!tdl.vec`.
struct AnyVec;
impl TypeConstraint for AnyVec {
    const SUMMARY: &'static str = "tdl vector";
    fn check(ctx: &Context, ty: Type) -> bool {
        VecType::cast(ctx, ty).is_some()
    }
}

// ---- ops ----

op! {
    /// `tdl.scope -> i32 { ... }`: a single-block region returning values.
    pub struct ScopeOp = "tdl.scope" {
        traits: [recursive_memory_effects],
        results: [res: variadic AnyType],
        regions: [body: SizedRegion<1>],
        format: "(`->` type($res)^)? $body attr-dict",
    }
}

op! {
    /// `tdl.yield %a : i32`
    pub struct YieldOp = "tdl.yield" {
        traits: [pure, terminator],
        operands: [vals: variadic AnyType],
        format: "attr-dict ($vals^ `:` type($vals))?",
    }
}

op! {
    /// `tdl.cases attributes {x} {...}, {...}`: any number of non-empty regions.
    pub struct CasesOp = "tdl.cases" {
        regions: [cases: variadic MinSizedRegion<1>],
        format: "attr-dict-with-keyword regions",
    }
}

op! {
    /// `tdl.maybe {...} (else {...})?`: an optional second region.
    pub struct MaybeOp = "tdl.maybe" {
        regions: [then: SizedRegion<1>, other: AnyRegion],
        format: "$then (`else` $other^)? attr-dict",
    }
}

use ods::AnyRegion;

op! {
    /// `tdl.br ^bb1(%a : i32)`
    pub struct BrOp = "tdl.br" {
        traits: [terminator, pure],
        operands: [args: variadic AnyType],
        successors: [dest],
        successor_operands: { dest: args },
        format: "$dest (`(` $args^ `:` type($args) `)`)? attr-dict",
    }
}

op! {
    /// `tdl.cond_br %c, ^bb1(%a : i32), ^bb2`
    pub struct CondBrOp = "tdl.cond_br" {
        traits: [terminator, pure, attr_sized_operand_segments],
        operands: [cond: I1, t_args: variadic AnyType, f_args: variadic AnyType],
        successors: [t, f],
        successor_operands: { t: t_args, f: f_args },
        format: "$cond `,` $t (`(` $t_args^ `:` type($t_args) `)`)? `,` $f (`(` $f_args^ `:` type($f_args) `)`)? attr-dict",
    }
}

op! {
    /// `tdl.seg [%a, %b] opt %c : f32, %d : (i32, i32) i64`: two variable-length groups.
    pub struct SegOp = "tdl.seg" {
        traits: [attr_sized_operand_segments],
        operands: [a: variadic AnyType, b: optional AnyType, c: AnyType],
        format: "`[` $a `]` (`opt` $b^ `:` type($b))? `,` $c attr-dict `:` `(` type($a) `)` type($c)",
    }
}

op! {
    /// `%x:2, %y = tdl.multi : i32, i32 opt f32`: sized result groups.
    pub struct MultiOp = "tdl.multi" {
        traits: [attr_sized_result_segments],
        results: [xs: variadic AnyType, y: optional AnyType],
        format: "attr-dict `:` type($xs) (`opt` type($y)^)?",
    }
}

op! {
    /// `tdl.props <{n = 1}> attributes {x}`
    pub struct PropsOp = "tdl.props" {
        attrs: [n: optional I64Attr, flag: optional UnitAttr],
        format: "prop-dict attr-dict-with-keyword",
    }
}

op! {
    /// `tdl.slice %m[1, %i, 3]`: a mixed static/dynamic list through a custom hook.
    pub struct SliceOp = "tdl.slice" {
        operands: [source: AnyType, dynamic: variadic Index],
        attrs: [static_pos: DenseI64Array],
        format: "$source `` custom<MixedList>($dynamic, $static_pos) attr-dict `:` type($source)",
    }
}

/// `[1, %i, 3]`: dynamic entries are `i64::MIN` in the static list.
fn parse_mixed_list(
    p: &mut OpAsmParser<'_, '_, '_>,
    _state: &mut OperationState,
    dynamic: &mut Vec<UnresolvedOperand>,
    statics: &mut Option<Attribute>,
) -> Result<(), Diagnostic> {
    p.parse_punct(Punct::LSquare)?;
    let mut values = Vec::new();
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            if let Some(u) = p.parse_optional_operand()? {
                dynamic.push(u);
                values.push(i64::MIN);
            } else {
                let ty = p.ctx().builtin_types().i64;
                let a = p.parse_attribute(Some(ty))?;
                let v = match p.ctx().attr_data(a) {
                    AttrData::Integer { value, .. } => value.to_i64_checked().unwrap_or(0),
                    _ => return Err(p.error_here("expected an integer")),
                };
                values.push(v);
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    *statics = Some(ods::i64_array_attr(p.ctx(), &values));
    Ok(())
}

fn print_mixed_list(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    dynamic: &[ValueId],
    statics: Option<Attribute>,
) {
    let values = statics
        .and_then(|a| ods::i64_array(p.ctx(), a))
        .unwrap_or_default();
    let mut dynamic = dynamic.iter();
    p.write("[");
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match (*v == i64::MIN).then(|| dynamic.next()).flatten() {
            Some(&d) => p.print_operand(d),
            None => p.write(&v.to_string()),
        }
    }
    p.write("]");
}

op! {
    /// `%alloc = tdl.alloc : !tdl.vec<4, i32>`
    pub struct AllocOp = "tdl.alloc" {
        results: [res: AnyVec],
        effects: [alloc(res)],
        result_names: "alloc",
        format: "attr-dict `:` type($res)",
    }
}

op! {
    /// `tdl.load %v : !tdl.vec<4, i32>`
    pub struct LoadOp = "tdl.load" {
        operands: [vec: AnyVec],
        results: [res: AnyType],
        effects: [read(vec)],
        infer_types: element_of,
        format: "$vec attr-dict `:` type($vec)",
    }
}

/// The element type of a `!tdl.vec` operand.
fn element_of(
    ctx: &Context,
    operand_types: &[Type],
    _: Option<Attribute>,
) -> Result<Vec<Type>, String> {
    let v = operand_types
        .first()
        .and_then(|&t| VecType::cast(ctx, t))
        .ok_or("expected a tdl vector")?;
    Ok(vec![v.element(ctx)])
}

op! {
    /// `tdl.store %v, %x : !tdl.vec<4, i32>`
    pub struct StoreOp = "tdl.store" {
        operands: [vec: AnyVec, value: AnyType],
        effects: [write(vec), read],
        format: "$vec `,` $value attr-dict `:` type($vec) `,` type($value)",
    }
}

op! {
    /// `%0 = tdl.add %a, %b : i32` (result type inferred from the operands).
    pub struct AddOp = "tdl.add" {
        traits: [pure, commutative, same_operands_and_result_type],
        operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
        results: [sum: SignlessIntegerLike],
        fold: fold_add,
        format: "$lhs `,` $rhs attr-dict `:` type($lhs)",
    }
}

/// `x + x` folds to nothing; `x + y` where `y` is the constant zero folds to `x`.
fn fold_add(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let zero = matches!(operands.get(1), Some(Some(a)) if matches!(ctx.attr_data(*a), AttrData::Integer { value, .. } if value.is_zero()));
    zero.then(|| vec![FoldResult::Value(body.operand(op, 0))])
}

op! {
    /// `%low, %high = tdl.split %a : i64`: results named after their declarations.
    pub struct SplitOp = "tdl.split" {
        traits: [pure],
        operands: [input: AnyType],
        results: [low: AnyType, high: AnyType],
        format: "$input attr-dict `:` type($input) `->` type($low) `,` type($high)",
    }
}

op! {
    /// `tdl.loop {...}`: a loop through a hand-written interface hook.
    pub struct LoopOp = "tdl.loop" {
        regions: [body: SizedRegion<1>],
        interfaces: { loop_regions: loop_regions },
        format: "$body attr-dict",
    }
}

fn loop_regions(_: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
    body.regions(op).to_vec()
}

// ---- attributes ----

fn verify_range(_: &Context, lo: &i64, hi: &i64) -> Result<(), String> {
    if lo > hi {
        return Err(format!("empty range [{lo}, {hi}]"));
    }
    Ok(())
}

attr_def! {
    /// `#tdl.range<1, 4>`: an inclusive integer range.
    pub struct RangeAttr = "tdl.range" {
        params: [lo: i64, hi: i64],
        format: "`<` $lo `,` $hi `>`",
        verify: verify_range,
        summary: "tdl range attribute",
    }
}

op! {
    /// `tdl.ranged #tdl.range<1, 4>`: an op whose attribute is a dialect attribute.
    pub struct RangedOp = "tdl.ranged" {
        attrs: [range: RangeAttr],
        format: "$range attr-dict",
    }
}

// ---- traits and interfaces ----

/// A string attribute.
struct StrAttr;
impl AttrConstraint for StrAttr {
    const SUMMARY: &'static str = "string attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::String { .. })
    }
}

op! {
    /// `tdl.global {sym_name = "g"}`: defines a symbol, so it is never trivially dead.
    pub struct GlobalOp = "tdl.global" {
        traits: [pure, symbol],
        attrs: [sym_name: StrAttr],
        format: "attr-dict",
    }
}

op! {
    /// `%0 = tdl.const 5 : i32`: constant-like, with the generated fold to `value`.
    pub struct ConstOp = "tdl.const" {
        traits: [pure, constant_like],
        attrs: [value: TypedAttr],
        results: [res: AnyType],
        infer: const_type,
        format: "$value attr-dict",
    }
}

/// The type of the `value` attribute being parsed.
fn const_type(ctx: &Context, _: &[Type], state: &OperationState) -> Vec<Type> {
    ods::state_attr(ctx, state, "value")
        .and_then(|a| ods::attr_type(ctx, a))
        .into_iter()
        .collect()
}

op! {
    /// `%0 = tdl.icall %g(%a) : (f32, i32) -> i32`: a call through the call interface.
    pub struct ICallOp = "tdl.icall" {
        operands: [callee: AnyType, args: variadic AnyType],
        results: [res: variadic AnyType],
        interfaces: { call: ICALL },
        format: "$callee `(` $args `)` attr-dict `:` functional-type(operands, results)",
    }
}

const ICALL: interfaces::CallInterface = interfaces::CallInterface {
    callee: |_, body, op| Some(interfaces::Callee::Value(body.operand(op, 0))),
    arg_operands: |_, body, op| 1..body.num_operands(op),
};

// ---- more format features ----

op! {
    /// `tdl.flag fast` / `tdl.flag slow`: an optional group with an else group.
    pub struct FlagOp = "tdl.flag" {
        attrs: [fast: optional UnitAttr],
        format: "(`fast` $fast^) : (`slow`)? attr-dict",
    }
}

op! {
    /// `tdl.spaced [%i]` / `tdl.spaced fast [%i]`: the space literal prints one space
    /// whether the optional group before it printed or not.
    pub struct SpacedOp = "tdl.spaced" {
        operands: [xs: variadic Index],
        attrs: [fast: optional UnitAttr],
        format: "(`fast` $fast^)? ` ` `[` $xs `]` attr-dict",
    }
}

op! {
    /// `tdl.clauses upper(%i) nowait`: clauses in any order.
    pub struct ClausesOp = "tdl.clauses" {
        traits: [attr_sized_operand_segments],
        operands: [lo: optional Index, hi: optional Index],
        attrs: [nowait: optional UnitAttr],
        format: "oilist(`lower` `(` $lo `)` | `upper` `(` $hi `)` | `nowait` $nowait) attr-dict",
    }
}

op! {
    /// `tdl.scaled %a : i32 [3]`: a custom directive reading earlier values by `ref`.
    pub struct ScaledOp = "tdl.scaled" {
        operands: [x: AnyType],
        attrs: [factor: TypedAttr],
        format: "$x `:` type($x) custom<Factor>(ref($x), ref(type($x)), $factor) attr-dict",
    }
}

/// `[3]`: an integer of the (already parsed) operand's type.
fn parse_factor(
    p: &mut OpAsmParser<'_, '_, '_>,
    _state: &mut OperationState,
    x: &[UnresolvedOperand],
    x_types: &[Type],
    factor: &mut Option<Attribute>,
) -> Result<(), Diagnostic> {
    let (1, &[ty]) = (x.len(), x_types) else {
        return Err(p.error_here("expected one typed operand before the factor"));
    };
    p.parse_punct(Punct::LSquare)?;
    *factor = Some(p.parse_attribute(Some(ty))?);
    p.parse_punct(Punct::RSquare)?;
    Ok(())
}

fn print_factor(
    p: &mut OpAsmPrinter<'_, '_, '_, '_>,
    _x: &[ValueId],
    _x_types: &[Type],
    factor: Option<Attribute>,
) {
    let value = factor.and_then(|a| match p.ctx().attr_data(a) {
        AttrData::Integer { value, .. } => value.to_i64_checked(),
        _ => None,
    });
    p.write(&format!("[{}]", value.unwrap_or(0)));
}

op! {
    /// `%0:2 = tdl.pack %a, %f : i32, f32 -> i1, i1`: the `operands` and `type(results)`
    /// directives.
    pub struct PackOp = "tdl.pack" {
        operands: [xs: variadic AnyType],
        results: [rs: variadic AnyType],
        format: "operands attr-dict `:` type(operands) `->` type(results)",
    }
}

op! {
    /// `tdl.zip(%a, %b : i32, i32) (%f, %f : f32, f32)`: two variadic groups of equal size.
    pub struct ZipOp = "tdl.zip" {
        traits: [same_variadic_operand_size],
        operands: [l: variadic AnyType, r: variadic AnyType],
        format: "`(` $l `:` type($l) `)` `(` $r `:` type($r) `)` attr-dict",
    }
}

op! {
    /// `tdl.body { ... }`: a region whose `tdl.yield` terminator is implicit.
    pub struct BodyOp = "tdl.body" {
        regions: [body: SizedRegion<1>],
        implicit_terminator: "tdl.yield",
        format: "$body attr-dict",
    }
}

op! {
    /// `tdl.lines %i` then `then {...}` on the next line: the newline literal.
    pub struct LinesOp = "tdl.lines" {
        operands: [arg: Index],
        regions: [body: SizedRegion<1>],
        implicit_terminator: "tdl.yield",
        format: "$arg attr-dict `\\n` `` `then` $body",
    }
}

op! {
    /// `tdl.give %a : i32`: an operand group named `results` (as `scf.yield`'s), not
    /// the `type(results)` directive.
    pub struct GiveOp = "tdl.give" {
        operands: [results: variadic AnyType],
        format: "attr-dict ($results^ `:` type($results))?",
    }
}

op! {
    /// `tdl.inner %c`: only directly inside `tdl.body`, checked before the operand type.
    pub struct InnerOp = "tdl.inner" {
        operands: [c: I1],
        verify_traits: verify_inner_parent,
        format: "$c attr-dict",
    }
}

/// `tdl.inner`'s parent (the body-local parent is enough: `tdl.body` is not isolated).
fn verify_inner_parent(ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    let parent = body
        .op_block(op)
        .and_then(|b| body.block_region(b))
        .and_then(|r| body.region_parent(r));
    if parent.is_some_and(|p| BodyOp::isa(ctx, body, p)) {
        Ok(())
    } else {
        Err("'tdl.inner' op expects parent op 'tdl.body'".into())
    }
}

op! {
    /// `tdl.alts alt {...} default {...}`: regions parsed by a custom directive get no
    /// implicit block or terminator (as ODS), the format's own `$main` does.
    pub struct AltsOp = "tdl.alts" {
        regions: [main: SizedRegion<1>, alts: variadic AnyRegion],
        implicit_terminator: "tdl.yield",
        format: "custom<Alts>($alts) `default` $main attr-dict",
    }
}

/// `(alt region)*`.
fn parse_alts(
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
    regions: &mut Vec<RegionId>,
) -> Result<(), Diagnostic> {
    while p.parse_optional_keyword("alt") {
        ods::parse_region_into(p, state, regions)?;
    }
    Ok(())
}

fn print_alts(p: &mut OpAsmPrinter<'_, '_, '_, '_>, regions: &[RegionId]) {
    for &r in regions {
        p.write("alt ");
        p.print_region(r, false, true, false);
        p.write(" ");
    }
}

op! {
    /// `tdl.stop`: another terminator.
    pub struct StopOp = "tdl.stop" {
        traits: [terminator],
        format: "attr-dict",
    }
}

fn setup() -> Context {
    let ctx = Context::new();
    strata_dialects::register_all(&ctx);
    ctx.register_dialect("tdl");
    VecType::register(&ctx);
    TaggedType::register(&ctx);
    ScopeOp::register(&ctx);
    YieldOp::register(&ctx);
    CasesOp::register(&ctx);
    MaybeOp::register(&ctx);
    BrOp::register(&ctx);
    CondBrOp::register(&ctx);
    SegOp::register(&ctx);
    MultiOp::register(&ctx);
    PropsOp::register(&ctx);
    SliceOp::register(&ctx);
    AllocOp::register(&ctx);
    LoadOp::register(&ctx);
    StoreOp::register(&ctx);
    AddOp::register(&ctx);
    SplitOp::register(&ctx);
    LoopOp::register(&ctx);
    RangeAttr::register(&ctx);
    RangedOp::register(&ctx);
    GlobalOp::register(&ctx);
    ConstOp::register(&ctx);
    ICallOp::register(&ctx);
    FlagOp::register(&ctx);
    SpacedOp::register(&ctx);
    ClausesOp::register(&ctx);
    ScaledOp::register(&ctx);
    PackOp::register(&ctx);
    ZipOp::register(&ctx);
    BodyOp::register(&ctx);
    StopOp::register(&ctx);
    LinesOp::register(&ctx);
    GiveOp::register(&ctx);
    InnerOp::register(&ctx);
    AltsOp::register(&ctx);
    ctx
}

fn parse(ctx: &Context, text: &str) -> Result<strata_ir::ir::OwnedOp, String> {
    parse_source(ctx, &Source { name: "t", text }, &ParseOptions::default()).map_err(|d| d.message)
}

fn print(ctx: &Context, op: &strata_ir::ir::OwnedOp, generic: bool) -> String {
    let mut out = String::new();
    let opts = PrintOptions {
        generic,
        ..PrintOptions::default()
    };
    print_top_level(ctx, op, &opts, &mut out);
    out
}

/// Parses, verifies and prints `text` (custom form); also checks the generic form parses
/// back to the same custom form.
fn round_trip(ctx: &Context, text: &str) -> String {
    let op = parse(ctx, text).unwrap();
    if let Err(e) = strata_ir::verifier::verify(ctx, &op) {
        panic!("verify failed: {:?}", e[0].message);
    }
    let out = print(ctx, &op, false);
    let generic = print(ctx, &op, true);
    let again = parse(ctx, &generic).unwrap();
    assert_eq!(print(ctx, &again, false), out, "generic:\n{generic}");
    assert_eq!(print(ctx, &parse(ctx, &out).unwrap(), false), out);
    out
}

/// The first verifier error of `text` (or its parse error: properties that do not
/// convert are reported while parsing, as upstream).
fn verify_error(ctx: &Context, text: &str) -> String {
    let op = match parse(ctx, text) {
        Ok(op) => op,
        Err(e) => return e,
    };
    match strata_ir::verifier::verify(ctx, &op) {
        Ok(()) => panic!("no error for {text}"),
        Err(d) => d[0].message.clone(),
    }
}

fn wrap(body: &str) -> String {
    format!("func.func @f(%a: i32, %b: i32, %c: i1, %f: f32, %i: index) {{\n{body}\n  return\n}}\n")
}

mod generated_api;
mod syntax;
