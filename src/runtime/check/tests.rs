//! Hand-built tables for every rule: the exact message of a failure, and a value that passes.

use serde_json::{json, Value};

use super::*;
use crate::runtime::rules::Num;

macro_rules! node {
    ($($rule:expr),* $(,)?) => {
        Node { location: "test", dynamic_anchors: None, rules: &[$($rule),*] }
    };
}

static TRUE: Node = node![];
static FALSE: Node = node![Rule::Never];
static STRING: Node = node![Rule::Type(Types(Types::STRING))];
static INTEGER: Node = node![Rule::Type(Types(Types::INTEGER))];
static NUMBER: Node = node![Rule::Type(Types(Types::NUMBER))];
static NULL: Node = node![Rule::Type(Types(Types::NULL))];
static OBJECT: Node = node![Rule::Type(Types(Types::OBJECT))];

/// The failure of `value` against `node`, as displayed; also checks that `is_valid` agrees.
fn err(node: &'static Node, value: Value) -> String {
    assert!(!is_valid(node, &value), "is_valid accepted {value}");
    check(node, &value).unwrap_err().to_string()
}

fn violation(node: &'static Node, value: Value) -> Violation {
    check(node, &value).unwrap_err()
}

fn ok(node: &'static Node, value: Value) {
    assert_eq!(check(node, &value), Ok(()), "{value}");
    assert!(is_valid(node, &value), "{value}");
}

#[test]
fn never_and_true() {
    assert_eq!(
        err(&FALSE, json!(1)),
        "$: no value is allowed here, found the number 1"
    );
    assert_eq!(violation(&FALSE, json!(1)).kind, ErrorKind::Constraint);
    ok(&TRUE, json!({"anything": [1, 2]}));
}

#[test]
fn types() {
    static STRING_OR_NULL: Node = node![Rule::Type(Types(Types::STRING | Types::NULL))];
    static MANY: Node = node![Rule::Type(Types(
        Types::OBJECT | Types::ARRAY | Types::BOOLEAN | Types::NUMBER | Types::INTEGER
    ))];
    assert_eq!(
        err(&STRING_OR_NULL, json!(3)),
        "$: expected a string or null, found the number 3"
    );
    assert_eq!(violation(&STRING_OR_NULL, json!(3)).kind, ErrorKind::Type);
    assert_eq!(
        err(&INTEGER, json!(1.5)),
        "$: expected an integer, found the number 1.5"
    );
    assert_eq!(
        err(&MANY, json!("x")),
        "$: expected an object, an array, a number or a boolean, found the string \"x\""
    );
    ok(&STRING_OR_NULL, json!(null));
    ok(&STRING_OR_NULL, json!("a"));
    ok(&INTEGER, json!(1.0));
    ok(&INTEGER, serde_json::from_str::<Value>("1e2").unwrap());
    ok(&INTEGER, json!(-5));
    ok(&INTEGER, json!(u64::MAX));
    ok(&NUMBER, json!(1.5));
    assert_eq!(
        err(&NULL, json!(false)),
        "$: expected null, found the boolean false"
    );
    ok(&MANY, json!(true));
}

#[test]
fn const_and_enum() {
    static ONE: Node = node![Rule::Const(&Lit::Num("1"))];
    static OBJ: Node = node![Rule::Const(&Lit::Obj(&[
        ("a", Lit::Num("1")),
        ("b", Lit::Num("2"))
    ]))];
    static FALSE_CONST: Node = node![Rule::Const(&Lit::Bool(false))];
    static COLOURS: Node = node![Rule::Enum(&[Lit::Str("red"), Lit::Str("green")])];
    static MIXED: Node = node![Rule::Enum(&[Lit::Null, Lit::Arr(&[Lit::Num("0")])])];
    ok(&ONE, json!(1));
    ok(&ONE, json!(1.0));
    assert_eq!(
        err(&ONE, json!(1.5)),
        "$: expected the constant 1, found the number 1.5"
    );
    assert_eq!(
        err(&ONE, json!(true)),
        "$: expected the constant 1, found the boolean true"
    );
    ok(&OBJ, json!({"b": 2, "a": 1.0}));
    assert_eq!(
        err(&OBJ, json!({"a": 1})),
        "$: expected the constant {\"a\": 1, \"b\": 2}, found an object"
    );
    ok(&FALSE_CONST, json!(false));
    assert_eq!(
        err(&FALSE_CONST, json!(0)),
        "$: expected the constant false, found the number 0"
    );
    ok(&COLOURS, json!("green"));
    assert_eq!(
        err(&COLOURS, json!("blue")),
        "$: expected one of \"red\", \"green\", found the string \"blue\""
    );
    assert_eq!(
        violation(&COLOURS, json!("blue")).kind,
        ErrorKind::Constraint
    );
    ok(&MIXED, json!([0.0]));
    assert_eq!(
        err(&MIXED, json!([false])),
        "$: expected one of null, [0], found an array"
    );
}

