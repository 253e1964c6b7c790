//! The Cranelift JIT of the `llvm` dialect: a module of `llvm.func` and `llvm.mlir.global`
//! ops compiled to machine code in memory and run. Functions keep their names; bodiless
//! declarations bind to the runtime of the runner utils ([`crate::cabi`]), a few libm
//! helpers, then the process's own symbols (`malloc`, `free`, `aligned_alloc`, `memcpy`,
//! ...). Aggregates (memref descriptors) are their scalar leaves: passed as several
//! values, returned in registers or through a hidden pointer as LLVM's x86-64 lowering
//! does ([`func::returned_in_memory`]), loaded and stored leaf by leaf.
//!
//! `STRATA_JIT_DUMP=clif` (`clif-opt`, `asm`) prints each function's Cranelift IR (the IR
//! after Cranelift's optimizations, the machine code) to standard error.
//!
//! [`compile`] gives a [`JitProgram`]; [`JitProgram::run`] checks the entry point's
//! signature as `mlir-runner` does and calls it. Unsupported ops and types are located
//! errors, never panics.

mod cfg;
mod func;
mod layout;

use std::panic::AssertUnwindSafe;

use cranelift_codegen::ir::UserFuncName;
use cranelift_codegen::settings::{self, Configurable as _};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{DataDescription, DataId, FuncId, Linkage, Module};
use rustc_hash::FxHashMap;
use strata_ir::ir::{Body, OpId, OwnedOp};
use strata_ir::{AttrData, Context, Location, Type};
use strata_llvm::ops::{FuncOp, GlobalOp};

use crate::value::{ExecError, ExecResult};
use func::{FuncTranslator, signature};

/// What the entry point returns (`--entry-point-result`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// Nothing.
    Void,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
}

impl EntryKind {
    /// The kind named by `--entry-point-result`.
    pub fn parse(s: &str) -> Option<EntryKind> {
        Some(match s {
            "void" => EntryKind::Void,
            "i32" => EntryKind::I32,
            "i64" => EntryKind::I64,
            "f32" => EntryKind::F32,
            "f64" => EntryKind::F64,
            _ => return None,
        })
    }

    fn name(self) -> &'static str {
        match self {
            EntryKind::Void => "void",
            EntryKind::I32 => "i32",
            EntryKind::I64 => "i64",
            EntryKind::F32 => "f32",
            EntryKind::F64 => "f64",
        }
    }
}

/// The value the entry point returned.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum EntryValue {
    /// No value.
    Void,
    /// An `i32`.
    I32(i32),
    /// An `i64`.
    I64(i64),
    /// An `f32`.
    F32(f32),
    /// An `f64`.
    F64(f64),
}

impl EntryValue {
    /// The value as `mlir-runner` prints it (integers in decimal, floats as `%e`), or
    /// `None` for void.
    pub fn text(self) -> Option<String> {
        Some(match self {
            EntryValue::Void => return None,
            EntryValue::I32(v) => v.to_string(),
            EntryValue::I64(v) => v.to_string(),
            EntryValue::F32(v) => crate::format::format_e(f64::from(v)),
            EntryValue::F64(v) => crate::format::format_e(v),
        })
    }
}

/// Checks that the `llvm.func` named `name` in `module` can be the entry point of kind
/// `kind`, with `mlir-runner`'s messages.
pub fn check_entry(
    ctx: &Context,
    module: &OwnedOp,
    name: &str,
    kind: EntryKind,
) -> Result<(), String> {
    let body = module.body.regions_body(module.op);
    let f = functions(ctx, module)
        .into_iter()
        .find(|f| f.name(ctx, body) == name)
        .ok_or_else(|| format!("entry point not found: '{name}'"))?;
    let (result, params, _) = f
        .function_type_value(ctx, body)
        .and_then(|t| strata_llvm::types::func_type_parts(ctx, t))
        .ok_or("entry point without function type")?;
    if body
        .regions(f.0)
        .first()
        .is_none_or(|&r| body.regions_body(f.0).blocks(r).is_empty())
    {
        return Err(format!("entry point '{name}' has no body"));
    }
    if !params.is_empty() {
        return Err("JIT can't invoke a main function expecting arguments".into());
    }
    let void = strata_llvm::types::is_void(ctx, result);
    let ok = match kind {
        EntryKind::Void => void,
        _ => {
            let want = match kind {
                EntryKind::I32 => strata_ir::TypeData::Integer {
                    width: 32,
                    signedness: strata_ir::Signedness::Signless,
                },
                EntryKind::I64 => strata_ir::TypeData::Integer {
                    width: 64,
                    signedness: strata_ir::Signedness::Signless,
                },
                EntryKind::F32 => strata_ir::TypeData::Float(strata_ir::float::FloatKind::F32),
                _ => strata_ir::TypeData::Float(strata_ir::float::FloatKind::F64),
            };
            !void && *ctx.type_data(result) == want
        }
    };
    if !ok {
        return Err(match kind {
            EntryKind::Void => "expected void function".into(),
            k => format!("only single {} function result supported", k.name()),
        });
    }
    Ok(())
}

