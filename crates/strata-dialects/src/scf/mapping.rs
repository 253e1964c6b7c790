//! The device mapping attributes `scf.forall`'s `mapping` holds (upstream's `gpu`
//! dialect attributes `#gpu.thread<x>`, `#gpu.block<y>`, `#gpu.warp<z>`,
//! `#gpu.warpgroup<..>`, `#gpu.lane<..>` over `x`, `y`, `z`, `linear_dim_0`..`_9`, and
//! `#gpu.mask<integer>`): Strata has no `gpu` dialect, so these parse hooks accept exactly
//! them, with mlir-opt's errors, and keep them as canonical opaque attributes.

use strata_asm::custom::{OpAsmParser, Punct, register_dialect_attr};
use strata_ir::diagnostics::Diagnostic;
use strata_ir::{AttrData, Attribute, Context, Signedness};

/// The mapping kinds over a dimension.
const DIM_KINDS: [&str; 5] = ["thread", "block", "warp", "warpgroup", "lane"];

/// The dimension names of `::mlir::gpu::MappingId`.
const DIMS: [&str; 13] = [
    "x",
    "y",
    "z",
    "linear_dim_0",
    "linear_dim_1",
    "linear_dim_2",
    "linear_dim_3",
    "linear_dim_4",
    "linear_dim_5",
    "linear_dim_6",
    "linear_dim_7",
    "linear_dim_8",
    "linear_dim_9",
];

/// The opaque `#gpu.<body>` attribute.
fn gpu_attr(ctx: &Context, body: String) -> Attribute {
    ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.ident("gpu"),
        body: body.into(),
        ty: None,
    })
}

/// `<` dimension `>` after a mapping mnemonic.
fn parse_dim(p: &mut OpAsmParser<'_, '_, '_>, kind: &str) -> Result<Attribute, Diagnostic> {
    p.parse_punct(Punct::Less)?;
    let at = p.offset();
    let dim = p.parse_optional_bare_keyword().map(str::to_string);
    let Some(dim) = dim.filter(|d| DIMS.contains(&d.as_str())) else {
        let mut e = p.error_at(
            at,
            format!(
                "expected ::mlir::gpu::MappingId to be one of: {}",
                DIMS.join(", ")
            ),
        );
        // mlir-opt's second error, after the bad keyword.
        e.notes.push(p.error_at(
            p.offset(),
            format!(
                "failed to parse {} parameter '{kind}' which is to be a `::mlir::gpu::MappingId`",
                attr_class(kind)
            ),
        ));
        return Err(e);
    };
    p.parse_punct(Punct::Greater)?;
    Ok(gpu_attr(p.ctx(), format!("{kind}<{dim}>")))
}

/// Upstream's C++ class of a mapping attribute, named in its parse errors.
fn attr_class(kind: &str) -> &'static str {
    match kind {
        "thread" => "GPUThreadMappingAttr",
        "block" => "GPUBlockMappingAttr",
        "warp" => "GPUWarpMappingAttr",
        "warpgroup" => "GPUWarpgroupMappingAttr",
        _ => "GPULaneMappingAttr",
    }
}

macro_rules! dim_hooks {
    ($($name:ident = $kind:literal),*) => {
        $(fn $name(p: &mut OpAsmParser<'_, '_, '_>) -> Result<Attribute, Diagnostic> {
            parse_dim(p, $kind)
        })*
    };
}
dim_hooks!(
    thread = "thread",
    block = "block",
    warp = "warp",
    warpgroup = "warpgroup",
    lane = "lane"
);

/// `#gpu.mask<integer>`.
fn mask(p: &mut OpAsmParser<'_, '_, '_>) -> Result<Attribute, Diagnostic> {
    p.parse_punct(Punct::Less)?;
    let at = p.offset();
    let ctx = p.ctx();
    let i64t = ctx.integer_type(64, Signedness::Signless);
    let value = match p.parse_attribute(Some(i64t)).map(|a| ctx.attr_data(a)) {
        Ok(AttrData::Integer { value, .. }) => value.to_u64_checked(),
        _ => None,
    };
    let Some(v) = value else {
        return Err(p.error_at(at, "expected integer value"));
    };
    p.parse_punct(Punct::Greater)?;
    Ok(gpu_attr(ctx, format!("mask<{v}>")))
}

/// Registers the parse hooks.
pub(super) fn register(ctx: &Context) {
    let hooks: [(&str, strata_asm::custom::AttrParseFn); 5] = [
        ("thread", thread),
        ("block", block),
        ("warp", warp),
        ("warpgroup", warpgroup),
        ("lane", lane),
    ];
    debug_assert_eq!(hooks.len(), DIM_KINDS.len());
    for (kind, hook) in hooks {
        register_dialect_attr(ctx, &format!("gpu.{kind}"), hook);
    }
    register_dialect_attr(ctx, "gpu.mask", mask);
}
