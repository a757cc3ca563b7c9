import { Icon } from '../../../components/ui/icons.js';

/** The owner's reminder that a block is hidden from visitors. */
export function HiddenBadge({ label }: { label: string }) {
  return (
    <span className="tcg-hidden-badge">
      <Icon name="eyeOff" />
      {label}
    </span>
  );
}
