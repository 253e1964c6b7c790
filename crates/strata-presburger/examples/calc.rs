//! Runs a calculator script from a file or stdin (development aid; `strata-poly` is the tool).
use std::io::Read;
fn main() {
    let path = std::env::args().nth(1);
    let (src, name) = match &path {
        Some(p) => (std::fs::read_to_string(p).unwrap(), p.clone()),
        None => {
            let mut s = String::new();
            std::io::stdin().read_to_string(&mut s).unwrap();
            (s, "<stdin>".to_string())
        }
    };
    let out = strata_presburger::calc::run(&src, &name);
    print!("{}", out.stdout);
    for d in out.diagnostics {
        eprintln!("{d}");
    }
}
