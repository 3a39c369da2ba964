// @generated from tests/golden/conditional.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A message whose \`role\` decides what else it needs.
///
/// Schema: `tests/golden/conditional.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct Conditional {
    /// JSON member `role`: required.
    pub role: ConditionalRole,
    /// JSON member `tool_call_id`: optional (`None` when absent).
    pub tool_call_id: ::std::option::Option<::std::string::String>,
    /// JSON member `content`: optional (`None` when absent).
    pub content: ::std::option::Option<::std::string::String>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl Conditional {
    /// A `Conditional` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(role: ConditionalRole) -> Self {
        Self {
            role,
            tool_call_id: ::std::option::Option::None,
            content: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    Conditional = __rules::N0; role : "role" = __rules::N1, tool_call_id "?" :
    "tool_call_id" = __rules::N2, content "?" : "content" = __rules::N3
);
::wire_models::__wm_json_schema!(
    Conditional,
    r#"{"description":"A message whose `role` decides what else it needs.","type":"object","properties":{"role":{},"tool_call_id":{"type":"string"},"content":{"type":"string"}},"required":["role"],"if":{"properties":{"role":{"const":"tool"}}},"then":{"required":["tool_call_id"]},"else":{"required":["content"]}}"#;
    "/properties/role" => ConditionalRole
);
/// Schema: `tests/golden/conditional.schema.json`, `/properties/role`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ConditionalRole {
    /// `"tool"`
    Tool,
    /// `"user"`
    User,
}
::wire_models::__wm_str_enum!(
    ConditionalRole = __rules::N1; Tool = "tool", User = "user"
);
::wire_models::__wm_json_schema!(ConditionalRole, r#"{"enum":["tool","user"]}"#);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Lit, Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["role"]), Properties(&[("role", &N1), ("tool_call_id", &N2), ("content", &N3)]), IfThenElse { condition: &N4, then: Some(&N6), otherwise: Some(&N7) }]);
    pub(crate) static N1: Node = Node::at("#/properties/role", &[Enum(&[Lit::Str("tool"), Lit::Str("user")])]);
    pub(crate) static N2: Node = Node::at("#/properties/tool_call_id", &[Type(Types(Types::STRING))]);
    pub(crate) static N3: Node = Node::at("#/properties/content", &[Type(Types(Types::STRING))]);
    pub(crate) static N4: Node = Node::at("#/if", &[Properties(&[("role", &N5)])]);
    pub(crate) static N5: Node = Node::at("#/if/properties/role", &[Const(&Lit::Str("tool"))]);
    pub(crate) static N6: Node = Node::at("#/then", &[Required(&["tool_call_id"])]);
    pub(crate) static N7: Node = Node::at("#/else", &[Required(&["content"])]);
}
