//! Fuzz target: on valid IR (every Strata dialect registered), each lowering pass of
//! `strata-conversion` — `lower-affine`, `convert-scf-to-cf`, `scf-forall-to-for`,
//! `scf-forall-to-parallel`, and `lower-affine` followed by `convert-scf-to-cf` — must
//! never panic; a failure must be a diagnostic. (Verification after the pass is not
//! asserted: mlir-opt 22 leaves invalid IR for some inputs too, e.g. a 0-dimensional
//! `affine.parallel`; see tests/conversion/lower-affine-zero-dims.mlir.)
#![no_main]

use libfuzzer_sys::fuzz_target;

const PIPELINES: &[&[&str]] = &[
    &["lower-affine"],
    &["convert-scf-to-cf"],
    &["scf-forall-to-for"],
    &["scf-forall-to-parallel"],
    &["lower-affine", "convert-scf-to-cf"],
];

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let ctx = strata_ir::Context::new();
    strata_dialects::register_all(&ctx);
    strata_affine::register(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    let source = strata_asm::Source { name: "fuzz.mlir", text };
    let Ok(op) = strata_asm::parse_source(&ctx, &source, &Default::default()) else {
        return;
    };
    if strata_ir::verifier::verify(&ctx, &op).is_err() {
        return;
    }
    let mut registry = strata_pass::PassRegistry::new();
    strata_dialects::register_passes(&mut registry);
    strata_conversion::register_passes(&mut registry);
    let top = ctx.op_name_str(op.body.op(op.op).name).to_string();
    for passes in PIPELINES {
        let Ok(mut copy) = strata_asm::parse_source(&ctx, &source, &Default::default()) else {
            return;
        };
        let mut root = strata_pass::OpPassManager::new(&top);
        for name in *passes {
            let Ok(Some(pass)) = registry.create(name, None) else { return };
            if root.add_pass(pass).is_err() {
                return;
            }
        }
        let mut pm = strata_pass::PassManager::new(root);
        pm.verify_each = false;
        pm.threads = 1;
        let _ = pm.run(&ctx, &mut copy);
    }
});
