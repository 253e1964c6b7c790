//! The op definition framework end to end: a small `tdl` dialect declared with `op!`,
//! `type_def!` and `attr_def!`, parsed, verified and printed, with mlir-opt's ODS
//! diagnostics.
//!
//! tidy: long file: one test dialect whose declarations every test shares, covering each
//! `op!` key and format feature.

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

#[test]
fn regions_round_trip() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  %0 = tdl.scope -> i32 {\n    tdl.yield %a : i32\n  } {x}\n  tdl.scope {\n    tdl.yield\n  }\n  tdl.cases attributes {y} {\n    tdl.yield\n  }, {\n    tdl.yield\n  }\n  tdl.cases\n  tdl.maybe {\n    tdl.yield\n  } else {\n    tdl.yield\n  }\n  tdl.maybe {\n    tdl.yield\n  }",
        ),
    );
    assert_eq!(
        out,
        "module {\n  func.func @f(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: f32, %arg4: index) {\n    %0 = tdl.scope -> i32 {\n      tdl.yield %arg0 : i32\n    } {x}\n    tdl.scope {\n      tdl.yield\n    }\n    tdl.cases attributes {y} {\n      tdl.yield\n    }, {\n      tdl.yield\n    }\n    tdl.cases\n    tdl.maybe {\n      tdl.yield\n    } else {\n      tdl.yield\n    }\n    tdl.maybe {\n      tdl.yield\n    }\n    return\n  }\n}\n"
    );
    let op = parse(&ctx, &out).unwrap();
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        if let Some(s) = ScopeOp::cast(&ctx, body, id) {
            assert_eq!(body.regions_body(id).blocks(s.body(body)).len(), 1);
        }
        if let Some(c) = CasesOp::cast(&ctx, body, id) {
            assert!(c.cases(body).len() <= 2);
        }
    }
}

#[test]
fn region_constraints() {
    let ctx = setup();
    assert_eq!(
        verify_error(&ctx, &wrap("  \"tdl.scope\"() ({\n  }) : () -> ()")),
        "'tdl.scope' op region #0 ('body') failed to verify constraint: region with 1 blocks"
    );
    assert_eq!(
        verify_error(&ctx, &wrap("  \"tdl.scope\"() : () -> ()")),
        "'tdl.scope' op requires one region"
    );
    assert_eq!(
        verify_error(
            &ctx,
            &wrap("  \"tdl.maybe\"() ({\n    tdl.yield\n  }) : () -> ()")
        ),
        "'tdl.maybe' op expected 2 regions"
    );
    assert_eq!(
        verify_error(
            &ctx,
            &wrap("  \"tdl.cases\"() ({\n    tdl.yield\n  }, {\n  }) : () -> ()")
        ),
        "'tdl.cases' op region #1 ('cases') failed to verify constraint: region with at least 1 blocks"
    );
}

#[test]
fn successors_round_trip_and_verify() {
    let ctx = setup();
    let text = "func.func @f(%a: i32, %c: i1) {\n  tdl.br ^bb1(%a : i32)\n^bb1(%x: i32):\n  tdl.cond_br %c, ^bb2(%x, %x : i32, i32), ^bb3\n^bb2(%y: i32, %z: i32):\n  tdl.br ^bb3\n^bb3:\n  return\n}\n";
    let out = round_trip(&ctx, text);
    assert!(
        out.contains("tdl.br ^bb1(%arg0 : i32)\n  ^bb1(%0: i32):  // pred: ^bb0\n    tdl.cond_br %arg1, ^bb2(%0, %0 : i32, i32), ^bb3"),
        "{out}"
    );
    let generic = print(&ctx, &parse(&ctx, text).unwrap(), true);
    assert!(
        generic.contains("\"tdl.cond_br\"(%arg1, %0, %0)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()"),
        "{generic}"
    );
    let op = parse(&ctx, text).unwrap();
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        if let Some(br) = CondBrOp::cast(&ctx, body, id) {
            assert_eq!(br.t_args(&ctx, body).len(), 2);
            assert!(br.f_args(&ctx, body).is_empty());
            assert_ne!(br.t(body), br.f(body));
        }
    }
    assert_eq!(
        verify_error(
            &ctx,
            "func.func @f() {\n  \"tdl.br\"()[^bb1, ^bb1] : () -> ()\n^bb1:\n  return\n}\n"
        ),
        "'tdl.br' op requires 1 successor but found 2"
    );
}

#[test]
fn operand_segments() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  tdl.seg [%a, %b] opt %f : f32, %i : (i32, i32) index\n  tdl.seg [] , %i : () index",
        ),
    );
    assert!(
        out.contains("    tdl.seg[%arg0, %arg1] opt %arg3 : f32, %arg4 : (i32, i32) index\n    tdl.seg[], %arg4 : () index\n"),
        "{out}"
    );
    let op = parse(&ctx, &out).unwrap();
    let generic = print(&ctx, &op, true);
    assert!(
        generic.contains("<{operandSegmentSizes = array<i32: 2, 1, 1>}>"),
        "{generic}"
    );
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        if let Some(s) = SegOp::cast(&ctx, body, id) {
            let b = s.b(&ctx, body);
            assert_eq!(s.a(&ctx, body).len(), if b.is_some() { 2 } else { 0 });
            assert_eq!(body.value_type(s.c(&ctx, body)), ctx.builtin_types().index);
        }
    }
    let bad = |segs: &str, operands: &str, types: &str| {
        verify_error(
            &ctx,
            &wrap(&format!(
                "  \"tdl.seg\"({operands}) <{{operandSegmentSizes = array<i32: {segs}>}}> : ({types}) -> ()"
            )),
        )
    };
    assert_eq!(
        bad("1, 1", "%a, %i", "i32, index"),
        "invalid properties {operandSegmentSizes = array<i32: 1, 1>} for op tdl.seg: size mismatch in attribute conversion: 2 vs 3"
    );
    assert_eq!(
        bad("0, 2, 1", "%a, %a, %i", "i32, i32, index"),
        "'tdl.seg' op operand group starting at #0 requires 0 or 1 element, but found 2"
    );
    assert_eq!(
        bad("1, 0, 1", "%i", "index"),
        "'tdl.seg' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'"
    );
    assert_eq!(
        bad("-1, 1, 1", "%i", "index"),
        "'tdl.seg' op 'operandSegmentSizes' attribute cannot have negative elements"
    );
    assert_eq!(
        verify_error(&ctx, &wrap("  \"tdl.seg\"() : () -> ()")),
        "'tdl.seg' op expected 1 or more operands, but found 0"
    );
}

#[test]
fn result_segments_and_names() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  %0:2, %1 = tdl.multi : i32, i32 opt f32\n  %2 = tdl.multi : i32\n  %3, %4 = tdl.split %a : i32 -> i16, i16",
        ),
    );
    assert!(
        out.contains("    %xs:2, %y = tdl.multi : i32, i32 opt f32\n    %xs_0 = tdl.multi : i32\n    %low, %high = tdl.split %arg0 : i32 -> i16, i16\n"),
        "{out}"
    );
    let generic = print(&ctx, &parse(&ctx, &out).unwrap(), true);
    assert!(
        generic.contains("<{resultSegmentSizes = array<i32: 2, 1>}> : () -> (i32, i32, f32)"),
        "{generic}"
    );
    assert_eq!(
        verify_error(
            &ctx,
            &wrap(
                "  %0:3 = \"tdl.multi\"() <{resultSegmentSizes = array<i32: 1, 2>}> : () -> (i32, i32, i32)"
            )
        ),
        "'tdl.multi' op result group starting at #1 requires 0 or 1 element, but found 2"
    );
    assert_eq!(
        verify_error(
            &ctx,
            &wrap(
                "  %0:3 = \"tdl.multi\"() <{resultSegmentSizes = array<i32: 1, 1>}> : () -> (i32, i32, i32)"
            )
        ),
        "'tdl.multi' op result count (3) does not match with the total size (2) specified in attribute 'resultSegmentSizes'"
    );
    assert_eq!(
        verify_error(&ctx, &wrap("  %0 = \"tdl.split\"(%a) : (i32) -> i32")),
        "'tdl.split' op expected 2 results"
    );
}

