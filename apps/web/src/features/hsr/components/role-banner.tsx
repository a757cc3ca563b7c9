import { useTranslation } from '../../../lib/use-translation.js';
import { Portrait } from '../../../components/art/portrait.js';
import { useFormat } from '../../../lib/format.js';
import type { CurrentRole } from '../../../lib/session.js';
import type { HsrBasicInfo } from '../api/get-hsr-basic-info.js';
import '../../../components/ui/role-header.css';

export interface RoleBannerProps {
  role: CurrentRole;
  basic: HsrBasicInfo | undefined;
  activeDays: number;
}

/** The home's hero: profile icon, nickname, Transit level, server, UID and days active. */
export function RoleBanner({ role, basic, activeDays }: RoleBannerProps) {
  const { t } = useTranslation(['hsr', 'common']);
  const format = useFormat();
  const nickname = basic?.nickname || role.nickname;
  const level = basic?.level ?? role.level;
  return (
    <section className="role-header hsr-banner" aria-labelledby="hsr-banner-name">
      <Portrait
        className="role-header__head hsr-banner__head"
        src={basic?.avatar || role.game_head_icon || undefined}
        alt={t('common:account.headIcon', { name: nickname })}
        size={96}
      />
      <div className="role-header__text">
        <h1 className="role-header__name" id="hsr-banner-name">
          {nickname}
        </h1>
        <ul className="role-header__chips">
          <li className="hsr-chip hsr-chip--accent tabular">{t('hsr:role.level', { level })}</li>
          <li className="hsr-chip">{role.region_name}</li>
          <li className="hsr-chip tabular">{t('common:account.uid', { uid: role.game_uid })}</li>
        </ul>
      </div>
      <p className="role-header__days">
        <span className="role-header__days-value tabular">{format.number(activeDays)}</span>
        <span className="role-header__days-label">{t('hsr:stats.active_days')}</span>
      </p>
    </section>
  );
}
