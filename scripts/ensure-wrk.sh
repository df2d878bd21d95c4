#!/usr/bin/env bash
# `make bench` loads the servers with wrk (Debian's package): a C load generator costs the
# two-core machine far less than a Node one such as autocannon, so the figures measure the
# server rather than the client. Installs the package when it is missing.
exec "$(dirname "$0")/ensure-debian-package.sh" wrk wrk
