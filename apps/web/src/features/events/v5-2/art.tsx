/*
 * Moonlit Carnival header art: a carnival pier at night. A lantern-lit wheel turns slowly right of
 * centre, a striped tent and the boardwalk glow beside it, strings of lanterns sway overhead and the
 * moon and the lights shimmer on the water. Desktop only (the 1200-px event layout).
 */

const HUB = { x: 830, y: 130 };
const RIM = 74;
const CARS = 12;

const LANTERN_COLORS = ['#ffd48a', '#ff9e7a', '#ffe9b0', '#f7a8d8'] as const;

/** Points along a hanging string from (x1, y1) to (x2, y2) sagging by `sag`. */
function garland(x1: number, y1: number, x2: number, y2: number, sag: number, n: number) {
  return Array.from({ length: n }, (_, i) => {
    const t = (i + 0.5) / n;
    return {
      x: x1 + (x2 - x1) * t,
      y: y1 + (y2 - y1) * t + 4 * sag * t * (1 - t),
    };
  });
}

function Garland({
  x1,
  y1,
  x2,
  y2,
  sag,
  n,
  late = false,
}: {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  sag: number;
  n: number;
  late?: boolean;
}) {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 + 2 * sag;
  return (
    <g className={`v52-garland${late ? ' v52-garland--late' : ''}`}>
      <path
        d={`M${x1} ${y1}Q${mx} ${my} ${x2} ${y2}`}
        fill="none"
        stroke="#1a1230"
        strokeWidth="1.5"
      />
      {garland(x1, y1, x2, y2, sag, n).map((pt, i) => (
        <g key={i}>
          <circle cx={pt.x} cy={pt.y + 6} r="9" fill={LANTERN_COLORS[i % 4]} opacity="0.18" />
          <rect
            x={pt.x - 4}
            y={pt.y}
            width="8"
            height="11"
            rx="3.5"
            fill={LANTERN_COLORS[i % 4]}
            className={i % 3 === 0 ? 'v52-blink' : undefined}
          />
        </g>
      ))}
    </g>
  );
}

