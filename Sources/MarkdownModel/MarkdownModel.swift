// The MarkdownModel module.
