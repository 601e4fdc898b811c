/// The two scripts at the root of a Gradescope autograder bundle. Gradescope runs `setup.sh`
/// once, as root, on its Ubuntu 22.04 image (with network) when it builds the autograder, and
/// `run_autograder` once per submission in a fresh copy of that image.
package enum AutograderScripts {
    package static let swiftVersion = "6.3.1"
    package static let swiftURL =
        "https://download.swift.org/swift-6.3.1-release/ubuntu2204/swift-6.3.1-RELEASE/swift-6.3.1-RELEASE-ubuntu22.04.tar.gz"
    /// Where `setup.sh` puts the toolchain; `run_autograder` puts its `usr/bin` on PATH.
    package static let swiftHome = "/opt/swift-6.3.1"
    /// What the workbook needs to build and run lessons (as `scripts/install-system-packages`).
    package static let workbookPackages = ["pkg-config", "libcmark-gfm-dev", "libcmark-gfm-extensions-dev", "libgraphviz-dev", "bubblewrap"]
    /// What the Swift toolchain needs on Ubuntu 22.04 (swift.org's list), plus the certificates
    /// `curl` needs to fetch it over https.
    package static let swiftPackages = [
        "binutils", "git", "gnupg2", "libc6-dev", "libcurl4-openssl-dev", "libedit2", "libgcc-11-dev", "libpython3-dev",
        "libsqlite3-0", "libstdc++-11-dev", "libxml2-dev", "libz3-dev", "pkg-config", "tzdata", "unzip", "zlib1g-dev", "curl",
        "ca-certificates",
    ]

    /// Installs the packages and the toolchain, builds `workbook` in release, and grades the
    /// exercise's starter once so the grading build is warm: a submission then compiles only
    /// its own files, inside Gradescope's time and memory limits.
    package static func setup(exercise: String) -> String {
        let packages = (workbookPackages + swiftPackages.filter { !workbookPackages.contains($0) })
            .map { "  \($0)" }.joined(separator: " \\\n")
        return #"""
            #!/usr/bin/env bash
            # Gradescope runs this once, as root, on its Ubuntu 22.04 image when it builds the
            # autograder for exercise \#(exercise). Written by 'workbook autograder'.
            set -euo pipefail

            EXERCISE='\#(exercise)'
            SWIFT_URL='\#(swiftURL)'
            SWIFT_HOME='\#(swiftHome)'
            SOURCE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
            BOOK="$SOURCE/workbook"

            echo "setup.sh: installing system packages" >&2
            export DEBIAN_FRONTEND=noninteractive
            apt-get update -qq
            apt-get install -y -qq --no-install-recommends \
            \#(packages)

            if ! "$SWIFT_HOME/usr/bin/swift" --version >/dev/null 2>&1; then
              echo "setup.sh: installing Swift \#(swiftVersion) from swift.org" >&2
              download="$(mktemp -d)"
              curl -fsSL --retry 3 -o "$download/swift.tar.gz" "$SWIFT_URL"
              rm -rf "$SWIFT_HOME"
              mkdir -p "$SWIFT_HOME"
              tar -xzf "$download/swift.tar.gz" -C "$SWIFT_HOME" --strip-components=1
              rm -rf "$download"
            fi
            if [[ ! -x "$SWIFT_HOME/usr/bin/swift" ]]; then
              echo "setup.sh: error: the Swift toolchain did not extract to $SWIFT_HOME/usr/bin/swift" >&2
              exit 1
            fi
            export PATH="$SWIFT_HOME/usr/bin:$PATH"
            swift --version

            echo "setup.sh: building workbook" >&2
            cd "$BOOK"
            swift build -c release --product workbook
            WORKBOOK="$BOOK/.build/release/workbook"

            # The starter fails the tests by design; what matters is that grading produces results.
            echo "setup.sh: grading the starter once, to warm the grading build" >&2
            warm="$(mktemp)"
            "$WORKBOOK" grade "$EXERCISE" --submission "$BOOK/exercises/$EXERCISE/starter" --format gradescope >"$warm" || true
            if ! grep -q '"score"\|"tests"' "$warm"; then
              echo "setup.sh: error: grading the starter produced no results; this autograder would not work" >&2
              exit 1
            fi
            rm -f "$warm"
            echo "setup.sh: ready to grade $EXERCISE" >&2

            """#
    }

    /// Grades `/autograder/submission/` into `/autograder/results/results.json`. The prefix is
    /// `AUTOGRADER_ROOT` and the binary `WORKBOOK` when set, so tests can run it anywhere. When
    /// grading fails outright it still writes valid results — score 0 and why — since
    /// Gradescope shows nothing useful for a missing file. The grader's own output is not
    /// shown then: it could quote hidden tests.
    package static func runAutograder(exercise: String) -> String {
        #"""
            #!/usr/bin/env bash
            # Gradescope runs this for each submission of exercise \#(exercise).
            # Written by 'workbook autograder'. Overridable for tests: AUTOGRADER_ROOT (default
            # /autograder) and WORKBOOK (default: the binary setup.sh built).
            set -uo pipefail

            EXERCISE='\#(exercise)'
            ROOT="${AUTOGRADER_ROOT:-/autograder}"
            BOOK="$ROOT/source/workbook"
            WORKBOOK="${WORKBOOK:-$BOOK/.build/release/workbook}"
            SUBMISSION="$ROOT/submission"
            RESULTS="$ROOT/results"
            export PATH="\#(swiftHome)/usr/bin:$PATH"

            mkdir -p "$RESULTS"
            output="$(mktemp)"
            errors="$(mktemp)"
            trap 'rm -f "$output" "$errors"' EXIT
            start=$SECONDS
            status=0
            (cd "$BOOK" && exec "$WORKBOOK" grade "$EXERCISE" --submission "$SUBMISSION" --format gradescope) \
              >"$output" 2>"$errors" || status=$?

            # A JSON object, checked by python3 when the image has it, by its braces otherwise.
            is_results() {
              if command -v python3 >/dev/null 2>&1; then
                python3 -c 'import json, sys; sys.exit(0 if isinstance(json.load(open(sys.argv[1])), dict) else 1)' "$1" 2>/dev/null
              else
                grep -q '^[[:space:]]*{' "$1" && grep -q '}[[:space:]]*$' "$1"
              fi
            }

            # Standard input as a JSON string literal.
            json_string() {
              local text
              text="$(tr -d '\000-\010\013\014\016-\037')"
              text="${text//\\/\\\\}"
              text="${text//\"/\\\"}"
              text="${text//$'\t'/\\t}"
              text="${text//$'\r'/}"
              text="${text//$'\n'/\\n}"
              printf '"%s"' "$text"
            }

            if [[ -s "$output" ]] && is_results "$output"; then
              cp "$output" "$RESULTS/results.json"
            else
              {
                echo "The autograder could not grade this submission (workbook grade ended with status $status and wrote no results)."
                echo "This is not your score: tell your instructor, who can see the full log."
                if grep -F "$SUBMISSION" "$errors" >/dev/null 2>&1; then
                  echo
                  echo "What it said about your files:"
                  grep -F "$SUBMISSION" "$errors" | head -n 20
                fi
              } >"$output.message"
              message="$(json_string <"$output.message")"
              rm -f "$output.message"
              printf '{\n  "score": 0,\n  "execution_time": %d,\n  "output": %s,\n  "visibility": "visible",\n  "stdout_visibility": "hidden",\n  "tests": []\n}\n' \
                "$((SECONDS - start))" "$message" >"$RESULTS/results.json"
              cat "$errors" >&2
            fi
            exit 0

            """#
    }
}
