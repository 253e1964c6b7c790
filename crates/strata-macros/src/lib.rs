//! `strata-macros`: the `op!` macro, Strata's op definition framework (MLIR's ODS).
//!
//! One declaration per op generates a typed view (`AddI(OpId)` with operand, result and
//! attribute accessors), its `OpInfo` registration (name, traits, inherent attributes),
//! a verifier for the declared constraints with mlir-opt's wording, and custom parse/print
//! hooks compiled from a declarative assembly format. See [`op!`] for the syntax.
//!
//! Generated code refers to `::strata_ir`, `::strata_asm` and to the runtime support module
//! `crate::ods` (constraint traits and helpers; `strata-dialects` provides it).

mod format;

use format::{Elem, parse_format};
use proc_macro::TokenStream;
use proc_macro2::{Span, TokenStream as TokenStream2};
use quote::{format_ident, quote};
use syn::parse::{Parse, ParseStream};
use syn::{Attribute, Ident, LitStr, Path, Token, Visibility, braced, bracketed};

/// How many values an operand declaration stands for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Arity {
    Single,
    Variadic,
}

struct ValueDecl {
    name: Ident,
    arity: Arity,
    constraint: Path,
}

/// Presence rule of an attribute.
#[derive(Clone, Copy, PartialEq, Eq)]
enum AttrKind {
    Required,
    Optional,
    Default,
}

struct AttrDecl {
    name: Ident,
    kind: AttrKind,
    constraint: Path,
}

struct OpDecl {
    attrs: Vec<Attribute>,
    vis: Visibility,
    ident: Ident,
    name: LitStr,
    traits: Vec<Ident>,
    operands: Vec<ValueDecl>,
    results: Vec<ValueDecl>,
    attributes: Vec<AttrDecl>,
    verify: Option<Path>,
    infer: Option<Path>,
    result_names: Option<Path>,
    parse: Option<Path>,
    print: Option<Path>,
    format: Option<LitStr>,
    /// Extra `OpInfo` fields (`fold: Some(f)`, ...), spliced into the registration.
    info: Vec<(Ident, syn::Expr)>,
}

fn parse_values(input: ParseStream<'_>, allow_variadic: bool) -> syn::Result<Vec<ValueDecl>> {
    let content;
    bracketed!(content in input);
    let mut out = Vec::new();
    while !content.is_empty() {
        let name: Ident = content.parse()?;
        content.parse::<Token![:]>()?;
        let mut arity = Arity::Single;
        if content.peek(Ident) && content.peek2(Ident) {
            let kw: Ident = content.parse()?;
            if kw != "variadic" || !allow_variadic {
                return Err(syn::Error::new(
                    kw.span(),
                    "expected `variadic` or a constraint",
                ));
            }
            arity = Arity::Variadic;
        }
        let constraint: Path = content.parse()?;
        out.push(ValueDecl {
            name,
            arity,
            constraint,
        });
        if !content.is_empty() {
            content.parse::<Token![,]>()?;
        }
    }
    Ok(out)
}

fn parse_attrs(input: ParseStream<'_>) -> syn::Result<Vec<AttrDecl>> {
    let content;
    bracketed!(content in input);
    let mut out = Vec::new();
    while !content.is_empty() {
        let name: Ident = content.parse()?;
        content.parse::<Token![:]>()?;
        let mut kind = AttrKind::Required;
        if content.peek(Token![default]) {
            content.parse::<Token![default]>()?;
            kind = AttrKind::Default;
        } else if content.peek(Ident) && content.peek2(Ident) {
            let kw: Ident = content.parse()?;
            if kw != "optional" {
                return Err(syn::Error::new(
                    kw.span(),
                    "expected `optional` or `default`",
                ));
            }
            kind = AttrKind::Optional;
        }
        let constraint: Path = content.parse()?;
        out.push(AttrDecl {
            name,
            kind,
            constraint,
        });
        if !content.is_empty() {
            content.parse::<Token![,]>()?;
        }
    }
    Ok(out)
}

