/*
 * Beast Clash header art: one scene per side of the clash. Attack: three of the role's beasts
 * charge a rival den under an ember sky, motion lines streaming behind them. Defense: the role's
 * walled den under a pulsing shield dome while waves of raiders come out of the night. The focal
 * point sits right of centre (the header text is on the left) and inside the strip a phone shows.
 */

/** A horned beast running right; (0, 0) is the ground under its tail, it is about 124 × 76. */
function Beast({ fill, eye }: { fill: string; eye: string }) {
  return (
    <>
      <path
        d="M16 40C6 34 2 24 6 12"
        fill="none"
        stroke={fill}
        strokeWidth="6"
        strokeLinecap="round"
        transform="translate(0 -76)"
      />
      <path
        transform="translate(0 -76)"
        d="M12 38C18 20 44 12 72 16C82 8 94 4 104 10L124 24L114 34C106 36 100 38 96 42L116 66L106 70L84 50C76 52 68 52 60 52L44 74L34 70L38 52C26 52 16 48 12 38Z"
        fill={fill}
      />
      <path
        transform="translate(0 -76)"
        d="M98 10C96 0 90 -6 80 -8C88 -2 90 4 90 12Z"
        fill={fill}
      />
      <path transform="translate(0 -76)" d="M54 18L60 6L64 18M40 20L44 9L50 20" fill={fill} />
      <circle cx="108" cy="-58" r="3" fill={eye} />
    </>
  );
}

/** A raider facing left (the defense waves); (0, 0) is the ground under its tail. */
function Raider({ fill, eye }: { fill: string; eye: string }) {
  return (
    <g transform="scale(-1 1)">
      <Beast fill={fill} eye={eye} />
    </g>
  );
}

/** A winged raider, wings spread, centred on (0, 0); `late` flaps out of step. */
function Bat({ fill, late = false }: { fill: string; late?: boolean }) {
  return (
    <g className={`mvm-wing${late ? ' mvm-wing--late' : ''}`}>
      <path
        d="M0 -6L-6 -14L-9 -6C-18 -16 -32 -16 -42 -6C-33 -7 -27 -3 -25 4C-18 0 -11 2 -7 7L0 14L7 7C11 2 18 0 25 4C27 -3 33 -7 42 -6C32 -16 18 -16 9 -6L6 -14Z"
        fill={fill}
      />
      <circle cx="-3" cy="-3" r="1.6" fill="#ff7a5c" />
      <circle cx="3" cy="-3" r="1.6" fill="#ff7a5c" />
    </g>
  );
}

