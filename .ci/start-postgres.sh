#!/usr/bin/env bash
# Usage: .ci/start-postgres.sh FOLDER
# Starts a throwaway PostgreSQL cluster in FOLDER (an empty temporary folder)
# on a free port and prints its URL. Installs Debian's postgresql package when
# the machine has no initdb. When called as root, the cluster runs as the
# unprivileged `postgres` user: PostgreSQL refuses to run as root.
# .ci/stop-postgres.sh FOLDER stops it.
set -euo pipefail
FOLDER=$1

pg_bin() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$found" ] && [ -x "$found/initdb" ]; then echo "$found"; return; fi
  if command -v initdb >/dev/null 2>&1; then dirname "$(readlink -f "$(command -v initdb)")"; fi
}

BIN=$(pg_bin)
if [ -z "$BIN" ]; then
  echo "Installing Debian's postgresql for the store tests" >&2
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update >&2
  $SUDO apt-get install -y --no-install-recommends postgresql >&2
  BIN=$(pg_bin)
fi
echo "$BIN" >"$FOLDER/bin"

PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
AS_OWNER=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$FOLDER"
  AS_OWNER=(runuser -u postgres --)
fi
"${AS_OWNER[@]}" "$BIN/initdb" -D "$FOLDER/data" -A trust -U postgres >"$FOLDER/initdb.log" 2>&1
"${AS_OWNER[@]}" "$BIN/pg_ctl" -D "$FOLDER/data" -l "$FOLDER/server.log" -w \
  -o "-p $PORT -k $FOLDER -c listen_addresses=127.0.0.1 -c max_connections=300" start >&2
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
