import type { LayoutKind } from '../routes.js';

/**
 * A decorative emblem per layout, drawn in the banner's corner. The monster-vs-monster emblem is the
 * "animated header image" of docs/reference/web-app.md#layouts: it pulses, and its colours follow
 * the `:type`.
 */
export function LayoutMotif({ layout, variant }: { layout: LayoutKind; variant?: string }) {
  const common = {
    className: `layout-motif layout-motif--${layout}${variant ? ` layout-motif--${variant}` : ''}`,
    viewBox: '0 0 120 80',
    'aria-hidden': true,
    focusable: false,
  } as const;
  switch (layout) {
    case 'abyss':
      return (
        <svg {...common}>
          <path
            d="M60 40c0-4 4-7 8-6 6 2 7 9 4 14-4 7-14 8-20 4-9-6-9-19-3-27 8-10 24-10 33-1 11 11 10 29-2 39"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path d="M30 74h60" stroke="currentColor" strokeWidth="1.5" opacity=".5" />
        </svg>
      );
    case 'roleCombat':
      return (
        <svg {...common}>
          <path
            d="M10 4c15 10 20 40 14 72M110 4C95 14 90 44 96 76"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path
            d="M42 26c6 3 12 3 18 0v14c0 8-4 12-9 13-5-1-9-5-9-13zM60 30c6 3 12 3 18 0v14c0 8-4 12-9 13"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      );
    case 'hardChallenge':
      return (
        <svg {...common}>
          <path
            d="M60 8c3 12 16 18 16 34a16 16 0 0 1-32 0c0-8 4-13 8-17 1 5 3 8 5 10-1-11 1-19 3-27z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path
            d="M20 72l12-14 10 8 18-20 18 20 10-8 12 14"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            opacity=".6"
          />
        </svg>
      );
    case 'alchemy':
      return (
        <svg {...common}>
          <path
            d="M52 10h16M55 10v20L40 62a6 6 0 0 0 5 8h30a6 6 0 0 0 5-8L65 30V10"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="56" cy="54" r="3" fill="currentColor" />
          <circle cx="66" cy="48" r="2" fill="currentColor" opacity=".7" />
        </svg>
      );
    case 'monsterVsMonster':
      return (
        <svg {...common}>
          <g className="layout-motif__pulse">
            <path
              d="M30 62 58 18M90 62 62 18"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
            />
            <circle cx="60" cy="16" r="6" fill="currentColor" />
          </g>
          <path d="M20 70h80" stroke="currentColor" strokeWidth="1.5" opacity=".5" />
        </svg>
      );
    case 'fairyTales':
      return (
        <svg {...common}>
          <path
            d="M30 20c10-4 20-4 30 2 10-6 20-6 30-2v44c-10-4-20-4-30 2-10-6-20-6-30-2z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path d="M60 22v44" stroke="currentColor" strokeWidth="1.5" />
          <path d="M92 10l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="currentColor" />
        </svg>
      );
    case 'event':
      return (
        <svg {...common}>
          <circle cx="90" cy="24" r="14" fill="currentColor" opacity=".85" />
          <circle cx="96" cy="20" r="12" fill="#0a0e18" opacity=".9" />
          <path d="M20 10v12M40 10v18M60 10v10" stroke="currentColor" strokeWidth="1.5" />
          <rect x="14" y="22" width="12" height="16" rx="5" fill="currentColor" opacity=".8" />
          <rect x="34" y="28" width="12" height="16" rx="5" fill="currentColor" opacity=".6" />
          <rect x="54" y="20" width="12" height="16" rx="5" fill="currentColor" opacity=".7" />
        </svg>
      );
    case 'standard':
    case 'standalone':
      return (
        <svg {...common}>
          <path d="M60 10l4 22 22 4-22 4-4 22-4-22-22-4 22-4z" fill="currentColor" opacity=".8" />
          <circle cx="92" cy="60" r="2" fill="currentColor" />
          <circle cx="26" cy="18" r="1.5" fill="currentColor" />
        </svg>
      );
  }
}
