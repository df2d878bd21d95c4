#!/usr/bin/env bash
# ensure-debian-package.sh <command> <package>: installs Debian's <package> when <command>
# (a name on PATH or an absolute path) is missing; as root only, else says how.
set -euo pipefail
command="$1"
package="$2"
if command -v "$command" >/dev/null; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "ensure-debian-package: $command is missing; install it with: apt-get install -y $package" >&2
  exit 1
fi
echo "ensure-debian-package: installing Debian's $package"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
