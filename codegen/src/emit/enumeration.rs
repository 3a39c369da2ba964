//! A string enum: typify's enum with a doc line per variant, and the `rt::string_enum!` table
//! of its variants and their JSON values (from which the runtime writes `Deserialize`,
//! `Serialize`, `Display`, `FromStr` and `TryFrom`).

use quote::quote;

use super::*;

/// The enum and table of the string enum `t`, whose typify enum is `item`.
pub fn emit(t: &NamedType, values: &[String], mut item: syn::ItemEnum) -> Result<Vec<Out>, String> {
    let derive = take_derives(&mut item.attrs);
    let mut rows = Vec::new();
    for v in &mut item.variants {
        let value = json_name(&v.attrs, &v.ident);
        if enum_variant_ident(&value) != v.ident {
            return Err(format!(
                "typify named the variant for {value:?} `{}`, not the expected `{}`",
                v.ident,
                enum_variant_ident(&value)
            ));
        }
        v.attrs.retain(|a| !a.path().is_ident("serde"));
        let doc = format!(" {}", Words::Markdown.literal(&format!("{value:?}")));
        v.attrs.push(syn::parse_quote!(#[doc = #doc]));
        rows.push(format!("{} = {}", v.ident, literal(&value)));
    }
    if rows.len() != values.len() {
        return Err("typify's variants differ from the enum's values".into());
    }
    let name = &item.ident;
    let doc = type_doc_plain(
        t,
        &format!("A string, one of: {}.", value_list(values, Words::Markdown)),
    );
    let variants = &item.variants;
    let vis = &item.vis;
    Ok(vec![
        Out::Tokens(quote! {
            #doc
            #derive
            #vis enum #name { #variants }
        }),
        Out::Text(Invocation::short("string_enum", &t.name, &rows)),
    ])
}
