import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { useFormat } from '../../../lib/format.js';
import type { GcgBasicInfo } from '../api/gcg-types.js';
import { ProgressRing } from './progress-ring.js';

interface CollectionProps {
  name: string;
  gained: number;
  total: number;
  testId: string;
}

function Collection({ name, gained, total, testId }: CollectionProps) {
  const { t } = useTranslation('tcg');
  const format = useFormat();
  const percent = format.percent(total > 0 ? (gained / total) * 100 : 0);
  return (
    <div
      className="tcg-collection"
      role="group"
      aria-label={t('profile.progressLabel', {
        name,
        gained: format.number(gained),
        total: format.number(total),
      })}
    >
      <ProgressRing value={gained} total={total} label={percent} />
      <div className="tcg-collection__text" aria-hidden="true">
        <span className="tcg-collection__name">{name}</span>
        <span className="tcg-collection__count" data-testid={testId}>
          {t('profile.progress', { gained: format.number(gained), total: format.number(total) })}
        </span>
      </div>
    </div>
  );
}

/** The duelist's name, duel level, the two collections and the card backs collected. */
export function ProfileHeader({ data }: { data: GcgBasicInfo }) {
  const { t } = useTranslation('tcg');
  const format = useFormat();
  const titleId = useId();
  return (
    <section className="tcg-profile" aria-labelledby={titleId}>
      <div className="tcg-profile__id">
        <span className="tcg-profile__emblem" aria-hidden="true">
          <svg viewBox="0 0 48 48">
            <path d="M24 3 42 13v22L24 45 6 35V13z" />
            <path d="M17 16h14v16H17z" className="tcg-profile__emblem-card" />
            <path d="M20 20h8M20 24h8M20 28h5" className="tcg-profile__emblem-line" />
          </svg>
        </span>
        <div>
          <h2 className="tcg-profile__name" id={titleId}>
            {data.nickname}
          </h2>
          <p className="tcg-profile__level" data-testid="tcg-level">
            {t('profile.level', { level: data.level })}
          </p>
        </div>
      </div>
      <div className="tcg-profile__collections">
        <Collection
          name={t('profile.characterCards')}
          gained={data.avatar_card_num_gained}
          total={data.avatar_card_num_total}
          testId="tcg-character-cards"
        />
        <Collection
          name={t('profile.actionCards')}
          gained={data.action_card_num_gained}
          total={data.action_card_num_total}
          testId="tcg-action-cards"
        />
        <div className="tcg-collection tcg-collection--backs">
          <span className="tcg-backs-glyph" aria-hidden="true" />
          <div className="tcg-collection__text">
            <span className="tcg-collection__name">{t('profile.cardBacks')}</span>
            <span className="tcg-collection__count" data-testid="tcg-card-backs">
              {t('profile.progress', {
                gained: format.number(data.card_back_num_gained),
                total: format.number(data.card_back_num_total),
              })}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
