import './stat-tile.css';

export interface StatTileProps {
  label: string;
  /** Already formatted for the language. */
  value: string;
}

/** One label and value pair of a `<dl>`, on a quiet tile with the value large above its label. */
export function StatTile({ label, value }: StatTileProps) {
  return (
    <div className="stat-tile">
      <dt>{label}</dt>
      <dd className="tabular">{value}</dd>
    </div>
  );
}