#[test]
fn prop_dict_and_custom_directive() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  tdl.props <{n = 1 : i64}> attributes {x}\n  tdl.props\n  tdl.props <{flag}>\n  tdl.slice %f[1, %i, 3] : f32\n  tdl.slice %f[] {y} : f32",
        ),
    );
    assert!(
        out.contains("    tdl.props <{n = 1 : i64}> attributes {x}\n    tdl.props\n    tdl.props <{flag}>\n    tdl.slice %arg3[1, %arg4, 3] : f32\n    tdl.slice %arg3[] {y} : f32\n"),
        "{out}"
    );
    let generic = print(&ctx, &parse(&ctx, &out).unwrap(), true);
    assert!(
        generic.contains("\"tdl.slice\"(%arg3, %arg4) <{static_pos = array<i64: 1, -9223372036854775808, 3>}> : (f32, index) -> ()"),
        "{generic}"
    );
    assert_eq!(
        verify_error(&ctx, &wrap("  \"tdl.props\"() <{n = 1 : i32}> : () -> ()")),
        "'tdl.props' op attribute 'n' failed to satisfy constraint: 64-bit signless integer attribute"
    );
    assert_eq!(
        verify_error(
            &ctx,
            &wrap("  \"tdl.slice\"(%f, %a) <{static_pos = array<i64: 0>}> : (f32, i32) -> ()")
        ),
        "'tdl.slice' op operand #1 must be variadic of index, but got 'i32'"
            .replace("variadic of index", "index")
    );
}

#[test]
fn dialect_types() {
    let ctx = setup();
    let text = "func.func @f(%x: i32) {\n  %0 = tdl.alloc : !tdl.vec<4,i32>\n  %1 = tdl.load %0 : !tdl.vec<4, i32>\n  tdl.store %0, %1 : !tdl.vec<4, i32>, i32\n  %2 = \"tdl.alloc\"() : () -> !tdl.tagged<\"t\"   of f32>\n  return\n}\n";
    let op = parse(&ctx, text).unwrap();
    let out = print(&ctx, &op, false);
    assert_eq!(
        out,
        "module {\n  func.func @f(%arg0: i32) {\n    %alloc = tdl.alloc : !tdl.vec<4, i32>\n    %0 = tdl.load %alloc : !tdl.vec<4, i32>\n    tdl.store %alloc, %0 : !tdl.vec<4, i32>, i32\n    %alloc_0 = tdl.alloc : !tdl.tagged<\"t\" of f32>\n    return\n  }\n}\n"
    );
    // Typed view: the same uniqued type, with its parameters.
    let v = VecType::get(&ctx, 4, ctx.builtin_types().i32).unwrap();
    assert_eq!(v.len(&ctx), 4);
    assert_eq!(v.element(&ctx), ctx.builtin_types().i32);
    let t = TaggedType::get(&ctx, "t".into(), ctx.builtin_types().f32).unwrap();
    assert_eq!(t.tag(&ctx), "t");
    let mut found = 0;
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        if let Some(a) = AllocOp::cast(&ctx, body, id) {
            let ty = body.value_type(a.res(body));
            assert!(ty == v.0 || ty == t.0);
            found += 1;
        }
        if let Some(l) = LoadOp::cast(&ctx, body, id) {
            assert_eq!(body.value_type(l.res(body)), ctx.builtin_types().i32);
            found += 1;
        }
    }
    assert_eq!(found, 3);
    // Parameter verification, located at the parameters.
    let e = parse_source(
        &ctx,
        &Source {
            name: "t",
            text: "func.func @f(%x: !tdl.vec<0, i32>) {\n  return\n}\n",
        },
        &ParseOptions::default(),
    )
    .unwrap_err();
    assert_eq!(e.message, "vector length must be positive, got 0");
    assert!(VecType::get(&ctx, -1, ctx.builtin_types().i32).is_err());
    // The verifier error of the op wrongly typed (the tagged type is not a tdl vector).
    assert_eq!(
        strata_ir::verifier::verify(&ctx, &op).unwrap_err()[0].message,
        "'tdl.alloc' op result #0 must be tdl vector, but got '!tdl.tagged<\"t\" of f32>'"
    );
}

#[test]
fn interfaces_and_traits() {
    let ctx = setup();
    let text = "func.func @f(%a: i32) {\n  %0 = tdl.alloc : !tdl.vec<4, i32>\n  %1 = tdl.load %0 : !tdl.vec<4, i32>\n  tdl.store %0, %1 : !tdl.vec<4, i32>, i32\n  %2 = tdl.add %a, %a : i32\n  %3 = tdl.scope -> i32 {\n    %4 = tdl.load %0 : !tdl.vec<4, i32>\n    tdl.yield %4 : i32\n  }\n  tdl.loop {\n    tdl.yield\n  }\n  return\n}\n";
    let op = parse(&ctx, text).unwrap();
    strata_ir::verifier::verify(&ctx, &op).unwrap();
    let mut seen = Vec::new();
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        let name = ctx.op_name_str(body.op(id).name).to_string();
        if !name.starts_with("tdl.") || seen.contains(&name) {
            continue;
        }
        let effects = interfaces::memory_effects(&ctx, body, id);
        let kinds: Option<Vec<EffectKind>> = effects.map(|e| e.iter().map(|e| e.kind).collect());
        match name.as_str() {
            "tdl.alloc" => {
                assert_eq!(kinds, Some(vec![EffectKind::Allocate]));
                assert!(interfaces::would_be_trivially_dead_if_unused(
                    &ctx, body, id
                ));
            }
            "tdl.load" => {
                assert_eq!(kinds, Some(vec![EffectKind::Read]));
                assert!(interfaces::only_reads_memory(&ctx, body, id));
            }
            "tdl.store" => {
                let e = interfaces::memory_effects(&ctx, body, id).unwrap();
                assert_eq!(e[0].kind, EffectKind::Write);
                assert_eq!(e[0].value, Some(body.operand(id, 0)));
                assert_eq!((e[1].kind, e[1].value), (EffectKind::Read, None));
            }
            "tdl.add" => {
                assert!(interfaces::is_pure(&ctx, body, id));
                let infer = interfaces::interfaces(&ctx, body, id)
                    .and_then(|i| i.infer_result_types)
                    .unwrap();
                let i32t = ctx.builtin_types().i32;
                assert_eq!(infer(&ctx, &[i32t, i32t], None), Ok(vec![i32t]));
            }
            // Recursive effects: the nested load's read.
            "tdl.scope" => assert_eq!(kinds, Some(vec![EffectKind::Read])),
            "tdl.loop" => {
                let f = interfaces::interfaces(&ctx, body, id)
                    .and_then(|i| i.loop_regions)
                    .unwrap();
                assert_eq!(f(&ctx, body, id).len(), 1);
                assert!(kinds.is_none());
            }
            _ => {}
        }
        seen.push(name);
    }
    assert_eq!(seen.len(), 7);
    let info = ctx.op_info(ctx.op_name("tdl.cond_br")).unwrap();
    assert!(info.traits.terminator && info.traits.pure);
    assert_eq!(info.inherent_attrs, &["operandSegmentSizes"]);
    assert!(info.successor_operands.is_some());
}