impl Parse for OpDecl {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let attrs = input.call(Attribute::parse_outer)?;
        let vis: Visibility = input.parse()?;
        input.parse::<Token![struct]>()?;
        let ident: Ident = input.parse()?;
        input.parse::<Token![=]>()?;
        let name: LitStr = input.parse()?;
        let content;
        braced!(content in input);
        let mut d = OpDecl {
            attrs,
            vis,
            ident,
            name,
            traits: Vec::new(),
            operands: Vec::new(),
            results: Vec::new(),
            attributes: Vec::new(),
            verify: None,
            infer: None,
            result_names: None,
            parse: None,
            print: None,
            format: None,
            info: Vec::new(),
        };
        while !content.is_empty() {
            let key: Ident = content.parse()?;
            content.parse::<Token![:]>()?;
            match key.to_string().as_str() {
                "traits" => {
                    let inner;
                    bracketed!(inner in content);
                    d.traits = inner
                        .parse_terminated(Ident::parse, Token![,])?
                        .into_iter()
                        .collect();
                }
                "operands" => d.operands = parse_values(&content, true)?,
                "results" => d.results = parse_values(&content, false)?,
                "attrs" => d.attributes = parse_attrs(&content)?,
                "verify" => d.verify = Some(content.parse()?),
                "infer" => d.infer = Some(content.parse()?),
                "result_names" => d.result_names = Some(content.parse()?),
                "parse" => d.parse = Some(content.parse()?),
                "print" => d.print = Some(content.parse()?),
                "format" => d.format = Some(content.parse()?),
                "info" => {
                    let inner;
                    braced!(inner in content);
                    while !inner.is_empty() {
                        let field: Ident = inner.parse()?;
                        inner.parse::<Token![:]>()?;
                        let value: syn::Expr = inner.parse()?;
                        d.info.push((field, value));
                        if !inner.is_empty() {
                            inner.parse::<Token![,]>()?;
                        }
                    }
                }
                _ => return Err(syn::Error::new(key.span(), "unknown op declaration key")),
            }
            if !content.is_empty() {
                content.parse::<Token![,]>()?;
            }
        }
        Ok(d)
    }
}