/// Calls the entry point at `ptr` (a C function without parameters) as `kind`.
///
/// # Safety
/// `ptr` is the address of a function of that signature.
pub unsafe fn call_entry(ptr: *const u8, kind: EntryKind) -> EntryValue {
    // SAFETY: the caller guarantees the signature.
    unsafe {
        match kind {
            EntryKind::Void => {
                std::mem::transmute::<*const u8, extern "C" fn()>(ptr)();
                EntryValue::Void
            }
            EntryKind::I32 => EntryValue::I32(std::mem::transmute::<
                *const u8,
                extern "C" fn() -> i32,
            >(ptr)()),
            EntryKind::I64 => EntryValue::I64(std::mem::transmute::<
                *const u8,
                extern "C" fn() -> i64,
            >(ptr)()),
            EntryKind::F32 => EntryValue::F32(std::mem::transmute::<
                *const u8,
                extern "C" fn() -> f32,
            >(ptr)()),
            EntryKind::F64 => EntryValue::F64(std::mem::transmute::<
                *const u8,
                extern "C" fn() -> f64,
            >(ptr)()),
        }
    }
}

/// Options of the JIT.
#[derive(Clone, Copy, Debug)]
pub struct JitOptions {
    /// 0: Cranelift's `opt_level=none`; 1 and more: `speed`.
    pub opt_level: u8,
    /// Run Cranelift's IR verifier on every function.
    pub verify: bool,
}

impl Default for JitOptions {
    fn default() -> Self {
        JitOptions {
            opt_level: 2,
            verify: cfg!(debug_assertions),
        }
    }
}

/// The module's symbols: functions and data objects by name.
pub(crate) struct Globals {
    pub(crate) funcs: FxHashMap<String, FuncId>,
    pub(crate) data: FxHashMap<String, DataId>,
}

/// A compiled module.
pub struct JitProgram {
    module: JITModule,
    funcs: FxHashMap<String, FuncId>,
}

impl JitProgram {
    /// Runs the function `name` (checked with [`check_entry`] first) and writes the
    /// runtime's output to standard output.
    pub fn run(&self, name: &str, kind: EntryKind) -> Result<EntryValue, String> {
        let id = self
            .funcs
            .get(name)
            .ok_or_else(|| format!("entry point not found: '{name}'"))?;
        let ptr = self.module.get_finalized_function(*id);
        // SAFETY: `check_entry` verified the signature; the code is finalized.
        let v = unsafe { call_entry(ptr, kind) };
        crate::cabi::flush();
        Ok(v)
    }

    /// The address of the compiled function `name`.
    #[cfg(test)]
    pub(crate) fn address(&self, name: &str) -> Option<*const u8> {
        let id = self.funcs.get(name)?;
        Some(self.module.get_finalized_function(*id))
    }
}

fn functions(ctx: &Context, module: &OwnedOp) -> Vec<FuncOp> {
    let body = module.body.regions_body(module.op);
    let mut out = Vec::new();
    for &r in module.body.regions(module.op) {
        for &b in body.blocks(r) {
            for op in body.block_ops(b) {
                if let Some(f) = FuncOp::cast(ctx, body, op) {
                    out.push(f);
                }
            }
        }
    }
    out
}

use strata_ir::float::FloatKind;

