#!/usr/bin/env bash
# Makes sure the MariaDB and Redis servers the integration suites need are installed and
# running on this machine (127.0.0.1:3306 as root without a password, 127.0.0.1:6379).
# Idempotent: does nothing when both already answer.
set -euo pipefail

apt_updated=false
apt_install() {
  if [ "$(id -u)" != 0 ]; then
    echo "ensure-services: $* is missing and installing it needs root (apt-get install -y $*)" >&2
    exit 1
  fi
  $apt_updated || { apt-get update -qq; apt_updated=true; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

wait_for() { # name, command...
  local name=$1; shift
  for _ in $(seq 1 60); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 0.5
  done
  echo "ensure-services: $name did not come up within 30 s" >&2
  exit 1
}

mariadb_up() { mariadb-admin --protocol=tcp -h 127.0.0.1 -P 3306 -uroot ping; }
redis_up() { [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = PONG ]; }

if ! mariadb_up >/dev/null 2>&1; then
  command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] || apt_install mariadb-server
  echo "ensure-services: starting MariaDB"
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
  wait_for MariaDB mariadb_up
fi

if ! redis_up; then
  command -v redis-server >/dev/null 2>&1 || apt_install redis-server
  echo "ensure-services: starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
  wait_for Redis redis_up
fi
echo "ensure-services: MariaDB and Redis are up"