#[test]
fn enum_messages_stay_short() {
    static MANY: Node = node![Rule::Enum(&[
        Lit::Num("1"),
        Lit::Num("2"),
        Lit::Num("3"),
        Lit::Num("4"),
        Lit::Num("5"),
        Lit::Num("6"),
        Lit::Num("7"),
        Lit::Num("8"),
        Lit::Num("9"),
        Lit::Num("10"),
        Lit::Num("11"),
        Lit::Num("12"),
    ])];
    assert_eq!(
        err(&MANY, json!("x".repeat(100_000))),
        "$: expected one of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, ... (12 values), found a longer string"
    );
}

#[test]
fn multiple_of() {
    static HALF: Node = node![Rule::MultipleOf(Num("0.5"))];
    static TEN_THOUSANDTH: Node = node![Rule::MultipleOf(Num("0.0001"))];
    static ONE_AND_HALF: Node = node![Rule::MultipleOf(Num("1.5"))];
    static CENT: Node = node![Rule::MultipleOf(Num("0.01"))];
    static ODD: Node = node![Rule::MultipleOf(Num("0.123456789"))];
    assert_eq!(
        err(&HALF, json!(7.25)),
        "$: expected a number that is a multiple of 0.5, found 7.25"
    );
    ok(&HALF, json!(7.5));
    ok(&HALF, json!(-3));
    ok(&HALF, json!(1e308));
    ok(&HALF, json!("not a number"));
    ok(&TEN_THOUSANDTH, json!(0.0075));
    assert_eq!(
        err(&TEN_THOUSANDTH, json!(0.00751)),
        "$: expected a number that is a multiple of 0.0001, found 0.00751"
    );
    ok(&ONE_AND_HALF, json!(4.5));
    ok(&ONE_AND_HALF, json!(-4.5));
    assert_eq!(
        err(&ONE_AND_HALF, json!(35)),
        "$: expected a number that is a multiple of 1.5, found 35"
    );
    ok(&CENT, json!(0.07));
    ok(&CENT, json!(19.99));
    assert_eq!(
        err(&CENT, json!(19.999)),
        "$: expected a number that is a multiple of 0.01, found 19.999"
    );
    assert_eq!(
        err(&ODD, json!(1e308)),
        "$: expected a number that is a multiple of 0.123456789, found 1e+308"
    );
}

#[test]
fn bounds() {
    static MAX: Node = node![Rule::Maximum(Num("10"))];
    static XMAX: Node = node![Rule::ExclusiveMaximum(Num("10.5"))];
    static MIN: Node = node![Rule::Minimum(Num("-5"))];
    static XMIN: Node = node![Rule::ExclusiveMinimum(Num("1e-3"))];
    static BIG: Node = node![Rule::Maximum(Num("1e+308"))];
    assert_eq!(
        err(&MAX, json!(11)),
        "$: expected a number at most 10, found 11"
    );
    assert_eq!(
        err(&MAX, json!(10.000001)),
        "$: expected a number at most 10, found 10.000001"
    );
    ok(&MAX, json!(10.0));
    ok(&MAX, json!("eleven"));
    assert_eq!(
        err(&XMAX, json!(10.5)),
        "$: expected a number less than 10.5, found 10.5"
    );
    ok(&XMAX, json!(10.4999));
    assert_eq!(
        err(&MIN, json!(-5.5)),
        "$: expected a number at least -5, found -5.5"
    );
    ok(&MIN, json!(-5));
    assert_eq!(
        err(&XMIN, json!(0.001)),
        "$: expected a number greater than 1e-3, found 0.001"
    );
    ok(&XMIN, json!(0.0010000001));
    ok(&BIG, json!(1e308));
    ok(&BIG, json!(u64::MAX));
    assert_eq!(
        err(&BIG, json!(1.7e308)),
        "$: expected a number at most 1e+308, found 1.7e+308"
    );
}

#[test]
fn lengths_in_code_points() {
    static MAX: Node = node![Rule::MaxLength(3)];
    static MIN: Node = node![Rule::MinLength(2)];
    ok(&MAX, json!("ééé"));
    ok(&MAX, json!("💩💩💩"));
    assert_eq!(
        err(&MAX, json!("abcd")),
        "$: expected a string of at most 3 characters, found \"abcd\" (4 characters)"
    );
    assert_eq!(
        err(&MAX, json!("x".repeat(1000))),
        "$: expected a string of at most 3 characters, found a string of 1000 characters"
    );
    ok(&MAX, json!(12345));
    ok(&MIN, json!("💩💩"));
    assert_eq!(
        err(&MIN, json!("💩")),
        "$: expected a string of at least 2 characters, found \"💩\" (1 character)"
    );
}

#[test]
fn item_and_member_counts() {
    static MIN_ITEMS: Node = node![Rule::MinItems(3)];
    static MAX_ITEMS: Node = node![Rule::MaxItems(1)];
    static MIN_PROPS: Node = node![Rule::MinProperties(1)];
    static MAX_PROPS: Node = node![Rule::MaxProperties(2)];
    assert_eq!(
        err(&MIN_ITEMS, json!([1, 2])),
        "$: expected at least 3 items, found 2"
    );
    ok(&MIN_ITEMS, json!([1, 2, 3]));
    ok(&MIN_ITEMS, json!("ab"));
    assert_eq!(
        err(&MAX_ITEMS, json!([1, 2])),
        "$: expected at most 1 item, found 2"
    );
    ok(&MAX_ITEMS, json!([1]));
    assert_eq!(
        err(&MIN_PROPS, json!({})),
        "$: expected at least 1 member, found 0"
    );
    ok(&MIN_PROPS, json!({"a": 1}));
    assert_eq!(
        err(&MAX_PROPS, json!({"a": 1, "b": 2, "c": 3})),
        "$: expected at most 2 members, found 3"
    );
    ok(&MAX_PROPS, json!([1, 2, 3]));
}

