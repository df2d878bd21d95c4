#!/usr/bin/env bash
# Browser journeys drive Debian's Chromium through playwright-core; no test tool may
# download a browser of its own. Installs the Debian package when it is missing.
exec "$(dirname "$0")/ensure-debian-package.sh" /usr/bin/chromium chromium
