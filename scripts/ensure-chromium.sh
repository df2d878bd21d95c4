#!/usr/bin/env bash
# Browser journeys drive Debian's Chromium through playwright-core; no test tool may
# download a browser of its own. Installs the Debian package when it is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "ensure-chromium: /usr/bin/chromium is missing; install it with: apt-get install -y chromium" >&2
  exit 1
fi
echo "ensure-chromium: installing Debian's chromium"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
