//! Walking an exported conversation: the showing version of a chat export's tree, and its
//! messages form.
//!
//! A [`Document`] holds a whole conversation as a tree: `mapping` names every node by its id,
//! each node names the message it follows (`parent`) and the messages that follow it
//! (`children`, more than one where a message was edited or an answer regenerated), and
//! `current_node` is the last message of the version showing. [`Document::thread`] walks that
//! version, root first; [`Document::versions`] lists the other versions of one of its nodes;
//! [`ChatExport::to_messages`] turns the showing version into the other form of an export,
//! `{"messages": [...]}`, the OpenAI chat messages of one version.
//!
//! ```
//! use wire_models::chat_export::OpenaiMessageRole;
//!
//! let export: wire_models::ChatExport = wire_models::from_str(r#"{
//!     "@context": {"dc": "http://purl.org/dc/terms/"},
//!     "format": "lens.chat-export/1",
//!     "dc:title": "Launch", "dc:identifier": "https://lens.example/chats/7",
//!     "dc:format": "application/json", "id": "7", "title": "Launch",
//!     "current_node": "3",
//!     "mapping": {
//!         "1": {"id": "1", "parent": null, "children": ["2", "3"], "lens": {},
//!               "message": {"role": "user", "content": "When do we launch?"}},
//!         "2": {"id": "2", "parent": "1", "children": [], "lens": {},
//!               "message": {"role": "assistant", "content": "I don't know."}},
//!         "3": {"id": "3", "parent": "1", "children": [], "lens": {},
//!               "message": {"role": "assistant", "content": "On 14 April [1]."}}
//!     }
//! }"#)?;
//! let messages = export.to_messages()?.messages;
//! assert_eq!(messages.len(), 2);
//! assert_eq!(messages[1].role, OpenaiMessageRole::Assistant);
//! assert_eq!(messages[1].content, Some(Some("On 14 April [1].".to_owned())));
//!
//! let wire_models::ChatExport::Document(document) = &export else { unreachable!() };
//! let versions = document.versions("3")?;
//! assert_eq!((versions.index, versions.nodes.len()), (1, 2));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Documents that do not hold together
//!
//! An export is a tree only if its members say so, and a document read from outside may not.
//! These functions never loop, panic or recurse on such a document: every walk is a loop that
//! marks the nodes it has seen, so it stops after at most `mapping.len()` steps, and the work is
//! linear in the size of the document. What they do instead:
//!
//! - **`parent` decides what a version is**, since `current_node` and the `parent` chain are
//!   what the schema defines the showing version by; `children` only orders the versions.
//! - **Where `children` and `parent` disagree, it is an error**, not a guess: the two write
//!   the same tree twice over, so a disagreement means the document was edited or damaged, and
//!   silently picking one side would hand back a transcript that may not be the one showing.
//!   Walking a version ([`Document::thread`], [`Document::path_to`], [`ChatExport::to_messages`])
//!   checks that each node on it is listed in its parent's `children`
//!   ([`ExportError::NotAChild`]); [`Document::versions`] also checks every node its parent
//!   lists ([`ExportError::MissingChild`], [`ExportError::WrongParent`],
//!   [`ExportError::DuplicateChild`]). [`Document::check`] checks the whole tree.
//! - **A node's key in `mapping` must be its `id`** ([`ExportError::IdMismatch`]): `parent`,
//!   `children` and `current_node` name nodes by id and are looked up by key, so a node filed
//!   under another key would be found under a name that is not its own.
//! - A walk checks only the nodes it visits, so a damaged branch that is not showing does not
//!   stop the showing one from being read; [`Document::check`] is there to refuse it.
//!
//! Errors are reported in the order the walk meets them, starting at the node asked for and
//! going up through `parent`.

use std::collections::HashSet;
use std::fmt;

use crate::chat_export::{
    ChatExport, ChatMessage, ChatMessageRole, Document, LensVersions, Messages, Node,
    OpenaiMessage, OpenaiMessageRole,
};

