//! Fuzz target: with every Strata dialect registered, reading arbitrary bytes as MLIR
//! bytecode must never panic (a located error is fine), and IR that reads and verifies
//! must write as bytecode that reads back.
//!
//! Creating a context and registering every dialect costs far more than reading a small
//! input, so one context serves [`RUNS_PER_CONTEXT`] executions before it is replaced
//! (which bounds what inputs leave behind in it: interned names, resources).
#![no_main]

use std::cell::RefCell;

use libfuzzer_sys::fuzz_target;

/// Executions that share one context.
const RUNS_PER_CONTEXT: u32 = 512;

fn new_context() -> strata_ir::Context {
    let ctx = strata_ir::Context::new();
    strata_dialects::register_all(&ctx);
    strata_affine::register(&ctx);
    // The llvm dialect brings its own bytecode encodings (debug info, loop annotations).
    strata_llvm::register(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

thread_local! {
    static CONTEXT: RefCell<(strata_ir::Context, u32)> = RefCell::new((new_context(), 0));
}

fn run(ctx: &strata_ir::Context, data: &[u8]) {
    // Make most inputs start with the magic so that the fuzzer explores past it.
    let mut bytes = strata_bytecode::MAGIC.to_vec();
    bytes.extend_from_slice(data);
    let Ok(op) = strata_bytecode::read(ctx, &bytes, "fuzz.mlirbc") else {
        return;
    };
    // As the tools do: custom printers assume verified IR, so IR that fails to verify
    // prints in the generic form.
    let verified = strata_ir::verifier::verify(ctx, &op).is_ok();
    let options = strata_asm::printer::PrintOptions {
        generic: !verified,
        ..Default::default()
    };
    let mut out = String::new();
    strata_asm::printer::print_top_level(ctx, &op, &options, &mut out);
    if !verified {
        return;
    }
    if let Ok(written) = strata_bytecode::write(ctx, &op, &Default::default()) {
        assert!(strata_bytecode::read(ctx, &written, "again.mlirbc").is_ok());
    }
}

fuzz_target!(|data: &[u8]| {
    CONTEXT.with(|cell| {
        let mut state = cell.borrow_mut();
        if state.1 == RUNS_PER_CONTEXT {
            *state = (new_context(), 0);
        }
        state.1 += 1;
        run(&state.0, data);
    });
});
