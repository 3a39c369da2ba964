#!/usr/bin/env bash
# Fills fuzz/corpus/<target>/ (gitignored) with the valid instances of tests/instances/, when
# present, as seeds for the fuzz targets. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")"
for pair in chat_export:chat-export conversation_context:conversation-context \
    memory_turn_reference:memory-turn-reference; do
    target="from_slice_${pair%%:*}"
    schema="${pair#*:}"
    mkdir -p "corpus/$target"
    for file in ../tests/instances/"$schema"/*/*.json; do
        [ -e "$file" ] || continue
        cp "$file" "corpus/$target/$(basename "$(dirname "$file")")-$(basename "$file")"
    done
    echo "corpus/$target: $(ls "corpus/$target" | wc -l) files"
done
