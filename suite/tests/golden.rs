//! The golden corpus at work: for each feature of `codegen/tests/golden/`, documents its schema
//! admits are read into the generated type and written back unchanged, and documents it refuses
//! are refused with the exact error a user sees (`$.path: message (line L, column C)`).

use serde::de::DeserializeOwned;
use serde::Serialize;
use wire_models_suite::golden::*;

/// Reads `json` as a `T` and writes it back: the same document, members in the same order.
#[track_caller]
fn round_trip<T: DeserializeOwned + Serialize>(json: &str) -> T {
    let value: T = wire_models::from_str(json).unwrap_or_else(|e| panic!("{json}: refused: {e}"));
    let written = serde_json::to_string(&value).unwrap_or_else(|e| panic!("{json}: {e}"));
    let compact = serde_json::to_string(
        &serde_json::from_str::<serde_json::Value>(json).expect("test documents are JSON"),
    )
    .expect("serializable");
    assert_eq!(written, compact, "written back differently");
    value
}

/// Reading `json` as a `T` fails with exactly `expected`, followed by the position of the
/// value at the error's path (`runtime::locate`'s tests and example-app pin positions exactly).
#[track_caller]
fn refuses<T: DeserializeOwned + std::fmt::Debug>(json: &str, expected: &str) {
    match wire_models::from_str::<T>(json) {
        Ok(value) => panic!("{json}: accepted as {value:?}, expected: {expected}"),
        Err(e) => {
            let position = format!(" (line {}, column {})", e.line(), e.column());
            assert!(e.line() > 0, "{json}: no position in {e}");
            assert_eq!(e.to_string(), format!("{expected}{position}"), "{json}");
        }
    }
}

