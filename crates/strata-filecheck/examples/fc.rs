//! Temporary driver.
fn main() {
    let argv: Vec<String> = std::env::args().collect();
    let code = strata_filecheck::cli::run(
        &argv,
        &mut std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    );
    std::process::exit(code);
}