#[test]
fn unique_items() {
    static UNIQUE: Node = node![Rule::UniqueItems];
    assert_eq!(
        err(&UNIQUE, json!([1, "a", 1.0])),
        "$: expected unique items, found items 0 and 2 equal"
    );
    assert_eq!(
        err(&UNIQUE, json!([{"a": 1, "b": 2}, {"b": 2, "a": 1.0}])),
        "$: expected unique items, found items 0 and 1 equal"
    );
    ok(&UNIQUE, json!([false, 0, null, "0", [0], {"0": 0}]));
    ok(&UNIQUE, json!([[1, 2], [2, 1]]));
}

#[test]
fn unique_items_on_many_near_duplicates() {
    static UNIQUE: Node = node![Rule::UniqueItems];
    // 100,000 objects that differ only in their last member: pairwise comparison would take
    // 5·10^9 steps; hashing takes a blink.
    let mut items: Vec<Value> = (0..100_000)
        .map(|i| json!({"kind": "row", "tags": ["a", "b"], "n": i}))
        .collect();
    ok(&UNIQUE, Value::Array(items.clone()));
    items.push(json!({"n": 99_999.0, "tags": ["a", "b"], "kind": "row"}));
    assert_eq!(
        err(&UNIQUE, Value::Array(items)),
        "$: expected unique items, found items 99999 and 100000 equal"
    );
}

#[test]
fn contains() {
    static AT_LEAST_ONE: Node = node![Rule::Contains {
        schema: &INTEGER,
        min: 1,
        max: None
    }];
    static TWO_TO_THREE: Node = node![Rule::Contains {
        schema: &INTEGER,
        min: 2,
        max: Some(3)
    }];
    static NONE_NEEDED: Node = node![Rule::Contains {
        schema: &FALSE,
        min: 0,
        max: None
    }];
    assert_eq!(
        err(&AT_LEAST_ONE, json!(["a", 1.5])),
        "$: expected at least 1 item matching the schema of \"contains\", found 0"
    );
    ok(&AT_LEAST_ONE, json!(["a", 2]));
    ok(&AT_LEAST_ONE, json!({"not": "an array"}));
    assert_eq!(
        err(&TWO_TO_THREE, json!([1, "a"])),
        "$: expected at least 2 items matching the schema of \"contains\", found 1"
    );
    assert_eq!(
        err(&TWO_TO_THREE, json!([1, 2, 3, 4])),
        "$: expected at most 3 items matching the schema of \"contains\", found 4"
    );
    ok(&TWO_TO_THREE, json!([1, "a", 2, 3]));
    ok(&NONE_NEEDED, json!([]));
    ok(&NONE_NEEDED, json!([1]));
}

#[test]
fn required_and_dependent_required() {
    static REQUIRED: Node = node![Rule::Required(&["a", "b"])];
    static DEPENDENT: Node = node![Rule::DependentRequired(&[("a", &["c", "b"])])];
    assert_eq!(
        err(&REQUIRED, json!({"a": 1})),
        "$.b: the required member \"b\" is missing"
    );
    assert_eq!(
        violation(&REQUIRED, json!({"a": 1})).kind,
        ErrorKind::Missing
    );
    ok(&REQUIRED, json!({"a": 1, "b": null}));
    ok(&REQUIRED, json!(["a"]));
    assert_eq!(
        err(&DEPENDENT, json!({"a": 1, "c": 2})),
        "$.b: \"b\" is required because \"a\" is present"
    );
    assert_eq!(
        violation(&DEPENDENT, json!({"a": 1})).kind,
        ErrorKind::Missing
    );
    ok(&DEPENDENT, json!({"b": 1}));
    ok(&DEPENDENT, json!({"a": 1, "b": 2, "c": 3}));
}

#[test]
fn properties_report_the_member_path() {
    static INNER: Node = node![Rule::Properties(&[("b", &STRING)])];
    static OUTER: Node = node![Rule::Properties(&[("a", &ITEMS), ("odd key", &STRING)])];
    static ITEMS: Node = node![Rule::Items {
        prefix: 0,
        schema: &INNER
    }];
    assert_eq!(
        err(&OUTER, json!({"a": [{"b": "x"}, {"b": 3}]})),
        "$.a[1].b: expected a string, found the number 3"
    );
    let v = violation(&OUTER, json!({"a": [{"b": "x"}, {"b": 3}]}));
    assert_eq!(
        v.path,
        vec![
            Segment::Key("a".into()),
            Segment::Index(1),
            Segment::Key("b".into())
        ]
    );
    assert_eq!(v.kind, ErrorKind::Type);
    assert_eq!(
        err(&OUTER, json!({"odd key": 1})),
        "$[\"odd key\"]: expected a string, found the number 1"
    );
    ok(&OUTER, json!({"a": [{"b": "x"}, {"c": 3}], "z": 1}));
}