/** Header art of the Moonlit Carnival (one page, so `page` does not change it). */
export function EventV52Art({ page }: { page: string }) {
  const cars = Array.from({ length: CARS }, (_, i) => {
    const a = (i / CARS) * Math.PI * 2;
    return { x: HUB.x + Math.cos(a) * RIM, y: HUB.y + Math.sin(a) * RIM, i };
  });
  return (
    <svg
      viewBox="0 0 1200 260"
      preserveAspectRatio="xMidYMid slice"
      focusable="false"
      className="v52-art"
      data-page={page}
    >
      <defs>
        <linearGradient id="v52-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f0a28" />
          <stop offset="0.55" stopColor="#2a1c55" />
          <stop offset="1" stopColor="#5c3a72" />
        </linearGradient>
        <radialGradient id="v52-moon" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff7e0" />
          <stop offset="0.42" stopColor="#ffeebd" />
          <stop offset="0.5" stopColor="#ffe2a0" stopOpacity="0.35" />
          <stop offset="1" stopColor="#ffe2a0" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="v52-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffcf7a" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffcf7a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="v52-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a1f55" />
          <stop offset="1" stopColor="#0c0820" />
        </linearGradient>
      </defs>
      <rect width="1200" height="260" fill="url(#v52-sky)" />
      <g fill="#f3eaff">
        <circle cx="480" cy="30" r="1.2" />
        <circle cx="590" cy="76" r="1.5" />
        <circle cx="700" cy="22" r="1.2" />
        <circle cx="960" cy="90" r="1.2" />
        <circle cx="1140" cy="100" r="1.5" />
        <circle cx="1100" cy="20" r="1.2" />
      </g>
      <circle cx="1030" cy="66" r="80" fill="url(#v52-moon)" />
      {/* The pier sits a little high: a header shows the middle 210 px of the 260 */}
      <g transform="translate(0 -12)">
        {/* Town roofs far across the bay */}
        <path
          d="M0 196H60V182H84V190H120V176L136 166L152 176V196H260V186H300V178H330V196H440V184L458 172L476 184V196H1200V206H0Z"
          fill="#1c1440"
          opacity="0.85"
        />
        <circle cx={HUB.x} cy={HUB.y + 20} r="150" fill="url(#v52-glow)" />
        {/* The wheel's legs stand still while the wheel turns */}
        <path
          d={`M${HUB.x - 58} 206L${HUB.x} ${HUB.y}L${HUB.x + 58} 206M${HUB.x - 40} 180H${HUB.x + 40}`}
          fill="none"
          stroke="#2a1d4a"
          strokeWidth="6"
          strokeLinejoin="round"
        />
        <g className="v52-wheel">
          <circle cx={HUB.x} cy={HUB.y} r={RIM} fill="none" stroke="#ffd48a" strokeWidth="3" />
          <circle
            cx={HUB.x}
            cy={HUB.y}
            r={RIM - 14}
            fill="none"
            stroke="#c98fd8"
            strokeWidth="1.5"
            opacity="0.8"
          />
          <g stroke="#e7c8ff" strokeWidth="1.2" opacity="0.7">
            {cars.map((c) => (
              <path key={c.i} d={`M${HUB.x} ${HUB.y}L${c.x} ${c.y}`} />
            ))}
          </g>
          {cars.map((c) => (
            <g key={c.i}>
              <circle cx={c.x} cy={c.y} r="11" fill={LANTERN_COLORS[c.i % 4]} opacity="0.22" />
              <circle cx={c.x} cy={c.y} r="6" fill={LANTERN_COLORS[c.i % 4]} />
            </g>
          ))}
          <circle cx={HUB.x} cy={HUB.y} r="10" fill="#ffd48a" />
          <circle cx={HUB.x} cy={HUB.y} r="4" fill="#3a2666" />
        </g>
        {/* A striped tent beside the wheel */}
        <g>
          <path d="M650 204L668 150L700 124L732 150L750 204Z" fill="#f4e6d0" />
          <path
            d="M668 150L700 124L684 204H650ZM700 124L716 204H700ZM700 124L732 150L750 204H734Z"
            fill="#c8455a"
          />
          <path d="M686 204C686 186 714 186 714 204Z" fill="#2a1533" />
          <path d="M700 124V108" stroke="#f4e6d0" strokeWidth="2" />
          <path className="v52-flag" d="M700 108L716 112L700 117Z" fill="#ffd48a" />
        </g>
        {/* The boardwalk on its posts */}
        <path d="M520 206H1200V214H520Z" fill="#3a2652" />
        <path d="M520 206H1200" stroke="#ffd48a" strokeWidth="1" opacity="0.5" />
        <g fill="#2a1d40">
          {[540, 600, 660, 720, 780, 840, 900, 960, 1020, 1080, 1140].map((x) => (
            <rect key={x} x={x} y="214" width="6" height="26" />
          ))}
        </g>
        <rect y="214" width="1200" height="60" fill="url(#v52-water)" opacity="0.92" />
        {/* Lights and the moon shimmering on the water */}
        <g className="v52-shimmer" stroke="#ffd48a" strokeLinecap="round" opacity="0.6">
          <path d="M800 226H860M812 236H848M820 246H840" strokeWidth="2" />
          <path d="M1000 228H1060M1012 240H1048M1022 250H1038" strokeWidth="2" stroke="#fff1c8" />
          <path d="M680 230H720M690 242H710" strokeWidth="2" stroke="#ff9e7a" />
        </g>
      </g>
      <Garland x1={480} y1={26} x2={700} y2={36} sag={26} n={8} />
      <Garland x1={940} y1={34} x2={1200} y2={24} sag={24} n={9} late />
    </svg>
  );
}
