//! The `llvm` dialect's attributes and enum properties: `#llvm.linkage<...>`,
//! `#llvm.cconv<...>`, `#llvm.tailcallkind<...>`, `#llvm.fastmath<...>` (dialect
//! attributes with canonical text and parse hooks), and the integer-backed enums of the
//! ops (overflow flags, `icmp`/`fcmp` predicates, GEP no-wrap flags, visibility,
//! `unnamed_addr`, atomic ordering) with their custom-form syntax.

use strata_asm::custom::{OpAsmParser, OpAsmPrinter, Punct, register_dialect_attr};
use strata_ir::apint::ApInt;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::{AttrData, Attribute, Context};
use strata_ods::AttrConstraint;

type PResult<T> = Result<T, Diagnostic>;

// ---- keyword enums kept as `#llvm.<mnemonic><case>` ----

/// Linkage cases in their enum order (`#llvm.linkage<external>`).
pub const LINKAGES: &[&str] = &[
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
];

/// Calling conventions (`#llvm.cconv<ccc>`).
pub const CCONVS: &[&str] = &[
    "ccc",
    "fastcc",
    "coldcc",
    "cc_10",
    "cc_11",
    "webkit_jscc",
    "anyregcc",
    "preserve_mostcc",
    "preserve_allcc",
    "swiftcc",
    "cxx_fast_tlscc",
    "tailcc",
    "cfguard_checkcc",
    "swifttailcc",
    "x86_stdcallcc",
    "x86_fastcallcc",
    "arm_apcscc",
    "arm_aapcscc",
    "arm_aapcs_vfpcc",
    "msp430_intrcc",
    "x86_thiscallcc",
    "ptx_kernelcc",
    "ptx_devicecc",
    "spir_funccc",
    "spir_kernelcc",
    "intel_ocl_bicc",
    "x86_64_sysvcc",
    "win64cc",
    "x86_vectorcallcc",
    "hhvmcc",
    "hhvm_ccc",
    "x86_intrcc",
    "avr_intrcc",
    "avr_builtincc",
    "amdgpu_vscc",
    "amdgpu_gscc",
    "amdgpu_cscc",
    "amdgpu_kernelcc",
    "x86_regcallcc",
    "amdgpu_hscc",
    "msp430_builtincc",
    "amdgpu_lscc",
    "amdgpu_escc",
    "aarch64_vectorcallcc",
    "aarch64_sve_vectorcallcc",
    "wasm_emscripten_invokecc",
    "amdgpu_gfxcc",
    "m68k_intrcc",
];

/// Tail call kinds (`#llvm.tailcallkind<none>`).
pub const TAIL_CALL_KINDS: &[&str] = &["none", "tail", "musttail", "notail"];

/// `#llvm.<mnemonic><case>` (e.g. `#llvm.linkage<external>`).
pub fn keyword_attr(ctx: &Context, mnemonic: &str, case: &str) -> Attribute {
    strata_ods::opaque_attr(ctx, "llvm", format!("{mnemonic}<{case}>"))
}

/// The case of a `#llvm.<mnemonic><case>` attribute.
pub fn keyword_case<'c>(ctx: &'c Context, attr: Attribute, mnemonic: &str) -> Option<&'c str> {
    match ctx.attr_data(attr) {
        AttrData::Opaque {
            dialect,
            body,
            ty: None,
        } if ctx.ident_str(*dialect) == "llvm" => body
            .strip_prefix(mnemonic)?
            .strip_prefix('<')?
            .strip_suffix('>'),
        _ => None,
    }
}

/// `#llvm.linkage<case>`.
pub fn linkage_attr(ctx: &Context, case: &str) -> Attribute {
    keyword_attr(ctx, "linkage", case)
}

/// `#llvm.cconv<case>`.
pub fn cconv_attr(ctx: &Context, case: &str) -> Attribute {
    keyword_attr(ctx, "cconv", case)
}

