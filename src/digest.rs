//! SHA-256 digests of stored turns, as `MemoryTurnReference` records them.
