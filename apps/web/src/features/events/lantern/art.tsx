/** A sky lantern: a warm paper body with a rim on top and a glowing base. */
function SkyLantern({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <circle cx="0" cy="4" r="22" fill="url(#lan-halo)" />
      <path d="M-9-12h18l3 22c-6 4-18 4-24 0z" fill="url(#lan-paper)" />
      <path d="M-9-12h18" stroke="#7a2c1c" strokeWidth="2" />
      <ellipse cx="0" cy="10" rx="5" ry="2" fill="#fff2b8" />
    </g>
  );
}

/** A river lantern: a little paper boat with a flame. */
function RiverLantern({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <ellipse cx="0" cy="10" rx="16" ry="3" fill="#ffb35c" opacity="0.35" />
      <path d="M-12 2h24l-5 7h-14z" fill="#f7e3c4" />
      <path d="M-6 2c0-8 12-8 12 0z" fill="#ffcf7a" />
      <path d="M0-9c3 4 3 7 0 9-3-2-3-5 0-9z" fill="#fff2b8" />
    </g>
  );
}

/**
 * Lanternfall: a river at night under a low moon, an arched bridge, lanterns set on the water and
 * sky lanterns rising past a paper kite.
 */
export function LanternArt({ page }: { page: string }) {
  return (
    <svg
      viewBox="0 0 1200 260"
      preserveAspectRatio="xMidYMid slice"
      focusable="false"
      data-page={page}
    >
      <defs>
        <linearGradient id="lan-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#170e2e" />
          <stop offset="0.55" stopColor="#35183d" />
          <stop offset="0.8" stopColor="#6b2b3c" />
        </linearGradient>
        <linearGradient id="lan-river" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a1c48" />
          <stop offset="1" stopColor="#110b24" />
        </linearGradient>
        <radialGradient id="lan-moon" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff6de" />
          <stop offset="0.45" stopColor="#ffe6b0" stopOpacity="0.9" />
          <stop offset="0.5" stopColor="#ffd99a" stopOpacity="0.25" />
          <stop offset="1" stopColor="#ffd99a" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="lan-halo" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffb35c" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffb35c" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="lan-paper" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e8553a" />
          <stop offset="0.7" stopColor="#ff9a4a" />
          <stop offset="1" stopColor="#ffd27a" />
        </linearGradient>
      </defs>
      <rect width="1200" height="260" fill="url(#lan-sky)" />
      <circle cx="1040" cy="62" r="64" fill="url(#lan-moon)" />
      <g fill="#fff" opacity="0.6">
        <circle cx="620" cy="30" r="1.4" />
        <circle cx="880" cy="24" r="1.2" />
        <circle cx="1150" cy="120" r="1.2" />
        <circle cx="470" cy="60" r="1" />
      </g>

      {/* Far hills and the roofs of the riverside town. */}
      <path
        d="M300 180c80-30 160-40 260-28s150-30 240-26 200 34 280 22 90-14 120-10v50H300z"
        fill="#2a1430"
      />
      <g fill="#1c0f26">
        <path d="M880 180v-22l-8 2 22-16 22 16-8-2v22z" />
        <path d="M930 180v-16l-6 2 18-12 18 12-6-2v16z" />
        <path d="M1120 180v-26l-10 3 26-19 26 19-10-3v26z" />
      </g>
      <g fill="#ffcf7a" opacity="0.8">
        <rect x="890" y="166" width="4" height="5" />
        <rect x="938" y="170" width="3" height="4" />
        <rect x="1132" y="164" width="4" height="6" />
      </g>

      {/* The river, the arched stone bridge and its reflection. */}
      <rect y="178" width="1200" height="82" fill="url(#lan-river)" />
      <path
        d="M560 180c40-10 90-14 130-14s90 4 130 14c-36 22-84 34-130 34s-94-12-130-34z"
        fill="#ffb35c"
        opacity="0.07"
      />
      <path
        d="M520 184c40-52 100-76 170-76s130 24 170 76h-30c-30-36-80-52-140-52s-110 16-140 52z"
        fill="#110918"
      />
      <path
        d="M550 184c30-36 80-52 140-52s110 16 140 52"
        stroke="#ffb35c"
        strokeOpacity="0.4"
        strokeWidth="1.5"
        fill="none"
      />
      <path
        d="M524 172c40-50 98-72 166-72s126 22 166 72"
        stroke="#110918"
        strokeWidth="3"
        fill="none"
      />
      <g stroke="#110918" strokeWidth="3">
        <path d="M572 132v-12M690 108v-14M808 132v-12" />
      </g>
      <g fill="#ffcf7a">
        <circle cx="572" cy="118" r="4.5" />
        <circle cx="690" cy="92" r="4.5" />
        <circle cx="808" cy="118" r="4.5" />
      </g>
      <g stroke="#ffb35c" strokeWidth="2" opacity="0.45" strokeLinecap="round">
        <path d="M560 196h30M676 204h28M800 194h24M1000 206h40M1030 218h26M640 226h36" />
      </g>
      <g className="lan-bob">
        <RiverLantern x={610} y={196} />
        <RiverLantern x={760} y={212} />
        <RiverLantern x={930} y={198} />
        <RiverLantern x={1090} y={214} />
      </g>
      <g className="lan-bob lan-bob--late">
        <RiverLantern x={680} y={224} />
        <RiverLantern x={850} y={222} />
        <RiverLantern x={1010} y={226} />
        <RiverLantern x={520} y={220} />
      </g>

      {/* A paper kite, its tail in the breeze. */}
      <g transform="translate(640 54) rotate(-12)">
        <path d="M0-22l16 22-16 26-16-26z" fill="#f2e4c8" />
        <path d="M0-22v48M-16 0h32" stroke="#b0523a" strokeWidth="1.5" />
        <path d="M0 26c-6 10 6 16 0 26s6 16 0 26" stroke="#f2e4c8" strokeWidth="1.5" fill="none" />
        <path d="M-4 40l8 4M-4 56l8 4" stroke="#e8553a" strokeWidth="3" />
      </g>

      {/* Sky lanterns drifting upward. */}
      <g className="lan-rise">
        <SkyLantern x={740} y={96} />
        <SkyLantern x={900} y={44} s={0.8} />
        <SkyLantern x={1150} y={54} s={0.7} />
      </g>
      <g className="lan-rise lan-rise--late">
        <SkyLantern x={800} y={60} s={0.9} />
        <SkyLantern x={960} y={96} s={0.7} />
        <SkyLantern x={690} y={30} s={0.6} />
      </g>
    </svg>
  );
}
