const WHEEL = { cx: 820, cy: 112, r: 76 };
const CARS = [
  '#ff8a5c',
  '#8fe3ff',
  '#ffd45c',
  '#c28bff',
  '#7fe08a',
  '#ff6f91',
  '#8fe3ff',
  '#ffd45c',
];

/** Spokes and cars of the big wheel, in its own coordinates. */
function Wheel() {
  const { cx, cy, r } = WHEEL;
  return (
    <g className="adv-wheel">
      <circle cx={cx} cy={cy} r={r} fill="none" stroke="#f3e9d8" strokeWidth="4" />
      <circle cx={cx} cy={cy} r={r - 12} fill="none" stroke="#f3e9d8" strokeWidth="1.5" />
      {CARS.map((color, i) => {
        const a = (i / CARS.length) * Math.PI * 2;
        const x = cx + Math.cos(a) * r;
        const y = cy + Math.sin(a) * r;
        return (
          <g key={color + String(i)}>
            <path d={`M${cx} ${cy}L${x} ${y}`} stroke="#f3e9d8" strokeWidth="1.5" />
            <circle cx={x} cy={y} r="9" fill={color} stroke="#2a2030" strokeWidth="1.5" />
          </g>
        );
      })}
      <circle cx={cx} cy={cy} r="9" fill="#ffd45c" stroke="#2a2030" strokeWidth="2" />
    </g>
  );
}

/** Triangle flags hanging from a sagging string between two points. */
function Bunting({ from, to, sag }: { from: [number, number]; to: [number, number]; sag: number }) {
  const colors = ['#ff6f61', '#ffd45c', '#8fe3ff', '#7fe08a', '#c28bff'];
  const [x1, y1] = from;
  const [x2, y2] = to;
  const count = Math.round((x2 - x1) / 34);
  const at = (t: number): [number, number] => [
    x1 + (x2 - x1) * t,
    y1 + (y2 - y1) * t + sag * 4 * t * (1 - t),
  ];
  return (
    <g>
      <path
        d={`M${x1} ${y1}Q${(x1 + x2) / 2} ${(y1 + y2) / 2 + sag * 2} ${x2} ${y2}`}
        stroke="#f3e9d8"
        strokeWidth="1.2"
        fill="none"
        opacity="0.8"
      />
      {Array.from({ length: count }, (_, i) => {
        const [x, y] = at((i + 0.5) / count);
        return (
          <path
            key={i}
            d={`M${x - 8} ${y}h16l-8 14z`}
            fill={colors[i % colors.length]}
            opacity="0.9"
          />
        );
      })}
    </g>
  );
}

/**
 * Grand Fair: a fairground at dusk, a big wheel turning slowly over a striped tent, bunting, a
 * target on its stand and wind gliders racing through rings in the sky.
 */
export function AdventureArt({ page }: { page: string }) {
  const { cx, cy } = WHEEL;
  return (
    <svg
      viewBox="0 0 1200 260"
      preserveAspectRatio="xMidYMid slice"
      focusable="false"
      data-page={page}
    >
      <defs>
        <linearGradient id="adv-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#152c45" />
          <stop offset="0.55" stopColor="#2f5f78" />
          <stop offset="0.9" stopColor="#e6a374" />
        </linearGradient>
        <radialGradient id="adv-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffe2b0" stopOpacity="0.9" />
          <stop offset="1" stopColor="#ffb27a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="adv-tent" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#000" stopOpacity="0.25" />
          <stop offset="0.5" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.3" />
        </linearGradient>
      </defs>
      <rect width="1200" height="260" fill="url(#adv-sky)" />
      <circle cx={cx} cy="210" r="160" fill="url(#adv-sun)" />

      {/* Gliders and their rings above the fair. */}
      <g fill="none" stroke="#8fe3ff" strokeWidth="3" opacity="0.85">
        <ellipse cx="980" cy="70" rx="9" ry="20" />
        <ellipse cx="1060" cy="52" rx="8" ry="17" />
        <ellipse cx="1132" cy="40" rx="7" ry="14" />
      </g>
      <g className="adv-glide">
        <path d="M926 84l26-6 10-10 4 12 16 2-16 4-8 10z" fill="#f3e9d8" />
        <path d="M952 78l-18 14" stroke="#f3e9d8" strokeWidth="1" opacity="0.6" />
      </g>
      <path
        d="M600 60c30-20 70-24 110-14"
        stroke="#f3e9d8"
        strokeWidth="1"
        strokeDasharray="3 6"
        fill="none"
        opacity="0.5"
      />
      <path d="M710 44l18-4 6-7 3 8 11 2-11 3-6 6z" fill="#f3e9d8" opacity="0.8" />

      {/* The big wheel: legs, then the turning rim. */}
      <g stroke="#2a2030" strokeWidth="6" strokeLinecap="round">
        <path d={`M${cx} ${cy}L${cx - 46} 212M${cx} ${cy}L${cx + 46} 212`} />
      </g>
      <Wheel />

      <Bunting from={[884, 52]} to={[1200, 40]} sag={10} />

      {/* Striped tent with its pennant. */}
      <g>
        <path d="M574 212v-40h132v40z" fill="#e6d9c2" />
        <path
          d="M590 212v-40h16v40zM622 212v-40h16v40zM654 212v-40h16v40zM686 212v-40h16v40z"
          fill="#c8503f"
        />
        <path d="M626 212c0-18 6-28 14-28s14 10 14 28z" fill="#2a2030" />
        <path d="M562 174l78-50 78 50z" fill="#c8503f" />
        <path d="M640 124l-26 50h16zM640 124l8 50h16zM640 124l42 50h16z" fill="#e6d9c2" />
        <path d="M562 174h156v5H562z" fill="url(#adv-tent)" />
        <path d="M640 124v-20" stroke="#2a2030" strokeWidth="2" />
        <path className="adv-flag" d="M640 104l16 5-16 6z" fill="#ffd45c" />
      </g>

      {/* Target on its stand. */}
      <g transform="translate(912 182)">
        <path d="M-12 30l12-24 12 24" stroke="#2a2030" strokeWidth="3.5" fill="none" />
        <circle r="17" fill="#f3e9d8" />
        <circle r="11.5" fill="#e0523f" />
        <circle r="6" fill="#f3e9d8" />
        <circle r="2.5" fill="#e0523f" />
      </g>

      {/* Ground and lamp posts. */}
      <path d="M0 212c300-8 600-8 1200 0v48H0z" fill="#23384a" />
      <g fill="#ffd45c">
        <circle cx="500" cy="176" r="5" />
        <circle cx="740" cy="176" r="5" />
        <circle cx="1170" cy="176" r="5" />
      </g>
      <g stroke="#2a2030" strokeWidth="3">
        <path d="M500 181v31M740 181v31M1170 181v31" />
      </g>
    </svg>
  );
}