/// Why a conversation's tree could not be walked: the document does not hold together.
///
/// Every variant names the node ids involved, and its display says what is wrong in plain words.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ExportError {
    /// `current_node` names a node that is not in `mapping`.
    MissingCurrentNode {
        /// The id `current_node` gives.
        current_node: String,
    },
    /// The node asked for (by [`Document::path_to`] or [`Document::versions`]) is not in
    /// `mapping`.
    UnknownNode {
        /// The id asked for.
        node: String,
    },
    /// A node's `parent` names a node that is not in `mapping`.
    MissingParent {
        /// The node whose `parent` it is.
        node: String,
        /// The id its `parent` gives.
        parent: String,
    },
    /// Following `parent` from a node comes back to a node already passed: the nodes are their
    /// own ancestors (a node that is its own parent is the shortest such cycle).
    ParentCycle {
        /// Where the walk started.
        start: String,
        /// The node reached a second time.
        node: String,
    },
    /// A node is filed in `mapping` under a key other than its `id`.
    IdMismatch {
        /// The key in `mapping`.
        key: String,
        /// The node's `id`.
        id: String,
    },
    /// A node names a parent whose `children` do not list it.
    NotAChild {
        /// The node.
        node: String,
        /// Its `parent`.
        parent: String,
    },
    /// A node's `children` list a node that is not in `mapping`.
    MissingChild {
        /// The node whose `children` it is.
        node: String,
        /// The id listed.
        child: String,
    },
    /// A node's `children` list a node whose `parent` is another node (or none).
    WrongParent {
        /// The node whose `children` list it.
        node: String,
        /// The node listed.
        child: String,
        /// The listed node's own `parent`.
        child_parent: Option<String>,
    },
    /// A node's `children` list the same node more than once.
    DuplicateChild {
        /// The node whose `children` it is.
        node: String,
        /// The id listed twice.
        child: String,
    },
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Ids are shown with `{:?}` so that an empty id, or one with spaces or quotes, stays
        // readable and unambiguous in the message.
        match self {
            Self::MissingCurrentNode { current_node } => write!(
                f,
                "current_node names node {current_node:?}, which is not in mapping"
            ),
            Self::UnknownNode { node } => write!(f, "node {node:?} is not in mapping"),
            Self::MissingParent { node, parent } => write!(
                f,
                "node {node:?} names parent {parent:?}, which is not in mapping"
            ),
            Self::ParentCycle { start, node } if start == node => write!(
                f,
                "parent cycle: following parent from node {start:?} comes back to it"
            ),
            Self::ParentCycle { start, node } => write!(
                f,
                "parent cycle: following parent from node {start:?} reaches node {node:?} twice"
            ),
            Self::IdMismatch { key, id } => {
                write!(f, "mapping[{key:?}] holds a node whose id is {id:?}")
            }
            Self::NotAChild { node, parent } => write!(
                f,
                "node {node:?} names parent {parent:?}, whose children do not list it"
            ),
            Self::MissingChild { node, child } => write!(
                f,
                "node {node:?} lists child {child:?}, which is not in mapping"
            ),
            Self::WrongParent {
                node,
                child,
                child_parent: Some(other),
            } => write!(
                f,
                "node {node:?} lists child {child:?}, whose parent is {other:?}"
            ),
            Self::WrongParent {
                node,
                child,
                child_parent: None,
            } => write!(
                f,
                "node {node:?} lists child {child:?}, which has no parent"
            ),
            Self::DuplicateChild { node, child } => {
                write!(f, "node {node:?} lists child {child:?} more than once")
            }
        }
    }
}

impl std::error::Error for ExportError {}

/// The versions of one message: the nodes under the same parent, in their parent's `children`
/// order, and where the message is among them. See [`Document::versions`].
#[derive(Clone, Debug, PartialEq)]
pub struct Versions<'a> {
    /// Every version, the message itself included: the parent's `children` in order; for a root
    /// (a node without `parent`), every root of the document in `mapping` order.
    pub nodes: Vec<&'a Node>,
    /// The position of the message in `nodes`.
    pub index: usize,
    /// What Lens recorded of the versions (`lens.versions` of the message), when present. It
    /// counts versions as Lens stores them, which may include ones the export left out, so it
    /// may differ from `nodes`.
    pub lens: Option<&'a LensVersions>,
}

impl<'a> Versions<'a> {
    /// The message these are the versions of.
    pub fn current(&self) -> &'a Node {
        self.nodes[self.index]
    }

    /// The other versions, in order.
    pub fn others(&self) -> impl Iterator<Item = &'a Node> + '_ {
        let index = self.index;
        self.nodes
            .iter()
            .enumerate()
            .filter(move |(i, _)| *i != index)
            .map(|(_, node)| *node)
    }
}

impl ChatExport {
    /// The messages form of this export: for a [`Document`], the showing version as OpenAI chat
    /// messages (see [`Document::to_messages`]); for the messages form, a copy of it.
    ///
    /// # Errors
    ///
    /// An [`ExportError`] when the document's tree does not hold together along the showing
    /// version (see the [module documentation](self)).
    pub fn to_messages(&self) -> Result<Messages, ExportError> {
        match self {
            Self::Document(document) => document.to_messages(),
            Self::Messages(messages) => Ok(messages.clone()),
        }
    }
}

