// @generated from tests/golden/defs_ref.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Definitions referred to by \`$ref\` become named types.
///
/// Schema: `tests/golden/defs_ref.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct DefsRef {
    /// JSON member `owner`: required.
    pub owner: User,
    /// JSON member `reviewer`: optional (`None` when absent).
    pub reviewer: ::std::option::Option<User>,
    /// Who approved it: a reference with a description of its own, as OpenAPI generators write one.
    ///
    /// JSON member `approver`: optional (`None` when absent).
    pub approver: ::std::option::Option<User>,
    /// JSON member `editor`: optional (`None` when absent).
    pub editor: ::std::option::Option<User>,
    /// JSON member `signer`: optional (`None` when absent).
    pub signer: ::std::option::Option<User>,
    /// A user with no other member: a reference and a constraint.
    ///
    /// JSON member `auditor`: optional (`None` when absent).
    pub auditor: ::std::option::Option<User>,
    /// The same written as 2019-09 and later allow: \`$ref\` beside the constraint, both applied.
    ///
    /// JSON member `witness`: optional (`None` when absent).
    pub witness: ::std::option::Option<User>,
    /// JSON member `admin`: optional (`None` when absent).
    pub admin: ::std::option::Option<Admin>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl DefsRef {
    /// A `DefsRef` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(owner: User) -> Self {
        Self {
            owner,
            reviewer: ::std::option::Option::None,
            approver: ::std::option::Option::None,
            editor: ::std::option::Option::None,
            signer: ::std::option::Option::None,
            auditor: ::std::option::Option::None,
            witness: ::std::option::Option::None,
            admin: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    DefsRef = __rules::N0; owner : "owner" = __rules::N1, reviewer "?" : "reviewer" =
    __rules::N2, approver "?" : "approver" = __rules::N3, editor "?" : "editor" =
    __rules::N5, signer "?" : "signer" = __rules::N8, auditor "?" : "auditor" =
    __rules::N10, witness "?" : "witness" = __rules::N13, admin "?" : "admin" =
    __rules::N14
);
::wire_models::__wm_json_schema!(
    DefsRef,
    r##"{"description":"Definitions referred to by `$ref` become named types.","type":"object","properties":{"owner":{"$ref":"#/$defs/user"},"reviewer":{"$ref":"#/$defs/user"},"approver":{"description":"Who approved it: a reference with a description of its own, as OpenAPI generators write one.","allOf":[{"$ref":"#/$defs/user"}]},"editor":{"allOf":[{"$ref":"#/$defs/user"},{"description":"Who edited it last: the description in a part of its own."}]},"signer":{"oneOf":[{"$ref":"#/$defs/user"}]},"auditor":{"description":"A user with no other member: a reference and a constraint.","allOf":[{"$ref":"#/$defs/user"},{"maxProperties":1}]},"witness":{"description":"The same written as 2019-09 and later allow: `$ref` beside the constraint, both applied.","$ref":"#/$defs/user","maxProperties":1},"admin":{"$ref":"#/$defs/admin"}},"required":["owner"]}"##;
    "/properties/owner" => User, "/properties/reviewer" => User,
    "/properties/approver/allOf/0" => User, "/properties/editor/allOf/0" => User,
    "/properties/signer/oneOf/0" => User, "/properties/auditor/allOf/0" => User,
    "/properties/witness" => User, "/properties/admin" => Admin
);
/// Schema: `tests/golden/defs_ref.schema.json`, `/$defs/user`.
#[derive(Clone, Debug, PartialEq)]
pub struct User {
    /// JSON member `login`: required.
    pub login: ::std::string::String,
    /// JSON member `status`: optional (`None` when absent).
    pub status: ::std::option::Option<UserStatus>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl User {
    /// A `User` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(login: ::std::string::String) -> Self {
        Self {
            login,
            status: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    User = __rules::N15; login : "login" = __rules::N16, status "?" : "status" =
    __rules::N17
);
::wire_models::__wm_json_schema!(
    User,
    r#"{"type":"object","properties":{"login":{"type":"string"},"status":{}},"required":["login"]}"#;
    "/properties/status" => UserStatus
);
/// Schema: `tests/golden/defs_ref.schema.json`, `/$defs/user/properties/status`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum UserStatus {
    /// `"active"`
    Active,
    /// `"away"`
    Away,
}
::wire_models::__wm_str_enum!(
    UserStatus = __rules::N17; Active = "active", Away = "away"
);
::wire_models::__wm_json_schema!(UserStatus, r#"{"enum":["active","away"]}"#);
/// A user and more: \`$ref\` beside members of its own, one struct of them all.
///
/// Schema: `tests/golden/defs_ref.schema.json`, `/$defs/admin`.
#[derive(Clone, Debug, PartialEq)]
pub struct Admin {
    /// JSON member `login`: required.
    pub login: ::std::string::String,
    /// JSON member `status`: optional (`None` when absent).
    pub status: ::std::option::Option<UserStatus>,
    /// JSON member `role`: required.
    pub role: AdminRole,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl Admin {
    /// An `Admin` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(login: ::std::string::String, role: AdminRole) -> Self {
        Self {
            login,
            status: ::std::option::Option::None,
            role,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    Admin = __rules::N18; login : "login" = __rules::N16, status "?" : "status" =
    __rules::N17, role : "role" = __rules::N19
);
::wire_models::__wm_json_schema!(
    Admin,
    r##"{"description":"A user and more: `$ref` beside members of its own, one struct of them all.","$ref":"#/$defs/user","properties":{"role":{}},"required":["role"]}"##;
    "" => User, "/properties/role" => AdminRole
);
/// Schema: `tests/golden/defs_ref.schema.json`, `/$defs/admin/properties/role`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AdminRole {
    /// `"owner"`
    Owner,
    /// `"guest"`
    Guest,
}
::wire_models::__wm_str_enum!(
    AdminRole = __rules::N19; Owner = "owner", Guest = "guest"
);
::wire_models::__wm_json_schema!(AdminRole, r#"{"enum":["owner","guest"]}"#);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Lit, Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["owner"]), Properties(&[("owner", &N1), ("reviewer", &N2), ("approver", &N3), ("editor", &N5), ("signer", &N8), ("auditor", &N10), ("witness", &N13), ("admin", &N14)])]);
    pub(crate) static N1: Node = Node::at("#/properties/owner", &[Ref(&N15)]);
    pub(crate) static N2: Node = Node::at("#/properties/reviewer", &[Ref(&N15)]);
    pub(crate) static N3: Node = Node::at("#/properties/approver", &[AllOf(&[&N4])]);
    pub(crate) static N4: Node = Node::at("#/properties/approver/allOf/0", &[Ref(&N15)]);
    pub(crate) static N5: Node = Node::at("#/properties/editor", &[AllOf(&[&N6, &N7])]);
    pub(crate) static N6: Node = Node::at("#/properties/editor/allOf/0", &[Ref(&N15)]);
    pub(crate) static N7: Node = Node::at("#/properties/editor/allOf/1", &[]);
    pub(crate) static N8: Node = Node::at("#/properties/signer", &[OneOf(&[&N9])]);
    pub(crate) static N9: Node = Node::at("#/properties/signer/oneOf/0", &[Ref(&N15)]);
    pub(crate) static N10: Node = Node::at("#/properties/auditor", &[AllOf(&[&N11, &N12])]);
    pub(crate) static N11: Node = Node::at("#/properties/auditor/allOf/0", &[Ref(&N15)]);
    pub(crate) static N12: Node = Node::at("#/properties/auditor/allOf/1", &[MaxProperties(1)]);
    pub(crate) static N13: Node = Node::at("#/properties/witness", &[MaxProperties(1), Ref(&N15)]);
    pub(crate) static N14: Node = Node::at("#/properties/admin", &[Ref(&N18)]);
    pub(crate) static N15: Node = Node::at("#/$defs/user", &[Type(Types(Types::OBJECT)), Required(&["login"]), Properties(&[("login", &N16), ("status", &N17)])]);
    pub(crate) static N16: Node = Node::at("#/$defs/user/properties/login", &[Type(Types(Types::STRING))]);
    pub(crate) static N17: Node = Node::at("#/$defs/user/properties/status", &[Enum(&[Lit::Str("active"), Lit::Str("away")])]);
    pub(crate) static N18: Node = Node::at("#/$defs/admin", &[Required(&["role"]), Properties(&[("role", &N19)]), Ref(&N15)]);
    pub(crate) static N19: Node = Node::at("#/$defs/admin/properties/role", &[Enum(&[Lit::Str("owner"), Lit::Str("guest")])]);
}
