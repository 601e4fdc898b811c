// The DiagramRenderer module.
