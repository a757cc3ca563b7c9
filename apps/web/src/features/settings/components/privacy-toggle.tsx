export interface PrivacyToggleProps {
  id: string;
  checked: boolean;
  /** Ids of the visible title and the description lines. */
  labelledBy: string;
  describedBy?: string;
  busy?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off switch: a native button (Space and Enter work, it takes focus) with the switch role,
 * its state in `aria-checked`, drawn as a track with a knob. While a change is saving it is
 * `aria-disabled` rather than `disabled`, so the keyboard focus stays on it.
 */
export function PrivacyToggle({
  id,
  checked,
  labelledBy,
  describedBy,
  busy = false,
  onChange,
}: PrivacyToggleProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      className={`privacy-toggle${checked ? ' privacy-toggle--on' : ''}${busy ? ' privacy-toggle--busy' : ''}`}
      onClick={() => {
        if (!busy) onChange(!checked);
      }}
    >
      <span className="privacy-toggle__track" aria-hidden="true">
        <span className="privacy-toggle__knob" />
      </span>
    </button>
  );
}
