import { useTranslation } from '../../../lib/use-translation.js';
import { Portrait } from '../../../components/art/portrait.js';
import { useFormat } from '../../../lib/format.js';
import type { CurrentRole } from '../../../lib/session.js';
import type { Bh3IndexData } from '../api/get-bh3-index.js';
import '../../../components/ui/role-header.css';

export interface CaptainHeaderProps {
  role: CurrentRole;
  index: Bh3IndexData;
}

/** The home's hero: the captain's avatar, nickname, level, server, UID, days active and rating. */
export function CaptainHeader({ role, index }: CaptainHeaderProps) {
  const { t } = useTranslation(['bh3', 'common']);
  const format = useFormat();
  const nickname = index.role.nickname || role.nickname;
  const rating = index.preference.comprehensive_rating;
  return (
    <section className="role-header b3-header" aria-labelledby="b3-header-name">
      <Portrait
        className="role-header__head"
        src={index.role.AvatarUrl || role.game_head_icon || undefined}
        alt={t('common:account.headIcon', { name: nickname })}
        size={96}
      />
      <div className="role-header__text">
        <h1 className="role-header__name" id="b3-header-name">
          {nickname}
        </h1>
        <ul className="role-header__chips">
          <li className="chip chip--accent tabular">
            {t('common:account.level', { level: index.role.level })}
          </li>
          <li className="chip">{role.region_name}</li>
          <li className="chip tabular">{t('common:account.uid', { uid: role.game_uid })}</li>
        </ul>
      </div>
      <div className="b3-header__side">
        <p className="b3-header__days">
          <span className="b3-header__days-value tabular">
            {format.number(index.stats.active_day_number)}
          </span>
          <span className="b3-muted">{t('bh3:stats.activeDays')}</span>
        </p>
        {rating ? (
          // A paragraph cannot carry a name of its own, so the spoken form is hidden text.
          <p className="b3-header__rating">
            <span aria-hidden="true">{rating}</span>
            <span className="visually-hidden">{t('bh3:header.rating', { rating })}</span>
          </p>
        ) : null}
      </div>
    </section>
  );
}
