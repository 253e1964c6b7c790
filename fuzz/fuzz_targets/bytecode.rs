//! Fuzz target: with every Strata dialect registered, reading arbitrary bytes as MLIR
//! bytecode must never panic (a located error is fine), and IR that reads and verifies
//! must write as bytecode that reads back.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let ctx = strata_ir::Context::new();
    strata_dialects::register_all(&ctx);
    strata_affine::register(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    // Make most inputs start with the magic so that the fuzzer explores past it.
    let mut bytes = strata_bytecode::MAGIC.to_vec();
    bytes.extend_from_slice(data);
    let Ok(op) = strata_bytecode::read(&ctx, &bytes, "fuzz.mlirbc") else {
        return;
    };
    let mut out = String::new();
    strata_asm::printer::print_top_level(&ctx, &op, &Default::default(), &mut out);
    if strata_ir::verifier::verify(&ctx, &op).is_err() {
        return;
    }
    if let Ok(written) = strata_bytecode::write(&ctx, &op, &Default::default()) {
        assert!(strata_bytecode::read(&ctx, &written, "again.mlirbc").is_ok());
    }
});
