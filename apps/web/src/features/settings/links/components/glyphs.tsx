/*
 * Two small glyphs only this section uses, drawn like the design system's icons (24 units, strokes in
 * currentColor, decorative). They stay here rather than in the shared icon set, which every page
 * loads first.
 */

/** A closed padlock: what is stored encrypted, or never stored. */
export function LockGlyph({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
        <path d="M8.5 10.5V7.8a3.5 3.5 0 0 1 7 0v2.7M12 14.5v2.5" />
      </g>
    </svg>
  );
}

/** A file with an arrow into it: importing a saved file. */
export function ImportGlyph({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M14 3.5H7.5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2V8z" />
        <path d="M14 3.5V8h4.5M12 11v6M9.5 14.5 12 17l2.5-2.5" />
      </g>
    </svg>
  );
}