#[test]
fn fold_hook() {
    let ctx = setup();
    let text =
        "func.func @f(%a: i32) -> i32 {\n  %0 = tdl.add %a, %a : i32\n  return %0 : i32\n}\n";
    let mut op = parse(&ctx, text).unwrap();
    let fold = ctx.op_info(ctx.op_name("tdl.add")).unwrap().fold.unwrap();
    let zero = ctx.integer_attr(ctx.builtin_types().i32, strata_ir::apint::ApInt::zero(32));
    let (mut func, mut add) = (None, None);
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        if AddOp::cast(&ctx, body, id).is_some() {
            add = Some(id);
        }
        if ctx.op_name_str(body.op(id).name) == "func.func" {
            func = Some(id);
        }
    }
    // The module and the function are isolated: `tdl.add` is two child bodies down.
    let (func, add) = (func.unwrap(), add.unwrap());
    let module = op.op;
    let body = op
        .body
        .child_body_mut(module)
        .and_then(|m| m.child_body_mut(func))
        .unwrap();
    let a = body.operand(add, 0);
    assert_eq!(
        fold(&ctx, body, add, &[None, Some(zero)]),
        Some(vec![FoldResult::Value(a)])
    );
    assert_eq!(fold(&ctx, body, add, &[None, None]), None);
}

#[test]
fn parse_errors() {
    let ctx = setup();
    let e = parse(&ctx, &wrap("  tdl.br")).unwrap_err();
    assert_eq!(e, "expected block name");
    let e = parse(&ctx, &wrap("  %0 = tdl.load %a : i32")).unwrap_err();
    assert_eq!(e, "custom op 'tdl.load' expected a tdl vector");
    let e = parse(
        &ctx,
        &wrap("  tdl.seg [%a] opt %f : f32, %i : (i32, i32) index"),
    )
    .unwrap_err();
    assert_eq!(
        e,
        "custom op 'tdl.seg' number of operands and types do not match: got 1 operands and 2 types"
    );
    // Unverified ops of every shape print without panicking.
    let text = wrap(
        "  \"tdl.seg\"() <{operandSegmentSizes = array<i32: 5, -1, 0>}> : () -> ()\n  \"tdl.cond_br\"() : () -> ()\n  \"tdl.scope\"() : () -> ()\n  \"tdl.maybe\"() : () -> ()\n  \"tdl.multi\"() <{resultSegmentSizes = array<i32: 3, 0>}> : () -> ()\n  \"tdl.slice\"() : () -> ()",
    );
    let op = parse(&ctx, &text).unwrap();
    let out = print(&ctx, &op, false);
    assert!(out.contains("tdl.seg[]"), "{out}");
}

#[test]
fn dialect_attributes() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  tdl.ranged #tdl.range<1,4>\n  tdl.ranged #tdl.range<2, 2> {r = #tdl.range<0, 9> : i32}",
        ),
    );
    assert!(
        out.contains("    tdl.ranged #tdl.range<1, 4>\n    tdl.ranged #tdl.range<2, 2> {r = #tdl.range<0, 9>}\n"),
        "{out}"
    );
    let generic = print(&ctx, &parse(&ctx, &out).unwrap(), true);
    assert!(
        generic.contains("\"tdl.ranged\"() <{range = #tdl.range<1, 4>}> : () -> ()"),
        "{generic}"
    );
    // Typed view: the same uniqued attribute, with its parameters.
    let r = RangeAttr::get(&ctx, 1, 4).unwrap();
    assert_eq!((r.lo(&ctx), r.hi(&ctx)), (1, 4));
    let op = parse(&ctx, &out).unwrap();
    let mut found = 0;
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        if let Some(o) = RangedOp::cast(&ctx, body, id) {
            let a = o.range(&ctx, body).unwrap();
            assert!(RangeAttr::cast(&ctx, a).is_some());
            if found == 0 {
                assert_eq!(a, r.0);
            }
            found += 1;
        }
    }
    assert_eq!(found, 2);
    assert!(RangeAttr::cast(&ctx, ctx.unit_attr()).is_none());
    assert_eq!(
        RangeAttr::get(&ctx, 3, 1).unwrap_err(),
        "empty range [3, 1]"
    );
    // Parameter verification at parse time; the constraint in op verifiers.
    assert_eq!(
        parse(&ctx, &wrap("  tdl.ranged #tdl.range<5, 1>")).unwrap_err(),
        "empty range [5, 1]"
    );
    assert_eq!(
        verify_error(
            &ctx,
            &wrap("  \"tdl.ranged\"() <{range = 5 : i64}> : () -> ()")
        ),
        "'tdl.ranged' op attribute 'range' failed to satisfy constraint: tdl range attribute"
    );
    // Types made by `type_def!` are type constraints too.
    assert_eq!(<VecType as TypeConstraint>::SUMMARY, "!tdl.vec");
}

#[test]
fn symbol_constant_call_and_commutative_traits() {
    let ctx = setup();
    let text = "func.func @f(%a: i32, %g: f32) {\n  tdl.global {sym_name = \"g\"}\n  %0 = tdl.const 5 : i32\n  %1 = tdl.icall %g(%a) : (f32, i32) -> i32\n  return\n}\nmemref.global @m : memref<2xf32>\n";
    let out = round_trip(&ctx, text);
    assert!(
        out.contains("    tdl.global {sym_name = \"g\"}\n    %0 = tdl.const 5 : i32\n    %1 = tdl.icall %arg1(%arg0) : (f32, i32) -> i32\n"),
        "{out}"
    );
    let mut op = parse(&ctx, &out).unwrap();
    let mut seen = Vec::new();
    let mut konst = None;
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        let name = ctx.op_name_str(body.op(id).name).to_string();
        match name.as_str() {
            // Symbols are never trivially dead (MLIR's `wouldOpBeTriviallyDead`).
            "tdl.global" | "func.func" | "memref.global" => {
                assert!(ctx.op_info(body.op(id).name).unwrap().traits.symbol);
                assert!(!interfaces::would_be_trivially_dead_if_unused(
                    &ctx, body, id
                ));
            }
            "tdl.const" => {
                assert!(interfaces::would_be_trivially_dead_if_unused(
                    &ctx, body, id
                ));
                konst = Some(id);
            }
            "tdl.icall" => {
                let call = interfaces::interfaces(&ctx, body, id)
                    .and_then(|i| i.call)
                    .unwrap();
                assert!(matches!(
                    (call.callee)(&ctx, body, id),
                    Some(interfaces::Callee::Value(v)) if v == body.operand(id, 0)
                ));
                assert_eq!((call.arg_operands)(&ctx, body, id), 1..2);
            }
            _ => continue,
        }
        seen.push(name);
    }
    assert_eq!(seen.len(), 5);
    assert!(
        ctx.op_info(ctx.op_name("tdl.add"))
            .unwrap()
            .traits
            .commutative
    );
    // `constant_like`: the generated fold returns the value attribute.
    let info = ctx.op_info(ctx.op_name("tdl.const")).unwrap();
    assert!(info.traits.constant_like);
    let fold = info.fold.unwrap();
    let konst = konst.unwrap();
    let module = op.op;
    let body = op
        .body
        .child_body_mut(module)
        .and_then(|m| {
            let f = m.block_ops(m.blocks(m.regions(module)[0])[0]).next()?;
            m.child_body_mut(f)
        })
        .unwrap();
    let five = ConstOp(konst).value(&ctx, body).unwrap();
    assert_eq!(
        fold(&ctx, body, konst, &[]),
        Some(vec![FoldResult::Attr(five)])
    );
}

