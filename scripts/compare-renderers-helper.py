#!/usr/bin/env python3
"""Helper for scripts/compare-renderers (Python 3 standard library only).

Sub-commands:
  docc CHAPTERS OUT.docc         write a DocC catalog: a root page plus one article per chapter
  hugo CHAPTERS SITE             write a theme-less Hugo site with the chapters in content/
  copies REPO SCALE ROOT         write a workbook root holding the book SCALE times over
  kb DIR                         print the size of DIR/*.md in KB (1 KB = 1,024 bytes)
  report JSON_MAIN JSON_SCALE    print the tables from the two hyperfine exports

The chapter text handed to the peers is the workbook's own, byte for byte, except for the
changes each tool needs to accept it (documented at each function).
"""

import json
import os
import re
import shutil
import sys

TITLE = re.compile(r"\A# +(.+?)\s*#*\s*$", re.M)
NUMBER_PREFIX = re.compile(r"^\d+-")
FENCE_LINE = re.compile(r"^( {0,3})(`{3,}|~{3,})(.*)$")
LESSON_ATTRIBUTE = re.compile(r'\b(lesson|continues)=("?)([a-z0-9-]+)\2')


def chapter_files(folder):
    """The chapters in reading order, as the workbook reads them (file-name order)."""
    names = sorted(n for n in os.listdir(folder) if n.endswith(".md") and not n.startswith("."))
    if not names:
        sys.exit(f"error: no chapters (*.md) in {folder}")
    return names


