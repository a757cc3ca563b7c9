/** Header art of the event (a simple first draw: a horizon and three lights). */
export function EventV52Art({ page }: { page: string }) {
  return (
    <svg
      viewBox="0 0 1200 260"
      preserveAspectRatio="xMidYMid slice"
      focusable="false"
      data-page={page}
    >
      <rect width="1200" height="260" fill="var(--ev-sky)" />
      <path d="M0 200c200-30 400-30 600 0s400 30 600 0v60H0z" fill="var(--ev-horizon)" />
      <g fill="var(--ev-accent)" opacity="0.7">
        <circle cx="860" cy="90" r="26" />
        <circle cx="960" cy="120" r="14" />
        <circle cx="1060" cy="80" r="20" />
      </g>
    </svg>
  );
}
