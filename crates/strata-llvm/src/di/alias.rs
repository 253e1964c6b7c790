//! The alias-analysis attributes of the llvm dialect as structured attributes: TBAA
//! (`#llvm.tbaa_root`, `#llvm.tbaa_member`, `#llvm.tbaa_type_desc`, `#llvm.tbaa_tag`) and
//! alias scopes (`#llvm.alias_scope_domain`, `#llvm.alias_scope`). Upstream gives them no
//! bytecode encoding, so bytecode keeps their text; their specs follow the encoded ones in
//! [`super::SPECS`].

use super::{Field, Form, Kind, Spec};

/// `#llvm.tbaa_root` or `#llvm.tbaa_root<id = "...">`.
pub(super) const TBAA_ROOT: Spec = Spec {
    mnemonic: "tbaa_root",
    form: Form::OptionalStruct,
    fields: &[f!("id", Kind::Attr)],
    encoding: &[],
};

/// `<#node, offset>` (a member of a type descriptor).
pub(super) const TBAA_MEMBER: Spec = Spec {
    mnemonic: "tbaa_member",
    form: Form::Params,
    fields: &[
        f!("typeDesc", Kind::Attr, req),
        f!("offset", Kind::SInt, req),
    ],
    encoding: &[],
};

/// `#llvm.tbaa_type_desc<id = "...", members = {<...>, ...}>`.
pub(super) const TBAA_TYPE_DESC: Spec = Spec {
    mnemonic: "tbaa_type_desc",
    form: Form::Struct,
    fields: &[
        f!("id", Kind::Str, req),
        f!("members", Kind::Braced("tbaa_member"), req),
    ],
    encoding: &[],
};

/// `#llvm.tbaa_tag<base_type = ..., access_type = ..., offset = N, constant = true>`.
pub(super) const TBAA_TAG: Spec = Spec {
    mnemonic: "tbaa_tag",
    form: Form::Struct,
    fields: &[
        f!("base_type", Kind::Typed("tbaa_type_desc"), req),
        f!("access_type", Kind::Typed("tbaa_type_desc"), req),
        f!("offset", Kind::SInt, req),
        f!("constant", Kind::Bool),
    ],
    encoding: &[],
};

/// `#llvm.alias_scope_domain<id = ..., description = "...">`.
pub(super) const ALIAS_SCOPE_DOMAIN: Spec = Spec {
    mnemonic: "alias_scope_domain",
    form: Form::Struct,
    fields: &[f!("id", Kind::Attr, req), f!("description", Kind::Attr)],
    encoding: &[],
};

/// `#llvm.alias_scope<id = ..., domain = ..., description = "...">`.
pub(super) const ALIAS_SCOPE: Spec = Spec {
    mnemonic: "alias_scope",
    form: Form::Struct,
    fields: &[
        f!("id", Kind::Attr, req),
        f!("domain", Kind::Typed("alias_scope_domain"), req),
        f!("description", Kind::Attr),
    ],
    encoding: &[],
};

/// The second error mlir-opt gives when a parameter of one of these attributes fails to
/// parse (`failed to parse LLVM_TBAATagAttr parameter 'base_type' which is to be a
/// ...`), by attribute mnemonic and parameter name.
pub(super) fn parameter_note(mnemonic: &str, param: &str) -> Option<String> {
    let (class, ty) = match (mnemonic, param) {
        ("tbaa_root", "id") => ("TBAARoot", "StringAttr"),
        ("tbaa_member", "typeDesc") => ("TBAAMember", "TBAANodeAttr"),
        ("tbaa_member", "offset") => ("TBAAMember", "int64_t"),
        ("tbaa_type_desc", "id") => ("TBAATypeDescriptor", "::llvm::StringRef"),
        ("tbaa_type_desc", "members") => ("TBAATypeDescriptor", "::llvm::ArrayRef<TBAAMemberAttr>"),
        ("tbaa_tag", "base_type" | "access_type") => ("TBAATag", "TBAATypeDescriptorAttr"),
        ("tbaa_tag", "offset") => ("TBAATag", "int64_t"),
        ("tbaa_tag", "constant") => ("TBAATag", "bool"),
        ("alias_scope_domain", "description") => ("AliasScopeDomain", "StringAttr"),
        ("alias_scope", "domain") => ("AliasScope", "AliasScopeDomainAttr"),
        ("alias_scope", "description") => ("AliasScope", "StringAttr"),
        _ => return None,
    };
    Some(format!(
        "failed to parse LLVM_{class}Attr parameter '{param}' which is to be a `{ty}`"
    ))
}
