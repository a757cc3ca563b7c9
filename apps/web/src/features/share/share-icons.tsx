import type { ReactNode } from 'react';

/**
 * Icons only the share menu and preview use, drawn like components/ui/icons.tsx (24-unit strokes in
 * currentColor). They live here, in the lazily loaded share chunk, to keep the first page load small.
 */
export type ShareIconName = 'link' | 'people' | 'chat' | 'image' | 'download';

const PATHS: Record<ShareIconName, ReactNode> = {
  link: (
    <path d="M10.2 13.8a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2m1.8 3.9a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2" />
  ),
  people: (
    <path d="M12.3 8.5a3.3 3.3 0 1 1-6.6 0 3.3 3.3 0 1 1 6.6 0zM3 19.5c.8-3.3 3.1-5 6-5s5.2 1.7 6 5m.5-13.9a3.1 3.1 0 0 1 0 5.8m2 3.4c1.8.6 3 2.1 3.5 4.7" />
  ),
  chat: (
    <path d="M5 5.5h14a1.5 1.5 0 0 1 1.5 1.5v8.5a1.5 1.5 0 0 1-1.5 1.5h-7.5L7 20.5V17H5a1.5 1.5 0 0 1-1.5-1.5V7A1.5 1.5 0 0 1 5 5.5z" />
  ),
  image: (
    <path d="M6 4.5h12A2.5 2.5 0 0 1 20.5 7v10a2.5 2.5 0 0 1-2.5 2.5H6A2.5 2.5 0 0 1 3.5 17V7A2.5 2.5 0 0 1 6 4.5zM10.8 10a1.8 1.8 0 1 1-3.6 0 1.8 1.8 0 1 1 3.6 0zM4 17.5l5-4.5 3.5 3 3-2.5 4.5 3.8" />
  ),
  download: <path d="M12 4v11m-4.5-4.5L12 15l4.5-4.5m-12 9h15" />,
};

/** One share icon; decorative (the control around it carries the name). */
export function ShareIcon({ name, className }: { name: ShareIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
