// The SwiftHighlighter module.
