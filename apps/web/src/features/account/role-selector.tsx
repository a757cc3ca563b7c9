import { CONSTANTS, type GameConfig } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.js';
import { Icon } from '../../components/ui/icons.js';
import { Sheet } from '../../components/ui/sheet.js';
import { useDismiss } from '../../components/ui/use-dismiss.js';
import { saveCachedRole } from '../../lib/role-store.js';
import { gameRolesQueryOptions, type GameRole } from '../../lib/session.js';
import { useShell } from '../../lib/shell.js';
import { throttle } from '../../lib/throttle.js';
import '../../components/ui/menu.css';
import './account.css';

export interface RoleSelectorProps {
  game: GameConfig;
  /** The owner's community uid (the cached role's `aid`). */
  aid: string;
  currentGameUid: string;
  /** Icon-only trigger (the mobile account card). */
  compact?: boolean;
  /**
   * Called after the owner picked a role with another game uid (spec §4: the shell drops the
   * share-image cache here).
   */
  onSwitch?: (role: GameRole) => void;
}

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

/**
 * The owner's role selector (spec §2, §4): lists the account's roles in this game; picking one with
 * another game uid becomes the current role and is cached. Opens at most once per 300 ms (§5).
 */
export function RoleSelector({
  game,
  aid,
  currentGameUid,
  compact = false,
  onSwitch,
}: RoleSelectorProps) {
  const { t } = useTranslation();
  const shell = useShell();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const roles = useQuery({ ...gameRolesQueryOptions(game.gameBiz), enabled: open });
  useDismiss(open && shell === 'desktop', rootRef, () => setOpen(false), triggerRef);

  const toggle = useMemo(
    () => throttle(() => setOpen((value) => !value), CONSTANTS.roleSelectorDebounceMs),
    [],
  );

  const pick = (role: GameRole) => {
    setOpen(false);
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

  return (
    <div className="menu role-selector" ref={rootRef}>
      <Button
        ref={triggerRef}
        variant="secondary"
        size="sm"
        icon="swap"
        iconOnly={compact}
        aria-label={compact ? t('account.roleSelector.button') : undefined}
        title={compact ? t('account.roleSelector.button') : undefined}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-guide="role_switch"
        onClick={toggle}
      >
        {t('account.roleSelector.button')}
      </Button>
      {shell === 'mobile' ? (
        <Sheet
          open={open}
          onClose={() => setOpen(false)}
          title={t('account.roleSelector.title')}
          closeLabel={t('actions.close')}
        >
          {body}
        </Sheet>
      ) : open ? (
        <div
          className="menu__panel role-selector__panel"
          role="dialog"
          aria-label={t('account.roleSelector.title')}
        >
          <p className="role-selector__title">{t('account.roleSelector.title')}</p>
          {body}
        </div>
      ) : null}
    </div>
  );
}