function AttackScene() {
  return (
    <>
      <defs>
        <linearGradient id="mvm-a-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#22080b" />
          <stop offset="0.55" stopColor="#6e1d16" />
          <stop offset="1" stopColor="#c8542c" />
        </linearGradient>
        <radialGradient id="mvm-a-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffb36b" stopOpacity="0.85" />
          <stop offset="0.5" stopColor="#ff7a45" stopOpacity="0.35" />
          <stop offset="1" stopColor="#ff7a45" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="mvm-a-ground" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3a120e" />
          <stop offset="1" stopColor="#160607" />
        </linearGradient>
      </defs>
      <rect width="1200" height="260" fill="url(#mvm-a-sky)" />
      <circle cx="930" cy="150" r="170" fill="url(#mvm-a-glow)" />
      {/* Far ridges */}
      <path
        d="M0 178L70 150L130 166L210 132L290 160L360 140L450 170L540 146L620 168L700 150L780 172L860 138L960 164L1040 128L1120 156L1200 140V260H0Z"
        fill="#4a1611"
        opacity="0.8"
      />
      {/* The rival den: a rocky mound with a cave mouth, spikes and a torn banner */}
      <g>
        <path
          d="M780 214C790 170 820 132 866 112C900 98 944 100 972 118C1010 142 1032 180 1044 214Z"
          fill="#2b0d0c"
        />
        <path
          d="M842 136C868 116 908 110 938 122"
          fill="none"
          stroke="#5a1c14"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <path d="M880 214C880 182 896 162 914 162C932 162 948 182 948 214Z" fill="#0c0304" />
        <path
          d="M888 214C890 190 900 176 914 176C928 176 938 190 940 214"
          fill="none"
          stroke="#ff8a4c"
          strokeWidth="2"
          opacity="0.5"
        />
        <path
          d="M800 214L808 184L816 214M1010 214L1018 180L1026 214M984 200L990 176L996 200"
          fill="#e8c9a8"
          opacity="0.85"
        />
        <path d="M930 108V58" stroke="#1a0707" strokeWidth="4" />
        <path
          className="mvm-flag"
          d="M932 60C950 56 966 66 984 60L978 74L986 88C968 94 952 84 932 90Z"
          fill="#8e2a1e"
        />
        <circle cx="956" cy="74" r="6" fill="none" stroke="#ffb36b" strokeWidth="2" />
      </g>
      <path d="M0 210C200 202 400 206 600 210S1000 218 1200 208V260H0Z" fill="url(#mvm-a-ground)" />
      {/* Motion lines streaming behind the charge */}
      <g className="mvm-lines" stroke="#ffcf9a" strokeLinecap="round" opacity="0.55">
        <path d="M330 150H470" strokeWidth="3" />
        <path d="M380 176H500" strokeWidth="2" />
        <path d="M300 196H450" strokeWidth="3" />
        <path d="M470 128H560" strokeWidth="2" />
        <path d="M520 188H600" strokeWidth="2" />
      </g>
      {/* Dust kicked up */}
      <g fill="#7a3326" opacity="0.7">
        <ellipse cx="478" cy="210" rx="40" ry="9" />
        <ellipse cx="590" cy="212" rx="34" ry="7" />
        <ellipse cx="690" cy="211" rx="30" ry="7" />
      </g>
      {/* The charge: three beasts, nearest last */}
      <g transform="translate(600 196) scale(0.78)">
        <g className="mvm-run mvm-run--b">
          <Beast fill="#3a0f0c" eye="#ffd27a" />
        </g>
      </g>
      <g transform="translate(470 212)">
        <g className="mvm-run">
          <Beast fill="#1c0808" eye="#ffb36b" />
        </g>
      </g>
      <g transform="translate(660 214) scale(1.12)">
        <g className="mvm-run mvm-run--c">
          <Beast fill="#120405" eye="#ffe2a8" />
        </g>
      </g>
      {/* Embers */}
      <g fill="#ffb36b" className="mvm-embers">
        <circle cx="760" cy="80" r="2" />
        <circle cx="820" cy="48" r="1.5" />
        <circle cx="1060" cy="70" r="2" />
        <circle cx="700" cy="120" r="1.5" />
        <circle cx="1120" cy="40" r="1.5" />
      </g>
    </>
  );
}

