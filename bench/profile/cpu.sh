#!/usr/bin/env bash
# CPU ticks (utime+stime, 1/100 s) used so far by process $2 and by the PostgreSQL backends connected to database $1.
PGURL="${PGURL:-postgres://postgres@127.0.0.1:5432}"
ticks() { awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0; }
node_ticks=$(ticks "$2")
pg_ticks=0
for p in $(psql "$PGURL/postgres" -tAc "select pid from pg_stat_activity where datname = '$1'"); do
  pg_ticks=$((pg_ticks + $(ticks "$p")))
done
echo "CPU node=$node_ticks pg=$pg_ticks load=$(cut -d' ' -f1-3 /proc/loadavg)"
