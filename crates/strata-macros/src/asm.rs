//! Compiles a declarative assembly format into the op's custom parse and print hooks.

use proc_macro2::{Ident, Span, TokenStream as TokenStream2};
use quote::{format_ident, quote};

use crate::decl::{Arity, AttrKind, OpDecl, VarRef};
use crate::format::{CustomArg, Elem};
use crate::{Kind, snake};

/// The element lists nested in `e` (optional and else groups, `oilist` clauses).
fn nested(e: &Elem) -> Vec<&[Elem]> {
    match e {
        Elem::Optional {
            elems, else_elems, ..
        } => vec![elems, else_elems],
        Elem::OIList { clauses } => clauses.iter().map(Vec::as_slice).collect(),
        _ => Vec::new(),
    }
}

/// Whether `type(n)` is the `type(operands)` / `type(results)` directive rather than
/// `type($n)` of a group named `operands` or `results` (the format keeps one name for
/// both; a declared group wins).
fn is_all_types(d: &OpDecl, n: &str) -> bool {
    (n == "operands" || n == "results")
        && !matches!(d.var(n), Some(VarRef::Operand(..) | VarRef::Result(..)))
}

/// Whether the format gives the types of operand or result `name`.
fn type_source(d: &OpDecl, elems: &[Elem], name: &str) -> bool {
    let all = match d.var(name) {
        Some(VarRef::Operand(..)) => "operands",
        Some(VarRef::Result(..)) => "results",
        _ => "",
    };
    elems.iter().any(|e| match e {
        Elem::TypeOf(n) => n == name || (n == all && is_all_types(d, n)),
        Elem::FunctionalType => true,
        Elem::Custom { args, .. } => args.iter().any(|a| *a == CustomArg::TypeOf(name.into())),
        e => nested(e).iter().any(|g| type_source(d, g, name)),
    })
}

/// Whether the format mentions `$name` (or a directive covering it).
fn mentions(elems: &[Elem], name: &str, directive: &Elem) -> bool {
    elems.iter().any(|e| match e {
        Elem::Var(n) => n == name,
        Elem::Custom { args, .. } => args.iter().any(|a| *a == CustomArg::Var(name.into())),
        Elem::Optional { .. } | Elem::OIList { .. } => {
            nested(e).iter().any(|g| mentions(g, name, directive))
        }
        e => e == directive,
    })
}

fn has_elem(elems: &[Elem], target: &Elem) -> bool {
    elems.iter().any(|e| match e {
        Elem::Optional { .. } | Elem::OIList { .. } => {
            nested(e).iter().any(|g| has_elem(g, target))
        }
        e => e == target,
    })
}

/// Whether the format holds `type(operands)` (`results`: `type(results)`).
fn has_all_types(d: &OpDecl, elems: &[Elem], results: bool) -> bool {
    let name = if results { "results" } else { "operands" };
    is_all_types(d, name) && has_elem(elems, &Elem::TypeOf(name.into()))
}

/// The regions anchoring an optional group (parsed only when present).
fn anchored_regions(d: &OpDecl, elems: &[Elem], out: &mut Vec<String>) {
    for e in elems {
        if let Elem::Optional { anchor, .. } = e
            && matches!(d.var(anchor), Some(VarRef::Region(..)))
        {
            out.push(anchor.clone());
        }
    }
}

/// The newline literal `` `\n` `` (a backslash and `n` in the format string).
const NEWLINE: &str = "\\n";
/// The space literal `` ` ` `` (ODS prints one space, parses nothing).
const SPACE: &str = " ";

fn punct_variant(s: &str) -> Option<&'static str> {
    Some(match s {
        "(" => "LParen",
        ")" => "RParen",
        "[" => "LSquare",
        "]" => "RSquare",
        "{" => "LBrace",
        "}" => "RBrace",
        "<" => "Less",
        ">" => "Greater",
        "," => "Comma",
        ":" => "Colon",
        "=" => "Equal",
        "->" => "Arrow",
        "..." => "Ellipsis",
        "?" => "Question",
        "*" => "Star",
        "+" => "Plus",
        "-" => "Minus",
        _ => return None,
    })
}

fn is_keyword(s: &str) -> bool {
    s.chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$')
}

fn ops_var(name: &str) -> Ident {
    format_ident!("__o_{}", name)
}

fn types_var(name: &str) -> Ident {
    format_ident!("__t_{}", name)
}

fn regions_var(name: &str) -> Ident {
    format_ident!("__r_{}", name)
}

fn succs_var(name: &str) -> Ident {
    format_ident!("__s_{}", name)
}

fn off_var(name: &str) -> Ident {
    format_ident!("__off_{}", name)
}

fn arity_of(d: &OpDecl, name: &str) -> Option<Arity> {
    match d.var(name)? {
        VarRef::Operand(_, g)
        | VarRef::Result(_, g)
        | VarRef::Region(_, g)
        | VarRef::Successor(_, g) => Some(g.arity),
        VarRef::Attr(_) => None,
    }
}

/// Whether `next` (the element after a type list) is a closing literal, which shows where
/// a possibly empty list ends.
fn closes(next: Option<&Elem>) -> bool {
    matches!(next, Some(Elem::Literal(s)) if [")", "]", ">", "}"].contains(&s.as_str()))
}