/// `overflowFlags` → `overflow_flags`.
fn snake(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_uppercase() {
            if !out.is_empty() {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// Traits that add a check to the verifier.
const CHECK_TRAITS: &[&str] = &[
    "same_operands_and_result_type",
    "same_type_operands",
    "same_operands_and_result_shape",
];

/// What a `$name` refers to.
enum VarRef<'d> {
    Operand(usize, &'d ValueDecl),
    Result(usize),
    Attr(&'d AttrDecl),
}

impl OpDecl {
    fn var(&self, name: &str) -> Option<VarRef<'_>> {
        if let Some(i) = self.operands.iter().position(|o| o.name == name) {
            return Some(VarRef::Operand(i, &self.operands[i]));
        }
        if let Some(i) = self.results.iter().position(|o| o.name == name) {
            return Some(VarRef::Result(i));
        }
        self.attributes
            .iter()
            .find(|a| a.name == name)
            .map(VarRef::Attr)
    }

    fn has_trait(&self, t: &str) -> bool {
        self.traits.iter().any(|x| x == t)
    }

    /// Fixed operands before and after operand `i` (the variadic one).
    fn split(&self, i: usize) -> (usize, usize) {
        (i, self.operands.len() - i - 1)
    }

    /// An expression for the values of operand `i` (a `Vec<ValueId>` for a variadic one).
    fn operand_expr(&self, i: usize) -> TokenStream2 {
        let var = self
            .operands
            .iter()
            .position(|o| o.arity == Arity::Variadic);
        match (self.operands[i].arity, var) {
            (Arity::Variadic, _) => {
                let (before, after) = self.split(i);
                quote!(crate::ods::operand_range(body, op, #before, #after))
            }
            (Arity::Single, Some(v)) if i > v => {
                let from_end = self.operands.len() - i;
                quote!(body.operand(op, body.num_operands(op) - #from_end))
            }
            _ => quote!(body.operand(op, #i)),
        }
    }

    /// Like [`Self::operand_expr`], but never panics (for printing ops that may not have
    /// been verified): an `Option<ValueId>` for a single operand.
    fn safe_operand_expr(&self, i: usize) -> TokenStream2 {
        let var = self
            .operands
            .iter()
            .position(|o| o.arity == Arity::Variadic);
        match (self.operands[i].arity, var) {
            (Arity::Variadic, _) => self.operand_expr(i),
            (Arity::Single, Some(v)) if i > v => {
                let from_end = self.operands.len() - i;
                quote!(body
                    .num_operands(op)
                    .checked_sub(#from_end)
                    .and_then(|k| body.operands(op).nth(k)))
            }
            _ => quote!(body.operands(op).nth(#i)),
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
/// Keys (all optional, comma separated): `traits` (`Traits` fields set to true, plus the checks
/// `same_operands_and_result_type` and `same_type_operands`), `operands` (`name: C` or
/// `name: variadic C`, at most one variadic), `results` (`name: C`), `attrs` (`name: C`,
/// `name: optional C` or `name: default C`), `verify` (extra verifier run last),
/// `infer` (result types from operand types: `fn(&Context, &[Type], &OperationState) ->
/// Vec<Type>`), `result_names` (a `ResultNamesFn`), `format` (a declarative assembly
/// format) or `parse` + `print` (hand-written hooks), `info: { field: expr, ... }` (other
/// `OpInfo` fields, e.g. `verify_with_parent: Some(f)`). Type constraints implement
/// `crate::ods::TypeConstraint`, attribute constraints `crate::ods::AttrConstraint`.
#[proc_macro]
pub fn op(input: TokenStream) -> TokenStream {
    let decl = syn::parse_macro_input!(input as OpDecl);
    match expand(&decl) {
        Ok(ts) => ts.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

fn expand(d: &OpDecl) -> syn::Result<TokenStream2> {
    let OpDecl {
        attrs, vis, ident, ..
    } = d;
    let name = &d.name;
    let span = d.name.span();
    if d.operands
        .iter()
        .filter(|o| o.arity == Arity::Variadic)
        .count()
        > 1
    {
        return Err(syn::Error::new(
            span,
            "at most one variadic operand is supported",
        ));
    }

    // ---- traits ----
    let mut flags = Vec::new();
    for t in &d.traits {
        let s = t.to_string();
        // Anything but a checking trait names a `Traits` field (rustc reports unknown ones).
        if !CHECK_TRAITS.contains(&s.as_str()) {
            flags.push(quote!(#t: true,));
        }
    }

    let info_fields: Vec<TokenStream2> = d.info.iter().map(|(f, e)| quote!(#f: #e,)).collect();

    // ---- inherent attributes ----
    let mut inherent: Vec<String> = d.attributes.iter().map(|a| a.name.to_string()).collect();
    inherent.sort();

    // ---- accessors ----
    let mut accessors = Vec::new();
    for (i, o) in d.operands.iter().enumerate() {
        let f = format_ident!("{}", snake(&o.name.to_string()));
        let expr = d.operand_expr(i);
        let (ty, doc) = match o.arity {
            Arity::Single => (
                quote!(::strata_ir::ir::ValueId),
                format!("Operand `{}`.", o.name),
            ),
            Arity::Variadic => (
                quote!(::std::vec::Vec<::strata_ir::ir::ValueId>),
                format!("Operands `{}`.", o.name),
            ),
        };
        accessors.push(quote! {
            #[doc = #doc]
            pub fn #f(self, body: &::strata_ir::ir::Body) -> #ty {
                let op = self.0;
                #expr
            }
        });
    }
    for (i, r) in d.results.iter().enumerate() {
        let f = format_ident!("{}", snake(&r.name.to_string()));
        let doc = format!("Result `{}`.", r.name);
        accessors.push(quote! {
            #[doc = #doc]
            pub fn #f(self, body: &::strata_ir::ir::Body) -> ::strata_ir::ir::ValueId {
                body.result(self.0, #i)
            }
        });
    }
    for a in &d.attributes {
        let f = format_ident!("{}", snake(&a.name.to_string()));
        let key = a.name.to_string();
        let doc = format!("Attribute `{key}`, if set.");
        accessors.push(quote! {
            #[doc = #doc]
            pub fn #f(
                self,
                ctx: &::strata_ir::Context,
                body: &::strata_ir::ir::Body,
            ) -> ::std::option::Option<::strata_ir::Attribute> {
                ::strata_ir::symbols::op_attr(ctx, body, self.0, #key)
            }
        });
    }

    // ---- verifier ----
    let n_results = d.results.len();
    let n_fixed = d
        .operands
        .iter()
        .filter(|o| o.arity == Arity::Single)
        .count();
    let variadic = d.operands.iter().any(|o| o.arity == Arity::Variadic);
    let mut checks = Vec::new();
    for a in &d.attributes {
        let key = a.name.to_string();
        let c = &a.constraint;
        let required = a.kind == AttrKind::Required;
        checks.push(quote! {
            crate::ods::check_attr::<#c>(ctx, body, op, NAME, #key, #required)?;
        });
    }
    for (i, o) in d.operands.iter().enumerate() {
        let c = &o.constraint;
        let expr = d.operand_expr(i);
        match o.arity {
            Arity::Single => checks.push(quote! {
                crate::ods::check_value::<#c>(ctx, body, NAME, "operand", #i, #expr)?;
            }),
            Arity::Variadic => checks.push(quote! {
                for (k, v) in (#expr).into_iter().enumerate() {
                    crate::ods::check_value::<#c>(ctx, body, NAME, "operand", #i + k, v)?;
                }
            }),
        }
    }
    for (i, r) in d.results.iter().enumerate() {
        let c = &r.constraint;
        checks.push(quote! {
            crate::ods::check_value::<#c>(ctx, body, NAME, "result", #i, body.result(op, #i))?;
        });
    }
    if d.has_trait("same_type_operands") {
        checks.push(quote!(crate::ods::check_same_type_operands(body, op, NAME)?;));
    }
    if d.has_trait("same_operands_and_result_type") {
        checks.push(quote!(crate::ods::check_same_operands_and_result_type(body, op, NAME)?;));
    }
    if d.has_trait("same_operands_and_result_shape") {
        checks
            .push(quote!(crate::ods::check_same_operands_and_result_shape(ctx, body, op, NAME)?;));
    }
    if let Some(v) = &d.verify {
        checks.push(quote!(#v(ctx, body, op)?;));
    }

    // ---- custom syntax ----
    let (asm_fns, asm_register) = match (&d.format, &d.parse, &d.print) {
        (Some(f), None, None) => {
            let elems = parse_format(&f.value()).map_err(|e| syn::Error::new(f.span(), e))?;
            let parse = gen_parse(d, &elems).map_err(|e| syn::Error::new(f.span(), e))?;
            let print = gen_print(d, &elems).map_err(|e| syn::Error::new(f.span(), e))?;
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
    let register_asm = if asm_register.is_empty() {
        quote!()
    } else {
        let names = match &d.result_names {
            Some(p) => quote!(result_names: ::std::option::Option::Some(#p),),
            None => quote!(),
        };
        quote! {
            ::strata_asm::custom::register_custom_asm(
                ctx,
                #name,
                ::strata_asm::custom::CustomAsm { #names ..#asm_register },
            );
        }
    };

    Ok(quote! {
        #(#attrs)*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #vis struct #ident(pub ::strata_ir::ir::OpId);

        impl #ident {
            /// The op's full name.
            pub const NAME: &'static str = #name;

            /// The view of `op` if it is this kind of op.
            pub fn cast(
                ctx: &::strata_ir::Context,
                body: &::strata_ir::ir::Body,
                op: ::strata_ir::ir::OpId,
            ) -> ::std::option::Option<Self> {
                (ctx.op_name_str(body.op(op).name) == #name).then_some(#ident(op))
            }

            #(#accessors)*

            /// Registers the op (`OpInfo` and custom syntax) into `ctx`.
            pub fn register(ctx: &::strata_ir::Context) {
                ctx.register_op(::strata_ir::registry::OpInfo {
                    name: #name,
                    traits: ::strata_ir::registry::Traits {
                        #(#flags)*
                        ..::strata_ir::registry::Traits::default()
                    },
                    verify: ::std::option::Option::Some(Self::__verify),
                    inherent_attrs: &[#(#inherent),*],
                    #(#info_fields)*
                    ..::std::default::Default::default()
                });
                #register_asm
            }

            fn __verify(
                ctx: &::strata_ir::Context,
                body: &::strata_ir::ir::Body,
                op: ::strata_ir::ir::OpId,
            ) -> ::std::result::Result<(), ::std::string::String> {
                const NAME: &str = #name;
                crate::ods::check_counts(body, op, NAME, #n_results, #n_fixed, #variadic)?;
                #(#checks)*
                ::std::result::Result::Ok(())
            }

            #asm_fns
        }
    })
}

/// Where the parser finds the types of an operand or result.
fn type_source(elems: &[Elem], name: &str) -> bool {
    elems.iter().any(|e| match e {
        Elem::TypeOf(n) => n == name,
        Elem::FunctionalType => true,
        Elem::Optional { elems, .. } => type_source(elems, name),
        _ => false,
    })
}

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

/// Code parsing one element (not a group).
fn parse_elem(d: &OpDecl, e: &Elem) -> Result<TokenStream2, String> {
    Ok(match e {
        Elem::Literal(s) if s.is_empty() => quote!(),
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
                let off = format_ident!("__off_{}", n);
                match o.arity {
                    Arity::Single => quote! {
                        #off = p.offset();
                        #v.push(p.parse_operand()?);
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
                    let __a = <#c as crate::ods::AttrConstraint>::parse(p, #key)?;
                    p.add_attribute(state, #key, __a);
                }
            }
            Some(VarRef::Result(_)) => return Err(format!("`${n}` is a result")),
            None => return Err(format!("unknown variable `${n}`")),
        },
        Elem::TypeOf(n) => {
            let t = types_var(n);
            let variadic =
                matches!(d.var(n), Some(VarRef::Operand(_, o)) if o.arity == Arity::Variadic);
            match d.var(n) {
                Some(VarRef::Operand(..)) | Some(VarRef::Result(_)) => {}
                _ => return Err(format!("`type(${n})` needs an operand or result")),
            }
            if variadic {
                quote!(#t = ::std::option::Option::Some(crate::ods::parse_optional_type_list(p)?);)
            } else {
                quote!(#t = ::std::option::Option::Some(vec![p.parse_type()?]);)
            }
        }
        Elem::FunctionalType => quote! {
            __fn_type = ::std::option::Option::Some(p.parse_function_type()?);
        },
        Elem::AttrDict => quote! {
            let __d = p.parse_optional_attr_dict()?;
            p.add_attributes(state, __d);
        },
        Elem::Optional { .. } => return Err("nested optional group".into()),
    })
}

fn gen_parse(d: &OpDecl, elems: &[Elem]) -> Result<TokenStream2, String> {
    let mut decls = Vec::new();
    for o in &d.operands {
        let v = ops_var(&o.name.to_string());
        let off = format_ident!("__off_{}", o.name);
        let t = types_var(&o.name.to_string());
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
    let mut body = Vec::new();
    for e in elems {
        match e {
            Elem::Optional {
                elems: group,
                anchor,
            } => {
                let Some((first, rest)) = group.split_first() else {
                    return Err("empty group".into());
                };
                let rest: Vec<TokenStream2> = rest
                    .iter()
                    .map(|e| parse_elem(d, e))
                    .collect::<Result<_, _>>()?;
                let cond = match first {
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
                    Elem::Var(n) if matches!(d.var(n), Some(VarRef::Operand(_, o)) if o.arity == Arity::Single) =>
                    {
                        let v = ops_var(n);
                        let off = format_ident!("__off_{}", n);
                        quote!({
                            #off = p.offset();
                            match p.parse_optional_operand()? {
                                ::std::option::Option::Some(u) => { #v.push(u); true }
                                ::std::option::Option::None => false,
                            }
                        })
                    }
                    Elem::Var(n) if matches!(d.var(n), Some(VarRef::Operand(..))) => {
                        let v = ops_var(n);
                        let off = format_ident!("__off_{}", n);
                        quote!({
                            #off = p.offset();
                            #v = p.parse_operand_list(::strata_asm::custom::Delimiter::None)?;
                            !#v.is_empty()
                        })
                    }
                    Elem::Var(n) if matches!(d.var(n), Some(VarRef::Attr(_))) => {
                        // A group starting with an attribute: present when the attribute's
                        // `parse_optional` finds it (e.g. an enum keyword).
                        let Some(VarRef::Attr(a)) = d.var(n) else {
                            return Err(format!("unknown variable `${n}`"));
                        };
                        let c = &a.constraint;
                        let key = a.name.to_string();
                        quote!(match <#c as crate::ods::AttrConstraint>::parse_optional(p, #key)? {
                            ::std::option::Option::Some(__a) => { p.add_attribute(state, #key, __a); true }
                            ::std::option::Option::None => false,
                        })
                    }
                    _ => {
                        return Err(
                            "an optional group must start with a literal, an operand or an attribute"
                                .into(),
                        );
                    }
                };
                let default = match d.var(anchor) {
                    Some(VarRef::Attr(a)) if a.kind == AttrKind::Default => {
                        let c = &a.constraint;
                        let key = a.name.to_string();
                        quote! {
                            else if let ::std::option::Option::Some(__a) =
                                <#c as crate::ods::AttrConstraint>::default_value(p.ctx())
                            {
                                p.add_attribute(state, #key, __a);
                            }
                        }
                    }
                    Some(_) => quote!(),
                    None => return Err(format!("unknown anchor `${anchor}`")),
                };
                body.push(quote! {
                    if #cond { #(#rest)* } #default
                });
            }
            _ => body.push(parse_elem(d, e)?),
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
    let has_fn = elems.contains(&Elem::FunctionalType);
    if has_fn {
        // As ODS: all operands resolved at once against the function type's inputs,
        // errors at the first operand written.
        let mut first = None;
        first_operand(d, elems, &mut first);
        let off = format_ident!("__off_{}", first.unwrap_or_default());
        let all: Vec<Ident> = d
            .operands
            .iter()
            .map(|o| ops_var(&o.name.to_string()))
            .collect();
        if all.is_empty() {
            resolve.push(quote! {
                let __types = __fn_type.as_ref().map(|f| f.0.clone()).unwrap_or_default();
                p.resolve_operands(&[], &__types, p.name_offset(), &mut state.operands)?;
            });
        } else {
            resolve.push(quote! {
                let mut __all: ::std::vec::Vec<::strata_asm::custom::UnresolvedOperand> = ::std::vec::Vec::new();
                #(__all.extend_from_slice(&#all);)*
                let __types = __fn_type.as_ref().map(|f| f.0.clone()).unwrap_or_default();
                p.resolve_operands(&__all, &__types, #off, &mut state.operands)?;
            });
        }
    } else {
        for o in &d.operands {
            let n = o.name.to_string();
            let (v, t) = (ops_var(&n), types_var(&n));
            let off = format_ident!("__off_{}", n);
            let fallback = if same {
                quote!(.or_else(|| __any.map(|t| vec![t; #v.len()])))
            } else if type_source(elems, &n) {
                quote!()
            } else {
                return Err(format!("no type for operand `${n}`"));
            };
            resolve.push(quote! {
                let __types = #t.clone() #fallback .unwrap_or_default();
                p.resolve_operands(&#v, &__types, #off, &mut state.operands)?;
            });
        }
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
                    crate::ods::check_parsed_type::<#c>(p, #n, __t)?;
                }
            });
            if o.arity == Arity::Single {
                k += 1;
            } else {
                return Err("`infer` with a variadic operand is not supported".into());
            }
        }
        quote! {
            #(#pre)*
            let __ot: ::std::vec::Vec<::strata_ir::Type> =
                state.operands.iter().map(|v| p.body().value_type(*v)).collect();
            state.result_types = #infer(p.ctx(), &__ot, state);
        }
    } else {
        let mut rs = Vec::new();
        for r in &d.results {
            let n = r.name.to_string();
            let t = types_var(&n);
            let fallback = if has_fn {
                quote!(.or_else(|| __fn_type.as_ref().map(|f| f.1.clone())))
            } else if same {
                quote!(.or_else(|| __any.map(|t| vec![t])))
            } else if type_source(elems, &n) {
                quote!()
            } else {
                return Err(format!("no type for result `{n}` (declare `infer`)"));
            };
            rs.push(quote! {
                state.result_types.extend(#t.clone() #fallback .unwrap_or_default());
            });
        }
        quote!(#(#rs)*)
    };
    Ok(quote! {
        #[allow(unused_mut, unused_variables, unused_assignments, clippy::all)]
        fn __parse(
            p: &mut ::strata_asm::custom::OpAsmParser<'_, '_, '_>,
            state: &mut ::strata_ir::ir::OperationState,
        ) -> ::std::result::Result<(), ::strata_ir::diagnostics::Diagnostic> {
            let mut __fn_type: ::std::option::Option<(::std::vec::Vec<::strata_ir::Type>, ::std::vec::Vec<::strata_ir::Type>)> = ::std::option::Option::None;
            #(#decls)*
            #(#body)*
            let __any: ::std::option::Option<::strata_ir::Type> = ::std::option::Option::None #(#any_type)*;
            #(#resolve)*
            #results
            ::std::result::Result::Ok(())
        }
    })
}

/// ODS's spacing state while printing.
struct Spacing {
    emit_space: bool,
    last_punct: bool,
}

fn print_elem(
    d: &OpDecl,
    e: &Elem,
    sp: &mut Spacing,
    used: &[String],
) -> Result<TokenStream2, String> {
    let space = |sp: &Spacing| {
        if sp.emit_space {
            quote!(p.write(" ");)
        } else {
            quote!()
        }
    };
    Ok(match e {
        Elem::Literal(s) if s.is_empty() => {
            sp.emit_space = false;
            quote!()
        }
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
            let sp_code = space(sp);
            sp.emit_space = true;
            sp.last_punct = false;
            match d.var(n) {
                Some(VarRef::Operand(i, o)) => {
                    let expr = d.safe_operand_expr(i);
                    match o.arity {
                        Arity::Single => quote! {
                            #sp_code
                            if let ::std::option::Option::Some(__v) = #expr { p.print_operand(__v); }
                        },
                        Arity::Variadic => quote! { #sp_code p.print_operands(#expr); },
                    }
                }
                Some(VarRef::Attr(a)) => {
                    let c = &a.constraint;
                    let key = a.name.to_string();
                    quote! {
                        if let ::std::option::Option::Some(__a) = __attr(#key) {
                            if <#c as crate::ods::AttrConstraint>::PRINTS_TEXT { #sp_code }
                            <#c as crate::ods::AttrConstraint>::print(p, __a);
                        }
                    }
                }
                _ => return Err(format!("cannot print `${n}`")),
            }
        }
        Elem::TypeOf(n) => {
            let sp_code = space(sp);
            sp.emit_space = true;
            sp.last_punct = false;
            match d.var(n) {
                Some(VarRef::Operand(i, o)) => {
                    let expr = d.safe_operand_expr(i);
                    match o.arity {
                        Arity::Single => quote! {
                            #sp_code
                            if let ::std::option::Option::Some(__v) = #expr { p.print_type(body.value_type(__v)); }
                        },
                        Arity::Variadic => quote! {
                            #sp_code p.print_types((#expr).into_iter().map(|v| body.value_type(v)));
                        },
                    }
                }
                Some(VarRef::Result(i)) => {
                    quote! {
                        #sp_code
                        if let ::std::option::Option::Some(__v) = body.results(op).nth(#i) {
                            p.print_type(body.value_type(__v));
                        }
                    }
                }
                _ => return Err(format!("cannot print `type(${n})`")),
            }
        }
        Elem::FunctionalType => {
            let sp_code = space(sp);
            sp.emit_space = true;
            sp.last_punct = false;
            quote! {
                #sp_code
                let __ins: ::std::vec::Vec<::strata_ir::Type> = body.operands(op).map(|v| body.value_type(v)).collect();
                let __outs: ::std::vec::Vec<::strata_ir::Type> = body.results(op).map(|v| body.value_type(v)).collect();
                p.print_functional_type(&__ins, &__outs);
            }
        }
        Elem::AttrDict => {
            sp.emit_space = true;
            sp.last_punct = false;
            quote! { p.print_optional_attr_dict(&__attrs, &[#(#used),*]); }
        }
        Elem::Optional { .. } => return Err("nested optional group".into()),
    })
}

/// The first operand written in the format.
fn first_operand(d: &OpDecl, elems: &[Elem], out: &mut Option<String>) {
    for e in elems {
        if out.is_some() {
            return;
        }
        match e {
            Elem::Var(n) if matches!(d.var(n), Some(VarRef::Operand(..))) => *out = Some(n.clone()),
            Elem::Optional { elems, .. } => first_operand(d, elems, out),
            _ => {}
        }
    }
}

fn used_attrs(elems: &[Elem], out: &mut Vec<String>) {
    for e in elems {
        match e {
            Elem::Var(n) => out.push(n.clone()),
            Elem::Optional { elems, .. } => used_attrs(elems, out),
            _ => {}
        }
    }
}

fn gen_print(d: &OpDecl, elems: &[Elem]) -> Result<TokenStream2, String> {
    let mut used = Vec::new();
    used_attrs(elems, &mut used);
    used.retain(|n| matches!(d.var(n), Some(VarRef::Attr(_))));
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
            } => {
                let cond = match d.var(anchor) {
                    Some(VarRef::Attr(a)) => {
                        let key = a.name.to_string();
                        let c = &a.constraint;
                        if a.kind == AttrKind::Default {
                            quote!(__attr(#key).is_some_and(|a| ::std::option::Option::Some(a) != <#c as crate::ods::AttrConstraint>::default_value(ctx)))
                        } else {
                            quote!(__attr(#key).is_some())
                        }
                    }
                    Some(VarRef::Operand(i, o)) => {
                        let expr = d.operand_expr(i);
                        match o.arity {
                            Arity::Variadic => quote!(!(#expr).is_empty()),
                            Arity::Single => quote!(true),
                        }
                    }
                    _ => return Err(format!("bad anchor `${anchor}`")),
                };
                let mut inner = Spacing {
                    emit_space: sp.emit_space,
                    last_punct: sp.last_punct,
                };
                let parts: Vec<TokenStream2> = group
                    .iter()
                    .map(|e| print_elem(d, e, &mut inner, &used))
                    .collect::<Result<_, _>>()?;
                body.push(quote!(if #cond { #(#parts)* }));
                sp.emit_space = true;
                sp.last_punct = false;
            }
            _ => body.push(print_elem(d, e, &mut sp, &used)?),
        }
    }
    Ok(quote! {
        #[allow(unused_variables, clippy::all)]
        fn __print(p: &mut ::strata_asm::custom::OpAsmPrinter<'_, '_, '_, '_>) {
            let ctx = p.ctx();
            let body = p.body();
            let op = p.op();
            let __attrs = p.attrs();
            let __attr = |n: &str| {
                __attrs
                    .iter()
                    .find(|a| ctx.ident_str(a.name) == n)
                    .map(|a| a.value)
            };
            #(#body)*
        }
    })
}
