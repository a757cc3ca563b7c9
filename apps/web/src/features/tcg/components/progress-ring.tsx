/** A ring that fills with the share collected; the numbers beside it carry the meaning. */
export function ProgressRing({
  value,
  total,
  label,
}: {
  value: number;
  total: number;
  /** The share as the page formats percentages (docs/reference/web-app.md#formatting). */
  label: string;
}) {
  const share = total > 0 ? Math.min(1, Math.max(0, value / total)) : 0;
  const r = 26;
  const length = 2 * Math.PI * r;
  return (
    <svg className="tcg-ring" viewBox="0 0 64 64" aria-hidden="true">
      <circle className="tcg-ring__track" cx="32" cy="32" r={r} />
      <circle
        className="tcg-ring__fill"
        cx="32"
        cy="32"
        r={r}
        strokeDasharray={`${(share * length).toFixed(2)} ${length.toFixed(2)}`}
        transform="rotate(-90 32 32)"
      />
      <text className="tcg-ring__text" x="32" y="36" textAnchor="middle">
        {label}
      </text>
    </svg>
  );
}
