//! Fuzz target: with every Strata dialect registered, parsing, verifying and printing
//! arbitrary text must never panic, the printed form of valid IR must parse again, and
//! canonicalization of valid IR must neither panic nor leave IR that fails verification.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let ctx = strata_ir::Context::new();
    strata_dialects::register_all(&ctx);
    strata_affine::register(&ctx);
    strata_llvm::register(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    let source = strata_asm::Source { name: "fuzz.mlir", text };
    let Ok(mut op) = strata_asm::parse_source(&ctx, &source, &Default::default()) else {
        return;
    };
    if strata_ir::verifier::verify(&ctx, &op).is_err() {
        return;
    }
    let mut out = String::new();
    strata_asm::printer::print_top_level(&ctx, &op, &Default::default(), &mut out);
    let again = strata_asm::Source { name: "fuzz.mlir", text: &out };
    assert!(strata_asm::parse_source(&ctx, &again, &Default::default()).is_ok(), "{out}");
    let registry = strata_transforms::registry();
    let top = ctx.op_name_str(op.body.op(op.op).name).to_string();
    let mut root = strata_pass::OpPassManager::new(&top);
    let Ok(Some(pass)) = registry.create("canonicalize", None) else { return };
    if root.add_pass(pass).is_err() {
        return;
    }
    let mut pm = strata_pass::PassManager::new(root);
    pm.verify_each = false;
    pm.threads = 1;
    if pm.run(&ctx, &mut op).is_ok() {
        assert!(strata_ir::verifier::verify(&ctx, &op).is_ok(), "invalid IR after canonicalize");
    }
});
