/** Which illustration a guide section carries. */
export type ExplainArtKind = 'periods' | 'stars' | 'floors' | 'ranks' | 'history';

const common = {
  className: 'abyss-art',
  viewBox: '0 0 120 90',
  'aria-hidden': true,
  focusable: false,
} as const;

/** Small original line drawings for the guide's sections; decoration only. */
export function ExplainArt({ kind }: { kind: ExplainArtKind }) {
  switch (kind) {
    case 'periods':
      // A cycle arrow around a moon: the spire resets on a schedule.
      return (
        <svg {...common}>
          <path
            d="M92 45a32 32 0 1 1-9.4-22.6"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <path d="M84 10v14H70" fill="none" stroke="currentColor" strokeWidth="3" />
          <circle cx="60" cy="45" r="13" fill="currentColor" opacity=".85" />
          <circle cx="66" cy="40" r="11" className="abyss-art__cut" />
        </svg>
      );
    case 'stars':
      // Three stars above three chamber doors.
      return (
        <svg {...common}>
          {[30, 60, 90].map((x, i) => (
            <g key={x}>
              <path
                d={`M${x} ${14 - (i === 1 ? 6 : 0)}l3.5 7 7.5 1-5.5 5 1.5 7.5-7-3.8-7 3.8 1.5-7.5-5.5-5 7.5-1z`}
                className="abyss-art__star"
              />
              <path
                d={`M${x - 11} 80V58a11 11 0 0 1 22 0v22`}
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              />
            </g>
          ))}
          <path d="M10 80h100" stroke="currentColor" strokeWidth="2" opacity=".5" />
        </svg>
      );
    case 'floors':
      // Four tiers sinking deeper, the lowest glowing.
      return (
        <svg {...common}>
          {[0, 1, 2, 3].map((i) => (
            <rect
              key={i}
              x={22 + i * 6}
              y={10 + i * 19}
              width={76 - i * 12}
              height="14"
              rx="4"
              fill="currentColor"
              opacity={0.35 + i * 0.2}
            />
          ))}
        </svg>
      );
    case 'ranks':
      // A podium of bars with a crowned first place.
      return (
        <svg {...common}>
          <rect x="18" y="46" width="24" height="34" rx="3" fill="currentColor" opacity=".55" />
          <rect x="48" y="28" width="24" height="52" rx="3" fill="currentColor" opacity=".9" />
          <rect x="78" y="56" width="24" height="24" rx="3" fill="currentColor" opacity=".4" />
          <path d="M50 20l5-8 5 6 5-6 5 8z" className="abyss-art__star" />
        </svg>
      );
    case 'history':
      // A stack of period cards, the front one marked.
      return (
        <svg {...common}>
          <rect x="34" y="12" width="60" height="40" rx="6" fill="currentColor" opacity=".3" />
          <rect x="28" y="24" width="60" height="40" rx="6" fill="currentColor" opacity=".55" />
          <rect
            x="22"
            y="36"
            width="60"
            height="40"
            rx="6"
            className="abyss-art__card"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path
            d="M34 56l8 8 16-16"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </svg>
      );
  }
}