def read(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def split_title(text, name):
    """The chapter's first-line `# Title` and the text after it."""
    match = TITLE.match(text)
    if not match:
        sys.exit(f"error: chapters/{name} does not start with a '# Title' line")
    return match.group(1), text[match.end():].lstrip("\n")


def make_docc(chapters, catalog):
    """A catalog with a technology root page that lists every chapter; each chapter becomes
    an article named after its file, with its text unchanged (DocC takes the `# Title`)."""
    if os.path.exists(catalog):
        shutil.rmtree(catalog)
    names = chapter_files(chapters)
    os.makedirs(catalog)
    for name in names:
        shutil.copyfile(os.path.join(chapters, name), os.path.join(catalog, name))
    topics = "\n".join(f"- <doc:{name[:-3]}>" for name in names)
    write(os.path.join(catalog, "Workbook.md"), f"""# Workbook

@Metadata {{
    @TechnologyRoot
}}

The chapters of the coordinator workbook, for comparing renderers.

## Topics

### Chapters

{topics}
""")


HUGO_CONFIG = """baseURL = "http://localhost/"
title = "Workbook"
languageCode = "en"
disableKinds = ["taxonomy", "term"]

[markup.goldmark.renderer]
unsafe = true
"""

HUGO_LAYOUTS = {
    "baseof.html": """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>{{ .Title }} · {{ .Site.Title }}</title></head>
<body><main>{{ block "main" . }}{{ end }}</main></body>
</html>
""",
    "single.html": """{{ define "main" }}<h1>{{ .Title }}</h1>
{{ .Content }}{{ end }}
""",
    "list.html": """{{ define "main" }}<h1>{{ .Site.Title }}</h1>
<ol>{{ range .Pages.ByWeight }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ol>{{ end }}
""",
}


def make_hugo(chapters, site):
    """A site with its own three layouts (no theme). Each chapter's `# Title` moves into TOML
    front matter (title, and weight for reading order); the rest of its text is unchanged."""
    if os.path.exists(site):
        shutil.rmtree(site)
    write(os.path.join(site, "hugo.toml"), HUGO_CONFIG)
    for name, text in HUGO_LAYOUTS.items():
        write(os.path.join(site, "layouts", "_default", name), text)
    for weight, name in enumerate(chapter_files(chapters), start=1):
        title, body = split_title(read(os.path.join(chapters, name)), name)
        # A JSON string (raw Unicode kept) is also a valid TOML basic string.
        front = f"+++\ntitle = {json.dumps(title, ensure_ascii=False)}\nweight = {weight}\n+++\n\n"
        write(os.path.join(site, "content", name), front + body)


def make_copies(repo, scale, root):
    """A workbook root (Package.swift + chapters/) holding the book `scale` times, every copy
    still a valid book: files are renumbered so each copy is read as one block in order;
    copy k > 1 appends `-copyK` to each chapter name, so its default lesson names change
    with it, and to every `lesson=` / `continues=` value in its fences; links between
    chapters are pointed at the same copy's files, so every anchor still resolves."""
    chapters = os.path.join(repo, "chapters")
    names = chapter_files(chapters)
    if os.path.exists(root):
        shutil.rmtree(root)
    os.makedirs(os.path.join(root, "chapters"))
    shutil.copyfile(os.path.join(repo, "Package.swift"), os.path.join(root, "Package.swift"))
    width = max(3, len(str(scale * len(names))))
    for copy in range(1, scale + 1):
        suffix = "" if copy == 1 else f"-copy{copy}"
        renamed = {}
        for index, name in enumerate(names):
            number = (copy - 1) * len(names) + index + 1
            stem = NUMBER_PREFIX.sub("", name[:-3])
            renamed[name] = f"{number:0{width}d}-{stem}{suffix}.md"
        for name in names:
            text = read(os.path.join(chapters, name))
            for old, new in renamed.items():
                text = re.sub(r"(?<![\w.-])" + re.escape(old) + r"(?=[#)>\s\"']|$)", new, text)
            if suffix:
                text = rename_lessons(text, suffix)
            write(os.path.join(root, "chapters", renamed[name]), text)


def rename_lessons(text, suffix):
    """Appends `suffix` to the lesson named by `lesson=` and `continues=` on opening fences."""
    lines = text.split("\n")
    fence = None
    for number, line in enumerate(lines):
        match = FENCE_LINE.match(line)
        if not match:
            continue
        marks, info = match.group(2), match.group(3)
        if fence is None:
            fence = marks
            lines[number] = match.group(1) + marks + LESSON_ATTRIBUTE.sub(
                lambda m: f"{m.group(1)}={m.group(2)}{m.group(3)}{suffix}{m.group(2)}", info)
        elif marks[0] == fence[0] and len(marks) >= len(fence) and not info.strip():
            fence = None
    return "\n".join(lines)


def markdown_kb(folder):
    total = sum(os.path.getsize(os.path.join(folder, n)) for n in chapter_files(folder))
    return total / 1024


def mean_sigma(result):
    """Mean and standard deviation in ms (hyperfine gives no σ for a single run)."""
    return result["mean"] * 1000, (result["stddev"] or 0) * 1000


def report(main_json, scale_json):
    with open(main_json, encoding="utf-8") as handle:
        main = {r["command"]: r for r in json.load(handle)["results"]}
    with open(scale_json, encoding="utf-8") as handle:
        scaled = json.load(handle)["results"]
    env = os.environ
    workbook = main["workbook"]["mean"]
    labels = {"workbook": "workbook", "workbook-cold": "workbook, no cache", "docc": "Swift-DocC", "hugo": "Hugo",
              "cmark-gfm": "cmark-gfm (floor)"}

    runs, warmup = int(env["CR_RUNS"]), int(env["CR_WARMUP"])
    print(f"\nSame chapters ({env['CR_KB']} KB of Markdown, {env['CR_CHAPTERS']} files), "
          f"{runs} timed run{'s' if runs != 1 else ''} after {warmup} warm-up run{'s' if warmup != 1 else ''} each:\n")
    outputs = [line.split() for line in env.get("CR_OUTPUTS", "").strip().split("\n") if line.strip()]
    print(f"  {'tool':<19} {'mean ± σ (ms)':>18}   {'ratio to the workbook':<28} output")
    print(f"  {'-' * 19} {'-' * 18}   {'-' * 28} {'-' * 18}")
    for index, (name, result) in enumerate(main.items()):
        mean, sigma = mean_sigma(result)
        ratio = "1.00× (reference)" if name == "workbook" else f"workbook/{name} = {workbook / result['mean']:.2f}×"
        files, kb = outputs[index] if index < len(outputs) else ("?", "?")
        print(f"  {labels.get(name, name):<19} {mean:>9.1f} ± {sigma:<6.1f}   {ratio:<28} {files} file{'' if files == '1' else 's'}, {kb} KB")

    print()
    for name in ("docc", "hugo"):
        ratio = workbook / main[name]["mean"]
        verdict = "the workbook takes less time" if ratio < 1 else "the workbook takes longer"
        print(f"  workbook ÷ {labels[name]:<10} = {ratio:.2f}×   ({verdict})")
    if "workbook-cold" in main:
        cold = main["workbook-cold"]["mean"]
        print(f"  without the layout cache (a first build): workbook ÷ Swift-DocC = {cold / main['docc']['mean']:.2f}×, "
              f"workbook ÷ Hugo = {cold / main['hugo']['mean']:.2f}×")
    if "cmark-gfm" not in main:
        print("  (cmark-gfm CLI not installed: no floor measured)")

    print(f"\nLinearity: the workbook on the book repeated (each copy with its own chapter files and "
          f"lesson names, links kept valid; --skip-verify):\n")
    print(f"  {'book':<5} {'KB':>7} {'mean ± σ (ms)':>18} {'ms per KB':>10} {'÷ ×1':>6}")
    print(f"  {'-' * 5} {'-' * 7} {'-' * 18} {'-' * 10} {'-' * 6}")
    sizes = [float(v) for v in env["CR_SCALE_KB"].split()]
    points = []
    for result, kb in zip(scaled, sizes):
        mean, sigma = mean_sigma(result)
        points.append((kb, mean))
        per_kb = mean / kb
        base = points[0][1] / points[0][0]
        print(f"  {result['command']:<5} {kb:>7.1f} {mean:>9.1f} ± {sigma:<6.1f} {per_kb:>10.3f} {per_kb / base:>5.2f}×")
    if len(points) >= 2:
        (kb0, t0), (kb1, t1) = points[0], points[-1]
        marginal = (t1 - t0) / (kb1 - kb0)
        fixed = t0 - marginal * kb0
        fixed_text = f"≈ {fixed:.0f} ms" if fixed >= 1 else "none measurable"
        print(f"\n  Marginal cost from {kb0:.0f} KB to {kb1:.0f} KB: {marginal:.3f} ms per KB; "
              f"fixed cost (start-up, assets): {fixed_text}.")
        print("  A flat or falling 'ms per KB' column means the cost grows no faster than the text.")

    print("\nNotes:")
    print("  - Mermaid fences stay plain code blocks for the peers: they draw no diagrams at build time,")
    print("    while the workbook draws every diagram as SVG, so the comparison favours them.")
    print("  - The workbook also highlights Swift, checks every link and anchor, and writes search,")
    print("    a print view and a 404 page; DocC writes JSON plus its renderer app; Hugo highlights")
    print("    code (Chroma) into pages built from three tiny layouts.")
    print("  - Every tool writes into an emptied output folder before each timed run (hyperfine --prepare).")
    print("  - 'workbook' lays out no diagram: its layouts are kept between builds (ROOT/.build/diagram-layouts),")
    print("    as in an author's second build; 'workbook, no cache' (--no-cache) lays out every one, as a first build does.")
    if "cmark-gfm" in main:
        print("  - cmark-gfm runs in a few ms, near hyperfine's limit for calibrating shell start-up:")
        print("    read its line as an order of magnitude (parsing alone), not a precise figure.")
    print(f"\nMachine: {env['CR_CORES']} cores ({env['CR_CPU']}); {env['CR_DATE']}")
    print("  A load near or above the core count means other work shared the cores: expect larger σ.")
    print("Versions:")
    for line in env["CR_VERSIONS"].strip().split("\n"):
        print(f"  {line}")


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0
    command, args = argv[1], argv[2:]
    if command == "docc" and len(args) == 2:
        make_docc(*args)
    elif command == "hugo" and len(args) == 2:
        make_hugo(*args)
    elif command == "copies" and len(args) == 3:
        make_copies(args[0], int(args[1]), args[2])
    elif command == "kb" and len(args) == 1:
        print(f"{markdown_kb(args[0]):.1f}")
    elif command == "report" and len(args) == 2:
        report(*args)
    else:
        sys.exit(f"error: bad arguments: {' '.join(argv[1:])} (see --help)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
