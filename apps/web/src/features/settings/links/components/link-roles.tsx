import { gameById } from '@chronicle/contract';
import { useTranslation } from '../../../../lib/use-translation.js';
import { Icon } from '../../../../components/ui/icons.js';
import type { UpstreamLink } from '../api/upstream-links.js';

/** The game roles a link brought in: game, nickname, level and UID. */
export function LinkRoles({ roles, labelId }: { roles: UpstreamLink['roles']; labelId: string }) {
  const { t } = useTranslation(['links', 'games']);
  if (roles.length === 0) return <p className="link-item__muted">{t('item.noRoles')}</p>;
  return (
    <ul className="link-roles" aria-labelledby={labelId}>
      {roles.map((role) => {
        const game = gameById(role.game_id);
        return (
          <li key={`${role.game_id}:${role.game_role_id}`} className="link-roles__item">
            <span className="link-roles__icon">
              <Icon name="user" />
            </span>
            <span className="link-roles__text">
              <span className="link-roles__game">
                {game ? t(`games:${game.key}.title`) : role.region}
              </span>
              <span className="link-roles__name">{role.nickname || role.game_role_id}</span>
              <span className="link-roles__meta tabular">
                {t('item.level', { level: role.level })} ·{' '}
                {t('item.roleUid', { uid: role.game_role_id })}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
