# Shared helpers for the build/ scripts. Source it; it defines functions and variables only.
#
#   NT_ROOT                  the repository root (the scripts cd there)
#   nt_say MSG...            one line of output prefixed with the script's name
#   nt_die MSG...            nt_say to stderr, then exit 1
#   nt_need_go               stop with a clear message when Go is missing
#   nt_need_debs PKG...      install the Debian packages that are missing (apt-get), or say
#                            exactly what to install and exit 1
#   nt_need_node             make sure node and npm are there (Debian packages otherwise)
#   nt_step NAME CMD...      run one step under a heading; record its result for nt_summary
#   nt_summary               print the steps' results and times; return 1 if any failed
#
# Package sets (CLARIFICATIONS 12):
NT_DEBS_BUILD=(pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxi-dev libxinerama-dev
  libxrandr-dev libxxf86vm-dev)
NT_DEBS_TEST=(xvfb xauth libgl1-mesa-dri)
NT_DEBS_BROWSER=(chromium)

NT_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
NT_NAME=${NT_NAME:-$(basename "$0")}
NT_APT_UPDATED=
NT_STEPS_OK=()
NT_STEPS_FAILED=()
NT_START=$SECONDS

nt_say() { printf '%s: %s\n' "$NT_NAME" "$*"; }
nt_die() { printf '%s: %s\n' "$NT_NAME" "$*" >&2; exit 1; }

nt_need_go() {
  command -v go >/dev/null 2>&1 ||
    nt_die "Go is not installed (or not on PATH). Install Go 1.26 or newer from https://go.dev/dl/ and try again."
}

# nt_deb_installed PKG: whether dpkg knows PKG as fully installed.
nt_deb_installed() {
  dpkg -s "$1" 2>/dev/null | grep -q '^Status: install ok installed'
}

nt_need_debs() {
  if ! command -v dpkg >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    nt_say "not a Debian/Ubuntu system; make sure the equivalents of these are installed: $*"
    return 0
  fi
  local missing=() pkg
  for pkg in "$@"; do
    nt_deb_installed "$pkg" || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0

  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo=(sudo)
    else
      printf '%s: missing system packages. Install them as root, then run this again:\n' "$NT_NAME" >&2
      printf '  apt-get update && apt-get install -y %s\n' "${missing[*]}" >&2
      exit 1
    fi
  fi
  nt_say "installing missing system packages with apt-get${sudo:+ (sudo)}: ${missing[*]}"
  local log
  log=$(mktemp)
  if [ -z "$NT_APT_UPDATED" ]; then
    if ! "${sudo[@]}" apt-get update -qq >"$log" 2>&1; then
      cat "$log" >&2
      rm -f "$log"
      nt_die "apt-get update failed (see above). Install by hand: apt-get install -y ${missing[*]}"
    fi
    NT_APT_UPDATED=1
  fi
  if ! "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -qq --no-install-recommends "${missing[@]}" >"$log" 2>&1; then
    tail -n 30 "$log" >&2
    rm -f "$log"
    nt_die "apt-get install failed (see above). Install by hand: apt-get install -y ${missing[*]}"
  fi
  rm -f "$log"
}

nt_need_node() {
  local want=()
  command -v node >/dev/null 2>&1 || want+=(nodejs)
  command -v npm >/dev/null 2>&1 || want+=(npm)
  [ ${#want[@]} -eq 0 ] || nt_need_debs "${want[@]}"
}

nt_step() {
  local name=$1 start rc
  shift
  printf '\n==> %s\n' "$name"
  start=$SECONDS
  if "$@"; then
    printf '==> ok: %s (%ds)\n' "$name" $((SECONDS - start))
    NT_STEPS_OK+=("$name ($((SECONDS - start))s)")
  else
    rc=$?
    printf '==> FAILED: %s (exit %d, %ds)\n' "$name" "$rc" $((SECONDS - start))
    NT_STEPS_FAILED+=("$name ($((SECONDS - start))s)")
  fi
}

nt_summary() {
  printf '\n'
  local s
  for s in "${NT_STEPS_OK[@]}"; do printf '  ok      %s\n' "$s"; done
  for s in "${NT_STEPS_FAILED[@]}"; do printf '  FAILED  %s\n' "$s"; done
  printf 'steps: %d passed, %d failed, %ds in all\n' ${#NT_STEPS_OK[@]} ${#NT_STEPS_FAILED[@]} $((SECONDS - NT_START))
  [ ${#NT_STEPS_FAILED[@]} -eq 0 ]
}
