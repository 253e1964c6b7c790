//! `type_def!` and `attr_def!`: dialect types and attributes with typed parameters, a
//! declarative format and a verifier.
//!
//! ```text
//! type_def! {
//!     /// `!tdl.vec<4, i32>`
//!     pub struct VecType = "tdl.vec" {
//!         params: [len: i64, element: Type],
//!         format: "`<` $len `,` $element `>`",
//!         verify: verify_vec, // fn(&Context, &i64, &Type) -> Result<(), String>
//!     }
//! }
//! ```
//!
//! Generates `VecType(pub Type)` with `get(ctx, len, element) -> Result<Self, String>`
//! (verifies, then interns the canonical `!tdl.vec<4, i32>` as an opaque type and records
//! the parameters in `ods::TypeParams`), `cast(ctx, ty)`, one accessor per parameter
//! (`len(ctx)`), and `register(ctx)`, which installs the parse hook (verifier errors are
//! reported at the parameters). Parameter types implement `ods::TypeParameter`. The view
//! is also a `TypeConstraint` (summary from the optional `summary: "..."` key).
//!
//! `attr_def!` takes the same keys and generates the same API over `Attribute`:
//! `#tdl.range<1, 4>` is a canonical `AttrData::Opaque` with its parameters in
//! `ods::AttrParams`, parsed through `strata_asm::custom::register_dialect_attr`; the view
//! is an `AttrConstraint`, so ops can declare `attrs: [r: RangeAttr]`.

use proc_macro2::TokenStream as TokenStream2;
use quote::{format_ident, quote};
use syn::parse::{Parse, ParseStream};
use syn::{Attribute, Ident, LitStr, Path, Token, Type, Visibility, braced, bracketed};

use crate::format::{Elem, parse_format};

pub struct TypeDecl {
    /// Whether this is an `attr_def!` (an attribute) rather than a `type_def!`.
    pub is_attr: bool,
    summary: Option<LitStr>,
    attrs: Vec<Attribute>,
    vis: Visibility,
    ident: Ident,
    name: LitStr,
    params: Vec<(Ident, Type)>,
    format: Option<LitStr>,
    verify: Option<Path>,
}

impl Parse for TypeDecl {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let attrs = input.call(Attribute::parse_outer)?;
        let vis: Visibility = input.parse()?;
        input.parse::<Token![struct]>()?;
        let ident: Ident = input.parse()?;
        input.parse::<Token![=]>()?;
        let name: LitStr = input.parse()?;
        let content;
        braced!(content in input);
        let mut d = TypeDecl {
            is_attr: false,
            summary: None,
            attrs,
            vis,
            ident,
            name,
            params: Vec::new(),
            format: None,
            verify: None,
        };
        while !content.is_empty() {
            let key: Ident = content.parse()?;
            content.parse::<Token![:]>()?;
            match key.to_string().as_str() {
                "params" => {
                    let inner;
                    bracketed!(inner in content);
                    while !inner.is_empty() {
                        let n: Ident = inner.parse()?;
                        inner.parse::<Token![:]>()?;
                        let t: Type = inner.parse()?;
                        d.params.push((n, t));
                        if !inner.is_empty() {
                            inner.parse::<Token![,]>()?;
                        }
                    }
                }
                "format" => d.format = Some(content.parse()?),
                "verify" => d.verify = Some(content.parse()?),
                "summary" => d.summary = Some(content.parse()?),
                _ => return Err(syn::Error::new(key.span(), "unknown declaration key")),
            }
            if !content.is_empty() {
                content.parse::<Token![,]>()?;
            }
        }
        Ok(d)
    }
}

