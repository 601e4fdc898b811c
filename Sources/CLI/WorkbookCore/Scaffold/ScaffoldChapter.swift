/// The one chapter a new workbook starts with: a listing with checks, and a diagram checked
/// against the run, so every kind of proof the toolchain makes is there to copy.
enum ScaffoldChapter {
    static let fileName = "01-first-steps.md"

    static let text = #"""
# First steps

## What you will learn

- how a Swift listing in a chapter becomes a lesson that `workbook check` compiles and runs;
- how a check turns a sentence of the chapter into a claim that can fail;
- how a sequence diagram is checked against what the lesson actually did.

## Before you start

Nothing: `workbook init` wrote this chapter as a starting point. Edit it, or add
`02-next-topic.md` beside it; chapters are read in file-name order.

## A coordinator that shows two screens

The navigator below stands in for a navigation controller. It records every push in a
`SequenceTrace`, so the diagram after the listing can be compared with the run.

```swift
final class Navigator {
    private(set) var screens: [String] = []
    let trace = SequenceTrace("show-detail")

    func push(_ screen: String) {
        trace.message("Coordinator", "Navigator", "push(\(screen))")
        screens.append(screen)
    }
}

final class Coordinator {
    let navigator: Navigator

    init(navigator: Navigator) { self.navigator = navigator }

    func start() { navigator.push("Home") }
    func showDetail() { navigator.push("Detail") }
}

let navigator = Navigator()
let coordinator = Coordinator(navigator: navigator)
coordinator.start()
coordinator.showDetail()
checkEqual(navigator.screens, ["Home", "Detail"], "the coordinator pushed Home, then Detail")
```

The diagram is drawn from this Mermaid text and checked against the trace the lesson recorded:
swap its two messages and `workbook check` reports the first one that differs.

```mermaid trace=show-detail
sequenceDiagram
    accTitle: The coordinator pushes Home, then Detail
    participant Coordinator
    participant Navigator
    Coordinator->>Navigator: push(Home)
    Coordinator->>Navigator: push(Detail)
```

## Summary

A listing is compiled and run; a check states what must be true; a diagram with
`trace=NAME` must match the run.

## Try it

Change `showDetail()` to push `"Settings"`, run `workbook check`, and read both failures: the
check's, and the diagram's.
"""#
}
