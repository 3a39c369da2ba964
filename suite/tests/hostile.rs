//! Hostile instances through generated types: for each keyword that a naive validator makes
//! slow, an instance built to be its worst case is read with `wire_models::from_str` into the
//! type generated from `hostile/*.schema.json`, and must finish with the right verdict (and, when
//! refused, an error saying what and where). Nothing here measures time: a regression to
//! exponential or quadratic work shows as a test that does not finish, and `benches/hostile.rs`
//! gives the growth figures.

use wire_models::{from_str, ErrorKind};
use wire_models_suite::hostile::hostile_filter::Filter;
use wire_models_suite::hostile::hostile_union_of_references::HostileUnionOfReferencesChoice;
use wire_models_suite::hostile::{
    HostileBackreference, HostileContains, HostileExponentialBackreference, HostileFilter,
    HostileMemberNames, HostileMultipleOf, HostileNestedQuantifier, HostilePatternProperties,
    HostileSlug, HostileTree, HostileUnionOfReferences, HostileUnique,
};

/// Runs `f` on a thread with a 2 MiB stack (the default of spawned threads, whatever
/// `RUST_MIN_STACK` says), so that a stack overflow aborts the run instead of hiding in a
/// bigger stack.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .name("2 MiB stack".into())
        .stack_size(2 << 20)
        .spawn(f)
        .expect("spawn")
        .join()
        .expect("no panic")
}

/// `{"<member>": "<text>"}`.
fn one_string(member: &str, text: &str) -> String {
    format!(r#"{{"{member}": "{text}"}}"#)
}

// ---------------------------------------------------------------------------------------------
// Patterns the backtracking engine would take exponential time on: now linear.

/// `^(a+)+$` against 100,000 `a`s and a `!`: a backtracking engine needs about 2^100000 steps
/// (2.5 s at 26 characters); the linear engine refuses at once, naming the pattern.
#[test]
fn nested_quantifiers_refuse_a_long_near_miss() {
    let text = one_string("word", &format!("{}!", "a".repeat(100_000)));
    let err = from_str::<HostileNestedQuantifier>(&text).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Constraint, "{err}");
    assert_eq!(err.path().to_string(), "$.word", "{err}");
    assert!(
        err.message()
            .starts_with("expected a string matching the pattern ^(a+)+$, found"),
        "{err}"
    );
    assert!(err.message().contains("100001 characters"), "{err}");
    // The message quotes the string briefly, not its 100,001 characters.
    assert!(err.message().len() < 500, "{} bytes", err.message().len());
}

#[test]
fn nested_quantifiers_accept_a_long_match() {
    let word = "a".repeat(100_000);
    let value: HostileNestedQuantifier = from_str(&one_string("word", &word)).unwrap();
    assert_eq!(value.word, word);
}

/// The slug pattern of the issue: had not finished after a minute with 3,000 letters.
#[test]
fn slug_pattern_refuses_3000_letters_and_a_bang() {
    let text = one_string("slug", &format!("{}!", "a".repeat(3_000)));
    let err = from_str::<HostileSlug>(&text).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Constraint, "{err}");
    assert_eq!(err.path().to_string(), "$.slug", "{err}");
    assert!(
        err.message()
            .starts_with("expected a string matching the pattern ^([a-z0-9]+-?)+$, found"),
        "{err}"
    );
    assert!(err.message().contains("3001 characters"), "{err}");
}

#[test]
fn slug_pattern_accepts_a_long_slug_and_refuses_one_bad_character_at_its_end() {
    let slug = "ab-c1-".repeat(20_000);
    let value: HostileSlug = from_str(&one_string("slug", &slug)).unwrap();
    assert_eq!(value.slug.len(), 120_000);
    let err = from_str::<HostileSlug>(&one_string("slug", &format!("{slug}A"))).unwrap_err();
    assert_eq!(err.path().to_string(), "$.slug", "{err}");
    assert!(err.message().contains("^([a-z0-9]+-?)+$"), "{err}");
}

// ---------------------------------------------------------------------------------------------
// A pattern that keeps the backtracking engine: bounded input, a clear error past the bound.

