//! Fuzz target: parsing, verifying and printing arbitrary text must never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let ctx = strata_ir::Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let source = strata_asm::Source { name: "fuzz.mlir", text };
    if let Ok(op) = strata_asm::parse_source(&ctx, &source, &Default::default())
        && strata_ir::verifier::verify(&ctx, &op).is_ok()
    {
        let mut out = String::new();
        strata_asm::printer::print_top_level(&ctx, &op, &Default::default(), &mut out);
        // What we print must parse again.
        let again = strata_asm::Source { name: "fuzz.mlir", text: &out };
        assert!(strata_asm::parse_source(&ctx, &again, &Default::default()).is_ok(), "{out}");
    }
});
