//! `print-ir`: dumps the op it runs on to stderr as upstream's `PrintIRPass`
//! (`// -----// IR Dump <label> //----- //`, then `Operation::dump`), and the printer hook
//! through which passes of this crate print IR: the tool installs it in the [`Context`]
//! ([`set_pass_printer`]) since this crate cannot depend on the printer.

use std::sync::{Arc, Mutex, OnceLock};

use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::ir::{Body, OpId};

use strata_pass::pass::{OptionError, Pass, PassEnv, PassOptions};

/// Printing flags a pass sets itself (`snapshot-op-locations`' options).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PassPrintFlags {
    /// The generic op form.
    pub generic: bool,
    /// Locations.
    pub debug_info: bool,
    /// Pretty locations (with `debug_info`).
    pub pretty_debug_info: bool,
    /// No aliases.
    pub local_scope: bool,
}

/// What a pass asks the tool's printer for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassPrintRequest {
    /// `Operation::dump`: the tool's `--mlir-print-*` flags with local scope, no newline.
    Dump,
    /// `Operation::print` with these flags (local scope also when the tool asks for it):
    /// for the top-level op without local scope, alias definitions around it as in a file.
    Flags(PassPrintFlags),
}

/// Prints `op`, held by `body` (the top-level op when it is in no block), for a pass.
pub type PassIrPrinter =
    dyn Fn(&Context, &mut Body, OpId, PassPrintRequest) -> String + Send + Sync;

/// The context slot holding the installed printer.
#[derive(Default)]
struct PassPrinterSlot(OnceLock<Box<PassIrPrinter>>);

/// Installs the printer passes use (once per context; `false` if one was installed).
pub fn set_pass_printer(ctx: &Context, printer: Box<PassIrPrinter>) -> bool {
    ctx.extension::<PassPrinterSlot>().0.set(printer).is_ok()
}

/// Prints `op` with the installed printer; `None` if the tool installed none.
pub fn print_for_pass(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    request: PassPrintRequest,
) -> Option<String> {
    let printer = ctx.extension::<PassPrinterSlot>().0.get()?;
    Some(printer(ctx, body, op, request))
}

/// Where text a pass prints goes: stderr, or a buffer (for tests).
#[derive(Clone, Debug, Default)]
pub struct TextSink(pub Option<Arc<Mutex<String>>>);

impl TextSink {
    /// Writes `text`.
    pub fn write(&self, text: &str) {
        match &self.0 {
            Some(buf) => buf.lock().unwrap_or_else(|e| e.into_inner()).push_str(text),
            None => eprint!("{text}"),
        }
    }
}

/// Formats a string option as MLIR prints it in a pipeline: in braces when a space comes
/// before any brace or quote.
pub(crate) fn push_string_option(out: &mut String, key: &str, value: &str) {
    let space = value.find(' ');
    let escape = value.find(['{', '\'', '"']);
    let braces = match (space, escape) {
        (Some(s), Some(e)) => s < e,
        (Some(_), None) => true,
        _ => false,
    };
    out.push_str(key);
    out.push('=');
    if braces {
        out.push('{');
    }
    out.push_str(value);
    if braces {
        out.push('}');
    }
}

/// Options of `print-ir`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PrintIrOptions {
    /// Printed after `IR Dump` in the header (`label`).
    pub label: String,
}

impl PassOptions for PrintIrOptions {
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), OptionError> {
        match key {
            "label" => self.label = value.unwrap_or("").to_string(),
            _ => return Err(OptionError::Unknown(key.to_string())),
        }
        Ok(())
    }
    fn print(&self, out: &mut String) {
        push_string_option(out, "label", &self.label);
    }
    fn describe(&self) -> Vec<(&'static str, &'static str)> {
        vec![("label=<string>", "Label")]
    }
}

/// The `print-ir` pass.
#[derive(Clone, Debug, Default)]
pub struct PrintIr {
    /// Its options.
    pub options: PrintIrOptions,
    /// Where the dump goes.
    pub sink: TextSink,
}

impl Pass for PrintIr {
    fn argument(&self) -> &'static str {
        "print-ir"
    }
    fn name(&self) -> &'static str {
        "PrintIRPass"
    }
    fn summary(&self) -> &'static str {
        "Print IR on the debug stream"
    }
    fn options(&self) -> Option<&dyn PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut dyn PassOptions> {
        Some(&mut self.options)
    }
    fn run(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _env: &mut PassEnv<'_>,
    ) -> Result<(), Diagnostic> {
        let mut text = String::from("// -----// IR Dump");
        if !self.options.label.is_empty() {
            text.push(' ');
            text.push_str(&self.options.label);
        }
        text.push_str(" //----- //\n");
        let ir = print_for_pass(ctx, body, op, PassPrintRequest::Dump).unwrap_or_else(|| {
            format!(
                "<{} op: no IR printer installed>",
                ctx.op_name_str(body.op(op).name)
            )
        });
        text.push_str(&ir);
        text.push('\n');
        self.sink.write(&text);
        Ok(())
    }
    fn clone_box(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
