import { CONSTANTS, type GameConfig } from '@chronicle/contract';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { useDismiss } from '../../components/ui/use-dismiss.js';
import type { GameRole } from '../../lib/session.js';
import { useShell } from '../../lib/shell.js';
import { throttle } from '../../lib/throttle.js';
import '../../components/ui/menu.css';
import './account.css';

// The list loads when the selector first opens: it is not needed to draw the page (JS budget).
const RolePanel = lazy(() => import('./role-panel.js').then((m) => ({ default: m.RolePanel })));

export interface RoleSelectorProps {
  game: GameConfig;
  /** The owner's community uid (the cached role's `aid`). */
  aid: string;
  currentGameUid: string;
  /** Icon-only trigger (the mobile account card). */
  compact?: boolean;
  /**
   * Called after the owner picked a role with another game uid
   * (docs/reference/web-app.md#role-switch: the shell drops the share-image cache here).
   */
  onSwitch?: (role: GameRole) => void;
}

/**
 * The owner's role selector (docs/reference/web-app.md#routes,
 * docs/reference/web-app.md#role-switch): lists the account's roles in this game; picking one with
 * another game uid becomes the current role and is cached. Opens at most once per 300 ms
 * (docs/reference/web-app.md#role-switch).
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
  const [mounted, setMounted] = useState(false);
  useDismiss(open && shell === 'desktop', rootRef, () => setOpen(false), triggerRef);

  const toggle = useMemo(
    () =>
      throttle(() => {
        setMounted(true);
        setOpen((value) => !value);
      }, CONSTANTS.roleSelectorDebounceMs),
    [],
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
      {mounted ? (
        <Suspense fallback={null}>
          <RolePanel
            game={game}
            aid={aid}
            currentGameUid={currentGameUid}
            shell={shell}
            open={open}
            onClose={() => setOpen(false)}
            onSwitch={onSwitch}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
