//! Generated builders (ODS's default `build` methods): `FooOp::state(ctx, body, loc, ...)`
//! makes the `OperationState` of a new op from typed arguments, `FooOp::build(b, loc, ...)`
//! creates it through any `strata_ir::ir::Builder`.
//!
//! Arguments come in ODS order: result types (left out when the op infers them), operands,
//! attributes, the counts of variadic regions, successors. A single value is a `ValueId`
//! (`Type`, `BlockId`), an optional one an `Option`, a variadic one a slice. Required
//! attributes are an `Attribute`, the others an `Option<Attribute>`; a `default` attribute
//! (ODS `DefaultValuedAttr`) given `None` gets its default value, as every created op does
//! upstream (an `optional default` one stays absent).
//! Result groups whose types `types_match` derives are left out and computed from
//! the operands; successors without declared operand groups get their operand counts from
//! the op's `successor_operands` hook (given in `info`).

use proc_macro2::TokenStream as TokenStream2;
use quote::{format_ident, quote};

use crate::decl::{Arity, AttrKind, OpDecl};

/// Rust keywords and the builder's own parameter names: a group with such a name gets a
/// `_` suffix as a parameter.
const RESERVED: &[&str] = &[
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "Self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen", "ctx", "body",
    "loc", "b",
];

/// The parameter identifier for group or attribute `name`, distinct from `taken`.
fn param(name: &str, taken: &mut Vec<String>) -> proc_macro2::Ident {
    let mut p = crate::snake(name);
    if RESERVED.contains(&p.as_str()) {
        p.push('_');
    }
    while taken.contains(&p) {
        p.push_str("_attr");
    }
    taken.push(p.clone());
    format_ident!("{}", p)
}

/// Whether the builder infers the result types (the op declares an inference hook).
pub fn infers_results(d: &OpDecl) -> bool {
    !d.results.is_empty()
        && (d.infer.is_some()
            || d.infer_types.is_some()
            || (d.has_trait("same_operands_and_result_type")
                && !d.operands.is_empty()
                && d.results.iter().all(|r| r.arity == Arity::Single)))
}