#[test]
fn space_literal() {
    let ctx = setup();
    let out = round_trip(&ctx, &wrap("  tdl.spaced[%i]\n  tdl.spaced fast [%i, %i]"));
    assert!(
        out.contains("    tdl.spaced [%arg4]\n    tdl.spaced fast [%arg4, %arg4]\n"),
        "{out}"
    );
}

#[test]
fn else_groups_oilist_and_ref() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  tdl.flag fast\n  tdl.flag slow {x}\n  tdl.clauses upper(%i) nowait lower(%i)\n  tdl.clauses\n  tdl.clauses nowait\n  tdl.scaled %a : i32 [3]",
        ),
    );
    assert!(
        out.contains("    tdl.flag fast\n    tdl.flag slow {x}\n    tdl.clauses lower(%arg4) upper(%arg4) nowait\n    tdl.clauses\n    tdl.clauses nowait\n    tdl.scaled %arg0 : i32 [3]\n"),
        "{out}"
    );
    let generic = print(&ctx, &parse(&ctx, &out).unwrap(), true);
    assert!(
        generic.contains("\"tdl.flag\"() <{fast}> : () -> ()\n    \"tdl.flag\"() {x} : () -> ()"),
        "{generic}"
    );
    assert!(
        generic.contains("\"tdl.clauses\"(%arg4, %arg4) <{nowait, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> ()"),
        "{generic}"
    );
    assert!(
        generic.contains("\"tdl.scaled\"(%arg0) <{factor = 3 : i32}> : (i32) -> ()"),
        "{generic}"
    );
    assert_eq!(
        parse(&ctx, &wrap("  tdl.flag")).unwrap_err(),
        "custom op 'tdl.flag' expected 'slow'"
    );
    assert_eq!(
        parse(&ctx, &wrap("  tdl.clauses nowait lower(%i) nowait")).unwrap_err(),
        "custom op 'tdl.clauses' `nowait` clause can appear at most once in the expansion of the oilist directive"
    );
}

#[test]
fn operands_directive_and_same_variadic_size() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  %0:2 = tdl.pack %a, %f : i32, f32 -> i1, i1\n  tdl.zip (%a, %b : i32, i32) (%f, %f : f32, f32)",
        ),
    );
    assert!(
        out.contains("    %0:2 = tdl.pack %arg0, %arg3 : i32, f32 -> i1, i1\n    tdl.zip(%arg0, %arg1 : i32, i32) (%arg3, %arg3 : f32, f32)\n"),
        "{out}"
    );
    let op = parse(&ctx, &out).unwrap();
    let generic = print(&ctx, &op, true);
    assert!(
        generic.contains("\"tdl.zip\"(%arg0, %arg1, %arg3, %arg3) : (i32, i32, f32, f32) -> ()"),
        "{generic}"
    );
    let mut found = 0;
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        if let Some(z) = ZipOp::cast(&ctx, body, id)
            && body.num_operands(id) == 4
        {
            assert_eq!(z.l(body), vec![body.operand(id, 0), body.operand(id, 1)]);
            assert_eq!(body.value_type(z.r(body)[1]), ctx.builtin_types().f32);
            found += 1;
        }
        if let Some(p) = PackOp::cast(&ctx, body, id)
            && body.num_operands(id) == 2
        {
            assert_eq!(p.xs(body).len(), 2);
            assert_eq!(p.rs(body).len(), 2);
            found += 1;
        }
    }
    assert_eq!(found, 2);
}

#[test]
fn implicit_terminator() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  tdl.body {\n    %0 = tdl.add %a, %a : i32\n  }\n  tdl.body {\n    tdl.yield %a : i32\n  }\n  tdl.body {\n    tdl.yield {x}\n  }\n  tdl.body {\n  } {y}",
        ),
    );
    assert!(
        out.contains("    tdl.body {\n      %0 = tdl.add %arg0, %arg0 : i32\n    }\n    tdl.body {\n      tdl.yield %arg0 : i32\n    }\n    tdl.body {\n      tdl.yield {x}\n    }\n    tdl.body {\n    } {y}\n"),
        "{out}"
    );
    let generic = print(&ctx, &parse(&ctx, &out).unwrap(), true);
    assert!(
        generic.contains("\"tdl.body\"() ({\n      %0 = \"tdl.add\"(%arg0, %arg0) : (i32, i32) -> i32\n      \"tdl.yield\"() : () -> ()\n    }) : () -> ()"),
        "{generic}"
    );
    assert!(
        ctx.op_info(ctx.op_name("tdl.body"))
            .unwrap()
            .traits
            .single_block
    );
    let op = parse(
        &ctx,
        &wrap("  \"tdl.body\"() ({\n    tdl.stop\n  }) : () -> ()"),
    )
    .unwrap();
    let err = &strata_ir::verifier::verify(&ctx, &op).unwrap_err()[0];
    assert_eq!(
        err.message,
        "'tdl.body' op expects regions to end with 'tdl.yield', found 'tdl.stop'"
    );
    assert_eq!(
        err.notes[0].message,
        "in custom textual format, the absence of terminator implies 'tdl.yield'"
    );
}

// ---- generated builders, docs, open interfaces ----

/// Builds ops with the generated builders before the first `tdl.stop` of `text`'s function
/// and returns the printed module; `f` gets the builder and the function's arguments.
fn build_in(
    ctx: &Context,
    text: &str,
    f: impl FnOnce(&mut strata_ir::ir::OpBuilder<'_, '_>, &[ValueId]),
) -> String {
    let mut module = parse(ctx, text).unwrap();
    let module_op = module.op;
    let module_body = module.body.regions_body(module_op);
    let func = module_body
        .block_ops(module_body.blocks(module_body.regions(module_op)[0])[0])
        .next()
        .unwrap();
    let region = module_body.regions(func)[0];
    let inner = module
        .body
        .regions_body_mut(module_op)
        .regions_body_mut(func);
    let entry = inner.blocks(region)[0];
    let args = inner.block_args(entry).to_vec();
    let stop = inner
        .block_ops(entry)
        .find(|&o| StopOp::isa(ctx, inner, o))
        .unwrap();
    let mut b =
        strata_ir::ir::OpBuilder::at(ctx, inner, strata_ir::ir::InsertionPoint::Before(stop));
    f(&mut b, &args);
    strata_ir::verifier::verify(ctx, &module).unwrap();
    print(ctx, &module, false)
}