#[test]
fn additional_properties() {
    static CLOSED: Node = node![
        Rule::Properties(&[("a", &TRUE)]),
        Rule::AdditionalProperties {
            declared: &["a"],
            patterns: &[],
            schema: &FALSE
        }
    ];
    static STRINGS: Node = node![Rule::AdditionalProperties {
        declared: &["a"],
        patterns: &[],
        schema: &STRING
    }];
    assert_eq!(
        err(&CLOSED, json!({"a": 1, "x": 2})),
        "$.x: \"x\" is not allowed here (additionalProperties)"
    );
    assert_eq!(
        violation(&CLOSED, json!({"a": 1, "x": 2})).kind,
        ErrorKind::UnknownMember
    );
    ok(&CLOSED, json!({"a": 1}));
    assert_eq!(
        err(&STRINGS, json!({"a": 1, "x": 2})),
        "$.x: expected a string, found the number 2"
    );
    ok(&STRINGS, json!({"a": 1, "x": "2"}));
}

#[test]
fn property_names() {
    static SHORT_NAMES: Node = node![Rule::PropertyNames(&SHORT)];
    static SHORT: Node = node![Rule::MaxLength(3)];
    assert_eq!(
        err(&SHORT_NAMES, json!({"abc": 1, "abcd": 2})),
        "$.abcd: this member name is not allowed: expected a string of at most 3 characters, \
         found \"abcd\" (4 characters)"
    );
    ok(&SHORT_NAMES, json!({"abc": 1}));
    ok(&SHORT_NAMES, json!("abcdef"));
}

#[test]
fn dependent_schemas() {
    static DEP: Node = node![Rule::DependentSchemas(&[("a", &NEEDS_B)])];
    static NEEDS_B: Node = node![Rule::Required(&["b"])];
    assert_eq!(
        err(&DEP, json!({"a": 1})),
        "$.b: the required member \"b\" is missing"
    );
    ok(&DEP, json!({"a": 1, "b": 2}));
    ok(&DEP, json!({"c": 1}));
}

#[test]
fn prefix_items_and_items() {
    static TUPLE: Node = node![
        Rule::PrefixItems(&[&STRING, &INTEGER]),
        Rule::Items {
            prefix: 2,
            schema: &FALSE
        }
    ];
    static REST_NULL: Node = node![
        Rule::PrefixItems(&[&STRING]),
        Rule::Items {
            prefix: 1,
            schema: &NULL
        }
    ];
    assert_eq!(
        err(&TUPLE, json!(["a", "b"])),
        "$[1]: expected an integer, found the string \"b\""
    );
    assert_eq!(
        err(&TUPLE, json!(["a", 1, 2])),
        "$[2]: item 2 is not allowed here (items): expected at most 2 items"
    );
    ok(&TUPLE, json!(["a"]));
    ok(&TUPLE, json!(["a", 1]));
    ok(&REST_NULL, json!(["a", null, null]));
    assert_eq!(
        err(&REST_NULL, json!(["a", null, 0])),
        "$[2]: expected null, found the number 0"
    );
}

#[test]
fn all_of() {
    static BOTH: Node = node![Rule::AllOf(&[&NUMBER, &SMALL])];
    static SMALL: Node = node![Rule::Maximum(Num("3"))];
    assert_eq!(
        err(&BOTH, json!(4)),
        "$: expected a number at most 3, found 4"
    );
    assert_eq!(
        err(&BOTH, json!("x")),
        "$: expected a number, found the string \"x\""
    );
    ok(&BOTH, json!(3));
}

#[test]
fn any_of_reports_the_closest_branch() {
    static EITHER: Node = node![Rule::AnyOf(&[&STRING, &WITH_A])];
    static WITH_A: Node = node![
        Rule::Type(Types(Types::OBJECT)),
        Rule::Properties(&[("a", &INTEGER)])
    ];
    ok(&EITHER, json!("x"));
    ok(&EITHER, json!({"a": 1}));
    assert_eq!(
        err(&EITHER, json!(3)),
        "$: matched no branch of anyOf; the closest, branch 0, failed: expected a string, \
         found the number 3"
    );
    assert_eq!(
        err(&EITHER, json!({"a": "x"})),
        "$.a: matched no branch of anyOf; the closest, branch 1, failed: expected an integer, \
         found the string \"x\""
    );
    // The kind is the closest branch's failure's: what broke where the path leads.
    assert_eq!(violation(&EITHER, json!(3)).kind, ErrorKind::Type);
    assert_eq!(violation(&EITHER, json!({"a": "x"})).kind, ErrorKind::Type);
}

#[test]
fn a_branch_of_another_type_is_the_least_likely() {
    // A string, or an object tagged `kind: "file"`: an object with another tag contradicts
    // the object branch's constant, and is still closer to it than to the string.
    static SINK: Node = node![Rule::OneOf(&[&STRING, &FILE])];
    static FILE: Node = node![
        Rule::Type(Types(Types::OBJECT)),
        Rule::Required(&["kind"]),
        Rule::Properties(&[("kind", &FILE_KIND)])
    ];
    static FILE_KIND: Node = node![Rule::Const(&Lit::Str("file"))];
    ok(&SINK, json!({"kind": "file"}));
    assert_eq!(
        err(&SINK, json!({"kind": "ftp"})),
        "$.kind: matched no branch of oneOf; the closest, branch 1, failed: expected the \
         constant \"file\", found the string \"ftp\""
    );
}