impl Document {
    /// The nodes of the showing version, root first, ending with `current_node`; empty when
    /// `current_node` is null.
    ///
    /// # Errors
    ///
    /// [`ExportError::MissingCurrentNode`] when `current_node` is not in `mapping`, and the
    /// errors of [`Document::path_to`] for the walk up from it.
    pub fn thread(&self) -> Result<Vec<&Node>, ExportError> {
        match &self.current_node {
            None => Ok(Vec::new()),
            Some(current) => self.walk_up(current, || ExportError::MissingCurrentNode {
                current_node: current.clone(),
            }),
        }
    }

    /// The nodes from the root down to `node_id`, root first: the version that ends at that
    /// node.
    ///
    /// # Errors
    ///
    /// [`ExportError::UnknownNode`] when `node_id` is not in `mapping`;
    /// [`ExportError::MissingParent`], [`ExportError::ParentCycle`],
    /// [`ExportError::IdMismatch`] or [`ExportError::NotAChild`] for the first node on the way
    /// up that breaks the tree.
    pub fn path_to(&self, node_id: &str) -> Result<Vec<&Node>, ExportError> {
        self.walk_up(node_id, || ExportError::UnknownNode {
            node: node_id.to_owned(),
        })
    }

    /// The showing version as OpenAI chat messages, `{"messages": [...]}`: root first, for each
    /// node its `tool_messages` in order (an assistant message calling tools, then a tool
    /// message for each), then its message. Empty when `current_node` is null.
    ///
    /// A node's message keeps its role and text (see [`ChatMessage::to_openai`]); its other
    /// members, and everything under `lens`, are Lens's own and stay in the document. The tool
    /// messages are copied unchanged: they are already OpenAI messages, checked against the
    /// schema when the document was read, so for a document read from JSON the result is valid
    /// against the schema's messages form.
    ///
    /// # Errors
    ///
    /// Those of [`Document::thread`].
    pub fn to_messages(&self) -> Result<Messages, ExportError> {
        let thread = self.thread()?;
        fn tool_messages(node: &Node) -> &[OpenaiMessage] {
            node.tool_messages.as_deref().unwrap_or_default()
        }
        let len = thread
            .iter()
            .map(|node| tool_messages(node).len() + 1)
            .sum();
        let mut messages = Vec::with_capacity(len);
        for node in thread {
            messages.extend(tool_messages(node).iter().cloned());
            messages.push(node.message.to_openai());
        }
        Ok(Messages { messages })
    }