#[test]
fn generated_builders_match_parsed_ops() {
    let ctx = setup();
    let loc = ctx.unknown_loc();
    let i32t = ctx.builtin_types().i32;
    let index = ctx.builtin_types().index;
    let head = "func.func @f(%a: i32, %b: i32, %c: i1, %f: f32, %i: index) {\n";
    let built = build_in(&ctx, &format!("{head}  tdl.stop\n}}\n"), |b, args| {
        let (a, bb, f, i) = (args[0], args[1], args[3], args[4]);
        // Inferred result type (same_operands_and_result_type).
        let sum = AddOp::build(b, loc, a, bb);
        let sum = sum.sum(b.body());
        // Operand segments from the group lengths.
        SegOp::build(b, loc, &[a, sum], Some(f), i);
        SegOp::build(b, loc, &[], None, i);
        // Explicit result types with result segments.
        MultiOp::build(b, loc, &[i32t, index], Some(i32t));
        // A required attribute.
        let range = RangeAttr::get(&ctx, 1, 4).unwrap();
        RangedOp::build(b, loc, range.0);
        // Regions are created empty.
        let scope = ScopeOp::build(b, loc, &[]);
        let region = scope.body(b.body());
        assert_eq!(b.body().blocks(region).len(), 0);
        let ip = b.insertion_point().unwrap();
        b.create_block(region, &[]);
        YieldOp::build(b, loc, &[]);
        b.set_insertion_point(ip);
    });
    let parsed = round_trip(
        &ctx,
        &format!(
            "{head}  %0 = tdl.add %a, %b : i32\n  tdl.seg [%a, %0] opt %f : f32, %i : (i32, i32) index\n  tdl.seg [], %i : () index\n  %1:2, %2 = tdl.multi : i32, index opt i32\n  tdl.ranged #tdl.range<1, 4>\n  tdl.scope {{\n    tdl.yield\n  }}\n  tdl.stop\n}}\n"
        ),
    );
    assert_eq!(built, parsed);
}

#[test]
fn generated_builders_forward_successor_operands() {
    let ctx = setup();
    let loc = ctx.unknown_loc();
    let text = "func.func @f(%a: i32, %c: i1) {\n  tdl.stop\n^bb1(%x: i32, %y: i32):\n  tdl.stop\n^bb2:\n  tdl.stop\n}\n";
    let built = build_in(&ctx, text, |b, args| {
        let (a, c) = (args[0], args[1]);
        let entry = b.insertion_block().unwrap();
        let region = b.body().block_region(entry).unwrap();
        let blocks = b.body().blocks(region).to_vec();
        let br = CondBrOp::build(b, loc, c, &[a, a], &[], blocks[1], blocks[2]);
        assert_eq!(br.t_args(b.ctx(), b.body()), vec![a, a]);
        assert_eq!(br.t(b.body()), blocks[1]);
        let stop = b.body().next_op(br.id()).unwrap();
        b.body_mut().erase_op(stop);
    });
    assert!(
        built.contains("tdl.cond_br %arg1, ^bb1(%arg0, %arg0 : i32, i32), ^bb2\n  ^bb1"),
        "{built}"
    );
}

#[test]
fn typed_views_compare_interned_names() {
    let ctx = setup();
    let other = setup();
    let op = parse(&ctx, &wrap("  %0 = tdl.add %a, %b : i32")).unwrap();
    let mut adds = 0;
    for (body, id) in walk_all_iter(&op.body, op.op, WalkOrder::PreOrder) {
        // Alternating contexts refresh the per-kind name cache; answers stay right.
        let _ = <AddOp as strata_ir::ir::Op>::op_name(&other);
        if AddOp::isa(&ctx, body, id) {
            adds += 1;
            assert_eq!(AddOp::cast(&ctx, body, id), Some(AddOp(id)));
            assert_eq!(
                body.op(id).name,
                <AddOp as strata_ir::ir::Op>::op_name(&ctx)
            );
        } else {
            assert!(AddOp::cast(&ctx, body, id).is_none());
        }
    }
    assert_eq!(adds, 1);
}

/// An interface defined by this test crate, implemented by an op of this crate at
/// registration (`implements:`) and by an op of `strata-dialects` afterwards.
#[derive(Debug, PartialEq)]
struct Arity2 {
    arity: usize,
}

op! {
    /// A test op implementing an open interface.
    ///
    /// It exists to show that an op declared in one crate implements an interface
    /// declared in another.
    ///
    /// ```mlir
    /// tdl.iface
    /// ```
    pub struct IfaceOp = "tdl.iface" {
        implements: [Arity2 { arity: 0 }],
        format: "attr-dict",
    }
}

#[test]
fn open_interfaces_and_docs() {
    let ctx = setup();
    IfaceOp::register(&ctx);
    let iface = ctx.op_name("tdl.iface");
    assert_eq!(
        ctx.op_interface::<Arity2>(iface),
        Some(&Arity2 { arity: 0 })
    );
    let addi = ctx.op_name("arith.addi");
    assert_eq!(ctx.op_interface::<Arity2>(addi), None);
    assert!(ctx.attach_op_interface("arith.addi", Arity2 { arity: 2 }));
    assert_eq!(ctx.op_interface::<Arity2>(addi), Some(&Arity2 { arity: 2 }));
    assert!(!ctx.attach_op_interface("tdl.unregistered", Arity2 { arity: 1 }));
    // Other contexts are not affected.
    assert_eq!(setup().op_interface::<Arity2>(addi), None);

    strata_ir::registry::DialectInterfaces::attach(&ctx, "tdl", Arity2 { arity: 7 });
    assert_eq!(
        strata_ir::registry::DialectInterfaces::get::<Arity2>(&ctx, "tdl"),
        Some(&Arity2 { arity: 7 })
    );
    assert_eq!(
        strata_ir::registry::DialectInterfaces::get::<Arity2>(&ctx, "arith"),
        None
    );

    let docs = ctx.op_info(iface).unwrap().docs;
    assert_eq!(docs.summary, "A test op implementing an open interface.");
    assert!(
        docs.description.starts_with("It exists to show"),
        "{docs:?}"
    );
    assert!(!docs.description.contains("```"), "{docs:?}");
    assert_eq!(docs.example, "tdl.iface\n");
    assert!(
        ctx.registered_ops()
            .iter()
            .any(|info| info.name == "tdl.iface")
    );
}

// ---- default dialects, derived types, type lists, successor counts, property errors ----

op! {
    /// `tdl.ns { stop }`: ops in the region may leave out the `tdl.` prefix.
    pub struct NsOp = "tdl.ns" {
        regions: [body: AnyRegion],
        default_dialect: "tdl",
        format: "$body attr-dict",
    }
}

/// A function type; other types are rejected when parsed.
struct FnType;
impl TypeConstraint for FnType {
    const SUMMARY: &'static str = "function type";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::Function { .. })
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        if Self::check(ctx, ty) {
            Ok(())
        } else {
            Err(None)
        }
    }
}

/// The inputs of the function type of the first operand.
fn fn_inputs(ctx: &Context, callee: Type) -> Option<Vec<Type>> {
    match ctx.type_data(callee) {
        TypeData::Function { inputs, .. } => Some(inputs.to_vec()),
        _ => None,
    }
}

/// The results of the function type of the first operand.
fn fn_results(ctx: &Context, callee: Type) -> Option<Vec<Type>> {
    match ctx.type_data(callee) {
        TypeData::Function { results, .. } => Some(results.to_vec()),
        _ => None,
    }
}