#[test]
fn struct_with_required_and_optional_members() {
    use struct_members::StructMembers;
    let person: StructMembers =
        round_trip(r#"{"name":"Ada","age":36,"active":true,"nickname":"countess"}"#);
    assert_eq!(person.name, "Ada");
    assert_eq!(person.age.map(|a| a.to_string()), Some("36".into()));
    assert_eq!(person.email, None);
    assert!(person.active);
    // Members the schema does not declare are kept, in order.
    assert_eq!(person.extra.len(), 1);
    round_trip::<StructMembers>(r#"{"name":"Ada","active":false}"#);
    // Built in Rust: the optional members start absent.
    let built = StructMembers::new("Grace".into(), true);
    assert_eq!(
        serde_json::to_string(&built).unwrap(),
        r#"{"name":"Grace","active":true}"#
    );
    refuses::<StructMembers>(
        r#"{"name":"Ada"}"#,
        r#"$.active: the required member "active" is missing"#,
    );
    refuses::<StructMembers>(
        r#"{"name":"Ada","active":"yes"}"#,
        r#"$.active: expected a boolean, found the string "yes""#,
    );
    refuses::<StructMembers>(
        r#"{"name":"Ada","active":true,"age":1.5}"#,
        "$.age: expected an integer, found the number 1.5",
    );
}

#[test]
fn nested_inline_object_is_named_after_parent_and_member() {
    use nested_object::{NestedObject, NestedObjectAddress};
    let doc: NestedObject =
        round_trip(r#"{"id":"x","address":{"street":"Main St","city":"Oslo"}}"#);
    assert_eq!(doc.address.city, "Oslo");
    let built = NestedObject::new("y".into(), NestedObjectAddress::new("Bergen".into()));
    assert_eq!(
        serde_json::to_string(&built).unwrap(),
        r#"{"id":"y","address":{"city":"Bergen"}}"#
    );
    refuses::<NestedObject>(
        r#"{"id":"x","address":{"street":"Main St"}}"#,
        r#"$.address.city: the required member "city" is missing"#,
    );
}

#[test]
fn defs_and_refs_are_named_types() {
    use defs_ref::{DefsRef, User};
    let doc: DefsRef = round_trip(r#"{"owner":{"login":"ada"},"reviewer":{"login":"bob"}}"#);
    assert_eq!(doc.reviewer.map(|u| u.login), Some("bob".into()));
    let _: User = round_trip(r#"{"login":"c"}"#);
    refuses::<DefsRef>(
        r#"{"owner":{"login":"ada"},"reviewer":{}}"#,
        r#"$.reviewer.login: the required member "login" is missing"#,
    );
    // A reference wrapped in an `allOf` of one is the same type, read and refused the same.
    let doc: DefsRef = round_trip(r#"{"owner":{"login":"ada"},"approver":{"login":"eve"}}"#);
    let approver: Option<User> = doc.approver;
    assert_eq!(approver.map(|u| u.login), Some("eve".into()));
    refuses::<DefsRef>(
        r#"{"owner":{"login":"ada"},"approver":{"login":7}}"#,
        r#"$.approver.login: expected a string, found the number 7"#,
    );
    // So is one beside a part that only describes it, and a `oneOf` of one.
    let doc: DefsRef = round_trip(
        r#"{"owner":{"login":"ada"},"editor":{"login":"eve"},"signer":{"login":"sam"}}"#,
    );
    let (editor, signer): (Option<User>, Option<User>) = (doc.editor, doc.signer);
    assert_eq!(editor.map(|u| u.login), Some("eve".into()));
    assert_eq!(signer.map(|u| u.login), Some("sam".into()));
    refuses::<DefsRef>(
        r#"{"owner":{"login":"ada"},"signer":{}}"#,
        r#"$.signer.login: the required member "login" is missing"#,
    );
    // A reference and a constraint: the referenced type, checked against both, read and
    // written; as an `allOf` (`auditor`) or, as 2019-09 and later write it, `$ref` beside the
    // constraint (`witness`).
    type Get = fn(DefsRef) -> Option<User>;
    type Set = fn(&mut DefsRef, Option<User>);
    let members: [(&str, Get, Set); 2] = [
        ("auditor", |d| d.auditor, |d, u| d.auditor = u),
        ("witness", |d| d.witness, |d, u| d.witness = u),
    ];
    for (member, get, set) in members {
        let doc: DefsRef = round_trip(&format!(
            r#"{{"owner":{{"login":"ada"}},"{member}":{{"login":"al"}}}}"#
        ));
        assert_eq!(get(doc).map(|u| u.login), Some("al".into()));
        let expected = format!("$.{member}: expected at most 1 member, found 2");
        refuses::<DefsRef>(
            &format!(r#"{{"owner":{{"login":"ada"}},"{member}":{{"login":"al","team":"x"}}}}"#),
            &expected,
        );
        let mut built = DefsRef::new(User::new("ada".into()));
        let mut user = User::new("al".into());
        user.extra.insert("team".into(), "x".into());
        set(&mut built, Some(user));
        assert_eq!(
            serde_json::to_string(&built).unwrap_err().to_string(),
            expected
        );
    }
    // `$ref` beside members of its own: one struct of the referred members and its own.
    use defs_ref::{Admin, AdminRole};
    let doc: DefsRef = round_trip(
        r#"{"owner":{"login":"ada"},"admin":{"login":"root","status":"away","role":"owner"}}"#,
    );
    let admin: Admin = doc.admin.expect("read");
    assert_eq!(
        (admin.login.as_str(), admin.role),
        ("root", AdminRole::Owner)
    );
    // A member it inherits has the type its definition gave it, named after that definition.
    let status: Option<defs_ref::UserStatus> = admin.status;
    assert_eq!(status.map(|s| s.as_str()), Some("away"));
    refuses::<DefsRef>(
        r#"{"owner":{"login":"ada"},"admin":{"role":"owner"}}"#,
        r#"$.admin.login: the required member "login" is missing"#,
    );
    refuses::<DefsRef>(
        r#"{"owner":{"login":"ada"},"admin":{"login":"root","status":"gone","role":"owner"}}"#,
        r#"$.admin.status: expected one of "active", "away", found the string "gone""#,
    );
}

#[test]
fn a_recursive_tree_is_boxed() {
    use recursive_tree::{Node, RecursiveTree};
    let tree: RecursiveTree =
        round_trip(r#"{"value":1,"left":{"value":2},"right":{"value":3,"left":{"value":4}}}"#);
    let left_of_right = tree.right.as_ref().and_then(|r| r.left.as_ref());
    assert_eq!(left_of_right.map(|n| n.value.to_string()), Some("4".into()));
    let mut root = Node::new(wire_models::Integer::from(0));
    root.left = Some(Box::new(Node::new(wire_models::Integer::from(1))));
    assert_eq!(
        serde_json::to_string(&root).unwrap(),
        r#"{"value":0,"left":{"value":1}}"#
    );
    refuses::<RecursiveTree>(
        r#"{"value":1,"right":{"value":2,"left":{}}}"#,
        r#"$.right.left.value: the required member "value" is missing"#,
    );
    // A union that holds the node itself: that variant is boxed, and streamed into.
    use recursive_tree::{Leaf, NodeNext};
    let chain: RecursiveTree =
        round_trip(r#"{"value":1,"next":{"value":2,"next":{"label":"end"}}}"#);
    let Some(NodeNext::Node(second)) = chain.next.as_deref() else {
        panic!("{:?}", chain.next)
    };
    assert_eq!(
        second.next.as_deref(),
        Some(&NodeNext::Leaf(Leaf::new("end".into())))
    );
    refuses::<RecursiveTree>(
        r#"{"value":1,"next":{"value":2,"next":{"label":3}}}"#,
        r#"$.next.next.label: matched no branch of anyOf; the closest, branch 1, failed: expected a string, found the number 3"#,
    );
    // A reference to the root, whose type is an alias of `Node`: boxed too (it once was not,
    // and the generated module did not compile).
    let copied: RecursiveTree = round_trip(r#"{"value":1,"copy":{"value":2,"copy":{"value":3}}}"#);
    let innermost = copied.copy.as_ref().and_then(|c| c.copy.as_ref());
    assert_eq!(innermost.map(|n| n.value.to_string()), Some("3".into()));
    // A node or `null` (pydantic's `Optional[Node]`): boxed inside the `Option` (it once was
    // not boxed, and did not compile).
    let child: RecursiveTree = round_trip(r#"{"value":1,"parent":{"value":0,"parent":null}}"#);
    let parent = child.parent.as_ref().and_then(|p| p.as_deref());
    assert_eq!(parent.map(|p| p.parent.clone()), Some(Some(None)));
    refuses::<RecursiveTree>(
        r#"{"value":1,"parent":{"value":"0"}}"#,
        r#"$.parent.value: expected an integer, found the string "0""#,
    );
    refuses::<RecursiveTree>(
        r#"{"value":1,"copy":{"copy":{"value":3}}}"#,
        r#"$.copy.value: the required member "value" is missing"#,
    );
}

#[test]
fn a_constrained_string_is_a_checked_newtype() {
    use string_constraints::StringConstraints;
    let name: StringConstraints = round_trip(r#""ada_99""#);
    assert_eq!(&*name, "ada_99");
    assert_eq!(name.into_inner(), "ada_99");
    assert!(StringConstraints::try_from("ok_name".to_owned()).is_ok());
    refuses::<StringConstraints>(
        r#""ab""#,
        r#"$: expected a string of 3 to 16 characters, found "ab" (2 characters)"#,
    );
    refuses::<StringConstraints>(
        r#""9lives""#,
        r#"$: expected a string matching the pattern ^[a-z][a-z0-9_]*$, found "9lives" (6 characters)"#,
    );
    refuses::<StringConstraints>(
        r#""abcdefghijklmnopq""#,
        r#"$: expected a string of 3 to 16 characters, found "abcdefghijklmnopq" (17 characters)"#,
    );
    let err = StringConstraints::try_from("Bad".to_owned()).unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"$: expected a string matching the pattern ^[a-z][a-z0-9_]*$, found "Bad" (3 characters)"#
    );
}

#[test]
fn bounded_numbers_are_checked_newtypes() {
    use bounded_numbers::{BoundedNumbers, Page};
    let doc: BoundedNumbers = round_trip(r#"{"page":1000,"ratio":0.75}"#);
    assert_eq!(doc.page.to_string(), "1000");
    round_trip::<BoundedNumbers>(r#"{"page":1}"#);
    refuses::<BoundedNumbers>(
        r#"{"page":0}"#,
        "$.page: expected a number at least 1, found 0",
    );
    refuses::<BoundedNumbers>(
        r#"{"page":1001}"#,
        "$.page: expected a number at most 1000, found 1001",
    );
    refuses::<BoundedNumbers>(
        r#"{"page":2,"ratio":1}"#,
        "$.ratio: expected a number less than 1, found 1",
    );
    refuses::<BoundedNumbers>(
        r#"{"page":2,"ratio":0.3}"#,
        "$.ratio: expected a number that is a multiple of 0.25, found 0.3",
    );
    refuses::<BoundedNumbers>(
        r#"{"page":2.5}"#,
        "$.page: expected an integer, found the number 2.5",
    );
    assert!(Page::try_from(wire_models::Integer::from(5)).is_ok());
    assert!(Page::try_from(wire_models::Integer::from(5000)).is_err());
}

#[test]
fn a_nullable_member_is_an_option() {
    use nullable::Nullable;
    let doc: Nullable = round_trip(r#"{"nickname":null}"#);
    assert_eq!(doc.nickname, None);
    let doc: Nullable = round_trip(r#"{"nickname":"Ada"}"#);
    assert_eq!(doc.nickname.as_deref(), Some("Ada"));
    refuses::<Nullable>(
        r#"{}"#,
        r#"$.nickname: the required member "nickname" is missing"#,
    );
    refuses::<Nullable>(
        r#"{"nickname":3}"#,
        "$.nickname: expected a string or null, found the number 3",
    );
}

#[test]
fn a_closed_object_is_a_struct_of_its_members_only() {
    use closed_struct::ClosedStruct;
    let point: ClosedStruct = round_trip(r#"{"x":1.5,"y":-2}"#);
    // Exactly the declared members: the struct has no `extra` to fill.
    let ClosedStruct { x, y } = point;
    assert_eq!((x.to_string(), y.to_string()), ("1.5".into(), "-2".into()));
    refuses::<ClosedStruct>(
        r#"{"x":1,"y":2,"z":3}"#,
        r#"$.z: "z" is not allowed here (additionalProperties)"#,
    );
    refuses::<ClosedStruct>(r#"{"x":1}"#, r#"$.y: the required member "y" is missing"#);
}

#[test]
fn a_one_of_of_inline_object_shapes_is_an_enum_of_structs() {
    use one_of_shapes::{OneOfShapes, OneOfShapesCard, OneOfShapesIban};
    let card: OneOfShapes = round_trip(r#"{"number":"4111111111111111","expiry":"12/30"}"#);
    assert_eq!(
        card,
        OneOfShapes::Card(OneOfShapesCard::new(
            "4111111111111111".into(),
            "12/30".into()
        ))
    );
    let iban: OneOfShapes = round_trip(r#"{"iban":"GB82WEST12345698765432"}"#);
    let OneOfShapes::Iban(OneOfShapesIban { iban }) = iban else {
        panic!("{iban:?}")
    };
    assert_eq!(iban, "GB82WEST12345698765432");
    // Only the second branch admits a member `iban` (both are closed): the object streams into
    // it, and its failure is the union's.
    refuses::<OneOfShapes>(
        r#"{"iban":"GB82"}"#,
        "$.iban: expected a string of 15 to 34 characters, found \"GB82\" (4 characters)",
    );
    // A member no branch admits: read whole, and the checker explains it against the union.
    refuses::<OneOfShapes>(
        r#"{"bic":"DEUTDEFF"}"#,
        "$.number: matched no branch of oneOf; the closest, branch 0, failed: the required member \"number\" is missing",
    );
}

#[test]
fn positions_that_may_be_absent_are_options() {
    use optional_positions::{OptionalPositions, OptionalPositionsLabelItem1 as Colour};
    use wire_models::{Number, Partial, Prefixed};
    let track: OptionalPositions = round_trip(
        r#"{"points":[[10.75,59.91],[10.76,59.92,120]],"label":["walk","red","dog","rain"]}"#,
    );
    // Two coordinates always, the altitude where the array has it.
    let [flat, high] = &track.points[..] else {
        panic!("{:?}", track.points)
    };
    assert_eq!(flat.required.1.to_string(), "59.91");
    assert_eq!(flat.optional, (None,));
    assert_eq!(
        high.optional.0.as_ref().map(Number::to_string),
        Some("120".into())
    );
    // A label's name and colour may both be absent; the tags come after them.
    let label = track.label.as_ref().expect("a label");
    assert_eq!(
        label.prefix.optional,
        (Some("walk".to_owned()), Some(Colour::Red))
    );
    assert_eq!(label.rest, ["dog", "rain"]);
    // A tuple that may be `null` is a tuple in an `Option`.
    let climbed: OptionalPositions = round_trip(r#"{"points":[],"climb":[12,96.5]}"#);
    let (low, high) = climbed.climb.flatten().expect("a climb");
    assert_eq!(
        (low.to_string(), high.to_string()),
        ("12".into(), "96.5".into())
    );
    let level: OptionalPositions = round_trip(r#"{"points":[],"climb":null}"#);
    assert_eq!(level.climb, Some(None));
    refuses::<OptionalPositions>(
        r#"{"points":[],"climb":[12]}"#,
        "$.climb: expected at least 2 items, found 1",
    );
    // Up to twelve positions; here one always there and nine that may be absent.
    let timed: OptionalPositions =
        round_trip(r#"{"points":[],"laps":[61.5,60,59.25,62,58,57.5,60,61,59,58.75]}"#);
    let laps = timed.laps.expect("laps");
    assert_eq!(laps.required.0.to_string(), "61.5");
    assert_eq!(
        laps.optional.8.as_ref().map(ToString::to_string),
        Some("58.75".into())
    );
    let one: OptionalPositions = round_trip(r#"{"points":[],"laps":[61.5]}"#);
    assert!(one.laps.expect("laps").optional.8.is_none());
    let mut holed = laps;
    holed.optional.7 = None;
    let mut track = OptionalPositions::new(Vec::new());
    track.laps = Some(holed);
    assert_eq!(
        serde_json::to_string(&track).unwrap_err().to_string(),
        "$.laps[8]: item 8 is absent (None) but an item after it is present: an array cannot skip a position"
    );
    let bare: OptionalPositions = round_trip(r#"{"points":[],"label":["walk"]}"#);
    let label = bare.label.expect("a label");
    assert_eq!(label.prefix.optional, (Some("walk".to_owned()), None));
    assert!(label.rest.is_empty());
    let empty: OptionalPositions = round_trip(r#"{"points":[],"label":[]}"#);
    assert_eq!(empty.label.expect("a label").prefix.optional, (None, None));

    refuses::<OptionalPositions>(
        r#"{"points":[[10.75]]}"#,
        "$.points[0]: expected at least 2 items, found 1",
    );
    refuses::<OptionalPositions>(
        r#"{"points":[[10.75,59.91,120,4]]}"#,
        "$.points[0][3]: item 3 is not allowed here (items): expected at most 3 items",
    );
    refuses::<OptionalPositions>(
        r#"{"points":[[190,59.91]]}"#,
        "$.points[0][0]: expected a number at most 180, found 190",
    );
    refuses::<OptionalPositions>(
        r#"{"points":[],"label":["walk","pink"]}"#,
        r#"$.label[1]: expected one of "red", "green", "blue", found the string "pink""#,
    );

    // Built in Rust: written up to the last item present.
    let point = Partial {
        required: (Number::from(10), Number::from(59)),
        optional: (None,),
    };
    let mut built = OptionalPositions::new(vec![point]);
    built.label = Some(Prefixed {
        prefix: Partial {
            required: (),
            optional: (Some("run".to_owned()), None),
        },
        rest: Vec::new(),
    });
    assert_eq!(
        serde_json::to_string(&built).unwrap(),
        r#"{"points":[[10,59]],"label":["run"]}"#
    );
    // An array has no holes: a colour without a name, or tags after an absent colour, would
    // write an array that means something else, and is refused.
    let mut holed = built.clone();
    holed.label = Some(Prefixed {
        prefix: Partial {
            required: (),
            optional: (None, Some(Colour::Blue)),
        },
        rest: Vec::new(),
    });
    assert_eq!(
        serde_json::to_string(&holed).unwrap_err().to_string(),
        "$.label[0]: item 0 is absent (None) but an item after it is present: an array cannot skip a position"
    );
    let mut holed = built;
    holed.label = Some(Prefixed {
        prefix: Partial {
            required: (),
            optional: (Some("run".to_owned()), None),
        },
        rest: vec!["dog".to_owned()],
    });
    assert_eq!(
        serde_json::to_string(&holed).unwrap_err().to_string(),
        "$.label[1]: item 1 is absent (None) but an item after it is present: an array cannot skip a position"
    );
}

#[test]
fn shapes_inline_in_a_union_over_json_types_are_types() {
    use union_shapes::{
        UnionShapes, UnionShapesAuthor as Author, UnionShapesAuthorObject as Person,
        UnionShapesContent as Content, UnionShapesContentItem as Part,
        UnionShapesContentItemType as PartType,
    };
    let text: UnionShapes = round_trip(r#"{"content":"hello","author":"ada"}"#);
    assert_eq!(text.content, Content::String("hello".into()));
    assert_eq!(text.author, Some(Author::String("ada".into())));
    // The array variant holds the parts' struct, the object variant the author's.
    let parts: UnionShapes = round_trip(
        r#"{"content":[{"type":"text","text":"see"},{"type":"image_url"}],"author":{"name":"Ada","email":"ada@example.org"}}"#,
    );
    let Content::Array(list) = &parts.content else {
        panic!("{:?}", parts.content)
    };
    assert_eq!(list[0].r#type, PartType::Text);
    assert_eq!(list[0].text.as_deref(), Some("see"));
    assert_eq!(list[1].r#type, PartType::ImageUrl);
    let Some(Author::Object(person)) = &parts.author else {
        panic!("{:?}", parts.author)
    };
    assert_eq!(person.email.as_deref(), Some("ada@example.org"));
    let silent: UnionShapes = round_trip(r#"{"content":null}"#);
    assert_eq!(silent.content, Content::Null);
    // The string variant holds the enum of the strings the schema lists.
    use union_shapes::{UnionShapesMaxTokens as Limit, UnionShapesMaxTokensString as Word};
    let auto: UnionShapes = round_trip(r#"{"content":"x","max_tokens":"auto"}"#);
    assert_eq!(auto.max_tokens, Some(Limit::String(Word::Auto)));
    let some: UnionShapes = round_trip(r#"{"content":"x","max_tokens":256}"#);
    assert!(matches!(some.max_tokens, Some(Limit::Integer(n)) if n.to_string() == "256"));
    refuses::<UnionShapes>(
        r#"{"content":"x","max_tokens":"many"}"#,
        r#"$.max_tokens: matched no branch of anyOf; the closest, branch 0, failed: expected one of "auto", "inf", found the string "many""#,
    );

    // An array or an object is read into the one branch that admits it, as it is read: a
    // failure is that branch's own.
    refuses::<UnionShapes>(
        r#"{"content":[{"type":"video"}]}"#,
        r#"$.content[0].type: expected one of "text", "image_url", found the string "video""#,
    );
    refuses::<UnionShapes>(
        r#"{"content":"x","author":{"name":"Ada","email":"ada"}}"#,
        r#"$.author.email: expected an email address (format "email"), found "ada" (3 characters)"#,
    );
    refuses::<UnionShapes>(
        r#"{"content":"x","author":""}"#,
        r#"$.author: matched no branch of anyOf; the closest, branch 0, failed: expected a string of at least 1 character, found "" (0 characters)"#,
    );

    // Built in Rust from the named types, and written.
    let built = UnionShapes::new(Content::Array(vec![Part::new(PartType::Text)]));
    let mut built = built;
    built.author = Some(Author::Object(Box::new(Person::new("Ada".into()))));
    assert_eq!(
        serde_json::to_string(&built).unwrap(),
        r#"{"content":[{"type":"text"}],"author":{"name":"Ada"}}"#
    );
}

#[test]
fn objects_declared_beside_other_types_are_structs() {
    use object_facets::{
        ObjectFacets, ObjectFacetsTeam as Team, ObjectFacetsTeamObject as TeamObject, Person,
        PersonObject,
    };
    // A definition of a person or `null`: its object variant is a struct, whose manager is
    // another such definition.
    let chart: ObjectFacets =
        round_trip(r#"{"head":{"name":"Ada","manager":{"name":"Grace","manager":null}}}"#);
    let Person::Object(head) = &chart.head else {
        panic!("{:?}", chart.head)
    };
    assert_eq!(head.name, "Ada");
    let Some(Person::Object(manager)) = &head.manager else {
        panic!("{:?}", head.manager)
    };
    assert_eq!(manager.name, "Grace");
    assert_eq!(manager.manager, Some(Person::Null));
    let vacant: ObjectFacets = round_trip(r#"{"head":null}"#);
    assert_eq!(vacant.head, Person::Null);
    // The member's object variant is a struct of its members; its string variant a string.
    let named: ObjectFacets = round_trip(r#"{"head":null,"team":"core"}"#);
    assert_eq!(named.team, Some(Team::String("core".into())));
    let sized: ObjectFacets = round_trip(r#"{"head":null,"team":{"name":"core","size":4}}"#);
    let Some(Team::Object(team)) = &sized.team else {
        panic!("{:?}", sized.team)
    };
    assert_eq!(
        (
            team.name.as_str(),
            team.size.as_ref().map(|n| n.to_string())
        ),
        ("core", Some("4".into()))
    );
    // Each keyword still applies to the variant it is about.
    refuses::<ObjectFacets>(
        r#"{"head":{"manager":null}}"#,
        r#"$.head.name: the required member "name" is missing"#,
    );
    refuses::<ObjectFacets>(
        r#"{"head":null,"team":{"name":"core","size":0}}"#,
        r#"$.team.size: expected a number at least 1, found 0"#,
    );
    refuses::<ObjectFacets>(
        r#"{"head":null,"team":{"name":"core","lead":"Ada"}}"#,
        r#"$.team.lead: "lead" is not allowed here (additionalProperties)"#,
    );
    refuses::<ObjectFacets>(
        r#"{"head":null,"team":""}"#,
        r#"$.team: expected a string of at least 1 character, found "" (0 characters)"#,
    );
    // The struct alone holds objects only.
    refuses::<PersonObject>("null", "$: expected an object, found null");
    // A definition of an object branch or `null`: the object branch is a struct.
    use object_facets::Rules;
    let ruled: ObjectFacets = round_trip(r#"{"head":null,"rules":{"ignore":["a*"]}}"#);
    let Some(Rules::Object(rules)) = &ruled.rules else {
        panic!("{:?}", ruled.rules)
    };
    assert_eq!(rules.ignore.as_deref(), Some(&["a*".to_owned()][..]));
    let unruled: ObjectFacets = round_trip(r#"{"head":null,"rules":null}"#);
    assert_eq!(unruled.rules, Some(Rules::Null));
    // A union of objects whose branches leave `type: object` to it: an enum of their structs.
    use object_facets::{ObjectFacetsBadge as Badge, ObjectFacetsBadgeSquare as Square};
    let badged: ObjectFacets =
        round_trip(r#"{"head":null,"badge":{"shape":"circle","radius":1.5}}"#);
    let Some(Badge::Circle(circle)) = &badged.badge else {
        panic!("{:?}", badged.badge)
    };
    assert_eq!(circle.radius.to_string(), "1.5");
    let squared: ObjectFacets = round_trip(r#"{"head":null,"badge":{"shape":"square","side":2}}"#);
    assert!(matches!(&squared.badge, Some(Badge::Square(s)) if s.side.to_string() == "2"));
    refuses::<ObjectFacets>(
        r#"{"head":null,"badge":{"shape":"square","radius":2}}"#,
        r#"$.badge.side: matched no branch of oneOf; the closest, branch 1, failed: the required member "side" is missing"#,
    );
    refuses::<ObjectFacets>(
        r#"{"head":null,"badge":"square"}"#,
        r#"$.badge: expected an object, found the string "square""#,
    );
    // A union of a string and two kinds of object: the object variant is an enum of their
    // structs, told apart by their `kind`.
    use object_facets::{Endpoint, Output, OutputObject, OutputObjectFile as File};
    let to_path: ObjectFacets = round_trip(r#"{"head":null,"output":"out.txt"}"#);
    assert_eq!(to_path.output, Some(Output::String("out.txt".into())));
    let to_file: ObjectFacets =
        round_trip(r#"{"head":null,"output":{"kind":"file","path":"/tmp/out"}}"#);
    let Some(Output::Object(file)) = &to_file.output else {
        panic!("{:?}", to_file.output)
    };
    assert!(matches!(&**file, OutputObject::File(f) if f.path == "/tmp/out"));
    // The tag need not come first (the constant is written first, as it has no field).
    let to_url: ObjectFacets = wire_models::from_str(
        r#"{"head":null,"output":{"url":"https://example.com/in","kind":"http"}}"#,
    )
    .unwrap();
    let Some(Output::Object(endpoint)) = &to_url.output else {
        panic!("{:?}", to_url.output)
    };
    assert!(matches!(&**endpoint, OutputObject::Endpoint(e) if e.url == "https://example.com/in"));
    refuses::<ObjectFacets>(
        r#"{"head":null,"output":{"kind":"file","url":"https://example.com/in"}}"#,
        r#"$.output.url: "url" is not allowed here (additionalProperties)"#,
    );
    refuses::<ObjectFacets>(
        r#"{"head":null,"output":{"kind":"ftp","path":"/tmp/out"}}"#,
        r#"$.output.kind: matched no branch of oneOf; the closest, branch 1, failed: expected the constant "file", found the string "ftp""#,
    );
    refuses::<ObjectFacets>(
        r#"{"head":null,"output":""}"#,
        r#"$.output: matched no branch of oneOf; the closest, branch 0, failed: expected a string of at least 1 character, found "" (0 characters)"#,
    );
    refuses::<ObjectFacets>(
        r#"{"head":null,"output":[]}"#,
        r#"$.output: matched no branch of oneOf; the closest, branch 0, failed: expected a string, found an array"#,
    );
    // Members but no `type`: an object is read into the struct, any other value is kept as
    // the JSON type it is, and the struct's keywords apply to objects only.
    use object_facets::{Settings, SettingsObject, SettingsObjectTheme as Theme};
    let themed: ObjectFacets =
        round_trip(r#"{"head":null,"settings":{"theme":"dark","font_size":12,"x":[]}}"#);
    let Some(Settings::Object(settings)) = &themed.settings else {
        panic!("{:?}", themed.settings)
    };
    assert_eq!(settings.theme, Theme::Dark);
    assert_eq!(
        settings.font_size.as_ref().map(|n| n.to_string()),
        Some("12".into())
    );
    assert_eq!(settings.extra.len(), 1);
    let numbered: ObjectFacets = round_trip(r#"{"head":null,"settings":7}"#);
    assert!(matches!(&numbered.settings, Some(Settings::Number(n)) if n.to_string() == "7"));
    let listed: ObjectFacets = round_trip(r#"{"head":null,"settings":["dark"]}"#);
    assert!(matches!(&listed.settings, Some(Settings::Array(items)) if items.len() == 1));
    let cleared: ObjectFacets = round_trip(r#"{"head":null,"settings":null}"#);
    assert_eq!(cleared.settings, Some(Settings::Null));
    refuses::<ObjectFacets>(
        r#"{"head":null,"settings":{"font_size":12}}"#,
        r#"$.settings.theme: the required member "theme" is missing"#,
    );
    refuses::<ObjectFacets>(
        r#"{"head":null,"settings":{"theme":"dark","font_size":4}}"#,
        r#"$.settings.font_size: expected a number at least 6, found 4"#,
    );
    // The same schema where the member must be an object: the object variant's struct.
    let defaulted: ObjectFacets = round_trip(r#"{"head":null,"defaults":{"theme":"light"}}"#);
    let defaults: Option<&SettingsObject> = defaulted.defaults.as_ref();
    assert_eq!(defaults.map(|d| &d.theme), Some(&Theme::Light));
    refuses::<ObjectFacets>(
        r#"{"head":null,"defaults":7}"#,
        r#"$.defaults: expected an object, found the number 7"#,
    );
    // Built in Rust and written.
    let mut built = ObjectFacets::new(Person::Object(Box::new(PersonObject::new("Ada".into()))));
    built.output = Some(Output::Object(Box::new(OutputObject::File(File::new(
        "/tmp/out".into(),
    )))));
    built.team = Some(Team::Object(Box::new(TeamObject::new("core".into()))));
    built.badge = Some(Badge::Square(Square::new(wire_models::Number::from(3))));
    assert_eq!(
        serde_json::to_string(&built).unwrap(),
        r#"{"head":{"name":"Ada"},"team":{"name":"core"},"output":{"kind":"file","path":"/tmp/out"},"badge":{"shape":"square","side":3}}"#
    );
    let endpoint = OutputObject::Endpoint(Endpoint::new("https://example.com/in".into()));
    assert_eq!(
        serde_json::to_string(&Output::Object(Box::new(endpoint))).unwrap(),
        r#"{"kind":"http","url":"https://example.com/in"}"#
    );
}

#[test]
fn definitions_kept_elsewhere_are_named_types() {
    use nested_definitions::{Full, NestedDefinitions, Scope, Video, VideoCodec};
    let doc: NestedDefinitions = round_trip(
        r#"{"video":{"codec":"av1","fps":30},"backup":{"codec":"h264"},"scope":{"name":"a","inner":{"name":"b"}}}"#,
    );
    // Both members refer to one definition inside another: one type.
    let (video, backup): (Option<Video>, Option<Video>) = (doc.video, doc.backup);
    assert_eq!(video.map(|v| v.codec), Some(VideoCodec::Av1));
    assert_eq!(backup.map(|v| v.codec), Some(VideoCodec::H264));
    let scope: Scope = doc.scope.expect("a scope");
    assert_eq!(scope.inner.map(|s| s.name), Some("b".into()));
    refuses::<NestedDefinitions>(
        r#"{"video":{"codec":"av1","fps":0}}"#,
        "$.video.fps: expected a number at least 1, found 0",
    );
    refuses::<NestedDefinitions>(
        r#"{"scope":{"name":"a","inner":{}}}"#,
        r#"$.scope.inner.name: the required member "name" is missing"#,
    );
    // A definition named by digits (`#/definitions/0451/full`) is a type too, with its items'.
    let numbered: NestedDefinitions = round_trip(r#"{"channels":[{"id":1},{"id":2}]}"#);
    let channels: Full = numbered.channels.expect("channels");
    assert_eq!(channels[1].id, wire_models::Integer::from(2));
    refuses::<NestedDefinitions>(
        r#"{"channels":[{"id":"one"}]}"#,
        r#"$.channels[0].id: expected an integer, found the string "one""#,
    );
    // A reference to a schema in another's `properties` holds what that member does.
    let labelled: NestedDefinitions = round_trip(r#"{"tags":["a"],"labels":["b","c"]}"#);
    let labels: Vec<String> = labelled.labels.expect("labels");
    assert_eq!(
        (labelled.tags, labels),
        (Some(vec!["a".into()]), vec!["b".into(), "c".into()])
    );
    refuses::<NestedDefinitions>(
        r#"{"labels":[""]}"#,
        r#"$.labels[0]: expected a string of at least 1 character, found "" (0 characters)"#,
    );
}

#[test]
fn members_named_by_patterns_of_one_type_are_a_map() {
    use pattern_map::PatternMap;
    let env: PatternMap = round_trip(r#"{"HOME":"/root","PATH":"/bin","LC_ALL":"en_GB.UTF-8"}"#);
    // A map of the patterns' type, in the order read.
    let pairs: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    assert_eq!(
        pairs,
        [
            ("HOME", "/root"),
            ("PATH", "/bin"),
            ("LC_ALL", "en_GB.UTF-8")
        ]
    );
    // `LC_ALL` matches both patterns: read against the first, it is checked against the
    // second as well.
    refuses::<PatternMap>(
        r#"{"LC_ALL":"en GB"}"#,
        r#"$.LC_ALL: expected a string matching the pattern ^[A-Za-z0-9_.@-]*$, found "en GB" (5 characters)"#,
    );
    // A map built in Rust is checked the same way when written.
    let mut built = env.clone().into_inner();
    built.insert("LC_TIME".into(), "C; rm -rf /".into());
    let err = PatternMap::try_from(built).unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"$.LC_TIME: expected a string matching the pattern ^[A-Za-z0-9_.@-]*$, found "C; rm -rf /" (11 characters)"#
    );
    refuses::<PatternMap>(
        r#"{"HOME":"/root","path":"/bin"}"#,
        r#"$.path: "path" is not allowed here (additionalProperties)"#,
    );
    refuses::<PatternMap>(
        r#"{"HOME":1}"#,
        r#"$.HOME: expected a string, found the number 1"#,
    );
}

#[test]
fn a_type_list_is_an_enum_over_json_types() {
    use type_union::TypeUnion;
    assert!(matches!(round_trip::<TypeUnion>(r#""one""#), TypeUnion::String(s) if s == "one"));
    // The array variant holds what `items` says: strings.
    assert_eq!(
        round_trip::<TypeUnion>(r#"["a","b"]"#),
        TypeUnion::Array(vec!["a".to_owned(), "b".to_owned()])
    );
    refuses::<TypeUnion>("3", "$: expected an array or a string, found the number 3");
    refuses::<TypeUnion>(r#"["a",1]"#, "$[1]: expected a string, found the number 1");
}

#[test]
fn enum_and_const() {
    use enum_const::{EnumConst, Level};
    let doc: EnumConst = round_trip(r#"{"kind":"event","level":"warn"}"#);
    assert_eq!(doc.level, Level::Warn);
    assert_eq!(doc.level.as_str(), "warn");
    assert_eq!("error".parse::<Level>().ok(), Some(Level::Error));
    refuses::<EnumConst>(
        r#"{"kind":"event","level":"fatal"}"#,
        r#"$.level: expected one of "debug", "info", "warn", "error", found the string "fatal""#,
    );
    refuses::<EnumConst>(
        r#"{"kind":"other","level":"info"}"#,
        r#"$.kind: expected the constant "event", found the string "other""#,
    );
    // An enum of integers is an integer (`2.0` is one, kept as written), checked against the
    // values.
    let doc: EnumConst = round_trip(r#"{"kind":"event","level":"info","priority":2.0}"#);
    assert_eq!(doc.priority.map(|p| p.to_string()), Some("2.0".into()));
    refuses::<EnumConst>(
        r#"{"kind":"event","level":"info","priority":4}"#,
        r#"$.priority: expected one of 1, 2, 3, found the number 4"#,
    );
    // An enum that lists `null` is its string values, in an `Option`.
    use enum_const::EnumConstAudience as Audience;
    let doc: EnumConst = round_trip(r#"{"kind":"event","level":"info","audience":"internal"}"#);
    assert_eq!(doc.audience, Some(Some(Audience::Internal)));
    let doc: EnumConst = round_trip(r#"{"kind":"event","level":"info","audience":null}"#);
    assert_eq!(doc.audience, Some(None));
    refuses::<EnumConst>(
        r#"{"kind":"event","level":"info","audience":"everyone"}"#,
        r#"$.audience: expected one of "public", "internal", null, found the string "everyone""#,
    );
    // A value listed twice is one variant (there once were two, and rustc warned that the
    // second could never be read): the match below compiles only with exactly these two.
    use enum_const::EnumConstChannel as Channel;
    let doc: EnumConst = round_trip(r#"{"kind":"event","level":"info","channel":"email"}"#);
    let channel = doc.channel.expect("read");
    assert_eq!(
        match channel {
            Channel::Email => "email",
            Channel::Sms => "sms",
        },
        channel.as_str()
    );
    // Values each given in a `oneOf` branch of their own (to describe each) are an enum too.
    use enum_const::EnumConstRetention as Retention;
    let doc: EnumConst = round_trip(r#"{"kind":"event","level":"info","retention":"day"}"#);
    assert_eq!(doc.retention, Some(Retention::Day));
    let doc: EnumConst = round_trip(r#"{"kind":"event","level":"info","retention":"forever"}"#);
    assert_eq!(doc.retention.map(|r| r.as_str()), Some("forever"));
    refuses::<EnumConst>(
        r#"{"kind":"event","level":"info","retention":"week"}"#,
        r#"$.retention: matched no branch of oneOf; the closest, branch 0, failed: expected the constant "session", found the string "week""#,
    );
    let mut built = EnumConst::new(Level::Debug);
    built.audience = Some(None);
    assert_eq!(
        serde_json::to_string(&built).unwrap(),
        r#"{"kind":"event","level":"debug","audience":null}"#
    );
    // The enum where its member's node says more (`$ref` beside a `not`): the enum's type,
    // every value checked against the member's node, read and written.
    let doc: EnumConst = round_trip(r#"{"kind":"event","level":"info","floor":"warn"}"#);
    assert_eq!(doc.floor, Some(Level::Warn));
    refuses::<EnumConst>(
        r#"{"kind":"event","level":"info","floor":"debug"}"#,
        r#"$.floor: must not match the schema of "not""#,
    );
    built.floor = Some(Level::Debug);
    assert_eq!(
        serde_json::to_string(&built).unwrap_err().to_string(),
        r#"$.floor: must not match the schema of "not""#
    );
    built.floor = Some(Level::Error);
    assert_eq!(
        serde_json::to_string(&built).unwrap(),
        r#"{"kind":"event","level":"debug","floor":"error","audience":null}"#
    );
}

#[test]
fn prefix_items_make_a_tuple() {
    use tuple::Tuple;
    let point: Tuple = round_trip("[1.5,-2]");
    let (x, y) = &*point;
    assert_eq!((x.to_string(), y.to_string()), ("1.5".into(), "-2".into()));
    refuses::<Tuple>("[1]", "$: expected at least 2 items, found 1");
    refuses::<Tuple>(
        "[1,2,3]",
        "$[2]: item 2 is not allowed here (items): expected at most 2 items",
    );
    refuses::<Tuple>(
        r#"[1,"2"]"#,
        r#"$[1]: expected a number, found the string "2""#,
    );
}

#[test]
fn prefix_items_and_the_rest_make_a_tuple_and_a_vec() {
    use tuple_with_rest::{TupleWithRest, TupleWithRestLineItem1 as Severity};
    let entry: TupleWithRest =
        round_trip(r#"{"line":["2024-03-01T09:00:00.50+01:00","warn","disk","full"]}"#);
    let (at, severity) = &entry.line.prefix;
    assert_eq!(at.as_str(), "2024-03-01T09:00:00.50+01:00");
    assert_eq!(*severity, Severity::Warn);
    assert_eq!(entry.line.rest, ["disk", "full"]);
    let bare: TupleWithRest = round_trip(r#"{"line":["2024-03-01T09:00:00Z","info"]}"#);
    assert!(bare.line.rest.is_empty());
    refuses::<TupleWithRest>(
        r#"{"line":["2024-03-01T09:00:00Z"]}"#,
        "$.line: expected at least 2 items, found 1",
    );
    refuses::<TupleWithRest>(
        r#"{"line":["2024-03-01T09:00:00Z","fatal"]}"#,
        r#"$.line[1]: expected one of "debug", "info", "warn", "error", found the string "fatal""#,
    );
    refuses::<TupleWithRest>(
        r#"{"line":["2024-03-01T09:00:00Z","info","disk",""]}"#,
        r#"$.line[3]: expected a string of at least 1 character, found "" (0 characters)"#,
    );
    // Built in Rust, checked when written: an empty message part is refused.
    let at = wire_models::DateTime::parse("2024-03-01T09:00:00Z").unwrap();
    let built = TupleWithRest::new(wire_models::Prefixed {
        prefix: (at.clone(), Severity::Error),
        rest: vec!["ok".to_owned()],
    });
    assert_eq!(
        serde_json::to_string(&built).unwrap(),
        r#"{"line":["2024-03-01T09:00:00Z","error","ok"]}"#
    );
    let empty_part = TupleWithRest::new(wire_models::Prefixed {
        prefix: (at, Severity::Error),
        rest: vec![String::new()],
    });
    let refused = serde_json::to_string(&empty_part).unwrap_err();
    assert_eq!(
        refused.to_string(),
        r#"$.line[2]: expected a string of at least 1 character, found "" (0 characters)"#
    );
}

#[test]
fn shapes_inline_in_items_and_map_values_are_types() {
    use inline_items::{
        InlineItems, InlineItemsItem, InlineItemsItemChecksValueItem, InlineItemsItemKind,
        InlineItemsItemLabelsValue,
    };
    let list: InlineItems = round_trip(
        r#"[{"kind":"push","labels":{"bug":{"color":"red"}},"checks":{"lint":["passed","failed"]}},{"kind":"pull"}]"#,
    );
    assert_eq!(list[0].kind, InlineItemsItemKind::Push);
    let labels = list[0].labels.as_ref().expect("labels were read");
    assert_eq!(labels["bug"].color, "red");
    let checks = list[0].checks.as_ref().expect("checks were read");
    assert_eq!(
        checks["lint"],
        [
            InlineItemsItemChecksValueItem::Passed,
            InlineItemsItemChecksValueItem::Failed
        ]
    );
    assert!(list[1].labels.is_none());
    refuses::<InlineItems>(
        r#"[{"kind":"merge"}]"#,
        r#"$[0].kind: expected one of "push", "pull", found the string "merge""#,
    );
    refuses::<InlineItems>(
        r#"[{"kind":"push","labels":{"bug":{}}}]"#,
        r#"$[0].labels.bug.color: the required member "color" is missing"#,
    );
    refuses::<InlineItems>(
        r#"[{"kind":"push","checks":{"lint":["skipped"]}}]"#,
        r#"$[0].checks.lint[0]: expected one of "passed", "failed", found the string "skipped""#,
    );
    let mut item = InlineItemsItem::new(InlineItemsItemKind::Pull);
    item.labels = Some(
        [(
            "ok".to_owned(),
            InlineItemsItemLabelsValue::new("green".into()),
        )]
        .into_iter()
        .collect(),
    );
    let built = InlineItems::try_from(vec![item]).expect("valid");
    assert_eq!(
        serde_json::to_string(&built).unwrap(),
        r#"[{"kind":"pull","labels":{"ok":{"color":"green"}}}]"#
    );
}

#[test]
fn an_array_of_a_named_type() {
    use array_of_named::{ArrayOfNamed, Tag};
    let doc: ArrayOfNamed = round_trip(r#"{"tags":[{"label":"a"},{"label":"b"}]}"#);
    assert_eq!(doc.tags.len(), 2);
    let built = ArrayOfNamed::new(vec![Tag::new("x".into())]);
    assert_eq!(
        serde_json::to_string(&built).unwrap(),
        r#"{"tags":[{"label":"x"}]}"#
    );
    refuses::<ArrayOfNamed>(
        r#"{"tags":[{"label":"a"},{}]}"#,
        r#"$.tags[1].label: the required member "label" is missing"#,
    );
    refuses::<ArrayOfNamed>(
        r#"{"tags":[{"label":"a"},{"label":"b"},{"label":"c"},{"label":"d"}]}"#,
        "$.tags: expected at most 3 items, found 4",
    );
    // Writing checks too: a value built in Rust that breaks the schema is not written.
    let too_many = ArrayOfNamed::new((0..4).map(|i| Tag::new(i.to_string())).collect());
    assert_eq!(
        serde_json::to_string(&too_many).unwrap_err().to_string(),
        "$.tags: expected at most 3 items, found 4"
    );
}

#[test]
fn additional_properties_make_a_map() {
    use map::Map;
    let map: Map = round_trip(r#"{"b":2,"a":1}"#);
    assert_eq!(map.keys().collect::<Vec<_>>(), ["b", "a"]);
    round_trip::<Map>("{}");
    refuses::<Map>(
        r#"{"a":1,"b":"two"}"#,
        r#"$.b: expected an integer, found the string "two""#,
    );
}

#[test]
fn pattern_properties_and_property_names() {
    use pattern_properties::PatternProperties;
    let doc: PatternProperties = round_trip(r#"{"name":"n","x-a":"s"}"#);
    assert_eq!(doc.extra.len(), 1);
    // A pattern that matches every name makes a map of its schema's type.
    let labeled: PatternProperties = round_trip(r#"{"labels":{"app":"web","tier":""}}"#);
    let labels = labeled.labels.expect("labels");
    assert_eq!(labels["app"], "web");
    let long = "x".repeat(64);
    refuses::<PatternProperties>(
        &format!(r#"{{"labels":{{"app":"{long}"}}}}"#),
        "$.labels.app: expected a string of at most 63 characters, found a string of 64 characters",
    );
    refuses::<PatternProperties>(
        r#"{"x-a":1}"#,
        r#"$["x-a"]: expected a string, found the number 1"#,
    );
    refuses::<PatternProperties>(
        r#"{"toolongname":1}"#,
        r#"$.toolongname: this member name is not allowed: expected a string of at most 8 characters, found "toolongname" (11 characters)"#,
    );
}

#[test]
fn overlapping_patterns_each_apply() {
    use pattern_overlap::PatternOverlap;
    let doc: PatternOverlap = round_trip(r#"{"x-id":"abc","x-a":5,"n":1}"#);
    assert_eq!(doc.x_id.as_deref(), Some("abc"));
    // The declared member is checked against the pattern that matches its name too.
    refuses::<PatternOverlap>(
        r#"{"x-id":"abcd"}"#,
        r#"$["x-id"]: expected a string of at most 3 characters, found "abcd" (4 characters)"#,
    );
    // An undeclared member against both patterns its name matches, not `additionalProperties`.
    refuses::<PatternOverlap>(
        r#"{"x-bid":5}"#,
        r#"$["x-bid"]: expected a string, found the number 5"#,
    );
    round_trip::<PatternOverlap>(r#"{"x-a":"s"}"#);
    // A name no pattern matches is held to `additionalProperties`.
    refuses::<PatternOverlap>(
        r#"{"n":"s"}"#,
        r#"$.n: expected an integer, found the string "s""#,
    );
    // Writing checks the same: a value built in Rust that the patterns refuse is not written.
    let mut built = PatternOverlap::new();
    built.x_id = Some("abcd".into());
    let error = serde_json::to_string(&built).expect_err("x-id is longer than ^x- allows");
    assert_eq!(
        error.to_string(),
        r#"$["x-id"]: expected a string of at most 3 characters, found "abcd" (4 characters)"#
    );
}

#[test]
fn one_of_two_refs_is_an_enum_over_named_types() {
    use discriminator::Discriminator;
    let cat: Discriminator = round_trip(r#"{"kind":"cat","lives":9}"#);
    assert!(matches!(cat, Discriminator::Cat(c) if c.lives.is_some()));
    let dog: Discriminator = round_trip(r#"{"kind":"dog","good":true}"#);
    assert!(matches!(dog, Discriminator::Dog(_)));
    refuses::<Discriminator>(
        r#"{"kind":"cow"}"#,
        r#"$.kind: matched no branch of oneOf; the closest, branch 0, failed: expected the constant "cat", found the string "cow""#,
    );
    refuses::<Discriminator>(
        // `good` is a member the dog declares: the dog is the branch meant.
        r#"{"good":true}"#,
        r#"$.kind: matched no branch of oneOf; the closest, branch 1, failed: the required member "kind" is missing"#,
    );
}

#[test]
fn any_of() {
    use any_of::AnyOf;
    round_trip::<AnyOf>(r#"{"email":"a@b.c"}"#);
    round_trip::<AnyOf>(r#"{"email":"a@b.c","phone":"1"}"#);
    refuses::<AnyOf>(
        r#"{}"#,
        r#"$.email: matched no branch of anyOf; the closest, branch 0, failed: the required member "email" is missing"#,
    );
}

#[test]
fn all_of() {
    use all_of::AllOf;
    // The parts' members are the struct's fields: `id` from the base, `size` from the extension.
    let doc: AllOf = round_trip(r#"{"id":"a","size":0}"#);
    assert_eq!(
        (doc.id.as_str(), doc.size.to_string()),
        ("a", "0".to_owned())
    );
    refuses::<AllOf>(
        r#"{"id":"a"}"#,
        r#"$.size: the required member "size" is missing"#,
    );
    refuses::<AllOf>(
        r#"{"size":1}"#,
        r#"$.id: the required member "id" is missing"#,
    );
    refuses::<AllOf>(
        r#"{"id":"a","size":-1}"#,
        "$.size: expected a number at least 0, found -1",
    );
}

#[test]
fn if_then_else() {
    use conditional::{Conditional, ConditionalRole};
    let tool: Conditional = round_trip(r#"{"role":"tool","tool_call_id":"c1"}"#);
    assert_eq!(tool.role, ConditionalRole::Tool);
    round_trip::<Conditional>(r#"{"role":"user","content":"hi"}"#);
    refuses::<Conditional>(
        r#"{"role":"tool","content":"hi"}"#,
        r#"$.tool_call_id: matched "if" ("role" is "tool"), so "then" applies: the required member "tool_call_id" is missing"#,
    );
    refuses::<Conditional>(
        r#"{"role":"user","tool_call_id":"c1"}"#,
        r#"$.content: did not match "if" ("role" is "tool"), so "else" applies: the required member "content" is missing"#,
    );
    // Built in Rust and written: checked member by member, the fields present asked for at
    // the end of the object.
    let mut built = Conditional::new(ConditionalRole::Tool);
    built.content = Some("hi".into());
    let e = serde_json::to_string(&built).expect_err("a tool message without its call's id");
    assert_eq!(
        e.to_string(),
        r#"$.tool_call_id: matched "if" ("role" is "tool"), so "then" applies: the required member "tool_call_id" is missing"#
    );
    built.tool_call_id = Some("c1".into());
    assert_eq!(
        serde_json::to_string(&built).expect("the call's id present"),
        r#"{"role":"tool","tool_call_id":"c1","content":"hi"}"#
    );
}

#[test]
fn if_on_a_value_of_a_map() {
    use conditional_map::ConditionalMap;
    // `kind` is not 1, so the `if` fails and `then` does not apply: no `extra` needed.
    round_trip::<ConditionalMap>(r#"{"kind":2}"#);
    round_trip::<ConditionalMap>(r#"{"kind":1,"extra":0}"#);
    refuses::<ConditionalMap>(
        r#"{"kind":1}"#,
        r#"$.extra: matched "if", so "then" applies: the required member "extra" is missing"#,
    );
}

#[test]
fn not() {
    use negation::Negation;
    round_trip::<Negation>(r#"{"name":"ada"}"#);
    refuses::<Negation>(
        r#"{"name":"admin"}"#,
        r#"$.name: must not match the schema of "not""#,
    );
}

#[test]
fn dependent_required_and_dependent_schemas() {
    use dependencies::Dependencies;
    round_trip::<Dependencies>(r#"{"card":"4111","billing_address":"Main St"}"#);
    round_trip::<Dependencies>(r#"{"coupon":"X","discount":5}"#);
    round_trip::<Dependencies>(r#"{"billing_address":"Main St","discount":5}"#);
    refuses::<Dependencies>(
        r#"{"card":"4111"}"#,
        r#"$.billing_address: "billing_address" is required because "card" is present"#,
    );
    refuses::<Dependencies>(
        r#"{"coupon":"X"}"#,
        r#"$.discount: the required member "discount" is missing"#,
    );
    // Built in Rust, the same rules hold when written (this node is checked as a whole value).
    let mut built = Dependencies::new();
    built.card = Some("4111".into());
    let e = serde_json::to_string(&built).expect_err("a card without a billing address");
    assert_eq!(
        e.to_string(),
        r#"$.billing_address: "billing_address" is required because "card" is present"#
    );
    built.billing_address = Some("Main St".into());
    assert_eq!(
        serde_json::to_string(&built).expect("the dependency met"),
        r#"{"card":"4111","billing_address":"Main St"}"#
    );
}

#[test]
fn contains_and_min_contains() {
    use contains::Contains;
    let list: Contains = round_trip("[1,20,30]");
    assert_eq!(list.len(), 3);
    refuses::<Contains>(
        "[1,20]",
        r#"$: expected at least 2 items matching the schema of "contains", found 1"#,
    );
    refuses::<Contains>(
        "[20,30,1.5]",
        "$[2]: expected an integer, found the number 1.5",
    );
}

#[test]
fn unique_items() {
    use unique_items::UniqueItems;
    round_trip::<UniqueItems>(r#"["a","b"]"#);
    refuses::<UniqueItems>(
        r#"["a","b","a"]"#,
        "$: expected unique items, found items 0 and 2 equal",
    );
}

#[test]
fn unevaluated_properties() {
    use unevaluated::Unevaluated;
    // `id`, declared by the base the `allOf` refers to, is a field too.
    let doc: Unevaluated = round_trip(r#"{"extra_note":"n","id":"a"}"#);
    assert!(doc.extra.is_empty());
    assert_eq!(
        (doc.extra_note.as_deref(), doc.id.as_str()),
        (Some("n"), "a")
    );
    refuses::<Unevaluated>(
        r#"{"id":"a","other":1}"#,
        r#"$.other: "other" is not allowed here (unevaluatedProperties)"#,
    );
}

#[test]
fn anchor_and_dynamic_ref() {
    use anchors::Anchors;
    let doc: Anchors =
        round_trip(r#"{"label":"root","children":[{"label":"child","children":[]}]}"#);
    assert_eq!(doc.label.as_str(), "root");
    refuses::<Anchors>(
        r#"{"label":""}"#,
        r#"$.label: expected a string of at least 1 character, found "" (0 characters)"#,
    );
    refuses::<Anchors>(
        r#"{"label":"root","children":[{"label":""}]}"#,
        r#"$.children[0].label: expected a string of at least 1 character, found "" (0 characters)"#,
    );
}

#[test]
fn formats() {
    use formats::Formats;
    round_trip::<Formats>(
        r#"{"id":"123e4567-e89b-12d3-a456-426614174000","born":"1815-12-10","email":"ada@example.com","ip":"192.168.0.1"}"#,
    );
    refuses::<Formats>(
        r#"{"id":"not-a-uuid"}"#,
        r#"$.id: expected a UUID (format "uuid"), found "not-a-uuid" (10 characters)"#,
    );
    refuses::<Formats>(
        r#"{"id":"123e4567-e89b-12d3-a456-426614174000","born":"1815-13-10"}"#,
        r#"$.born: expected an RFC 3339 date (format "date"), found "1815-13-10" (10 characters)"#,
    );
    refuses::<Formats>(
        r#"{"id":"123e4567-e89b-12d3-a456-426614174000","email":"ada"}"#,
        r#"$.email: expected an email address (format "email"), found "ada" (3 characters)"#,
    );
    refuses::<Formats>(
        r#"{"id":"123e4567-e89b-12d3-a456-426614174000","ip":"256.1.1.1"}"#,
        r#"$.ip: expected an IPv4 address (format "ipv4"), found "256.1.1.1" (9 characters)"#,
    );
    // A `date-time` is a `DateTime`, which holds only date-times: written without a second
    // look at its format, but checked against any other rule of its member (`pattern`).
    let id = "123e4567-e89b-12d3-a456-426614174000";
    let doc: Formats = round_trip(&format!(
        r#"{{"id":"{id}","sent":"1999-12-31T23:59:60Z","since":"2024-06-01T12:00:00+02:00"}}"#
    ));
    assert_eq!(doc.sent.as_ref().map(|t| t.second()), Some(60));
    refuses::<Formats>(
        &format!(r#"{{"id":"{id}","since":"1999-06-01T12:00:00Z"}}"#),
        r#"$.since: expected a string matching the pattern ^20, found "1999-06-01T12:00:00Z" (20 characters)"#,
    );
    // A reference to a `date-time` definition: its newtype, read and written as the text.
    let doc: Formats = round_trip(&format!(
        r#"{{"id":"{id}","until":"2030-01-01T00:00:00.5-03:30"}}"#
    ));
    let until = doc.until.as_ref().map(|u| u.as_str());
    assert_eq!(until, Some("2030-01-01T00:00:00.5-03:30"));
    refuses::<Formats>(
        &format!(r#"{{"id":"{id}","until":"2030-01-01"}}"#),
        r#"$.until: expected an RFC 3339 date-time (format "date-time"), found "2030-01-01" (10 characters)"#,
    );
    let mut built = doc;
    built.since = Some(wire_models::DateTime::parse("1999-06-01T12:00:00Z").unwrap());
    assert_eq!(
        serde_json::to_string(&built).unwrap_err().to_string(),
        r#"$.since: expected a string matching the pattern ^20, found "1999-06-01T12:00:00Z" (20 characters)"#
    );
}

#[test]
fn boolean_schemas() {
    use always::Always;
    use never::Never;
    round_trip::<Always>(r#"{"any":[1,"thing",null]}"#);
    round_trip::<Always>("null");
    refuses::<Never>("null", "$: no value is allowed here, found null");
    refuses::<Never>("{}", "$: no value is allowed here, found an object");
}

#[test]
fn extensions_and_unknown_keywords_are_annotations() {
    use extensions::Extensions;
    round_trip::<Extensions>(r#"{"name":"w","frobnicate":3}"#);
    refuses::<Extensions>(
        r#"{"name":1}"#,
        "$.name: expected a string, found the number 1",
    );
}

#[test]
fn an_inline_object_that_may_be_null_is_a_struct_in_an_option() {
    use nullable_object::{NullableObject, NullableObjectAddress, NullableObjectStopsItem};
    // Required and nullable: `null` is `None`, an object its struct.
    let empty: NullableObject = round_trip(r#"{"address":null}"#);
    assert_eq!(empty.address, None);
    let full: NullableObject =
        round_trip(r#"{"address":{"city":"Leeds"},"billing":null,"stops":[null,{"at":"York"}]}"#);
    assert_eq!(
        full.address,
        Some(NullableObjectAddress::new("Leeds".into()))
    );
    // Optional and nullable (an `anyOf` with `null`): absent, `null` and an object differ.
    assert_eq!(full.billing, Some(None));
    assert_eq!(empty.billing, None);
    let billed: NullableObject =
        round_trip(r#"{"address":null,"billing":{"iban":"GB82WEST12345698765432"}}"#);
    assert_eq!(
        billed.billing.unwrap().unwrap().iban,
        "GB82WEST12345698765432"
    );
    let stops = full.stops.unwrap();
    assert_eq!(stops[0], None);
    let Some(NullableObjectStopsItem { at, .. }) = &stops[1] else {
        panic!("{stops:?}")
    };
    assert_eq!(at.as_deref(), Some("York"));
    // The struct's own rules, read member by member.
    refuses::<NullableObject>(
        r#"{"address":{}}"#,
        r#"$.address.city: the required member "city" is missing"#,
    );
    refuses::<NullableObject>(
        r#"{"address":3}"#,
        "$.address: expected an object or null, found the number 3",
    );
    refuses::<NullableObject>(
        r#"{"address":null,"billing":{"iban":"GB82"}}"#,
        r#"$.billing.iban: expected a string of at least 15 characters, found "GB82" (4 characters)"#,
    );
    // Written as it is held: `None` of a required member is `null`.
    let built = NullableObject::new(None);
    assert_eq!(
        serde_json::to_string(&built).unwrap(),
        r#"{"address":null}"#
    );

    // A union of two types or `null`: the union in an `Option`, whatever the `null`'s place.
    use nullable_object::{Email, NullableObjectContact as Contact, Phone};
    let phoned: NullableObject =
        round_trip(r#"{"address":null,"contact":{"number":"+4712345678"}}"#);
    assert_eq!(
        phoned.contact,
        Some(Some(Contact::Phone(Phone::new("+4712345678".into()))))
    );
    let mailed: NullableObject = round_trip(r#"{"address":null,"contact":{"address":"a@b.no"}}"#);
    assert!(matches!(mailed.contact, Some(Some(Contact::Email(_)))));
    let unreachable: NullableObject = round_trip(r#"{"address":null,"contact":null}"#);
    assert_eq!(unreachable.contact, Some(None));
    refuses::<NullableObject>(
        r#"{"address":null,"contact":{"number":"12"}}"#,
        r#"$.contact.number: expected a string matching the pattern ^\+[0-9]{6,15}$, found "12" (2 characters)"#,
    );
    refuses::<NullableObject>(
        r#"{"address":null,"contact":{"fax":"12"}}"#,
        // Branch 1 of the schema's `anyOf`, the email, counted with the `null` before it.
        r#"$.contact.address: matched no branch of anyOf; the closest, branch 1, failed: the required member "address" is missing"#,
    );
    // A definition whose union admits `null` through a branch holds it in that branch.
    use nullable_object::{Hop, Route};
    let routed: NullableObject = round_trip(r#"{"address":null,"route":{"address":"a@b.no"}}"#);
    assert!(matches!(routed.route, Some(Route::Hop(Hop::Email(_)))));

    // A union of types one of which, written inline, admits `null`: the union's `Option` holds
    // the `null`, and the variant holds the struct, so `null` has one value in Rust. (The
    // variant once held the struct with no `Option`, and the module did not compile; then an
    // `Option` of it, which gave `null` a second value.)
    use nullable_object::{NullableObjectDelivery as Delivery, NullableObjectDeliveryLocker};
    let lockered: NullableObject = round_trip(r#"{"address":null,"delivery":{"locker":"L7"}}"#);
    assert_eq!(
        lockered.delivery,
        Some(Some(Delivery::Locker(NullableObjectDeliveryLocker::new(
            "L7".into()
        ))))
    );
    let phoned: NullableObject =
        round_trip(r#"{"address":null,"delivery":{"number":"+4712345678"}}"#);
    assert!(matches!(phoned.delivery, Some(Some(Delivery::Phone(_)))));
    let unset: NullableObject = round_trip(r#"{"address":null,"delivery":null}"#);
    assert_eq!(unset.delivery, Some(None));
    refuses::<NullableObject>(
        r#"{"address":null,"delivery":{"locker":7}}"#,
        r#"$.delivery.locker: expected a string, found the number 7"#,
    );
    // Every value of the variant is an object: it writes one.
    let mut held = NullableObject::new(None);
    held.delivery = Some(Some(Delivery::Locker(NullableObjectDeliveryLocker::new(
        "L8".into(),
    ))));
    assert_eq!(
        serde_json::to_string(&held).unwrap(),
        r#"{"address":null,"delivery":{"locker":"L8"}}"#
    );

    // A union written inline whose branch is a definition that admits `null`: that variant
    // holds the `null` (the definition's type has a `Null` variant), so no `Option` wraps the
    // union, and `null` again has one value.
    use nullable_object::{NullableObjectRelay as Relay, Pager};
    let relayed: NullableObject = round_trip(r#"{"address":null,"relay":null}"#);
    assert_eq!(relayed.relay, Some(Relay::Pager(Pager::Null)));
    let paged: NullableObject = round_trip(r#"{"address":null,"relay":{"pager":"p-1"}}"#);
    assert!(matches!(paged.relay, Some(Relay::Pager(Pager::Object(_)))));
    let rung: NullableObject = round_trip(r#"{"address":null,"relay":{"number":"+4712345678"}}"#);
    assert!(matches!(rung.relay, Some(Relay::Phone(_))));
    refuses::<NullableObject>(
        r#"{"address":null,"relay":7}"#,
        r#"$.relay: matched no branch of oneOf; the closest, branch 0, failed: expected an object, found the number 7"#,
    );

    // The same with a branch `{"type": "null"}` besides, in an `anyOf`: `null` is the first
    // branch's, the definition's `Null`.
    use nullable_object::NullableObjectFallback as Fallback;
    let fell: NullableObject = round_trip(r#"{"address":null,"fallback":null}"#);
    assert_eq!(fell.fallback, Some(Fallback::Pager(Pager::Null)));
    let rung: NullableObject =
        round_trip(r#"{"address":null,"fallback":{"number":"+4712345678"}}"#);
    assert!(matches!(rung.fallback, Some(Fallback::Phone(_))));

    // A definition's union holds its `null` itself: the variant of a branch that is an object
    // or `null` is an `Option` of its struct, and `null` is that variant's `None`. An object
    // routed to it by its first member reaches the `Option` as a map (it once was refused).
    use nullable_object::{Parcel, ParcelLocker};
    let parcelled: NullableObject = round_trip(r#"{"address":null,"parcel":{"locker":"L7"}}"#);
    assert_eq!(
        parcelled.parcel,
        Some(Parcel::Locker(Some(ParcelLocker::new("L7".into()))))
    );
    let unparcelled: NullableObject = round_trip(r#"{"address":null,"parcel":null}"#);
    assert_eq!(unparcelled.parcel, Some(Parcel::Locker(None)));
    let rung: NullableObject = round_trip(r#"{"address":null,"parcel":{"number":"+4712345678"}}"#);
    assert!(matches!(rung.parcel, Some(Parcel::Phone(_))));
    refuses::<NullableObject>(
        r#"{"address":null,"parcel":{"locker":7}}"#,
        r#"$.parcel.locker: expected a string, found the number 7"#,
    );

    // Built in Rust, checked against the branch its variant stands for.
    let mut built = NullableObject::new(None);
    built.contact = Some(Some(Contact::Email(Email::new("not an address".into()))));
    assert_eq!(
        serde_json::to_string(&built).unwrap_err().to_string(),
        r#"$.contact.address: expected an email address (format "email"), found "not an address" (14 characters)"#
    );
}

#[test]
fn unions_of_branches_without_a_type_are_enums_of_structs() {
    use untyped_unions::{
        Retry, RetryObject, Source, UntypedUnions, UntypedUnionsCache as Cache,
        UntypedUnionsCacheKey as Key,
    };
    // A `oneOf` of two branches that declare members: any value but an object passes both, so
    // the union holds objects only, an enum of the branches' structs.
    let from_git: UntypedUnions =
        round_trip(r#"{"source":{"git":"https://example.com/r.git","branch":"main"}}"#);
    let Source::Repository(repository) = &from_git.source else {
        panic!("{:?}", from_git.source)
    };
    assert_eq!(repository.branch.as_deref(), Some("main"));
    let from_folder: UntypedUnions = round_trip(r#"{"source":{"path":"src"}}"#);
    assert!(matches!(&from_folder.source, Source::Folder(f) if f.path == "src"));
    refuses::<UntypedUnions>(
        r#"{"source":"src"}"#,
        "$.source: matched 2 branches of oneOf (0 and 1), expected exactly one",
    );
    // An object that passes both branches fails the `oneOf` too.
    refuses::<UntypedUnions>(
        r#"{"source":{"git":"https://example.com/r.git","path":"src"}}"#,
        "$.source: matched 2 branches of oneOf (0 and 1), expected exactly one",
    );
    // The same written inline, with closed branches.
    let keyed: UntypedUnions = round_trip(r#"{"source":{"path":"."},"cache":{"key":"deps"}}"#);
    assert_eq!(keyed.cache, Some(Cache::Key(Key::new("deps".into()))));
    refuses::<UntypedUnions>(
        r#"{"source":{"path":"."},"cache":{"key":""}}"#,
        r#"$.cache.key: expected a string of at least 1 character, found "" (0 characters)"#,
    );
    // An `anyOf` of such branches admits any other value as it is: a union over JSON types
    // whose object variant is an enum of the structs.
    let counted: UntypedUnions = round_trip(r#"{"source":{"path":"."},"retry":{"attempts":3}}"#);
    let Some(Retry::Object(retry)) = &counted.retry else {
        panic!("{:?}", counted.retry)
    };
    assert!(matches!(&**retry, RetryObject::Attempts(a) if a.attempts.to_string() == "3"));
    let timed: UntypedUnions =
        round_trip(r#"{"source":{"path":"."},"retry":{"until":"2026-12-04T10:00:00+01:00"}}"#);
    let Some(Retry::Object(retry)) = &timed.retry else {
        panic!("{:?}", timed.retry)
    };
    assert!(
        matches!(&**retry, RetryObject::Until(u) if u.until.as_str() == "2026-12-04T10:00:00+01:00")
    );
    let often: UntypedUnions = round_trip(r#"{"source":{"path":"."},"retry":"often"}"#);
    assert_eq!(often.retry, Some(Retry::String("often".into())));
    let never: UntypedUnions = round_trip(r#"{"source":{"path":"."},"retry":false}"#);
    assert_eq!(never.retry, Some(Retry::Boolean(false)));
    refuses::<UntypedUnions>(
        r#"{"source":{"path":"."},"retry":{"attempts":0}}"#,
        "$.retry.attempts: matched no branch of anyOf; the closest, branch 0, failed: expected a number at least 1, found 0",
    );
    // An object branch with no `type` beside `{"type": "null"}`: it admits `null` itself, so
    // the `anyOf` holds `null` in its own variant (no `Option` of a union that has one too)...
    use untyped_unions::{UntypedUnionsNotify as Notify, UntypedUnionsTimeout as Timeout};
    let silent: UntypedUnions = round_trip(r#"{"source":{"path":"."},"notify":null}"#);
    assert_eq!(silent.notify, Some(Notify::Null));
    let mailed: UntypedUnions =
        round_trip(r#"{"source":{"path":"."},"notify":{"email":"ops@example.com"}}"#);
    assert!(
        matches!(&mailed.notify, Some(Notify::Object(o)) if o.email == "ops@example.com"),
        "{:?}",
        mailed.notify
    );
    refuses::<UntypedUnions>(
        r#"{"source":{"path":"."},"notify":{"email":"ops"}}"#,
        r#"$.notify.email: expected an email address (format "email"), found "ops" (3 characters)"#,
    );
    // ... and the `oneOf` refuses `null`, which passes both branches.
    let timed: UntypedUnions = round_trip(r#"{"source":{"path":"."},"timeout":{"seconds":30}}"#);
    assert!(
        matches!(&timed.timeout, Some(Timeout::Object(o)) if o.seconds.to_string() == "30"),
        "{:?}",
        timed.timeout
    );
    let other: UntypedUnions = round_trip(r#"{"source":{"path":"."},"timeout":"1m"}"#);
    assert_eq!(other.timeout, Some(Timeout::String("1m".into())));
    refuses::<UntypedUnions>(
        r#"{"source":{"path":"."},"timeout":null}"#,
        "$.timeout: matched 2 branches of oneOf (0 and 1), expected exactly one",
    );
    // A union over JSON types whose string branch is a `$ref` to a `oneOf` of strings: that
    // branch admits no object, so the enum of the union's objects has no variant for it (a
    // variant reading could never fill), and the object branches after it are read into their
    // own variants.
    use untyped_unions::{Constraint, Package, PackageObject};
    let any: UntypedUnions = round_trip(r#"{"source":{"path":"."},"package":"any"}"#);
    assert_eq!(
        any.package,
        Some(Package::String(
            Constraint::try_from("any".to_owned()).unwrap()
        ))
    );
    let unpinned: UntypedUnions = round_trip(r#"{"source":{"path":"."},"package":null}"#);
    assert_eq!(unpinned.package, Some(Package::Null));
    // Exhaustive: the enum has these two variants and no other.
    let kind = |o: &PackageObject| match o {
        PackageObject::Sdk(_) => "sdk",
        PackageObject::Git(_) => "git",
    };
    let sdk: UntypedUnions = round_trip(r#"{"source":{"path":"."},"package":{"sdk":"flutter"}}"#);
    assert!(
        matches!(&sdk.package, Some(Package::Object(o)) if kind(o) == "sdk"),
        "{:?}",
        sdk.package
    );
    let git: UntypedUnions =
        round_trip(r#"{"source":{"path":"."},"package":{"git":"https://example.com/p.git"}}"#);
    assert!(
        matches!(&git.package, Some(Package::Object(o)) if kind(o) == "git"),
        "{:?}",
        git.package
    );
    // The same branches written inline without the null one: an enum of the three types.
    use untyped_unions::UntypedUnionsPin as Pin;
    let pin = |text: &str| -> &'static str {
        let step: UntypedUnions = round_trip(text);
        match step.pin {
            Some(Pin::Constraint(_)) => "constraint",
            Some(Pin::Path(_)) => "path",
            Some(Pin::Url(_)) => "url",
            None => "none",
        }
    };
    assert_eq!(
        pin(r#"{"source":{"path":"."},"pin":"^1.2.3"}"#),
        "constraint"
    );
    assert_eq!(
        pin(r#"{"source":{"path":"."},"pin":{"path":"../p"}}"#),
        "path"
    );
    assert_eq!(
        pin(r#"{"source":{"path":"."},"pin":{"url":"https://example.com/p"}}"#),
        "url"
    );
    refuses::<UntypedUnions>(
        r#"{"source":{"path":"."},"package":"1.0.0"}"#,
        r#"$.package: matched no branch of oneOf; the closest, branch 0, failed: matched no branch of oneOf; the closest, branch 0, failed: expected one of "any", found the string "1.0.0""#,
    );
}

#[test]
fn members_beside_branches_that_declare_more_are_an_enum_of_structs_of_both() {
    use branch_members::{BranchMembers, Pen, PenInk, Shape, ShapeCircle};
    // Each branch's struct holds the union's members (`kind`, `label`) and its own, typed.
    let drawing: BranchMembers = round_trip(
        r#"{"shapes":[{"kind":"circle","label":"sun","radius":2.5},{"kind":"square","side":4}]}"#,
    );
    let Shape::Circle(circle) = &drawing.shapes[0] else {
        panic!("{:?}", drawing.shapes)
    };
    assert_eq!(circle.label.as_deref(), Some("sun"));
    assert_eq!(circle.radius.to_string(), "2.5");
    let Shape::Square(square) = &drawing.shapes[1] else {
        panic!("{:?}", drawing.shapes)
    };
    assert_eq!(square.side.to_string(), "4");
    // A member neither declares is kept, in its place.
    let extra: BranchMembers = round_trip(r#"{"shapes":[{"kind":"circle","radius":1,"side":2}]}"#);
    let Shape::Circle(circle) = &extra.shapes[0] else {
        panic!("{:?}", extra.shapes)
    };
    assert_eq!(circle.extra["side"], 2);

    // The union's rules and the branch's are both checked, and name the branch.
    refuses::<BranchMembers>(
        r#"{"shapes":[{"kind":"circle"}]}"#,
        r#"$.shapes[0].radius: the required member "radius" is missing"#,
    );
    refuses::<BranchMembers>(
        r#"{"shapes":[{"kind":"square","side":0}]}"#,
        "$.shapes[0].side: expected a number greater than 0, found 0",
    );
    refuses::<BranchMembers>(
        r#"{"shapes":[{"kind":"circle","radius":1,"label":5}]}"#,
        "$.shapes[0].label: expected a string, found the number 5",
    );
    refuses::<BranchMembers>(
        r#"{"shapes":[{"kind":"oval","radius":1}]}"#,
        r#"$.shapes[0].kind: expected one of "circle", "square", found the string "oval""#,
    );

    // An `anyOf` of references: each branch's struct holds the union's `width` and the
    // referred type's members; a value both branches admit is the first's, the second's
    // member kept as an extra one.
    let both: BranchMembers =
        round_trip(r##"{"shapes":[],"pen":{"width":2,"colour":"#00ff00","hardness":"HB"}}"##);
    let Some(Pen::Ink(PenInk {
        width,
        colour,
        extra,
    })) = &both.pen
    else {
        panic!("{:?}", both.pen)
    };
    assert_eq!(
        width.as_ref().map(ToString::to_string).as_deref(),
        Some("2")
    );
    assert_eq!(colour, "#00ff00");
    assert_eq!(extra["hardness"], "HB");
    let pencil: BranchMembers = round_trip(r#"{"shapes":[],"pen":{"hardness":"2B"}}"#);
    assert!(matches!(pencil.pen, Some(Pen::Pencil(_))), "{pencil:?}");
    refuses::<BranchMembers>(
        r#"{"shapes":[],"pen":{"width":2}}"#,
        r#"$.pen.colour: matched no branch of anyOf; the closest, branch 0, failed: the required member "colour" is missing"#,
    );

    // Written inline, such a union may admit `null` too: the enum is held in an `Option`,
    // as a struct would be.
    use branch_members::BranchMembersEraser as Eraser;
    let erased: BranchMembers = round_trip(r#"{"shapes":[],"eraser":null}"#);
    assert_eq!(erased.eraser, Some(None));
    let block: BranchMembers = round_trip(r#"{"shapes":[],"eraser":{"soft":true,"block":2}}"#);
    let Some(Some(Eraser::Block(block))) = &block.eraser else {
        panic!("{block:?}")
    };
    assert_eq!(
        (block.soft, block.block.to_string()),
        (Some(true), "2".to_owned())
    );
    refuses::<BranchMembers>(
        r#"{"shapes":[],"eraser":7}"#,
        "$.eraser: expected an object or null, found the number 7",
    );
    refuses::<BranchMembers>(
        r#"{"shapes":[],"eraser":{"block":0}}"#,
        "$.eraser.block: matched no branch of anyOf; the closest, branch 0, failed: expected a number at least 1, found 0",
    );

    // The tag is no field: a variant's struct writes it, and the union's members and the
    // branch's are checked before writing.
    let mut circle = ShapeCircle::new((-1).into());
    let error = serde_json::to_string(&Shape::Circle(circle.clone())).expect_err("not valid");
    assert_eq!(
        error.to_string(),
        "$.radius: expected a number at least 0, found -1"
    );
    circle.radius = 3.into();
    circle.label = Some("x".repeat(21));
    let error = serde_json::to_string(&Shape::Circle(circle.clone())).expect_err("not valid");
    assert_eq!(
        error.to_string(),
        r#"$.label: expected a string of at most 20 characters, found "xxxxxxxxxxxxxxxxxxxxx" (21 characters)"#
    );
    circle.label = None;
    assert_eq!(
        serde_json::to_string(&Shape::Circle(circle)).unwrap(),
        r#"{"kind":"circle","radius":3}"#
    );
}
