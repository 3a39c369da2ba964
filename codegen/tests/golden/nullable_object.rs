// @generated from tests/golden/nullable_object.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Objects written inline that may be null: a struct held in an Option.
///
/// Schema: `tests/golden/nullable_object.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct NullableObject {
    /// JSON member `address`: required, and may be `null` (`None`).
    pub address: ::std::option::Option<NullableObjectAddress>,
    /// JSON member `billing`: optional (`None` when absent, `Some(None)` when `null`).
    pub billing: ::std::option::Option<::std::option::Option<NullableObjectBilling>>,
    /// How to reach the holder, as pydantic writes \`Optional\[Union\[Email, Phone\]\]\` (here with the \`null\` first).
    ///
    /// JSON member `contact`: optional (`None` when absent, `Some(None)` when `null`).
    pub contact: ::std::option::Option<::std::option::Option<NullableObjectContact>>,
    /// A union of a union of named types one of which admits \`null\`: a definition holds \`null\` itself, so no \`Option\` wraps it.
    ///
    /// JSON member `route`: optional (`None` when absent).
    pub route: ::std::option::Option<Route>,
    /// A union of types one of which, written inline, is an object or \`null\`: the union is held in an \`Option\`, which holds the \`null\`, and that variant holds its struct.
    ///
    /// JSON member `delivery`: optional (`None` when absent, `Some(None)` when `null`).
    pub delivery: ::std::option::Option<::std::option::Option<NullableObjectDelivery>>,
    /// A union written inline with a branch whose definition admits \`null\`: that variant holds the \`null\`, and no \`Option\` wraps the union.
    ///
    /// JSON member `relay`: optional (`None` when absent).
    pub relay: ::std::option::Option<NullableObjectRelay>,
    /// As \`relay\`, with a branch \`{"type": "null"}\` besides (vega-lite's \`sort\`): the definition's variant holds the \`null\` all the same.
    ///
    /// JSON member `fallback`: optional (`None` when absent).
    pub fallback: ::std::option::Option<NullableObjectFallback>,
    /// JSON member `parcel`: optional (`None` when absent).
    pub parcel: ::std::option::Option<Parcel>,
    /// JSON member `stops`: optional (`None` when absent).
    pub stops: ::std::option::Option<
        ::std::vec::Vec<::std::option::Option<NullableObjectStopsItem>>,
    >,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl NullableObject {
    /// A `NullableObject` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(address: ::std::option::Option<NullableObjectAddress>) -> Self {
        Self {
            address,
            billing: ::std::option::Option::None,
            contact: ::std::option::Option::None,
            route: ::std::option::Option::None,
            delivery: ::std::option::Option::None,
            relay: ::std::option::Option::None,
            fallback: ::std::option::Option::None,
            parcel: ::std::option::Option::None,
            stops: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    NullableObject = __rules::N0; address : "address" = __rules::N1, billing "?" :
    "billing" = __rules::N3, contact "?" : "contact" = __rules::N7, route "?" : "route" =
    __rules::N11, delivery "?" : "delivery" = __rules::N12, relay "?" : "relay" =
    __rules::N17, fallback "?" : "fallback" = __rules::N20, parcel "?" : "parcel" =
    __rules::N24, stops "?" : "stops" = __rules::N25
);
::wire_models::__wm_json_schema!(
    NullableObject,
    r##"{"description":"Objects written inline that may be null: a struct held in an Option.","type":"object","properties":{"address":{},"billing":{"anyOf":[{},{"type":"null"}]},"contact":{},"route":{"description":"A union of a union of named types one of which admits `null`: a definition holds `null` itself, so no `Option` wraps it.","$ref":"#/$defs/route"},"delivery":{},"relay":{},"fallback":{},"parcel":{"$ref":"#/$defs/parcel"},"stops":{"type":"array","items":{}}},"required":["address"]}"##;
    "/properties/address" => NullableObjectAddress, "/properties/billing/anyOf/0" =>
    NullableObjectBilling, "/properties/contact" => NullableObjectContact,
    "/properties/route" => Route, "/properties/delivery" => NullableObjectDelivery,
    "/properties/relay" => NullableObjectRelay, "/properties/fallback" =>
    NullableObjectFallback, "/properties/parcel" => Parcel, "/properties/stops/items" =>
    NullableObjectStopsItem
);
/// Schema: `tests/golden/nullable_object.schema.json`, `/properties/address`.
#[derive(Clone, Debug, PartialEq)]
pub struct NullableObjectAddress {
    /// JSON member `city`: required.
    pub city: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl NullableObjectAddress {
    /// A `NullableObjectAddress` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(city: ::std::string::String) -> Self {
        Self {
            city,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    NullableObjectAddress = __rules::N1; city : "city" = __rules::N2
);
::wire_models::__wm_json_schema!(
    NullableObjectAddress,
    r#"{"type":["object","null"],"properties":{"city":{"type":"string"}},"required":["city"]}"#
);
/// Schema: `tests/golden/nullable_object.schema.json`, `/properties/billing/anyOf/0`.
#[derive(Clone, Debug, PartialEq)]
pub struct NullableObjectBilling {
    /// JSON member `iban`: required.
    pub iban: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl NullableObjectBilling {
    /// A `NullableObjectBilling` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(iban: ::std::string::String) -> Self {
        Self {
            iban,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    NullableObjectBilling = __rules::N4; iban : "iban" = __rules::N5
);
::wire_models::__wm_json_schema!(
    NullableObjectBilling,
    r#"{"type":"object","properties":{"iban":{"type":"string","minLength":15}},"required":["iban"]}"#
);
/// How to reach the holder, as pydantic writes \`Optional\[Union\[Email, Phone\]\]\` (here with the \`null\` first).
///
/// Schema: `tests/golden/nullable_object.schema.json`, `/properties/contact`.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum NullableObjectContact {
    /// A value of [`Email`].
    Email(Email),
    /// A value of [`Phone`].
    Phone(Phone),
}
::wire_models::__wm_choice!(
    NullableObjectContact = __rules::N7; 1 => Email(Email), 2 => Phone(Phone)
);
::wire_models::__wm_json_schema!(
    NullableObjectContact,
    r##"{"description":"How to reach the holder, as pydantic writes `Optional[Union[Email, Phone]]` (here with the `null` first).","anyOf":[{"type":"null"},{"$ref":"#/$defs/email"},{"$ref":"#/$defs/phone"}]}"##;
    "/anyOf/1" => Email, "/anyOf/2" => Phone
);
/// A union of types one of which, written inline, is an object or \`null\`: the union is held in an \`Option\`, which holds the \`null\`, and that variant holds its struct.
///
/// Schema: `tests/golden/nullable_object.schema.json`, `/properties/delivery`.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum NullableObjectDelivery {
    /// A value of [`Phone`].
    Phone(Phone),
    /// A value of [`NullableObjectDeliveryLocker`].
    Locker(NullableObjectDeliveryLocker),
}
::wire_models::__wm_choice!(
    NullableObjectDelivery = __rules::N12; 0 => Phone(Phone), 1 =>
    Locker(NullableObjectDeliveryLocker)
);
::wire_models::__wm_json_schema!(
    NullableObjectDelivery,
    r##"{"description":"A union of types one of which, written inline, is an object or `null`: the union is held in an `Option`, which holds the `null`, and that variant holds its struct.","oneOf":[{"$ref":"#/$defs/phone"},{}]}"##;
    "/oneOf/0" => Phone, "/oneOf/1" => NullableObjectDeliveryLocker
);
/// Schema: `tests/golden/nullable_object.schema.json`, `/properties/delivery/oneOf/1`.
#[derive(Clone, Debug, PartialEq)]
pub struct NullableObjectDeliveryLocker {
    /// JSON member `locker`: required.
    pub locker: ::std::string::String,
}
impl NullableObjectDeliveryLocker {
    /// A `NullableObjectDeliveryLocker` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(locker: ::std::string::String) -> Self {
        Self { locker }
    }
}
::wire_models::__wm_object!(
    NullableObjectDeliveryLocker = __rules::N14, closed; locker : "locker" = __rules::N15
);
::wire_models::__wm_json_schema!(
    NullableObjectDeliveryLocker,
    r#"{"type":["object","null"],"properties":{"locker":{"type":"string"}},"required":["locker"],"additionalProperties":false}"#
);
/// A union written inline with a branch whose definition admits \`null\`: that variant holds the \`null\`, and no \`Option\` wraps the union.
///
/// Schema: `tests/golden/nullable_object.schema.json`, `/properties/relay`.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum NullableObjectRelay {
    /// A value of [`Phone`].
    Phone(Phone),
    /// A value of [`Pager`].
    Pager(Pager),
}
::wire_models::__wm_choice!(
    NullableObjectRelay = __rules::N17; 0 => Phone(Phone), 1 => Pager(Pager)
);
::wire_models::__wm_json_schema!(
    NullableObjectRelay,
    r##"{"description":"A union written inline with a branch whose definition admits `null`: that variant holds the `null`, and no `Option` wraps the union.","oneOf":[{"$ref":"#/$defs/phone"},{"$ref":"#/$defs/pager"}]}"##;
    "/oneOf/0" => Phone, "/oneOf/1" => Pager
);
/// As \`relay\`, with a branch \`{"type": "null"}\` besides (vega-lite's \`sort\`): the definition's variant holds the \`null\` all the same.
///
/// Schema: `tests/golden/nullable_object.schema.json`, `/properties/fallback`.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum NullableObjectFallback {
    /// A value of [`Pager`].
    Pager(Pager),
    /// A value of [`Phone`].
    Phone(Phone),
}
::wire_models::__wm_choice!(
    NullableObjectFallback = __rules::N20; 0 => Pager(Pager), 1 => Phone(Phone)
);
::wire_models::__wm_json_schema!(
    NullableObjectFallback,
    r##"{"description":"As `relay`, with a branch `{\"type\": \"null\"}` besides (vega-lite's `sort`): the definition's variant holds the `null` all the same.","anyOf":[{"$ref":"#/$defs/pager"},{"$ref":"#/$defs/phone"},{"type":"null"}]}"##;
    "/anyOf/0" => Pager, "/anyOf/1" => Phone
);
/// Schema: `tests/golden/nullable_object.schema.json`, `/properties/stops/items`.
#[derive(Clone, Debug, PartialEq)]
pub struct NullableObjectStopsItem {
    /// JSON member `at`: optional (`None` when absent).
    pub at: ::std::option::Option<::std::string::String>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl NullableObjectStopsItem {
    /// A `NullableObjectStopsItem` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new() -> Self {
        Self {
            at: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    NullableObjectStopsItem = __rules::N26; at "?" : "at" = __rules::N27
);
::wire_models::__wm_json_schema!(
    NullableObjectStopsItem,
    r#"{"type":["object","null"],"properties":{"at":{"type":"string"}}}"#
);
/// Schema: `tests/golden/nullable_object.schema.json`, `/$defs/email`.
#[derive(Clone, Debug, PartialEq)]
pub struct Email {
    /// JSON member `address`: required.
    pub address: ::std::string::String,
}
impl Email {
    /// An `Email` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(address: ::std::string::String) -> Self {
        Self { address }
    }
}
::wire_models::__wm_object!(
    Email = __rules::N28, closed; address : "address" = __rules::N29
);
::wire_models::__wm_json_schema!(
    Email,
    r#"{"type":"object","properties":{"address":{"type":"string","format":"email"}},"required":["address"],"additionalProperties":false}"#
);
/// A definition's union whose branch, written inline, is an object or \`null\`: that variant holds the \`null\`, in an \`Option\` of its struct.
///
/// Schema: `tests/golden/nullable_object.schema.json`, `/$defs/parcel`.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum Parcel {
    /// A value of [`Phone`].
    Phone(Phone),
    /// A value of [`ParcelLocker`].
    Locker(::std::option::Option<ParcelLocker>),
}
::wire_models::__wm_choice!(
    Parcel = __rules::N31; 0 => Phone(Phone), 1 => Locker(::std::option::Option <
    ParcelLocker >)
);
::wire_models::__wm_json_schema!(
    Parcel,
    r##"{"description":"A definition's union whose branch, written inline, is an object or `null`: that variant holds the `null`, in an `Option` of its struct.","oneOf":[{"$ref":"#/$defs/phone"},{}]}"##;
    "/oneOf/0" => Phone, "/oneOf/1" => ParcelLocker
);
/// Schema: `tests/golden/nullable_object.schema.json`, `/$defs/parcel/oneOf/1`.
#[derive(Clone, Debug, PartialEq)]
pub struct ParcelLocker {
    /// JSON member `locker`: required.
    pub locker: ::std::string::String,
}
impl ParcelLocker {
    /// A `ParcelLocker` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(locker: ::std::string::String) -> Self {
        Self { locker }
    }
}
::wire_models::__wm_object!(
    ParcelLocker = __rules::N33, closed; locker : "locker" = __rules::N34
);
::wire_models::__wm_json_schema!(
    ParcelLocker,
    r#"{"type":["object","null"],"properties":{"locker":{"type":"string"}},"required":["locker"],"additionalProperties":false}"#
);
/// Schema: `tests/golden/nullable_object.schema.json`, `/$defs/route`.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum Route {
    /// A value of [`Hop`].
    Hop(Hop),
    /// A value of [`Phone`].
    Phone(Phone),
}
::wire_models::__wm_choice!(Route = __rules::N36; 0 => Hop(Hop), 1 => Phone(Phone));
::wire_models::__wm_json_schema!(
    Route, r##"{"oneOf":[{"$ref":"#/$defs/hop"},{"$ref":"#/$defs/phone"}]}"##; "/oneOf/0"
    => Hop, "/oneOf/1" => Phone
);
/// Schema: `tests/golden/nullable_object.schema.json`, `/$defs/hop`.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum Hop {
    /// A value of [`Email`].
    Email(Email),
    /// A value of [`Pager`].
    Pager(Pager),
}
::wire_models::__wm_choice!(Hop = __rules::N39; 0 => Email(Email), 1 => Pager(Pager));
::wire_models::__wm_json_schema!(
    Hop, r##"{"oneOf":[{"$ref":"#/$defs/email"},{"$ref":"#/$defs/pager"}]}"##; "/oneOf/0"
    => Email, "/oneOf/1" => Pager
);
/// Schema: `tests/golden/nullable_object.schema.json`, `/$defs/pager`.
#[derive(Clone, Debug, PartialEq)]
pub enum Pager {
    /// A JSON null.
    Null,
    /// A JSON object.
    Object(::std::boxed::Box<PagerObject>),
}
::wire_models::__wm_union!(Pager = __rules::N42; Null, Object; object = __rules::N47);
::wire_models::__wm_json_schema!(
    Pager,
    r#"{"type":["object","null"],"properties":{"pager":{"type":"string"}},"required":["pager"]}"#
);
/// Schema: `tests/golden/nullable_object.schema.json`, `/$defs/phone`.
#[derive(Clone, Debug, PartialEq)]
pub struct Phone {
    /// JSON member `number`: required.
    pub number: ::std::string::String,
}
impl Phone {
    /// A `Phone` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(number: ::std::string::String) -> Self {
        Self { number }
    }
}
::wire_models::__wm_object!(
    Phone = __rules::N44, closed; number : "number" = __rules::N45
);
::wire_models::__wm_json_schema!(
    Phone,
    r#"{"type":"object","properties":{"number":{"type":"string","pattern":"^\\+[0-9]{6,15}$"}},"required":["number"],"additionalProperties":false}"#
);
/// Schema: `tests/golden/nullable_object.schema.json`, `/$defs/pager`. The objects of [`Pager`], which admits other JSON types too.
#[derive(Clone, Debug, PartialEq)]
pub struct PagerObject {
    /// JSON member `pager`: required.
    pub pager: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl PagerObject {
    /// A `PagerObject` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(pager: ::std::string::String) -> Self {
        Self {
            pager,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(PagerObject = __rules::N47; pager : "pager" = __rules::N43);
::wire_models::__wm_json_schema!(
    PagerObject, r#"{"type":"object","allOf":[{}]}"#; "/allOf/0" => Pager
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::format::Format;
    use ::wire_models::runtime::pattern::Pattern;
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static P0: Pattern = Pattern::linear("^\\+[0-9]{6,15}$", "\\A\\+[0-9]{6,15}\\z");
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["address"]), Properties(&[("address", &N1), ("billing", &N3), ("contact", &N7), ("route", &N11), ("delivery", &N12), ("relay", &N17), ("fallback", &N20), ("parcel", &N24), ("stops", &N25)])]);
    pub(crate) static N1: Node = Node::at("#/properties/address", &[Type(Types(Types::NULL|Types::OBJECT)), Required(&["city"]), Properties(&[("city", &N2)])]);
    pub(crate) static N2: Node = Node::at("#/properties/address/properties/city", &[Type(Types(Types::STRING))]);
    pub(crate) static N3: Node = Node::at("#/properties/billing", &[AnyOf(&[&N4, &N6])]);
    pub(crate) static N4: Node = Node::at("#/properties/billing/anyOf/0", &[Type(Types(Types::OBJECT)), Required(&["iban"]), Properties(&[("iban", &N5)])]);
    pub(crate) static N5: Node = Node::at("#/properties/billing/anyOf/0/properties/iban", &[Type(Types(Types::STRING)), MinLength(15)]);
    pub(crate) static N6: Node = Node::at("#/properties/billing/anyOf/1", &[Type(Types(Types::NULL))]);
    pub(crate) static N7: Node = Node::at("#/properties/contact", &[AnyOf(&[&N8, &N9, &N10])]);
    pub(crate) static N8: Node = Node::at("#/properties/contact/anyOf/0", &[Type(Types(Types::NULL))]);
    pub(crate) static N9: Node = Node::at("#/properties/contact/anyOf/1", &[Ref(&N28)]);
    pub(crate) static N10: Node = Node::at("#/properties/contact/anyOf/2", &[Ref(&N44)]);
    pub(crate) static N11: Node = Node::at("#/properties/route", &[Ref(&N36)]);
    pub(crate) static N12: Node = Node::at("#/properties/delivery", &[OneOf(&[&N13, &N14])]);
    pub(crate) static N13: Node = Node::at("#/properties/delivery/oneOf/0", &[Ref(&N44)]);
    pub(crate) static N14: Node = Node::at("#/properties/delivery/oneOf/1", &[Type(Types(Types::NULL|Types::OBJECT)), Required(&["locker"]), Properties(&[("locker", &N15)]), AdditionalProperties { declared: &["locker"], patterns: &[], schema: &N16 }]);
    pub(crate) static N15: Node = Node::at("#/properties/delivery/oneOf/1/properties/locker", &[Type(Types(Types::STRING))]);
    pub(crate) static N16: Node = Node::at("#/properties/delivery/oneOf/1/additionalProperties", &[Never]);
    pub(crate) static N17: Node = Node::at("#/properties/relay", &[OneOf(&[&N18, &N19])]);
    pub(crate) static N18: Node = Node::at("#/properties/relay/oneOf/0", &[Ref(&N44)]);
    pub(crate) static N19: Node = Node::at("#/properties/relay/oneOf/1", &[Ref(&N42)]);
    pub(crate) static N20: Node = Node::at("#/properties/fallback", &[AnyOf(&[&N21, &N22, &N23])]);
    pub(crate) static N21: Node = Node::at("#/properties/fallback/anyOf/0", &[Ref(&N42)]);
    pub(crate) static N22: Node = Node::at("#/properties/fallback/anyOf/1", &[Ref(&N44)]);
    pub(crate) static N23: Node = Node::at("#/properties/fallback/anyOf/2", &[Type(Types(Types::NULL))]);
    pub(crate) static N24: Node = Node::at("#/properties/parcel", &[Ref(&N31)]);
    pub(crate) static N25: Node = Node::at("#/properties/stops", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N26 }]);
    pub(crate) static N26: Node = Node::at("#/properties/stops/items", &[Type(Types(Types::NULL|Types::OBJECT)), Properties(&[("at", &N27)])]);
    pub(crate) static N27: Node = Node::at("#/properties/stops/items/properties/at", &[Type(Types(Types::STRING))]);
    pub(crate) static N28: Node = Node::at("#/$defs/email", &[Type(Types(Types::OBJECT)), Required(&["address"]), Properties(&[("address", &N29)]), AdditionalProperties { declared: &["address"], patterns: &[], schema: &N30 }]);
    pub(crate) static N29: Node = Node::at("#/$defs/email/properties/address", &[Type(Types(Types::STRING)), Format(Format::Email)]);
    pub(crate) static N30: Node = Node::at("#/$defs/email/additionalProperties", &[Never]);
    pub(crate) static N31: Node = Node::at("#/$defs/parcel", &[OneOf(&[&N32, &N33])]);
    pub(crate) static N32: Node = Node::at("#/$defs/parcel/oneOf/0", &[Ref(&N44)]);
    pub(crate) static N33: Node = Node::at("#/$defs/parcel/oneOf/1", &[Type(Types(Types::NULL|Types::OBJECT)), Required(&["locker"]), Properties(&[("locker", &N34)]), AdditionalProperties { declared: &["locker"], patterns: &[], schema: &N35 }]);
    pub(crate) static N34: Node = Node::at("#/$defs/parcel/oneOf/1/properties/locker", &[Type(Types(Types::STRING))]);
    pub(crate) static N35: Node = Node::at("#/$defs/parcel/oneOf/1/additionalProperties", &[Never]);
    pub(crate) static N36: Node = Node::at("#/$defs/route", &[OneOf(&[&N37, &N38])]);
    pub(crate) static N37: Node = Node::at("#/$defs/route/oneOf/0", &[Ref(&N39)]);
    pub(crate) static N38: Node = Node::at("#/$defs/route/oneOf/1", &[Ref(&N44)]);
    pub(crate) static N39: Node = Node::at("#/$defs/hop", &[OneOf(&[&N40, &N41])]);
    pub(crate) static N40: Node = Node::at("#/$defs/hop/oneOf/0", &[Ref(&N28)]);
    pub(crate) static N41: Node = Node::at("#/$defs/hop/oneOf/1", &[Ref(&N42)]);
    pub(crate) static N42: Node = Node::at("#/$defs/pager", &[Type(Types(Types::NULL|Types::OBJECT)), Required(&["pager"]), Properties(&[("pager", &N43)])]);
    pub(crate) static N43: Node = Node::at("#/$defs/pager/properties/pager", &[Type(Types(Types::STRING))]);
    pub(crate) static N44: Node = Node::at("#/$defs/phone", &[Type(Types(Types::OBJECT)), Required(&["number"]), Properties(&[("number", &N45)]), AdditionalProperties { declared: &["number"], patterns: &[], schema: &N46 }]);
    pub(crate) static N45: Node = Node::at("#/$defs/phone/properties/number", &[Type(Types(Types::STRING)), Pattern(&P0)]);
    pub(crate) static N46: Node = Node::at("#/$defs/phone/additionalProperties", &[Never]);
    pub(crate) static N47: Node = Node::at("#/$defs/pager", &[Type(Types(Types::OBJECT)), Required(&["pager"]), Properties(&[("pager", &N43)])]);
}
