//! The `op!` declaration: its syntax tree and parser.

use proc_macro2::TokenStream as TokenStream2;
use quote::quote;
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream};
use syn::{Attribute, Ident, LitStr, Path, Token, Visibility, braced, bracketed, parenthesized};

/// How many values (regions, successors) a declared group stands for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Arity {
    Single,
    Optional,
    Variadic,
}

impl Arity {
    /// The runtime `::strata_ods::Arity` value.
    pub fn tokens(self) -> TokenStream2 {
        match self {
            Arity::Single => quote!(::strata_ods::Arity::Single),
            Arity::Optional => quote!(::strata_ods::Arity::Optional),
            Arity::Variadic => quote!(::strata_ods::Arity::Variadic),
        }
    }
}

/// An operand, result, region or successor declaration: `name: [variadic|optional] C`.
pub struct ValueDecl {
    pub name: Ident,
    pub arity: Arity,
    pub constraint: Path,
}

/// Presence rule of an attribute.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum AttrKind {
    Required,
    Optional,
    /// `default C` (ODS `DefaultValuedAttr`): present on every op from its creation on.
    Default,
    /// `optional default C` (ODS `DefaultValuedOptionalAttr`): may be absent, which means
    /// the default value; the custom form elides it when it holds the default.
    OptionalDefault,
}

impl AttrKind {
    /// Whether the attribute has a default value.
    pub fn has_default(self) -> bool {
        matches!(self, AttrKind::Default | AttrKind::OptionalDefault)
    }
}

pub struct AttrDecl {
    pub name: Ident,
    pub kind: AttrKind,
    pub constraint: Path,
}

/// `read(x)`, `write`, `alloc(result)`, `free(ptr)`.
pub struct EffectDecl {
    pub kind: Ident,
    pub target: Option<Ident>,
}

/// `result_names:` a hook, or one name for every result.
pub enum ResultNames {
    Hook(Path),
    Literal(LitStr),
}

pub struct OpDecl {
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub ident: Ident,
    pub name: LitStr,
    pub traits: Vec<Ident>,
    pub operands: Vec<ValueDecl>,
    pub results: Vec<ValueDecl>,
    pub regions: Vec<ValueDecl>,
    pub successors: Vec<ValueDecl>,
    pub attributes: Vec<AttrDecl>,
    pub verify: Option<Path>,
    /// `verify_traits: f`: a hand-written check of native traits (ODS `HasParent`, ...),
    /// run where ODS runs them: after the count checks, before the declared constraints.
    pub verify_traits: Option<Path>,
    /// `verify_preds: f`: a hand-written check of predicate traits (ODS `PredOpTrait`s
    /// such as `AllTypesMatch`), run where ODS runs them: after the operand and result
    /// constraints, before the region and successor constraints.
    pub verify_preds: Option<Path>,
    pub infer: Option<Path>,
    pub infer_types: Option<Path>,
    pub result_names: Option<ResultNames>,
    pub parse: Option<Path>,
    pub print: Option<Path>,
    pub format: Option<LitStr>,
    pub fold: Option<Path>,
    /// `implicit_terminator: "x.yield"` (ODS `SingleBlockImplicitTerminator`).
    pub implicit_terminator: Option<LitStr>,
    pub effects: Option<Vec<EffectDecl>>,
    /// `successor_operands: { dest: destOperands }`.
    pub successor_operands: Vec<(Ident, Ident)>,
    /// `interfaces: { region_branch: expr, ... }`: `Interfaces` fields set to `Some(expr)`.
    pub interfaces: Vec<(Ident, syn::Expr)>,
    /// Extra `OpInfo` fields (`verify_with_parent: Some(f)`, ...), spliced in.
    pub info: Vec<(Ident, syn::Expr)>,
    /// `types_match: { target: f(source) }` (ODS `TypesMatchWith`): the types of the
    /// operand or result group `target` are `f(ctx, type of the single operand source)`
    /// (`fn(&Context, Type) -> Option<Vec<Type>>`) when the format does not give them;
    /// builders then leave such result types out. An operand group may also take its
    /// types from a single result.
    pub types_match: Vec<(Ident, Path, Ident)>,
    /// `implements: [expr, ...]`: implementations of open interfaces (any type), attached
    /// with `OpInfo::with_interface`.
    pub implements: Vec<syn::Expr>,
    /// `default_dialect: "func"`: the dialect whose prefix ops nested in this op's regions
    /// may omit (MLIR's `getDefaultDialect`).
    pub default_dialect: Option<LitStr>,
}

