#!/usr/bin/env python3
"""Writes the deep and large seeds of one fuzz target (scripts/fuzz calls it on every run).

    scripts/fuzz-seeds.py TARGET FOLDER

Earlier fuzzing capped inputs at 4-20 KB and so never met the inputs that crashed: 3,000
nested `>`, 10,000 nested list markers, 5,000 nested `loop`s, 10,000 nested subgraphs, a
90,000-edge flowchart from 3.5 KB, 20,000 `<div>`s. They are generated here rather than
committed (up to 200 KB each, libFuzzer's -max_len in scripts/fuzz).
"""
import os
import sys

LIMIT = 200_000


def markdown():
    return {
        "quotes-3000": ">" * 3000 + " deep\n",
        "quotes-spaced-3000": "> " * 3000 + "deep\n",
        "lists-10000": "- " * 10000 + "deep\n",
        "ordered-lists-5000": "1. " * 5000 + "deep\n",
        "list-indented-2000": "".join("  " * i + "- item\n" for i in range(2000))[:LIMIT],
        "emphasis-20000": "*" * 20000 + "x" + "*" * 20000 + "\n",
        "strong-emphasis-10000": "**_" * 10000 + "x" + "_**" * 10000 + "\n",
        "links-10000": "[" * 10000 + "x" + "](u)" * 10000 + "\n",
        "images-5000": "![" * 5000 + "x" + "](i.png)" * 5000 + "\n",
        "quote-list-mix-3000": "> - " * 3000 + "x\n",
        "table-2000-rows": "| a | b |\n|---|---|\n" + "| x | <td>y</td> |\n" * 2000,
        "div-20000": "<div>" * 20000 + "\n",
        "fences-5000": "```swift\nlet x = 1\n```\n" * 5000,
        "backticks-50000": "`" * 50000 + "\n",
        "brackets-50000": "[" * 50000 + "\n",
        "long-line-190000": "a" * 190000 + "\n",
        "crlf-lines": "# T\r\n\r\n```swift lesson=a\r\nlet x = 1\r\n```\r\n" * 2000,
    }


def fence_attributes():
    return {
        "quoted-100000": 'ignore="' + "x" * 100000 + '"',
        "escapes-50000": 'ignore="' + '\\"' * 50000 + '"',
        "backslashes-50000": 'ignore="' + "\\" * 50000 + '"',
        "entities-20000": 'ignore="' + "&amp;" * 20000 + '"',
        "names-20000": " ".join("lesson=a%d" % i for i in range(20000))[:LIMIT],
        "commas-100000": "," * 100000 + "lesson=x",
        "unterminated": 'compile_fail="' + "a b " * 20000,
        "combining-20000": "lesson=" + "e\u0301" * 20000,
    }


def mermaid():
    return {
        "loops-5000": "sequenceDiagram\n" + "loop l\n" * 5000 + "A->>B: hi\n" + "end\n" * 5000,
        "alt-2000": "sequenceDiagram\n" + "alt a\nA->>B: x\nelse b\n" * 2000 + "end\n" * 2000,
        "subgraphs-10000": "flowchart TD\n" + "".join("subgraph s%d\n" % i for i in range(10000)) + "A-->B\n" + "end\n" * 10000,
        "fan-90000-edges": "flowchart TD\n" + " & ".join("A%d" % i for i in range(300)) + " --> "
        + " & ".join("B%d" % i for i in range(300)) + "\n",
        "chain-50000": "flowchart LR\n" + " --> ".join("N%d" % i for i in range(50000))[:LIMIT - 20] + "\n",
        "messages-3000": "sequenceDiagram\n" + "A->>B: message\n" * 3000,
        "participants-500": "sequenceDiagram\n" + "".join("participant P%d\n" % i for i in range(500)) + "P0->>P499: x\n",
        "nodes-250": "flowchart TD\n" + "".join("N%d[node %d] --> N%d\n" % (i, i, i + 1) for i in range(250)),
        "long-label": "flowchart TD\nA[" + "word " * 30000 + "] --> B\n",
        "long-edges": "flowchart TD\n" + "A" + " " + "-" * 10000 + "> B\n",
        "notes-deep": "sequenceDiagram\n" + "rect rgb(1,2,3)\n" * 2000 + "Note over A: x\n" + "end\n" * 2000,
        "states-composites-5000": "stateDiagram-v2\n" + "".join("state S%d {\n" % i for i in range(5000)) + "[*] --> A\n" + "}\n" * 5000,
        "states-250": "stateDiagram-v2\n" + "".join("S%d --> S%d : step\n" % (i, i + 1) for i in range(250)),
        "states-regions-3000": "stateDiagram-v2\nstate R {\n" + "[*] --> A\n--\n" * 3000 + "}\n",
        "states-note-unclosed": "stateDiagram-v2\nnote left of A\n" + "line\n" * 20000,
    }


