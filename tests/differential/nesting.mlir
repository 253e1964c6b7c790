// Differential input (no CHECK lines): deeply nested regions (numbering and indentation),
// values used from outer regions, and a wide CFG. Generated; edit freely.
%top = "foo.op"() : () -> i32
"foo.nest"() ({
^bb0(%a0: i1):
  %v0 = "foo.op"(%a0, %top) : (i1, i32) -> i1
  "foo.nest"() ({
  ^bb0(%a1: i2):
    %v1 = "foo.op"(%a1, %top) : (i2, i32) -> i2
    "foo.nest"() ({
    ^bb0(%a2: i3):
      %v2 = "foo.op"(%a2, %top) : (i3, i32) -> i3
      "foo.nest"() ({
      ^bb0(%a3: i4):
        %v3 = "foo.op"(%a3, %top) : (i4, i32) -> i4
        "foo.nest"() ({
        ^bb0(%a4: i5):
          %v4 = "foo.op"(%a4, %top) : (i5, i32) -> i5
          "foo.nest"() ({
          ^bb0(%a5: i6):
            %v5 = "foo.op"(%a5, %top) : (i6, i32) -> i6
            "foo.nest"() ({
            ^bb0(%a6: i7):
              %v6 = "foo.op"(%a6, %top) : (i7, i32) -> i7
              "foo.nest"() ({
              ^bb0(%a7: i8):
                %v7 = "foo.op"(%a7, %top) : (i8, i32) -> i8
                "foo.nest"() ({
                ^bb0(%a8: i9):
                  %v8 = "foo.op"(%a8, %top) : (i9, i32) -> i9
                  "foo.nest"() ({
                  ^bb0(%a9: i10):
                    %v9 = "foo.op"(%a9, %top) : (i10, i32) -> i10
                    "foo.nest"() ({
                    ^bb0(%a10: i11):
                      %v10 = "foo.op"(%a10, %top) : (i11, i32) -> i11
                      "foo.nest"() ({
                      ^bb0(%a11: i12):
                        %v11 = "foo.op"(%a11, %top) : (i12, i32) -> i12
                        "foo.nest"() ({
                        ^bb0(%a12: i13):
                          %v12 = "foo.op"(%a12, %top) : (i13, i32) -> i13
                          "foo.nest"() ({
                          ^bb0(%a13: i14):
                            %v13 = "foo.op"(%a13, %top) : (i14, i32) -> i14
                            "foo.nest"() ({
                            ^bb0(%a14: i15):
                              %v14 = "foo.op"(%a14, %top) : (i15, i32) -> i15
                              "foo.nest"() ({
                              ^bb0(%a15: i16):
                                %v15 = "foo.op"(%a15, %top) : (i16, i32) -> i16
                                "foo.nest"() ({
                                ^bb0(%a16: i17):
                                  %v16 = "foo.op"(%a16, %top) : (i17, i32) -> i17
                                  "foo.nest"() ({
                                  ^bb0(%a17: i18):
                                    %v17 = "foo.op"(%a17, %top) : (i18, i32) -> i18
                                    "foo.nest"() ({
                                    ^bb0(%a18: i19):
                                      %v18 = "foo.op"(%a18, %top) : (i19, i32) -> i19
                                      "foo.nest"() ({
                                      ^bb0(%a19: i20):
                                        %v19 = "foo.op"(%a19, %top) : (i20, i32) -> i20
                                        "foo.nest"() ({
                                        ^bb0(%a20: i21):
                                          %v20 = "foo.op"(%a20, %top) : (i21, i32) -> i21
                                          "foo.nest"() ({
                                          ^bb0(%a21: i22):
                                            %v21 = "foo.op"(%a21, %top) : (i22, i32) -> i22
                                            "foo.nest"() ({
                                            ^bb0(%a22: i23):
                                              %v22 = "foo.op"(%a22, %top) : (i23, i32) -> i23
                                              "foo.nest"() ({
                                              ^bb0(%a23: i24):
                                                %v23 = "foo.op"(%a23, %top) : (i24, i32) -> i24
                                                "foo.nest"() ({
                                                ^bb0(%a24: i25):
                                                  %v24 = "foo.op"(%a24, %top) : (i25, i32) -> i25
                                                  "foo.nest"() ({
                                                  ^bb0(%a25: i26):
                                                    %v25 = "foo.op"(%a25, %top) : (i26, i32) -> i26
                                                    "foo.nest"() ({
                                                    ^bb0(%a26: i27):
                                                      %v26 = "foo.op"(%a26, %top) : (i27, i32) -> i27
                                                      "foo.nest"() ({
                                                      ^bb0(%a27: i28):
                                                        %v27 = "foo.op"(%a27, %top) : (i28, i32) -> i28
                                                        "foo.nest"() ({
                                                        ^bb0(%a28: i29):
                                                          %v28 = "foo.op"(%a28, %top) : (i29, i32) -> i29
                                                          "foo.nest"() ({
                                                          ^bb0(%a29: i30):
                                                            %v29 = "foo.op"(%a29, %top) : (i30, i32) -> i30
                                                            "foo.nest"() ({
                                                            ^bb0(%a30: i31):
                                                              %v30 = "foo.op"(%a30, %top) : (i31, i32) -> i31
                                                              "foo.nest"() ({
                                                              ^bb0(%a31: i32):
                                                                %v31 = "foo.op"(%a31, %top) : (i32, i32) -> i32
                                                                "foo.nest"() ({
                                                                ^bb0(%a32: i33):
                                                                  %v32 = "foo.op"(%a32, %top) : (i33, i32) -> i33
                                                                  "foo.nest"() ({
                                                                  ^bb0(%a33: i34):
                                                                    %v33 = "foo.op"(%a33, %top) : (i34, i32) -> i34
                                                                    "foo.nest"() ({
                                                                    ^bb0(%a34: i35):
                                                                      %v34 = "foo.op"(%a34, %top) : (i35, i32) -> i35
                                                                      "foo.nest"() ({
                                                                      ^bb0(%a35: i36):
                                                                        %v35 = "foo.op"(%a35, %top) : (i36, i32) -> i36
                                                                        "foo.nest"() ({
                                                                        ^bb0(%a36: i37):
                                                                          %v36 = "foo.op"(%a36, %top) : (i37, i32) -> i37
                                                                          "foo.nest"() ({
                                                                          ^bb0(%a37: i38):
                                                                            %v37 = "foo.op"(%a37, %top) : (i38, i32) -> i38
                                                                            "foo.nest"() ({
                                                                            ^bb0(%a38: i39):
                                                                              %v38 = "foo.op"(%a38, %top) : (i39, i32) -> i39
                                                                              "foo.nest"() ({
                                                                              ^bb0(%a39: i40):
                                                                                %v39 = "foo.op"(%a39, %top) : (i40, i32) -> i40
                                                                                "foo.nest"() ({
                                                                                ^bb0(%a40: i41):
                                                                                  %v40 = "foo.op"(%a40, %top) : (i41, i32) -> i41
                                                                                  "foo.nest"() ({
                                                                                  ^bb0(%a41: i42):
                                                                                    %v41 = "foo.op"(%a41, %top) : (i42, i32) -> i42
                                                                                    "foo.nest"() ({
                                                                                    ^bb0(%a42: i43):
                                                                                      %v42 = "foo.op"(%a42, %top) : (i43, i32) -> i43
                                                                                      "foo.nest"() ({
                                                                                      ^bb0(%a43: i44):
                                                                                        %v43 = "foo.op"(%a43, %top) : (i44, i32) -> i44
                                                                                        "foo.nest"() ({
                                                                                        ^bb0(%a44: i45):
                                                                                          %v44 = "foo.op"(%a44, %top) : (i45, i32) -> i45
                                                                                          "foo.nest"() ({
                                                                                          ^bb0(%a45: i46):
                                                                                            %v45 = "foo.op"(%a45, %top) : (i46, i32) -> i46
                                                                                            "foo.nest"() ({
                                                                                            ^bb0(%a46: i47):
                                                                                              %v46 = "foo.op"(%a46, %top) : (i47, i32) -> i47
                                                                                              "foo.nest"() ({
                                                                                              ^bb0(%a47: i48):
                                                                                                %v47 = "foo.op"(%a47, %top) : (i48, i32) -> i48
                                                                                                "foo.nest"() ({
                                                                                                ^bb0(%a48: i49):
                                                                                                  %v48 = "foo.op"(%a48, %top) : (i49, i32) -> i49
                                                                                                  "foo.nest"() ({
                                                                                                  ^bb0(%a49: i50):
                                                                                                    %v49 = "foo.op"(%a49, %top) : (i50, i32) -> i50
                                                                                                    "foo.nest"() ({
                                                                                                    ^bb0(%a50: i51):
                                                                                                      %v50 = "foo.op"(%a50, %top) : (i51, i32) -> i51
                                                                                                      "foo.nest"() ({
                                                                                                      ^bb0(%a51: i52):
                                                                                                        %v51 = "foo.op"(%a51, %top) : (i52, i32) -> i52
                                                                                                        "foo.nest"() ({
                                                                                                        ^bb0(%a52: i53):
                                                                                                          %v52 = "foo.op"(%a52, %top) : (i53, i32) -> i53
                                                                                                          "foo.nest"() ({
                                                                                                          ^bb0(%a53: i54):
                                                                                                            %v53 = "foo.op"(%a53, %top) : (i54, i32) -> i54
                                                                                                            "foo.nest"() ({
                                                                                                            ^bb0(%a54: i55):
                                                                                                              %v54 = "foo.op"(%a54, %top) : (i55, i32) -> i55
                                                                                                              "foo.nest"() ({
                                                                                                              ^bb0(%a55: i56):
                                                                                                                %v55 = "foo.op"(%a55, %top) : (i56, i32) -> i56
                                                                                                                "foo.nest"() ({
                                                                                                                ^bb0(%a56: i57):
                                                                                                                  %v56 = "foo.op"(%a56, %top) : (i57, i32) -> i57
                                                                                                                  "foo.nest"() ({
                                                                                                                  ^bb0(%a57: i58):
                                                                                                                    %v57 = "foo.op"(%a57, %top) : (i58, i32) -> i58
                                                                                                                    "foo.nest"() ({
                                                                                                                    ^bb0(%a58: i59):
                                                                                                                      %v58 = "foo.op"(%a58, %top) : (i59, i32) -> i59
                                                                                                                      "foo.nest"() ({
                                                                                                                      ^bb0(%a59: i60):
                                                                                                                        %v59 = "foo.op"(%a59, %top) : (i60, i32) -> i60
                                                                                                                        "foo.nest"() ({
                                                                                                                        ^bb0(%a60: i61):
                                                                                                                          %v60 = "foo.op"(%a60, %top) : (i61, i32) -> i61
                                                                                                                          "foo.nest"() ({
                                                                                                                          ^bb0(%a61: i62):
                                                                                                                            %v61 = "foo.op"(%a61, %top) : (i62, i32) -> i62
                                                                                                                            "foo.nest"() ({
                                                                                                                            ^bb0(%a62: i63):
                                                                                                                              %v62 = "foo.op"(%a62, %top) : (i63, i32) -> i63
                                                                                                                              "foo.nest"() ({
                                                                                                                              ^bb0(%a63: i64):
                                                                                                                                %v63 = "foo.op"(%a63, %top) : (i64, i32) -> i64
                                                                                                                                "foo.use"(%v63) : (i64) -> ()
                                                                                                                              }) : () -> ()
                                                                                                                              "foo.use"(%v62) : (i63) -> ()
                                                                                                                            }) : () -> ()
                                                                                                                            "foo.use"(%v61) : (i62) -> ()
                                                                                                                          }) : () -> ()
                                                                                                                          "foo.use"(%v60) : (i61) -> ()
                                                                                                                        }) : () -> ()
                                                                                                                        "foo.use"(%v59) : (i60) -> ()
                                                                                                                      }) : () -> ()
                                                                                                                      "foo.use"(%v58) : (i59) -> ()
                                                                                                                    }) : () -> ()
                                                                                                                    "foo.use"(%v57) : (i58) -> ()
                                                                                                                  }) : () -> ()
                                                                                                                  "foo.use"(%v56) : (i57) -> ()
                                                                                                                }) : () -> ()
                                                                                                                "foo.use"(%v55) : (i56) -> ()
                                                                                                              }) : () -> ()
                                                                                                              "foo.use"(%v54) : (i55) -> ()
                                                                                                            }) : () -> ()
                                                                                                            "foo.use"(%v53) : (i54) -> ()
                                                                                                          }) : () -> ()
                                                                                                          "foo.use"(%v52) : (i53) -> ()
                                                                                                        }) : () -> ()
                                                                                                        "foo.use"(%v51) : (i52) -> ()
                                                                                                      }) : () -> ()
                                                                                                      "foo.use"(%v50) : (i51) -> ()
                                                                                                    }) : () -> ()
                                                                                                    "foo.use"(%v49) : (i50) -> ()
                                                                                                  }) : () -> ()
                                                                                                  "foo.use"(%v48) : (i49) -> ()
                                                                                                }) : () -> ()
                                                                                                "foo.use"(%v47) : (i48) -> ()
                                                                                              }) : () -> ()
                                                                                              "foo.use"(%v46) : (i47) -> ()
                                                                                            }) : () -> ()
                                                                                            "foo.use"(%v45) : (i46) -> ()
                                                                                          }) : () -> ()
                                                                                          "foo.use"(%v44) : (i45) -> ()
                                                                                        }) : () -> ()
                                                                                        "foo.use"(%v43) : (i44) -> ()
                                                                                      }) : () -> ()
                                                                                      "foo.use"(%v42) : (i43) -> ()
                                                                                    }) : () -> ()
                                                                                    "foo.use"(%v41) : (i42) -> ()
                                                                                  }) : () -> ()
                                                                                  "foo.use"(%v40) : (i41) -> ()
                                                                                }) : () -> ()
                                                                                "foo.use"(%v39) : (i40) -> ()
                                                                              }) : () -> ()
                                                                              "foo.use"(%v38) : (i39) -> ()
                                                                            }) : () -> ()
                                                                            "foo.use"(%v37) : (i38) -> ()
                                                                          }) : () -> ()
                                                                          "foo.use"(%v36) : (i37) -> ()
                                                                        }) : () -> ()
                                                                        "foo.use"(%v35) : (i36) -> ()
                                                                      }) : () -> ()
                                                                      "foo.use"(%v34) : (i35) -> ()
                                                                    }) : () -> ()
                                                                    "foo.use"(%v33) : (i34) -> ()
                                                                  }) : () -> ()
                                                                  "foo.use"(%v32) : (i33) -> ()
                                                                }) : () -> ()
                                                                "foo.use"(%v31) : (i32) -> ()
                                                              }) : () -> ()
                                                              "foo.use"(%v30) : (i31) -> ()
                                                            }) : () -> ()
                                                            "foo.use"(%v29) : (i30) -> ()
                                                          }) : () -> ()
                                                          "foo.use"(%v28) : (i29) -> ()
                                                        }) : () -> ()
                                                        "foo.use"(%v27) : (i28) -> ()
                                                      }) : () -> ()
                                                      "foo.use"(%v26) : (i27) -> ()
                                                    }) : () -> ()
                                                    "foo.use"(%v25) : (i26) -> ()
                                                  }) : () -> ()
                                                  "foo.use"(%v24) : (i25) -> ()
                                                }) : () -> ()
                                                "foo.use"(%v23) : (i24) -> ()
                                              }) : () -> ()
                                              "foo.use"(%v22) : (i23) -> ()
                                            }) : () -> ()
                                            "foo.use"(%v21) : (i22) -> ()
                                          }) : () -> ()
                                          "foo.use"(%v20) : (i21) -> ()
                                        }) : () -> ()
                                        "foo.use"(%v19) : (i20) -> ()
                                      }) : () -> ()
                                      "foo.use"(%v18) : (i19) -> ()
                                    }) : () -> ()
                                    "foo.use"(%v17) : (i18) -> ()
                                  }) : () -> ()
                                  "foo.use"(%v16) : (i17) -> ()
                                }) : () -> ()
                                "foo.use"(%v15) : (i16) -> ()
                              }) : () -> ()
                              "foo.use"(%v14) : (i15) -> ()
                            }) : () -> ()
                            "foo.use"(%v13) : (i14) -> ()
                          }) : () -> ()
                          "foo.use"(%v12) : (i13) -> ()
                        }) : () -> ()
                        "foo.use"(%v11) : (i12) -> ()
                      }) : () -> ()
                      "foo.use"(%v10) : (i11) -> ()
                    }) : () -> ()
                    "foo.use"(%v9) : (i10) -> ()
                  }) : () -> ()
                  "foo.use"(%v8) : (i9) -> ()
                }) : () -> ()
                "foo.use"(%v7) : (i8) -> ()
              }) : () -> ()
              "foo.use"(%v6) : (i7) -> ()
            }) : () -> ()
            "foo.use"(%v5) : (i6) -> ()
          }) : () -> ()
          "foo.use"(%v4) : (i5) -> ()
        }) : () -> ()
        "foo.use"(%v3) : (i4) -> ()
      }) : () -> ()
      "foo.use"(%v2) : (i3) -> ()
    }) : () -> ()
    "foo.use"(%v1) : (i2) -> ()
  }) : () -> ()
  "foo.use"(%v0) : (i1) -> ()
}) : () -> ()
"foo.cfg"() ({
^bb0(%x: i32):
  "foo.switch"(%x)[^b0, ^b1, ^b2, ^b3, ^b4, ^b5, ^b6, ^b7, ^b8, ^b9, ^b10, ^b11, ^b12, ^b13, ^b14, ^b15, ^b16, ^b17, ^b18, ^b19, ^b20, ^b21, ^b22, ^b23, ^b24, ^b25, ^b26, ^b27, ^b28, ^b29, ^b30, ^b31, ^b32, ^b33, ^b34, ^b35, ^b36, ^b37, ^b38, ^b39] : (i32) -> ()
^b0:
  %r0 = "foo.op"(%x) {k = 0 : i32} : (i32) -> i32
  "foo.br"(%r0)[^join] : (i32) -> ()
^b1:
  %r1 = "foo.op"(%x) {k = 1 : i32} : (i32) -> i32
  "foo.br"()[^b10] : () -> ()
^b2:
  %r2 = "foo.op"(%x) {k = 2 : i32} : (i32) -> i32
  "foo.br"()[^b17] : () -> ()
^b3:
  %r3 = "foo.op"(%x) {k = 3 : i32} : (i32) -> i32
  "foo.br"(%r3)[^join] : (i32) -> ()
^b4:
  %r4 = "foo.op"(%x) {k = 4 : i32} : (i32) -> i32
  "foo.br"()[^b31] : () -> ()
^b5:
  %r5 = "foo.op"(%x) {k = 5 : i32} : (i32) -> i32
  "foo.br"()[^b38] : () -> ()
^b6:
  %r6 = "foo.op"(%x) {k = 6 : i32} : (i32) -> i32
  "foo.br"(%r6)[^join] : (i32) -> ()
^b7:
  %r7 = "foo.op"(%x) {k = 7 : i32} : (i32) -> i32
  "foo.br"()[^b12] : () -> ()
^b8:
  %r8 = "foo.op"(%x) {k = 8 : i32} : (i32) -> i32
  "foo.br"()[^b19] : () -> ()
^b9:
  %r9 = "foo.op"(%x) {k = 9 : i32} : (i32) -> i32
  "foo.br"(%r9)[^join] : (i32) -> ()
^b10:
  %r10 = "foo.op"(%x) {k = 10 : i32} : (i32) -> i32
  "foo.br"()[^b33] : () -> ()
^b11:
  %r11 = "foo.op"(%x) {k = 11 : i32} : (i32) -> i32
  "foo.br"()[^b0] : () -> ()
^b12:
  %r12 = "foo.op"(%x) {k = 12 : i32} : (i32) -> i32
  "foo.br"(%r12)[^join] : (i32) -> ()
^b13:
  %r13 = "foo.op"(%x) {k = 13 : i32} : (i32) -> i32
  "foo.br"()[^b14] : () -> ()
^b14:
  %r14 = "foo.op"(%x) {k = 14 : i32} : (i32) -> i32
  "foo.br"()[^b21] : () -> ()
^b15:
  %r15 = "foo.op"(%x) {k = 15 : i32} : (i32) -> i32
  "foo.br"(%r15)[^join] : (i32) -> ()
^b16:
  %r16 = "foo.op"(%x) {k = 16 : i32} : (i32) -> i32
  "foo.br"()[^b35] : () -> ()
^b17:
  %r17 = "foo.op"(%x) {k = 17 : i32} : (i32) -> i32
  "foo.br"()[^b2] : () -> ()
^b18:
  %r18 = "foo.op"(%x) {k = 18 : i32} : (i32) -> i32
  "foo.br"(%r18)[^join] : (i32) -> ()
^b19:
  %r19 = "foo.op"(%x) {k = 19 : i32} : (i32) -> i32
  "foo.br"()[^b16] : () -> ()
^b20:
  %r20 = "foo.op"(%x) {k = 20 : i32} : (i32) -> i32
  "foo.br"()[^b23] : () -> ()
^b21:
  %r21 = "foo.op"(%x) {k = 21 : i32} : (i32) -> i32
  "foo.br"(%r21)[^join] : (i32) -> ()
^b22:
  %r22 = "foo.op"(%x) {k = 22 : i32} : (i32) -> i32
  "foo.br"()[^b37] : () -> ()
^b23:
  %r23 = "foo.op"(%x) {k = 23 : i32} : (i32) -> i32
  "foo.br"()[^b4] : () -> ()
^b24:
  %r24 = "foo.op"(%x) {k = 24 : i32} : (i32) -> i32
  "foo.br"(%r24)[^join] : (i32) -> ()
^b25:
  %r25 = "foo.op"(%x) {k = 25 : i32} : (i32) -> i32
  "foo.br"()[^b18] : () -> ()
^b26:
  %r26 = "foo.op"(%x) {k = 26 : i32} : (i32) -> i32
  "foo.br"()[^b25] : () -> ()
^b27:
  %r27 = "foo.op"(%x) {k = 27 : i32} : (i32) -> i32
  "foo.br"(%r27)[^join] : (i32) -> ()
^b28:
  %r28 = "foo.op"(%x) {k = 28 : i32} : (i32) -> i32
  "foo.br"()[^b39] : () -> ()
^b29:
  %r29 = "foo.op"(%x) {k = 29 : i32} : (i32) -> i32
  "foo.br"()[^b6] : () -> ()
^b30:
  %r30 = "foo.op"(%x) {k = 30 : i32} : (i32) -> i32
  "foo.br"(%r30)[^join] : (i32) -> ()
^b31:
  %r31 = "foo.op"(%x) {k = 31 : i32} : (i32) -> i32
  "foo.br"()[^b20] : () -> ()
^b32:
  %r32 = "foo.op"(%x) {k = 32 : i32} : (i32) -> i32
  "foo.br"()[^b27] : () -> ()
^b33:
  %r33 = "foo.op"(%x) {k = 33 : i32} : (i32) -> i32
  "foo.br"(%r33)[^join] : (i32) -> ()
^b34:
  %r34 = "foo.op"(%x) {k = 34 : i32} : (i32) -> i32
  "foo.br"()[^b1] : () -> ()
^b35:
  %r35 = "foo.op"(%x) {k = 35 : i32} : (i32) -> i32
  "foo.br"()[^b8] : () -> ()
^b36:
  %r36 = "foo.op"(%x) {k = 36 : i32} : (i32) -> i32
  "foo.br"(%r36)[^join] : (i32) -> ()
^b37:
  %r37 = "foo.op"(%x) {k = 37 : i32} : (i32) -> i32
  "foo.br"()[^b22] : () -> ()
^b38:
  %r38 = "foo.op"(%x) {k = 38 : i32} : (i32) -> i32
  "foo.br"()[^b29] : () -> ()
^b39:
  %r39 = "foo.op"(%x) {k = 39 : i32} : (i32) -> i32
  "foo.br"(%r39)[^join] : (i32) -> ()
^join(%j: i32):
  "foo.ret"(%j) : (i32) -> ()
}) : () -> ()
