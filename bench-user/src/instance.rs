//! Audit log exports generated from a seed, valid against `schemas/audit-log.schema.json`: a
//! few hundred actors (people with and without an e-mail address, services, support staff)
//! doing weighted actions from private and public IPv4 addresses, date-times in several offsets
//! and precisions, optional numbers, unique tags, changes whose values are every kind of JSON,
//! the three outcomes and notes that are absent, `null` or prose outside ASCII. The same seed
//! gives the same export on every machine.

use serde_json::{json, Map, Value};

use crate::support::rng::Rng;
use crate::support::text::{datetime, title, uuid, START};

const FIRST: &[&str] = &[
    "ana", "bongani", "chloe", "dmitri", "eun-ji", "farid", "greta", "hiro", "ines", "jonas",
    "kemal", "lena", "mateo", "nadia", "oskar", "priya", "quentin", "rosa", "sven", "tamar", "ugo",
    "vera", "wen", "ximena", "yusuf", "zofia",
];
const LAST: &[&str] = &[
    "muller", "dlamini", "martin", "ivanov", "kim", "haddad", "larsen", "sato", "ferreira",
    "becker", "yilmaz", "novak", "garcia", "rahman", "berg", "sharma",
];
const DOMAINS: &[&str] = &[
    "northwind.example",
    "eu.northwind.example",
    "partners.example.org",
];
const SERVICES: &[&str] = &[
    "backup",
    "ci-runner",
    "billing-sync",
    "scim",
    "search-indexer",
    "mailer",
];

/// Actions with their weights (per thousand): mostly reads and sign-ins, as in a real log.
const ACTIONS: &[(&str, u64)] = &[
    ("document.read", 440),
    ("session.login", 150),
    ("session.logout", 100),
    ("document.update", 130),
    ("document.delete", 30),
    ("settings.update", 40),
    ("role.grant", 25),
    ("role.revoke", 20),
    ("member.invite", 25),
    ("member.remove", 10),
    ("api_key.create", 15),
    ("api_key.revoke", 15),
];

const TAGS: &[&str] = &[
    "prod",
    "staging",
    "eu",
    "us",
    "mobile",
    "web",
    "cli",
    "api",
    "sso",
    "mfa",
    "bulk",
    "automated",
    "flagged",
    "export",
];
const ROLES: &[&str] = &["viewer", "commenter", "editor", "admin", "owner", "billing"];
const DENIALS: &[&str] = &[
    "missing_permission",
    "mfa_required",
    "ip_blocked",
    "rate_limited",
];
const POLICIES: &[&str] = &[
    "policies/require-mfa",
    "policies/eu-only",
    "policies/office-hours",
    "policies/api-rate",
];
const HTTP_ERRORS: &[u64] = &[400, 401, 404, 409, 413, 422, 429, 500, 502, 503, 504];
/// Offsets (minutes) the clients write their time in; UTC the most often.
const OFFSETS: &[i64] = &[0, 0, 0, 0, 0, 0, 0, 60, 120, -300, -420, 330, 540];

struct Actor {
    kind: &'static str,
    handle: String,
    email: Option<String>,
}

/// People (two in five with an e-mail address, some with a `+tag`), the services and support.
fn actors(rng: &mut Rng) -> Vec<Actor> {
    let mut out = Vec::new();
    for (i, first) in FIRST.iter().enumerate() {
        for (j, last) in LAST.iter().enumerate() {
            if (i + j) % 3 == 0 {
                continue;
            }
            let email = rng.chance(40).then(|| {
                let tag = if rng.chance(10) { "+audit" } else { "" };
                format!("{first}.{last}{tag}@{}", rng.pick(DOMAINS))
            });
            out.push(Actor {
                kind: "user",
                handle: format!("@{first}.{last}"),
                email,
            });
        }
    }
    for service in SERVICES {
        out.push(Actor {
            kind: "service",
            handle: format!("@svc-{service}"),
            email: None,
        });
    }
    for first in &FIRST[..4] {
        out.push(Actor {
            kind: "support",
            handle: format!("@support_{first}"),
            email: Some(format!("{first}@support.example.com")),
        });
    }
    out
}

fn action(rng: &mut Rng) -> &'static str {
    let mut roll = rng.below(ACTIONS.iter().map(|a| a.1).sum());
    for &(name, weight) in ACTIONS {
        if roll < weight {
            return name;
        }
        roll -= weight;
    }
    unreachable!("the roll is below the sum of the weights")
}

/// An address of the office network, a VPN, a documentation range or anywhere.
fn ipv4(rng: &mut Rng) -> String {
    let (a, b, c, d) = match rng.below(10) {
        0..=4 => (10, 0, rng.below(8), rng.range(1, 254)),
        5 => (192, 168, rng.below(4), rng.range(1, 254)),
        6 => (203, 0, 113, rng.range(1, 254)),
        _ => (
            rng.range(1, 223),
            rng.below(256),
            rng.below(256),
            rng.range(1, 254),
        ),
    };
    format!("{a}.{b}.{c}.{d}")
}

/// A few distinct tags.
fn tags(rng: &mut Rng) -> Value {
    let mut picked: Vec<&str> = Vec::new();
    for _ in 0..rng.range(1, 4) {
        let tag = *rng.pick(TAGS);
        if !picked.contains(&tag) {
            picked.push(tag);
        }
    }
    json!(picked)
}

fn change(from: Value, to: Value) -> Value {
    json!({ "from": from, "to": to })
}

