import { CONSTANTS, type Announcement, type GameConfig } from '@chronicle/contract';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { Icon } from '../../components/ui/icons.js';
import { useModal } from '../../components/ui/use-modal.js';
import { useShell } from '../../lib/shell.js';
import { rememberClosedAnnouncement } from './announcement-storage.js';
import { useClearStage } from './use-clear-stage.js';
import './announcement.css';

export interface AnnouncementDialogProps {
  game: GameConfig;
  lang: string;
  announcement: Announcement;
  /** Called once the closing animation is over and the dialog has left the page. */
  onRemoved: () => void;
}

/** Blank lines separate paragraphs (the contract's plain-text content); never HTML. */
export function paragraphsOf(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * The operator's first-visit announcement (docs/reference/web-app.md#first-visit-announcement): a
 * centered card on desktop, a bottom sheet on mobile, themed with the game's accent. It waits for
 * the page to settle and for other modal
 * dialogs (the login) to close; "Got it", the close button, Escape or the backdrop close it and
 * store its version, and it leaves the page 300 ms later, after its closing animation.
 */
export function AnnouncementDialog({
  game,
  lang,
  announcement,
  onRemoved,
}: AnnouncementDialogProps) {
  const { t } = useTranslation(['announcement', 'games']);
  const shell = useShell();
  const [closing, setClosing] = useState(false);
  const stageClear = useClearStage(!closing);
  const active = stageClear && !closing;
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();

  const close = () => {
    if (closing) return;
    rememberClosedAnnouncement(game.id, lang, announcement.version);
    setClosing(true);
  };
  useModal(active, panelRef, close);

  // The closing animation plays in this time; re-renders of the page do not restart the clock.
  const removed = useEffectEvent(onRemoved);
  useEffect(() => {
    if (!closing) return undefined;
    const timer = window.setTimeout(() => removed(), CONSTANTS.announcementRemoveDelayMs);
    return () => window.clearTimeout(timer);
  }, [closing]);

  if (!active && !closing) return null;
  const title = announcement.title.trim() || t('defaultTitle');
  const layout = shell === 'mobile' ? 'sheet' : 'card';

  return createPortal(
    <div
      className={`sheet-dialog-root sheet-dialog-root--${layout} announcement-root`}
      data-state={closing ? 'closing' : 'open'}
    >
      <div
        className="sheet-dialog-backdrop announcement-backdrop"
        onClick={close}
        aria-hidden="true"
      />
      <div
        ref={panelRef}
        className={`sheet-dialog sheet-dialog--${layout} announcement announcement--${layout}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        data-announcement=""
      >
        {layout === 'sheet' ? <span className="sheet-dialog__grabber" aria-hidden="true" /> : null}
        <div className="sheet-dialog__header">
          <span className="announcement__badge" aria-hidden="true">
            <Icon name="info" />
          </span>
          <div className="sheet-dialog__heading">
            <p className="sheet-dialog__eyebrow">{t(`games:${game.key}.title`)}</p>
            <h2 className="sheet-dialog__title announcement__title" id={titleId}>
              {title}
            </h2>
          </div>
          <Button variant="ghost" icon="close" iconOnly aria-label={t('close')} onClick={close} />
        </div>
        <div className="sheet-dialog__body announcement__body" id={bodyId}>
          {paragraphsOf(announcement.content).map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
        <div className="sheet-dialog__footer announcement__footer">
          <Button variant="primary" block={layout === 'sheet'} onClick={close} data-autofocus>
            {t('gotIt')}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