    /// The versions of the message `node_id`: the nodes under the same parent, in the parent's
    /// `children` order, where it is among them, and `lens.versions` when present.
    ///
    /// A root has no parent to list its versions, so the versions of a root are the document's
    /// roots in `mapping` order.
    ///
    /// # Errors
    ///
    /// [`ExportError::UnknownNode`] when `node_id` is not in `mapping`;
    /// [`ExportError::MissingParent`] when its parent is not; [`ExportError::IdMismatch`] for
    /// a node filed under another key; and where the parent's `children` disagree with
    /// `parent`: [`ExportError::MissingChild`], [`ExportError::WrongParent`],
    /// [`ExportError::DuplicateChild`], or [`ExportError::NotAChild`] when they do not list
    /// the node itself.
    pub fn versions(&self, node_id: &str) -> Result<Versions<'_>, ExportError> {
        let node = self.lookup(node_id, || ExportError::UnknownNode {
            node: node_id.to_owned(),
        })?;
        let nodes = match &node.parent {
            None => self.roots()?,
            Some(parent_id) => {
                let parent = self.lookup(parent_id, || ExportError::MissingParent {
                    node: node_id.to_owned(),
                    parent: parent_id.clone(),
                })?;
                self.children_of(parent)?
            }
        };
        // Ids are unique among the versions (children_of refuses a child listed twice, and
        // mapping keys, checked to be the ids, are unique), so comparing ids finds the node.
        let index = nodes
            .iter()
            .position(|sibling| sibling.id == node.id)
            .ok_or_else(|| ExportError::NotAChild {
                node: node.id.clone(),
                // Every root is among the roots, so only a node with a parent gets here.
                parent: node.parent.clone().unwrap_or_default(),
            })?;
        Ok(Versions {
            nodes,
            index,
            lens: node.lens.versions.as_ref(),
        })
    }

    /// Checks that the whole of `mapping` is a sound tree (or forest): every node filed under
    /// its `id`, every `parent` present and listing the node exactly once in its `children`,
    /// every child present and naming the node as its parent, no node its own ancestor, and
    /// `current_node` (when not null) present.
    ///
    /// The walks above check only the nodes they visit; this is for a caller who wants to
    /// refuse a document with a damaged branch anywhere. It takes time linear in the size of
    /// the document.
    ///
    /// # Errors
    ///
    /// The first problem found, looking in this order: `current_node`, then in `mapping`
    /// order the keys ([`ExportError::IdMismatch`]), the parents
    /// ([`ExportError::MissingParent`]), the children ([`ExportError::MissingChild`],
    /// [`ExportError::WrongParent`], [`ExportError::DuplicateChild`]), the nodes their parent
    /// does not list ([`ExportError::NotAChild`]), and last the cycles
    /// ([`ExportError::ParentCycle`]).
    pub fn check(&self) -> Result<(), ExportError> {
        if let Some(current) = &self.current_node {
            self.lookup(current, || ExportError::MissingCurrentNode {
                current_node: current.clone(),
            })?;
        }
        for (key, node) in &self.mapping {
            filed_under_its_id(key, node)?;
        }
        // Each node's parent, by index: looked up once here, so that the passes below cost no
        // more hashing than one lookup per children entry.
        let mut parent_of = Vec::with_capacity(self.mapping.len());
        for node in self.mapping.values() {
            parent_of.push(match &node.parent {
                None => None,
                Some(parent_id) => Some(self.mapping.get_index_of(parent_id).ok_or_else(|| {
                    ExportError::MissingParent {
                        node: node.id.clone(),
                        parent: parent_id.clone(),
                    }
                })?),
            });
        }
        // Every children entry must name a node whose parent is the lister. A node has one
        // parent, so a node listed twice anywhere is listed twice by that parent.
        let mut listed = vec![false; self.mapping.len()];
        for (index, node) in self.mapping.values().enumerate() {
            for child_id in &node.children {
                let child = self.mapping.get_index_of(child_id).ok_or_else(|| {
                    ExportError::MissingChild {
                        node: node.id.clone(),
                        child: child_id.clone(),
                    }
                })?;
                if parent_of[child] != Some(index) {
                    return Err(ExportError::WrongParent {
                        node: node.id.clone(),
                        child: child_id.clone(),
                        child_parent: self.mapping[child].parent.clone(),
                    });
                }
                if std::mem::replace(&mut listed[child], true) {
                    return Err(ExportError::DuplicateChild {
                        node: node.id.clone(),
                        child: child_id.clone(),
                    });
                }
            }
        }
        // And every node with a parent must be listed (by it, as just checked).
        for (index, node) in self.mapping.values().enumerate() {
            if let (Some(parent_id), false) = (&node.parent, listed[index]) {
                return Err(ExportError::NotAChild {
                    node: node.id.clone(),
                    parent: parent_id.clone(),
                });
            }
        }
        self.check_acyclic(&parent_of)
    }

    /// Finds a parent cycle anywhere in `mapping`, in linear time: each node is walked up from
    /// at most once, since a walk stops at the first node an earlier walk (or itself) passed.
    fn check_acyclic(&self, parent_of: &[Option<usize>]) -> Result<(), ExportError> {
        // 0: not yet passed; otherwise the number (from 1) of the walk that first passed it.
        let mut walk_of = vec![0usize; parent_of.len()];
        for start in 0..parent_of.len() {
            let walk = start + 1;
            let mut at = start;
            // A walk ends at a root, or at a node an earlier walk passed (and went on from
            // without finding a cycle), or at one this walk passed: a cycle.
            while walk_of[at] == 0 {
                walk_of[at] = walk;
                match parent_of[at] {
                    Some(parent) => at = parent,
                    None => break,
                }
            }
            if walk_of[at] == walk && parent_of[at].is_some() {
                return Err(ExportError::ParentCycle {
                    start: self.mapping[start].id.clone(),
                    node: self.mapping[at].id.clone(),
                });
            }
        }
        Ok(())
    }

    /// The walk behind [`Document::thread`] and [`Document::path_to`]: up from `start` through
    /// `parent`, then reversed.
    fn walk_up(
        &self,
        start: &str,
        missing: impl FnOnce() -> ExportError,
    ) -> Result<Vec<&Node>, ExportError> {
        let (mut index, mut node) = self.lookup_full(start, missing)?;
        // A bitmap by mapping index rather than a set of ids: one allocation, no hashing, and
        // it bounds the walk at mapping.len() steps since no node can be passed twice.
        let mut passed = vec![false; self.mapping.len()];
        let mut path = Vec::new();
        loop {
            passed[index] = true;
            path.push(node);
            let Some(parent_id) = &node.parent else {
                break;
            };
            let (parent_index, parent) =
                self.lookup_full(parent_id, || ExportError::MissingParent {
                    node: node.id.clone(),
                    parent: parent_id.clone(),
                })?;
            // The cycle is checked before `children`, so that a node naming itself as parent
            // is reported as the cycle it is, whatever its children say.
            if passed[parent_index] {
                return Err(ExportError::ParentCycle {
                    start: start.to_owned(),
                    node: parent.id.clone(),
                });
            }
            // Each parent's children are scanned once (a second visit is a cycle), so this
            // stays linear in the size of the document.
            if !parent.children.contains(&node.id) {
                return Err(ExportError::NotAChild {
                    node: node.id.clone(),
                    parent: parent_id.clone(),
                });
            }
            index = parent_index;
            node = parent;
        }
        path.reverse();
        Ok(path)
    }

    /// The nodes without a parent, in `mapping` order, each checked to be filed under its id.
    fn roots(&self) -> Result<Vec<&Node>, ExportError> {
        let mut roots = Vec::new();
        for (key, node) in &self.mapping {
            if node.parent.is_none() {
                filed_under_its_id(key, node)?;
                roots.push(node);
            }
        }
        Ok(roots)
    }

    /// The nodes `parent` lists as its children, in order, each checked to be present, filed
    /// under its id, listed once and naming `parent` as its parent.
    fn children_of<'a>(&'a self, parent: &Node) -> Result<Vec<&'a Node>, ExportError> {
        // Most nodes have one child or a few versions: for those a scan of the entries before
        // is cheaper than a set, and still linear for lists of bounded length.
        const SCAN: usize = 16;
        let mut seen = HashSet::new();
        let mut nodes = Vec::with_capacity(parent.children.len());
        for (position, child_id) in parent.children.iter().enumerate() {
            let duplicate = if parent.children.len() <= SCAN {
                parent.children[..position].contains(child_id)
            } else {
                !seen.insert(child_id.as_str())
            };
            if duplicate {
                return Err(ExportError::DuplicateChild {
                    node: parent.id.clone(),
                    child: child_id.clone(),
                });
            }
            let child = self.lookup(child_id, || ExportError::MissingChild {
                node: parent.id.clone(),
                child: child_id.clone(),
            })?;
            if child.parent.as_deref() != Some(parent.id.as_str()) {
                return Err(ExportError::WrongParent {
                    node: parent.id.clone(),
                    child: child_id.clone(),
                    child_parent: child.parent.clone(),
                });
            }
            nodes.push(child);
        }
        Ok(nodes)
    }

    fn lookup(
        &self,
        id: &str,
        missing: impl FnOnce() -> ExportError,
    ) -> Result<&Node, ExportError> {
        self.lookup_full(id, missing).map(|(_, node)| node)
    }

    /// The node filed under `id` and its index in `mapping`, checked to carry that id.
    fn lookup_full(
        &self,
        id: &str,
        missing: impl FnOnce() -> ExportError,
    ) -> Result<(usize, &Node), ExportError> {
        let (index, key, node) = self.mapping.get_full(id).ok_or_else(missing)?;
        filed_under_its_id(key, node)?;
        Ok((index, node))
    }
}

/// A node must be filed in `mapping` under its own `id`.
fn filed_under_its_id(key: &str, node: &Node) -> Result<(), ExportError> {
    if key == node.id {
        Ok(())
    } else {
        Err(ExportError::IdMismatch {
            key: key.to_owned(),
            id: node.id.clone(),
        })
    }
}

impl ChatMessage {
    /// This message as an OpenAI chat message: the same role, and its text as `content`.
    ///
    /// Members beyond `role` and `content` are not carried over: they are Lens's, and one named
    /// like an OpenAI member (`tool_calls`, say) but shaped otherwise would make the result
    /// invalid.
    pub fn to_openai(&self) -> OpenaiMessage {
        let role = match self.role {
            ChatMessageRole::User => OpenaiMessageRole::User,
            ChatMessageRole::Assistant => OpenaiMessageRole::Assistant,
        };
        OpenaiMessage {
            content: Some(Some(self.content.clone())),
            ..OpenaiMessage::new(role)
        }
    }
}
