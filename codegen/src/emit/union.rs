//! A `oneOf` of object types: typify's enum, a variant per branch, and the `rt::union!` line
//! naming the branches (from which the runtime writes the reader that chooses the branch as
//! members arrive, `Serialize` and `From` each branch).

use std::collections::BTreeMap;

use quote::quote;
use syn::Fields;

use super::*;

/// The enum and line of the union `t` of `branches`, whose typify enum is `item`.
pub fn emit(
    model: &Model,
    t: &NamedType,
    branches: &[String],
    mut item: syn::ItemEnum,
) -> Result<Vec<Out>, String> {
    let derive = take_derives(&mut item.attrs);
    let mut variant_of = BTreeMap::new();
    for v in &mut item.variants {
        v.attrs.retain(|a| !a.path().is_ident("serde"));
        let Fields::Unnamed(f) = &v.fields else {
            return Err(format!(
                "typify's variant `{}` does not hold one value",
                v.ident
            ));
        };
        let inner = f.unnamed.first().map(|f| &f.ty);
        let inner = quote!(#inner).to_string();
        let doc = format!(" The `{inner}` form.");
        v.attrs.push(syn::parse_quote!(#[doc = #doc]));
        variant_of.insert(inner, v.ident.clone());
    }
    let mut rows = Vec::new();
    for (i, b) in branches.iter().enumerate() {
        let Some(v) = variant_of.get(b) else {
            return Err(format!("typify made no variant holding `{b}`"));
        };
        rows.push(format!("{v}({b}) as branch{i}"));
    }
    let name = &item.ident;
    let doc = type_doc(
        model,
        t,
        &format!(
            "One of: {}. A document is read as the one form it matches; it is an error if it matches none or more than one (JSON Schema `oneOf`).",
            branches.iter().map(|b| format!("[`{b}`]")).collect::<Vec<_>>().join(", ")
        ),
    );
    let variants = &item.variants;
    let vis = &item.vis;
    Ok(vec![
        Out::Tokens(quote! {
            #doc
            #derive
            // The forms are values, not boxes, so that matching on them reads naturally.
            #[allow(clippy::large_enum_variant)]
            #vis enum #name { #variants }
        }),
        Out::Text(Invocation::short("union", &t.name, &rows)),
    ])
}