op! {
    /// `%0 = tdl.apply %f(%a) : (i32) -> f32`: argument and result types from the callee's.
    pub struct ApplyOp = "tdl.apply" {
        operands: [callee: FnType, args: variadic AnyType],
        results: [res: variadic AnyType],
        types_match: { args: fn_inputs(callee), res: fn_results(callee) },
        format: "$callee `(` $args `)` attr-dict `:` type($callee)",
    }
}

op! {
    /// `%0 = tdl.conv %a : i32 to f32`: an undelimited type list has at least one type.
    pub struct ConvOp = "tdl.conv" {
        operands: [ins: variadic AnyType],
        results: [outs: variadic AnyType],
        format: "($ins^ `:` type($ins))? `to` type($outs) attr-dict",
    }
}

/// Every operand of a `tdl.jump` goes to its first successor.
fn jump_counts(
    _: &Context,
    _: Option<Attribute>,
    num_operands: usize,
    num_successors: usize,
) -> Option<Vec<u32>> {
    let mut counts = vec![0; num_successors];
    *counts.first_mut()? = num_operands as u32;
    Some(counts)
}

op! {
    /// `tdl.jump(%a : i32) [^bb1, ^bb2]`: successor operand counts from a hand-written hook.
    pub struct JumpOp = "tdl.jump" {
        traits: [terminator],
        operands: [args: variadic AnyType],
        successors: [dests: variadic ods::AnySuccessor],
        info: { successor_operands: Some(jump_counts) },
        format: "`(` $args `:` type($args) `)` $dests attr-dict",
    }
}

/// An `i64` attribute whose other kinds are property-conversion errors.
struct I64Prop;
impl AttrConstraint for I64Prop {
    const SUMMARY: &'static str = "64-bit signless integer attribute";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        I64Attr::check(ctx, attr)
    }
}

op! {
    /// `tdl.prop <{n = 1}>`
    pub struct PropOp = "tdl.prop" {
        attrs: [n: I64Prop],
        format: "prop-dict attr-dict",
    }
}

fn register_more(ctx: &Context) {
    NsOp::register(ctx);
    ApplyOp::register(ctx);
    ConvOp::register(ctx);
    JumpOp::register(ctx);
    PropOp::register(ctx);
}

#[test]
fn default_dialect_of_regions() {
    let ctx = setup();
    register_more(&ctx);
    let out = round_trip(&ctx, &wrap("  tdl.ns {\n    stop\n  }"));
    assert!(out.contains("    tdl.ns {\n      stop\n    }\n"), "{out}");
    let asm = strata_asm::custom::CustomAsmRegistry::get(&ctx)
        .lookup(ctx.op_name("tdl.ns"))
        .unwrap();
    assert_eq!(asm.default_dialect, Some("tdl"));
}

#[test]
fn types_from_other_operands() {
    let ctx = setup();
    register_more(&ctx);
    let text = "func.func @f(%g: (i32, i32) -> f32, %a: i32) -> f32 {\n  %0 = tdl.apply %g(%a, %a) : (i32, i32) -> f32\n  return %0 : f32\n}\n";
    let out = round_trip(&ctx, text);
    assert!(
        out.contains("%0 = tdl.apply %arg0(%arg1, %arg1) : (i32, i32) -> f32"),
        "{out}"
    );
    let e = parse(
        &ctx,
        "func.func @f(%g: i32) {\n  tdl.apply %g() : i32\n  return\n}\n",
    )
    .unwrap_err();
    assert_eq!(e, "custom op 'tdl.apply' invalid kind of type specified");
    // The builder leaves out the derived result types.
    let op = parse(&ctx, text).unwrap();
    let (body, call) = walk_all_iter(&op.body, op.op, WalkOrder::PreOrder)
        .find(|(b, id)| ApplyOp::isa(&ctx, b, *id))
        .unwrap();
    let apply = ApplyOp(call);
    let args = apply.args(body);
    let state = ApplyOp::state(&ctx, body, apply.loc(body), apply.callee(body), &args);
    assert_eq!(
        state.result_types,
        vec![ctx.float_type(strata_ir::float::FloatKind::F32)]
    );
}

#[test]
fn type_lists_have_one_type_unless_delimited() {
    let ctx = setup();
    register_more(&ctx);
    let out = round_trip(
        &ctx,
        &wrap(
            "  %0 = tdl.conv %a : i32 to f32\n  %1:2 = tdl.conv to i1, i1\n  tdl.seg [], %i : () index",
        ),
    );
    assert!(
        out.contains("%0 = tdl.conv %arg0 : i32 to f32\n    %1:2 = tdl.conv to i1, i1\n"),
        "{out}"
    );
    // As ODS's `parseTypeList`: `to` is not a type.
    let e = parse(&ctx, &wrap("  %0 = tdl.conv %a : to f32")).unwrap_err();
    assert_eq!(e, "expected non-function type");
    let e = parse(&ctx, &wrap("  %0 = tdl.conv %a : i32 to\n")).unwrap_err();
    assert_eq!(e, "expected non-function type");
    let e = parse(
        &ctx,
        "func.func @f(%a: i32) {\n  tdl.br ^bb1(%a : )\n^bb1(%x: i32):\n  return\n}\n",
    )
    .unwrap_err();
    assert_eq!(e, "expected non-function type");
}

#[test]
fn successor_counts_from_hook() {
    let ctx = setup();
    register_more(&ctx);
    let text = "func.func @f(%a: i32) {\n  tdl.jump(%a : i32) ^bb1, ^bb2\n^bb1(%x: i32):\n  return\n^bb2:\n  return\n}\n";
    let out = round_trip(&ctx, text);
    assert!(out.contains("tdl.jump(%arg0 : i32) ^bb1, ^bb2\n"), "{out}");
    let op = parse(&ctx, text).unwrap();
    let (body, jump) = walk_all_iter(&op.body, op.op, WalkOrder::PreOrder)
        .find(|(b, id)| JumpOp::isa(&ctx, b, *id))
        .unwrap();
    let j = JumpOp(jump);
    let args = j.args(body);
    let dests = j.dests(body);
    let state = JumpOp::state(&ctx, body, j.loc(body), &args, &dests);
    let counts: Vec<u32> = state.successors.iter().map(|s| s.num_operands).collect();
    assert_eq!(counts, vec![1, 0]);
    assert_eq!(state.operands, args);
}

#[test]
fn property_conversion_errors() {
    let ctx = setup();
    register_more(&ctx);
    assert_eq!(
        verify_error(&ctx, &wrap("  \"tdl.prop\"() <{n = 1 : i32}> : () -> ()")),
        "invalid properties {n = 1 : i32} for op tdl.prop: Invalid attribute `n` in property conversion: 1 : i32"
    );
    assert_eq!(
        verify_error(&ctx, &wrap("  \"tdl.prop\"() : () -> ()")),
        "'tdl.prop' op requires attribute 'n'"
    );
}