/// `#llvm.tailcallkind<case>`.
pub fn tail_call_kind_attr(ctx: &Context, case: &str) -> Attribute {
    keyword_attr(ctx, "tailcallkind", case)
}

macro_rules! keyword_enum {
    ($(#[$doc:meta])* $name:ident, $mnemonic:literal, $cases:expr, $summary:literal, $default:expr) => {
        $(#[$doc])*
        pub struct $name;
        impl AttrConstraint for $name {
            const SUMMARY: &'static str = $summary;
            fn converts(ctx: &Context, attr: Attribute) -> bool {
                Self::check(ctx, attr)
            }
            fn check(ctx: &Context, attr: Attribute) -> bool {
                keyword_case(ctx, attr, $mnemonic).is_some_and(|c| $cases.contains(&c))
            }
            fn default_value(ctx: &Context) -> Option<Attribute> {
                let d: Option<&str> = $default;
                d.map(|d| keyword_attr(ctx, $mnemonic, d))
            }
            fn parse(p: &mut OpAsmParser<'_, '_, '_>, _name: &str) -> PResult<Attribute> {
                let offset = p.offset();
                match p.parse_optional_keyword_or_string_of($cases) {
                    Some(c) => Ok(keyword_attr(p.ctx(), $mnemonic, c)),
                    None => Err(p.error_at(offset, "invalid enum value")),
                }
            }
            fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
                match keyword_case(p.ctx(), attr, $mnemonic) {
                    Some(c) => p.write(c),
                    None => p.print_attribute(attr),
                }
            }
        }
    };
}

keyword_enum!(
    /// `linkage` of `llvm.func` and `llvm.mlir.global` (`#llvm.linkage<...>`).
    Linkage, "linkage", LINKAGES, "LLVM Linkage specification", Some("external")
);
keyword_enum!(
    /// `CConv` of `llvm.func` and `llvm.call` (`#llvm.cconv<...>`).
    CConv, "cconv", CCONVS, "LLVM Calling Convention specification", Some("ccc")
);
keyword_enum!(
    /// `TailCallKind` of `llvm.call` (`#llvm.tailcallkind<...>`).
    TailCallKind, "tailcallkind", TAIL_CALL_KINDS, "Tail Call Kind", Some("none")
);

/// Parses `<case>` after `#llvm.<mnemonic>` for the cases `cases`.
fn parse_keyword_attr_body(
    p: &mut OpAsmParser<'_, '_, '_>,
    mnemonic: &str,
    cases: &[&'static str],
) -> PResult<Attribute> {
    p.parse_punct(Punct::Less)?;
    let offset = p.offset();
    let Some(c) = p.parse_optional_keyword_or_string_of(cases) else {
        let found = p.parse_optional_bare_keyword().unwrap_or("");
        let msg = match mnemonic {
            "linkage" => format!(
                "expected one of [external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, private, extern_weak, common] for LLVM linkage types, got: {found}"
            ),
            _ => format!(
                "expected one of [{}] for {mnemonic}, got: {found}",
                cases.join(", ")
            ),
        };
        let mut e = p.error_at(offset, msg);
        // mlir-opt reports the failed parameter as a second error.
        let (class, param, cpp) = match mnemonic {
            "linkage" => ("LinkageAttr", "linkage", "linkage::Linkage"),
            "cconv" => ("CConvAttr", "CallingConv", "CConv"),
            _ => ("TailCallKindAttr", "tailCallKind", "TailCallKind"),
        };
        e.notes.push(p.error_here(format!(
            "failed to parse {class} parameter '{param}' which is to be a `{cpp}`"
        )));
        return Err(e);
    };
    p.parse_punct(Punct::Greater)?;
    Ok(keyword_attr(p.ctx(), mnemonic, c))
}

// ---- fast-math flags ----

/// The fast-math flags in their bit order (`fast` is every flag).
pub const FASTMATH_FLAGS: &[(&str, u32)] = &[
    ("nnan", 1),
    ("ninf", 2),
    ("nsz", 4),
    ("arcp", 8),
    ("contract", 16),
    ("afn", 32),
    ("reassoc", 64),
];

/// Every fast-math flag set.
pub const FASTMATH_FAST: u32 = 127;

/// `#llvm.fastmath<...>` with the flags `bits`.
pub fn fastmath_attr(ctx: &Context, bits: u32) -> Attribute {
    let text = if bits == 0 {
        "none".to_string()
    } else if bits & FASTMATH_FAST == FASTMATH_FAST {
        "fast".to_string()
    } else {
        FASTMATH_FLAGS
            .iter()
            .filter(|f| bits & f.1 != 0)
            .map(|f| f.0)
            .collect::<Vec<_>>()
            .join(", ")
    };
    keyword_attr(ctx, "fastmath", &text)
}

/// The flags of a `#llvm.fastmath<...>` attribute.
pub fn fastmath_bits(ctx: &Context, attr: Attribute) -> Option<u32> {
    let body = keyword_case(ctx, attr, "fastmath")?;
    let mut bits = 0;
    for f in body.split(',').map(str::trim) {
        bits |= match f {
            "none" => 0,
            "fast" => FASTMATH_FAST,
            f => FASTMATH_FLAGS.iter().find(|x| x.0 == f)?.1,
        };
    }
    Some(bits)
}

fn parse_fastmath_body(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<Attribute> {
    p.parse_punct(Punct::Less)?;
    let mut bits = 0;
    let names: Vec<&'static str> = ["none", "fast"]
        .into_iter()
        .chain(FASTMATH_FLAGS.iter().map(|f| f.0))
        .collect();
    loop {
        let offset = p.offset();
        match p.parse_optional_keyword_or_string_of(&names) {
            Some("none") => {}
            Some("fast") => bits |= FASTMATH_FAST,
            Some(f) => bits |= FASTMATH_FLAGS.iter().find(|x| x.0 == f).map_or(0, |x| x.1),
            None => {
                let _ = p.parse_optional_bare_keyword();
                let mut e = p.error_at(
                    offset,
                    "expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast",
                );
                // mlir-opt reports the failed parameter as a second error.
                e.notes.push(p.error_here(
                    "failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`",
                ));
                return Err(e);
            }
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::Greater)?;
    Ok(fastmath_attr(p.ctx(), bits))
}

/// `fastmathFlags` (`#llvm.fastmath<...>`, default `none`), written in the attribute
/// dictionary of the custom form.
pub struct FastmathFlags;
impl AttrConstraint for FastmathFlags {
    const SUMMARY: &'static str = "LLVM fastmath flags";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        fastmath_bits(ctx, attr).is_some()
    }
    fn default_value(ctx: &Context) -> Option<Attribute> {
        Some(fastmath_attr(ctx, 0))
    }
}

// ---- integer-backed enums ----

/// The effect (`none`, `read`, `write` or `readwrite`) that a `#llvm.memory_effects<...>`
/// attribute gives memory location `location` (`other`, `argMem`, `inaccessibleMem`,
/// `errnoMem`, `targetMem0`, `targetMem1`), if `attr` is one and names it.
pub fn memory_effect<'c>(ctx: &'c Context, attr: Attribute, location: &str) -> Option<&'c str> {
    let AttrData::Opaque { body, .. } = ctx.attr_data(attr) else {
        return None;
    };
    body.strip_prefix("memory_effects<")?
        .strip_suffix('>')?
        .split(',')
        .filter_map(|field| field.split_once('='))
        .find(|(key, _)| key.trim() == location)
        .map(|(_, effect)| effect.trim())
}

/// An integer attribute of width `width` holding `value`.
pub fn int_attr(ctx: &Context, width: u32, value: u64) -> Attribute {
    let ty = ctx.integer_type(width, strata_ir::Signedness::Signless);
    ctx.integer_attr(ty, ApInt::from_u64(width, value))
}

/// The value of an integer attribute of width `width`.
pub fn int_value(ctx: &Context, attr: Attribute, width: u32) -> Option<u64> {
    match ctx.attr_data(attr) {
        AttrData::Integer { ty, value }
            if *ty == ctx.integer_type(width, strata_ir::Signedness::Signless) =>
        {
            value.to_u64_checked()
        }
        _ => None,
    }
}

/// `overflowFlags` (an `i32` bit set: 1 `nsw`, 2 `nuw`), written `overflow<nsw, nuw>`.
pub struct OverflowFlags;
impl AttrConstraint for OverflowFlags {
    const SUMMARY: &'static str = "LLVM integer overflow flags";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        int_value(ctx, attr, 32).is_some_and(|v| v <= 3)
    }
    fn default_value(ctx: &Context) -> Option<Attribute> {
        Some(int_attr(ctx, 32, 0))
    }
    fn parse(p: &mut OpAsmParser<'_, '_, '_>, _name: &str) -> PResult<Attribute> {
        p.parse_punct(Punct::Less)?;
        let mut bits = 0;
        loop {
            let offset = p.offset();
            match p.parse_optional_keyword_of(&["none", "nsw", "nuw"]) {
                Some("nsw") => bits |= 1,
                Some("nuw") => bits |= 2,
                Some(_) => {}
                None => {
                    return Err(p.error_at(
                        offset,
                        "expected one of [none, nsw, nuw] for integer overflow flags",
                    ));
                }
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::Greater)?;
        Ok(int_attr(p.ctx(), 32, bits))
    }
    fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
        let text = match int_value(p.ctx(), attr, 32) {
            Some(1) => "<nsw>",
            Some(2) => "<nuw>",
            Some(3) => "<nsw, nuw>",
            _ => "<none>",
        };
        p.write(text);
    }
}

