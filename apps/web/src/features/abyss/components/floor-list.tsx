import { formatDate, wallClockFromUnix } from '@chronicle/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { Icon } from '../../../components/ui/icons.js';
import type { AbyssFloor } from '../api/get-spiral-abyss.js';
import { ChamberCard } from './chamber-card.js';
import { StarRating } from './star-rating.js';
import './floors.css';

function Disorders({ floor }: { floor: AbyssFloor }) {
  const { t } = useTranslation('abyss');
  const groups = [
    { key: 'all', label: null, lines: floor.ley_line_disorder },
    { key: 'upper', label: t('floors.disorderUpper'), lines: floor.ley_line_disorder_upper },
    { key: 'lower', label: t('floors.disorderLower'), lines: floor.ley_line_disorder_lower },
  ].filter((group) => group.lines.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="abyss-disorder">
      <h4 className="abyss-disorder__title">{t('floors.disorder')}</h4>
      {groups.map((group) => (
        <div key={group.key} className="abyss-disorder__group">
          {group.label ? <span className="abyss-disorder__half">{group.label}</span> : null}
          <ul className="abyss-disorder__list">
            {group.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function FloorSection({ floor }: { floor: AbyssFloor }) {
  const { t } = useTranslation('abyss');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const settled = floor.settle_date_time ?? wallClockFromUnix(floor.settle_time);
  const chambers = [...floor.levels].sort((a, b) => a.index - b.index);
  return (
    <li className={`abyss-floor${open ? ' abyss-floor--open' : ''}`}>
      <h3 className="abyss-floor__heading">
        <button
          type="button"
          className="abyss-floor__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="abyss-floor__badge" aria-hidden="true">
            {floor.index}
          </span>
          <span className="abyss-floor__name">{t('floors.floor', { index: floor.index })}</span>
          <StarRating star={floor.star} max={floor.max_star} size="sm" />
          <span className="abyss-floor__count" aria-hidden="true">
            {floor.star}/{floor.max_star}
          </span>
          <span className="abyss-floor__date">
            {settled ? t('floors.cleared', { date: formatDate(settled) }) : null}
          </span>
          <Icon name="chevronDown" />
        </button>
      </h3>
      <div className="abyss-floor__panel" id={panelId} hidden={!open}>
        {open ? (
          <>
            <Disorders floor={floor} />
            <div className="abyss-floor__chambers">
              {chambers.map((chamber) => (
                <ChamberCard key={chamber.index} chamber={chamber} />
              ))}
            </div>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** Every recorded floor, deepest last, each a collapsible list of its chambers. */
export function FloorList({ floors }: { floors: readonly AbyssFloor[] }) {
  const { t } = useTranslation('abyss');
  const titleId = useId();
  const sorted = [...floors].sort((a, b) => a.index - b.index);
  return (
    <Card title={t('floors.title')} titleId={titleId} className="abyss-floors">
      {sorted.length > 0 ? (
        <ol className="abyss-floors__list">
          {sorted.map((floor) => (
            <FloorSection key={floor.index} floor={floor} />
          ))}
        </ol>
      ) : (
        <p className="abyss-floors__none">{t('floors.empty')}</p>
      )}
    </Card>
  );
}