fn parse_values(
    input: ParseStream<'_>,
    allowed: &[&str],
    default_constraint: Option<&str>,
) -> syn::Result<Vec<ValueDecl>> {
    let content;
    bracketed!(content in input);
    let mut out = Vec::new();
    while !content.is_empty() {
        // ODS names may be Rust keywords (`$in`, `$type`).
        let name = Ident::parse_any(&content)?;
        let mut arity = Arity::Single;
        let constraint = if content.peek(Token![:]) {
            content.parse::<Token![:]>()?;
            if content.peek(Ident) && (content.peek2(Ident) || content.peek2(Token![::])) {
                let fork = content.fork();
                let kw: Ident = fork.parse()?;
                if (kw == "variadic" || kw == "optional") && !fork.peek(Token![::]) {
                    content.parse::<Ident>()?;
                    if !allowed.contains(&kw.to_string().as_str()) {
                        return Err(syn::Error::new(
                            kw.span(),
                            format!("`{kw}` is not allowed here"),
                        ));
                    }
                    arity = if kw == "variadic" {
                        Arity::Variadic
                    } else {
                        Arity::Optional
                    };
                }
            }
            content.parse::<Path>()?
        } else if let Some(d) = default_constraint {
            syn::parse_str::<Path>(d)?
        } else {
            return Err(syn::Error::new(
                name.span(),
                "expected `:` and a constraint",
            ));
        };
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
        let name = Ident::parse_any(&content)?;
        content.parse::<Token![:]>()?;
        let mut kind = AttrKind::Required;
        if content.peek(Token![default]) {
            content.parse::<Token![default]>()?;
            kind = AttrKind::Default;
        } else if content.peek(Ident) && (content.peek2(Ident) || content.peek2(Token![default])) {
            let kw: Ident = content.parse()?;
            if kw != "optional" {
                return Err(syn::Error::new(
                    kw.span(),
                    "expected `optional` or `default`",
                ));
            }
            kind = AttrKind::Optional;
            if content.peek(Token![default]) {
                content.parse::<Token![default]>()?;
                kind = AttrKind::OptionalDefault;
            }
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

fn parse_fields(input: ParseStream<'_>) -> syn::Result<Vec<(Ident, syn::Expr)>> {
    let inner;
    braced!(inner in input);
    let mut out = Vec::new();
    while !inner.is_empty() {
        let field: Ident = inner.parse()?;
        inner.parse::<Token![:]>()?;
        let value: syn::Expr = inner.parse()?;
        out.push((field, value));
        if !inner.is_empty() {
            inner.parse::<Token![,]>()?;
        }
    }
    Ok(out)
}

fn parse_effects(input: ParseStream<'_>) -> syn::Result<Vec<EffectDecl>> {
    let inner;
    bracketed!(inner in input);
    let mut out = Vec::new();
    while !inner.is_empty() {
        let kind: Ident = inner.parse()?;
        if !["read", "write", "alloc", "free"].contains(&kind.to_string().as_str()) {
            return Err(syn::Error::new(
                kind.span(),
                "expected `read`, `write`, `alloc` or `free`",
            ));
        }
        let target = if inner.peek(syn::token::Paren) {
            let t;
            parenthesized!(t in inner);
            Some(t.parse::<Ident>()?)
        } else {
            None
        };
        out.push(EffectDecl { kind, target });
        if !inner.is_empty() {
            inner.parse::<Token![,]>()?;
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
            regions: Vec::new(),
            successors: Vec::new(),
            attributes: Vec::new(),
            verify: None,
            verify_traits: None,
            verify_preds: None,
            infer: None,
            infer_types: None,
            result_names: None,
            parse: None,
            print: None,
            format: None,
            fold: None,
            implicit_terminator: None,
            effects: None,
            successor_operands: Vec::new(),
            interfaces: Vec::new(),
            info: Vec::new(),
            implements: Vec::new(),
            default_dialect: None,
            types_match: Vec::new(),
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
                "operands" => d.operands = parse_values(&content, &["variadic", "optional"], None)?,
                "results" => d.results = parse_values(&content, &["variadic", "optional"], None)?,
                "regions" => {
                    d.regions =
                        parse_values(&content, &["variadic"], Some("::strata_ods::AnyRegion"))?;
                }
                "successors" => {
                    d.successors =
                        parse_values(&content, &["variadic"], Some("::strata_ods::AnySuccessor"))?;
                }
                "attrs" => d.attributes = parse_attrs(&content)?,
                "verify" => d.verify = Some(content.parse()?),
                "verify_traits" => d.verify_traits = Some(content.parse()?),
                "verify_preds" => d.verify_preds = Some(content.parse()?),
                "infer" => d.infer = Some(content.parse()?),
                "infer_types" => d.infer_types = Some(content.parse()?),
                "result_names" => {
                    d.result_names = Some(if content.peek(LitStr) {
                        ResultNames::Literal(content.parse()?)
                    } else {
                        ResultNames::Hook(content.parse()?)
                    });
                }
                "parse" => d.parse = Some(content.parse()?),
                "print" => d.print = Some(content.parse()?),
                "format" => d.format = Some(content.parse()?),
                "fold" => d.fold = Some(content.parse()?),
                "implicit_terminator" => d.implicit_terminator = Some(content.parse()?),
                "effects" => d.effects = Some(parse_effects(&content)?),
                "successor_operands" => {
                    for (succ, e) in parse_fields(&content)? {
                        let syn::Expr::Path(p) = &e else {
                            return Err(syn::Error::new(succ.span(), "expected an operand name"));
                        };
                        let Some(group) = p.path.get_ident() else {
                            return Err(syn::Error::new(succ.span(), "expected an operand name"));
                        };
                        d.successor_operands.push((succ, group.clone()));
                    }
                }
                "types_match" => {
                    for (target, e) in parse_fields(&content)? {
                        let bad = || syn::Error::new(target.span(), "expected `f(source)`");
                        let syn::Expr::Call(call) = e else {
                            return Err(bad());
                        };
                        let (syn::Expr::Path(f), Some(syn::Expr::Path(src))) =
                            (*call.func, call.args.into_iter().next())
                        else {
                            return Err(bad());
                        };
                        let Some(src) = src.path.get_ident().cloned() else {
                            return Err(bad());
                        };
                        d.types_match.push((target, f.path, src));
                    }
                }
                "interfaces" => d.interfaces = parse_fields(&content)?,
                "default_dialect" => d.default_dialect = Some(content.parse()?),
                "info" => d.info = parse_fields(&content)?,
                "implements" => {
                    let inner;
                    bracketed!(inner in content);
                    d.implements = inner
                        .parse_terminated(syn::Expr::parse, Token![,])?
                        .into_iter()
                        .collect();
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

/// What a `$name` refers to.
pub enum VarRef<'d> {
    Operand(usize, &'d ValueDecl),
    Result(usize, &'d ValueDecl),
    Region(usize, &'d ValueDecl),
    Successor(usize, &'d ValueDecl),
    Attr(&'d AttrDecl),
}

impl OpDecl {
    pub fn var(&self, name: &str) -> Option<VarRef<'_>> {
        let find = |v: &[ValueDecl]| v.iter().position(|o| o.name == name);
        if let Some(i) = find(&self.operands) {
            return Some(VarRef::Operand(i, &self.operands[i]));
        }
        if let Some(i) = find(&self.results) {
            return Some(VarRef::Result(i, &self.results[i]));
        }
        if let Some(i) = find(&self.regions) {
            return Some(VarRef::Region(i, &self.regions[i]));
        }
        if let Some(i) = find(&self.successors) {
            return Some(VarRef::Successor(i, &self.successors[i]));
        }
        self.attributes
            .iter()
            .find(|a| a.name == name)
            .map(VarRef::Attr)
    }

    /// The `types_match` function deriving the types of group `name`, with its source
    /// operand (or result), if any.
    pub fn derived_types(&self, name: &str) -> Option<(&Path, &Ident)> {
        self.types_match
            .iter()
            .find(|(g, _, _)| g == name)
            .map(|(_, f, src)| (f, src))
    }

    pub fn has_trait(&self, t: &str) -> bool {
        self.traits.iter().any(|x| x == t)
    }

    /// Whether operand groups are sized by `operandSegmentSizes`.
    pub fn operand_segments(&self) -> bool {
        self.has_trait("attr_sized_operand_segments")
    }

    /// Whether result groups are sized by `resultSegmentSizes`.
    pub fn result_segments(&self) -> bool {
        self.has_trait("attr_sized_result_segments")
    }

    /// Whether variable-length operand groups share the leftover operands equally.
    pub fn same_operand_size(&self) -> bool {
        self.has_trait("same_variadic_operand_size")
    }

    /// Whether variable-length result groups share the leftover results equally.
    pub fn same_result_size(&self) -> bool {
        self.has_trait("same_variadic_result_size")
    }

    /// Whether regions get a block (and the implicit terminator) when parsed empty.
    pub fn single_block(&self) -> bool {
        self.implicit_terminator.is_some() || self.has_trait("single_block")
    }
}