/// Code parsing `type($n)` (`required`: inside an optional group, where a single or
/// optional type must be present; `delimited`: a closing literal follows).
///
/// A type list is ODS's `parseTypeList`: at least one type. Outside optional groups, a
/// list followed by a closing literal (`` `(` type($xs) `)` ``) may be empty.
fn parse_type_of(
    d: &OpDecl,
    n: &str,
    required: bool,
    delimited: bool,
) -> Result<TokenStream2, String> {
    let list = if required || !delimited {
        quote!(p.parse_type_list()?)
    } else {
        quote!(::strata_ods::parse_optional_type_list(p)?)
    };
    if is_all_types(d, n) {
        let t = format_ident!("__t_all_{}", n);
        return Ok(quote!(#t = ::std::option::Option::Some(#list);));
    }
    let t = types_var(n);
    let g = match d.var(n) {
        Some(VarRef::Operand(_, g)) | Some(VarRef::Result(_, g)) => g,
        _ => return Err(format!("`type(${n})` needs an operand or result")),
    };
    Ok(match g.arity {
        Arity::Variadic => quote!(#t = ::std::option::Option::Some(#list);),
        Arity::Optional if !required => {
            quote!(#t = ::std::option::Option::Some(p.parse_optional_type()?.into_iter().collect());)
        }
        Arity::Optional => quote!(#t = ::std::option::Option::Some(vec![p.parse_type()?]);),
        // As ODS: a single value's type is read as its constraint's type class.
        Arity::Single => {
            let c = &g.constraint;
            quote!(#t = ::std::option::Option::Some(vec![::strata_ods::parse_type_of_class::<#c>(p)?]);)
        }
    })
}

/// Code parsing the elements `elems` (no groups) in order; `in_group`: inside an optional
/// group.
fn parse_seq(d: &OpDecl, elems: &[Elem], in_group: bool) -> Result<Vec<TokenStream2>, String> {
    elems
        .iter()
        .enumerate()
        .map(|(i, e)| parse_elem(d, e, in_group, closes(elems.get(i + 1))))
        .collect()
}

/// Code parsing one element (not a group); `in_group`: inside an optional group;
/// `delimited`: a closing literal follows.
fn parse_elem(
    d: &OpDecl,
    e: &Elem,
    in_group: bool,
    delimited: bool,
) -> Result<TokenStream2, String> {
    Ok(match e {
        // The empty literal, the space and the newline only affect printing.
        Elem::Literal(s) if s.is_empty() || s == NEWLINE || s == SPACE => quote!(),
        Elem::Literal(s) => {
            if let Some(v) = punct_variant(s) {
                let v = Ident::new(v, Span::call_site());
                quote!(p.parse_punct(::strata_asm::custom::Punct::#v)?;)
            } else if is_keyword(s) {
                quote!(p.parse_keyword(#s)?;)
            } else {
                return Err(format!("unsupported literal `{s}`"));
            }
        }
        Elem::Var(n) => match d.var(n) {
            Some(VarRef::Operand(_, o)) => {
                let v = ops_var(n);
                let off = off_var(n);
                match o.arity {
                    Arity::Single => quote! {
                        #off = p.offset();
                        #v.push(p.parse_operand()?);
                    },
                    Arity::Optional => quote! {
                        #off = p.offset();
                        if let ::std::option::Option::Some(u) = p.parse_optional_operand()? {
                            #v.push(u);
                        }
                    },
                    Arity::Variadic => quote! {
                        #off = p.offset();
                        #v = p.parse_operand_list(::strata_asm::custom::Delimiter::None)?;
                    },
                }
            }
            Some(VarRef::Attr(a)) => {
                let c = &a.constraint;
                let key = a.name.to_string();
                quote! {
                    let __a = <#c as ::strata_ods::AttrConstraint>::parse(p, #key)?;
                    p.add_attribute(state, #key, __a);
                }
            }
            Some(VarRef::Region(_, g)) => {
                let v = regions_var(n);
                match g.arity {
                    Arity::Single => quote!(::strata_ods::parse_region_into(p, state, &mut #v)?;),
                    _ => quote!(::strata_ods::parse_region_list(p, state, &mut #v)?;),
                }
            }
            Some(VarRef::Successor(_, g)) => {
                let v = succs_var(n);
                match g.arity {
                    Arity::Single => quote!(#v.push(p.parse_successor()?);),
                    _ => quote!(::strata_ods::parse_successor_list(p, &mut #v)?;),
                }
            }
            Some(VarRef::Result(..)) => return Err(format!("`${n}` is a result")),
            None => return Err(format!("unknown variable `${n}`")),
        },
        Elem::TypeOf(n) => parse_type_of(d, n, in_group, delimited)?,
        Elem::FunctionalType => quote! {
            __fn_type = ::std::option::Option::Some(::strata_ods::parse_functional_type(p)?);
        },
        Elem::AttrDict { keyword } => {
            let parse = if *keyword {
                quote!(p.parse_optional_attr_dict_with_keyword()?)
            } else {
                quote!(p.parse_optional_attr_dict()?)
            };
            // As ODS parsers: inherent attributes given in the dictionary are checked
            // against their constraints, at the dictionary.
            let checks: Vec<TokenStream2> = d
                .attributes
                .iter()
                .map(|a| {
                    let c = &a.constraint;
                    let key = a.name.to_string();
                    quote!(::strata_ods::check_parsed_attr::<#c>(p, state, &__d, __d_off, #key)?;)
                })
                .collect();
            quote! {
                let __d_off = p.offset();
                let __d = #parse;
                #(#checks)*
                p.add_attributes(state, __d);
            }
        }
        Elem::PropDict => quote!(::strata_ods::parse_prop_dict(p, state)?;),
        Elem::Operands => quote! {
            __off_all = p.offset();
            __o_all = p.parse_operand_list(::strata_asm::custom::Delimiter::None)?;
        },
        Elem::Regions => quote!(::strata_ods::parse_region_list(p, state, &mut __all_regions)?;),
        Elem::Successors => quote!(::strata_ods::parse_successor_list(p, &mut __all_succs)?;),
        Elem::Custom { name, args } => {
            let f = format_ident!("parse_{}", snake(name));
            let mut pre = Vec::new();
            let mut call_args = Vec::new();
            let mut post = Vec::new();
            for (k, a) in args.iter().enumerate() {
                match a {
                    CustomArg::TypeOf(n) => {
                        if !matches!(d.var(n), Some(VarRef::Operand(..) | VarRef::Result(..))) {
                            return Err(format!("`type(${n})` needs an operand or result"));
                        }
                        let t = types_var(n);
                        let tmp = format_ident!("__ct{}", k);
                        pre.push(quote!(let mut #tmp: ::std::vec::Vec<::strata_ir::Type> = ::std::vec::Vec::new();));
                        call_args.push(quote!(&mut #tmp));
                        post.push(quote!(#t = ::std::option::Option::Some(#tmp);));
                    }
                    CustomArg::Var(n) => match d.var(n) {
                        Some(VarRef::Operand(..)) => {
                            let v = ops_var(n);
                            let off = off_var(n);
                            pre.push(quote!(#off = p.offset();));
                            call_args.push(quote!(&mut #v));
                        }
                        Some(VarRef::Attr(a)) => {
                            let key = a.name.to_string();
                            let tmp = format_ident!("__ca{}", k);
                            pre.push(quote!(let mut #tmp: ::std::option::Option<::strata_ir::Attribute> = ::std::option::Option::None;));
                            call_args.push(quote!(&mut #tmp));
                            post.push(quote! {
                                if let ::std::option::Option::Some(__a) = #tmp {
                                    p.add_attribute(state, #key, __a);
                                }
                            });
                        }
                        Some(VarRef::Region(..)) => {
                            let v = regions_var(n);
                            call_args.push(quote!(&mut #v));
                        }
                        Some(VarRef::Successor(..)) => {
                            let v = succs_var(n);
                            call_args.push(quote!(&mut #v));
                        }
                        _ => return Err(format!("bad `custom` argument `${n}`")),
                    },
                    // Parsed before: passed read-only.
                    CustomArg::RefTypeOf(n) => {
                        if !matches!(d.var(n), Some(VarRef::Operand(..) | VarRef::Result(..))) {
                            return Err(format!("`ref(type(${n}))` needs an operand or result"));
                        }
                        let t = types_var(n);
                        let tmp = format_ident!("__ct{}", k);
                        pre.push(quote!(let #tmp: ::std::vec::Vec<::strata_ir::Type> = #t.clone().unwrap_or_default();));
                        call_args.push(quote!(&#tmp));
                    }
                    CustomArg::RefVar(n) => {
                        match d.var(n) {
                            Some(VarRef::Operand(..)) => {
                                let v = ops_var(n);
                                call_args.push(quote!(&#v));
                            }
                            Some(VarRef::Attr(a)) => {
                                let key = a.name.to_string();
                                let tmp = format_ident!("__ca{}", k);
                                pre.push(quote!(let #tmp = ::strata_ods::state_attr(p.ctx(), state, #key);));
                                call_args.push(quote!(#tmp));
                            }
                            Some(VarRef::Region(..)) => {
                                let v = regions_var(n);
                                call_args.push(quote!(&#v));
                            }
                            Some(VarRef::Successor(..)) => {
                                let v = succs_var(n);
                                call_args.push(quote!(&#v));
                            }
                            _ => return Err(format!("bad `custom` argument `ref(${n})`")),
                        }
                    }
                }
            }
            quote! {{
                #(#pre)*
                #f(p, state, #(#call_args),*)?;
                #(#post)*
            }}
        }
        Elem::Optional { .. } | Elem::OIList { .. } => {
            return Err("nested optional group".into());
        }
    })
}

/// The condition code parsing the first element of an optional group.
fn group_condition(d: &OpDecl, first: &Elem) -> Result<TokenStream2, String> {
    Ok(match first {
        Elem::Literal(s) => {
            if let Some(v) = punct_variant(s) {
                let v = Ident::new(v, Span::call_site());
                quote!(p.parse_optional_punct(::strata_asm::custom::Punct::#v))
            } else if is_keyword(s) {
                quote!(p.parse_optional_keyword(#s))
            } else {
                return Err(format!("group cannot start with `{s}`"));
            }
        }
        Elem::Var(n) => match d.var(n) {
            Some(VarRef::Operand(_, o)) if o.arity != Arity::Variadic => {
                let v = ops_var(n);
                let off = off_var(n);
                quote!({
                    #off = p.offset();
                    match p.parse_optional_operand()? {
                        ::std::option::Option::Some(u) => { #v.push(u); true }
                        ::std::option::Option::None => false,
                    }
                })
            }
            Some(VarRef::Operand(..)) => {
                let v = ops_var(n);
                let off = off_var(n);
                quote!({
                    #off = p.offset();
                    #v = p.parse_operand_list(::strata_asm::custom::Delimiter::None)?;
                    !#v.is_empty()
                })
            }
            Some(VarRef::Attr(a)) => {
                // Present when the attribute's `parse_optional` finds it (an enum keyword).
                let c = &a.constraint;
                let key = a.name.to_string();
                quote!(match <#c as ::strata_ods::AttrConstraint>::parse_optional(p, #key)? {
                    ::std::option::Option::Some(__a) => { p.add_attribute(state, #key, __a); true }
                    ::std::option::Option::None => false,
                })
            }
            Some(VarRef::Region(_, g)) => {
                let v = regions_var(n);
                if g.arity == Arity::Single {
                    quote!(::strata_ods::parse_optional_region_into(p, state, &mut #v)?)
                } else {
                    quote!({
                        ::strata_ods::parse_region_list(p, state, &mut #v)?;
                        !#v.is_empty()
                    })
                }
            }
            Some(VarRef::Successor(_, _)) => {
                let v = succs_var(n);
                quote!({
                    ::strata_ods::parse_successor_list(p, &mut #v)?;
                    !#v.is_empty()
                })
            }
            _ => return Err(format!("`${n}` cannot start an optional group")),
        },
        Elem::TypeOf(n) => {
            let t = types_var(n);
            if arity_of(d, n) == Some(Arity::Variadic) {
                quote!({
                    let __l = ::strata_ods::parse_optional_type_list(p)?;
                    let __some = !__l.is_empty();
                    #t = ::std::option::Option::Some(__l);
                    __some
                })
            } else {
                quote!(match p.parse_optional_type()? {
                    ::std::option::Option::Some(__ty) => { #t = ::std::option::Option::Some(vec![__ty]); true }
                    ::std::option::Option::None => false,
                })
            }
        }
        _ => {
            return Err(
                "an optional group must start with a literal, a variable or a type directive"
                    .into(),
            );
        }
    })
}

pub fn gen_parse(d: &OpDecl, elems: &[Elem]) -> Result<TokenStream2, String> {
    let mut decls = vec![quote! {
        let mut __o_all: ::std::vec::Vec<::strata_asm::custom::UnresolvedOperand> = ::std::vec::Vec::new();
        let mut __off_all: usize = p.offset();
        let mut __t_all_operands: ::std::option::Option<::std::vec::Vec<::strata_ir::Type>> = ::std::option::Option::None;
        let mut __t_all_results: ::std::option::Option<::std::vec::Vec<::strata_ir::Type>> = ::std::option::Option::None;
    }];
    let all_operands = has_elem(elems, &Elem::Operands);
    if all_operands {
        if d.operand_segments() {
            return Err("`operands` cannot size `attr_sized_operand_segments` groups".into());
        }
        if let Some(o) = d
            .operands
            .iter()
            .find(|o| has_elem(elems, &Elem::Var(o.name.to_string())))
        {
            return Err(format!("`${}` is already covered by `operands`", o.name));
        }
    }
    for o in &d.operands {
        let n = o.name.to_string();
        let (v, off, t) = (ops_var(&n), off_var(&n), types_var(&n));
        decls.push(quote! {
            let mut #v: ::std::vec::Vec<::strata_asm::custom::UnresolvedOperand> = ::std::vec::Vec::new();
            let mut #off: usize = p.offset();
            let mut #t: ::std::option::Option<::std::vec::Vec<::strata_ir::Type>> = ::std::option::Option::None;
        });
    }
    for r in &d.results {
        let t = types_var(&r.name.to_string());
        decls.push(quote! {
            let mut #t: ::std::option::Option<::std::vec::Vec<::strata_ir::Type>> = ::std::option::Option::None;
        });
    }
    for r in &d.regions {
        let n = r.name.to_string();
        let v = regions_var(&n);
        decls.push(quote!(let mut #v: ::std::vec::Vec<::strata_ir::ir::RegionId> = ::std::vec::Vec::new();));
        if !mentions(elems, &n, &Elem::Regions) {
            return Err(format!("the format does not mention region `${n}`"));
        }
    }
    for s in &d.successors {
        let n = s.name.to_string();
        let v = succs_var(&n);
        decls.push(
            quote!(let mut #v: ::std::vec::Vec<::strata_ir::ir::BlockId> = ::std::vec::Vec::new();),
        );
        if !mentions(elems, &n, &Elem::Successors) {
            return Err(format!("the format does not mention successor `${n}`"));
        }
    }
    let mut body = Vec::new();
    for (i, e) in elems.iter().enumerate() {
        match e {
            Elem::OIList { clauses } => {
                let mut seen = Vec::new();
                let mut arms = Vec::new();
                for (i, clause) in clauses.iter().enumerate() {
                    let Some((Elem::Literal(kw), rest)) = clause.split_first() else {
                        return Err("an `oilist` clause starts with a keyword".into());
                    };
                    let flag = format_ident!("__seen{}", i);
                    seen.push(quote!(let mut #flag = false;));
                    let rest = parse_seq(d, rest, false)?;
                    let msg = format!(
                        "`{kw}` clause can appear at most once in the expansion of the oilist directive"
                    );
                    arms.push(quote! {
                        if p.parse_optional_keyword(#kw) {
                            if #flag {
                                return ::std::result::Result::Err(p.error_at(p.name_offset(), #msg));
                            }
                            #flag = true;
                            #(#rest)*
                            continue;
                        }
                    });
                }
                body.push(quote! {
                    #(#seen)*
                    loop {
                        #(#arms)*
                        break;
                    }
                });
            }
            Elem::Optional {
                elems: group,
                anchor,
                else_elems,
            } => {
                // Leading `` literals only shape the printed spacing (ODS skips them).
                let lead = group
                    .iter()
                    .take_while(|e| matches!(e, Elem::Literal(s) if s.is_empty()))
                    .count();
                let Some((first, rest)) = group[lead..].split_first() else {
                    return Err("empty group".into());
                };
                let rest = parse_seq(d, rest, true)?;
                let cond = group_condition(d, first)?;
                let else_parts = parse_seq(d, else_elems, false)?;
                let default = match d.var(anchor) {
                    Some(VarRef::Attr(a)) if a.kind == AttrKind::Default => {
                        let dv = crate::cached_default(&a.constraint, quote!(p.ctx()));
                        let key = a.name.to_string();
                        quote! {
                            if let ::std::option::Option::Some(__a) =
                                #dv
                            {
                                p.add_attribute(state, #key, __a);
                            }
                        }
                    }
                    Some(VarRef::Operand(_, g) | VarRef::Result(_, g))
                        if g.arity == Arity::Single =>
                    {
                        return Err(format!("anchor `${anchor}` is not optional"));
                    }
                    Some(_) => quote!(),
                    None => return Err(format!("unknown anchor `${anchor}`")),
                };
                body.push(quote! {
                    if #cond { #(#rest)* } else { #(#else_parts)* #default }
                });
            }
            _ => body.push(parse_elem(d, e, false, closes(elems.get(i + 1)))?),
        }
    }

    // Operand resolution: explicit types, then functional-type, then same-type traits.
    let same = d.has_trait("same_operands_and_result_type") || d.has_trait("same_type_operands");
    let mut any_type = Vec::new();
    for v in d.operands.iter().chain(&d.results) {
        let t = types_var(&v.name.to_string());
        any_type.push(quote!(.or_else(|| #t.as_ref().and_then(|t| t.first().copied()))));
    }
    let mut resolve = Vec::new();
    let has_fn = has_elem(elems, &Elem::FunctionalType);
    any_type.push(quote!(.or_else(|| __t_all_operands.as_ref().and_then(|t| t.first().copied()))));
    any_type.push(quote!(.or_else(|| __t_all_results.as_ref().and_then(|t| t.first().copied()))));
    // Types of all operands at once: functional-type, `type(operands)`, or the same-type
    // traits for the `operands` directive.
    let all_types = if has_fn {
        Some(quote!(
            __fn_type.as_ref().map(|f| f.0.clone()).unwrap_or_default()
        ))
    } else if has_all_types(d, elems, false) {
        Some(quote!(__t_all_operands.clone().unwrap_or_default()))
    } else if all_operands {
        if !same {
            return Err(
                "`operands` needs `type(operands)`, functional-type or a same-type trait".into(),
            );
        }
        Some(quote!(
            __any.map(|t| vec![t; __o_all.len()]).unwrap_or_default()
        ))
    } else {
        None
    };
    if let Some(all_types) = all_types {
        // As ODS: all operands resolved at once, errors at the `operands` directive, or
        // at the op name when the operands are written one by one.
        let off = if all_operands {
            quote!(__off_all)
        } else {
            quote!(p.name_offset())
        };
        let all: Vec<Ident> = if all_operands {
            vec![format_ident!("__o_all")]
        } else {
            d.operands
                .iter()
                .map(|o| ops_var(&o.name.to_string()))
                .collect()
        };
        resolve.push(quote! {
            let mut __all: ::std::vec::Vec<::strata_asm::custom::UnresolvedOperand> = ::std::vec::Vec::new();
            #(__all.extend_from_slice(&#all);)*
            let __types: ::std::vec::Vec<::strata_ir::Type> = #all_types;
            p.resolve_operands(&__all, &__types, #off, &mut state.operands)?;
        });
    } else {
        for o in &d.operands {
            let n = o.name.to_string();
            let (v, t, off) = (ops_var(&n), types_var(&n), off_var(&n));
            let fallback = if same {
                quote!(.or_else(|| __any.map(|t| vec![t; #v.len()])))
            } else if type_source(d, elems, &n) {
                quote!()
            } else if let Some((f, src)) = d.derived_types(&n) {
                // ODS `TypesMatchWith` / `AllTypesMatch`: derived from the type of operand
                // or result `src`, as the format gives it.
                let st = types_var(&src.to_string());
                quote!(.or_else(|| #st.as_ref().and_then(|ts| ts.first().copied()).and_then(|t| #f(p.ctx(), t))))
            } else {
                // A buildable type (ODS `I1`, `Index`): the constraint's `build`.
                let c = &o.constraint;
                quote!(.or_else(|| <#c as ::strata_ods::TypeConstraint>::build(p.ctx()).map(|t| vec![t; #v.len()])))
            };
            resolve.push(quote! {
                let __types = #t.clone() #fallback .unwrap_or_default();
                p.resolve_operands(&#v, &__types, #off, &mut state.operands)?;
            });
        }
    }
    if d.operand_segments() {
        let lens: Vec<TokenStream2> = d
            .operands
            .iter()
            .map(|o| {
                let v = ops_var(&o.name.to_string());
                quote!(#v.len() as i32)
            })
            .collect();
        resolve.push(quote! {
            let __segs = ::strata_ods::i32_array_attr(p.ctx(), &[#(#lens),*]);
            p.add_attribute(state, "operandSegmentSizes", __segs);
        });
    }

    // Regions in declaration order; successors with their operand counts.
    let mut finish = Vec::new();
    // `SingleBlock` / `SingleBlockImplicitTerminator`: a block and the terminator.
    let term = match &d.implicit_terminator {
        Some(t) => quote!(::std::option::Option::Some(#t)),
        None => quote!(::std::option::Option::None),
    };
    let mut anchored = Vec::new();
    anchored_regions(d, elems, &mut anchored);
    if has_elem(elems, &Elem::Regions) {
        if d.single_block() {
            finish.push(quote! {
                for __r in __all_regions.clone() {
                    ::strata_ods::ensure_region(p, state, __r, #term, false);
                }
            });
        }
        finish.push(quote!(state.regions.extend(__all_regions.iter().copied());));
    } else {
        for r in &d.regions {
            let n = r.name.to_string();
            let v = regions_var(&n);
            // As ODS: only the regions the format parses itself get a block and the
            // terminator (regions of a `custom` directive are left as it parsed them).
            if d.single_block() && has_elem(elems, &Elem::Var(n.clone())) {
                let only = anchored.contains(&n);
                finish.push(quote! {
                    for __r in #v.clone() {
                        ::strata_ods::ensure_region(p, state, __r, #term, #only);
                    }
                });
            }
            if r.arity == Arity::Single {
                finish.push(quote! {
                    if #v.is_empty() {
                        state.regions.push(::strata_ir::ir::OperationState::PENDING_REGION);
                    }
                });
            }
            finish.push(quote!(state.regions.extend(#v.iter().copied());));
        }
    }
    let succ_count = |i: usize| -> TokenStream2 {
        match d.successor_operands.get(i) {
            Some((_, g)) => {
                let v = ops_var(&g.to_string());
                quote!(#v.len() as u32)
            }
            None => quote!(0u32),
        }
    };
    if has_elem(elems, &Elem::Successors) {
        let counts: Vec<TokenStream2> = (0..d.successors.len()).map(succ_count).collect();
        finish.push(quote! {
            let __counts: &[u32] = &[#(#counts),*];
            for (__i, __b) in __all_succs.iter().enumerate() {
                state.successors.push(::strata_ir::ir::Successor {
                    block: *__b,
                    num_operands: __counts.get(__i).copied().unwrap_or(0),
                });
            }
        });
    } else {
        for (i, s) in d.successors.iter().enumerate() {
            let v = succs_var(&s.name.to_string());
            let count = succ_count(i);
            finish.push(quote! {
                for __b in &#v {
                    state.successors.push(::strata_ir::ir::Successor {
                        block: *__b,
                        num_operands: #count,
                    });
                }
            });
        }
    }

    // Successors without declared operand groups: the counts come from the op's
    // `successor_operands` hook (given in `info`), over the parsed attributes.
    if d.successor_operands.is_empty()
        && !d.successors.is_empty()
        && let Some((_, hook)) = d.info.iter().find(|(f, _)| f == "successor_operands")
    {
        finish.push(quote! {
            let __hook: ::std::option::Option<::strata_ir::registry::SuccessorOperandsFn> = #hook;
            let __counts = __hook
                .and_then(|f| {
                    f(
                        p.ctx(),
                        ::std::option::Option::Some(state.attributes),
                        state.operands.len(),
                        state.successors.len(),
                    )
                })
                .filter(|c| c.len() == state.successors.len())
                .unwrap_or_default();
            for (__succ, __n) in state.successors.iter_mut().zip(__counts) {
                __succ.num_operands = __n;
            }
        });
    }

    let results = if let Some(infer) = &d.infer {
        // As ODS does before inferring result types: operand constraints checked at parse
        // time, reported at the op name.
        let mut pre = Vec::new();
        let mut k = 0usize;
        for o in &d.operands {
            let c = &o.constraint;
            let n = o.name.to_string();
            let v = ops_var(&n);
            pre.push(quote! {
                for __i in 0..#v.len() {
                    let __t = p.body().value_type(state.operands[#k + __i]);
                    ::strata_ods::check_parsed_type::<#c>(p, #n, __t)?;
                }
            });
            if o.arity == Arity::Single {
                k += 1;
            } else {
                return Err("`infer` with a variable-length operand is not supported".into());
            }
        }
        quote! {
            #(#pre)*
            let __ot: ::std::vec::Vec<::strata_ir::Type> =
                state.operands.iter().map(|v| p.body().value_type(*v)).collect();
            state.result_types = #infer(p.ctx(), &__ot, state);
        }
    } else if let Some(f) = d.infer_types.as_ref().filter(|_| {
        d.results
            .iter()
            .any(|r| !type_source(d, elems, &r.name.to_string()))
    }) {
        quote! {
            let __ot: ::std::vec::Vec<::strata_ir::Type> =
                state.operands.iter().map(|v| p.body().value_type(*v)).collect();
            match #f(p.ctx(), &__ot, ::std::option::Option::Some(state.attributes)) {
                ::std::result::Result::Ok(__t) => state.result_types = __t,
                ::std::result::Result::Err(__m) => {
                    return ::std::result::Result::Err(p.error_at(p.name_offset(), __m));
                }
            }
        }
    } else if has_fn || has_all_types(d, elems, true) {
        // All result types at once.
        if d.result_segments() {
            return Err("result segments cannot be sized from a list of all result types".into());
        }
        let all = if has_fn {
            quote!(__fn_type.as_ref().map(|f| f.1.clone()))
        } else {
            quote!(__t_all_results.clone())
        };
        quote!(state.result_types = #all.unwrap_or_default();)
    } else {
        let mut rs = Vec::new();
        for r in &d.results {
            let n = r.name.to_string();
            let t = types_var(&n);
            let fallback = if type_source(d, elems, &n) {
                quote!()
            } else if let Some((f, src)) = d.derived_types(&n) {
                // ODS `TypesMatchWith`: derived from the type of operand `src`.
                let st = types_var(&src.to_string());
                quote!(.or_else(|| #st.as_ref().and_then(|ts| ts.first().copied()).and_then(|t| #f(p.ctx(), t))))
            } else if same {
                quote!(.or_else(|| __any.map(|t| vec![t])))
            } else if r.arity == Arity::Single {
                let c = &r.constraint;
                quote!(.or_else(|| <#c as ::strata_ods::TypeConstraint>::build(p.ctx()).map(|t| vec![t])))
            } else {
                return Err(format!(
                    "no type for result `{n}` (declare `infer` or `infer_types`)"
                ));
            };
            rs.push(quote! {
                let __rt = #t.clone() #fallback .unwrap_or_default();
                __result_lens.push(__rt.len() as i32);
                state.result_types.extend(__rt);
            });
        }
        let segs = if d.result_segments() {
            quote! {
                let __segs = ::strata_ods::i32_array_attr(p.ctx(), &__result_lens);
                p.add_attribute(state, "resultSegmentSizes", __segs);
            }
        } else {
            quote!()
        };
        quote! {
            let mut __result_lens: ::std::vec::Vec<i32> = ::std::vec::Vec::new();
            #(#rs)*
            #segs
        }
    };
    Ok(quote! {
        #[allow(unused_mut, unused_variables, unused_assignments, clippy::all)]
        fn __parse(
            p: &mut ::strata_asm::custom::OpAsmParser<'_, '_, '_>,
            state: &mut ::strata_ir::ir::OperationState,
        ) -> ::std::result::Result<(), ::strata_ir::diagnostics::Diagnostic> {
            let mut __fn_type: ::std::option::Option<(::std::vec::Vec<::strata_ir::Type>, ::std::vec::Vec<::strata_ir::Type>)> = ::std::option::Option::None;
            let mut __all_regions: ::std::vec::Vec<::strata_ir::ir::RegionId> = ::std::vec::Vec::new();
            let mut __all_succs: ::std::vec::Vec<::strata_ir::ir::BlockId> = ::std::vec::Vec::new();
            #(#decls)*
            #(#body)*
            let __any: ::std::option::Option<::strata_ir::Type> = ::std::option::Option::None #(#any_type)*;
            #(#resolve)*
            #(#finish)*
            #results
            ::std::result::Result::Ok(())
        }
    })
}

/// ODS's spacing state while printing.
#[derive(Clone, Copy)]
struct Spacing {
    emit_space: bool,
    last_punct: bool,
}

impl Spacing {
    /// The space before a variable or directive; updates the state.
    fn var(&mut self) -> TokenStream2 {
        let code = if self.emit_space {
            quote!(p.write(" ");)
        } else {
            quote!()
        };
        self.emit_space = true;
        self.last_punct = false;
        code
    }
}

/// The segment-size variable of `kind` in the printer.
fn print_segs(kind: Kind) -> TokenStream2 {
    match kind {
        Kind::Operand => quote!(__oseg.as_deref()),
        Kind::Result => quote!(__rseg.as_deref()),
        _ => quote!(::std::option::Option::None),
    }
}

/// An iterator over the elements of group `n` in the printer, and its kind.
fn print_group(d: &OpDecl, n: &str) -> Option<(Kind, TokenStream2)> {
    let (kind, i) = match d.var(n)? {
        VarRef::Operand(i, _) => (Kind::Operand, i),
        VarRef::Result(i, _) => (Kind::Result, i),
        VarRef::Region(i, _) => (Kind::Region, i),
        VarRef::Successor(i, _) => (Kind::Successor, i),
        VarRef::Attr(_) => return None,
    };
    let range = d.range_expr(kind, i, print_segs(kind));
    let elem = OpDecl::element_expr(kind, quote!(k));
    Some((kind, quote!((#range).map(|k| #elem))))
}

fn print_elem(
    d: &OpDecl,
    e: &Elem,
    sp: &mut Spacing,
    elided: &[String],
    prop_elided: &[String],
) -> Result<TokenStream2, String> {
    Ok(match e {
        Elem::Literal(s) if s.is_empty() => {
            sp.emit_space = false;
            quote!()
        }
        // As ODS: `` ` ` `` always prints one space and no space follows it.
        Elem::Literal(s) if s == SPACE => {
            sp.emit_space = false;
            sp.last_punct = false;
            quote!(p.write(" ");)
        }
        // As ODS: a newline (and the indentation) without touching the spacing state.
        Elem::Literal(s) if s == NEWLINE => quote!(p.print_newline();),
        Elem::Literal(s) => {
            let single = s.len() == 1 || s == "->";
            let before = if !single || s == "->" {
                true
            } else if sp.last_punct {
                !">)}],".contains(s.as_str())
            } else {
                !"<>(){}[],".contains(s.as_str())
            };
            let text = if sp.emit_space && before {
                format!(" {s}")
            } else {
                s.clone()
            };
            sp.emit_space = !(s.len() == 1 && "<({[".contains(s.as_str()));
            sp.last_punct = !s.starts_with(|c: char| c == '_' || c.is_ascii_alphabetic());
            quote!(p.write(#text);)
        }
        Elem::Var(n) => {
            let sp_code = sp.var();
            if let Some(VarRef::Attr(a)) = d.var(n) {
                let c = &a.constraint;
                let key = a.name.to_string();
                return Ok(quote! {
                    if let ::std::option::Option::Some(__a) = __attr(#key) {
                        if <#c as ::strata_ods::AttrConstraint>::PRINTS_TEXT { #sp_code }
                        <#c as ::strata_ods::AttrConstraint>::print(p, __a);
                    }
                });
            }
            let Some((kind, iter)) = print_group(d, n) else {
                return Err(format!("unknown variable `${n}`"));
            };
            match kind {
                Kind::Operand => quote! { #sp_code p.print_operands(#iter); },
                Kind::Region => {
                    let f = region_printer(d);
                    quote! {
                        #sp_code
                        let __regs: ::std::vec::Vec<::strata_ir::ir::RegionId> = #iter.collect();
                        #f(p, &__regs);
                    }
                }
                Kind::Successor => quote! {
                    #sp_code
                    let __succs: ::std::vec::Vec<::strata_ir::ir::BlockId> = #iter.collect();
                    ::strata_ods::print_successor_list(p, &__succs);
                },
                Kind::Result => return Err(format!("cannot print result `${n}`")),
            }
        }
        Elem::TypeOf(n) if is_all_types(d, n) => {
            let sp_code = sp.var();
            let all = format_ident!("{}", n);
            quote! { #sp_code p.print_types(body.#all(op).map(|v| body.value_type(v))); }
        }
        Elem::Operands => {
            let sp_code = sp.var();
            quote! { #sp_code p.print_operands(body.operands(op)); }
        }
        Elem::TypeOf(n) => {
            let sp_code = sp.var();
            match print_group(d, n) {
                Some((Kind::Operand | Kind::Result, iter)) => quote! {
                    #sp_code p.print_types(#iter.map(|v| body.value_type(v)));
                },
                _ => return Err(format!("cannot print `type(${n})`")),
            }
        }
        Elem::FunctionalType => {
            let sp_code = sp.var();
            quote! {
                #sp_code
                let __ins: ::std::vec::Vec<::strata_ir::Type> = body.operands(op).map(|v| body.value_type(v)).collect();
                let __outs: ::std::vec::Vec<::strata_ir::Type> = body.results(op).map(|v| body.value_type(v)).collect();
                p.print_functional_type(&__ins, &__outs);
            }
        }
        Elem::AttrDict { keyword } => {
            sp.emit_space = true;
            sp.last_punct = false;
            let _ = elided;
            if *keyword {
                quote! { p.print_optional_attr_dict_with_keyword(&__attrs, &__elided); }
            } else {
                quote! { p.print_optional_attr_dict(&__attrs, &__elided); }
            }
        }
        Elem::PropDict => {
            sp.emit_space = true;
            sp.last_punct = false;
            quote! { ::strata_ods::print_prop_dict(p, &[#(#prop_elided),*]); }
        }
        Elem::Regions => {
            let sp_code = sp.var();
            let f = region_printer(d);
            quote! {
                let __regs: ::std::vec::Vec<::strata_ir::ir::RegionId> = body.regions(op).to_vec();
                if !__regs.is_empty() { #sp_code }
                #f(p, &__regs);
            }
        }
        Elem::Successors => {
            let sp_code = sp.var();
            quote! {
                let __succs: ::std::vec::Vec<::strata_ir::ir::BlockId> = body.successors(op).iter().map(|s| s.block).collect();
                if !__succs.is_empty() { #sp_code }
                ::strata_ods::print_successor_list(p, &__succs);
            }
        }
        Elem::Custom { name, args } => {
            let sp_code = sp.var();
            let f = format_ident!("print_{}", snake(name));
            let mut call_args = Vec::new();
            for a in args {
                call_args.push(match a {
                    CustomArg::TypeOf(n) | CustomArg::RefTypeOf(n) => {
                        let Some((_, iter)) = print_group(d, n) else {
                            return Err(format!("bad `custom` argument `type(${n})`"));
                        };
                        quote!(&#iter.map(|v| body.value_type(v)).collect::<::std::vec::Vec<::strata_ir::Type>>())
                    }
                    CustomArg::Var(n) | CustomArg::RefVar(n) => match d.var(n) {
                        Some(VarRef::Attr(a)) => {
                            let key = a.name.to_string();
                            quote!(__attr(#key))
                        }
                        _ => {
                            let Some((kind, iter)) = print_group(d, n) else {
                                return Err(format!("bad `custom` argument `${n}`"));
                            };
                            match kind {
                                Kind::Operand => quote!(&#iter.collect::<::std::vec::Vec<::strata_ir::ir::ValueId>>()),
                                Kind::Region => quote!(&#iter.collect::<::std::vec::Vec<::strata_ir::ir::RegionId>>()),
                                Kind::Successor => quote!(&#iter.collect::<::std::vec::Vec<::strata_ir::ir::BlockId>>()),
                                Kind::Result => return Err(format!("bad `custom` argument `${n}`")),
                            }
                        }
                    },
                });
            }
            quote! {
                #sp_code
                #f(p, #(#call_args),*);
            }
        }
        Elem::Optional { .. } | Elem::OIList { .. } => {
            return Err("nested optional group".into());
        }
    })
}

/// The region-list printer: implicit terminators left out for
/// `SingleBlockImplicitTerminator` ops.
fn region_printer(d: &OpDecl) -> TokenStream2 {
    if d.implicit_terminator.is_some() {
        quote!(::strata_ods::print_region_list_implicit)
    } else {
        quote!(::strata_ods::print_region_list)
    }
}

/// The print condition of a variable: present (attribute set, group non-empty).
fn presence(d: &OpDecl, n: &str) -> Result<TokenStream2, String> {
    Ok(match d.var(n) {
        Some(VarRef::Attr(a)) => {
            let key = a.name.to_string();
            if a.kind.has_default() {
                let dv = crate::cached_default(&a.constraint, quote!(ctx));
                quote!(__attr(#key).is_some_and(|a| ::std::option::Option::Some(a) != #dv))
            } else {
                quote!(__attr(#key).is_some())
            }
        }
        Some(VarRef::Region(_, g)) if g.arity == Arity::Single => {
            let Some((_, iter)) = print_group(d, n) else {
                return Err(format!("bad anchor `${n}`"));
            };
            quote!(#iter.any(|r| !body.regions_body(op).blocks(r).is_empty()))
        }
        Some(_) => {
            let Some((_, iter)) = print_group(d, n) else {
                return Err(format!("bad anchor `${n}`"));
            };
            quote!(#iter.next().is_some())
        }
        None => return Err(format!("bad anchor `${n}`")),
    })
}

fn used_attrs(elems: &[Elem], out: &mut Vec<String>) {
    for e in elems {
        match e {
            Elem::Var(n) => out.push(n.clone()),
            Elem::Custom { args, .. } => {
                for a in args {
                    if let CustomArg::Var(n) | CustomArg::RefVar(n) = a {
                        out.push(n.clone());
                    }
                }
            }
            Elem::Optional { .. } | Elem::OIList { .. } => {
                for g in nested(e) {
                    used_attrs(g, out);
                }
            }
            _ => {}
        }
    }
}

pub fn gen_print(d: &OpDecl, elems: &[Elem]) -> Result<TokenStream2, String> {
    let mut used = Vec::new();
    used_attrs(elems, &mut used);
    used.retain(|n| matches!(d.var(n), Some(VarRef::Attr(_))));
    if d.operand_segments() {
        used.push("operandSegmentSizes".into());
    }
    if d.result_segments() {
        used.push("resultSegmentSizes".into());
    }
    let prop_elided = used.clone();
    // With `prop-dict`, `attr-dict` prints the discardable attributes only.
    let mut elided = used;
    let with_props = has_elem(elems, &Elem::PropDict);
    if with_props {
        elided.extend(d.attributes.iter().map(|a| a.name.to_string()));
    }
    // As ODS: `attr-dict` leaves out default-valued attributes holding their default.
    let default_elided: Vec<TokenStream2> = d
        .attributes
        .iter()
        .filter(|a| a.kind.has_default() && !with_props && !elided.contains(&a.name.to_string()))
        .map(|a| {
            let dv = crate::cached_default(&a.constraint, quote!(ctx));
            let key = a.name.to_string();
            quote! {
                if __attr(#key).is_some_and(|a| ::std::option::Option::Some(a) == #dv) {
                    __elided.push(#key);
                }
            }
        })
        .collect();
    let mut sp = Spacing {
        emit_space: true,
        last_punct: false,
    };
    let mut body = Vec::new();
    for e in elems {
        match e {
            Elem::Optional {
                elems: group,
                anchor,
                else_elems,
            } => {
                let cond = presence(d, anchor)?;
                let start = Spacing {
                    emit_space: sp.emit_space,
                    last_punct: sp.last_punct,
                };
                let mut inner = Spacing { ..start };
                let parts: Vec<TokenStream2> = group
                    .iter()
                    .map(|e| print_elem(d, e, &mut inner, &elided, &prop_elided))
                    .collect::<Result<_, _>>()?;
                let mut inner = start;
                let else_parts: Vec<TokenStream2> = else_elems
                    .iter()
                    .map(|e| print_elem(d, e, &mut inner, &elided, &prop_elided))
                    .collect::<Result<_, _>>()?;
                body.push(quote!(if #cond { #(#parts)* } else { #(#else_parts)* }));
                sp.emit_space = true;
                sp.last_punct = false;
            }
            Elem::OIList { clauses } => {
                // As ODS: a clause prints when any of its variables is present; the spacing
                // state runs through the clauses as if each printed.
                for clause in clauses {
                    let mut vars = Vec::new();
                    used_attrs(clause, &mut vars);
                    for c in clause {
                        if let Elem::TypeOf(n) = c {
                            vars.push(n.clone());
                        }
                    }
                    vars.dedup();
                    let conds: Vec<TokenStream2> = vars
                        .iter()
                        .map(|n| presence(d, n))
                        .collect::<Result<_, _>>()?;
                    let parts: Vec<TokenStream2> = clause
                        .iter()
                        .map(|e| print_elem(d, e, &mut sp, &elided, &prop_elided))
                        .collect::<Result<_, _>>()?;
                    body.push(quote!(if false #(|| #conds)* { #(#parts)* }));
                }
            }
            _ => body.push(print_elem(d, e, &mut sp, &elided, &prop_elided)?),
        }
    }
    let oseg = d.segments_expr(Kind::Operand);
    let rseg = d.segments_expr(Kind::Result);
    Ok(quote! {
        #[allow(unused_variables, unused_mut, clippy::all)]
        fn __print(p: &mut ::strata_asm::custom::OpAsmPrinter<'_, '_, '_, '_>) {
            let ctx = p.ctx();
            let body = p.body();
            let op = p.op();
            let __oseg: ::std::option::Option<::strata_ods::Segments> = #oseg;
            let __rseg: ::std::option::Option<::strata_ods::Segments> = #rseg;
            let __attrs = p.attrs();
            let __attr = |n: &str| {
                __attrs
                    .iter()
                    .find(|a| ctx.ident_str(a.name) == n)
                    .map(|a| a.value)
            };
            let mut __elided: ::std::vec::Vec<&str> = ::std::vec![#(#elided),*];
            #(#default_elided)*
            #(#body)*
        }
    })
}
