// Dialect (opaque) types and type aliases.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// User type aliases are resolved on parse; none are printed back.
// CHECK-NOT: !alias
// CHECK-LABEL: "builtin.module"() ({
!alias = i32
!ten = tensor<4x!alias>
!fn = (!alias) -> !ten
!opaque = !foo<"abc">
!a_b$c1 = i16
!nested = tuple<!alias, !ten>

// CHECK-NEXT: %0 = "foo.op"() : () -> i32
%a = "foo.op"() : () -> !alias
// CHECK-NEXT: %1 = "foo.op"() : () -> tensor<4xi32>
%b = "foo.op"() : () -> !ten
// CHECK-NEXT: %2 = "foo.op"() : () -> ((i32) -> tensor<4xi32>)
%c = "foo.op"() : () -> !fn
// CHECK-NEXT: %3 = "foo.op"() : () -> !foo<"abc">
%d = "foo.op"() : () -> !opaque
// CHECK-NEXT: %4 = "foo.op"() : () -> i16
%e = "foo.op"() : () -> !a_b$c1
// CHECK-NEXT: %5 = "foo.op"() : () -> tuple<i32, tensor<4xi32>>
%f = "foo.op"() : () -> !nested
// Aliases resolve inside attributes too.
// CHECK-NEXT: "foo.op"() {t = i32, u = [tensor<4xi32>]} : () -> ()
"foo.op"() {t = !alias, u = [!ten]} : () -> ()

// Opaque form `!dialect<"...">`: the body is kept verbatim, escapes included.
// CHECK-NEXT: %6 = "foo.op"() : () -> !foo<"abc">
%g = "foo.op"() : () -> !foo<"abc">
// CHECK-NEXT: %7 = "foo.op"() : () -> !foo<"">
%h = "foo.op"() : () -> !foo<"">
// CHECK-NEXT: %8 = "foo.op"() : () -> !foo<"a b">
%i = "foo.op"() : () -> !foo<"a b">
// CHECK-NEXT: %9 = "foo.op"() : () -> !foo<"with \"escapes\" \\ and \n">
%j = "foo.op"() : () -> !foo<"with \"escapes\" \\ and \n">
// CHECK-NEXT: %10 = "foo.op"() : () -> !foo<"é">
%k = "foo.op"() : () -> !foo<"é">
// A quoted identifier is not unquoted.
// CHECK-NEXT: %11 = "foo.op"() : () -> !foo<"bar">
%l = "foo.op"() : () -> !foo<"bar">

// Pretty form `!dialect.name<...>`: the body is kept verbatim.
// CHECK-NEXT: %12 = "foo.op"() : () -> !foo.bar
%m = "foo.op"() : () -> !foo.bar
// CHECK-NEXT: %13 = "foo.op"() : () -> !foo.bar<1, 2>
%n = "foo.op"() : () -> !foo.bar<1, 2>
// CHECK-NEXT: %14 = "foo.op"() : () -> !foo.bar<"x" ["y"] {z}>
%o = "foo.op"() : () -> !foo.bar<"x" ["y"] {z}>
// CHECK-NEXT: %15 = "foo.op"() : () -> !foo.bar<"x" : i32>
%p = "foo.op"() : () -> !foo.bar<"x" : i32>
// CHECK-NEXT: %16 = "foo.op"() : () -> !foo.bar<<>>
%q = "foo.op"() : () -> !foo.bar<<>>
// CHECK-NEXT: %17 = "foo.op"() : () -> !foo.bar<a<b<c>>>
%r = "foo.op"() : () -> !foo.bar<a<b<c>>>
// CHECK-NEXT: %18 = "foo.op"() : () -> !foo.bar<"<">
%s = "foo.op"() : () -> !foo.bar<"<">
// CHECK-NEXT: %19 = "foo.op"() : () -> !foo.bar<">">
%t = "foo.op"() : () -> !foo.bar<">">
// CHECK-NEXT: %20 = "foo.op"() : () -> !foo.x<->>
%u = "foo.op"() : () -> !foo.x<->>
// CHECK-NEXT: %21 = "foo.op"() : () -> !foo.bar< spaced  out >
%v = "foo.op"() : () -> !foo.bar< spaced  out >
// CHECK-NEXT: %22 = "foo.op"() : () -> !foo.a.b.c<(x)[y]{z}>
%w = "foo.op"() : () -> !foo.a.b.c<(x)[y]{z}>

// An opaque body that is simple enough (a letter, then letters, digits, '.' or '_',
// then optionally a <...> suffix) is printed in the pretty form.
// CHECK-NEXT: %23 = "foo.op"() : () -> !foo.bar
%x = "foo.op"() : () -> !foo<bar>
// CHECK-NEXT: %24 = "foo.op"() : () -> !foo.bar<1>
%y = "foo.op"() : () -> !foo<bar<1>>
// CHECK-NEXT: %25 = "foo.op"() : () -> !foo.a.b_c9
%z = "foo.op"() : () -> !foo<a.b_c9>
// Otherwise the opaque form is kept.
// CHECK-NEXT: %26 = "foo.op"() : () -> !foo<_a>
%aa = "foo.op"() : () -> !foo<_a>
// CHECK-NEXT: %27 = "foo.op"() : () -> !foo<1a>
%ab = "foo.op"() : () -> !foo<1a>
// CHECK-NEXT: %28 = "foo.op"() : () -> !foo<a$b>
%ac = "foo.op"() : () -> !foo<a$b>
// CHECK-NEXT: %29 = "foo.op"() : () -> !foo<a-b>
%ad = "foo.op"() : () -> !foo<a-b>
// CHECK-NEXT: %30 = "foo.op"() : () -> !foo<a b>
%ae = "foo.op"() : () -> !foo<a b>
// CHECK-NEXT: %31 = "foo.op"() : () -> !foo< a>
%af = "foo.op"() : () -> !foo< a>
// CHECK-NEXT: %32 = "foo.op"() : () -> !foo<a<1>x>
%ag = "foo.op"() : () -> !foo<a<1>x>
// CHECK-NEXT: %33 = "foo.op"() : () -> !foo<a<1> >
%ah = "foo.op"() : () -> !foo<a<1> >
// CHECK-NEXT: %34 = "foo.op"() : () -> !foo<a[1]>
%ai = "foo.op"() : () -> !foo<a[1]>

// Dialect types inside builtin types and attributes, and as block argument types.
// CHECK-NEXT: %35:4 = "foo.op"() : () -> (tuple<!foo.t>, (!foo.t) -> !foo<"u">, tensor<2x!foo.t>, complex<f32>)
%aj:4 = "foo.op"() : () -> (tuple<!foo.t>, (!foo.t) -> !foo<"u">, tensor<2x!foo.t>, complex<f32>)
// CHECK-NEXT: "foo.op"() {a = !foo.t<1>, b = [!foo<"u">]} : () -> ()
"foo.op"() {a = !foo.t<1>, b = [!foo<"u">]} : () -> ()
// CHECK-NEXT: "foo.region"() ({
"foo.region"() ({
^bb0(%arg: !foo.t, %arg2: !alias):
  "foo.use"(%arg, %arg2) : (!foo.t, i32) -> ()
}) : () -> ()
// CHECK-NEXT: ^bb0(%arg0: !foo.t, %arg1: i32):
// CHECK-NEXT: "foo.use"(%arg0, %arg1) : (!foo.t, i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