extern "C" fn h2f(b: u32) -> f32 {
    f32::from_bits(
        crate::floats::convert(FloatKind::F16, FloatKind::F32, u128::from(b as u16)) as u32,
    )
}
extern "C" fn b2f(b: u32) -> f32 {
    f32::from_bits(u32::from(b as u16) << 16)
}
extern "C" fn f2h(v: f32) -> u32 {
    crate::floats::convert(FloatKind::F32, FloatKind::F16, u128::from(v.to_bits())) as u32
}
extern "C" fn d2h(v: f64) -> u32 {
    crate::floats::convert(FloatKind::F64, FloatKind::F16, u128::from(v.to_bits())) as u32
}
extern "C" fn f2b(v: f32) -> u32 {
    crate::floats::convert(FloatKind::F32, FloatKind::BF16, u128::from(v.to_bits())) as u32
}
extern "C" fn d2b(v: f64) -> u32 {
    crate::floats::convert(FloatKind::F64, FloatKind::BF16, u128::from(v.to_bits())) as u32
}

extern "C" fn strata_powif(x: f32, n: i32) -> f32 {
    x.powi(n)
}

extern "C" fn strata_powi(x: f64, n: i32) -> f64 {
    x.powi(n)
}

/// A variadic C function called with its integer and pointer arguments in `g*` and its
/// floating-point ones in `x*` (unused ones zero): a variadic call from Rust puts them in
/// the registers the x86-64 System V convention assigns and sets `%al`.
type VaFn<R> = unsafe extern "C" fn(i64, ...) -> R;

macro_rules! vacall {
    ($name:ident -> $r:ty) => {
        #[allow(clippy::too_many_arguments)]
        extern "C" fn $name(
            f: *const u8,
            g0: i64,
            g1: i64,
            g2: i64,
            g3: i64,
            g4: i64,
            g5: i64,
            x0: f64,
            x1: f64,
            x2: f64,
            x3: f64,
            x4: f64,
            x5: f64,
            x6: f64,
            x7: f64,
        ) -> $r {
            // SAFETY: `f` is the address of the variadic function the program calls with
            // these arguments (the JIT passes the callee's address).
            unsafe {
                let f = std::mem::transmute::<*const u8, VaFn<$r>>(f);
                f(g0, g1, g2, g3, g4, g5, x0, x1, x2, x3, x4, x5, x6, x7)
            }
        }
    };
}

vacall!(strata_vacall_i -> i64);
vacall!(strata_vacall_f -> f64);

/// Heap memory for an `llvm.alloca` of a dynamic size (never freed).
extern "C" fn strata_alloca(align: u64, bytes: u64) -> *mut u8 {
    let align = align.next_power_of_two().max(16) as usize;
    let bytes = (bytes as usize).div_ceil(align) * align;
    std::alloc::Layout::from_size_align(bytes.max(align), align)
        // SAFETY: the layout has a non-zero size.
        .map_or(std::ptr::null_mut(), |l| unsafe {
            std::alloc::alloc_zeroed(l)
        })
}

macro_rules! libm1 {
    ($($name:ident: $t:ty => $f:ident;)*) => {
        $(extern "C" fn $name(x: $t) -> $t { x.$f() })*
    };
}

libm1! {
    m_expf: f32 => exp; m_exp: f64 => exp; m_exp2f: f32 => exp2; m_exp2: f64 => exp2;
    m_logf: f32 => ln; m_log: f64 => ln; m_log2f: f32 => log2; m_log2: f64 => log2;
    m_log10f: f32 => log10; m_log10: f64 => log10; m_sinf: f32 => sin; m_sin: f64 => sin;
    m_cosf: f32 => cos; m_cos: f64 => cos; m_roundf: f32 => round; m_round: f64 => round;
}

extern "C" fn m_powf(x: f32, y: f32) -> f32 {
    x.powf(y)
}
extern "C" fn m_pow(x: f64, y: f64) -> f64 {
    x.powf(y)
}
extern "C" fn m_fmodf(x: f32, y: f32) -> f32 {
    x % y
}
extern "C" fn m_fmod(x: f64, y: f64) -> f64 {
    x % y
}

