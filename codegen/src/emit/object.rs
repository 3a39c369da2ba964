//! An object type: its struct (with docs), `new`, and the `rt::object!` table the runtime
//! expands into its `Deserialize`, `Serialize` and member checks.
//!
//! The plan for each member is computed once ([`Plan`]): its Rust field, how it is held, its
//! type; the struct, `new`, the docs and the table are all written from the plans.

use std::collections::BTreeMap;

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use serde_json::Value;
use syn::{Fields, Ident};

use super::*;
use crate::markdown::{code, schema_prose};

/// How a declared member is held in the struct; the name is the table's kind.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Holding {
    /// A constant: no field; checked when read, written by `Serialize`.
    Constant { required: bool },
    /// Always present: the field has the value's type (`Option` when null is allowed).
    Required,
    /// May be absent and is an `Option`; `nullable` when `null` reads as absent too.
    Optional { nullable: bool },
    /// May be absent, and absent reads as empty (arrays, maps).
    Empty,
}

impl Holding {
    fn of(field: &Field) -> Holding {
        match (&field.shape, field.required) {
            (Shape::Const(_), required) => Holding::Constant { required },
            (_, true) => Holding::Required,
            (s, false) if s.empty_means_absent() => Holding::Empty,
            (Shape::Nullable(_), false) => Holding::Optional { nullable: true },
            (_, false) => Holding::Optional { nullable: false },
        }
    }

    /// The kind in the table (see `rt::object!`).
    fn kind(self) -> &'static str {
        match self {
            Holding::Constant { required: true } => "constant",
            Holding::Constant { required: false } => "optional_constant",
            Holding::Required => "required",
            Holding::Optional { nullable: true } => "nullable",
            Holding::Optional { nullable: false } => "optional",
            Holding::Empty => "empty",
        }
    }
}

/// One member, planned once.
struct Plan<'a> {
    field: &'a Field,
    ident: Ident,
    holding: Holding,
}

/// The Rust type of the struct field that holds `field`; `None` for a constant, which has no
/// field. The docs pages name it too, so it is computed here only.
pub fn field_type(field: &Field) -> Option<String> {
    let holding = Holding::of(field);
    Some(match (holding, &field.shape) {
        (Holding::Constant { .. }, _) => return None,
        (Holding::Optional { nullable: true }, Shape::Nullable(inner)) => {
            format!("::std::option::Option<{}>", type_text(inner))
        }
        (Holding::Optional { .. }, inner) => {
            format!("::std::option::Option<{}>", type_text(inner))
        }
        (_, s) => type_text(s),
    })
}

impl Plan<'_> {
    /// The field's Rust type; only asked of members that have a field (not constants).
    fn field_type(&self) -> String {
        field_type(self.field).unwrap_or_default()
    }

    /// What the table's kind holds: the type read (for an optional member, the type inside the
    /// `Option`), or the seed of a constant.
    fn payload(&self) -> String {
        match (&self.field.shape, self.holding) {
            (Shape::Const(Value::String(s)), _) => format!("{RT}::ConstStr({})", literal(s)),
            (Shape::Const(v), _) => format!("{RT}::ConstJson({})", literal(&v.to_string())),
            (Shape::Nullable(inner), Holding::Optional { nullable: true }) => type_text(inner),
            (s, _) => type_text(s),
        }
    }

    fn doc(&self, model: &Model) -> TokenStream {
        let f = self.field;
        let mut text = schema_prose(f.title.as_deref(), f.description.as_deref());
        let presence = match self.holding {
            Holding::Required | Holding::Constant { .. } => "required",
            Holding::Optional { .. } => "optional (`None` when absent)",
            Holding::Empty => "optional (empty when absent)",
        };
        text.push_str(&format!(
            "JSON member {}: {presence}; {}.",
            code(&f.json_name),
            describe(model, &f.shape, Words::Markdown)
        ));
        if let Some(d) = &f.default {
            text.push_str(&format!(" Default when absent: {}.", code(&d.to_string())));
        }
        doc_lines(&text)
    }
}