macro_rules! int_enum {
    ($(#[$doc:meta])* $name:ident, $width:literal, $cases:expr, $summary:literal, quoted: $quoted:literal, default: $default:expr) => {
        $(#[$doc])*
        pub struct $name;
        impl $name {
            /// The attribute of case `case` (an index into the cases).
            pub fn attr(ctx: &Context, case: u64) -> Attribute {
                int_attr(ctx, $width, case)
            }
            /// The case of `attr`.
            pub fn case(ctx: &Context, attr: Attribute) -> Option<u64> {
                int_value(ctx, attr, $width).filter(|v| (*v as usize) < $cases.len() && !$cases[*v as usize].is_empty())
            }
            /// The keyword of case `case`.
            pub fn keyword(case: u64) -> &'static str {
                $cases.get(case as usize).copied().unwrap_or("")
            }
        }
        impl AttrConstraint for $name {
            const SUMMARY: &'static str = $summary;
            fn converts(ctx: &Context, attr: Attribute) -> bool {
                Self::check(ctx, attr)
            }
            fn check(ctx: &Context, attr: Attribute) -> bool {
                Self::case(ctx, attr).is_some()
            }
            fn default_value(ctx: &Context) -> Option<Attribute> {
                let d: Option<u64> = $default;
                d.map(|d| Self::attr(ctx, d))
            }
            fn parse(p: &mut OpAsmParser<'_, '_, '_>, name: &str) -> PResult<Attribute> {
                let offset = p.offset();
                let cases: Vec<&'static str> = $cases.iter().copied().filter(|c| !c.is_empty()).collect();
                if $quoted {
                    // Upstream's comparison parser reads a string attribute.
                    let Some(text) = p.parse_optional_string() else {
                        p.parse_attribute(None)?;
                        return Err(p.error_at(offset, "invalid kind of attribute specified"));
                    };
                    let text = String::from_utf8_lossy(&text).into_owned();
                    return match $cases.iter().position(|c| **c == *text) {
                        Some(i) => Ok(Self::attr(p.ctx(), i as u64)),
                        None => Err(p.error_at(
                            offset,
                            format!("'{text}' is an incorrect value of the '{name}' attribute"),
                        )),
                    };
                }
                match p.parse_optional_keyword_or_string_of(&cases) {
                    Some(k) => {
                        let i = $cases.iter().position(|c| *c == k).unwrap_or(0);
                        Ok(Self::attr(p.ctx(), i as u64))
                    }
                    None => Err(p.error_at(
                        offset,
                        format!(
                            "expected string or keyword containing one of the following enum values for attribute '{name}' [{}]",
                            cases.join(", ")
                        ),
                    )),
                }
            }
            fn print(p: &mut OpAsmPrinter<'_, '_, '_, '_>, attr: Attribute) {
                match Self::case(p.ctx(), attr) {
                    Some(c) if $quoted => p.write(&format!("\"{}\"", Self::keyword(c))),
                    Some(c) => p.write(Self::keyword(c)),
                    None => p.print_attribute(attr),
                }
            }
        }
    };
}

/// `icmp` predicates in their enum order.
pub const ICMP_PREDICATES: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
/// `fcmp` predicates in their enum order.
pub const FCMP_PREDICATES: &[&str] = &[
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "_true",
];
/// Visibility cases.
pub const VISIBILITIES: &[&str] = &["default", "hidden", "protected"];
/// `unnamed_addr` cases.
pub const UNNAMED_ADDRS: &[&str] = &["none", "local_unnamed_addr", "unnamed_addr"];
/// Atomic orderings (values 0..=7; 3 is unused).
pub const ORDERINGS: &[&str] = &[
    "not_atomic",
    "unordered",
    "monotonic",
    "",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
];

int_enum!(
    /// `llvm.icmp`'s predicate (an `i64`), written quoted: `"slt"`.
    ICmpPredicate, 64, ICMP_PREDICATES,
    "llvm.icmp comparison predicate", quoted: true, default: None
);
int_enum!(
    /// `llvm.fcmp`'s predicate (an `i64`), written quoted: `"olt"`.
    FCmpPredicate, 64, FCMP_PREDICATES,
    "llvm.fcmp comparison predicate", quoted: true, default: None
);
int_enum!(
    /// `visibility_` of globals and functions (an `i64`; 0 is `default`, never printed).
    Visibility, 64, VISIBILITIES, "LLVM GlobalValue Visibility", quoted: false, default: Some(0)
);
int_enum!(
    /// `unnamed_addr` of globals and functions (an `i64`; 0 is none).
    UnnamedAddr, 64, UNNAMED_ADDRS, "LLVM GlobalValue UnnamedAddr", quoted: false, default: Some(0)
);
int_enum!(
    /// `ordering` of loads and stores (an `i64`).
    AtomicOrdering, 64, ORDERINGS, "Atomic ordering for LLVM's memory model", quoted: false, default: Some(0)
);

/// `atomicrmw` operations in their enum order.
pub const ATOMIC_BIN_OPS: &[&str] = &[
    "xchg",
    "add",
    "sub",
    "_and",
    "nand",
    "_or",
    "_xor",
    "max",
    "min",
    "umax",
    "umin",
    "fadd",
    "fsub",
    "fmax",
    "fmin",
    "uinc_wrap",
    "udec_wrap",
    "usub_cond",
    "usub_sat",
    "fmaximum",
    "fminimum",
];

int_enum!(
    /// `bin_op` of `llvm.atomicrmw` (an `i64`).
    AtomicBinOp, 64, ATOMIC_BIN_OPS, "llvm.atomicrmw binary operations", quoted: false, default: None
);

// ---- GEP no-wrap flags ----

/// `getelementptr`'s `noWrapFlags` (an `i32`: 1 `inbounds_flag`, 2 `nusw`, 4 `nuw`;
/// `inbounds` is 3), written `inbounds|nuw` before the base pointer.
pub struct GepNoWrapFlags;
impl GepNoWrapFlags {
    /// The text of `bits`, empty for none.
    pub fn text(bits: u64) -> String {
        let mut parts = Vec::new();
        let mut rest = bits;
        if rest & 3 == 3 {
            parts.push("inbounds");
            rest &= !3;
        }
        for (name, bit) in [("inbounds_flag", 1), ("nusw", 2), ("nuw", 4)] {
            if rest & bit != 0 {
                parts.push(name);
            }
        }
        parts.join("|")
    }
}
impl AttrConstraint for GepNoWrapFlags {
    const SUMMARY: &'static str = "LLVM GEPNoWrapFlags";
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }
    fn check(ctx: &Context, attr: Attribute) -> bool {
        int_value(ctx, attr, 32).is_some_and(|v| v < 8)
    }
    fn default_value(ctx: &Context) -> Option<Attribute> {
        Some(int_attr(ctx, 32, 0))
    }
}

