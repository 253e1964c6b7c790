// How diagnostics are rendered on stderr: "file:line:col: severity: message", then the
// source line and a caret under the column; notes follow their error. Verifier errors get
// a "see current operation" note (no source line) with the op in generic form; an op with
// regions starts on the next line. Tabs in the source line are expanded to 8 columns.
// RUN: not strata-opt %s --allow-unregistered-dialect --split-input-file 2>&1 >/dev/null | FileCheck %s
// RUN: not strata-opt %s --allow-unregistered-dialect --split-input-file 2>&1 >/dev/null | FileCheck %s --strict-whitespace --check-prefix=WS
// RUN: not strata-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-op-on-diagnostic=false 2>&1 >/dev/null | FileCheck %s --check-prefix=NOOP

// CHECK: diagnostic-format.mlir:[[#@LINE+3]]:11: error: use of undeclared SSA value name
// CHECK-NEXT: {{^}}"foo.use"(%undefined) : (i32) -> (){{$}}
// CHECK-NEXT: {{^}} ^{{$}}
"foo.use"(%undefined) : (i32) -> ()
// WS: {{^}}"foo.use"(%undefined) : (i32) -> (){{$}}
// WS-NEXT: {{^}}          ^{{$}}

// -----

// CHECK: diagnostic-format.mlir:[[#@LINE+6]]:1: error: redefinition of SSA value '%a'
// CHECK-NEXT: {{^}}%a = "foo.op"() : () -> i32{{$}}
// CHECK-NEXT: {{^}}^{{$}}
// CHECK-NEXT: diagnostic-format.mlir:[[#@LINE+2]]:1: note: previously defined here
// CHECK-NEXT: {{^}}%a = "foo.op"() : () -> i32{{$}}
%a = "foo.op"() : () -> i32
%a = "foo.op"() : () -> i32

// -----

module {
  // CHECK: diagnostic-format.mlir:[[#@LINE+6]]:3: error: redefinition of symbol named 'a'
  // CHECK-NEXT: {{^}} "foo.sym"() {sym_name = "a"} : () -> (){{$}}
  // CHECK-NEXT: {{^}} ^{{$}}
  // CHECK-NEXT: diagnostic-format.mlir:[[#@LINE+3]]:3: note: see current operation: "foo.sym"() {sym_name = "a"} : () -> (){{$}}
  // CHECK-NEXT: diagnostic-format.mlir:[[#@LINE+1]]:3: note: see existing symbol definition here
  "foo.sym"() {sym_name = "a"} : () -> ()
  "foo.sym"() {sym_name = "a"} : () -> ()
  // NOOP: diagnostic-format.mlir:[[#@LINE-1]]:3: error: redefinition of symbol named 'a'
  // NOOP-NEXT: {{^}} "foo.sym"() {sym_name = "a"} : () -> (){{$}}
  // NOOP-NEXT: {{^}} ^{{$}}
  // NOOP-NEXT: diagnostic-format.mlir:[[#@LINE-5]]:3: note: see existing symbol definition here
}

// -----

module @m {
  module @x {}
  module @x {}
  // CHECK: diagnostic-format.mlir:[[#@LINE-1]]:3: error: redefinition of symbol named 'x'
  // CHECK-NEXT: {{^}} module @x {}{{$}}
  // CHECK-NEXT: {{^}} ^{{$}}
  // CHECK-NEXT: diagnostic-format.mlir:[[#@LINE-4]]:3: note: see current operation:{{ ?$}}
  // CHECK-NEXT: {{^}}"builtin.module"() <{sym_name = "x"}> ({{[{]$}}
  // CHECK-NEXT: {{^}}^bb0:{{$}}
  // CHECK-NEXT: {{^}}}) : () -> (){{$}}
  // CHECK-NEXT: diagnostic-format.mlir:[[#@LINE-9]]:3: note: see existing symbol definition here
}

// -----

// Errors point at the character after the op name for an unregistered-dialect problem
// (see unregistered-dialect.mlir); here a tab before the op is expanded in the echo.
// WS: diagnostic-format.mlir:[[#@LINE+3]]:12: error: use of undeclared SSA value name
// WS-NEXT: {{^}}        "foo.use"(%undefined) : (i32) -> (){{$}}
// WS-NEXT: {{^}}                  ^{{$}}
	"foo.use"(%undefined) : (i32) -> ()
