/// The two themes as custom properties: light by default, dark from the system's setting
/// unless the reader picked light, or forced by `data-theme="dark"`. Everything else, diagrams
/// included, paints with these properties.
enum ThemeStyles {
    /// The dark theme's colours, used twice: for the system's dark mode and for `data-theme="dark"`.
    static let darkTheme = """
        --mark-bg:#facc15;--mark-fg:#111827;--bg:#111827;--fg:#e5e7eb;--muted:#a3acb9;--accent:#93c5fd;--border:#374151;--surface:#1f2937;--code-bg:#1a2230;--focus:#fbbf24;\
        --ok:#86efac;--ok-bg:#14532d;--warn:#fde68a;--warn-bg:#713f12;--fail:#fda4af;--fail-bg:#881337;\
        --hl-keyword:#f9a8d4;--hl-type:#67e8f9;--hl-string:#fca5a5;--hl-number:#a5b4fc;--hl-comment:#9aa5b1;--hl-attribute:#c4b5fd;--hl-directive:#fcd34d;--hl-call:#93c5fd;--hl-property:#5eead4;\
        --diagram-text:#e5e7eb;--diagram-background:#111827;--diagram-node-fill:#1f2937;--diagram-node-stroke:#9ca3af;--diagram-line:#cbd5e1;--diagram-lifeline:#4b5563;--diagram-note-fill:#3b3417;--diagram-note-stroke:#d4b106;--diagram-frame-stroke:#9ca3af;--diagram-frame-tab-fill:#374151;--diagram-activation-fill:#334155;--diagram-cluster-fill:#172033;--diagram-cluster-stroke:#4b5563;--diagram-box-fill:#1e293b
        """

    static let css = #"""
:root{--bg:#ffffff;--fg:#1f2933;--muted:#52606d;--accent:#1d4ed8;--border:#d9e2ec;--surface:#f5f7fa;--code-bg:#f5f7fa;--focus:#b45309;
--ok:#166534;--ok-bg:#dcfce7;--warn:#854d0e;--warn-bg:#fef9c3;--fail:#9f1239;--fail-bg:#ffe4e6;
--hl-keyword:#9d174d;--hl-type:#0e7490;--hl-string:#b91c1c;--hl-number:#1e40af;--hl-comment:#52606d;--hl-attribute:#7c3aed;--hl-directive:#92400e;--hl-call:#1d4ed8;--hl-property:#0f766e;
--mark-bg:#fde68a;--mark-fg:#1f2933;--diagram-text:#1f2933;--diagram-background:#ffffff;--diagram-node-fill:#eef2f7;--diagram-node-stroke:#4a5568;--diagram-line:#4a5568;--diagram-lifeline:#a0aec0;--diagram-note-fill:#fff8db;--diagram-note-stroke:#b7950b;--diagram-frame-stroke:#718096;--diagram-frame-tab-fill:#e2e8f0;--diagram-activation-fill:#dfe7f1;--diagram-cluster-fill:#f7f9fc;--diagram-cluster-stroke:#a0aec0;--diagram-box-fill:#f1f5f9;
color-scheme:light dark}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){\#(darkTheme)}}
:root[data-theme=dark]{\#(darkTheme);color-scheme:dark}
:root[data-theme=light]{color-scheme:light}
"""#
}
