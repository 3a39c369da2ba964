#!/usr/bin/env bash
# Fills fuzz/corpus/<target>/ (gitignored) with the valid instances of tests/instances/, and of
# example-app/tests/instances/ for the general_* targets of example-app's schemas, when present,
# as seeds for the fuzz targets. (general_suite reads two bytes that choose a group before the
# text: it starts from the dictionary alone.) Safe to run again.
set -euo pipefail
cd "$(dirname "$0")"

# seed <target> <folder>: copies <folder>/*/*.json into corpus/<target>/.
seed() {
    mkdir -p "corpus/$1"
    for file in "$2"/*/*.json; do
        [ -e "$file" ] || continue
        cp "$file" "corpus/$1/$(basename "$(dirname "$file")")-$(basename "$file")"
    done
    echo "corpus/$1: $(ls "corpus/$1" | wc -l) files"
}

for pair in chat_export:chat-export conversation_context:conversation-context \
    memory_turn_reference:memory-turn-reference; do
    seed "from_slice_${pair%%:*}" "../tests/instances/${pair#*:}"
done
for pair in payment:payment ci_pipeline:ci-pipeline sensor_batch:sensor-batch; do
    seed "general_${pair%%:*}" "../example-app/tests/instances/${pair#*:}"
done
