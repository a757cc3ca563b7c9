import type { ShareChannel } from '@chronicle/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { Sheet } from '../../components/ui/sheet.js';
import { useToast } from '../../components/ui/toast.js';
import { currentLang } from '../../lib/i18n.js';
import { useLocation } from '../../lib/router/hooks.js';
import type { Session } from '../../lib/session.js';
import type { ShellKind } from '../../lib/shell.js';
import {
  ageCheckQueryOptions,
  ageCheckUid,
  blockedShareKey,
  checkAge,
  type AgeCheckEndpoint,
} from '../../lib/age-check.js';
import { copyText } from '../../lib/clipboard.js';
import { useImageShare } from './image-share.js';
import { ShareIcon, type ShareIconName } from './share-icons.js';
import { useFeatureSwitch } from '../../lib/app-config.js';
import { facebookShareUrl, shareChannels, shareUrl, twitterShareUrl } from '../../lib/share-url.js';
import './share.css';

const CHANNEL_ICONS: Record<ShareChannel, ShareIconName> = {
  link: 'link',
  facebook: 'people',
  twitter: 'chat',
  image: 'image',
};

/** Channels that open a pop-up, which must happen inside the click. */
const isSocial = (channel: ShareChannel) => channel === 'facebook' || channel === 'twitter';

export interface ShareMenuProps {
  session: Session;
  shell: ShellKind;
  open: boolean;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  ageCheck: AgeCheckEndpoint;
}

function openWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * The channel list (desktop popover, mobile sheet) and what each channel does. Every channel first
 * passes the under-13 check (docs/reference/privacy.md#under-13-rule); image is offered to the
 * owner only.
 */
export function ShareMenu({
  session,
  shell,
  open,
  onClose,
  returnFocusRef,
  ageCheck,
}: ShareMenuProps) {
  const { t, i18n } = useTranslation(['share', 'common']);
  const toast = useToast();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const image = useImageShare(session, shell, pathname);
  // The operator may turn the image channel off (feature switch `share_image`).
  const imageOn = useFeatureSwitch('share_image');
  const { isVisitor, viewUid, crtRole, game } = session;
  const ageUid = ageCheckUid(isVisitor, viewUid);

  // Ask early, so choosing a channel can act inside the click (clipboard, pop-up).
  const check = useQuery({ ...ageCheckQueryOptions(ageCheck, ageUid), enabled: open });
  // A pop-up opened after waiting for the server is blocked by browsers: social channels wait
  // for the answer.
  const socialReady = check.data !== undefined || check.isError;

  if (!viewUid || !crtRole) return null;

  const url = () =>
    shareUrl({
      origin: window.location.origin,
      pathname: window.location.pathname,
      routePath: pathname,
      viewUid,
      lang: currentLang(i18n),
    });

  const run = (channel: ShareChannel) => {
    switch (channel) {
      case 'link':
        void copyText(url()).then((ok) =>
          ok ? toast(t('share:linkCopied'), 'success') : toast(t('share:copyFailed'), 'error'),
        );
        return;
      case 'facebook':
        openWindow(facebookShareUrl(url()));
        return;
      case 'twitter': {
        const text = isVisitor
          ? t('share:text.visitor', { name: crtRole.nickname, game: game.name })
          : t('share:text.own', { game: game.name });
        openWindow(twitterShareUrl(url(), text));
        return;
      }
      case 'image':
        image.start();
        return;
    }
  };

  const choose = (channel: ShareChannel) => {
    onClose();
    if (shell === 'desktop') returnFocusRef.current?.focus();
    checkAge(
      ageCheck,
      client,
      ageUid,
      (allowed) => {
        if (allowed) run(channel);
        else toast(t(blockedShareKey(isVisitor, session.isMinor)), 'error');
      },
      () => toast(t('share:checkFailed'), 'error'),
    );
  };

  const list = (
    <ul className="share-list">
      {shareChannels(isVisitor, imageOn).map((channel) => (
        <li key={channel}>
          <button
            type="button"
            className="menu__item share-list__item"
            aria-disabled={isSocial(channel) && !socialReady ? true : undefined}
            onClick={() => {
              if (isSocial(channel) && !socialReady) return;
              choose(channel);
            }}
          >
            <span className={`share-list__icon share-list__icon--${channel}`}>
              <ShareIcon name={CHANNEL_ICONS[channel]} />
            </span>
            <span className="share-list__label">{t(`share:channels.${channel}`)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
  const title = isVisitor
    ? t('share:title.visitor', { name: crtRole.nickname })
    : t('share:title.own');

  return (
    <>
      {shell === 'mobile' ? (
        <Sheet open={open} onClose={onClose} title={title} closeLabel={t('common:actions.close')}>
          {list}
        </Sheet>
      ) : open ? (
        <div className="menu__panel share-menu__panel" role="dialog" aria-label={title}>
          <p className="share-menu__title">{title}</p>
          {list}
        </div>
      ) : null}
      {image.element}
    </>
  );
}
