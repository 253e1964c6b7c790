//! Links `strata-run` with `-rdynamic`, so that the shared objects its LLVM backend loads
//! find the runtime of the runner utils (`printF32`, `printMemrefF32`, ...) in it.

fn main() {
    println!("cargo:rustc-link-arg-bin=strata-run=-rdynamic");
}
