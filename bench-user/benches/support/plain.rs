//! The floor for what validation costs: plain `#[derive(Deserialize)]` types of the export's
//! shape, as one would write them by hand (or a generator without validation would). They check
//! JSON types only: no formats, patterns, bounds, `uniqueItems` or lengths, unknown members
//! skipped rather than refused. Enumerations are enums, the outcome is serde's internally tagged
//! enum on `status`, a change's values are `Value`s and the changes a `HashMap`.

#![allow(dead_code)] // The fields are there to be filled, not read.

use std::collections::HashMap;

use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
pub struct AuditLog {
    pub export_id: String,
    pub organization: String,
    pub exported_at: String,
    pub period: Period,
    pub events: Vec<Event>,
}

#[derive(Deserialize)]
pub struct Period {
    pub from: String,
    pub to: String,
}

#[derive(Deserialize)]
pub struct Event {
    pub id: String,
    pub occurred_at: String,
    pub recorded_at: Option<String>,
    pub action: Action,
    pub actor: Actor,
    pub source_ip: String,
    pub duration_ms: Option<f64>,
    pub risk: Option<f64>,
    pub attempt: Option<u32>,
    pub tags: Option<Vec<String>>,
    pub changes: Option<HashMap<String, Change>>,
    pub outcome: Outcome,
    pub note: Option<String>,
}

#[derive(Deserialize)]
pub enum Action {
    #[serde(rename = "session.login")]
    SessionLogin,
    #[serde(rename = "session.logout")]
    SessionLogout,
    #[serde(rename = "member.invite")]
    MemberInvite,
    #[serde(rename = "member.remove")]
    MemberRemove,
    #[serde(rename = "role.grant")]
    RoleGrant,
    #[serde(rename = "role.revoke")]
    RoleRevoke,
    #[serde(rename = "document.read")]
    DocumentRead,
    #[serde(rename = "document.update")]
    DocumentUpdate,
    #[serde(rename = "document.delete")]
    DocumentDelete,
    #[serde(rename = "settings.update")]
    SettingsUpdate,
    #[serde(rename = "api_key.create")]
    ApiKeyCreate,
    #[serde(rename = "api_key.revoke")]
    ApiKeyRevoke,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ActorKind {
    User,
    Service,
    Support,
}

#[derive(Deserialize)]
pub struct Actor {
    pub kind: Option<ActorKind>,
    pub handle: String,
    pub email: Option<String>,
}

#[derive(Deserialize)]
pub struct Change {
    pub from: Value,
    pub to: Value,
}

#[derive(Deserialize)]
#[serde(tag = "status", rename_all = "lowercase")]
pub enum Outcome {
    Allowed {
        resource: Option<String>,
    },
    Denied {
        reason: DenialReason,
        policy: Option<String>,
    },
    Failed {
        code: u16,
        message: String,
    },
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DenialReason {
    MissingPermission,
    MfaRequired,
    IpBlocked,
    RateLimited,
}