#[test]
fn backreference_answers_within_its_bound() {
    let value: HostileBackreference = from_str(&one_string("twice", "abc-abc")).unwrap();
    assert_eq!(value.twice, "abc-abc");
    assert!(from_str::<HostileBackreference>(&one_string("twice", "abc-abd")).is_err());
    // 499 + 1 + 499 = 999 characters: inside the bound, both verdicts.
    let word = "w".repeat(499);
    let long_match = format!("{word}-{word}");
    let value: HostileBackreference = from_str(&one_string("twice", &long_match)).unwrap();
    assert_eq!(value.twice.len(), 999);
    let near_miss = format!("{word}-{}x", &word[1..]);
    let err = from_str::<HostileBackreference>(&one_string("twice", &near_miss)).unwrap_err();
    assert!(
        err.message()
            .starts_with(r"expected a string matching the pattern ^(\w+)-\1$"),
        "{err}"
    );
}

/// Past 1,000 characters the backtracking engine is not run: the text is refused with an error
/// that says why, whatever its length (1,001 or 100,001 characters), instead of a hang.
#[test]
fn backreference_past_its_bound_is_a_clear_error() {
    for half in [500, 50_000] {
        let word = "w".repeat(half);
        let text = format!("{word}-{word}");
        let err = from_str::<HostileBackreference>(&one_string("twice", &text)).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::Constraint, "{err}");
        assert_eq!(err.path().to_string(), "$.twice", "{err}");
        assert!(
            err.message().contains(
                "a pattern with backreferences or lookaround runs on a backtracking engine, \
                 which is given at most 1000 characters"
            ),
            "{err}"
        );
        let length = format!(
            r"(the pattern is ^(\w+)-\1$, the string has {} characters)",
            2 * half + 1
        );
        assert!(err.message().contains(&length), "{err}");
    }
}

/// `^(a+)+\1$` keeps the backtracking engine and its work grows exponentially with the length
/// (the bound cannot help below 1,000 characters; the README says so). Past the bound it is
/// refused without running; short texts get ECMA's answer.
#[test]
fn exponential_backreference_is_refused_past_its_bound_and_answers_short_texts() {
    let value: HostileExponentialBackreference = from_str(&one_string("doubled", "aaaa")).unwrap();
    assert_eq!(value.doubled, "aaaa");
    let err =
        from_str::<HostileExponentialBackreference>(&one_string("doubled", "aab")).unwrap_err();
    assert!(
        err.message()
            .starts_with(r"expected a string matching the pattern ^(a+)+\1$"),
        "{err}"
    );
    let text = format!("{}!", "a".repeat(100_000));
    let err =
        from_str::<HostileExponentialBackreference>(&one_string("doubled", &text)).unwrap_err();
    assert_eq!(err.path().to_string(), "$.doubled", "{err}");
    assert!(
        err.message().contains("given at most 1000 characters"),
        "{err}"
    );
    assert!(
        err.message().contains("the string has 100001 characters"),
        "{err}"
    );
}

// ---------------------------------------------------------------------------------------------
// uniqueItems: hashed, not compared pair by pair.

/// `{"points": [...]}` with `n` points that differ only in `x`, then `extra` (JSON text) if any.
fn points(n: usize, extra: Option<&str>) -> String {
    let mut text = String::with_capacity(n * 64);
    text.push_str(r#"{"points": ["#);
    for i in 0..n {
        if i > 0 {
            text.push(',');
        }
        text.push_str(&format!(
            r#"{{"label": "the same label on every point", "x": {i}, "y": 1.5}}"#
        ));
    }
    if let Some(extra) = extra {
        text.push(',');
        text.push_str(extra);
    }
    text.push_str("]}");
    text
}

/// 100,000 near-duplicates (same label and `y`, `x` one apart): 5·10⁹ comparisons pair by pair.
#[test]
fn unique_items_accepts_100000_near_duplicates() {
    let value: HostileUnique = from_str(&points(100_000, None)).unwrap();
    assert_eq!(value.points.len(), 100_000);
}

/// One duplicate at the end, written differently (members reordered, `4242.0` for `4242`,
/// `1.50` for `1.5`): JSON equality finds it and the error names both indexes.
#[test]
fn unique_items_refuses_one_duplicate_at_the_end_naming_both_indexes() {
    let duplicate = r#"{"y": 1.50, "x": 4242.0, "label": "the same label on every point"}"#;
    let err = from_str::<HostileUnique>(&points(99_999, Some(duplicate))).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Constraint, "{err}");
    assert_eq!(err.path().to_string(), "$.points", "{err}");
    assert_eq!(
        err.message(),
        "expected unique items, found items 4242 and 99999 equal",
        "{err}"
    );
}