/// The `state` and `build` functions of op `d`.
pub fn builders(d: &OpDecl) -> TokenStream2 {
    let name = &d.name;
    let mut taken = Vec::new();
    let mut params: Vec<TokenStream2> = Vec::new();
    let mut args: Vec<proc_macro2::Ident> = Vec::new();
    let mut steps: Vec<TokenStream2> = Vec::new();
    let infer = infers_results(d);

    // ---- result types (derived ones are computed from the operands, at the end) ----
    let mut result_lens = Vec::new();
    let mut result_steps: Vec<TokenStream2> = Vec::new();
    if !infer {
        for r in &d.results {
            if let Some((f, src)) = d.derived_types(&r.name.to_string()) {
                let src = param(&src.to_string(), &mut Vec::new());
                result_steps.push(quote! {{
                    let __rt = #f(ctx, body.value_type(#src))
                        .ok_or_else(|| "the operand types do not give them".to_string());
                    __s.result_types.extend(::strata_ods::expect_inferred(#name, __rt));
                }});
                result_lens.push(quote!(0i32));
                continue;
            }
            let p = param(&format!("{}_type", r.name), &mut taken);
            let (ty, push, len) = match r.arity {
                Arity::Single => (
                    quote!(::strata_ir::Type),
                    quote!(__s.result_types.push(#p);),
                    quote!(1i32),
                ),
                Arity::Optional => (
                    quote!(::std::option::Option<::strata_ir::Type>),
                    quote!(__s.result_types.extend(#p);),
                    quote!(#p.is_some() as i32),
                ),
                Arity::Variadic => (
                    quote!(&[::strata_ir::Type]),
                    quote!(__s.result_types.extend_from_slice(#p);),
                    quote!(#p.len() as i32),
                ),
            };
            params.push(quote!(#p: #ty));
            args.push(p);
            result_steps.push(push);
            result_lens.push(len);
        }
    }

    // ---- operands (successor operand groups go with their successor) ----
    let forwarded: Vec<String> = d
        .successor_operands
        .iter()
        .map(|(_, g)| g.to_string())
        .collect();
    let mut operand_lens = Vec::new();
    let mut operand_params = Vec::new();
    for o in &d.operands {
        let p = param(&o.name.to_string(), &mut taken);
        let is_forwarded = forwarded.contains(&o.name.to_string());
        let (ty, push, len) = match o.arity {
            Arity::Single => (
                quote!(::strata_ir::ir::ValueId),
                quote!(__s.operands.push(#p);),
                quote!(1i32),
            ),
            Arity::Optional => (
                quote!(::std::option::Option<::strata_ir::ir::ValueId>),
                quote!(__s.operands.extend(#p);),
                quote!(#p.is_some() as i32),
            ),
            Arity::Variadic => (
                quote!(&[::strata_ir::ir::ValueId]),
                quote!(__s.operands.extend_from_slice(#p);),
                quote!(#p.len() as i32),
            ),
        };
        params.push(quote!(#p: #ty));
        args.push(p.clone());
        if !is_forwarded {
            steps.push(push);
        }
        operand_lens.push(len);
        operand_params.push((o.name.to_string(), p));
    }

    // ---- attributes ----
    for a in &d.attributes {
        let key = a.name.to_string();
        let p = param(&key, &mut taken);
        let c = &a.constraint;
        match a.kind {
            AttrKind::Required => {
                params.push(quote!(#p: ::strata_ir::Attribute));
                steps.push(quote!(__s = __s.property(ctx, #key, #p);));
            }
            AttrKind::Default => {
                let dv = crate::cached_default(c, quote!(ctx));
                params.push(quote!(#p: ::std::option::Option<::strata_ir::Attribute>));
                steps.push(quote! {
                    if let ::std::option::Option::Some(__a) = #p.or_else(|| #dv) {
                        __s = __s.property(ctx, #key, __a);
                    }
                });
            }
            AttrKind::Optional | AttrKind::OptionalDefault => {
                params.push(quote!(#p: ::std::option::Option<::strata_ir::Attribute>));
                steps.push(quote! {
                    if let ::std::option::Option::Some(__a) = #p {
                        __s = __s.property(ctx, #key, __a);
                    }
                });
            }
        }
        args.push(p);
    }
    if d.operand_segments() {
        steps.push(quote! {
            __s = __s.property(
                ctx,
                "operandSegmentSizes",
                ::strata_ods::i32_array_attr(ctx, &[#(#operand_lens),*]),
            );
        });
    }
    if d.result_segments() && !infer {
        steps.push(quote! {
            __s = __s.property(
                ctx,
                "resultSegmentSizes",
                ::strata_ods::i32_array_attr(ctx, &[#(#result_lens),*]),
            );
        });
    }

    // ---- regions ----
    for r in &d.regions {
        match r.arity {
            Arity::Variadic => {
                let p = param(&format!("num_{}", r.name), &mut taken);
                params.push(quote!(#p: usize));
                args.push(p.clone());
                steps.push(quote!(__s = __s.regions(#p);));
            }
            _ => steps.push(quote!(__s = __s.regions(1);)),
        }
    }

    // ---- successors ----
    for s in &d.successors {
        let p = param(&s.name.to_string(), &mut taken);
        match s.arity {
            Arity::Variadic => {
                params.push(quote!(#p: &[::strata_ir::ir::BlockId]));
                steps.push(quote! {
                    for __blk in #p {
                        __s = __s.successor(*__blk, []);
                    }
                });
            }
            _ => {
                params.push(quote!(#p: ::strata_ir::ir::BlockId));
                let group = d
                    .successor_operands
                    .iter()
                    .find(|(succ, _)| *succ == s.name)
                    .and_then(|(_, g)| operand_params.iter().find(|(n, _)| *g == n.as_str()));
                match group {
                    Some((_, gp)) => steps.push(quote! {
                        __s = __s.successor(#p, #gp.iter().copied());
                    }),
                    None => steps.push(quote!(__s = __s.successor(#p, []);)),
                }
            }
        }
        args.push(p);
    }

    // Successors of ops without declared successor operand groups: the counts come from
    // the op's `successor_operands` hook (given in `info`), over the operands and
    // properties built above.
    if d.successor_operands.is_empty()
        && !d.successors.is_empty()
        && let Some((_, hook)) = d.info.iter().find(|(f, _)| f == "successor_operands")
    {
        steps.push(quote! {
            let __hook: ::std::option::Option<::strata_ir::registry::SuccessorOperandsFn> = #hook;
            let __counts = __hook
                .and_then(|f| f(ctx, __s.properties, __s.operands.len(), __s.successors.len()))
                .filter(|c| c.len() == __s.successors.len())
                .unwrap_or_default();
            for (__succ, __n) in __s.successors.iter_mut().zip(__counts) {
                __succ.num_operands = __n;
            }
        });
    }
    steps.extend(result_steps);

    // ---- inferred result types ----
    if infer {
        let operand_types = quote! {
            let __ot: ::std::vec::Vec<::strata_ir::Type> =
                __s.operands.iter().map(|v| body.value_type(*v)).collect();
        };
        if let Some(f) = &d.infer {
            steps.push(quote! {
                #operand_types
                __s.result_types = #f(ctx, &__ot, &__s);
            });
        } else {
            let f = match &d.infer_types {
                Some(f) => quote!(#f),
                None => quote!(Self::__infer_same),
            };
            steps.push(quote! {
                #operand_types
                __s.result_types = ::strata_ods::expect_inferred(
                    #name,
                    #f(ctx, &__ot, __s.properties),
                );
            });
        }
    }

    let doc_state = format!(
        "The state of a new `{}` op (ODS `build`); see [`Self::build`].",
        name.value()
    );
    let doc_build = format!(
        "Creates a `{}` op at `b`'s insertion point, from typed arguments in ODS order \
         (result types unless inferred, operands, attributes, variadic region counts, \
         successors).",
        name.value()
    );
    quote! {
        #[doc = #doc_state]
        #[allow(clippy::too_many_arguments, unused_mut, unused_variables, clippy::all)]
        pub fn state(
            ctx: &::strata_ir::Context,
            body: &::strata_ir::ir::Body,
            loc: ::strata_ir::Location,
            #(#params),*
        ) -> ::strata_ir::ir::OperationState {
            let mut __s = ::strata_ir::ir::OperationState::new(
                <Self as ::strata_ir::ir::Op>::op_name(ctx),
                loc,
            );
            #(#steps)*
            __s
        }

        #[doc = #doc_build]
        #[allow(clippy::too_many_arguments)]
        pub fn build(
            b: &mut impl ::strata_ir::ir::Builder,
            loc: ::strata_ir::Location,
            #(#params),*
        ) -> Self {
            let __s = Self::state(b.ctx(), b.body(), loc, #(#args),*);
            Self(b.create(__s))
        }
    }
}

/// `__populate_defaults`, the op's `OpInfo::populate_defaults` (MLIR's
/// `populateDefaultProperties`): the properties with every absent `default` attribute
/// (ODS `DefaultValuedAttr`) set to its default value and absent segment sizes set to
/// zeros (native properties upstream); `None` when the op has neither. Properties that already hold them (every op printed by mlir-opt) cost one
/// lookup per attribute.
pub fn populate_defaults(d: &OpDecl) -> Option<TokenStream2> {
    let steps: Vec<TokenStream2> = d
        .attributes
        .iter()
        .filter(|a| a.kind == AttrKind::Default)
        .map(|a| {
            let key = a.name.to_string();
            let dv = crate::cached_default(&a.constraint, quote!(ctx));
            quote! {
                static __KEY: ::strata_ir::symbols::IdentCache =
                    ::strata_ir::symbols::IdentCache::new(#key);
                let properties = ::strata_ods::populate_default(
                    ctx, properties, __KEY.get(ctx), || #dv,
                );
            }
        })
        .chain(
            [
                (
                    d.operand_segments(),
                    "operandSegmentSizes",
                    d.operands.len(),
                ),
                (d.result_segments(), "resultSegmentSizes", d.results.len()),
            ]
            .into_iter()
            .filter(|(has, _, _)| *has)
            .map(|(_, key, n)| {
                // A native property upstream: absent means all groups empty.
                quote! {
                    static __KEY: ::strata_ir::symbols::IdentCache =
                        ::strata_ir::symbols::IdentCache::new(#key);
                    static __ZEROS: ::strata_ir::attributes::AttrCache =
                        ::strata_ir::attributes::AttrCache::new();
                    let properties = ::strata_ods::populate_default(
                        ctx, properties, __KEY.get(ctx), || {
                            __ZEROS.get(ctx, || {
                                ::std::option::Option::Some(
                                    ::strata_ods::i32_array_attr(ctx, &[0; #n]),
                                )
                            })
                        },
                    );
                }
            }),
        )
        .map(|step| quote!(let properties = { #step properties };))
        .collect();
    if steps.is_empty() {
        return None;
    }
    let mut keys: Vec<String> = d
        .attributes
        .iter()
        .filter(|a| a.kind == AttrKind::Default)
        .map(|a| a.name.to_string())
        .collect();
    if d.operand_segments() {
        keys.push("operandSegmentSizes".into());
    }
    if d.result_segments() {
        keys.push("resultSegmentSizes".into());
    }
    let n = keys.len();
    Some(quote! {
        #[allow(clippy::all)]
        fn __populate_defaults(
            ctx: &::strata_ir::Context,
            properties: ::std::option::Option<::strata_ir::Attribute>,
        ) -> ::std::option::Option<::strata_ir::Attribute> {
            static __KEYS: [::strata_ir::symbols::IdentCache; #n] =
                [#(::strata_ir::symbols::IdentCache::new(#keys)),*];
            let __ids: [::strata_ir::Identifier; #n] = ::std::array::from_fn(|i| __KEYS[i].get(ctx));
            if ::strata_ods::has_all(ctx, properties, &__ids) {
                return properties;
            }
            #(#steps)*
            properties
        }
    })
}

/// `__check_properties`, the op's `OpInfo::check_properties` (MLIR's
/// `setPropertiesFromAttr`): each declared attribute in ODS order, then the segment sizes;
/// `Ok(true)` when the dictionary holds no other name.
pub fn check_properties(d: &OpDecl) -> Option<TokenStream2> {
    let mut steps: Vec<TokenStream2> = d
        .attributes
        .iter()
        .map(|a| {
            let key = a.name.to_string();
            let c = &a.constraint;
            quote! {{
                static __KEY: ::strata_ir::symbols::IdentCache =
                    ::strata_ir::symbols::IdentCache::new(#key);
                __known += ::strata_ods::check_property::<#c>(ctx, __entries, #key, __KEY.get(ctx))? as usize;
            }}
        })
        .collect();
    for (has, key, n) in [
        (
            d.operand_segments(),
            "operandSegmentSizes",
            d.operands.len(),
        ),
        (d.result_segments(), "resultSegmentSizes", d.results.len()),
    ] {
        if has {
            steps.push(quote! {{
                static __KEY: ::strata_ir::symbols::IdentCache =
                    ::strata_ir::symbols::IdentCache::new(#key);
                __known += ::strata_ods::check_segments_property(ctx, __entries, __KEY.get(ctx), #n)? as usize;
            }});
        }
    }
    if steps.is_empty() {
        return None;
    }
    Some(quote! {
        #[allow(clippy::all)]
        fn __check_properties(
            ctx: &::strata_ir::Context,
            properties: ::strata_ir::Attribute,
        ) -> ::std::result::Result<bool, ::std::string::String> {
            let __entries = ctx.dictionary_entries(properties);
            let mut __known = 0usize;
            #(#steps)*
            ::std::result::Result::Ok(__known == __entries.len())
        }
    })
}