#[test]
fn a_branch_whose_values_are_of_another_type_is_the_least_likely() {
    // A shorthand (a word or a boolean) or the full form, an object with a closed set of
    // members, as configuration schemas write a rule: given an object with a member it does
    // not allow, the object's branch is the one meant, though a missing member ranks it below
    // a branch whose only failure is its enum's.
    static RULE: Node = node![Rule::OneOf(&[&TOGGLE, &FULL])];
    static TOGGLE: Node = node![Rule::OneOf(&[&WORDS, &BOOLEAN])];
    static WORDS: Node = node![Rule::Enum(&[Lit::Str("enable"), Lit::Str("disable")])];
    static BOOLEAN: Node = node![Rule::Type(Types(Types::BOOLEAN))];
    static FULL: Node = node![
        Rule::Type(Types(Types::OBJECT)),
        Rule::Properties(&[("level", &TRUE)]),
        Rule::AdditionalProperties {
            declared: &["level"],
            patterns: &[],
            schema: &FALSE
        }
    ];
    ok(&RULE, json!("enable"));
    ok(&RULE, json!({"level": "error"}));
    assert_eq!(
        err(&RULE, json!({"level": "error", "bogus": 1})),
        "$.bogus: matched no branch of oneOf; the closest, branch 1, failed: \"bogus\" is not \
         allowed here (additionalProperties)"
    );
    // A value of the words' type is still closest to them.
    assert_eq!(
        err(&RULE, json!("on")),
        "$: matched no branch of oneOf; the closest, branch 0, failed: matched no branch of \
         oneOf; the closest, branch 0, failed: expected one of \"enable\", \"disable\", found \
         the string \"on\""
    );
}

#[test]
fn one_of() {
    static ONE: Node = node![Rule::OneOf(&[&INTEGER, &STRING, &NUMBER])];
    ok(&ONE, json!("x"));
    assert_eq!(
        err(&ONE, json!(2)),
        "$: matched 2 branches of oneOf (0 and 2), expected exactly one"
    );
    assert_eq!(violation(&ONE, json!(2)).kind, ErrorKind::NoBranch);
    ok(&ONE, json!(2.5));
    assert_eq!(
        err(&ONE, json!(null)),
        "$: matched no branch of oneOf; the closest, branch 0, failed: expected an integer, \
         found null"
    );
}

#[test]
fn not() {
    static NOT_STRING: Node = node![Rule::Not(&STRING)];
    assert_eq!(
        err(&NOT_STRING, json!("x")),
        "$: must not match the schema of \"not\""
    );
    ok(&NOT_STRING, json!(1));
}

#[test]
fn if_then_else() {
    static COND: Node = node![Rule::IfThenElse {
        condition: &STRING,
        then: Some(&SHORT),
        otherwise: Some(&INTEGER)
    }];
    static SHORT: Node = node![Rule::MaxLength(2)];
    static ONLY_THEN: Node = node![Rule::IfThenElse {
        condition: &STRING,
        then: Some(&SHORT),
        otherwise: None
    }];
    assert_eq!(
        err(&COND, json!("abc")),
        "$: matched \"if\", so \"then\" applies: expected a string of at most 2 characters, \
         found \"abc\" (3 characters)"
    );
    assert_eq!(violation(&COND, json!("abc")).kind, ErrorKind::Conditional);
    assert_eq!(
        err(&COND, json!(1.5)),
        "$: did not match \"if\", so \"else\" applies: expected an integer, found the number 1.5"
    );
    ok(&COND, json!("ab"));
    ok(&COND, json!(1));
    ok(&ONLY_THEN, json!(1.5));
}

#[test]
fn refs_and_cycles() {
    // A tree: {"value": integer, "children": [tree]}.
    static TREE: Node = node![
        Rule::Type(Types(Types::OBJECT)),
        Rule::Properties(&[("value", &INTEGER), ("children", &CHILDREN)])
    ];
    static CHILDREN: Node = node![Rule::Items {
        prefix: 0,
        schema: &TREE_REF
    }];
    static TREE_REF: Node = node![Rule::Ref(&TREE)];
    ok(
        &TREE,
        json!({"value": 1, "children": [{"value": 2, "children": []}]}),
    );
    assert_eq!(
        err(
            &TREE,
            json!({"value": 1, "children": [{"value": 2, "children": [{"value": "x"}]}]})
        ),
        "$.children[0].children[0].value: expected an integer, found the string \"x\""
    );
}

