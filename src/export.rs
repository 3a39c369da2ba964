//! Walking an exported conversation: the showing version of a chat export's tree, and its
//! messages form.
