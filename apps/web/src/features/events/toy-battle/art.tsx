/**
 * Toy Skirmish: a lamp-lit playroom floor where a wind-up drummer leads the tin troops, its brass
 * key turning on its back; a blanket fort (the camp) and a tower of blocks behind.
 */
export function ToyBattleArt() {
  return (
    <svg viewBox="0 0 1200 260" preserveAspectRatio="xMidYMid slice" focusable="false">
      <defs>
        <linearGradient id="toyb-wall" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#221a3e" />
          <stop offset="1" stopColor="#44306a" />
        </linearGradient>
        <pattern id="toyb-stripes" width="36" height="260" patternUnits="userSpaceOnUse">
          <rect width="18" height="260" fill="#ffffff" opacity="0.035" />
        </pattern>
        <radialGradient id="toyb-lamp" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffd9a8" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffd9a8" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="toyb-floor" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7a4d34" />
          <stop offset="1" stopColor="#3e2519" />
        </linearGradient>
        <linearGradient id="toyb-brass" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe7a0" />
          <stop offset="1" stopColor="#c88a2c" />
        </linearGradient>
        <pattern id="toyb-quilt" width="24" height="24" patternUnits="userSpaceOnUse">
          <rect width="24" height="24" fill="#5c8fd6" />
          <rect width="12" height="12" fill="#7fb0ee" />
          <rect x="12" y="12" width="12" height="12" fill="#7fb0ee" />
        </pattern>
      </defs>
      <rect width="1200" height="260" fill="url(#toyb-wall)" />
      <rect width="1200" height="200" fill="url(#toyb-stripes)" />
      <circle cx="800" cy="90" r="260" fill="url(#toyb-lamp)" />

      {/* Bunting strung across the room. */}
      <path d="M560 18q220 46 640 6" fill="none" stroke="#e9d8ff" strokeOpacity="0.5" />
      <g opacity="0.9">
        <path d="M610 26l18 2-7 20z" fill="#ff94be" />
        <path d="M680 36l18 1-8 20z" fill="#ffd36b" />
        <path d="M750 42l18 0-9 20z" fill="#7fd1ff" />
        <path d="M820 44l18-1-9 20z" fill="#ff94be" />
        <path d="M890 43l18-2-8 20z" fill="#ffd36b" />
        <path d="M960 39l18-2-7 20z" fill="#7fd1ff" />
        <path d="M1030 33l18-2-6 20z" fill="#ff94be" />
        <path d="M1100 26l18-3-5 20z" fill="#ffd36b" />
      </g>

      {/* The blanket fort: the camp, with a pencil flagpole. */}
      <path d="M930 200l80-118 96 118z" fill="url(#toyb-quilt)" />
      <path
        d="M930 200l80-118 96 118c-14-8-24 0-32-6s-18 4-30-4-20 4-32-2-22 4-32-2-22 6-30 0z"
        fill="#000"
        opacity="0.12"
      />
      <path d="M996 200l14-40 14 40z" fill="#2a1c3c" />
      <rect x="1007" y="34" width="6" height="50" fill="#ffd36b" />
      <path d="M1007 34l3-8 3 8z" fill="#f4c9a0" />
      <path d="M1013 38h30l-8 8 8 8h-30z" fill="#ff94be" />

      {/* A tower of wooden blocks. */}
      <g>
        <rect x="1110" y="160" width="44" height="44" rx="4" fill="#e9685e" />
        <rect x="1114" y="118" width="40" height="42" rx="4" fill="#ffd36b" />
        <rect x="1116" y="80" width="36" height="38" rx="4" fill="#7fd1ff" />
        <circle
          cx="1132"
          cy="182"
          r="9"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.7"
          strokeWidth="3"
        />
        <path d="M1134 128l6 12h-12z" fill="#fff" opacity="0.7" />
        <rect x="1127" y="92" width="14" height="14" fill="#fff" opacity="0.6" />
      </g>

      {/* Floorboards. */}
      <rect y="198" width="1200" height="62" fill="url(#toyb-floor)" />
      <g stroke="#2c1810" strokeOpacity="0.45">
        <path d="M0 216h1200M0 238h1200" />
        <path d="M140 198v18M420 216v22M700 198v18M980 216v22M260 238v22M820 238v22" />
      </g>

      {/* A little cannon of the tin troops. */}
      <g transform="translate(850 184)">
        <path d="M10 14l50-22 6 13-50 22z" fill="#4a5566" />
        <circle cx="62" cy="-1" r="5" fill="#2c3340" />
        <circle cx="16" cy="22" r="12" fill="#8a5a38" stroke="#ffd36b" strokeWidth="3" />
        <circle cx="16" cy="22" r="3" fill="#ffd36b" />
      </g>

      {/* Two smaller tin soldiers in the ranks behind. */}
      <g opacity="0.85">
        <g transform="translate(600 150) scale(0.5)">
          <rect x="-14" y="50" width="28" height="54" rx="4" fill="#2d4a8a" />
          <rect x="-22" y="0" width="44" height="56" rx="9" fill="#3d8a6a" />
          <path d="M-18 4l36 36M18 4l-36 36" stroke="#f6efe6" strokeWidth="5" />
          <circle cx="0" cy="-14" r="15" fill="#f8d6b8" />
          <path d="M-14 -20v-30q14-7 28 0v30z" fill="#1b1420" />
          <rect x="26" y="-40" width="6" height="96" fill="#8a5a38" />
        </g>
        <g transform="translate(648 156) scale(0.46)">
          <rect x="-14" y="50" width="28" height="54" rx="4" fill="#2d4a8a" />
          <rect x="-22" y="0" width="44" height="56" rx="9" fill="#3d8a6a" />
          <path d="M-18 4l36 36M18 4l-36 36" stroke="#f6efe6" strokeWidth="5" />
          <circle cx="0" cy="-14" r="15" fill="#f8d6b8" />
          <path d="M-14 -20v-30q14-7 28 0v30z" fill="#1b1420" />
          <rect x="26" y="-40" width="6" height="96" fill="#8a5a38" />
        </g>
      </g>
      {/* The wind-up drummer: it marches in place while its key turns. */}
      <g transform="translate(0 12)">
        <g className="toyb-march">
          <ellipse cx="760" cy="212" rx="40" ry="7" fill="#000" opacity="0.3" />
          <rect x="726" y="200" width="68" height="12" rx="6" fill="url(#toyb-brass)" />
          {/* legs and boots */}
          <rect x="744" y="156" width="13" height="46" rx="3" fill="#2d4a8a" />
          <rect x="763" y="156" width="13" height="46" rx="3" fill="#2d4a8a" />
          <rect x="741" y="194" width="18" height="8" rx="3" fill="#1b1420" />
          <rect x="761" y="194" width="18" height="8" rx="3" fill="#1b1420" />
          {/* the wind-up key on its back */}
          <rect x="700" y="124" width="40" height="6" fill="#c88a2c" />
          <g className="toyb-key">
            <path
              d="M704 127c-10-18-30-20-30 0s20 18 30 0z"
              fill="url(#toyb-brass)"
              stroke="#8a5a1c"
              strokeWidth="2"
            />
            <circle cx="685" cy="127" r="5" fill="#44306a" />
          </g>
          {/* coat, belts and buttons */}
          <rect x="734" y="104" width="52" height="58" rx="10" fill="#d9433f" />
          <path d="M738 108l44 44M782 108l-44 44" stroke="#f6efe6" strokeWidth="5" />
          <rect x="734" y="150" width="52" height="8" fill="#f6efe6" />
          <circle cx="760" cy="130" r="4" fill="url(#toyb-brass)" />
          {/* arms with drumsticks */}
          <rect x="722" y="108" width="13" height="40" rx="6" fill="#c23a36" />
          <rect x="785" y="108" width="13" height="40" rx="6" fill="#c23a36" />
          <path
            d="M728 146l26 14M792 146l-20 16"
            stroke="#f4c9a0"
            strokeWidth="4"
            strokeLinecap="round"
          />
          {/* the drum */}
          <rect x="738" y="154" width="44" height="28" fill="#f6efe6" />
          <path d="M738 158l11 20 11-20 11 20 11-20" fill="none" stroke="#d9433f" strokeWidth="3" />
          <ellipse
            cx="760"
            cy="154"
            rx="22"
            ry="6"
            fill="#fff8ec"
            stroke="#c88a2c"
            strokeWidth="2"
          />
          <ellipse cx="760" cy="182" rx="22" ry="6" fill="#c88a2c" />
          {/* face */}
          <rect x="752" y="96" width="16" height="10" fill="#f4c9a0" />
          <circle cx="760" cy="88" r="17" fill="#f8d6b8" />
          <circle cx="752" cy="94" r="4" fill="#ff94be" opacity="0.7" />
          <circle cx="768" cy="94" r="4" fill="#ff94be" opacity="0.7" />
          <circle cx="754" cy="86" r="2.2" fill="#1b1420" />
          <circle cx="766" cy="86" r="2.2" fill="#1b1420" />
          <path d="M742 78h36" stroke="#1b1420" strokeWidth="4" strokeLinecap="round" />
          {/* tall hat with plume */}
          <path d="M744 78v-34q16-8 32 0v34z" fill="#1b1420" />
          <rect x="744" y="70" width="32" height="6" fill="#ffd36b" />
          <circle cx="760" cy="56" r="6" fill="url(#toyb-brass)" />
          <ellipse cx="760" cy="38" rx="6" ry="9" fill="#ff94be" />
        </g>
      </g>
    </svg>
  );
}
