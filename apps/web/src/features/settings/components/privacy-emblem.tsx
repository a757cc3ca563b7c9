/** The settings heading's emblem: a shield with an eye, drawn for Chronicle in the game accent. */
export function PrivacyEmblem() {
  return (
    <svg className="privacy-emblem" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        className="privacy-emblem__fill"
        d="M24 5.5 38.5 11v11.2c0 9-5.9 15.8-14.5 19.3C15.4 38 9.5 31.2 9.5 22.2V11z"
      />
      <path
        d="M24 5.5 38.5 11v11.2c0 9-5.9 15.8-14.5 19.3C15.4 38 9.5 31.2 9.5 22.2V11z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="M15.5 22.5c2.3-3.6 5.1-5.4 8.5-5.4s6.2 1.8 8.5 5.4c-2.3 3.6-5.1 5.4-8.5 5.4s-6.2-1.8-8.5-5.4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="22.5" r="2.6" fill="currentColor" />
    </svg>
  );
}