// ---------------------------------------------------------------------------------------------
// contains with minContains/maxContains: one pass, each item checked once.

/// `{"readings": [...]}`: `n` readings under 1000, with `alarms` readings of 1000 or more at
/// the end, where a validator has to go to count them.
fn readings(n: usize, alarms: usize) -> String {
    let mut items: Vec<String> = (0..n - alarms).map(|i| (i % 1000).to_string()).collect();
    items.extend((0..alarms).map(|i| (1000 + i).to_string()));
    format!(r#"{{"readings": [{}]}}"#, items.join(","))
}

#[test]
fn contains_counts_100000_items_in_one_pass() {
    let value: HostileContains = from_str(&readings(100_000, 3)).unwrap();
    assert_eq!(value.readings.len(), 100_000);
    let err = from_str::<HostileContains>(&readings(100_000, 6)).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Constraint, "{err}");
    assert_eq!(err.path().to_string(), "$.readings", "{err}");
    assert_eq!(
        err.message(),
        "expected at most 5 items matching the schema of \"contains\", found 6"
    );
    let err = from_str::<HostileContains>(&readings(100_000, 1)).unwrap_err();
    assert_eq!(
        err.message(),
        "expected at least 2 items matching the schema of \"contains\", found 1"
    );
    // Every item matching: all 100,000 are counted, none twice.
    let all: Vec<String> = (0..100_000).map(|i| (1000 + i).to_string()).collect();
    let err = from_str::<HostileContains>(&format!(r#"{{"readings": [{}]}}"#, all.join(",")))
        .unwrap_err();
    assert_eq!(
        err.message(),
        "expected at most 5 items matching the schema of \"contains\", found 100000"
    );
}

// ---------------------------------------------------------------------------------------------
// multipleOf: exact decimals, never expanded to hundreds of digits.

/// `1e308` and the largest double are whole numbers, so multiples of 0.5, 0.01 and 0.0001;
/// checking them must neither overflow (`1e308 / 0.0001` is infinite as a double) nor expand
/// them into 309-digit integers.
#[test]
fn multiple_of_small_divisors_accepts_the_largest_numbers() {
    for n in ["1e308", "1.7976931348623157e308", "-1.7976931348623157e308"] {
        let text = format!(r#"{{"half": {n}, "cent": {n}, "basis": {n}}}"#);
        let value: HostileMultipleOf = from_str(&text).unwrap_or_else(|e| panic!("{n}: {e}"));
        assert!(
            value.half.is_some() && value.cent.is_some() && value.basis.is_some(),
            "{n}"
        );
    }
    // The same check refuses what is not a multiple: 123456789.0123 is one of 0.0001 only.
    let text = r#"{"basis": 123456789.0123, "cent": 123456789.0123}"#;
    let err = from_str::<HostileMultipleOf>(text).unwrap_err();
    assert_eq!(err.path().to_string(), "$.cent", "{err}");
    assert_eq!(
        err.message(),
        "expected a number that is a multiple of 0.01, found 123456789.0123"
    );
}

/// 100,000 of the largest double in one array: each checked exactly, the last one refused
/// where it stands.
#[test]
fn multiple_of_over_100000_huge_numbers() {
    let huge = vec!["1.7976931348623157e308"; 100_000].join(",");
    let value: HostileMultipleOf = from_str(&format!(r#"{{"amounts": [{huge}]}}"#)).unwrap();
    assert_eq!(value.amounts.map(|a| a.len()), Some(100_000));
    let err =
        from_str::<HostileMultipleOf>(&format!(r#"{{"amounts": [{huge},1e-308]}}"#)).unwrap_err();
    assert_eq!(err.path().to_string(), "$.amounts[100000]", "{err}");
    assert_eq!(
        err.message(),
        "expected a number that is a multiple of 0.0001, found 1e-308"
    );
}

/// Small numbers with huge negative exponents are refused exactly, and float rounding does not
/// make an exact multiple fail (0.29 / 0.01 is 28.999999999999996 in doubles).
#[test]
fn multiple_of_is_exact_at_both_ends() {
    let value: HostileMultipleOf = from_str(r#"{"cent": 0.29, "basis": 0.0003}"#).unwrap();
    assert!(value.cent.is_some() && value.basis.is_some());
    for (member, n, divisor) in [
        ("half", "5e-324", "0.5"),
        ("cent", "1e-300", "0.01"),
        ("basis", "1.7976931348623157e-300", "0.0001"),
        ("basis", "0.00015", "0.0001"),
    ] {
        let err = from_str::<HostileMultipleOf>(&format!(r#"{{"{member}": {n}}}"#)).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::Constraint, "{err}");
        assert_eq!(err.path().to_string(), format!("$.{member}"), "{err}");
        assert_eq!(
            err.message(),
            format!("expected a number that is a multiple of {divisor}, found {n}")
        );
    }
}

/// A number beyond the doubles (`1e400`) is refused by the reader with a clear error, before
/// any arithmetic.
#[test]
fn multiple_of_beyond_the_doubles_is_refused_clearly() {
    let err = from_str::<HostileMultipleOf>(r#"{"basis": 1e400}"#).unwrap_err();
    assert!(err.message().contains("number out of range"), "{err}");
}

// ---------------------------------------------------------------------------------------------
// Recursion through $ref: bounded by the reader's nesting limit, never the stack.

/// A tree `depth` nodes deep: `{"label": "n", "children": [{"label": "n", "children": [...]}]}`.
fn tree(depth: usize) -> String {
    r#"{"label": "n", "children": ["#.repeat(depth - 1)
        + r#"{"label": "leaf"}"#
        + &"]}".repeat(depth - 1)
}

/// 100,000 levels: serde_json's recursion limit (128 levels of arrays and objects, 64 tree
/// nodes) stops the read with an error, on a 2 MiB stack, long before the end of the input.
#[test]
fn deep_tree_is_an_error_not_a_stack_overflow() {
    on_small_stack(|| {
        let err = from_str::<HostileTree>(&tree(100_000)).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::Syntax, "{err}");
        assert!(err.message().contains("recursion limit exceeded"), "{err}");
        assert!(err.column() < 2_000, "{err}");
    });
}

/// Just under the limit, the tree is read whole and checked at every level.
#[test]
fn tree_under_the_nesting_limit_is_read_and_checked() {
    on_small_stack(|| {
        let value: HostileTree = from_str(&tree(60)).unwrap();
        let mut depth = 1;
        let mut node = &value;
        while let Some(child) = node.children.as_ref().and_then(|c| c.first()) {
            node = child;
            depth += 1;
        }
        assert_eq!(depth, 60);
        assert_eq!(node.label, "leaf");
        // The deepest node is checked too: a label that is not a string is refused there.
        let bad = tree(60).replace(r#""leaf""#, "7");
        let err = from_str::<HostileTree>(&bad).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::Type, "{err}");
        assert_eq!(
            err.path().to_string(),
            format!("${}.label", ".children[0]".repeat(59)),
            "{err}"
        );
    });
}

/// Wide rather than deep: 100,000 children of one node, each checked against the root schema.
#[test]
fn wide_tree_of_100000_children_is_read() {
    let children = vec![r#"{"label": "c"}"#; 100_000].join(",");
    let value: HostileTree =
        from_str(&format!(r#"{{"label": "root", "children": [{children}]}}"#)).unwrap();
    assert_eq!(value.children.map(|c| c.len()), Some(100_000));
}

// ---------------------------------------------------------------------------------------------
// patternProperties over many members.

/// `n` members, alternately `x-h<i>` (strings) and `n-<i>` (integers), then `last`.
fn headers(n: usize, last: &str) -> String {
    let mut members: Vec<String> = (0..n)
        .map(|i| {
            if i % 2 == 0 {
                format!(r#""x-h{i}": "v""#)
            } else {
                format!(r#""n-{i}": {i}"#)
            }
        })
        .collect();
    if !last.is_empty() {
        members.push(last.to_owned());
    }
    format!("{{{}}}", members.join(","))
}

#[test]
fn pattern_properties_over_100000_members() {
    let value: HostilePatternProperties = from_str(&headers(100_000, "")).unwrap();
    let json = serde_json::to_value(&value).unwrap();
    assert_eq!(json.as_object().map(|o| o.len()), Some(100_000));
    // The last member breaks the schema of the pattern its name matches.
    let err = from_str::<HostilePatternProperties>(&headers(100_000, r#""n-100001": "text""#))
        .unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Type, "{err}");
    assert_eq!(err.path().to_string(), r#"$["n-100001"]"#, "{err}");
    // The last member's name matches no pattern.
    let err = from_str::<HostilePatternProperties>(&headers(100_000, r#""y-1": "v""#)).unwrap_err();
    assert_eq!(err.path().to_string(), r#"$["y-1"]"#, "{err}");
}

// ---------------------------------------------------------------------------------------------
// Unions whose branches a checker tries in turn: each (reference, value) pair is checked once.

/// A filter group nested `depth` deep around `condition`.
fn filter(depth: usize, condition: &str) -> String {
    format!("{}\"{condition}\"{}", "[".repeat(depth), "]".repeat(depth))
}

/// 100 groups deep (under serde_json's limit of 128), with a wrong condition inside: each group
/// fits both group branches, so trying each branch in turn, and each again to explain the
/// failure, is 2^100 checks or more (22 s at 22 levels before the checker remembered where
/// references led). The error leads to the condition.
#[test]
fn recursive_union_refuses_a_wrong_condition_100_groups_deep() {
    let err = from_str::<HostileFilter>(&filter(100, "size > many")).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Constraint, "{err}");
    assert_eq!(err.path().to_string(), format!("${}", "[0]".repeat(100)));
    assert!(
        err.message().starts_with("matched no branch of anyOf"),
        "{err}"
    );
}

#[test]
fn recursive_union_accepts_a_right_condition_100_groups_deep() {
    let value: HostileFilter = from_str(&filter(100, "size > 5")).unwrap();
    let Filter::Array(group) = value else {
        panic!("a group: {value:?}")
    };
    assert_eq!(group.len(), 1);
}

/// Twelve levels of ten references to the next: 10^12 paths to the text at the bottom. A value
/// that is neither a text nor one of the objects fails all of them, once each.
#[test]
fn unions_of_references_twelve_levels_deep_decide_at_once() {
    let err = from_str::<HostileUnionOfReferences>(r#"{"choice": 5}"#).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Type, "{err}");
    assert_eq!(err.path().to_string(), "$.choice", "{err}");
    let err = from_str::<HostileUnionOfReferences>(r#"{"choice": {"a": 5}}"#).unwrap_err();
    assert_eq!(err.path().to_string(), "$.choice.a", "{err}");
    let value: HostileUnionOfReferences = from_str(r#"{"choice": {"b": "x"}}"#).unwrap();
    assert!(
        matches!(value.choice, Some(HostileUnionOfReferencesChoice::B(ref b)) if b.b == "x"),
        "{value:?}"
    );
    // Every path ends in a text, so the generator, which works out once for all what each
    // schema admits, types the first branch as one, however deep its paths go.
    let value: HostileUnionOfReferences = from_str(r#"{"choice": "text"}"#).unwrap();
    match value.choice {
        Some(HostileUnionOfReferencesChoice::Level0(text)) => assert_eq!(*text, "text"),
        other => panic!("a text: {other:?}"),
    }
    let err = from_str::<HostileUnionOfReferences>(r#"{"choice": null}"#).unwrap_err();
    assert_eq!(err.path().to_string(), "$.choice", "{err}");
}

/// 17,576 members, every name of three letters, each checked by reference (far past the 256
/// references after which a check remembers where they led), then one name that breaks the
/// pattern: each name gets its own verdict.
#[test]
fn member_names_by_reference_are_each_checked() {
    let names: Vec<String> = (0..17_576)
        .map(|i| {
            let letters: String = [i % 26, i / 26 % 26, i / 676 % 26]
                .iter()
                .map(|&k| char::from(b'a' + k as u8))
                .collect();
            format!(r#""{letters}": {i}"#)
        })
        .collect();
    let value: HostileMemberNames = from_str(&format!("{{{}}}", names.join(","))).unwrap();
    assert_eq!(
        serde_json::to_value(&value)
            .unwrap()
            .as_object()
            .map(|o| o.len()),
        Some(17_576)
    );
    let err = from_str::<HostileMemberNames>(&format!(r#"{{{}, "abcd": 1}}"#, names.join(",")))
        .unwrap_err();
    assert_eq!(err.path().to_string(), "$.abcd", "{err}");
    assert!(
        err.message().starts_with("this member name is not allowed"),
        "{err}"
    );
}
