#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1 for the integration tests: its own folder, its own port.
#   scripts/pg-cluster.sh start [PORT]   prints the TEST_DATABASE_URL to use
#   scripts/pg-cluster.sh stop  [PORT]
set -euo pipefail
cmd=${1:-start}
port=${2:-54329}
dir=/tmp/ajbxng-pg-$port
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bindir" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }

as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}

case "$cmd" in
  start)
    if [ ! -f "$dir/data/PG_VERSION" ]; then
      mkdir -p "$dir"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
      as_postgres "'$bindir/initdb' -D '$dir/data' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >'$dir/initdb.log' 2>&1" ||
        { cat "$dir/initdb.log" >&2; exit 1; }
    fi
    as_postgres "'$bindir/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -t 60 \
      -o \"-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" start" >/dev/null ||
      { cat "$dir/server.log" >&2; exit 1; }
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -d "$dir/data" ] && as_postgres "'$bindir/pg_ctl' -D '$dir/data' -m fast -w stop" >/dev/null || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop [PORT]" >&2
    exit 2
    ;;
esac
