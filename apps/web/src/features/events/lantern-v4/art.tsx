/**
 * Lanternfall IV: a moonlit harbour on the fourth lantern night. A golden carp leaps from the
 * water, crates wait on the pier, red lanterns hang along the eaves and sky lanterns drift up.
 */
export function LanternV4Art() {
  const skyLanterns = [
    { x: 600, y: 120, s: 0.7, d: 0 },
    { x: 690, y: 60, s: 0.9, d: -5 },
    { x: 860, y: 110, s: 1, d: -9 },
    { x: 960, y: 40, s: 0.75, d: -3 },
    { x: 1060, y: 96, s: 0.85, d: -12 },
    { x: 1150, y: 50, s: 0.65, d: -7 },
  ];
  return (
    <svg viewBox="0 0 1200 260" preserveAspectRatio="xMidYMid slice" focusable="false">
      <defs>
        <linearGradient id="lnv4-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#12163a" />
          <stop offset="0.6" stopColor="#3a1f4a" />
          <stop offset="1" stopColor="#7a2f3c" />
        </linearGradient>
        <radialGradient id="lnv4-halo" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffd9a0" stopOpacity="0.7" />
          <stop offset="1" stopColor="#ffb070" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="lnv4-paper" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe3a8" />
          <stop offset="1" stopColor="#ff8a4a" />
        </linearGradient>
        <linearGradient id="lnv4-carp" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff6a3a" />
          <stop offset="0.6" stopColor="#ffa24a" />
          <stop offset="1" stopColor="#ffe3a0" />
        </linearGradient>
        <linearGradient id="lnv4-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1c2c4a" />
          <stop offset="1" stopColor="#0c1426" />
        </linearGradient>
      </defs>
      <rect width="1200" height="260" fill="url(#lnv4-sky)" />
      <circle cx="930" cy="64" r="70" fill="url(#lnv4-halo)" />
      <circle cx="930" cy="64" r="26" fill="#fff3d6" />

      {/* The harbour town: curved eaves, lit windows and red lanterns. */}
      <g fill="#1a1230">
        <path d="M900 200v-44h-14q30-6 44-24h52q14 18 44 24h-14v44z" />
        <path d="M1010 200v-64h-16q34-8 50-30h60q16 22 50 30h-16v64z" />
        <path d="M1140 200v-40h-10q24-6 34-20h40v60z" />
      </g>
      <g fill="#ffc36b" opacity="0.8">
        <rect x="926" y="168" width="12" height="14" />
        <rect x="956" y="168" width="12" height="14" />
        <rect x="1040" y="150" width="14" height="18" />
        <rect x="1080" y="150" width="14" height="18" />
        <rect x="1164" y="172" width="12" height="14" />
      </g>
      <g>
        <path d="M886 134q76 18 142-6" stroke="#2a1a30" fill="none" />
        {[904, 944, 984].map((x, i) => (
          <g key={x} transform={`translate(${x} ${136 + (i === 1 ? 6 : 2)})`}>
            <rect x="-3" y="-2" width="6" height="3" fill="#f2c46a" />
            <ellipse cx="0" cy="8" rx="8" ry="9" fill="#e2352f" />
            <rect x="-3" y="16" width="6" height="3" fill="#f2c46a" />
            <path d="M0 19v7" stroke="#f2c46a" strokeWidth="2" />
          </g>
        ))}
      </g>

      {/* Water with the moon's path on it. */}
      <rect y="198" width="1200" height="62" fill="url(#lnv4-water)" />
      <g stroke="#ffe3b0" strokeLinecap="round" opacity="0.55">
        <path d="M906 208h48M918 218h26M898 228h60M914 240h30" strokeWidth="3" />
      </g>
      <g stroke="#6a7fb0" strokeOpacity="0.35" strokeLinecap="round" strokeWidth="2">
        <path d="M520 214h40M600 230h60M680 246h40M1040 222h50M1120 240h40" />
      </g>

      {/* The pier and its crates, a lantern waiting on top. */}
      <rect x="800" y="194" width="200" height="8" fill="#4a2e26" />
      <g stroke="#4a2e26" strokeWidth="6">
        <path d="M816 202v24M900 202v24M984 202v24" />
      </g>
      <g>
        <rect
          x="818"
          y="160"
          width="36"
          height="34"
          fill="#a8703e"
          stroke="#6a4126"
          strokeWidth="3"
        />
        <path d="M820 162l32 30" stroke="#6a4126" strokeWidth="3" />
        <rect
          x="856"
          y="166"
          width="30"
          height="28"
          fill="#b97e46"
          stroke="#6a4126"
          strokeWidth="3"
        />
        <path d="M858 190l26-22" stroke="#6a4126" strokeWidth="3" />
        <rect
          x="828"
          y="130"
          width="30"
          height="30"
          fill="#9a6638"
          stroke="#6a4126"
          strokeWidth="3"
        />
        <path d="M830 132l26 26" stroke="#6a4126" strokeWidth="3" />
        <ellipse cx="872" cy="156" rx="8" ry="9" fill="#e2352f" />
        <rect x="869" y="145" width="6" height="3" fill="#f2c46a" />
      </g>

      {/* The carp mid-leap, water spraying from where it left the surface. */}
      <ellipse cx="714" cy="204" rx="44" ry="6" fill="none" stroke="#a9c4ff" strokeOpacity="0.5" />
      <g fill="#cfe0ff" opacity="0.8">
        <circle cx="696" cy="188" r="3" />
        <circle cx="708" cy="178" r="2.5" />
        <circle cx="726" cy="184" r="3.5" />
        <circle cx="740" cy="194" r="2.5" />
        <circle cx="688" cy="198" r="2" />
      </g>
      <g transform="translate(722 150) rotate(-38)">
        <path d="M8 1l-30-19q10 19 0 38z" fill="#ff7a3a" />
        <path d="M30 -18q16-20 36-4z" fill="#ff8a4a" />
        <path d="M-2 -4c22-20 62-24 92-6 10 6 10 14 0 18-30 12-70 8-92-2z" fill="url(#lnv4-carp)" />
        <path d="M60 10q10 14-6 16z" fill="#ff8a4a" />
        <path
          d="M30 -6q6 6 0 12M44 -8q6 7 0 14M58 -8q6 7 0 14"
          stroke="#c8481e"
          strokeOpacity="0.6"
          fill="none"
        />
        <ellipse cx="40" cy="-10" rx="12" ry="5" fill="#fff4e6" opacity="0.7" />
        <circle cx="84" cy="-3" r="3.2" fill="#1a1230" />
        <path d="M94 4q8 4 10 12" stroke="#ffd27a" strokeWidth="1.5" fill="none" />
      </g>

      {/* Sky lanterns drifting up. */}
      {skyLanterns.map((l) => (
        <g key={l.x} transform={`translate(${l.x} ${l.y}) scale(${l.s})`}>
          <g className="lnv4-rise" style={{ animationDelay: `${l.d}s` }}>
            <circle cx="0" cy="0" r="22" fill="url(#lnv4-halo)" />
            <path d="M-9 -12h18l4 22h-26z" fill="url(#lnv4-paper)" />
            <rect x="-7" y="10" width="14" height="3" fill="#b8442a" />
          </g>
        </g>
      ))}
    </svg>
  );
}