#[test]
fn a_reference_cycle_is_reported_not_overflowed() {
    static LOOP: Node = node![Rule::AllOf(&[&LOOP_REF])];
    static LOOP_REF: Node = node![Rule::Ref(&LOOP)];
    static GUARDED: Node = node![Rule::Not(&LOOP)];
    static ANY: Node = node![Rule::AnyOf(&[&LOOP])];
    static ONE: Node = node![Rule::OneOf(&[&TRUE, &ONE_REF])];
    static ONE_REF: Node = node![Rule::Ref(&ONE)];
    static COND: Node = node![Rule::IfThenElse {
        condition: &TRUE,
        then: Some(&COND_REF),
        otherwise: None
    }];
    static COND_REF: Node = node![Rule::DynamicRef {
        target: &COND,
        anchor: None
    }];
    static UNEVALUATED: Node = node![
        Rule::AllOf(&[&UNEVALUATED_REF]),
        Rule::UnevaluatedProperties(&FALSE)
    ];
    static UNEVALUATED_REF: Node = node![Rule::Ref(&UNEVALUATED)];
    // Run on a thread with a small stack, as a server's worker might have.
    let handle = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let messages: Vec<String> = [&LOOP, &GUARDED, &ANY, &ONE, &COND, &UNEVALUATED]
                .into_iter()
                .map(|node| err(node, json!({"a": 1})))
                .collect();
            messages
        })
        .unwrap();
    let expected = "$: the schema nests more than 512 subschemas deep here (a reference cycle, \
                    or a value nested too deeply)";
    for message in handle.join().unwrap() {
        assert_eq!(message, expected);
    }
}

#[test]
fn a_value_nested_beyond_the_bound_is_reported_not_overflowed() {
    static NESTED: Node = node![
        Rule::Type(Types(Types::ARRAY | Types::INTEGER)),
        Rule::Items {
            prefix: 0,
            schema: &NESTED_REF
        }
    ];
    static NESTED_REF: Node = node![Rule::Ref(&NESTED)];
    let mut value = json!(1);
    for _ in 0..1000 {
        value = Value::Array(vec![value]);
    }
    let handle = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let v = violation(&NESTED, value);
            (v.path.len(), v.message)
        })
        .unwrap();
    let (depth, message) = handle.join().unwrap();
    // Two nodes per level (the items schema and its $ref): the bound is met 256 levels down.
    assert_eq!(depth, 256);
    assert!(
        message.starts_with("the schema nests more than 512"),
        "{message}"
    );
}

#[test]
fn dynamic_ref_takes_the_outermost_anchor() {
    // A generic list whose items are whatever the outermost resource calls "T":
    // LIST = {$id: list, $dynamicAnchor: T (= ANY_T), items: {$dynamicRef: #T}}
    // STRINGS = {$id: strings, $dynamicAnchor: T (= STRING_T), $ref: list}
    static ANY_T: Node = node![];
    static LIST: Node = Node {
        location: "list",
        dynamic_anchors: Some(&[("T", &ANY_T)]),
        rules: &[Rule::Items {
            prefix: 0,
            schema: &ITEM,
        }],
    };
    static ITEM: Node = node![Rule::DynamicRef {
        target: &ANY_T,
        anchor: Some("T")
    }];
    static STRING_T: Node = node![Rule::Type(Types(Types::STRING))];
    static STRINGS: Node = Node {
        location: "strings",
        dynamic_anchors: Some(&[("T", &STRING_T)]),
        rules: &[Rule::Ref(&LIST)],
    };
    static STATIC_ONLY: Node = node![Rule::Items {
        prefix: 0,
        schema: &STATIC_ITEM
    }];
    static STATIC_ITEM: Node = node![Rule::DynamicRef {
        target: &INTEGER,
        anchor: None
    }];
    ok(&LIST, json!([1, "a", null]));
    ok(&STRINGS, json!(["a", "b"]));
    assert_eq!(
        err(&STRINGS, json!(["a", 2])),
        "$[1]: expected a string, found the number 2"
    );
    assert_eq!(
        err(&STATIC_ONLY, json!([1, "a"])),
        "$[1]: expected an integer, found the string \"a\""
    );
}

/// A long check remembers where references led, and only for the dynamic scope it was in: the
/// same reference at the same value resolves a `$dynamicRef` below it differently in another
/// scope. TREE = {$dynamicAnchor: node, properties: {children: {items: {$dynamicRef: #node}}}},
/// LABELLED = {$dynamicAnchor: node, $ref: TREE, required: [label]}; a value is checked against
/// TREE three times (over 256 references: past the bound outside tests too), then against
/// LABELLED, under which each child is a LABELLED: the node without a label, 100 levels down,
/// fails.
#[test]
fn remembered_references_keep_their_dynamic_scope() {
    static TREE: Node = Node {
        location: "tree",
        dynamic_anchors: Some(&[("node", &TREE)]),
        rules: &[Rule::Properties(&[("children", &CHILDREN)])],
    };
    static CHILDREN: Node = node![Rule::Items {
        prefix: 0,
        schema: &CHILD
    }];
    static CHILD: Node = node![Rule::DynamicRef {
        target: &TREE,
        anchor: Some("node")
    }];
    static LABELLED: Node = Node {
        location: "labelled",
        dynamic_anchors: Some(&[("node", &LABELLED)]),
        rules: &[Rule::Ref(&TREE), Rule::Required(&["label"])],
    };
    static ALL: Node = node![Rule::AllOf(&[&TREE, &TREE, &TREE, &LABELLED])];
    let chain = |unlabelled: usize| {
        (0..110)
            .rev()
            .fold(json!({"label": "leaf"}), |child, depth| {
                let mut node = json!({"children": [child]});
                if depth != unlabelled {
                    node["label"] = json!("n");
                }
                node
            })
    };
    ok(&ALL, chain(usize::MAX));
    assert_eq!(
        err(&ALL, chain(100)),
        format!(
            "${}.label: the required member \"label\" is missing",
            ".children[0]".repeat(100)
        )
    );
}