pub fn expand(d: &TypeDecl) -> syn::Result<TokenStream2> {
    let TypeDecl {
        attrs, vis, ident, ..
    } = d;
    let full = d.name.value();
    let Some((dialect, mnemonic)) = full.split_once('.') else {
        return Err(syn::Error::new(
            d.name.span(),
            "expected `dialect.mnemonic`",
        ));
    };
    let elems = match &d.format {
        Some(f) => parse_format(&f.value()).map_err(|e| syn::Error::new(f.span(), e))?,
        None if d.params.is_empty() => Vec::new(),
        None => {
            return Err(syn::Error::new(
                d.name.span(),
                "a definition with parameters needs a `format`",
            ));
        }
    };
    let params_struct = format_ident!("__{}Params", ident);
    let names: Vec<&Ident> = d.params.iter().map(|(n, _)| n).collect();
    let tys: Vec<&Type> = d.params.iter().map(|(_, t)| t).collect();

    // Parser and printer of the parameters.
    let mut parse = Vec::new();
    let mut print = Vec::new();
    let mut seen = Vec::new();
    // Spacing: a space between adjacent words (parameters, keywords), after `,` and `:`,
    // around `=` and `->`; none inside brackets.
    let mut word_before = false;
    for e in &elems {
        match e {
            Elem::Literal(s) if s.is_empty() => word_before = false,
            Elem::Literal(s) => {
                let (variant, text) = match s.as_str() {
                    "<" => ("Less", "<".to_string()),
                    ">" => ("Greater", ">".to_string()),
                    "(" => ("LParen", "(".to_string()),
                    ")" => ("RParen", ")".to_string()),
                    "[" => ("LSquare", "[".to_string()),
                    "]" => ("RSquare", "]".to_string()),
                    "," => ("Comma", ", ".to_string()),
                    ":" => ("Colon", ": ".to_string()),
                    "=" => ("Equal", " = ".to_string()),
                    "->" => ("Arrow", " -> ".to_string()),
                    kw if kw.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') => {
                        let text = if word_before {
                            format!(" {kw}")
                        } else {
                            kw.to_string()
                        };
                        parse.push(quote!(p.parse_keyword(#kw)?;));
                        print.push(quote!(__out.push_str(#text);));
                        word_before = true;
                        continue;
                    }
                    _ => {
                        return Err(syn::Error::new(
                            d.name.span(),
                            format!("unsupported literal `{s}`"),
                        ));
                    }
                };
                let v = format_ident!("{}", variant);
                parse.push(quote!(p.parse_punct(::strata_asm::custom::Punct::#v)?;));
                print.push(quote!(__out.push_str(#text);));
                word_before = false;
            }
            Elem::Var(n) => {
                let Some((pn, pt)) = d.params.iter().find(|(p, _)| p == n) else {
                    return Err(syn::Error::new(
                        d.name.span(),
                        format!("unknown parameter `${n}`"),
                    ));
                };
                seen.push(n.clone());
                let space = if word_before {
                    quote!(__out.push(' ');)
                } else {
                    quote!()
                };
                parse.push(quote!(let #pn = <#pt as ::strata_ods::TypeParameter>::parse(p)?;));
                print.push(quote! {
                    #space
                    ::strata_ods::TypeParameter::print(&self_params.#pn, ctx, &mut __out);
                });
                word_before = true;
            }
            _ => {
                return Err(syn::Error::new(
                    d.name.span(),
                    "a parameter format holds literals and `$param`s only",
                ));
            }
        }
    }
    for (n, _) in &d.params {
        if !seen.contains(&n.to_string()) {
            return Err(syn::Error::new(
                n.span(),
                "parameter missing from the format",
            ));
        }
    }
    let verify = match &d.verify {
        Some(v) => quote!(#v(ctx, #(&#names),*)?;),
        None => quote!(),
    };
    let (handle, table, sigil, what) = if d.is_attr {
        (
            quote!(::strata_ir::Attribute),
            quote!(::strata_ods::AttrParams),
            "#",
            "attribute",
        )
    } else {
        (
            quote!(::strata_ir::Type),
            quote!(::strata_ods::TypeParams),
            "!",
            "type",
        )
    };
    let accessors: Vec<TokenStream2> = d
        .params
        .iter()
        .map(|(n, t)| {
            let doc = format!("Parameter `{n}`.");
            quote! {
                #[doc = #doc]
                pub fn #n(self, ctx: &::strata_ir::Context) -> #t {
                    match #table::get::<#params_struct>(ctx, self.0) {
                        ::std::option::Option::Some(p) => p.#n,
                        ::std::option::Option::None => unreachable!("a view is made from its parameters"),
                    }
                }
            }
        })
        .collect();
    let doc_get = format!("The {what} `{sigil}{full}<...>` with these parameters, verified.");
    let summary = d
        .summary
        .as_ref()
        .map(LitStr::value)
        .unwrap_or_else(|| format!("{sigil}{full}"));
    let (intern, register, parse_ret, constraint) = if d.is_attr {
        (
            quote!(::strata_ods::opaque_attr(ctx, #dialect, __out)),
            quote!(::strata_asm::custom::register_dialect_attr(ctx, #full, Self::__parse);),
            quote!(::strata_ir::Attribute),
            quote! {
                impl ::strata_ods::AttrConstraint for #ident {
                    const SUMMARY: &'static str = #summary;
                    fn check(ctx: &::strata_ir::Context, attr: ::strata_ir::Attribute) -> bool {
                        Self::cast(ctx, attr).is_some()
                    }
                }
            },
        )
    } else {
        (
            quote!(::strata_ods::opaque_type(ctx, #dialect, __out)),
            quote!(::strata_asm::custom::register_dialect_type(ctx, #full, Self::__parse);),
            quote!(::strata_ir::Type),
            quote! {
                impl ::strata_ods::TypeConstraint for #ident {
                    const SUMMARY: &'static str = #summary;
                    fn check(ctx: &::strata_ir::Context, ty: ::strata_ir::Type) -> bool {
                        Self::cast(ctx, ty).is_some()
                    }
                }
            },
        )
    };
    let doc_cast = format!(
        "The view of `x` if it is this kind of {what} (made by [`Self::get`] or parsed after \
         [`Self::register`])."
    );
    let doc_register =
        format!("Registers the {what}'s parser into `ctx` (its dialect must be registered).");
    Ok(quote! {
        #[derive(Clone, PartialEq)]
        #[doc(hidden)]
        #vis struct #params_struct {
            #(#names: #tys,)*
        }

        #(#attrs)*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #vis struct #ident(pub #handle);

        impl #ident {
            /// The full name, `dialect.mnemonic`.
            pub const NAME: &'static str = #full;

            #[doc = #doc_get]
            pub fn get(
                ctx: &::strata_ir::Context,
                #(#names: #tys),*
            ) -> ::std::result::Result<Self, ::std::string::String> {
                #verify
                let self_params = #params_struct { #(#names),* };
                let mut __out = ::std::string::String::from(#mnemonic);
                #(#print)*
                let x = #intern;
                #table::insert(ctx, x, self_params);
                ::std::result::Result::Ok(#ident(x))
            }

            #[doc = #doc_cast]
            pub fn cast(ctx: &::strata_ir::Context, x: #handle) -> ::std::option::Option<Self> {
                #table::get::<#params_struct>(ctx, x).map(|_| #ident(x))
            }

            #(#accessors)*

            #[doc = #doc_register]
            pub fn register(ctx: &::strata_ir::Context) {
                #register
            }

            #[allow(unused_variables, clippy::all)]
            fn __parse(
                p: &mut ::strata_asm::custom::OpAsmParser<'_, '_, '_>,
            ) -> ::std::result::Result<#parse_ret, ::strata_ir::diagnostics::Diagnostic> {
                let __offset = p.offset();
                #(#parse)*
                let ctx = p.ctx();
                match Self::get(ctx, #(#names),*) {
                    ::std::result::Result::Ok(t) => ::std::result::Result::Ok(t.0),
                    ::std::result::Result::Err(m) => ::std::result::Result::Err(p.error_at(__offset, m)),
                }
            }
        }

        #constraint
    })
}