/// What the action changed, for the actions that change something.
fn changes(rng: &mut Rng, action: &str) -> Option<Value> {
    let mut c = Map::new();
    match action {
        "document.update" => {
            if rng.chance(60) {
                c.insert(
                    "title".into(),
                    change(json!(title(rng, 60)), json!(title(rng, 60))),
                );
            }
            if rng.chance(50) || c.is_empty() {
                let before = rng.range(200, 40_000);
                c.insert(
                    "size_bytes".into(),
                    change(json!(before), json!(before + rng.range(1, 900))),
                );
            }
            if rng.chance(15) {
                c.insert("shared".into(), change(json!(false), json!(true)));
            }
        }
        "settings.update" => match rng.below(4) {
            0 => {
                c.insert("sso_required".into(), change(json!(false), json!(true)));
            }
            1 => {
                c.insert(
                    "session_timeout_hours".into(),
                    change(json!(12), json!(rng.range(1, 8) as f64 / 2.0)),
                );
            }
            2 => {
                c.insert(
                    "allowed_networks".into(),
                    change(
                        json!(["10.0.0.0/16"]),
                        json!(["10.0.0.0/16", "192.168.0.0/22"]),
                    ),
                );
            }
            _ => {
                c.insert(
                    "retention".into(),
                    change(Value::Null, json!({"days": 365, "legal_hold": false})),
                );
            }
        },
        "role.grant" | "role.revoke" => {
            let (a, b) = (*rng.pick(ROLES), *rng.pick(ROLES));
            let (from, to) = if action == "role.grant" {
                (a, b)
            } else {
                (b, a)
            };
            c.insert("role".into(), change(json!(from), json!(to)));
        }
        "member.invite" => {
            c.insert("status".into(), change(Value::Null, json!("invited")));
        }
        _ => return None,
    }
    Some(Value::Object(c))
}

/// How it ended: allowed (with the resource, mostly), denied for a reason, or failed.
fn outcome(rng: &mut Rng, action: &str) -> Value {
    match rng.below(100) {
        0..=85 => {
            let mut o = json!({"status": "allowed"});
            if rng.chance(40) {
                let kind = action.split('.').next().unwrap_or("document");
                o["resource"] = json!(format!("{kind}s/{}", rng.range(1000, 99_999)));
            }
            o
        }
        86..=94 => {
            let mut o = json!({"status": "denied", "reason": *rng.pick(DENIALS)});
            if rng.chance(50) {
                o["policy"] = json!(*rng.pick(POLICIES));
            }
            o
        }
        _ => json!({
            "status": "failed",
            "code": *rng.pick(HTTP_ERRORS),
            "message": title(rng, 120),
        }),
    }
}

/// An export of `events` events.
pub fn audit_log(events: usize, seed: u64) -> Value {
    let mut rng = Rng::new(seed);
    let actors = actors(&mut rng);
    let mut when = START;
    let mut out = Vec::with_capacity(events);
    for _ in 0..events {
        when += rng.range(0, 40) as i64;
        let actor = rng.pick(&actors);
        let action = action(&mut rng);
        let mut e = Map::new();
        e.insert("id".into(), json!(uuid(&mut rng)));
        let offset = *rng.pick(OFFSETS);
        let frac = *rng.pick(&[0usize, 0, 3, 6]);
        e.insert(
            "occurred_at".into(),
            json!(datetime(when, offset, frac, &mut rng, true)),
        );
        if rng.chance(10) {
            let delay = if rng.chance(20) {
                rng.range(60, 7200)
            } else {
                rng.range(1, 3)
            };
            e.insert(
                "recorded_at".into(),
                json!(datetime(when + delay as i64, 0, 6, &mut rng, true)),
            );
        }
        e.insert("action".into(), json!(action));
        let mut a = Map::new();
        if actor.kind != "user" || rng.chance(5) {
            a.insert("kind".into(), json!(actor.kind));
        }
        a.insert("handle".into(), json!(actor.handle));
        if let Some(email) = &actor.email {
            a.insert("email".into(), json!(email));
        }
        e.insert("actor".into(), Value::Object(a));
        e.insert("source_ip".into(), json!(ipv4(&mut rng)));
        if rng.chance(60) {
            let tenths = if rng.chance(2) {
                rng.range(10_000, 6_000_000)
            } else {
                rng.range(1, 30_000)
            };
            e.insert("duration_ms".into(), json!(tenths as f64 / 10.0));
        }
        if rng.chance(50) {
            e.insert("risk".into(), json!(rng.below(1000) as f64 / 1000.0));
        }
        if rng.chance(40) {
            let attempt = if rng.chance(85) { 1 } else { rng.range(2, 10) };
            e.insert("attempt".into(), json!(attempt));
        }
        if rng.chance(40) {
            e.insert("tags".into(), tags(&mut rng));
        }
        if let Some(c) = changes(&mut rng, action) {
            e.insert("changes".into(), c);
        }
        e.insert("outcome".into(), outcome(&mut rng, action));
        match rng.below(100) {
            0..=89 => {}
            90..=93 => {
                e.insert("note".into(), Value::Null);
            }
            _ => {
                e.insert("note".into(), json!(title(&mut rng, 200)));
            }
        }
        out.push(Value::Object(e));
    }
    json!({
        "export_id": uuid(&mut rng),
        "organization": "northwind-labs",
        "exported_at": datetime(when + 3600, 0, 0, &mut rng, true),
        "period": {
            "from": datetime(START, 0, 0, &mut rng, true),
            "to": datetime(when + 1, 0, 0, &mut rng, true),
        },
        "events": out,
    })
}
