import { CONSTANTS, maskUid } from '@chronicle/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { Dialog } from '../../components/ui/dialog.js';
import { Sheet } from '../../components/ui/sheet.js';
import { useToast } from '../../components/ui/toast.js';
import { currentLang } from '../../lib/i18n.js';
import type { Session } from '../../lib/session.js';
import type { ShellKind } from '../../lib/shell.js';
import { canCopyImage, copyImage } from './clipboard.js';
import { ShareCard } from './share-card.js';
import { ShareIcon } from './share-icons.js';
import type * as ModernScreenshot from 'modern-screenshot';
import { cachedShareImage, shareImageKey, storeShareImage } from './share-image-cache.js';
import { fetchServerCard, serverCardUrl } from './server-card.js';

type ScreenshotLibrary = typeof ModernScreenshot;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

/** Draws the frame into a PNG at twice its size, so it stays sharp on phones. */
/** A capture that has not finished by then has failed (the user gets the failure toast). */
const CAPTURE_TIMEOUT_MS = 15_000;

async function capture(library: Promise<ScreenshotLibrary>, frame: HTMLElement): Promise<Blob> {
  const { domToBlob } = await library;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('share image capture timed out')),
      CAPTURE_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      domToBlob(frame, {
        type: 'image/png',
        scale: 2,
        width: CONSTANTS.shareFrameWidthPx,
        height: frame.offsetHeight || undefined,
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

interface Preview {
  blob: Blob;
  url: string;
}

/**
 * Share as image (docs/reference/web-app.md#sharing, owner only): on a game's home, the server's
 * share card of the role (`server-card.ts`); elsewhere, or when that card cannot be had, a
 * full-screen overlay, the off-screen 375-px frame drawn after 1 s, the overlay cleared 1.5 s later
 * (or when the drawing ends, if later). Then a preview with Save and Copy. Images are kept per
 * (role, page) until the role changes.
 */
export function useImageShare(session: Session, shell: ShellKind, routePath: string) {
  const { t, i18n } = useTranslation(['share', 'common']);
  const toast = useToast();
  const [rendering, setRendering] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const running = useRef(false);
  const role = session.crtRole;
  // The owner's choice for every role of the account in this game, on the owner's card and a
  // visitor's alike (docs/reference/privacy.md#uid-on-share-images).
  const uidMasked = session.card?.uid_masked === true;

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const show = (blob: Blob) => setPreview({ blob, url: URL.createObjectURL(blob) });

  const finish = (key: string, image: Blob) => {
    running.current = false;
    setRendering(false);
    storeShareImage(key, image);
    show(image);
  };

  /** The in-page capture: the off-screen frame drawn after 1 s, the overlay cleared 1.5 s later. */
  const capturePage = (key: string) => {
    // Fetched on this click only; a failure surfaces when the capture awaits it.
    const library = import('modern-screenshot');
    library.catch(() => undefined);
    void (async () => {
      await wait(CONSTANTS.shareOverlayRenderMs);
      const frame = frameRef.current;
      const drawing = frame ? capture(library, frame) : Promise.reject(new Error('no frame'));
      const [result] = await Promise.allSettled([drawing, wait(CONSTANTS.shareOverlayClearMs)]);
      if (result.status === 'fulfilled') {
        finish(key, result.value);
      } else {
        running.current = false;
        setRendering(false);
        toast(t('share:image.failed'), 'error');
      }
    })();
  };

  const start = () => {
    if (!role || running.current) return;
    // The server's card where it covers the page (the same image everywhere, no drawing here);
    // the capture elsewhere, and when the card cannot be had.
    const lang = currentLang(i18n);
    const cardUrl = serverCardUrl(session, routePath, lang);
    const captureKey = shareImageKey(role.game_uid, routePath, uidMasked);
    const key = cardUrl
      ? shareImageKey(role.game_uid, `${routePath}|card|${lang}`, uidMasked)
      : captureKey;
    const known = cachedShareImage(key);
    if (known) {
      show(known);
      return;
    }
    running.current = true;
    setRendering(true);
    if (!cardUrl) {
      capturePage(captureKey);
      return;
    }
    void fetchServerCard(cardUrl).then(
      (image) => finish(key, image),
      () => capturePage(captureKey),
    );
  };

  const copy = (blob: Blob) => {
    void copyImage(blob).then((ok) =>
      ok ? toast(t('share:image.copied'), 'success') : toast(t('share:copyFailed'), 'error'),
    );
  };

  let element: ReactNode = null;
  if (role) {
    const close = () => setPreview(null);
    const title = t('share:image.title');
    const image = preview ? (
      <div className="share-preview">
        <img
          className="share-preview__image"
          src={preview.url}
          alt={t('share:image.alt', { name: role.nickname })}
        />
      </div>
    ) : null;
    const actions = preview ? (
      <div className="share-preview__actions">
        <a
          className="btn btn--primary btn--md"
          href={preview.url}
          download={`chronicle-${uidMasked ? maskUid(role.game_uid) : role.game_uid}.png`}
        >
          <ShareIcon name="download" className="btn__icon" />
          {t('share:image.save')}
        </a>
        {canCopyImage() ? (
          <Button icon="copy" onClick={() => copy(preview.blob)}>
            {t('share:image.copy')}
          </Button>
        ) : null}
      </div>
    ) : null;
    element = (
      <>
        {rendering
          ? createPortal(
              <>
                <div className="share-overlay" role="status" aria-live="polite">
                  <span className="share-overlay__spinner" aria-hidden="true" />
                  <p className="share-overlay__text">{t('share:image.creating')}</p>
                </div>
                <div className="share-frame-host" aria-hidden="true" inert>
                  <ShareCard
                    ref={frameRef}
                    game={session.game}
                    role={role}
                    // The card's numbers belong to the card's role: after a switch to another
                    // role the image shows that role without them rather than mixing two roles.
                    stats={
                      session.card && session.card.game_role_id === session.crtRole?.game_role_id
                        ? session.card.data
                        : []
                    }
                    date={new Date()}
                    uidMasked={uidMasked}
                  />
                </div>
              </>,
              document.body,
            )
          : null}
        {shell === 'mobile' ? (
          <Sheet
            open={preview !== null}
            onClose={close}
            title={title}
            closeLabel={t('common:actions.close')}
          >
            {image}
            {actions}
          </Sheet>
        ) : (
          <Dialog
            open={preview !== null}
            onClose={close}
            title={title}
            closeLabel={t('common:actions.close')}
            footer={actions}
          >
            {image}
          </Dialog>
        )}
      </>
    );
  }

  return { start, element };
}