/// The struct, `new` and table of the object type `t`, whose typify struct is `item`.
pub fn emit(
    model: &Model,
    t: &NamedType,
    s: &Struct,
    item: syn::ItemStruct,
) -> Result<Vec<Out>, (String, String)> {
    let plans = plan(t, s, &item)?;
    let name = &item.ident;
    let all_optional = s.fields.iter().all(|f| !f.required);
    let derive = derives(&item.attrs, all_optional);
    let extra_type = match &s.extra {
        Extra::Refuse => None,
        Extra::Keep => Some("crate::Object".to_owned()),
        Extra::Typed(shape) => Some(format!(
            "::indexmap::IndexMap<::std::string::String, {}>",
            type_text(shape)
        )),
    };

    // The struct.
    let mut fields = Vec::new();
    for p in plans.iter().filter(|p| !p.is_constant()) {
        let doc = p.doc(model);
        let ident = &p.ident;
        let ty = type_tokens(&p.field_type());
        fields.push(quote!(#doc pub #ident: #ty,));
    }
    if let Some(ty) = &extra_type {
        let doc = match s.extra {
            Extra::Keep => " Members the schema does not declare, kept with their values in the order read.",
            _ => " Members the schema does not declare, each valid against `additionalProperties`, in the order read.",
        };
        let ty = type_tokens(ty);
        fields.push(quote!(#[doc = #doc] pub extra: #ty,));
    }
    let doc = type_doc(model, t, &summary(s));
    let declaration = quote! {
        #doc
        #derive
        pub struct #name { #(#fields)* }
    };

    // A constructor from the required members; the optional ones start absent.
    let mut params = Vec::new();
    let mut inits = Vec::new();
    for p in &plans {
        let ident = &p.ident;
        match p.holding {
            Holding::Constant { .. } => {}
            Holding::Required => {
                let ty = type_tokens(&p.field_type());
                params.push(quote!(#ident: #ty));
                inits.push(quote!(#ident,));
            }
            Holding::Optional { .. } => inits.push(quote!(#ident: ::std::option::Option::None,)),
            Holding::Empty => inits.push(quote!(#ident: ::std::default::Default::default(),)),
        }
    }
    if extra_type.is_some() {
        inits.push(quote!(extra: ::std::default::Default::default(),));
    }
    let has_constants = plans.iter().any(Plan::is_constant);
    let new_doc = if params.is_empty() {
        format!(
            " A `{}` with every optional member absent{}.",
            t.name,
            if has_constants {
                " (constant members are written automatically)"
            } else {
                ""
            }
        )
    } else {
        format!(
            " A `{}` from its required members; the optional ones start absent{}. Set them on the value afterwards.",
            t.name,
            if has_constants {
                ", and constant members are written automatically"
            } else {
                ""
            }
        )
    };
    let constructor = quote! {
        impl #name {
            #[doc = #new_doc]
            #[allow(clippy::too_many_arguments, clippy::new_without_default)]
            pub fn new(#(#params),*) -> Self {
                Self { #(#inits)* }
            }
        }
    };

    // The table.
    let built: Vec<String> = plans
        .iter()
        .filter(|p| !p.is_constant())
        .map(|p| p.ident.to_string())
        .collect();
    let mut head = if built.is_empty() {
        format!("{} {{}}", t.name)
    } else {
        format!("{} {{ {} }}", t.name, built.join(", "))
    };
    if let Some(ty) = &extra_type {
        head.push_str(&format!(" extra: {ty}"));
    }
    head.push(';');
    let mut table = Invocation::new("object", &head);
    for p in &plans {
        table.row(&format!(
            "{} {}: {}({});",
            p.ident,
            literal(&p.field.json_name),
            p.holding.kind(),
            p.payload()
        ));
    }
    let by_json: BTreeMap<&str, &Plan> = plans
        .iter()
        .map(|p| (p.field.json_name.as_str(), p))
        .collect();
    for c in &s.conditionals {
        // A member required anyway is checked as such: the rule lists only the others.
        let conditional = |members: &[String]| -> Vec<String> {
            members
                .iter()
                .filter(|m| by_json.get(m.as_str()).is_some_and(|p| !p.field.required))
                .cloned()
                .collect()
        };
        let Some(discriminator) = by_json.get(c.discriminator.as_str()) else {
            return Err((
                t.pointer.clone(),
                format!(
                    "the rule tests {:?}, which is not a member",
                    c.discriminator
                ),
            ));
        };
        table.row(&format!(
            "@if {} {} in {} when_absent {} then {} else {};",
            discriminator.ident,
            literal(&c.discriminator),
            literals(&c.values),
            !c.requires_discriminator,
            literals(&conditional(&c.then_required)),
            literals(&conditional(&c.else_required)),
        ));
    }

    Ok(vec![
        Out::Tokens(declaration),
        Out::Tokens(constructor),
        Out::Text(table.finish()),
    ])
}

impl Plan<'_> {
    fn is_constant(&self) -> bool {
        matches!(self.holding, Holding::Constant { .. })
    }
}

/// Matches the model's members to typify's fields: each member's Rust name, checked distinct
/// and clear of `extra`.
fn plan<'a>(
    t: &NamedType,
    s: &'a Struct,
    item: &syn::ItemStruct,
) -> Result<Vec<Plan<'a>>, (String, String)> {
    let Fields::Named(typify_fields) = &item.fields else {
        return Err((
            t.pointer.clone(),
            format!("typify made `{}` a struct without named fields", t.name),
        ));
    };
    let mut idents: BTreeMap<String, Ident> = BTreeMap::new();
    for f in &typify_fields.named {
        if let Some(ident) = &f.ident {
            idents.insert(json_name(&f.attrs, ident), ident.clone());
        }
    }
    let mut seen_idents = BTreeMap::new();
    let mut plans = Vec::new();
    for f in &s.fields {
        let Some(ident) = idents.get(&f.json_name) else {
            return Err((
                f.pointer.clone(),
                format!("typify produced no field for the member {:?}", f.json_name),
            ));
        };
        if let Some(other) = seen_idents.insert(ident.to_string(), &f.json_name) {
            return Err((
                f.pointer.clone(),
                format!(
                    "the members {other:?} and {:?} both become the Rust field `{ident}`",
                    f.json_name
                ),
            ));
        }
        plans.push(Plan {
            field: f,
            ident: ident.clone(),
            holding: Holding::of(f),
        });
    }
    let extra_ident = format_ident!("extra");
    if plans.iter().any(|p| p.ident == extra_ident) && !matches!(s.extra, Extra::Refuse) {
        return Err((
            t.pointer.clone(),
            "a member named \"extra\" clashes with the field that keeps unknown members".into(),
        ));
    }
    Ok(plans)
}

/// The type's summary: what it is, its constants, its unknown members, its rules.
fn summary(s: &Struct) -> String {
    let constants: Vec<String> = s
        .fields
        .iter()
        .filter_map(|f| match &f.shape {
            Shape::Const(v) => Some(format!(
                "{} is always {}",
                code(&f.json_name),
                code(&v.to_string())
            )),
            _ => None,
        })
        .collect();
    let mut summary = String::from("A JSON object.");
    if !constants.is_empty() {
        summary.push_str(&format!(
            " Its constant members are not fields: reading checks them and writing adds them ({}).",
            constants.join(", ")
        ));
    }
    summary.push_str(match s.extra {
        Extra::Refuse => " Members the schema does not declare are refused.",
        _ => " Members the schema does not declare are kept in `extra`.",
    });
    for c in &s.conditionals {
        summary.push_str(&format!("\n\n{}", describe_conditional(c)));
    }
    summary
}

fn describe_conditional(c: &Conditional) -> String {
    let list = |m: &[String]| m.iter().map(|x| code(x)).collect::<Vec<_>>().join(" and ");
    let values = value_list(&c.values, Words::Markdown);
    let values = if c.values.len() == 1 {
        values
    } else {
        format!("one of {values}")
    };
    let mut text = String::new();
    if !c.then_required.is_empty() {
        text.push_str(&format!(
            "When {} is {values}: {} must be present (checked when reading and when writing).",
            code(&c.discriminator),
            list(&c.then_required)
        ));
    }
    if !c.else_required.is_empty() {
        text.push_str(&format!(
            " Otherwise: {} must be present.",
            list(&c.else_required)
        ));
    }
    text
}