/// A reference that failed while a union tried its branches quietly is checked again when the
/// failure must be explained: the memory keeps "invalid" apart from the explanation.
#[test]
fn a_remembered_failure_is_explained_when_asked() {
    static TO_STRING: Node = node![Rule::Ref(&STRING)];
    static EITHER: Node = node![Rule::AnyOf(&[&TO_STRING, &TO_STRING])];
    assert_eq!(
        err(&EITHER, json!(5)),
        "$: matched no branch of anyOf; the closest, branch 0, failed: expected a string, \
         found the number 5"
    );
}

/// `propertyNames` checks each member name as a string the check makes for it, one after the
/// other in the same place: those are never remembered, or a long name would be answered with
/// the verdict of the short one checked there before it.
#[test]
fn member_names_are_not_answered_from_memory() {
    static SHORT: Node = node![Rule::MaxLength(3)];
    static TO_SHORT: Node = node![Rule::Ref(&SHORT)];
    static NAMES: Node = node![Rule::PropertyNames(&TO_SHORT)];
    ok(&NAMES, json!({"ab": 1, "cd": 2, "ef": 3}));
    assert_eq!(
        err(&NAMES, json!({"ab": 1, "cd": 2, "toolong": 3})),
        "$.toolong: this member name is not allowed: expected a string of at most 3 \
         characters, found \"toolong\" (7 characters)"
    );
}

static A_INT: Node = node![Rule::Properties(&[("a", &INTEGER)])];

/// What a reference evaluated counts for `unevaluatedProperties` however many references the
/// check followed before: a check that collects annotations is never answered from memory,
/// which keeps only verdicts.
#[test]
fn annotations_come_through_references_past_the_memory_bound() {
    static TO_A: Node = node![Rule::Ref(&A_INT)];
    static CLOSED: Node = node![Rule::Ref(&TO_A), Rule::UnevaluatedProperties(&FALSE)];
    ok(&CLOSED, json!({"a": 1}));
    assert_eq!(
        err(&CLOSED, json!({"a": 1, "b": 2})),
        "$.b: \"b\" is not allowed here (unevaluatedProperties)"
    );
}

static B_INT: Node = node![Rule::Properties(&[("b", &INTEGER)])];

#[test]
fn unevaluated_properties_see_all_of_and_refs() {
    static CLOSED: Node = node![
        Rule::AllOf(&[&A_INT]),
        Rule::Ref(&B_INT),
        Rule::UnevaluatedProperties(&FALSE)
    ];
    ok(&CLOSED, json!({"a": 1, "b": 2}));
    assert_eq!(
        err(&CLOSED, json!({"a": 1, "x": 2})),
        "$.x: \"x\" is not allowed here (unevaluatedProperties)"
    );
    assert_eq!(
        violation(&CLOSED, json!({"x": 2})).kind,
        ErrorKind::UnknownMember
    );
}

#[test]
fn unevaluated_properties_see_matching_any_of_branches_only() {
    static CLOSED: Node = node![
        Rule::AnyOf(&[&A_INT, &B_INT, &C_STRING]),
        Rule::UnevaluatedProperties(&FALSE)
    ];
    static C_STRING: Node = node![Rule::Properties(&[("c", &STRING)])];
    // Both first branches match and evaluate their member.
    ok(&CLOSED, json!({"a": 1, "b": 2}));
    // The third branch fails on "c", so "c" stays unevaluated.
    assert_eq!(
        err(&CLOSED, json!({"a": 1, "c": 2})),
        "$.c: \"c\" is not allowed here (unevaluatedProperties)"
    );
}

#[test]
fn unevaluated_properties_see_one_of_and_if_then_else() {
    static ONE: Node = node![
        Rule::OneOf(&[&REQUIRES_A, &REQUIRES_B]),
        Rule::UnevaluatedProperties(&FALSE)
    ];
    static REQUIRES_A: Node = node![Rule::Required(&["a"]), Rule::Properties(&[("a", &INTEGER)])];
    static REQUIRES_B: Node = node![Rule::Required(&["b"]), Rule::Properties(&[("b", &STRING)])];
    ok(&ONE, json!({"b": "x"}));
    assert_eq!(
        err(&ONE, json!({"a": 1, "z": 1})),
        "$.z: \"z\" is not allowed here (unevaluatedProperties)"
    );
    static COND: Node = node![
        Rule::IfThenElse {
            condition: &IF_A,
            then: Some(&B_INT),
            otherwise: Some(&C_ANY)
        },
        Rule::UnevaluatedProperties(&FALSE)
    ];
    static IF_A: Node = node![Rule::Required(&["a"]), Rule::Properties(&[("a", &TRUE)])];
    static C_ANY: Node = node![Rule::Properties(&[("c", &TRUE)])];
    ok(&COND, json!({"a": 1, "b": 2}));
    ok(&COND, json!({"c": 1}));
    // "if" failed, so its "a"... is absent anyway; "b" is evaluated only by "then".
    assert_eq!(
        err(&COND, json!({"c": 1, "b": 2})),
        "$.b: \"b\" is not allowed here (unevaluatedProperties)"
    );
}

