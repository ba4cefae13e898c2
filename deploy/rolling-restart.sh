#!/usr/bin/env bash
# Restarts the server processes one at a time (after `git pull && npm ci && npm run build`), so
# the site never goes down: nginx sends new connections to the others while one restarts, and the
# next waits until the restarted one answers again. Usage: deploy/rolling-restart.sh 3001 3002
set -euo pipefail
for port in "$@"; do
  systemctl restart "dating-site@$port"
  for _ in $(seq 1 120); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$port/api/settings.php"; then
      echo "dating-site@$port is back"
      continue 2
    fi
    sleep 1
  done
  echo "dating-site@$port did not come back within 2 minutes; stopping here" >&2
  exit 1
done
