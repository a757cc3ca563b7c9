import type { ReactNode } from 'react';
import { elementGlyphUrl } from '../../../lib/art.js';
import type { StatKey } from '../stat-order.js';

/** Sigil statistics show their element's glyph. */
const SIGIL_ELEMENT: Partial<Record<StatKey, string>> = {
  anemoculus_number: 'Anemo',
  geoculus_number: 'Geo',
  electroculus_number: 'Electro',
  dendroculus_number: 'Dendro',
  hydroculus_number: 'Hydro',
  pyroculus_number: 'Pyro',
};

const CHEST_TONE: Partial<Record<StatKey, string>> = {
  luxurious_chest_number: '#f0c274',
  precious_chest_number: '#c9a7f0',
  exquisite_chest_number: '#8fd0f0',
  common_chest_number: '#c8ced8',
  magic_chest_number: '#86dcae',
};

const chest = (tone: string) => (
  <>
    <path
      d="M4 10.5h16V19a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z"
      fill={tone}
      fillOpacity=".22"
      stroke={tone}
    />
    <path d="M4 10.5 5.5 6a2 2 0 0 1 1.9-1.4h9.2A2 2 0 0 1 18.5 6l1.5 4.5" stroke={tone} />
    <rect x="10.3" y="9" width="3.4" height="4" rx=".8" fill={tone} />
  </>
);

const DRAWN: Partial<Record<StatKey, ReactNode>> = {
  active_day_number: (
    <>
      <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
      <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
      <path d="m9.5 14.8 1.8 1.7 3.4-3.5" />
    </>
  ),
  achievement_number: (
    <>
      <path d="M7.5 4h9v5a4.5 4.5 0 0 1-9 0z" />
      <path d="M7.5 6H4.5a3 3 0 0 0 3 4M16.5 6h3a3 3 0 0 1-3 4M12 13.5V17M8.5 20h7l-1-3h-5z" />
    </>
  ),
  avatar_number: (
    <>
      <circle cx="9" cy="9" r="3.2" />
      <path d="M3.5 19c.8-3.2 2.9-5 5.5-5s4.7 1.8 5.5 5" />
      <circle cx="16.5" cy="8" r="2.6" />
      <path d="M15.2 13.2c2.6-.4 4.6 1.3 5.3 4.3" />
    </>
  ),
  full_fetter_avatar_num: (
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" />
  ),
  spiral_abyss: (
    <>
      <path d="M12 12.5c0-1 .9-1.7 1.8-1.4 1.3.4 1.6 2 .9 3.1-1 1.6-3.3 1.8-4.7.8-2-1.4-2.1-4.3-.6-6.1 2-2.4 5.7-2.4 7.8-.3 2.6 2.6 2.3 7-.5 9.4" />
      <path d="M5 20.5h14" />
    </>
  ),
  role_combat: (
    <>
      <path d="M4.5 5.5c2.5 1 5 1 7.5 0v6.5c0 3-1.7 5-3.8 5.5-2.1-.5-3.7-2.5-3.7-5.5z" />
      <path d="M12 8.5c2.5 1 5 1 7.5 0V15c0 3-1.7 5-3.8 5.5-1.6-.4-2.9-1.6-3.5-3.4" />
      <path d="M6.5 10h1.5M9.5 10H11M14 13h1.5M17 13h1.5" />
    </>
  ),
  hard_challenge: (
    <>
      <path d="M12 3.5c.8 3.2 4.5 4.8 4.5 9.2a4.5 4.5 0 0 1-9 0c0-2.2 1.2-3.6 2.3-4.6.1 1.4.6 2.3 1.3 2.8-.2-3 .2-5.3.9-7.4z" />
      <path d="M5 20.5h14" />
    </>
  ),
  way_point_number: (
    <>
      <path d="M12 21s-6-5.5-6-10.5a6 6 0 0 1 12 0C18 15.5 12 21 12 21z" />
      <path d="M12 7.5v5M9.5 10h5" />
    </>
  ),
  domain_number: (
    <>
      <path d="M4.5 20V9.5L12 4l7.5 5.5V20" />
      <path d="M9 20v-5.5a3 3 0 0 1 6 0V20M3 20h18" />
    </>
  ),
  moonoculus_number: (
    <path
      d="M15.5 4.5a8 8 0 1 0 4 11.2 6.5 6.5 0 0 1-4-11.2z"
      fill="#c9d6ff"
      fillOpacity=".25"
      stroke="#c9d6ff"
    />
  ),
};

/** The small icon in front of a statistic's label. */
export function StatIcon({ stat }: { stat: StatKey }) {
  const element = SIGIL_ELEMENT[stat];
  if (element) {
    const src = elementGlyphUrl(element);
    return src ? <img className="stat-icon" src={src} alt="" width={20} height={20} /> : null;
  }
  const tone = CHEST_TONE[stat];
  return (
    <svg
      className="stat-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {tone ? chest(tone) : DRAWN[stat]}
    </svg>
  );
}
