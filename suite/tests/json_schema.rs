//! `schemars::JsonSchema` for the golden corpus' types (`cargo test -p wire-models-suite
//! --features schemars --test json_schema`): the schema a type gives judges documents as the
//! type's reader does, where the type stands for a union of branches that say no `type`
//! (a branch's struct is its objects only, so the union's schema must not refer to it).
#![cfg(feature = "schemars")]

/// In a module, so that `cargo test json_schema` selects these with the runtime's own.
mod json_schema {
    use schemars::{JsonSchema, SchemaGenerator};
    use serde::de::DeserializeOwned;
    use wire_models_suite::golden::untyped_unions::{Package, Retry, Source, UntypedUnions};

    /// Each document is accepted by `T`'s reader exactly when boon finds it valid against
    /// the schema `T::json_schema` gives; returns how many were accepted.
    fn agree<T: JsonSchema + DeserializeOwned>(documents: &[&str]) -> usize {
        let schema = SchemaGenerator::default()
            .into_root_schema_for::<T>()
            .to_value();
        let mut schemas = boon::Schemas::new();
        let mut compiler = boon::Compiler::new();
        compiler.enable_format_assertions();
        compiler
            .add_resource("urn:golden", schema.clone())
            .expect("a JSON schema");
        let id = compiler
            .compile("urn:golden", &mut schemas)
            .unwrap_or_else(|e| panic!("{schema}: {e}"));
        let mut accepted = 0;
        for document in documents {
            let value: serde_json::Value = serde_json::from_str(document).unwrap();
            let ours = wire_models::from_str::<T>(document).is_ok();
            let schema_says = schemas.validate(&value, id).is_ok();
            assert_eq!(ours, schema_says, "{document} against {schema}");
            accepted += usize::from(ours);
        }
        accepted
    }

    #[test]
    fn untyped_union_schemas_judge_as_their_readers() {
        // The `anyOf` admits any value but an object that fits neither branch.
        let retries = [
            "5",
            r#""often""#,
            "null",
            r#"{"attempts":3}"#,
            r#"{"until":"2026-12-04T10:00:00Z"}"#,
            r#"{"attempts":0}"#,
            r#"{"until":"soon"}"#,
        ];
        assert_eq!(agree::<Retry>(&retries), 5);
        // The `oneOf` admits an object that fits exactly one branch.
        let sources = [
            r#"{"path":"src"}"#,
            r#"{"git":"https://example.com/r.git"}"#,
            r#""src""#,
            "null",
            r#"{"git":"https://example.com/r.git","path":"src"}"#,
            "{}",
        ];
        assert_eq!(agree::<Source>(&sources), 2);
        // A union over JSON types whose objects are an enum of two structs; its string branch
        // admits no object.
        let packages = [
            r#""any""#,
            r#""^1.2.3""#,
            "null",
            r#"{"sdk":"flutter"}"#,
            r#"{"git":"https://example.com/p.git"}"#,
            r#""1.2.3""#,
            r#"{"sdk":"flutter","git":"https://example.com/p.git"}"#,
            r#"{"path":"."}"#,
            "[]",
        ];
        assert_eq!(agree::<Package>(&packages), 5);
        let steps = [
            r#"{"source":{"path":"."},"notify":null,"timeout":{"seconds":30}}"#,
            r#"{"source":{"path":"."},"notify":{"email":"ops@example.com"},"timeout":"1m"}"#,
            r#"{"source":{"path":"."},"timeout":null}"#,
            r#"{"source":{"path":"."},"cache":{"key":""}}"#,
            r#"{"source":{"path":"."},"cache":{"volume":"v","read_only":true},"retry":7}"#,
        ];
        assert_eq!(agree::<UntypedUnions>(&steps), 3);
    }

    #[test]
    fn branch_struct_schemas_judge_as_their_readers() {
        use wire_models_suite::golden::branch_members::{
            BranchMembersEraser, BranchMembersEraserBlock, Pen, PenInk, Shape, ShapeCircle,
        };
        // A branch's struct refers to its union's schema and adds its branch: the union's
        // schema keeps the branch as written, so neither refers back to the other.
        let shapes = [
            r#"{"kind":"circle","radius":1}"#,
            r#"{"kind":"square","side":2,"label":"box"}"#,
            r#"{"kind":"circle","radius":1,"side":2}"#,
            r#"{"kind":"circle"}"#,
            r#"{"kind":"square","radius":1}"#,
            r#"{"kind":"circle","radius":1,"label":7}"#,
        ];
        assert_eq!(agree::<Shape>(&shapes), 3);
        // The circle's struct: a shape, and a circle.
        assert_eq!(agree::<ShapeCircle>(&shapes), 2);
        let pens = [
            r##"{"colour":"#000000"}"##,
            r#"{"hardness":"HB","width":1}"#,
            r##"{"colour":"#000000","hardness":"2B"}"##,
            r#"{"width":1}"#,
            r##"{"colour":"#000000","width":0}"##,
        ];
        assert_eq!(agree::<Pen>(&pens), 3);
        assert_eq!(agree::<PenInk>(&pens), 2);
        // A union written inline that admits `null`: its `Option` holds the `null`, and a
        // branch's struct holds objects only.
        let erasers = [
            "null",
            r#"{"block":1}"#,
            r#"{"block":0}"#,
            r#"{"tip":true}"#,
        ];
        assert_eq!(agree::<Option<BranchMembersEraser>>(&erasers), 3);
        assert_eq!(agree::<BranchMembersEraserBlock>(&erasers), 1);
    }
}
