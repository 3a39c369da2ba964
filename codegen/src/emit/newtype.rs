//! A constrained string: typify's newtype with its rule in the docs, and the
//! `rt::checked_string!` line of its rule (from which the runtime writes `FromStr`, `TryFrom`,
//! `Deref`, `Deserialize` and `Serialize`).

use quote::quote;

use super::*;

/// The newtype and rule of the constrained string `t`, whose typify struct is `item`.
pub fn emit(t: &NamedType, rules: &StringRules, mut item: syn::ItemStruct) -> Vec<Out> {
    let derive = take_derives(&mut item.attrs);
    let rule_doc = describe_rules(rules, Words::Markdown);
    let doc = type_doc_plain(
        t,
        &format!("{}{}.\n\nBuild one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.", rule_doc[..1].to_uppercase(), &rule_doc[1..]),
    );
    let name = &item.ident;
    let fields = &item.fields;
    let vis = &item.vis;
    let mut line = format!(
        "{RT}::checked_string! {{ {}: {}",
        t.name,
        literal(&describe_rules(rules, Words::Plain))
    );
    if let Some(n) = rules.min_length {
        line.push_str(&format!(", min {n}"));
    }
    if let Some(n) = rules.max_length {
        line.push_str(&format!(", max {n}"));
    }
    if let Some(p) = &rules.pattern {
        line.push_str(&format!(", pattern {}", literal(p)));
        // The linear-time engine where the pattern allows it (every pattern but those with
        // backreferences or lookaround); the lowering stage refused invalid ones already.
        if let Ok(crate::pattern::Translation::Linear(re)) = crate::pattern::translate(p) {
            line.push_str(&format!(" linear {}", literal(&re)));
        }
    }
    line.push_str(" }\n");
    vec![
        Out::Tokens(quote! {
            #doc
            #derive
            #vis struct #name #fields;
        }),
        Out::Text(line),
    ]
}
