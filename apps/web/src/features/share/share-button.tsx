import { communityEndpoints } from '@chronicle/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { useDismiss } from '../../components/ui/use-dismiss.js';
import { useFeatureSwitch } from '../../lib/app-config.js';
import type { Session } from '../../lib/session.js';
import { useShell } from '../../lib/shell.js';
import '../../components/ui/menu.css';

// The menu, the age check and the image flow arrive on the first click (initial JS budget).
const ShareMenu = lazy(() => import('./share-menu.js').then((m) => ({ default: m.ShareMenu })));

/**
 * Whether the share button shows (docs/reference/privacy.md#who-may-do-what): a logged-in viewer
 * with a role to show, and never for the third game on the generic nav bar.
 */
export function canShare(session: Session): boolean {
  return (
    session.status === 'loggedIn' &&
    session.crtRole !== undefined &&
    session.viewUid !== undefined &&
    session.game.key !== 'hsr'
  );
}

export interface ShareButtonProps {
  session: Session;
  /** Icon-only trigger (the mobile account card). */
  compact?: boolean;
}

/**
 * `canShare` and the operator's `share` switch of the game
 * (docs/reference/privacy.md#feature-switches feature switches).
 */
export function useCanShare(session: Session): boolean {
  const on = useFeatureSwitch('share');
  return on && canShare(session);
}

/**
 * The share trigger of the nav bar / account card; opens the channel menu
 * (docs/reference/web-app.md#sharing, docs/reference/privacy.md#who-may-do-what).
 */
export function ShareButton({ session, compact = false }: ShareButtonProps) {
  const { t } = useTranslation('share');
  const shell = useShell();
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useDismiss(open && shell === 'desktop', rootRef, () => setOpen(false), triggerRef);

  return (
    <div className="menu share" ref={rootRef}>
      <Button
        ref={triggerRef}
        variant="secondary"
        size="sm"
        icon="share"
        iconOnly={compact}
        aria-label={compact ? t('button') : undefined}
        title={compact ? t('button') : undefined}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-guide="share"
        data-exposure="share.button"
        onClick={() => {
          setStarted(true);
          setOpen((value) => !value);
        }}
      >
        {t('button')}
      </Button>
      {started ? (
        <Suspense fallback={null}>
          <ShareMenu
            session={session}
            shell={shell}
            open={open}
            onClose={() => setOpen(false)}
            returnFocusRef={triggerRef}
            ageCheck={communityEndpoints.ageCheck}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
