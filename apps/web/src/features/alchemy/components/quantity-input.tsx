import { useState } from 'react';

export interface QuantityInputProps {
  value: number;
  max: number;
  label: string;
  onChange: (value: number) => void;
}

/**
 * A number field that lets the player clear it and type a new amount: the text is a draft, and
 * only a whole number from 1 to `max` reaches the plan; leaving the field shows the plan's value.
 */
export function QuantityInput({ value, max, label, onChange }: QuantityInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      className="alchemy-stepper__input"
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      value={draft ?? String(value)}
      aria-label={label}
      onChange={(e) => {
        setDraft(e.target.value);
        const n = Number(e.target.value);
        if (e.target.value !== '' && Number.isInteger(n) && n >= 1) onChange(Math.min(max, n));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