/// Parses the optional GEP flags `inbounds|nuw` (none: 0).
pub fn parse_gep_flags(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<u64> {
    let mut bits = 0;
    let names = ["inbounds_flag", "inbounds", "nusw", "nuw", "none"];
    let Some(first) = p.parse_optional_keyword_of(&names) else {
        return Ok(0);
    };
    let mut kw = first;
    loop {
        bits |= match kw {
            "inbounds" => 3,
            "inbounds_flag" => 1,
            "nusw" => 2,
            "nuw" => 4,
            _ => 0,
        };
        // `|` is not a token of its own: the flags are written without spaces.
        if !p.parse_optional_vertical_bar() {
            break;
        }
        match p.parse_optional_keyword_of(&names) {
            Some(k) => kw = k,
            None => return Err(p.error_expected("expected keyword")),
        }
    }
    Ok(bits)
}

/// Registers the parse hooks of the `llvm` dialect attributes.
pub fn register(ctx: &Context) {
    fn linkage(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<Attribute> {
        parse_keyword_attr_body(p, "linkage", LINKAGES)
    }
    fn cconv(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<Attribute> {
        parse_keyword_attr_body(p, "cconv", CCONVS)
    }
    fn tailcallkind(p: &mut OpAsmParser<'_, '_, '_>) -> PResult<Attribute> {
        parse_keyword_attr_body(p, "tailcallkind", TAIL_CALL_KINDS)
    }
    register_dialect_attr(ctx, "llvm.linkage", linkage);
    register_dialect_attr(ctx, "llvm.cconv", cconv);
    register_dialect_attr(ctx, "llvm.tailcallkind", tailcallkind);
    register_dialect_attr(ctx, "llvm.fastmath", parse_fastmath_body);
    strata_asm::custom::register_dialect_attr_alias(ctx, "llvm", attr_alias);
}

/// The mnemonics of the `llvm` attributes printed through an alias named after the
/// mnemonic (the LLVM dialect's `getAlias`: debug info, loop annotations, alias scopes,
/// access groups and TBAA nodes).
const ALIASED_MNEMONICS: &[&str] = &[
    "access_group",
    "alias_scope",
    "alias_scope_domain",
    "di_basic_type",
    "di_common_block",
    "di_compile_unit",
    "di_composite_type",
    "di_derived_type",
    "di_file",
    "di_global_variable",
    "di_global_variable_expression",
    "di_imported_entity",
    "di_label",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_local_variable",
    "di_module",
    "di_namespace",
    "di_null_type",
    "di_string_type",
    "di_subprogram",
    "di_subroutine_type",
    "loop_annotation",
    "loop_vectorize",
    "loop_interleave",
    "loop_unroll",
    "loop_unroll_and_jam",
    "loop_licm",
    "loop_distribute",
    "loop_pipeline",
    "loop_peeled",
    "loop_unswitch",
    "tbaa_root",
    "tbaa_tag",
    "tbaa_type_desc",
];

/// The alias name of the `llvm` attribute with body text `body` (`mnemonic<...>`).
fn attr_alias(body: &str) -> Option<&'static str> {
    let end = body.find('<').unwrap_or(body.len());
    let mnemonic = &body[..end];
    ALIASED_MNEMONICS.iter().copied().find(|&m| m == mnemonic)
}