fn symbol_table() -> Vec<(&'static str, *const u8)> {
    let mut v = crate::cabi::symbols();
    v.extend([
        ("expf", m_expf as *const u8),
        ("exp", m_exp as *const u8),
        ("exp2f", m_exp2f as *const u8),
        ("exp2", m_exp2 as *const u8),
        ("logf", m_logf as *const u8),
        ("log", m_log as *const u8),
        ("log2f", m_log2f as *const u8),
        ("log2", m_log2 as *const u8),
        ("log10f", m_log10f as *const u8),
        ("log10", m_log10 as *const u8),
        ("sinf", m_sinf as *const u8),
        ("sin", m_sin as *const u8),
        ("cosf", m_cosf as *const u8),
        ("cos", m_cos as *const u8),
        ("roundf", m_roundf as *const u8),
        ("round", m_round as *const u8),
        ("powf", m_powf as *const u8),
        ("pow", m_pow as *const u8),
        ("fmodf", m_fmodf as *const u8),
        ("fmod", m_fmod as *const u8),
        ("__strata_powif", strata_powif as *const u8),
        ("__strata_powi", strata_powi as *const u8),
        ("__strata_alloca", strata_alloca as *const u8),
        ("__strata_vacall_i", strata_vacall_i as *const u8),
        ("__strata_vacall_f", strata_vacall_f as *const u8),
        ("__strata_h2f", h2f as *const u8),
        ("__strata_b2f", b2f as *const u8),
        ("__strata_f2h", f2h as *const u8),
        ("__strata_d2h", d2h as *const u8),
        ("__strata_f2b", f2b as *const u8),
        ("__strata_d2b", d2b as *const u8),
    ]);
    #[cfg(test)]
    v.extend(result_abi_tests::symbols());
    v
}

fn module_err(loc: Location, e: impl std::fmt::Display) -> ExecError {
    ExecError::new(loc, format!("cranelift: {e}"))
}

