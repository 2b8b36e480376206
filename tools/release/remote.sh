#!/usr/bin/env bash
# Runs deploy/deploy.mjs on the production host over SSH, for the deploy
# workflow (.github/workflows/deploy.yml): copies the release (with its
# checksum) and deploy.mjs to the host, then installs it, or rolls back.
#
# Usage: bash tools/release/remote.sh install <folder holding one timbr-docs-*.tar.gz>
#        bash tools/release/remote.sh rollback [<version>]
# Environment (the `production` environment's secrets): DEPLOY_HOST,
# DEPLOY_USER, DEPLOY_SSH_KEY (a private key the host accepts for that user),
# DEPLOY_KNOWN_HOSTS (the host's line of known_hosts: its key is checked).
# On the host the user runs `sudo -n node` (deploy.mjs reloads nginx and
# restarts the MCP service), and Node.js and tar are installed.
set -euo pipefail

usage() {
  echo "Usage: bash tools/release/remote.sh install <folder> | rollback [<version>]" >&2
  exit 2
}
[ $# -ge 1 ] || usage
for name in DEPLOY_HOST DEPLOY_USER DEPLOY_SSH_KEY DEPLOY_KNOWN_HOSTS; do
  if [ -z "${!name:-}" ]; then
    echo "$name is not set: give the production environment this secret" >&2
    exit 2
  fi
done

here="$(cd "$(dirname "$0")/../.." && pwd)"
secrets=$(mktemp -d)
trap 'rm -rf "$secrets"' EXIT
printf '%s\n' "$DEPLOY_SSH_KEY" > "$secrets/key"
printf '%s\n' "$DEPLOY_KNOWN_HOSTS" > "$secrets/known_hosts"
chmod 600 "$secrets/key"
options=(-i "$secrets/key" -o "UserKnownHostsFile=$secrets/known_hosts" -o StrictHostKeyChecking=yes -o BatchMode=yes)
remote="$DEPLOY_USER@$DEPLOY_HOST"
incoming=timbr-docs-incoming

case "$1" in
  install)
    [ $# -eq 2 ] || usage
    shopt -s nullglob
    tarballs=("$2"/timbr-docs-*.tar.gz)
    if [ "${#tarballs[@]}" -ne 1 ]; then
      echo "$2 must hold exactly one release (timbr-docs-<version>.tar.gz), not ${#tarballs[@]}" >&2
      exit 1
    fi
    tarball="${tarballs[0]}"
    name=$(basename "$tarball")
    ssh "${options[@]}" "$remote" mkdir -p "$incoming"
    scp "${options[@]}" "$tarball" "$tarball.sha256" "$here/deploy/deploy.mjs" "$remote:$incoming/"
    ssh "${options[@]}" "$remote" sudo -n node "$incoming/deploy.mjs" install "$incoming/$name"
    ;;
  rollback)
    version="${2:-}"
    # The version reaches a shell on the host: letters, digits and . _ + - only.
    if [ -n "$version" ] && ! [[ "$version" =~ ^[A-Za-z0-9._+-]+$ ]]; then
      echo "'$version' is not a release version (letters, digits and . _ + - only)" >&2
      exit 2
    fi
    ssh "${options[@]}" "$remote" mkdir -p "$incoming"
    scp "${options[@]}" "$here/deploy/deploy.mjs" "$remote:$incoming/"
    ssh "${options[@]}" "$remote" sudo -n node "$incoming/deploy.mjs" rollback ${version:+"$version"}
    ;;
  *) usage ;;
esac