function DefendScene() {
  return (
    <>
      <defs>
        <linearGradient id="mvm-d-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#060d1e" />
          <stop offset="0.6" stopColor="#12305a" />
          <stop offset="1" stopColor="#1f4f7a" />
        </linearGradient>
        <radialGradient id="mvm-d-dome" cx="0.5" cy="1" r="1">
          <stop offset="0" stopColor="#7cc8ff" stopOpacity="0.05" />
          <stop offset="0.7" stopColor="#7cc8ff" stopOpacity="0.22" />
          <stop offset="1" stopColor="#bfe6ff" stopOpacity="0.5" />
        </radialGradient>
        <linearGradient id="mvm-d-ground" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#10223c" />
          <stop offset="1" stopColor="#050a16" />
        </linearGradient>
      </defs>
      <rect width="1200" height="260" fill="url(#mvm-d-sky)" />
      <g fill="#dbeaff">
        <circle cx="420" cy="40" r="1.5" />
        <circle cx="520" cy="70" r="1.2" />
        <circle cx="640" cy="30" r="1.5" />
        <circle cx="980" cy="36" r="1.2" />
        <circle cx="1100" cy="64" r="1.5" />
        <circle cx="1160" cy="24" r="1.2" />
      </g>
      <path d="M1040 32A24 24 0 1 0 1040 80A17 24 0 1 1 1040 32Z" fill="#e9f3ff" opacity="0.85" />
      <path
        d="M0 186L90 168L180 180L280 160L380 178L480 164L560 182L660 170L760 184L860 166L960 180L1060 162L1200 176V260H0Z"
        fill="#0d2442"
      />
      <path d="M0 214C240 206 480 208 720 214S1000 220 1200 210V260H0Z" fill="url(#mvm-d-ground)" />
      {/* The den inside its wall, under its dome (drawn 300 wide, shown smaller) */}
      <g transform="translate(700 214) scale(0.74) translate(-722 -214)">
        <g>
          <path d="M664 214C668 180 690 156 722 150C754 156 776 180 780 214Z" fill="#1b3554" />
          <path
            d="M706 214C706 196 712 186 722 186C732 186 738 196 738 214Z"
            fill="#ffd27a"
            opacity="0.9"
          />
          <path d="M722 150V118" stroke="#0a1628" strokeWidth="3" />
          <path
            d="M724 120C736 116 746 124 758 120L754 130L760 140C748 144 736 136 724 140Z"
            fill="#3d7fc0"
          />
          {/* Stone wall with crenellations and a gate */}
          <path
            d="M610 214V184H622V176H634V184H646V176H658V184H670V176H682V184H762V176H774V184H786V176H798V184H810V176H822V184H834V214Z"
            fill="#2c4a6e"
          />
          <path d="M610 194H834M610 204H834" stroke="#1a3152" strokeWidth="1.5" />
          <path
            d="M704 214V198C704 190 712 184 722 184C732 184 740 190 740 198V214Z"
            fill="#132842"
          />
          <path d="M722 186V214" stroke="#0a1628" strokeWidth="2" />
        </g>
        {/* The shield dome, pulsing */}
        <g className="mvm-dome">
          <path
            d="M572 214C572 120 640 64 722 64C804 64 872 120 872 214Z"
            fill="url(#mvm-d-dome)"
          />
          <path
            d="M572 214C572 120 640 64 722 64C804 64 872 120 872 214"
            fill="none"
            stroke="#bfe6ff"
            strokeWidth="2.5"
          />
          <path
            d="M600 214C604 140 656 96 722 96C788 96 840 140 844 214M640 124L722 64L804 124M610 170H834"
            fill="none"
            stroke="#9fd6ff"
            strokeWidth="1"
            opacity="0.45"
          />
        </g>
        {/* Ripples where the raiders strike the dome */}
        <circle
          className="mvm-hit"
          cx="860"
          cy="170"
          r="10"
          fill="none"
          stroke="#e2f4ff"
          strokeWidth="2"
        />
        <circle
          className="mvm-hit mvm-hit--late"
          cx="846"
          cy="126"
          r="10"
          fill="none"
          stroke="#e2f4ff"
          strokeWidth="2"
        />
      </g>
      {/* A flock of winged raiders swooping out of the sky past the moon */}
      <g className="mvm-flock">
        <g transform="translate(960 70) scale(0.8)">
          <Bat fill="#050b16" />
        </g>
        <g transform="translate(1010 104) scale(0.6)">
          <Bat fill="#0a1a30" late />
        </g>
        <g transform="translate(1090 40) scale(0.55)">
          <Bat fill="#0a1a30" />
        </g>
      </g>
      {/* Waves of raiders out of the night */}
      <g className="mvm-wave">
        <g transform="translate(920 214) scale(0.62)">
          <Raider fill="#050b16" eye="#ff7a5c" />
        </g>
        <g transform="translate(990 206) scale(0.5)">
          <Raider fill="#0a1a30" eye="#ff7a5c" />
        </g>
      </g>
      <g className="mvm-wave mvm-wave--late">
        <g transform="translate(960 216) scale(0.66)">
          <Raider fill="#050b16" eye="#ff9b80" />
        </g>
        <g transform="translate(1050 204) scale(0.46)">
          <Raider fill="#0a1a30" eye="#ff9b80" />
        </g>
      </g>
    </>
  );
}

/** Header art of Beast Clash: the attack or the defense scene, by sub-page. */
export function MonsterVsMonsterArt({ page }: { page: string }) {
  return (
    <svg
      viewBox="0 0 1200 260"
      preserveAspectRatio="xMidYMid slice"
      focusable="false"
      className={`mvm-art mvm-art--${page}`}
    >
      <g className="mvm-scene">{page === 'defend' ? <DefendScene /> : <AttackScene />}</g>
    </svg>
  );
}
