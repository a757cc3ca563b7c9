/**
 * Sporeling Friends: a mossy glade at dusk under one great spotted mushroom, little sporelings with
 * caps of their own hopping in its glow while spores drift up into the trees.
 */
export function MushroomArt({ page }: { page: string }) {
  return (
    <svg
      viewBox="0 0 1200 260"
      preserveAspectRatio="xMidYMid slice"
      focusable="false"
      data-page={page}
    >
      <defs>
        <linearGradient id="mush-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#10241f" />
          <stop offset="0.65" stopColor="#2c4a2a" />
          <stop offset="1" stopColor="#4f6b2c" />
        </linearGradient>
        <radialGradient id="mush-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f3ffb0" stopOpacity="0.75" />
          <stop offset="0.5" stopColor="#c9f08a" stopOpacity="0.28" />
          <stop offset="1" stopColor="#c9f08a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="mush-cap" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f0785a" />
          <stop offset="1" stopColor="#b8432f" />
        </linearGradient>
        <linearGradient id="mush-stem" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#efe2c4" />
          <stop offset="1" stopColor="#cbb995" />
        </linearGradient>
        <linearGradient id="mush-blue" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#9fe7e0" />
          <stop offset="1" stopColor="#4aa3a0" />
        </linearGradient>
      </defs>
      <rect width="1200" height="260" fill="url(#mush-sky)" />

      {/* Trunks and hanging moss far behind, darkest at the edges. */}
      <g fill="#0d1c17" opacity="0.85">
        <path d="M520 0h26c-4 70 2 150 10 230h-44c8-80 12-160 8-230z" />
        <path d="M1110 0h34c-6 80-2 160 8 230h-52c8-80 14-160 10-230z" />
        <path d="M960 0h14c-2 70 0 140 6 200h-24c4-60 6-130 4-200z" opacity="0.6" />
      </g>
      <circle cx="720" cy="150" r="190" fill="url(#mush-glow)" />

      {/* Moss banks. */}
      <path d="M300 214c120-26 260-30 380-12s260 20 380 0 100-10 140-6v64H300z" fill="#2f5a26" />
      <path d="M0 232c160-14 340-10 520 0s420 12 680-4v32H0z" fill="#203f1c" />

      {/* The great mushroom. */}
      <g transform="translate(-140 14)">
        <path d="M846 214c6-40 4-76-2-104h36c-6 28-8 64-2 104z" fill="url(#mush-stem)" />
        <path d="M832 118c18 8 42 8 60 0" stroke="#b6a27c" strokeWidth="3" fill="none" />
        <path
          d="M770 118c6-56 50-86 92-86s86 30 92 86c-60 10-124 10-184 0z"
          fill="url(#mush-cap)"
        />
        <g fill="#fff3dc" opacity="0.9">
          <ellipse cx="902" cy="58" rx="11" ry="7" />
          <ellipse cx="930" cy="90" rx="11" ry="7" />
          <ellipse cx="874" cy="96" rx="8" ry="5" />
          <ellipse cx="842" cy="62" rx="7" ry="5" opacity="0.7" />
          <ellipse cx="808" cy="100" rx="5" ry="3.5" opacity="0.6" />
        </g>
      </g>

      {/* Smaller caps around it, and shelf fungi glowing on the far trunk. */}
      <path d="M862 222c2-18 2-30 0-40h12c-2 10-2 22 0 40z" fill="#d9cba8" />
      <path d="M840 186c4-24 20-36 28-36s24 12 28 36c-18 4-38 4-56 0z" fill="url(#mush-blue)" />
      <path d="M590 224c2-12 2-20 0-28h9c-2 8-2 16 0 28z" fill="#d9cba8" />
      <path d="M574 198c3-16 14-24 20-24s17 8 20 24c-13 3-27 3-40 0z" fill="#e3a24a" />
      <path d="M1040 226c1-8 1-14 0-20h7c-1 6-1 12 0 20z" fill="#d9cba8" />
      <path d="M1028 208c2-12 10-18 15-18s13 6 15 18c-10 2-20 2-30 0z" fill="#c56bd0" />
      <g fill="#7fe0d2" opacity="0.85">
        <path d="M1114 66h-38a19 9 0 0 0 38 0z" />
        <path d="M1112 100h-28a14 7 0 0 0 28 0z" />
        <path d="M1144 80h34a17 8 0 0 1-34 0z" />
      </g>
      {/* Sporelings: round bodies with little caps and faces, hopping in turn. */}
      <g className="mush-hop">
        <ellipse cx="640" cy="212" rx="16" ry="13" fill="#f4ead2" />
        <path d="M620 206c2-14 12-20 20-20s18 6 20 20c-13 3-27 3-40 0z" fill="#8fcf5a" />
        <circle cx="634" cy="213" r="2.4" fill="#1c2a1a" />
        <circle cx="646" cy="213" r="2.4" fill="#1c2a1a" />
        <path d="M636 219q4 3 8 0" stroke="#1c2a1a" strokeWidth="1.6" fill="none" />
      </g>
      <g className="mush-hop mush-hop--late">
        <ellipse cx="920" cy="220" rx="13" ry="11" fill="#f4ead2" />
        <path d="M904 215c2-12 10-17 16-17s14 5 16 17c-11 3-21 3-32 0z" fill="#f0785a" />
        <circle cx="915" cy="221" r="2" fill="#1c2a1a" />
        <circle cx="925" cy="221" r="2" fill="#1c2a1a" />
      </g>
      <g className="mush-hop mush-hop--slow">
        <ellipse cx="790" cy="222" rx="11" ry="9" fill="#f4ead2" />
        <path d="M777 218c2-10 8-14 13-14s11 4 13 14c-9 2-17 2-26 0z" fill="#9fe7e0" />
        <circle cx="786" cy="223" r="1.8" fill="#1c2a1a" />
        <circle cx="794" cy="223" r="1.8" fill="#1c2a1a" />
      </g>

      {/* Spores drifting up into the canopy. */}
      <g className="mush-spores" fill="#eaffb4">
        <circle cx="800" cy="150" r="2.2" opacity="0.9" />
        <circle cx="840" cy="176" r="1.6" opacity="0.7" />
        <circle cx="900" cy="140" r="2" opacity="0.8" />
        <circle cx="940" cy="170" r="1.4" opacity="0.6" />
        <circle cx="760" cy="168" r="1.5" opacity="0.7" />
        <circle cx="700" cy="140" r="1.8" opacity="0.6" />
        <circle cx="1000" cy="150" r="1.8" opacity="0.7" />
        <circle cx="620" cy="160" r="1.3" opacity="0.5" />
      </g>
      <g className="mush-spores mush-spores--late" fill="#fff6c8">
        <circle cx="820" cy="190" r="1.6" opacity="0.7" />
        <circle cx="880" cy="196" r="2" opacity="0.8" />
        <circle cx="960" cy="130" r="1.5" opacity="0.6" />
        <circle cx="740" cy="120" r="1.4" opacity="0.6" />
        <circle cx="1060" cy="176" r="1.6" opacity="0.6" />
        <circle cx="680" cy="190" r="1.4" opacity="0.5" />
      </g>
    </svg>
  );
}
