//! The LLVM backend: a module's LLVM IR (from `strata_llvm::translate`) compiled by
//! Debian's `clang-22` into a shared object in a temporary directory, loaded with
//! `libloading` and run. The runtime of the runner utils ([`crate::cabi`]) is found by
//! the dynamic loader in the running executable (`strata-run` is linked with
//! `-rdynamic`); `malloc`, `free` and libm come from the C library.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::jit::{EntryKind, EntryValue, call_entry};

/// Where clang is looked for, in order: `$STRATA_CLANG`, LLVM 22's directory, `clang-22`
/// on the `PATH`.
pub fn find_clang() -> Option<PathBuf> {
    if let Ok(p) = std::env::var("STRATA_CLANG") {
        return Some(PathBuf::from(p)).filter(|p| p.is_file());
    }
    let fixed = Path::new("/usr/lib/llvm-22/bin/clang");
    if fixed.is_file() {
        return Some(fixed.to_path_buf());
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join("clang-22"))
        .find(|p| p.is_file())
}

/// A loaded shared object compiled from LLVM IR.
pub struct NativeProgram {
    lib: libloading::os::unix::Library,
}

fn temp_dir() -> Result<PathBuf, String> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    let d = std::env::temp_dir().join(format!(
        "strata-run-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&d).map_err(|e| format!("cannot create {}: {e}", d.display()))?;
    Ok(d)
}

/// Compiles `ir` (LLVM IR text) at `-O<opt>` into a shared object and loads it.
pub fn compile(ir: &str, opt: u8) -> Result<NativeProgram, String> {
    let clang = find_clang().ok_or(
        "the llvm backend needs clang 22 (Debian package clang-22; or set STRATA_CLANG), \
         which is not installed; use --backend=cranelift",
    )?;
    let dir = temp_dir()?;
    let ll = dir.join("module.ll");
    let so = dir.join("module.so");
    let result = (|| {
        std::fs::write(&ll, ir).map_err(|e| format!("cannot write {}: {e}", ll.display()))?;
        let out = Command::new(&clang)
            .args(["-x", "ir", "-shared", "-fPIC", "-march=native", "-w"])
            .arg(format!("-O{}", opt.min(3)))
            .arg(&ll)
            .arg("-o")
            .arg(&so)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", clang.display()))?;
        if !out.status.success() {
            return Err(format!(
                "{} failed to compile the program's LLVM IR:\n{}",
                clang.display(),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        // SAFETY: loading runs the object's initializers; the object is our own output.
        // Bound now, so that a missing symbol is an error here and not a crash later.
        let lib = unsafe {
            libloading::os::unix::Library::open(
                Some(&so),
                libloading::os::unix::RTLD_NOW | libloading::os::unix::RTLD_LOCAL,
            )
        }
        .map_err(|e| format!("cannot load the compiled program: {e}"))?;
        Ok(NativeProgram { lib })
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result
}

impl NativeProgram {
    /// Runs the function `name` (checked with [`crate::jit::check_entry`] first) and
    /// writes the runtime's output to standard output.
    pub fn run(&self, name: &str, kind: EntryKind) -> Result<EntryValue, String> {
        // SAFETY: the symbol is a function; its signature was checked by the caller.
        let ptr = unsafe {
            self.lib
                .get::<*const u8>(name.as_bytes())
                .map(|s| *s)
                .map_err(|_| format!("entry point not found: '{name}'"))?
        };
        // SAFETY: as above.
        let v = unsafe { call_entry(ptr, kind) };
        crate::cabi::flush();
        Ok(v)
    }
}
