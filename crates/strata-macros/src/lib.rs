//! `strata-macros`: the `op!` and `type_def!` macros, Strata's op definition framework
//! (MLIR's ODS).
//!
//! One declaration per op generates a typed view (`AddI(OpId)` with operand, result,
//! region, successor and attribute accessors), its `OpInfo` registration (name, traits,
//! interfaces, inherent attributes, fold hook), a verifier for the declared constraints
//! with mlir-opt's wording, and custom parse/print hooks compiled from a declarative
//! assembly format. See [`op!`], [`type_def!`] and [`attr_def!`] for the syntax.
//!
//! Generated code refers to `::strata_ir`, `::strata_asm` and to the runtime crate
//! `::strata_ods` (constraint traits and helpers), so a crate declaring ops depends on
//! those three.

#![warn(missing_docs)]

mod asm;
mod build;
mod decl;
mod docs;
mod format;
mod typedef;

use decl::{Arity, AttrKind, OpDecl, ResultNames, ValueDecl};
use proc_macro::TokenStream;
use proc_macro2::TokenStream as TokenStream2;
use quote::{format_ident, quote};

/// `overflowFlags` → `overflow_flags`.
pub(crate) fn snake(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_uppercase() {
            if !out.is_empty() && !out.ends_with('_') {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// The accessor named after group or attribute `name`: snake case, a raw identifier
/// when that is a Rust keyword (`r#type`).
pub(crate) fn accessor_ident(name: &str) -> proc_macro2::Ident {
    let s = snake(name);
    if syn::parse_str::<proc_macro2::Ident>(&s).is_ok() {
        format_ident!("{}", s)
    } else {
        proc_macro2::Ident::new_raw(&s, proc_macro2::Span::call_site())
    }
}

/// An expression for the default value of attribute constraint `c` in `ctx` (an
/// expression of type `&Context`), computed once per context at each use site: hot paths
/// (printing, parsing) ask for it once per op.
pub(crate) fn cached_default(c: &syn::Path, ctx: TokenStream2) -> TokenStream2 {
    quote! {{
        static __DEFAULT: ::strata_ir::attributes::AttrCache =
            ::strata_ir::attributes::AttrCache::new();
        __DEFAULT.get(#ctx, || <#c as ::strata_ods::AttrConstraint>::default_value(#ctx))
    }}
}

/// Traits that add a check (or segment sizing) rather than a `Traits` flag.
const CHECK_TRAITS: &[&str] = &[
    "same_operands_and_result_type",
    "same_type_operands",
    "same_operands_and_result_shape",
    "attr_sized_operand_segments",
    "attr_sized_result_segments",
    "same_variadic_operand_size",
    "same_variadic_result_size",
];

/// Which kind of declared group.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Operand,
    Result,
    Region,
    Successor,
}

impl OpDecl {
    pub(crate) fn groups(&self, kind: Kind) -> &[ValueDecl] {
        match kind {
            Kind::Operand => &self.operands,
            Kind::Result => &self.results,
            Kind::Region => &self.regions,
            Kind::Successor => &self.successors,
        }
    }

    /// An expression for the `Option<strata_ods::Segments>` segment sizes of `kind` (needs `ctx`,
    /// `body`, `op` in scope).
    pub(crate) fn segments_expr(&self, kind: Kind) -> TokenStream2 {
        match kind {
            Kind::Operand if self.operand_segments() => {
                quote!(::strata_ods::segment_sizes(
                    ctx,
                    body,
                    op,
                    "operandSegmentSizes"
                ))
            }
            Kind::Result if self.result_segments() => {
                quote!(::strata_ods::segment_sizes(
                    ctx,
                    body,
                    op,
                    "resultSegmentSizes"
                ))
            }
            Kind::Operand if self.same_operand_size() => {
                quote!(::strata_ods::same_size_segments(
                    body.num_operands(op),
                    Self::__OPERANDS
                ))
            }
            Kind::Result if self.same_result_size() => {
                quote!(::strata_ods::same_size_segments(
                    body.num_results(op),
                    Self::__RESULTS
                ))
            }
            _ => quote!(::std::option::Option::<::strata_ods::Segments>::None),
        }
    }

    /// Whether accessors of `kind` need the context (to read segment sizes).
    pub(crate) fn needs_ctx(&self, kind: Kind) -> bool {
        matches!(
            (kind, self.operand_segments(), self.result_segments()),
            (Kind::Operand, true, _) | (Kind::Result, _, true)
        )
    }

    /// An expression for the total count of `kind` (needs `body`, `op`).
    pub(crate) fn total_expr(kind: Kind) -> TokenStream2 {
        match kind {
            Kind::Operand => quote!(body.num_operands(op)),
            Kind::Result => quote!(body.num_results(op)),
            Kind::Region => quote!(body.regions(op).len()),
            Kind::Successor => quote!(body.successors(op).len()),
        }
    }

    /// The name of the associated const holding the arities of `kind`.
    pub(crate) fn arity_const(kind: Kind) -> proc_macro2::Ident {
        format_ident!(
            "{}",
            match kind {
                Kind::Operand => "__OPERANDS",
                Kind::Result => "__RESULTS",
                Kind::Region => "__REGIONS",
                Kind::Successor => "__SUCCESSORS",
            }
        )
    }

    /// An expression for the `Range<usize>` of group `i` of `kind`, given `segs` (an
    /// expression of type `Option<&[i32]>`). Where the declaration fixes where the group
    /// starts (no segment sizes, only single groups before it), the range is computed
    /// inline, as `strata_ods::group_range` would (accessors are hot).
    pub(crate) fn range_expr(&self, kind: Kind, i: usize, segs: TokenStream2) -> TokenStream2 {
        let total = Self::total_expr(kind);
        let groups = self.groups(kind);
        let sized = match kind {
            Kind::Operand => self.operand_segments() || self.same_operand_size(),
            Kind::Result => self.result_segments() || self.same_result_size(),
            _ => false,
        };
        let single = |g: &ValueDecl| g.arity == Arity::Single;
        if !sized && groups[..i].iter().all(single) {
            let after = groups.len() - i - 1;
            if single(&groups[i]) {
                return quote!({
                    let __t = #total;
                    (#i).min(__t)..(#i + 1).min(__t)
                });
            }
            if groups[i + 1..].iter().all(single) {
                return quote!({
                    let __t = #total;
                    (#i).min(__t)..__t.saturating_sub(#after).max((#i).min(__t))
                });
            }
        }
        let c = Self::arity_const(kind);
        quote!(::strata_ods::group_range(#total, Self::#c, #segs, #i))
    }

    /// An expression for element `k` of `kind` (needs `body`, `op`).
    pub(crate) fn element_expr(kind: Kind, k: TokenStream2) -> TokenStream2 {
        match kind {
            Kind::Operand => quote!(body.operand(op, #k)),
            Kind::Result => quote!(body.result(op, #k)),
            Kind::Region => quote!(body.regions(op)[#k]),
            Kind::Successor => quote!(body.successors(op)[#k].block),
        }
    }
}

/// Declares an operation. Syntax:
///
/// ```text
/// op! {
///     /// Doc comment of the generated view type.
///     pub struct AddI = "arith.addi" {
///         traits: [pure, same_operands_and_result_type],
///         operands: [lhs: SignlessIntegerLike, rhs: SignlessIntegerLike],
///         attrs: [overflowFlags: default OverflowFlags],
///         results: [result: SignlessIntegerLike],
///         format: "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
///     }
/// }
/// ```
///
/// Keys (all optional, comma separated):
/// - `traits`: `Traits` fields set to true, plus the checks `same_operands_and_result_type`,
///   `same_type_operands`, `same_operands_and_result_shape` and the segment traits
///   `attr_sized_operand_segments` / `attr_sized_result_segments`.
/// - `operands`, `results`: `name: C`, `name: optional C` or `name: variadic C` (more than
///   one variable-length group needs the segment trait).
/// - `regions`: `name: C` or `name: variadic C` (`C` a `RegionConstraint`, e.g.
///   `SizedRegion<1>`); `successors`: `name` or `name: variadic C`.
/// - `attrs`: `name: C`, `name: optional C` or `name: default C`.
/// - `verify` (extra verifier run last), `verify_traits` (a check of native traits such as
///   `HasParent`, run after the count checks and before the declared constraints, as ODS
///   orders them), `verify_preds` (a check of predicate traits such as `AllTypesMatch`,
///   run after the operand and result constraints and before the region ones), `fold` (a `FoldFn`), `effects: [read(x), write,
///   alloc(r), free(p)]` (memory effects on operands/results), `interfaces: { field: expr }`
///   (`Interfaces` fields, wrapped in `Some`), `successor_operands: { dest: group }`,
///   `info: { field: expr }` (other `OpInfo` fields).
/// - `infer` (`fn(&Context, &[Type], &OperationState) -> Vec<Type>`) or `infer_types` (an
///   `InferResultTypesFn`, also registered as the interface): result types for formats
///   that do not name them.
/// - `types_match: { target: f(source) }` (ODS `TypesMatchWith`): the types of operand or
///   result group `target` are `f(&Context, type of the single operand source) ->
///   Option<Vec<Type>>` when the format does not give them; builders leave such result
///   types out. The source of an operand group may also be a single result whose type
///   the format gives (ODS `AllTypesMatch<["lhs", "rhs", "sum"]>` with `type($sum)`).
/// - `result_names`: a `ResultNamesFn` or a string literal naming every result.
/// - `format` (a declarative assembly format) or `parse` + `print` (hand-written hooks);
///   `default_dialect: "x"`: ops nested in the op's regions may leave out the `x.` prefix.
#[proc_macro]
pub fn op(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as OpDecl);
    match expand(&decl) {
        Ok(ts) => ts.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

/// Declares a dialect type `!dialect.mnemonic<params>` stored as a canonical opaque type.
/// See the `typedef` module docs for the syntax.
#[proc_macro]
pub fn type_def(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as typedef::TypeDecl);
    match typedef::expand(&decl) {
        Ok(ts) => ts.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

/// Declares a dialect attribute `#dialect.mnemonic<params>` stored as a canonical opaque
/// attribute; the same keys as [`type_def!`] (see the `typedef` module docs).
#[proc_macro]
pub fn attr_def(input: TokenStream) -> TokenStream {
    let mut decl = syn::parse_macro_input!(input as typedef::TypeDecl);
    decl.is_attr = true;
    match typedef::expand(&decl) {
        Ok(ts) => ts.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

fn check_decl(d: &OpDecl) -> syn::Result<()> {
    let span = d.name.span();
    for (kind, seg, what) in [
        (
            Kind::Operand,
            d.operand_segments() || d.same_operand_size(),
            "operand",
        ),
        (
            Kind::Result,
            d.result_segments() || d.same_result_size(),
            "result",
        ),
        (Kind::Region, false, "region"),
        (Kind::Successor, false, "successor"),
    ] {
        let variable = d
            .groups(kind)
            .iter()
            .filter(|g| g.arity != Arity::Single)
            .count();
        if variable > 1 && !seg {
            return Err(syn::Error::new(
                span,
                format!(
                    "more than one variable-length {what} group needs `attr_sized_{what}_segments` or `same_variadic_{what}_size`"
                ),
            ));
        }
    }
    for (g, _, src) in &d.types_match {
        if !matches!(
            d.var(&g.to_string()),
            Some(decl::VarRef::Operand(..) | decl::VarRef::Result(..))
        ) {
            return Err(syn::Error::new(
                g.span(),
                "`types_match` derives the types of an operand or result group",
            ));
        }
        // A result source serves operand groups only (ODS `AllTypesMatch` with a result
        // type given by the format): builders take result types before operands.
        let target_is_operand = matches!(d.var(&g.to_string()), Some(decl::VarRef::Operand(..)));
        let single_source = match d.var(&src.to_string()) {
            Some(decl::VarRef::Operand(_, o)) => o.arity == Arity::Single,
            Some(decl::VarRef::Result(_, r)) => r.arity == Arity::Single && target_is_operand,
            _ => false,
        };
        if !single_source {
            return Err(syn::Error::new(
                src.span(),
                "`types_match` derives types from a single operand (or, for an operand group, a single result)",
            ));
        }
    }
    if d.result_segments()
        && d.results
            .iter()
            .any(|r| d.derived_types(&r.name.to_string()).is_some())
    {
        return Err(syn::Error::new(
            span,
            "`types_match` on a result group needs fixed result segments",
        ));
    }
    if d.default_dialect.is_some() && d.format.is_none() && d.parse.is_none() {
        return Err(syn::Error::new(
            span,
            "`default_dialect` needs a custom syntax (`format` or `parse`/`print`)",
        ));
    }
    // Successor operands are the tail of the operand list, in successor order.
    if !d.successor_operands.is_empty() {
        let n = d.successor_operands.len();
        if n != d.successors.len() || d.successors.iter().any(|s| s.arity != Arity::Single) {
            return Err(syn::Error::new(
                span,
                "`successor_operands` must name an operand group for every (single) successor",
            ));
        }
        let tail = &d.operands[d.operands.len().saturating_sub(n)..];
        for ((succ, group), (decl_succ, op)) in d
            .successor_operands
            .iter()
            .zip(d.successors.iter().zip(tail))
        {
            if *succ != decl_succ.name || *group != op.name {
                return Err(syn::Error::new(
                    group.span(),
                    "successor operand groups must be the last operands, in successor order",
                ));
            }
        }
    }
    Ok(())
}

fn accessors(d: &OpDecl) -> Vec<TokenStream2> {
    let mut out = Vec::new();
    for kind in [Kind::Operand, Kind::Result, Kind::Region, Kind::Successor] {
        let (elem_ty, what) = match kind {
            Kind::Operand => (quote!(::strata_ir::ir::ValueId), "Operand"),
            Kind::Result => (quote!(::strata_ir::ir::ValueId), "Result"),
            Kind::Region => (quote!(::strata_ir::ir::RegionId), "Region"),
            Kind::Successor => (quote!(::strata_ir::ir::BlockId), "Successor"),
        };
        let ctx_param = if d.needs_ctx(kind) {
            quote!(ctx: &::strata_ir::Context,)
        } else {
            quote!()
        };
        let segs = d.segments_expr(kind);
        for (i, g) in d.groups(kind).iter().enumerate() {
            let f = accessor_ident(&g.name.to_string());
            let range = d.range_expr(kind, i, quote!(__segs.as_deref()));
            let elem = OpDecl::element_expr(kind, quote!(__r.start));
            let elems = OpDecl::element_expr(kind, quote!(k));
            let (ty, value, doc) = match g.arity {
                Arity::Single => (
                    elem_ty.clone(),
                    quote!(#elem),
                    format!("{what} `{}`.", g.name),
                ),
                Arity::Optional => (
                    quote!(::std::option::Option<#elem_ty>),
                    quote!((!__r.is_empty()).then(|| #elem)),
                    format!("{what} `{}`, if present.", g.name),
                ),
                Arity::Variadic => (
                    quote!(::std::vec::Vec<#elem_ty>),
                    quote!(__r.map(|k| #elems).collect()),
                    format!("{what}s `{}`.", g.name),
                ),
            };
            out.push(quote! {
                #[doc = #doc]
                #[allow(clippy::all)]
                pub fn #f(self, #ctx_param body: &::strata_ir::ir::Body) -> #ty {
                    let op = self.0;
                    let __segs: ::std::option::Option<::strata_ods::Segments> = #segs;
                    let __r = #range;
                    #value
                }
            });
        }
    }
    for a in &d.attributes {
        let f = accessor_ident(&a.name.to_string());
        let key = a.name.to_string();
        let doc = format!("Attribute `{key}`, if set.");
        out.push(quote! {
            #[doc = #doc]
            pub fn #f(
                self,
                ctx: &::strata_ir::Context,
                body: &::strata_ir::ir::Body,
            ) -> ::std::option::Option<::strata_ir::Attribute> {
                static __KEY: ::strata_ir::symbols::IdentCache =
                    ::strata_ir::symbols::IdentCache::new(#key);
                ::strata_ir::symbols::op_attr_id(ctx, body, self.0, __KEY.get(ctx))
            }
        });
    }
    out
}

fn verifier_checks(d: &OpDecl) -> Vec<TokenStream2> {
    let mut checks = Vec::new();
    if let Some(v) = &d.verify_traits {
        checks.push(quote!(#v(ctx, body, op)?;));
    }
    if d.operand_segments() {
        let n = d.operands.len();
        checks.push(quote! {
            ::strata_ods::check_segments(ctx, body, op, NAME, "operandSegmentSizes", #n, true)?;
        });
    }
    if d.result_segments() {
        let n = d.results.len();
        checks.push(quote! {
            ::strata_ods::check_segments(ctx, body, op, NAME, "resultSegmentSizes", #n, false)?;
        });
    }
    for a in &d.attributes {
        let key = a.name.to_string();
        let c = &a.constraint;
        let required = a.kind == AttrKind::Required;
        checks.push(quote! {
            {
                static __KEY: ::strata_ir::symbols::IdentCache =
                    ::strata_ir::symbols::IdentCache::new(#key);
                ::strata_ods::check_attr::<#c>(ctx, body, op, NAME, #key, __KEY.get(ctx), #required)?;
            }
        });
    }
    for (kind, what) in [(Kind::Operand, "operand"), (Kind::Result, "result")] {
        let groups = d.groups(kind);
        if groups.is_empty() {
            continue;
        }
        let segs = d.segments_expr(kind);
        let mut inner = Vec::new();
        for (i, g) in groups.iter().enumerate() {
            let c = &g.constraint;
            let range = d.range_expr(kind, i, quote!(__segs.as_deref()));
            let elem = OpDecl::element_expr(kind, quote!(k));
            let optional = if g.arity == Arity::Optional {
                quote!(::strata_ods::check_optional_group(NAME, #what, __r.start, __r.len())?;)
            } else {
                quote!()
            };
            inner.push(quote! {
                let __r = #range;
                #optional
                for k in __r {
                    ::strata_ods::check_value::<#c>(ctx, body, NAME, #what, k, #elem)?;
                }
            });
        }
        checks.push(quote! {{
            let __segs: ::std::option::Option<::strata_ods::Segments> = #segs;
            #(#inner)*
        }});
    }
    if let Some(v) = &d.verify_preds {
        checks.push(quote!(#v(ctx, body, op)?;));
    }
    for (i, g) in d.regions.iter().enumerate() {
        let c = &g.constraint;
        let range = d.range_expr(Kind::Region, i, quote!(::std::option::Option::None));
        let n = g.name.to_string();
        checks.push(quote! {
            for k in #range {
                ::strata_ods::check_region::<#c>(ctx, body, op, NAME, k, #n)?;
            }
        });
    }
    for (i, g) in d.successors.iter().enumerate() {
        let c = &g.constraint;
        let range = d.range_expr(Kind::Successor, i, quote!(::std::option::Option::None));
        let n = g.name.to_string();
        checks.push(quote! {
            for k in #range {
                ::strata_ods::check_successor::<#c>(ctx, body, op, NAME, k, #n)?;
            }
        });
    }
    if d.has_trait("same_type_operands") {
        checks.push(quote!(::strata_ods::check_same_type_operands(body, op, NAME)?;));
    }
    if d.has_trait("same_operands_and_result_type") {
        checks.push(quote!(::strata_ods::check_same_operands_and_result_type(body, op, NAME)?;));
    }
    if d.has_trait("same_operands_and_result_shape") {
        checks.push(
            quote!(::strata_ods::check_same_operands_and_result_shape(ctx, body, op, NAME)?;),
        );
    }
    if d.has_trait("terminator") && !d.info.iter().any(|(k, _)| k == "verify_with_parent") {
        // MLIR's `Terminator` trait: after the op's invariants, before its `verify()`. Ops
        // checking their parent with `verify_with_parent` (a `HasParent`/`ParentOneOf`
        // trait upstream) get the check after that one, from the verifier.
        checks.push(quote!(::strata_ods::check_terminator_position(body, op, NAME)?;));
    }
    if let Some(v) = &d.verify {
        checks.push(quote!(#v(ctx, body, op)?;));
    }
    checks
}

/// The generated memory-effects hook, if `effects:` was declared.
fn effects_fn(d: &OpDecl) -> syn::Result<Option<TokenStream2>> {
    let Some(effects) = &d.effects else {
        return Ok(None);
    };
    let mut pushes = Vec::new();
    for e in effects {
        let kind = format_ident!(
            "{}",
            match e.kind.to_string().as_str() {
                "read" => "Read",
                "write" => "Write",
                "alloc" => "Allocate",
                _ => "Free",
            }
        );
        let kind = quote!(::strata_ir::interfaces::EffectKind::#kind);
        let Some(target) = &e.target else {
            pushes.push(quote! {
                effects.push(::strata_ir::interfaces::MemoryEffect::anywhere(#kind));
            });
            continue;
        };
        let (k, i) = match d.var(&target.to_string()) {
            Some(decl::VarRef::Operand(i, _)) => (Kind::Operand, i),
            Some(decl::VarRef::Result(i, _)) => (Kind::Result, i),
            _ => {
                return Err(syn::Error::new(
                    target.span(),
                    "an effect acts on an operand or a result",
                ));
            }
        };
        let segs = d.segments_expr(k);
        let range = d.range_expr(k, i, quote!(__segs.as_deref()));
        let elem = OpDecl::element_expr(k, quote!(k));
        pushes.push(quote! {{
            let __segs: ::std::option::Option<::strata_ods::Segments> = #segs;
            for k in #range {
                effects.push(::strata_ir::interfaces::MemoryEffect::on(#kind, #elem));
            }
        }});
    }
    Ok(Some(quote! {
        #[allow(unused_variables, clippy::all)]
        fn __effects(
            ctx: &::strata_ir::Context,
            body: &::strata_ir::ir::Body,
            op: ::strata_ir::ir::OpId,
            effects: &mut ::std::vec::Vec<::strata_ir::interfaces::MemoryEffect>,
        ) {
            #(#pushes)*
        }
    }))
}

/// The generated result-name hook, if any.
fn result_names_fn(d: &OpDecl) -> Option<(TokenStream2, TokenStream2)> {
    let names: Vec<String> = match &d.result_names {
        Some(ResultNames::Hook(p)) => return Some((quote!(), quote!(#p))),
        Some(ResultNames::Literal(l)) => vec![l.value(); d.results.len()],
        // As ODS: multi-result ops name each result group after its declaration.
        None if d.results.len() > 1 => d.results.iter().map(|r| r.name.to_string()).collect(),
        None => return None,
    };
    let segs = d.segments_expr(Kind::Result);
    let mut sets = Vec::new();
    for (i, n) in names.iter().enumerate() {
        let range = d.range_expr(Kind::Result, i, quote!(__segs.as_deref()));
        sets.push(quote! {
            let __r = #range;
            if !__r.is_empty() {
                set_name(body.result(op, __r.start), #n);
            }
        });
    }
    Some((
        quote! {
            #[allow(unused_variables, clippy::all)]
            fn __result_names(
                ctx: &::strata_ir::Context,
                body: &::strata_ir::ir::Body,
                op: ::strata_ir::ir::OpId,
                set_name: &mut dyn FnMut(::strata_ir::ir::ValueId, &str),
            ) {
                let __segs: ::std::option::Option<::strata_ods::Segments> = #segs;
                #(#sets)*
            }
        },
        quote!(Self::__result_names),
    ))
}

/// The generated `SuccessorOperandsFn`, if `successor_operands:` was declared.
fn successor_operands_fn(d: &OpDecl) -> Option<TokenStream2> {
    if d.successor_operands.is_empty() {
        return None;
    }
    let first = d.operands.len() - d.successor_operands.len();
    let segs = if d.operand_segments() {
        quote! {
            let __segs: ::std::option::Option<::strata_ods::Segments> = match properties {
                ::std::option::Option::Some(p) => ctx
                    .dictionary_entries(p)
                    .iter()
                    .find(|e| ctx.ident_str(e.name) == "operandSegmentSizes")
                    .and_then(|e| ::strata_ods::segments_of(ctx, e.value)),
                ::std::option::Option::None => ::std::option::Option::None,
            };
            let __segs = ::std::option::Option::Some(__segs.unwrap_or_default());
        }
    } else if d.same_operand_size() {
        quote!(let __segs = ::strata_ods::same_size_segments(num_operands, Self::__OPERANDS);)
    } else {
        quote!(let __segs: ::std::option::Option<::strata_ods::Segments> = ::std::option::Option::None;)
    };
    let n_succ = d.successors.len();
    let n_groups = d.operands.len();
    Some(quote! {
        #[allow(unused_variables, clippy::all)]
        fn __successor_operands(
            ctx: &::strata_ir::Context,
            properties: ::std::option::Option<::strata_ir::Attribute>,
            num_operands: usize,
            num_successors: usize,
        ) -> ::std::option::Option<::std::vec::Vec<u32>> {
            #segs
            if num_successors != #n_succ {
                return ::std::option::Option::None;
            }
            if let ::std::option::Option::Some(s) = &__segs {
                if s.len() != #n_groups
                    || s.iter().any(|&x| x < 0)
                    || s.iter().map(|&x| x as usize).sum::<usize>() != num_operands
                {
                    return ::std::option::Option::None;
                }
            }
            ::std::option::Option::Some(
                (#first..#n_groups)
                    .map(|g| ::strata_ods::group_range(num_operands, Self::__OPERANDS, __segs.as_deref(), g).len() as u32)
                    .collect(),
            )
        }
    })
}

/// Removes the `info: { field: expr }` entry `field` from `fields` (already spliced as
/// `field: expr,`) and returns `expr`, or `None` as tokens.
fn info_fields_take(fields: &mut Vec<TokenStream2>, d: &OpDecl, field: &str) -> TokenStream2 {
    match d.info.iter().find(|(f, _)| f == field) {
        Some((f, e)) => {
            let spliced = quote!(#f: #e,).to_string();
            fields.retain(|t| t.to_string() != spliced);
            quote!(#e)
        }
        None => quote!(::std::option::Option::None),
    }
}

fn expand(d: &OpDecl) -> syn::Result<TokenStream2> {
    check_decl(d)?;
    let OpDecl {
        attrs, vis, ident, ..
    } = d;
    let name = &d.name;
    let span = d.name.span();

    // ---- traits ----
    let mut flags = Vec::new();
    for t in &d.traits {
        let s = t.to_string();
        // Anything but a checking trait names a `Traits` field (rustc reports unknown ones).
        if !CHECK_TRAITS.contains(&s.as_str()) {
            flags.push(quote!(#t: true,));
        }
    }
    if d.implicit_terminator.is_some() && !d.has_trait("single_block") {
        flags.push(quote!(single_block: true,));
    }

    // ---- inherent attributes ----
    let mut inherent: Vec<String> = d.attributes.iter().map(|a| a.name.to_string()).collect();
    if d.operand_segments() {
        inherent.push("operandSegmentSizes".into());
    }
    if d.result_segments() {
        inherent.push("resultSegmentSizes".into());
    }
    inherent.sort();
    let mut optional: Vec<String> = d
        .attributes
        .iter()
        .filter(|a| a.kind != AttrKind::Required)
        .map(|a| a.name.to_string())
        .collect();
    optional.sort();
    let n_operand_groups = d.groups(Kind::Operand).len() as u32;
    let n_result_groups = d.groups(Kind::Result).len() as u32;

    let arity_consts: Vec<TokenStream2> =
        [Kind::Operand, Kind::Result, Kind::Region, Kind::Successor]
            .into_iter()
            .map(|k| {
                let c = OpDecl::arity_const(k);
                let a: Vec<TokenStream2> = d.groups(k).iter().map(|g| g.arity.tokens()).collect();
                quote!(const #c: &'static [::strata_ods::Arity] = &[#(#a),*];)
            })
            .collect();

    let accessors = accessors(d);
    let checks = verifier_checks(d);

    // ---- interfaces ----
    let effects = effects_fn(d)?;
    // `interfaces: {...}` fields, then generated hooks, over `info: { interfaces: expr }`
    // (or none) as the base.
    let mut iface_sets: Vec<TokenStream2> = d
        .interfaces
        .iter()
        .map(|(f, e)| quote!(__i.#f = ::std::option::Option::Some(#e);))
        .collect();
    if effects.is_some() {
        iface_sets.push(quote!(__i.memory_effects = ::std::option::Option::Some(Self::__effects);));
    }
    let mut infer_fn = quote!();
    if let Some(f) = &d.infer_types {
        iface_sets.push(quote! {
            if __i.infer_result_types.is_none() {
                __i.infer_result_types = ::std::option::Option::Some(#f);
            }
        });
    } else if d.has_trait("same_operands_and_result_type")
        && !d.operands.is_empty()
        && !d.results.is_empty()
        && d.results.iter().all(|r| r.arity == Arity::Single)
    {
        let n = d.results.len();
        infer_fn = quote! {
            fn __infer_same(
                _ctx: &::strata_ir::Context,
                operand_types: &[::strata_ir::Type],
                _properties: ::std::option::Option<::strata_ir::Attribute>,
            ) -> ::std::result::Result<::std::vec::Vec<::strata_ir::Type>, ::std::string::String> {
                ::strata_ods::infer_same_as_first_operand(operand_types, #n)
            }
        };
        iface_sets.push(quote! {
            if __i.infer_result_types.is_none() {
                __i.infer_result_types = ::std::option::Option::Some(Self::__infer_same);
            }
        });
    }
    let base = d
        .info
        .iter()
        .find(|(f, _)| f == "interfaces")
        .map(|(_, e)| quote!(#e))
        .unwrap_or_else(|| quote!(::strata_ir::interfaces::Interfaces::default()));
    let interfaces = quote! {{
        #[allow(unused_mut)]
        let mut __i: ::strata_ir::interfaces::Interfaces = #base;
        #(#iface_sets)*
        __i
    }};
    let mut info_fields: Vec<TokenStream2> = d
        .info
        .iter()
        .filter(|(f, _)| f != "interfaces")
        .map(|(f, e)| quote!(#f: #e,))
        .collect();
    let mut extra_fns = Vec::new();
    if let Some(f) = &d.fold {
        info_fields.push(quote!(fold: ::std::option::Option::Some(#f),));
    } else if d.has_trait("constant_like") && !d.info.iter().any(|(f, _)| f == "fold") {
        // ODS `ConstantLike` ops fold to their value attribute.
        let Some(a) = d
            .attributes
            .iter()
            .find(|a| a.name == "value")
            .or(d.attributes.first())
        else {
            return Err(syn::Error::new(
                span,
                "a `constant_like` op needs a `value` attribute or a `fold`",
            ));
        };
        let key = a.name.to_string();
        extra_fns.push(quote! {
            #[allow(clippy::all)]
            fn __fold_constant(
                ctx: &::strata_ir::Context,
                body: &mut ::strata_ir::ir::Body,
                op: ::strata_ir::ir::OpId,
                _operands: &[::std::option::Option<::strata_ir::Attribute>],
            ) -> ::std::option::Option<::std::vec::Vec<::strata_ir::registry::FoldResult>> {
                ::strata_ir::symbols::op_attr(ctx, body, op, #key)
                    .map(|a| vec![::strata_ir::registry::FoldResult::Attr(a)])
            }
        });
        info_fields.push(quote!(fold: ::std::option::Option::Some(Self::__fold_constant),));
    }
    if let Some(term) = &d.implicit_terminator {
        // `SingleBlockImplicitTerminator`: checked after the nested ops, before any
        // `verify_regions` given in `info`.
        let user = info_fields_take(&mut info_fields, d, "verify_regions");
        extra_fns.push(quote! {
            #[allow(clippy::all)]
            fn __verify_regions(
                ctx: &::strata_ir::Context,
                body: &::strata_ir::ir::Body,
                op: ::strata_ir::ir::OpId,
            ) -> ::std::result::Result<(), ::strata_ir::diagnostics::Diagnostic> {
                ::strata_ods::check_implicit_terminator(ctx, body, op, #name, #term)?;
                let __user: ::std::option::Option<::strata_ir::registry::RegionsVerifyFn> = #user;
                if let ::std::option::Option::Some(f) = __user {
                    f(ctx, body, op)?;
                }
                ::std::result::Result::Ok(())
            }
        });
        info_fields
            .push(quote!(verify_regions: ::std::option::Option::Some(Self::__verify_regions),));
    }
    let succ_fn = successor_operands_fn(d);
    if succ_fn.is_some() {
        info_fields.push(
            quote!(successor_operands: ::std::option::Option::Some(Self::__successor_operands),),
        );
    }

    // ---- custom syntax ----
    let format_elems = match &d.format {
        Some(f) => {
            Some(format::parse_format(&f.value()).map_err(|e| syn::Error::new(f.span(), e))?)
        }
        None => None,
    };
    let builders = build::builders(d);
    let check_props_fn = build::check_properties(d);
    if check_props_fn.is_some() {
        info_fields
            .push(quote!(check_properties: ::std::option::Option::Some(Self::__check_properties),));
    }
    let populate_fn = build::populate_defaults(d);
    if populate_fn.is_some() {
        info_fields.push(
            quote!(populate_defaults: ::std::option::Option::Some(Self::__populate_defaults),),
        );
    }
    let docs = docs::parse(attrs);
    let (summary, description, example) = (&docs.summary, &docs.description, &docs.example);
    let implements: Vec<TokenStream2> = d
        .implements
        .iter()
        .map(|e| quote!(.with_interface(#e)))
        .collect();
    let (asm_fns, asm_register) = match (&d.format, &d.parse, &d.print) {
        (Some(f), None, None) => {
            let elems = format_elems.clone().unwrap_or_default();
            let parse = asm::gen_parse(d, &elems).map_err(|e| syn::Error::new(f.span(), e))?;
            let print = asm::gen_print(d, &elems).map_err(|e| syn::Error::new(f.span(), e))?;
            (
                quote!(#parse #print),
                quote!(::strata_asm::custom::CustomAsm::new(
                    Self::__parse,
                    Self::__print
                )),
            )
        }
        (None, Some(p), Some(q)) => (
            quote!(),
            quote!(::strata_asm::custom::CustomAsm::new(#p, #q)),
        ),
        (None, None, None) => (quote!(), quote!()),
        _ => {
            return Err(syn::Error::new(
                span,
                "give either `format` or both `parse` and `print`",
            ));
        }
    };
    let names = result_names_fn(d);
    let names_fn = names.as_ref().map(|n| n.0.clone()).unwrap_or_default();
    let register_asm = if asm_register.is_empty() {
        quote!()
    } else {
        let names = match &names {
            Some((_, p)) => quote!(result_names: ::std::option::Option::Some(#p),),
            None => quote!(),
        };
        let dialect = match &d.default_dialect {
            Some(l) => quote!(default_dialect: ::std::option::Option::Some(#l),),
            None => quote!(),
        };
        quote! {
            ::strata_asm::custom::register_custom_asm(
                ctx,
                #name,
                ::strata_asm::custom::CustomAsm { #names #dialect ..#asm_register },
            );
        }
    };
    let arity = |k: Kind| OpDecl::arity_const(k);
    let (ar, ac, asu, ao) = (
        arity(Kind::Region),
        arity(Kind::Result),
        arity(Kind::Successor),
        arity(Kind::Operand),
    );

    Ok(quote! {
        #(#attrs)*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #vis struct #ident(pub ::strata_ir::ir::OpId);

        impl ::strata_ir::ir::Op for #ident {
            const NAME: &'static str = #name;

            #[inline]
            fn id(self) -> ::strata_ir::ir::OpId {
                self.0
            }

            #[inline]
            fn from_id(op: ::strata_ir::ir::OpId) -> Self {
                #ident(op)
            }

            #[inline]
            fn op_name(ctx: &::strata_ir::Context) -> ::strata_ir::OpName {
                static CACHE: ::strata_ir::ir::OpNameCache = ::strata_ir::ir::OpNameCache::new(#name);
                CACHE.get(ctx)
            }
        }

        impl #ident {
            /// The op's full name.
            pub const NAME: &'static str = #name;

            #(#arity_consts)*

            /// The view of `op` if it is this kind of op (compares interned names).
            #[inline]
            pub fn cast(
                ctx: &::strata_ir::Context,
                body: &::strata_ir::ir::Body,
                op: ::strata_ir::ir::OpId,
            ) -> ::std::option::Option<Self> {
                <Self as ::strata_ir::ir::Op>::cast(ctx, body, op)
            }

            /// Whether `op` is this kind of op (compares interned names).
            #[inline]
            pub fn isa(
                ctx: &::strata_ir::Context,
                body: &::strata_ir::ir::Body,
                op: ::strata_ir::ir::OpId,
            ) -> bool {
                <Self as ::strata_ir::ir::Op>::isa(ctx, body, op)
            }

            /// The viewed operation.
            #[inline]
            pub fn id(self) -> ::strata_ir::ir::OpId {
                self.0
            }

            /// The op's location.
            #[inline]
            pub fn loc(self, body: &::strata_ir::ir::Body) -> ::strata_ir::Location {
                body.op(self.0).loc
            }

            #builders

            #(#accessors)*

            /// Registers the op (`OpInfo` and custom syntax) into `ctx`.
            pub fn register(ctx: &::strata_ir::Context) {
                ctx.register_op(::strata_ir::registry::OpInfo {
                    name: #name,
                    docs: ::strata_ir::registry::OpDocs {
                        summary: #summary,
                        description: #description,
                        example: #example,
                    },
                    traits: ::strata_ir::registry::Traits {
                        #(#flags)*
                        ..::strata_ir::registry::Traits::default()
                    },
                    verify: ::std::option::Option::Some(Self::__verify),
                    inherent_attrs: &[#(#inherent),*],
                    optional_attrs: &[#(#optional),*],
                    operand_groups: #n_operand_groups,
                    result_groups: #n_result_groups,
                    interfaces: #interfaces,
                    #(#info_fields)*
                    ..::std::default::Default::default()
                } #(#implements)*);
                #register_asm
            }

            #[allow(clippy::all)]
            fn __verify(
                ctx: &::strata_ir::Context,
                body: &::strata_ir::ir::Body,
                op: ::strata_ir::ir::OpId,
            ) -> ::std::result::Result<(), ::std::string::String> {
                const NAME: &str = #name;
                ::strata_ods::check_shape(
                    body, op, NAME, Self::#ar, Self::#ac, Self::#asu, Self::#ao,
                )?;
                #(#checks)*
                ::std::result::Result::Ok(())
            }

            #effects
            #infer_fn
            #names_fn
            #succ_fn
            #populate_fn
            #check_props_fn
            #asm_fns
            #(#extra_fns)*
        }
    })
}
