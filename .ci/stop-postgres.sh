#!/usr/bin/env bash
# Usage: .ci/stop-postgres.sh FOLDER — stops the cluster start-postgres.sh started there.
set -uo pipefail
FOLDER=$1
[ -f "$FOLDER/bin" ] || exit 0
AS_OWNER=()
if [ "$(id -u)" -eq 0 ]; then AS_OWNER=(runuser -u postgres --); fi
"${AS_OWNER[@]}" "$(cat "$FOLDER/bin")/pg_ctl" -D "$FOLDER/data" -m immediate stop >/dev/null 2>&1
rm -rf "$FOLDER"
