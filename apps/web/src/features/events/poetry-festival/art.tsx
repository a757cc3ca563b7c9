/**
 * Verse Festival: dusk over misty ridges and a pavilion on the cliff; on the terrace a celadon
 * pitch-pot holds three arrows beside an open scroll, while wisteria sways from the top corner.
 */
export function PoetryFestivalArt() {
  const clusters = [
    { x: 868, y: 30, h: 46 },
    { x: 912, y: 22, h: 62 },
    { x: 958, y: 26, h: 40 },
    { x: 1004, y: 18, h: 70 },
    { x: 1052, y: 22, h: 52 },
    { x: 1100, y: 14, h: 66 },
    { x: 1150, y: 18, h: 48 },
  ];
  return (
    <svg viewBox="0 0 1200 260" preserveAspectRatio="xMidYMid slice" focusable="false">
      <defs>
        <linearGradient id="poetf-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1b1d3d" />
          <stop offset="0.55" stopColor="#4b3f6f" />
          <stop offset="1" stopColor="#c995ae" />
        </linearGradient>
        <radialGradient id="poetf-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffe2c4" stopOpacity="0.9" />
          <stop offset="0.35" stopColor="#ffc9b0" stopOpacity="0.45" />
          <stop offset="1" stopColor="#ffc9b0" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="poetf-pot" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#5f9a88" />
          <stop offset="0.45" stopColor="#a9dcc8" />
          <stop offset="1" stopColor="#4f8575" />
        </linearGradient>
        <linearGradient id="poetf-bloom" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#b9a2f0" />
          <stop offset="1" stopColor="#e6dcff" />
        </linearGradient>
      </defs>
      <rect width="1200" height="260" fill="url(#poetf-sky)" />
      <circle cx="880" cy="150" r="150" fill="url(#poetf-glow)" />
      <circle cx="880" cy="150" r="22" fill="#fff1de" opacity="0.85" />

      {/* Ridges fading into the mist. */}
      <path
        d="M420 190c60-40 110-62 170-40s90-50 160-46 110 42 170 30 120-40 170-22 80 30 110 40v60H420z"
        fill="#6d5f92"
        opacity="0.55"
      />
      <ellipse cx="760" cy="172" rx="320" ry="10" fill="#fff" opacity="0.12" />
      <path
        d="M500 206c50-26 100-40 150-24s80-30 140-26 90 30 150 22 110-24 160-12 60 14 100 20v74H500z"
        fill="#4a3f72"
        opacity="0.8"
      />
      <ellipse cx="700" cy="196" rx="260" ry="8" fill="#fff" opacity="0.1" />

      {/* The cliff and its pavilion. */}
      <path d="M1010 260c6-50 20-96 50-126 24-16 70-20 96-6 20 12 30 40 44 60v72z" fill="#2b2547" />
      <g transform="translate(1104 82)">
        <rect x="-30" y="24" width="4" height="30" fill="#d27a5e" />
        <rect x="26" y="24" width="4" height="30" fill="#d27a5e" />
        <rect x="-2" y="24" width="4" height="30" fill="#d27a5e" />
        <rect x="-38" y="52" width="76" height="6" fill="#3a2f55" />
        <path d="M-52 26q22-4 30-20h44q8 16 30 20z" fill="#2e2850" />
        <path d="M-40 8q18-4 24-16h32q6 12 24 16z" fill="#2e2850" />
        <circle cx="0" cy="-12" r="3" fill="#f2c77a" />
        <rect x="-16" y="32" width="32" height="12" fill="#ffd9a0" opacity="0.65" />
      </g>

      {/* The terrace. */}
      <path d="M0 214h1200v46H0z" fill="#2a2440" />
      <path d="M0 214h1200" stroke="#9a88c4" strokeOpacity="0.45" strokeWidth="2" />
      <g stroke="#1a1630" strokeOpacity="0.6">
        <path d="M90 214v46M300 214v46M520 214v46M700 214v46M880 214v46M1060 214v46" />
      </g>

      {/* A low table with an open scroll and a brush. */}
      <g>
        <rect x="588" y="196" width="104" height="7" rx="2" fill="#6a3f32" />
        <rect x="596" y="203" width="6" height="12" fill="#4e2e24" />
        <rect x="678" y="203" width="6" height="12" fill="#4e2e24" />
        <rect x="604" y="186" width="70" height="10" fill="#f4ead6" />
        <rect x="598" y="184" width="8" height="13" rx="3" fill="#b98a5a" />
        <rect x="672" y="184" width="8" height="13" rx="3" fill="#b98a5a" />
        <path
          d="M614 189v5M622 189v4M630 189v5M638 189v3M646 189v5M654 189v4M662 189v5"
          stroke="#3a2f4a"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <path d="M640 182l34-8" stroke="#8a5a38" strokeWidth="3" strokeLinecap="round" />
        <path d="M674 174l8-2" stroke="#1b1420" strokeWidth="4" strokeLinecap="round" />
      </g>

      {/* The pitch-pot with three arrows home, and one that fell short. */}
      <g>
        <path d="M736 102l-22-46" stroke="#c8a878" strokeWidth="3" />
        <path d="M714 56l-8-14 4 16zM714 56l4-15-8 13z" fill="#f4b6cc" />
        <path d="M758 98l-10-50" stroke="#c8a878" strokeWidth="3" />
        <path d="M748 48l-6-15 3 16zM748 48l5-14-8 12z" fill="#fff4f0" />
        <path d="M764 98l10-54" stroke="#c8a878" strokeWidth="3" />
        <path d="M774 44l0-16-3 15zM774 44l7-13-8 11z" fill="#f4b6cc" />
        <ellipse cx="760" cy="214" rx="34" ry="6" fill="#000" opacity="0.3" />
        <path
          d="M740 212c-26-12-26-54 8-66v-36c-4-6-4-10 2-12h20c6 2 6 6 2 12v36c34 12 34 54 8 66z"
          fill="url(#poetf-pot)"
        />
        <ellipse cx="760" cy="98" rx="11" ry="3.5" fill="#24323a" />
        <rect x="730" y="108" width="12" height="24" rx="4" fill="url(#poetf-pot)" />
        <rect x="778" y="108" width="12" height="24" rx="4" fill="url(#poetf-pot)" />
        <ellipse cx="736" cy="108" rx="6" ry="2.5" fill="#24323a" />
        <ellipse cx="784" cy="108" rx="6" ry="2.5" fill="#24323a" />
        <path d="M734 166h52M730 196h60" stroke="#e8f6ef" strokeOpacity="0.55" strokeWidth="2" />
        <path
          d="M744 180q8-8 16 0t16 0"
          fill="none"
          stroke="#e8f6ef"
          strokeOpacity="0.55"
          strokeWidth="2"
        />
        <path d="M808 212l52-10" stroke="#c8a878" strokeWidth="3" />
        <path d="M860 202l14-6-12 9zM860 202l15 2-14 2z" fill="#fff4f0" />
      </g>

      {/* Wisteria hanging from a bough across the top. */}
      <g transform="translate(0 14)">
        <path
          d="M820 20c80-14 170 4 250-8s100-6 130-10"
          stroke="#3a2a3a"
          strokeWidth="6"
          fill="none"
        />
        {clusters.map((c, i) => (
          <g key={c.x} className={`poetf-sway${i % 2 ? ' poetf-sway--late' : ''}`}>
            <path d={`M${c.x} ${c.y}v${c.h * 0.2}`} stroke="#4a3a4a" strokeWidth="2" />
            {Array.from({ length: Math.round(c.h / 7) }, (_, k) => (
              <circle
                key={k}
                cx={c.x + (k % 2 ? 3 : -3)}
                cy={c.y + 8 + k * 7}
                r={Math.max(2, 7 - k * 0.6)}
                fill={k % 3 === 0 ? '#cdb8ff' : k % 3 === 1 ? '#b49af0' : '#e4d8ff'}
              />
            ))}
          </g>
        ))}
      </g>
    </svg>
  );
}
