/** Summertime sailing: a low sun over layered waves, two isles and a small sail drifting. */
export function SummerArt() {
  return (
    <svg viewBox="0 0 1200 260" preserveAspectRatio="xMidYMid slice" focusable="false">
      <defs>
        <linearGradient id="sv2-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1d5c8f" />
          <stop offset="0.6" stopColor="#4aa3c9" />
          <stop offset="1" stopColor="#ffd59a" />
        </linearGradient>
        <radialGradient id="sv2-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff6d6" />
          <stop offset="0.55" stopColor="#ffd27a" />
          <stop offset="1" stopColor="#ffb45a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="260" fill="url(#sv2-sky)" />
      <circle cx="930" cy="150" r="120" fill="url(#sv2-sun)" />
      <path d="M640 170c40-46 90-64 140-40 30 14 48 30 70 40z" fill="#1f6b62" />
      <path d="M1020 176c26-30 64-40 96-24 20 10 34 18 50 24z" fill="#185850" />
      <g className="ev-art-drift">
        <path d="M800 168l34-64v64z" fill="#fff8ea" />
        <path d="M838 168l24-40v40z" fill="#ffe2b8" />
        <path d="M790 170h84l-12 12h-60z" fill="#7a3f24" />
      </g>
      <path
        className="ev-art-wave"
        d="M0 182c60-10 120 10 180 0 s120-10 180 0 120 10 180 0 120 -10 180 0 120 10 180 0 120 -10 180 0 120 10 180 0 120 -10 180 0 120 10 180 0 120 -10 180 0v80H0z"
        fill="#2a7fb0"
        opacity="0.85"
      />
      <path
        className="ev-art-wave ev-art-wave--slow"
        d="M0 206c50-8 100 8 150 0s100-8 150 0 100 8 150 0 100-8 150 0 100 8 150 0 100-8 150 0 100 8 150 0 100-8 150 0 100 8 150 0v60H0z"
        fill="#1b5f8c"
      />
      <g fill="#fff" opacity="0.7">
        <circle cx="300" cy="60" r="2" />
        <circle cx="420" cy="40" r="1.5" />
        <circle cx="520" cy="74" r="1.5" />
      </g>
    </svg>
  );
}
