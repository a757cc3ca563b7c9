import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useFormat } from '../../../lib/format.js';
import type { CurrentRole } from '../../../lib/session.js';
import { useAchievements, type AchievementCategory } from '../api/get-achievements.js';
import './achievements-block.css';

/** Categories shown before the list is expanded. */
const COLLAPSED = 3;

function CategoryRow({ category }: { category: AchievementCategory }) {
  const { t } = useTranslation('achievements');
  const format = useFormat();
  const pct = Math.min(100, Math.max(0, category.percentage));
  return (
    <li className="ach-row">
      {category.icon ? (
        <img
          className="ach-row__icon"
          src={category.icon}
          alt=""
          width={36}
          height={36}
          loading="lazy"
        />
      ) : (
        <span className="ach-row__icon" />
      )}
      <span className="ach-row__name">{category.name || t('unnamed')}</span>
      <span className="ach-row__count">{format.number(category.finish_num)}</span>
      {category.show_percent ? (
        <span
          className="ach-row__bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          aria-label={t('progressOf', { name: category.name })}
        >
          <span style={{ width: `${pct}%` }} />
        </span>
      ) : (
        <span className="ach-row__bar ach-row__bar--none" aria-hidden="true" />
      )}
      <span className="ach-row__pct">{category.show_percent ? `${pct}%` : '-'}</span>
    </li>
  );
}

/** The overview's achievements: the total and each category's progress (collapsible list). */
export function AchievementsBlock({ role }: { role: CurrentRole }) {
  const { t } = useTranslation(['achievements', 'common', 'errors']);
  const format = useFormat();
  const query = useAchievements(role);
  const [open, setOpen] = useState(false);
  const listId = useId();

  let body;
  if (query.isPending) {
    body = (
      <div className="ach-skeleton" aria-busy="true">
        <span className="visually-hidden">{t('common:state.loading')}</span>
        <Skeleton height="2.5em" width="40%" />
        <Skeleton height="1.2em" />
        <Skeleton height="1.2em" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="ach-error">
        <p>{t('errors:loading_failed')}</p>
        <button type="button" className="ach-toggle" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  } else if (query.data.list.length === 0) {
    body = <EmptyState compact message={t('achievements:empty')} />;
  } else {
    const { list, achievement_num: total } = query.data;
    const shown = open ? list : list.slice(0, COLLAPSED);
    body = (
      <>
        <p className="ach-total">
          <strong className="ach-total__value" data-testid="achievement-total">
            {format.number(total)}
          </strong>
          <span className="ach-total__label">{t('achievements:total')}</span>
        </p>
        <ul className="ach-list" id={listId}>
          {shown.map((c) => (
            <CategoryRow key={c.id} category={c} />
          ))}
        </ul>
        {list.length > COLLAPSED ? (
          <button
            type="button"
            className="ach-toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {open ? t('achievements:less') : t('achievements:more', { count: list.length })}
          </button>
        ) : null}
      </>
    );
  }
  return (
    <Card title={t('achievements:title')} titleId="overview-achievements" className="ach">
      {body}
    </Card>
  );
}
