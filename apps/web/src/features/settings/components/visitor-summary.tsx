import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { Icon, type IconName } from '../../../components/ui/icons.js';
import type { Visibility, VisibilityLine } from '../switches.js';

const ICONS: Readonly<Record<Visibility, IconName>> = {
  visible: 'eye',
  hidden: 'eyeOff',
  onlyYou: 'user',
  off: 'eyeOff',
};

export interface VisitorSummaryProps {
  lines: readonly VisibilityLine[];
  /** A sentence under the list when visitors see nothing at all, and why. */
  note?: string;
}

/** "What visitors see": each part of the chronicle and whether another player can see it. */
export function VisitorSummary({ lines, note }: VisitorSummaryProps) {
  const { t } = useTranslation('settings');
  const titleId = useId();
  return (
    <Card className="settings__card visitor-summary" title={t('visitors.title')} titleId={titleId}>
      <ul className="visitor-summary__list">
        {lines.map((line) => (
          <li
            key={line.item}
            className={`visitor-summary__item visitor-summary__item--${line.visibility}`}
          >
            <span className="visitor-summary__icon">
              <Icon name={ICONS[line.visibility]} />
            </span>
            <span className="visitor-summary__label">{t(`visitors.items.${line.item}`)}</span>
            <span className="visitor-summary__value">
              {t(`visitors.values.${line.visibility}`)}
            </span>
          </li>
        ))}
      </ul>
      {note ? (
        <p className="visitor-summary__note">
          <Icon name="eyeOff" />
          <span>{note}</span>
        </p>
      ) : null}
    </Card>
  );
}
