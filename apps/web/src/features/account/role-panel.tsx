import type { GameConfig } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.js';
import { Icon } from '../../components/ui/icons.js';
import { Sheet } from '../../components/ui/sheet.js';
import { saveCachedRole } from '../../lib/role-store.js';
import { gameRolesQueryOptions, type GameRole } from '../../lib/session.js';
import type { ShellKind } from '../../lib/shell.js';

function RoleList({
  roles,
  currentGameUid,
  onPick,
}: {
  roles: readonly GameRole[];
  currentGameUid: string;
  onPick: (role: GameRole) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="role-list">
      {roles.map((role) => {
        const current = role.game_uid === currentGameUid;
        return (
          <li key={`${role.region}:${role.game_uid}`}>
            <button
              type="button"
              className="menu__item role-list__item"
              aria-current={current ? 'true' : undefined}
              onClick={() => onPick(role)}
            >
              <span className="role-list__text">
                <span className="role-list__name">
                  {role.nickname}
                  <span className="role-list__level tabular">
                    {t('account.level', { level: role.level })}
                  </span>
                </span>
                <span className="role-list__meta tabular">
                  {role.region_name} · {t('account.uid', { uid: role.game_uid })}
                </span>
              </span>
              {current ? (
                <span className="menu__check">
                  <Icon name="check" />
                  <span className="visually-hidden">{t('account.roleSelector.current')}</span>
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export interface RolePanelProps {
  game: GameConfig;
  aid: string;
  currentGameUid: string;
  shell: ShellKind;
  open: boolean;
  onClose: () => void;
  onSwitch?: ((role: GameRole) => void) | undefined;
}

/**
 * The role selector's list (loaded when it first opens): the account's roles in this game; picking
 * one with another game uid becomes the current role and is cached
 * (docs/reference/web-app.md#role-switch).
 */
export function RolePanel({
  game,
  aid,
  currentGameUid,
  shell,
  open,
  onClose,
  onSwitch,
}: RolePanelProps) {
  const { t } = useTranslation();
  const roles = useQuery({ ...gameRolesQueryOptions(game.gameBiz), enabled: open });

  const pick = (role: GameRole) => {
    onClose();
    if (role.game_uid === currentGameUid) return;
    saveCachedRole(game.id, {
      aid,
      game_role_id: role.game_uid,
      level: role.level,
      region: role.region,
      region_name: role.region_name,
      nickname: role.nickname,
    });
    onSwitch?.(role);
  };

  const body = roles.isPending ? (
    <p className="role-list__status">{t('account.roleSelector.loading')}</p>
  ) : roles.isError ? (
    <p className="role-list__status">{t('account.roleSelector.failed')}</p>
  ) : roles.data.list.length === 0 ? (
    <p className="role-list__status">{t('account.roleSelector.empty')}</p>
  ) : (
    <RoleList roles={roles.data.list} currentGameUid={currentGameUid} onPick={pick} />
  );

  if (shell === 'mobile') {
    return (
      <Sheet
        open={open}
        onClose={onClose}
        title={t('account.roleSelector.title')}
        closeLabel={t('actions.close')}
      >
        {body}
      </Sheet>
    );
  }
  return open ? (
    <div
      className="menu__panel role-selector__panel"
      role="dialog"
      aria-label={t('account.roleSelector.title')}
    >
      <p className="role-selector__title">{t('account.roleSelector.title')}</p>
      {body}
    </div>
  ) : null;
}