/// Compiles `module` (llvm dialect) with Cranelift.
pub fn compile(ctx: &Context, module: &OwnedOp, opts: JitOptions) -> ExecResult<JitProgram> {
    let loc = module.body.op(module.op).loc;
    let mut flags = settings::builder();
    let set =
        |f: &mut settings::Builder, k: &str, v: &str| f.set(k, v).map_err(|e| module_err(loc, e));
    set(&mut flags, "use_colocated_libcalls", "false")?;
    set(&mut flags, "is_pic", "false")?;
    // A third integer result in `rcx`, as LLVM returns `{i64, i64, i64}`.
    set(&mut flags, "enable_llvm_abi_extensions", "true")?;
    set(
        &mut flags,
        "opt_level",
        if opts.opt_level == 0 { "none" } else { "speed" },
    )?;
    set(
        &mut flags,
        "enable_verifier",
        if opts.verify { "true" } else { "false" },
    )?;
    let isa = cranelift_native::builder()
        .map_err(|e| module_err(loc, e))?
        .finish(settings::Flags::new(flags))
        .map_err(|e| module_err(loc, e))?;
    let mut jb = JITBuilder::with_isa(isa, cranelift_module::default_libcall_names());
    let table = symbol_table();
    let known: rustc_hash::FxHashSet<&str> = table.iter().map(|(n, _)| *n).collect();
    jb.symbols(table);
    let this = libloading::os::unix::Library::this();
    // Cranelift panics on symbols it cannot resolve: check them first.
    let resolvable = |name: &str| {
        known.contains(name)
            // SAFETY: only the symbol's address is read.
            || unsafe { this.get::<*const u8>(name.as_bytes()) }.is_ok()
    };
    let mut jm = JITModule::new(jb);
    let body = module.body.regions_body(module.op);
    let call_conv = jm.isa().default_call_conv();

    let mut globals = Globals {
        funcs: FxHashMap::default(),
        data: FxHashMap::default(),
    };
    let mut defined = Vec::new();
    let mut global_ops = Vec::new();
    for &r in module.body.regions(module.op) {
        for &b in body.blocks(r) {
            for op in body.block_ops(b) {
                if let Some(f) = FuncOp::cast(ctx, body, op) {
                    let name = f.name(ctx, body);
                    let Some((result, params, vararg)) = f
                        .function_type_value(ctx, body)
                        .and_then(|t| strata_llvm::types::func_type_parts(ctx, t))
                    else {
                        return Err(ExecError::new(
                            body.op(op).loc,
                            "function without !llvm.func type",
                        ));
                    };
                    let has_body = body
                        .regions(op)
                        .first()
                        .is_some_and(|&r| !body.regions_body(op).blocks(r).is_empty());
                    if vararg && has_body {
                        return Err(ExecError::new(
                            body.op(op).loc,
                            "the cranelift backend does not support variadic functions",
                        ));
                    }
                    let res = (!strata_llvm::types::is_void(ctx, result)).then_some(result);
                    let sig = signature(ctx, call_conv, &params, res, !has_body)
                        .map_err(|m| ExecError::new(body.op(op).loc, m))?;
                    if !has_body && !resolvable(&name) {
                        return Err(ExecError::new(
                            body.op(op).loc,
                            format!("symbol not found: '{name}' (declared here, defined nowhere)"),
                        ));
                    }
                    let linkage = if has_body {
                        Linkage::Export
                    } else {
                        Linkage::Import
                    };
                    let id = jm
                        .declare_function(&name, linkage, &sig)
                        .map_err(|e| module_err(body.op(op).loc, e))?;
                    globals.funcs.insert(name, id);
                    if has_body {
                        defined.push((f, id, sig));
                    }
                } else if let Some(g) = GlobalOp::cast(ctx, body, op) {
                    global_ops.push(g);
                } else {
                    let name = ctx.op_name_str(body.op(op).name);
                    return Err(ExecError::new(
                        body.op(op).loc,
                        format!(
                            "the cranelift backend runs llvm dialect only; lower '{name}' first"
                        ),
                    ));
                }
            }
        }
    }
    for g in global_ops {
        define_global(ctx, body, g, &mut jm, &mut globals, &resolvable)?;
    }
    let mut cctx = jm.make_context();
    let mut fctx = FunctionBuilderContext::new();
    for (f, id, sig) in defined {
        let op = f.0;
        let floc = body.op(op).loc;
        cctx.func.signature = sig;
        cctx.func.name = UserFuncName::user(0, id.as_u32());
        let rbody = body.regions_body(op);
        let blocks = rbody.blocks(body.regions(op)[0]).to_vec();
        {
            let b = FunctionBuilder::new(&mut cctx.func, &mut fctx);
            let mut t = FuncTranslator {
                ctx,
                body: rbody,
                b,
                module: &mut jm,
                globals: &globals,
                values: FxHashMap::default(),
                blocks: FxHashMap::default(),
                func_refs: FxHashMap::default(),
                data_refs: FxHashMap::default(),
                fn_loc: floc,
                cfg: cfg::Cfg::new(ctx, rbody, &blocks),
                lane: None,
                lane_out: smallvec::SmallVec::new(),
                byval: crate::llvm::byval_args(ctx, body, op)
                    .into_iter()
                    .filter_map(|(i, t)| {
                        let l = crate::llvm::Layout::of(ctx, t)?;
                        Some((i, l.size(), l.align()))
                    })
                    .collect(),
                sret: None,
            };
            let r = std::panic::catch_unwind(AssertUnwindSafe(|| {
                t.translate(floc)?;
                let cfg = t.module.target_config();
                t.b.finalize(cfg);
                Ok(())
            }));
            match r {
                Ok(r) => r?,
                Err(_) => {
                    return Err(ExecError::new(
                        floc,
                        "cranelift: internal error while building this function",
                    ));
                }
            }
        }
        let dump = std::env::var("STRATA_JIT_DUMP").ok();
        if dump.as_deref() == Some("clif") {
            eprintln!("{}", cctx.func.display());
        }
        cctx.set_disasm(dump.as_deref() == Some("asm"));
        let r = std::panic::catch_unwind(AssertUnwindSafe(|| {
            jm.define_function(id, &mut cctx).map_err(|e| match &e {
                cranelift_module::ModuleError::Compilation(ce) => format!("{ce:?}"),
                _ => e.to_string(),
            })
        }));
        if let Some(code) = cctx.compiled_code().and_then(|c| c.vcode.as_ref())
            && dump.as_deref() == Some("asm")
        {
            eprintln!("{code}");
        }
        if dump.as_deref() == Some("clif-opt") {
            eprintln!("{}", cctx.func.display());
        }
        match r {
            Ok(Ok(())) => {}
            Ok(Err(msg)) => {
                return Err(module_err(
                    floc,
                    format!("cannot compile this function: {msg}"),
                ));
            }
            Err(_) => {
                return Err(module_err(
                    floc,
                    "internal error while compiling this function",
                ));
            }
        }
        jm.clear_context(&mut cctx);
    }
    jm.finalize_definitions().map_err(|e| module_err(loc, e))?;
    let funcs = globals.funcs.clone();
    Ok(JitProgram { module: jm, funcs })
}

