#!/usr/bin/env bash
# Installs the Debian packages the tests use, when they are missing:
# - chromium: the browser of Lighthouse and the benchmarks;
# - chromium-headless-shell: the same Chromium built for headless use only, the
#   browser of the end-to-end tests (Playwright's own default for headless
#   runs; a third less time than the full browser on the e2e specs here);
# - nginx: the serving tests start their own nginx, unprivileged, on loopback;
# - libnginx-mod-http-brotli-static: nginx's Brotli static module, with which
#   the production configuration sends a release's precompressed .br copies.
#
# Used by the README's test command and by .ci/run. With `--browser playwright`
# (the workflows, on GitHub's Ubuntu runners, which have no Debian chromium
# package) it installs Playwright's own Chromium with its system libraries
# (`npx playwright install --with-deps chromium`, after `npm ci`) in place of
# Debian's; the tests fall back to that browser when Debian's is missing.
# - As root it runs apt-get itself; as another user it runs it through sudo
#   (and stops with a message when sudo is missing).
# - Installing nginx would normally start the system's nginx service on port
#   80. The tests do not use it, and a container has no init system to run it:
#   while apt-get runs, a policy-rc.d that answers "not allowed" (exit 101)
#   keeps the package scripts from starting any service. It is removed
#   afterwards; an existing policy-rc.d is left as it is.
#
# Environment (for the tests of this script): POLICY_RC_D, the policy file
# (default /usr/sbin/policy-rc.d); NGINX_BINARY, the nginx the tests run
# (default /usr/sbin/nginx); BROTLI_MODULE, the module's file (default
# /usr/lib/nginx/modules/ngx_http_brotli_static_module.so).
set -euo pipefail

POLICY_RC_D="${POLICY_RC_D:-/usr/sbin/policy-rc.d}"
NGINX_BINARY="${NGINX_BINARY:-/usr/sbin/nginx}"
BROTLI_MODULE="${BROTLI_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}"

browser=debian
case "${1:-}" in
  "") ;;
  --browser)
    case "${2:-}" in
      debian | playwright) browser="$2" ;;
      *) echo "--browser takes debian or playwright, not '${2:-}'" >&2; exit 2 ;;
    esac
    ;;
  *) echo "Usage: bash tools/ci/install-test-packages.sh [--browser debian|playwright]" >&2; exit 2 ;;
esac

missing=()
if [ "$browser" = debian ]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
fi
[ -x "$NGINX_BINARY" ] || missing+=(nginx)
[ -e "$BROTLI_MODULE" ] || missing+=(libnginx-mod-http-brotli-static)

install_playwright_browser() {
  if [ "$browser" = playwright ]; then
    echo "== Installing Playwright's Chromium with its system libraries"
    npx --no-install playwright install --with-deps chromium
  fi
}

if [ "${#missing[@]}" -eq 0 ]; then
  if [ "$browser" = debian ]; then
    echo "== Debian's chromium, chromium-headless-shell, nginx and its Brotli static module are installed"
  else
    echo "== nginx and its Brotli static module are installed"
  fi
  install_playwright_browser
  exit 0
fi

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "Installing ${missing[*]} needs root: run this as root, or install sudo." >&2
    exit 1
  fi
  SUDO=(sudo)
fi

echo "== Installing Debian's ${missing[*]}${SUDO:+ (with sudo)}; package scripts may not start services meanwhile"
if [ ! -e "$POLICY_RC_D" ]; then
  printf '#!/bin/sh\n# Written by tools/ci/install-test-packages.sh while it installs packages.\nexit 101\n' \
    | "${SUDO[@]}" tee "$POLICY_RC_D" >/dev/null
  "${SUDO[@]}" chmod +x "$POLICY_RC_D"
  trap '"${SUDO[@]}" rm -f "$POLICY_RC_D"' EXIT
fi
"${SUDO[@]}" apt-get update -qq
# Through env, so that the setting survives sudo's reset of the environment.
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
install_playwright_browser
