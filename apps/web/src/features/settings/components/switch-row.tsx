import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Icon } from '../../../components/ui/icons.js';
import { useChangeDataSwitch } from '../api/change-data-switch.js';
import type { DataSwitch } from '../switches.js';
import { PrivacyToggle } from './privacy-toggle.js';

export interface SwitchRowProps {
  uid: string;
  gameId: number;
  entry: DataSwitch;
  title: string;
  description?: string;
  /** Shown under the description, e.g. that the switch has no effect right now. */
  hint?: string;
  /**
   * The toggle is on while the switch is off: the UID switch is public by default and reads "Hide
   * my UID", so turning the toggle on stores `is_public: false`.
   */
  inverted?: boolean;
}

/** One privacy switch: its title and what it does, and the toggle that saves it. */
export function SwitchRow({
  uid,
  gameId,
  entry,
  title,
  description,
  hint,
  inverted = false,
}: SwitchRowProps) {
  const { t } = useTranslation('settings');
  const on = inverted ? !entry.is_public : entry.is_public;
  const change = useChangeDataSwitch(uid, gameId);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [descriptionId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <li className={`switch-row${on ? ' switch-row--on' : ''}`}>
      <div className="switch-row__text">
        <label className="switch-row__title" id={titleId} htmlFor={`${id}-toggle`}>
          {title}
        </label>
        {description ? (
          <p className="switch-row__description" id={descriptionId}>
            {description}
          </p>
        ) : null}
        {hint ? (
          <p className="switch-row__hint" id={hintId}>
            <Icon name="info" />
            <span>{hint}</span>
          </p>
        ) : null}
      </div>
      <div className="switch-row__control">
        <span className="switch-row__state" aria-hidden="true">
          {change.isPending ? t('switch.saving') : on ? t('switch.on') : t('switch.off')}
        </span>
        <PrivacyToggle
          id={`${id}-toggle`}
          checked={on}
          labelledBy={titleId}
          describedBy={describedBy}
          busy={change.isPending}
          onChange={(checked) =>
            change.mutate({ switch_id: entry.switch_id, is_public: inverted ? !checked : checked })
          }
        />
      </div>
    </li>
  );
}