/// Declares and defines the data object of `llvm.mlir.global` `g`.
fn define_global(
    ctx: &Context,
    body: &Body,
    g: GlobalOp,
    jm: &mut JITModule,
    globals: &mut Globals,
    resolvable: &dyn Fn(&str) -> bool,
) -> ExecResult<()> {
    let op = g.0;
    let loc = body.op(op).loc;
    let name = match g.sym_name(ctx, body).map(|a| ctx.attr_data(a)) {
        Some(AttrData::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
        _ => return Err(ExecError::new(loc, "global without a name")),
    };
    let ty = g
        .value_type(ctx, body)
        .ok_or_else(|| ExecError::new(loc, "global without type"))?;
    let (size, align) = layout::size_align(ctx, ty).map_err(|m| ExecError::new(loc, m))?;
    let rbody = body.regions_body(op);
    let init_block = body
        .regions(op)
        .first()
        .and_then(|&r| rbody.blocks(r).first().copied());
    let linkage = g
        .linkage(ctx, body)
        .and_then(|a| strata_llvm::attrs::keyword_case(ctx, a, "linkage"))
        .unwrap_or("external");
    let bytes: Option<Vec<u8>> = if let Some(v) = g.value(ctx, body) {
        Some(const_bytes(ctx, v, ty, size).ok_or_else(|| {
            ExecError::new(
                loc,
                "the cranelift backend does not support this global initializer",
            )
        })?)
    } else if let Some(block) = init_block {
        Some(init_region(ctx, rbody, block, ty, size)?)
    } else if linkage == "external" || linkage == "extern_weak" {
        None
    } else {
        Some(vec![0; size as usize])
    };
    if bytes.is_none() && !resolvable(&name) {
        return Err(ExecError::new(loc, format!("symbol not found: '{name}'")));
    }
    let writable = g.constant(ctx, body).is_none();
    let id = jm
        .declare_data(
            &name,
            if bytes.is_some() {
                Linkage::Export
            } else {
                Linkage::Import
            },
            writable,
            false,
        )
        .map_err(|e| module_err(loc, e))?;
    if let Some(bytes) = bytes {
        let mut d = DataDescription::new();
        let al = g
            .alignment(ctx, body)
            .and_then(|a| strata_llvm::attrs::int_value(ctx, a, 64))
            .unwrap_or(align)
            .max(align)
            .max(1);
        d.set_align(al);
        d.define(bytes.into_boxed_slice());
        jm.define_data(id, &d).map_err(|e| module_err(loc, e))?;
    }
    globals.data.insert(name, id);
    Ok(())
}

/// The bytes of constant attribute `a` as a value of type `ty` (`size` bytes).
fn const_bytes(ctx: &Context, a: strata_ir::Attribute, ty: Type, size: u64) -> Option<Vec<u8>> {
    let mut out = vec![0u8; size as usize];
    match ctx.attr_data(a) {
        AttrData::String { value, .. } => {
            let n = value.len().min(out.len());
            out[..n].copy_from_slice(&value[..n]);
        }
        AttrData::Integer { value, .. } => {
            let s = layout::scalar(ctx, ty).ok()?;
            let b = value.low_u64().to_le_bytes();
            let n = s.size() as usize;
            out[..n].copy_from_slice(&b[..n]);
        }
        AttrData::Float { bits, .. } => {
            let s = layout::scalar(ctx, ty).ok()?;
            let b = bits.to_le_bytes();
            let n = s.size() as usize;
            out[..n].copy_from_slice(&b[..n]);
        }
        AttrData::DenseElements {
            ty: dty,
            data: strata_ir::attributes::DenseData::Numeric { splat, raw },
        } => {
            let elem = ctx.type_data(*dty).element_type()?;
            let eb = ctx.dense_element_bytes(elem)?;
            let leaves = layout::leaves_of(ctx, ty).ok()?;
            for (i, l) in leaves.iter().enumerate() {
                let at = if *splat { 0 } else { i * eb };
                let chunk = raw.get(at..at + eb)?;
                let n = (l.scalar.size() as usize).min(eb);
                out[l.offset as usize..l.offset as usize + n].copy_from_slice(&chunk[..n]);
            }
        }
        _ => return None,
    }
    Some(out)
}

/// Evaluates a global's initializer region (constants, undef/poison/zero, insertvalue).
fn init_region(
    ctx: &Context,
    body: &Body,
    block: strata_ir::ir::BlockId,
    _ty: Type,
    size: u64,
) -> ExecResult<Vec<u8>> {
    use strata_llvm::ops::{ConstantOp, InsertValueOp, ReturnOp};
    let mut vals: FxHashMap<strata_ir::ir::ValueId, Vec<u8>> = FxHashMap::default();
    let unsupported = |op: OpId| {
        ExecError::new(
            body.op(op).loc,
            "the cranelift backend does not support this op in a global initializer",
        )
    };
    for op in body.block_ops(block) {
        if ReturnOp::cast(ctx, body, op).is_some() {
            let v = vals
                .get(&body.operand(op, 0))
                .cloned()
                .ok_or_else(|| unsupported(op))?;
            let mut v = v;
            v.resize(size as usize, 0);
            return Ok(v);
        }
        let Some(r) = body.results(op).next() else {
            return Err(unsupported(op));
        };
        let rty = body.value_type(r);
        let (rsize, _) =
            layout::size_align(ctx, rty).map_err(|m| ExecError::new(body.op(op).loc, m))?;
        let name = ctx.op_name_str(body.op(op).name);
        let bytes = if let Some(c) = ConstantOp::cast(ctx, body, op) {
            c.value(ctx, body)
                .and_then(|a| const_bytes(ctx, a, rty, rsize))
                .ok_or_else(|| unsupported(op))?
        } else if matches!(
            name,
            "llvm.mlir.undef" | "llvm.mlir.poison" | "llvm.mlir.zero"
        ) {
            vec![0; rsize as usize]
        } else if let Some(iv) = InsertValueOp::cast(ctx, body, op) {
            let pos = iv
                .position(ctx, body)
                .and_then(|a| strata_ods::i64_array(ctx, a))
                .unwrap_or_default();
            let mut base = vals
                .get(&iv.container(body))
                .cloned()
                .ok_or_else(|| unsupported(op))?;
            let v = vals
                .get(&iv.value(body))
                .cloned()
                .ok_or_else(|| unsupported(op))?;
            let off = byte_offset(ctx, rty, &pos).ok_or_else(|| unsupported(op))?;
            let end = (off as usize + v.len()).min(base.len());
            base[off as usize..end].copy_from_slice(&v[..end - off as usize]);
            base
        } else {
            return Err(unsupported(op));
        };
        vals.insert(r, bytes);
    }
    Ok(vec![0; size as usize])
}

/// The byte offset of the element at `pos` inside aggregate type `ty`.
fn byte_offset(ctx: &Context, ty: Type, pos: &[i64]) -> Option<u64> {
    let Some((&first, rest)) = pos.split_first() else {
        return Some(0);
    };
    let i = usize::try_from(first).ok()?;
    match layout::shape(ctx, ty).ok()? {
        layout::Shape::Struct(elems, packed) => {
            let off = layout::field_offset(ctx, &elems, packed, i).ok()?;
            Some(off + byte_offset(ctx, *elems.get(i)?, rest)?)
        }
        layout::Shape::Array(e, _) => {
            let (s, _) = layout::size_align(ctx, e).ok()?;
            Some(i as u64 * s + byte_offset(ctx, e, rest)?)
        }
        _ => None,
    }
}

#[cfg(test)]
mod result_abi_tests;
#[cfg(test)]
mod tests;