#[test]
fn newline_literal_and_required_type_lists() {
    let ctx = setup();
    let out = round_trip(
        &ctx,
        &wrap(
            "  tdl.lines %i {x}\n  then {\n  }\n  tdl.lines %i then {\n    tdl.yield %a : i32\n  }",
        ),
    );
    assert!(
        out.contains("    tdl.lines %arg4 {x}\n    then {\n    }\n    tdl.lines %arg4\n    then {\n      tdl.yield %arg0 : i32\n    }\n"),
        "{out}"
    );
    let out = round_trip(&ctx, &wrap("  tdl.give {x} %a, %f : i32, f32\n  tdl.give"));
    assert!(
        out.contains("    tdl.give {x} %arg0, %arg3 : i32, f32\n    tdl.give\n"),
        "{out}"
    );
    // A variadic type list inside an optional group is required (ODS's `parseTypeList`).
    let e = parse(&ctx, &wrap("  tdl.yield %a :")).unwrap_err();
    assert_eq!(e, "expected non-function type");
    let e = parse(&ctx, &wrap("  tdl.yield %a, %b : i32")).unwrap_err();
    assert_eq!(
        e,
        "custom op 'tdl.yield' number of operands and types do not match: got 2 operands and 1 types"
    );
    // `verify_traits` runs after the count checks, before the declared constraints.
    let e = verify_error(&ctx, &wrap("  \"tdl.inner\"(%a) : (i32) -> ()"));
    assert_eq!(e, "'tdl.inner' op expects parent op 'tdl.body'");
    let e = verify_error(&ctx, &wrap("  \"tdl.inner\"() : () -> ()"));
    assert_eq!(e, "'tdl.inner' op requires a single operand");
    let e = verify_error(
        &ctx,
        &wrap("  tdl.body {\n    \"tdl.inner\"(%a) : (i32) -> ()\n  }"),
    );
    assert_eq!(
        e,
        "'tdl.inner' op operand #0 must be 1-bit signless integer, but got 'i32'"
    );
    round_trip(&ctx, &wrap("  tdl.body {\n    tdl.inner %c\n  }"));
    // Regions of a custom directive are left as parsed; the format's own get a block and
    // the implicit terminator.
    let op = parse(&ctx, &wrap("  tdl.alts alt {\n  } default {\n  }")).unwrap();
    let generic = print(&ctx, &op, true);
    assert!(
        generic.contains(
            "\"tdl.alts\"() ({\n      \"tdl.yield\"() : () -> ()\n    }, {\n    }) : () -> ()"
        ),
        "{generic}"
    );
}

// ---- type classes, attribute dictionaries and property conversion ----

/// A ranked memref; a format reads its type as ODS's `MemRefType` class.
struct RankedMemRef;
impl TypeConstraint for RankedMemRef {
    const SUMMARY: &'static str = "memref of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(ctx.type_data(ty), TypeData::MemRef { .. })
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        if Self::check(ctx, ty) {
            Ok(())
        } else {
            Err(Some("builtin.memref"))
        }
    }
}

/// A ranked or unranked memref; read as ODS's `BaseMemRefType`, a class without a name.
struct BaseMemRef;
impl TypeConstraint for BaseMemRef {
    const SUMMARY: &'static str = "ranked or unranked memref of any type values";
    fn check(ctx: &Context, ty: Type) -> bool {
        matches!(
            ctx.type_data(ty),
            TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
        )
    }
    fn check_class(ctx: &Context, ty: Type) -> Result<(), Option<&'static str>> {
        if Self::check(ctx, ty) {
            Ok(())
        } else {
            Err(None)
        }
    }
}

/// A positive `i64`, stored as an integer property (any integer attribute converts).
struct PositiveI64;
impl AttrConstraint for PositiveI64 {
    const SUMMARY: &'static str = "64-bit signless integer attribute whose value is positive";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Integer { ty, value }
            if *ty == ctx.builtin_types().i64 && value.to_i64_checked().is_some_and(|v| v > 0))
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Integer { .. })
    }
}

/// A bool attribute whose default value is `false`.
struct FalseByDefault;
impl AttrConstraint for FalseByDefault {
    const SUMMARY: &'static str = "bool attribute";
    fn check(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::Integer { ty, .. } if *ty == ctx.builtin_types().i1)
    }
    fn default_value(ctx: &Context) -> Option<Attribute> {
        let i1 = ctx.builtin_types().i1;
        Some(ctx.integer_attr(i1, strata_ir::apint::ApInt::from_u64(1, 0)))
    }
}

op! {
    /// `tdl.access`: type classes, an optional group led by `` and checked attributes.
    pub struct AccessOp = "tdl.access" {
        traits: [attr_sized_operand_segments],
        operands: [memref: RankedMemRef, dims: variadic Index, syms: variadic Index],
        attrs: [align: optional PositiveI64, flag: default FalseByDefault],
        results: [other: BaseMemRef],
        format: "$memref `(` $dims `)` (`` `[` $syms^ `]`)? attr-dict `:` type($memref) `to` type($other)",
    }
}

op! {
    /// `tdl.fn`: a functional type.
    pub struct FnOp = "tdl.fn" {
        operands: [x: AnyType],
        results: [y: AnyType],
        format: "$x attr-dict `:` functional-type(operands, results)",
    }
}

#[test]
fn type_classes_attr_dicts_and_property_conversion() {
    let ctx = setup();
    AccessOp::register(&ctx);
    FnOp::register(&ctx);
    let m = |body: &str| {
        format!("func.func @f(%m: memref<4xf32>, %i: index) {{\n{body}\n  return\n}}\n")
    };
    let out = round_trip(
        &ctx,
        &m(
            "  %0 = tdl.access %m(%i)[%i] {align = 8 : i64, flag = false} : memref<4xf32> to memref<*xf32>\n  %1 = tdl.access %m() {flag = true} : memref<4xf32> to memref<4xf32>",
        ),
    );
    assert!(
        out.contains(
            "tdl.access %arg0(%arg1)[%arg1] {align = 8 : i64} : memref<4xf32> to memref<*xf32>"
        ),
        "{out}"
    );
    assert!(
        out.contains("tdl.access %arg0() {flag = true} : memref<4xf32> to memref<4xf32>"),
        "{out}"
    );
    let e = parse(
        &ctx,
        &m("  %0 = tdl.access %m() : tensor<4xf32> to memref<4xf32>"),
    )
    .unwrap_err();
    assert_eq!(
        e,
        "custom op 'tdl.access' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'"
    );
    let e = parse(&ctx, &m("  %0 = tdl.access %m() : memref<4xf32> to i32")).unwrap_err();
    assert_eq!(e, "custom op 'tdl.access' invalid kind of type specified");
    let e = parse(
        &ctx,
        &m("  %0 = tdl.access %m() {align = 0 : i64} : memref<4xf32> to i32"),
    )
    .unwrap_err();
    assert_eq!(
        e,
        "custom op 'tdl.access' 'tdl.access' op attribute 'align' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive"
    );
    let e = parse(&ctx, &m("  %0 = tdl.fn %i : index")).unwrap_err();
    assert_eq!(
        e,
        "custom op 'tdl.fn' invalid kind of type specified: expected builtin.function, but found 'index'"
    );
    let generic = |align: &str| {
        m(&format!(
            "  %0 = \"tdl.access\"(%m) <{{align = {align}, operandSegmentSizes = array<i32: 1, 0, 0>}}> : (memref<4xf32>) -> memref<4xf32>"
        ))
    };
    assert_eq!(
        verify_error(&ctx, &generic("\"x\"")),
        "invalid properties {align = \"x\", operandSegmentSizes = array<i32: 1, 0, 0>} for op tdl.access: Invalid attribute `align` in property conversion: \"x\""
    );
    assert_eq!(
        verify_error(&ctx, &generic("0 : i32")),
        "'tdl.access' op attribute 'align' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive"
    );
}

