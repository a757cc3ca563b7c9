import { useTranslation } from '../../../lib/use-translation.js';
import { Portrait } from '../../../components/art/portrait.js';
import { useFormat } from '../../../lib/format.js';
import type { CurrentRole } from '../../../lib/session.js';
import type { IndexData } from '../api/get-index.js';
import '../../../components/ui/role-header.css';

export interface RoleHeaderProps {
  role: CurrentRole;
  indexRole: IndexData['role'] | undefined;
  activeDays: number | null | undefined;
}

/** The overview's hero: head icon, nickname, level, server, uid and days active. */
export function RoleHeader({ role, indexRole, activeDays }: RoleHeaderProps) {
  const { t } = useTranslation(['overview', 'common']);
  const format = useFormat();
  const nickname = indexRole?.nickname || role.nickname;
  const level = indexRole?.level ?? role.level;
  const headIcon = indexRole?.game_head_icon || role.game_head_icon;
  return (
    <section className="role-header" aria-labelledby="role-header-name">
      <Portrait
        className="role-header__head"
        src={headIcon || undefined}
        alt={t('common:account.headIcon', { name: nickname })}
        size={96}
      />
      <div className="role-header__text">
        <h1 className="role-header__name" id="role-header-name">
          {nickname}
        </h1>
        <ul className="role-header__chips">
          <li className="chip chip--accent tabular">{t('common:account.level', { level })}</li>
          <li className="chip">{role.region_name}</li>
          <li className="chip tabular">{t('common:account.uid', { uid: role.game_uid })}</li>
        </ul>
      </div>
      <p className="role-header__days">
        <span className="role-header__days-value tabular">{format.number(activeDays)}</span>
        <span className="role-header__days-label">{t('role.daysActive')}</span>
      </p>
    </section>
  );
}