#[test]
fn unevaluated_properties_ignore_not_and_use_their_schema() {
    static CLOSED: Node = node![Rule::Not(&NOT_A), Rule::UnevaluatedProperties(&STRING)];
    static NOT_A: Node = node![Rule::Not(&A_INT)];
    // "not" never contributes annotations: "a" is unevaluated, so it must be a string.
    assert_eq!(
        err(&CLOSED, json!({"a": 1})),
        "$.a: expected a string, found the number 1"
    );
    ok(&CLOSED, json!({"b": "x"}));
}

#[test]
fn nested_unevaluated_properties_count_as_evaluating() {
    static OUTER: Node = node![Rule::AllOf(&[&INNER]), Rule::UnevaluatedProperties(&FALSE)];
    static INNER: Node = node![Rule::UnevaluatedProperties(&TRUE)];
    ok(&OUTER, json!({"anything": 1}));
}

#[test]
fn unevaluated_items() {
    static CLOSED: Node = node![
        Rule::PrefixItems(&[&STRING]),
        Rule::AllOf(&[&TWO]),
        Rule::Contains {
            schema: &NULL,
            min: 0,
            max: None
        },
        Rule::UnevaluatedItems(&FALSE)
    ];
    static TWO: Node = node![Rule::PrefixItems(&[&TRUE, &INTEGER])];
    ok(&CLOSED, json!(["a", 1]));
    ok(&CLOSED, json!(["a", 1, null, null]));
    assert_eq!(
        err(&CLOSED, json!(["a", 1, null, 3])),
        "$[3]: item 3 is not allowed here (unevaluatedItems)"
    );
    static REST_INT: Node = node![
        Rule::AnyOf(&[&TWO, &FALSE]),
        Rule::UnevaluatedItems(&INTEGER)
    ];
    ok(&REST_INT, json!(["a", 1, 2, 3]));
    assert_eq!(
        err(&REST_INT, json!(["a", 1, 2, "x"])),
        "$[3]: expected an integer, found the string \"x\""
    );
    static ALL: Node = node![
        Rule::Items {
            prefix: 0,
            schema: &TRUE
        },
        Rule::UnevaluatedItems(&FALSE)
    ];
    ok(&ALL, json!([1, 2, 3]));
}

#[test]
fn violation_becomes_a_serde_error_with_its_path() {
    static INNER: Node = node![Rule::Properties(&[("b", &STRING)])];
    static OUTER: Node = node![Rule::Items {
        prefix: 0,
        schema: &INNER
    }];
    let v = violation(&OUTER, json!([{"b": 1}]));
    let e: serde_json::Error = v.clone().into_de_error();
    assert_eq!(e.to_string(), "expected a string, found the number 1");
    let saved = trail::take();
    assert_eq!(saved.segments, v.path);
    assert_eq!(saved.kind, Some(ErrorKind::Type));
    let _ = OBJECT;
}

// The pattern and format modules are written alongside this one; these tests use them.

use crate::runtime::format::Format;
use crate::runtime::pattern::Pattern;

static DIGITS: Pattern = Pattern::linear("^[0-9]+$", "^[0-9]+$");
static REPEAT: Pattern = Pattern::backtracking("(a)\\1");

#[test]
fn pattern() {
    static NODE: Node = node![Rule::Pattern(&DIGITS)];
    static BACKTRACKING: Node = node![Rule::Pattern(&REPEAT)];
    ok(&NODE, json!("123"));
    ok(&NODE, json!(123));
    assert_eq!(
        err(&NODE, json!("12a")),
        "$: expected a string matching the pattern ^[0-9]+$, found \"12a\" (3 characters)"
    );
    ok(&BACKTRACKING, json!("baab"));
    assert_eq!(
        err(&BACKTRACKING, json!("a".repeat(1001))),
        "$: the text could not be checked against the pattern: a pattern with backreferences \
         or lookaround runs on a backtracking engine, which is given at most 1000 characters \
         (the pattern is (a)\\1, the string has 1001 characters)"
    );
}

#[test]
fn format() {
    static IPV4: Node = node![Rule::Format(Format::Ipv4)];
    ok(&IPV4, json!("192.168.0.1"));
    ok(&IPV4, json!(12));
    assert_eq!(
        err(&IPV4, json!("256.1.1.1")),
        "$: expected an IPv4 address (format \"ipv4\"), found \"256.1.1.1\" (9 characters)"
    );
}

#[test]
fn pattern_properties_and_additional_properties() {
    static NODE: Node = node![
        Rule::Properties(&[("name", &STRING)]),
        Rule::PatternProperties(&[(&DIGITS, &INTEGER)]),
        Rule::AdditionalProperties {
            declared: &["name"],
            patterns: &[&DIGITS],
            schema: &FALSE
        },
        Rule::UnevaluatedProperties(&FALSE)
    ];
    ok(&NODE, json!({"name": "x", "1": 1, "22": 2}));
    assert_eq!(
        err(&NODE, json!({"name": "x", "1": "one"})),
        "$[\"1\"]: expected an integer, found the string \"one\""
    );
    assert_eq!(
        err(&NODE, json!({"name": "x", "x1": 1})),
        "$.x1: \"x1\" is not allowed here (additionalProperties)"
    );
}