def highlighter():
    return {
        "parens-100000": "(" * 100000 + ")" * 90000,
        "interpolation-3000": '"\\(' * 3000 + "x" + ')"' * 3000,
        "comments-20000": "/*" * 20000 + "*/" * 20000,
        "raw-strings": '#' * 5000 + '"' + "x" * 10000 + '"' + '#' * 4999,
        "multiline-strings": '"""\n' + "line \\(a)\n" * 10000 + '"""\n',
        "generics-20000": "let x: " + "Array<" * 20000 + "Int" + ">" * 20000,
        "closures-10000": "{ " * 10000 + "x" + " }" * 10000,
        "large-listing": ("struct S { func f() -> Int { return 1 + 0x1F + 1_000.5e3 } } // comment\n" * 3000)[:LIMIT],
        "unterminated-string": '"' + "x" * 150000,
        "operators-50000": "+-*/%<>=!&|^~?." * 5000,
    }


def html():
    return {
        "div-20000": "<div>" * 20000,
        "table-2000-rows": "<table>" + "<tr><td>a</td><td colspan=2>b</td></tr>" * 2000 + "</table>",
        "attributes-5000": "<a " + " ".join('title="t%d"' % i for i in range(5000)) + ">x</a>",
        "long-value-150000": '<a href="' + "a" * 150000 + '">x</a>',
        "entities-30000": '<a href="' + "&#106;" * 30000 + '">x</a>',
        "unclosed-tags-30000": "<b" * 30000,
        "comments-20000": "<!--" * 20000 + "-->",
        "less-than-100000": "<" * 100000,
        "quotes-50000": '<img alt="' + "'\"" * 50000 + ">",
        "events-5000": "".join("<img src=x onerror=alert(%d)>" % i for i in range(5000)),
    }


def diagram_layout():
    """Seeds for FuzzDiagramLayout: an even first byte sends the rest as DOT to the layout
    child, an odd one as Mermaid; the chart Graphviz 2.42 crashes on among them."""
    crash = ("flowchart LR;\n  subgraph PRODUCER\n  direction TB\n  A[Ambient]-- parent -->CM1[Create m1]\n"
             "  A-- parent -->CM2[Create m2]\n  A-- parent -->P[Publish]\n  end\n  subgraph CONSUMER\n  end\n"
             "  CM1-. link .-P;\n  CM2-. link .-P;\n")
    clusters = "".join("subgraph cluster_%d { a%d -> b%d [label=x]; }\n" % (i, i, i) for i in range(40))
    return {
        "mermaid-crash-chart": "\x01" + crash,
        "mermaid-chain": "\x01flowchart TD\n" + "".join("N%d --> N%d\n" % (i, i + 1) for i in range(150)),
        "dot-small": "\x00digraph { a -> b -> c; a -> c [label=x]; }",
        "dot-clusters": "\x00digraph G { compound=true; newrank=true;\n" + clusters + "}",
        "dot-html-label": '\x00digraph { a [label=<<TABLE><TR><TD>x</TD></TR></TABLE>>]; a -> a; }',
        "dot-unclosed": "\x00digraph { " + "subgraph { " * 2000,
        "dot-binary": "\x00" + "".join(chr(i) for i in range(1, 256)),
    }


GENERATORS = {
    "FuzzMarkdownModel": markdown,
    "FuzzFenceAttributes": fence_attributes,
    "FuzzMermaid": mermaid,
    "FuzzDiagramLayout": diagram_layout,
    "FuzzHighlighter": highlighter,
    "FuzzHTMLSanitizer": html,
}


def main():
    target, folder = sys.argv[1], sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    for name, text in GENERATORS[target]().items():
        data = text.encode("utf-8")[:LIMIT]
        with open(os.path.join(folder, name), "wb") as file:
            file.write(data)


if __name__ == "__main__":
    main()