op! {
    /// `tdl.keywords`: groups and attributes named by Rust keywords.
    pub struct KeywordsOp = "tdl.keywords" {
        operands: [in: AnyType],
        attrs: [type: TypedAttr],
        format: "$in `,` $type attr-dict `:` type($in)",
    }
}

#[test]
fn keyword_names() {
    let ctx = setup();
    KeywordsOp::register(&ctx);
    let out = round_trip(&ctx, &wrap("  tdl.keywords %a, 1 : i64 : i32"));
    assert!(out.contains("tdl.keywords %arg0, 1 : i64 : i32"), "{out}");
    let op = parse(&ctx, &out).unwrap();
    let (body, id) = walk_all_iter(&op.body, op.op, WalkOrder::PreOrder)
        .find(|(b, o)| KeywordsOp::isa(&ctx, b, *o))
        .unwrap();
    let k = KeywordsOp::cast(&ctx, body, id).unwrap();
    assert_eq!(body.value_type(k.r#in(body)), ctx.builtin_types().i32);
    assert!(k.r#type(&ctx, body).is_some());
}

/// The element type of a memref type (the type of a stored value).
fn element_of_memref(ctx: &Context, t: Type) -> Option<Vec<Type>> {
    match ctx.type_data(t) {
        TypeData::MemRef { element, .. } => Some(vec![*element]),
        _ => None,
    }
}

op! {
    /// `tdl.put`: the stored value's type comes from the memref's (`TypesMatchWith`).
    pub struct PutOp = "tdl.put" {
        operands: [value: AnyType, memref: RankedMemRef, indices: variadic Index],
        types_match: { value: element_of_memref(memref) },
        format: "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
    }
}

#[test]
fn types_match_with() {
    let ctx = setup();
    PutOp::register(&ctx);
    let text = "func.func @f(%m: memref<4xf32>, %v: f32, %i: index) {\n  tdl.put %v, %m[%i] : memref<4xf32>\n  return\n}\n";
    let out = round_trip(&ctx, text);
    assert!(
        out.contains("tdl.put %arg1, %arg0[%arg2] : memref<4xf32>"),
        "{out}"
    );
    let bad = "func.func @f(%m: memref<4xf32>, %v: i32, %i: index) {\n  tdl.put %v, %m[%i] : memref<4xf32>\n  return\n}\n";
    let e = parse(&ctx, bad).unwrap_err();
    assert!(
        e.contains("use of value '%v' expects different type than prior uses"),
        "{e}"
    );
}

/// The type itself (ODS `AllTypesMatch`).
fn same_type(_: &Context, t: Type) -> Option<Vec<Type>> {
    Some(vec![t])
}

op! {
    /// `tdl.carry_add`: the operand types come from the result type the format gives
    /// (`AllTypesMatch<["lhs", "rhs", "sum"]>` with `type($sum)`, as
    /// `arith.addui_extended`).
    pub struct CarryAddOp = "tdl.carry_add" {
        operands: [lhs: AnyType, rhs: AnyType],
        results: [sum: AnyType, carry: AnyType],
        types_match: { lhs: same_type(sum), rhs: same_type(sum) },
        format: "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($carry)",
    }
}

#[test]
fn types_match_from_a_result() {
    let ctx = setup();
    CarryAddOp::register(&ctx);
    let text = "func.func @f(%a: i64, %b: i64) {
  %s, %c = tdl.carry_add %a, %b : i64, i1
  return
}
";
    let out = round_trip(&ctx, text);
    assert!(
        out.contains("%sum, %carry = tdl.carry_add %arg0, %arg1 : i64, i1"),
        "{out}"
    );
    let op = parse(&ctx, &out).unwrap();
    let (body, id) = walk_all_iter(&op.body, op.op, WalkOrder::PreOrder)
        .find(|(b, o)| CarryAddOp::isa(&ctx, b, *o))
        .unwrap();
    let add = CarryAddOp::cast(&ctx, body, id).unwrap();
    assert_eq!(body.value_type(add.lhs(body)), ctx.builtin_types().i64);
    assert_eq!(body.value_type(add.carry(body)), ctx.builtin_types().i1);
    // Builders take both result types (results are never derived from a result).
    let (i64t, i1) = (ctx.builtin_types().i64, ctx.builtin_types().i1);
    let loc = ctx.unknown_loc();
    let text = "func.func @f(%a: i64, %b: i64) {\n  tdl.stop\n}\n";
    let built = build_in(&ctx, text, |b, args| {
        CarryAddOp::build(b, loc, i64t, i1, args[0], args[1]);
    });
    assert!(
        built.contains("tdl.carry_add %arg0, %arg1 : i64, i1"),
        "{built}"
    );
    let bad = "func.func @f(%a: i32, %b: i64) {\n  %s, %c = tdl.carry_add %a, %b : i64, i1\n  return\n}\n";
    let e = parse(&ctx, bad).unwrap_err();
    assert!(
        e.contains("use of value '%a' expects different type than prior uses"),
        "{e}"
    );
}

op! {
    /// `tdl.give_results`: a terminator whose operand group is named `results`.
    pub struct ResultsGiveOp = "tdl.give_results" {
        traits: [terminator],
        operands: [results: variadic AnyType],
        format: "attr-dict ($results^ `:` type($results))?",
    }
}

op! {
    /// `tdl.take`: the `type(results)` directive next to a group named `operands`.
    pub struct TakeOp = "tdl.take" {
        operands: [operands: variadic AnyType],
        results: [out: variadic AnyType],
        format: "$operands attr-dict `:` type($operands) `->` type(results)",
    }
}

#[test]
fn groups_named_operands_or_results() {
    let ctx = setup();
    ResultsGiveOp::register(&ctx);
    TakeOp::register(&ctx);
    let text = "func.func @f(%a: i32, %b: f32) {\n  %0:2 = tdl.take %a, %b : i32, f32 -> f32, i32\n  \"test.wrap\"() ({\n    tdl.give_results %a, %b : i32, f32\n  }) : () -> ()\n  return\n}\n";
    ctx.set_allow_unregistered_dialects(true);
    let out = round_trip(&ctx, text);
    assert!(
        out.contains("tdl.take %arg0, %arg1 : i32, f32 -> f32, i32"),
        "{out}"
    );
    assert!(
        out.contains("tdl.give_results %arg0, %arg1 : i32, f32"),
        "{out}"
    );
    let e = parse(
        &ctx,
        &text.replace(
            "tdl.give_results %a, %b : i32, f32",
            "tdl.give_results %a, %b : i32",
        ),
    )
    .unwrap_err();
    assert_eq!(
        e,
        "custom op 'tdl.give_results' number of operands and types do not match: got 2 operands and 1 types"
    );
}

#[test]
fn functional_type_resolution_errors_at_the_op_name() {
    let ctx = setup();
    FnOp::register(&ctx);
    let text = "func.func @f(%a: i32) {\n  %0 = tdl.fn %a : (i32, i32) -> i32\n  return\n}\n";
    let e = parse_source(&ctx, &Source { name: "t", text }, &ParseOptions::default()).unwrap_err();
    assert_eq!(
        e.message,
        "custom op 'tdl.fn' number of operands and types do not match: got 1 operands and 2 types"
    );
    // Line 2, column 8: `tdl.fn`, as ODS resolves operands written one by one there.
    match ctx.attr_data(e.loc.0) {
        AttrData::FileLineColLoc { line, col, .. } => assert_eq!((*line, *col), (2, 8)),
        other => panic!("unexpected location {other:?}"),
    }
}
