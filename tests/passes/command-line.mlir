// The command line as mlir-opt's option parser handles it: a flag given twice is accepted
// (the last value wins), an unknown flag is reported with the nearest known flag or pass.
// RUN: strata-opt %s --allow-unregistered-dialect --allow-unregistered-dialect | FileCheck %s
// RUN: not strata-opt %s --canonicalise 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: not strata-opt %s --allow-unregisterd-dialect 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not strata-opt %s --mlir-print-debuginf=1 2>&1 | FileCheck %s --check-prefix=VALUE

// CHECK: "x.op"() : () -> ()
"x.op"() : () -> ()

// PASS: strata-opt: Unknown command line argument '--canonicalise'.  Try: '{{.*}}strata-opt --help'
// PASS-NEXT: strata-opt: Did you mean '--canonicalize'?
// FLAG: strata-opt: Unknown command line argument '--allow-unregisterd-dialect'.  Try: '{{.*}}strata-opt --help'
// FLAG-NEXT: strata-opt: Did you mean '--allow-unregistered-dialect'?
// VALUE: strata-opt: Unknown command line argument '--mlir-print-debuginf=1'.  Try: '{{.*}}strata-opt --help'
// VALUE-NEXT: strata-opt: Did you mean '--mlir-print-debuginfo=1'?
