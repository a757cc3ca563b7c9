/** Chronicle's own mark: an open book under a guiding star. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#141d31" />
      <path
        d="M14 20c6-2 12-2 18 1 6-3 12-3 18-1v26c-6-2-12-2-18 1-6-3-12-3-18-1z"
        fill="none"
        stroke="#d3bc8e"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M32 21v26" stroke="#d3bc8e" strokeWidth="2" />
      <path d="M32 8l1.8 5.2L39 15l-5.2 1.8L32 22l-1.8-5.2L25 15l5.2-1.8z" fill="#fff1cf" />
    </svg>
  );
}
