#!/usr/bin/env bash
# The step of the GitHub Action in action.yml, usable from any CI: runs `occurrence-contract
# conform` with the inputs given as environment variables, writes its console, JUnit and HTML
# reports into one folder, prints the console report to the log, and exits with conform's code
# (0 conforms, 1 fails, 2 the run could not be made, 3 incomplete).
#
#   INPUT_BASE_URL        the server's base URL, up to (not including) /api (required)
#   INPUT_API             versions tested: v1, v2 or all (default: all)
#   INPUT_PROFILE         spec, observed or a folder of overlays (default: spec)
#   INPUT_BASELINE        a baseline file of accepted findings (default: none)
#   INPUT_TOKEN           a bearer token; or INPUT_EMAIL and INPUT_PASSWORD to log in on a 401
#   INPUT_SEED, INPUT_MAX_REQUESTS, INPUT_DEADLINE   as conform's --seed, --max-requests, --deadline
#   INPUT_REPORT_DIR      the folder of the reports (default: conformance-report)
#   OCCURRENCE_CONTRACT   the command that runs the CLI (default: the project's
#                         node_modules/.bin/occurrence-contract, else this action's own copy)
# With GITHUB_OUTPUT set it also writes the outputs exit-code, verdict and report-dir.
set -u

fail() {
  echo "conform-action: $1" >&2
  exit 2
}

base_url="${INPUT_BASE_URL:-}"
[ -n "$base_url" ] || fail "the base-url input (INPUT_BASE_URL) is required"
report_dir="${INPUT_REPORT_DIR:-conformance-report}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if [ -n "${OCCURRENCE_CONTRACT:-}" ]; then
  read -r -a cli <<<"$OCCURRENCE_CONTRACT"
elif [ -x node_modules/.bin/occurrence-contract ]; then
  cli=(node_modules/.bin/occurrence-contract)
else
  # This action's own copy, installed and built once per job.
  if [ ! -d "$here/node_modules" ]; then
    (cd "$here" && npm ci --no-audit --no-fund --loglevel=error && npm run build --silent) >&2 ||
      fail "could not install occurrence-contract in $here"
  fi
  cli=(node "$here/bin/occurrence-contract.js")
fi

args=(conform --base-url "$base_url" --out "$report_dir/")
args+=(--reporter console --reporter junit --reporter html)
[ -n "${INPUT_API:-}" ] && args+=(--api "$INPUT_API")
[ -n "${INPUT_PROFILE:-}" ] && args+=(--profile "$INPUT_PROFILE")
[ -n "${INPUT_BASELINE:-}" ] && args+=(--baseline "$INPUT_BASELINE")
[ -n "${INPUT_SEED:-}" ] && args+=(--seed "$INPUT_SEED")
[ -n "${INPUT_MAX_REQUESTS:-}" ] && args+=(--max-requests "$INPUT_MAX_REQUESTS")
[ -n "${INPUT_DEADLINE:-}" ] && args+=(--deadline "$INPUT_DEADLINE")
[ -n "${INPUT_TOKEN:-}" ] && args+=(--token "$INPUT_TOKEN")
if [ -n "${INPUT_EMAIL:-}" ] || [ -n "${INPUT_PASSWORD:-}" ]; then
  [ -n "${INPUT_EMAIL:-}" ] && [ -n "${INPUT_PASSWORD:-}" ] ||
    fail "the email and password inputs go together"
  args+=(--email "$INPUT_EMAIL" --password "$INPUT_PASSWORD")
fi

"${cli[@]}" "${args[@]}"
code=$?

# The console report in the log, for people reading the job.
[ -f "$report_dir/conformance-report.txt" ] && cat "$report_dir/conformance-report.txt"

case "$code" in
  0) verdict=conforms ;;
  1) verdict=fails ;;
  3) verdict=incomplete ;;
  *) verdict=error ;;
esac
if [ -n "${GITHUB_OUTPUT:-}" ]; then
  {
    echo "exit-code=$code"
    echo "verdict=$verdict"
    echo "report-dir=$report_dir"
  } >>"$GITHUB_OUTPUT"
fi
exit "$code"
