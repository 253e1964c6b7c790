//! Keyword tables of the debug-info attributes: DWARF constants (`DW_TAG_*`, `DW_ATE_*`,
//! `DW_LANG_*`, `DW_CC_*`, `DW_OP_*`, named as LLVM's `Dwarf.def` names them) and the
//! llvm dialect's flag and kind enums (`DIFlags`, `DISubprogramFlags`, `DIEmissionKind`,
//! `DINameTableKind`).

/// A keyword and its value.
pub type Case = (&'static str, u64);

/// `DW_TAG_*` (DWARF 5 and the LLVM/GNU extensions LLVM names).
pub const TAGS: &[Case] = &[
    ("DW_TAG_array_type", 0x01),
    ("DW_TAG_class_type", 0x02),
    ("DW_TAG_entry_point", 0x03),
    ("DW_TAG_enumeration_type", 0x04),
    ("DW_TAG_formal_parameter", 0x05),
    ("DW_TAG_imported_declaration", 0x08),
    ("DW_TAG_label", 0x0a),
    ("DW_TAG_lexical_block", 0x0b),
    ("DW_TAG_member", 0x0d),
    ("DW_TAG_pointer_type", 0x0f),
    ("DW_TAG_reference_type", 0x10),
    ("DW_TAG_compile_unit", 0x11),
    ("DW_TAG_string_type", 0x12),
    ("DW_TAG_structure_type", 0x13),
    ("DW_TAG_subroutine_type", 0x15),
    ("DW_TAG_typedef", 0x16),
    ("DW_TAG_union_type", 0x17),
    ("DW_TAG_unspecified_parameters", 0x18),
    ("DW_TAG_variant", 0x19),
    ("DW_TAG_common_block", 0x1a),
    ("DW_TAG_common_inclusion", 0x1b),
    ("DW_TAG_inheritance", 0x1c),
    ("DW_TAG_inlined_subroutine", 0x1d),
    ("DW_TAG_module", 0x1e),
    ("DW_TAG_ptr_to_member_type", 0x1f),
    ("DW_TAG_set_type", 0x20),
    ("DW_TAG_subrange_type", 0x21),
    ("DW_TAG_with_stmt", 0x22),
    ("DW_TAG_access_declaration", 0x23),
    ("DW_TAG_base_type", 0x24),
    ("DW_TAG_catch_block", 0x25),
    ("DW_TAG_const_type", 0x26),
    ("DW_TAG_constant", 0x27),
    ("DW_TAG_enumerator", 0x28),
    ("DW_TAG_file_type", 0x29),
    ("DW_TAG_friend", 0x2a),
    ("DW_TAG_namelist", 0x2b),
    ("DW_TAG_namelist_item", 0x2c),
    ("DW_TAG_packed_type", 0x2d),
    ("DW_TAG_subprogram", 0x2e),
    ("DW_TAG_template_type_parameter", 0x2f),
    ("DW_TAG_template_value_parameter", 0x30),
    ("DW_TAG_thrown_type", 0x31),
    ("DW_TAG_try_block", 0x32),
    ("DW_TAG_variant_part", 0x33),
    ("DW_TAG_variable", 0x34),
    ("DW_TAG_volatile_type", 0x35),
    ("DW_TAG_dwarf_procedure", 0x36),
    ("DW_TAG_restrict_type", 0x37),
    ("DW_TAG_interface_type", 0x38),
    ("DW_TAG_namespace", 0x39),
    ("DW_TAG_imported_module", 0x3a),
    ("DW_TAG_unspecified_type", 0x3b),
    ("DW_TAG_partial_unit", 0x3c),
    ("DW_TAG_imported_unit", 0x3d),
    ("DW_TAG_condition", 0x3f),
    ("DW_TAG_shared_type", 0x40),
    ("DW_TAG_type_unit", 0x41),
    ("DW_TAG_rvalue_reference_type", 0x42),
    ("DW_TAG_template_alias", 0x43),
    ("DW_TAG_coarray_type", 0x44),
    ("DW_TAG_generic_subrange", 0x45),
    ("DW_TAG_dynamic_type", 0x46),
    ("DW_TAG_atomic_type", 0x47),
    ("DW_TAG_call_site", 0x48),
    ("DW_TAG_call_site_parameter", 0x49),
    ("DW_TAG_skeleton_unit", 0x4a),
    ("DW_TAG_immutable_type", 0x4b),
    ("DW_TAG_MIPS_loop", 0x4081),
    ("DW_TAG_format_label", 0x4101),
    ("DW_TAG_function_template", 0x4102),
    ("DW_TAG_class_template", 0x4103),
    ("DW_TAG_GNU_template_template_param", 0x4106),
    ("DW_TAG_GNU_template_parameter_pack", 0x4107),
    ("DW_TAG_GNU_formal_parameter_pack", 0x4108),
    ("DW_TAG_GNU_call_site", 0x4109),
    ("DW_TAG_GNU_call_site_parameter", 0x410a),
    ("DW_TAG_APPLE_property", 0x4200),
    ("DW_TAG_SUN_function_template", 0x4201),
    ("DW_TAG_SUN_class_template", 0x4202),
    ("DW_TAG_LLVM_ptrauth_type", 0x4300),
    ("DW_TAG_LLVM_annotation", 0x6000),
    ("DW_TAG_BORLAND_property", 0xb000),
];

/// `DW_ATE_*` (base type encodings).
pub const ENCODINGS: &[Case] = &[
    ("DW_ATE_address", 0x01),
    ("DW_ATE_boolean", 0x02),
    ("DW_ATE_complex_float", 0x03),
    ("DW_ATE_float", 0x04),
    ("DW_ATE_signed", 0x05),
    ("DW_ATE_signed_char", 0x06),
    ("DW_ATE_unsigned", 0x07),
    ("DW_ATE_unsigned_char", 0x08),
    ("DW_ATE_imaginary_float", 0x09),
    ("DW_ATE_packed_decimal", 0x0a),
    ("DW_ATE_numeric_string", 0x0b),
    ("DW_ATE_edited", 0x0c),
    ("DW_ATE_signed_fixed", 0x0d),
    ("DW_ATE_unsigned_fixed", 0x0e),
    ("DW_ATE_decimal_float", 0x0f),
    ("DW_ATE_UTF", 0x10),
    ("DW_ATE_UCS", 0x11),
    ("DW_ATE_ASCII", 0x12),
];

/// `DW_LANG_*` (source languages).
pub const LANGUAGES: &[Case] = &[
    ("DW_LANG_C89", 0x01),
    ("DW_LANG_C", 0x02),
    ("DW_LANG_Ada83", 0x03),
    ("DW_LANG_C_plus_plus", 0x04),
    ("DW_LANG_Cobol74", 0x05),
    ("DW_LANG_Cobol85", 0x06),
    ("DW_LANG_Fortran77", 0x07),
    ("DW_LANG_Fortran90", 0x08),
    ("DW_LANG_Pascal83", 0x09),
    ("DW_LANG_Modula2", 0x0a),
    ("DW_LANG_Java", 0x0b),
    ("DW_LANG_C99", 0x0c),
    ("DW_LANG_Ada95", 0x0d),
    ("DW_LANG_Fortran95", 0x0e),
    ("DW_LANG_PLI", 0x0f),
    ("DW_LANG_ObjC", 0x10),
    ("DW_LANG_ObjC_plus_plus", 0x11),
    ("DW_LANG_UPC", 0x12),
    ("DW_LANG_D", 0x13),
    ("DW_LANG_Python", 0x14),
    ("DW_LANG_OpenCL", 0x15),
    ("DW_LANG_Go", 0x16),
    ("DW_LANG_Modula3", 0x17),
    ("DW_LANG_Haskell", 0x18),
    ("DW_LANG_C_plus_plus_03", 0x19),
    ("DW_LANG_C_plus_plus_11", 0x1a),
    ("DW_LANG_OCaml", 0x1b),
    ("DW_LANG_Rust", 0x1c),
    ("DW_LANG_C11", 0x1d),
    ("DW_LANG_Swift", 0x1e),
    ("DW_LANG_Julia", 0x1f),
    ("DW_LANG_Dylan", 0x20),
    ("DW_LANG_C_plus_plus_14", 0x21),
    ("DW_LANG_Fortran03", 0x22),
    ("DW_LANG_Fortran08", 0x23),
    ("DW_LANG_RenderScript", 0x24),
    ("DW_LANG_BLISS", 0x25),
    ("DW_LANG_Kotlin", 0x26),
    ("DW_LANG_Zig", 0x27),
    ("DW_LANG_Crystal", 0x28),
    ("DW_LANG_C_plus_plus_17", 0x2a),
    ("DW_LANG_C_plus_plus_20", 0x2b),
    ("DW_LANG_C17", 0x2c),
    ("DW_LANG_Fortran18", 0x2d),
    ("DW_LANG_Ada2005", 0x2e),
    ("DW_LANG_Ada2012", 0x2f),
    ("DW_LANG_HIP", 0x30),
    ("DW_LANG_Assembly", 0x31),
    ("DW_LANG_C_sharp", 0x32),
    ("DW_LANG_Mojo", 0x33),
    ("DW_LANG_Mips_Assembler", 0x8001),
    ("DW_LANG_GOOGLE_RenderScript", 0x8e57),
    ("DW_LANG_BORLAND_Delphi", 0xb000),
];

/// `DW_CC_*` (calling conventions).
pub const CALLING_CONVENTIONS: &[Case] = &[
    ("DW_CC_normal", 0x01),
    ("DW_CC_program", 0x02),
    ("DW_CC_nocall", 0x03),
    ("DW_CC_pass_by_reference", 0x04),
    ("DW_CC_pass_by_value", 0x05),
    ("DW_CC_GNU_renesas_sh", 0x40),
    ("DW_CC_GNU_borland_fastcall_i386", 0x41),
    ("DW_CC_BORLAND_safecall", 0xb0),
    ("DW_CC_BORLAND_stdcall", 0xb1),
    ("DW_CC_BORLAND_pascal", 0xb2),
    ("DW_CC_BORLAND_msfastcall", 0xb3),
    ("DW_CC_BORLAND_msreturn", 0xb4),
    ("DW_CC_BORLAND_thiscall", 0xb5),
    ("DW_CC_BORLAND_fastcall", 0xb6),
    ("DW_CC_LLVM_vectorcall", 0xc0),
    ("DW_CC_LLVM_Win64", 0xc1),
    ("DW_CC_LLVM_X86_64SysV", 0xc2),
    ("DW_CC_LLVM_AAPCS", 0xc3),
    ("DW_CC_LLVM_AAPCS_VFP", 0xc4),
    ("DW_CC_LLVM_IntelOclBicc", 0xc5),
    ("DW_CC_LLVM_SpirFunction", 0xc6),
    ("DW_CC_LLVM_OpenCLKernel", 0xc7),
    ("DW_CC_LLVM_Swift", 0xc8),
    ("DW_CC_LLVM_PreserveMost", 0xc9),
    ("DW_CC_LLVM_PreserveAll", 0xca),
    ("DW_CC_LLVM_X86RegCall", 0xcb),
    ("DW_CC_LLVM_M68kRTD", 0xcc),
    ("DW_CC_LLVM_PreserveNone", 0xcd),
    ("DW_CC_LLVM_RISCVVectorCall", 0xce),
    ("DW_CC_LLVM_SwiftTail", 0xcf),
    ("DW_CC_GDB_IBM_OpenCL", 0xff),
];

/// `DW_OP_*` without the numbered `lit`/`reg`/`breg` families (see [`op_name`]).
const OPS: &[Case] = &[
    ("DW_OP_addr", 0x03),
    ("DW_OP_deref", 0x06),
    ("DW_OP_const1u", 0x08),
    ("DW_OP_const1s", 0x09),
    ("DW_OP_const2u", 0x0a),
    ("DW_OP_const2s", 0x0b),
    ("DW_OP_const4u", 0x0c),
    ("DW_OP_const4s", 0x0d),
    ("DW_OP_const8u", 0x0e),
    ("DW_OP_const8s", 0x0f),
    ("DW_OP_constu", 0x10),
    ("DW_OP_consts", 0x11),
    ("DW_OP_dup", 0x12),
    ("DW_OP_drop", 0x13),
    ("DW_OP_over", 0x14),
    ("DW_OP_pick", 0x15),
    ("DW_OP_swap", 0x16),
    ("DW_OP_rot", 0x17),
    ("DW_OP_xderef", 0x18),
    ("DW_OP_abs", 0x19),
    ("DW_OP_and", 0x1a),
    ("DW_OP_div", 0x1b),
    ("DW_OP_minus", 0x1c),
    ("DW_OP_mod", 0x1d),
    ("DW_OP_mul", 0x1e),
    ("DW_OP_neg", 0x1f),
    ("DW_OP_not", 0x20),
    ("DW_OP_or", 0x21),
    ("DW_OP_plus", 0x22),
    ("DW_OP_plus_uconst", 0x23),
    ("DW_OP_shl", 0x24),
    ("DW_OP_shr", 0x25),
    ("DW_OP_shra", 0x26),
    ("DW_OP_xor", 0x27),
    ("DW_OP_bra", 0x28),
    ("DW_OP_eq", 0x29),
    ("DW_OP_ge", 0x2a),
    ("DW_OP_gt", 0x2b),
    ("DW_OP_le", 0x2c),
    ("DW_OP_lt", 0x2d),
    ("DW_OP_ne", 0x2e),
    ("DW_OP_skip", 0x2f),
    ("DW_OP_regx", 0x90),
    ("DW_OP_fbreg", 0x91),
    ("DW_OP_bregx", 0x92),
    ("DW_OP_piece", 0x93),
    ("DW_OP_deref_size", 0x94),
    ("DW_OP_xderef_size", 0x95),
    ("DW_OP_nop", 0x96),
    ("DW_OP_push_object_address", 0x97),
    ("DW_OP_call2", 0x98),
    ("DW_OP_call4", 0x99),
    ("DW_OP_call_ref", 0x9a),
    ("DW_OP_form_tls_address", 0x9b),
    ("DW_OP_call_frame_cfa", 0x9c),
    ("DW_OP_bit_piece", 0x9d),
    ("DW_OP_implicit_value", 0x9e),
    ("DW_OP_stack_value", 0x9f),
    ("DW_OP_implicit_pointer", 0xa0),
    ("DW_OP_addrx", 0xa1),
    ("DW_OP_constx", 0xa2),
    ("DW_OP_entry_value", 0xa3),
    ("DW_OP_const_type", 0xa4),
    ("DW_OP_regval_type", 0xa5),
    ("DW_OP_deref_type", 0xa6),
    ("DW_OP_xderef_type", 0xa7),
    ("DW_OP_convert", 0xa8),
    ("DW_OP_reinterpret", 0xa9),
    ("DW_OP_GNU_push_tls_address", 0xe0),
    ("DW_OP_GNU_entry_value", 0xf3),
    ("DW_OP_GNU_addr_index", 0xfb),
    ("DW_OP_GNU_const_index", 0xfc),
    ("DW_OP_LLVM_fragment", 0x1000),
    ("DW_OP_LLVM_convert", 0x1001),
    ("DW_OP_LLVM_tag_offset", 0x1002),
    ("DW_OP_LLVM_entry_value", 0x1003),
    ("DW_OP_LLVM_implicit_pointer", 0x1004),
    ("DW_OP_LLVM_arg", 0x1005),
    ("DW_OP_LLVM_extract_bits_sext", 0x1006),
    ("DW_OP_LLVM_extract_bits_zext", 0x1007),
];

/// The `DW_OP_LLVM_convert` opcode (its second argument prints as a `DW_ATE_*` name).
pub const OP_LLVM_CONVERT: u64 = 0x1001;

/// The name of DWARF operation `code`.
pub fn op_name(code: u64) -> Option<String> {
    for (family, base) in [("lit", 0x30), ("reg", 0x50), ("breg", 0x70)] {
        if (base..base + 32).contains(&code) {
            return Some(format!("DW_OP_{family}{}", code - base));
        }
    }
    name_of(OPS, code).map(str::to_string)
}

/// The code of DWARF operation `name`.
pub fn op_code(name: &str) -> Option<u64> {
    for (family, base) in [("lit", 0x30), ("breg", 0x70), ("reg", 0x50)] {
        if let Some(digits) = name
            .strip_prefix("DW_OP_")
            .and_then(|r| r.strip_prefix(family))
            && let Ok(n) = digits.parse::<u64>()
            && n < 32
            && n.to_string() == digits
        {
            return Some(base + n);
        }
    }
    code_of(OPS, name)
}

/// `DIEmissionKind`.
pub const EMISSION_KINDS: &[Case] = &[
    ("None", 0),
    ("Full", 1),
    ("LineTablesOnly", 2),
    ("DebugDirectivesOnly", 3),
];

/// `DINameTableKind`.
pub const NAME_TABLE_KINDS: &[Case] = &[("Default", 0), ("GNU", 1), ("None", 2), ("Apple", 3)];

/// `DIFlags` bits and groups in printing order (`Zero` is no flag).
pub const DI_FLAGS: &[Case] = &[
    ("Public", 3),
    ("Private", 1),
    ("Protected", 2),
    ("FwdDecl", 1 << 2),
    ("AppleBlock", 1 << 3),
    ("ReservedBit4", 1 << 4),
    ("Virtual", 1 << 5),
    ("Artificial", 1 << 6),
    ("Explicit", 1 << 7),
    ("Prototyped", 1 << 8),
    ("ObjcClassComplete", 1 << 9),
    ("ObjectPointer", 1 << 10),
    ("Vector", 1 << 11),
    ("StaticMember", 1 << 12),
    ("LValueReference", 1 << 13),
    ("RValueReference", 1 << 14),
    ("ExportSymbols", 1 << 15),
    ("SingleInheritance", 1 << 16),
    ("MultipleInheritance", 1 << 16),
    ("VirtualInheritance", 1 << 16),
    ("IntroducedVirtual", 1 << 18),
    ("BitField", 1 << 19),
    ("NoReturn", 1 << 20),
    ("TypePassByValue", 1 << 22),
    ("TypePassByReference", 1 << 23),
    ("EnumClass", 1 << 24),
    ("Thunk", 1 << 25),
    ("NonTrivial", 1 << 26),
    ("BigEndian", 1 << 27),
    ("LittleEndian", 1 << 28),
    ("AllCallsDescribed", 1 << 29),
];

/// `DISubprogramFlags` bits.
pub const SUBPROGRAM_FLAGS: &[Case] = &[
    ("Virtual", 1),
    ("PureVirtual", 1 << 1),
    ("LocalToUnit", 1 << 2),
    ("Definition", 1 << 3),
    ("Optimized", 1 << 4),
    ("Pure", 1 << 5),
    ("Elemental", 1 << 6),
    ("Recursive", 1 << 7),
    ("MainSubprogram", 1 << 8),
    ("Deleted", 1 << 9),
    ("ObjCDirect", 1 << 11),
];

/// The keyword of `value` in `table`.
pub fn name_of(table: &[Case], value: u64) -> Option<&'static str> {
    table.iter().find(|c| c.1 == value).map(|c| c.0)
}

/// The value of keyword `name` in `table`.
pub fn code_of(table: &[Case], name: &str) -> Option<u64> {
    table.iter().find(|c| c.0 == name).map(|c| c.1)
}

/// The text of bit set `value` over `table` (`|`-separated; groups first, each bit named
/// once); `None` if a bit has no name.
pub fn flags_text(table: &[Case], value: u64) -> Option<String> {
    let mut rest = value;
    let mut parts = Vec::new();
    for &(name, bits) in table {
        if bits != 0 && rest & bits == bits {
            parts.push(name);
            rest &= !bits;
        }
    }
    (rest == 0).then(|| parts.join("|"))
}
