#!/usr/bin/env bash
# Land the commits of a worktree (detached HEAD, rebased on main) onto main while /work/main is
# checked out with other people's uncommitted edits: main moves to the worktree's HEAD, and each
# file the commits change is brought into /work/main's working tree by a 3-way merge
# (git merge-file: the working copy, the old commit's version, the new one), so nobody's
# uncommitted edits are lost; the shared index follows HEAD for those files.
# Use: git worktree add --detach /tmp/x main; work and commit there; git -C /tmp/x rebase main;
# scripts/land.sh /tmp/x
set -euo pipefail
wt=${1:?usage: land.sh WORKTREE}
main=/work/main
old=$(git -C "$main" rev-parse main)
new=$(git -C "$wt" rev-parse HEAD)
git -C "$wt" merge-base --is-ancestor "$old" "$new" || { echo "not based on main ($old): rebase first: git -C $wt rebase main"; exit 1; }
# --no-renames: a renamed file is its old path deleted and its new one added; with rename
# detection only the new path is listed, and the old file stayed behind in the working tree.
files=$(git -C "$main" diff --name-only --no-renames "$old" "$new")
tmp=$(mktemp -d)
for f in $files; do
  if ! git -C "$main" cat-file -e "$new:$f" 2>/dev/null; then rm -f "$main/$f"; continue; fi
  git -C "$main" show "$new:$f" > "$tmp/new"
  if [ ! -e "$main/$f" ] || ! git -C "$main" cat-file -e "$old:$f" 2>/dev/null; then mkdir -p "$(dirname "$main/$f")"; cp "$tmp/new" "$main/$f"; continue; fi
  git -C "$main" show "$old:$f" > "$tmp/old"
  if ! git merge-file -q "$main/$f" "$tmp/old" "$tmp/new"; then echo "CONFLICT in $f (markers left in /work/main/$f)"; fi
done
git -C "$main" update-ref refs/heads/main "$new" "$old"
# shellcheck disable=SC2086
git -C "$main" reset -q -- $files
rm -rf "$tmp"
echo "main: $old -> $new"
