import type { GuideKey } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { whenIdle } from '../../lib/idle.js';
import { useTranslation } from '../../lib/use-translation.js';
import { Button } from '../../components/ui/button.js';
import type { Session } from '../../lib/session.js';
import { guideStatusQueryOptions, useMarkGuideSeen, useReportGuideShown } from './api.js';
import './guides.css';

/** The owner's tips in the order they are offered; a visitor gets one of their own. */
const OWNER_GUIDES: readonly GuideKey[] = ['settings', 'role_switch', 'share'];
const VISITOR_GUIDES: readonly GuideKey[] = ['visitor'];

/** How long the page settles before a tip appears, so it never flashes during loading. */
const SHOW_DELAY_MS = 700;
const GAP_PX = 12;
const EDGE_PX = 8;

const anchorOf = (key: GuideKey): HTMLElement | null => {
  const el = document.querySelector<HTMLElement>(`[data-guide="${key}"]`);
  // checkVisibility: not display:none and not inside a closed <details>/hidden subtree.
  return el && (el.checkVisibility?.() ?? true) ? el : null;
};

/*
 * The checks measure the page (`checkVisibility`), which forces its layout: run in the frame
 * callbacks of a page still rendering, they put the layout of the whole overview into the long
 * tasks of a phone's first seconds. They run when the main thread is idle instead.
 */

/** The first unseen guide whose anchor is on the page, re-checked as the page changes. */
function useNextGuide(order: readonly GuideKey[], seen: ReadonlySet<string> | undefined) {
  const [found, setFound] = useState<{ key: GuideKey; el: HTMLElement } | undefined>();
  useEffect(() => {
    if (!seen) return undefined;
    let cancel: (() => void) | undefined;
    const check = () => {
      cancel = undefined;
      // A modal dialog (announcement, login, a sheet) comes first; the tip waits until it closes.
      const modalOpen = document.querySelector('[aria-modal="true"]') !== null;
      const key = modalOpen ? undefined : order.find((k) => !seen.has(k) && anchorOf(k));
      const el = key ? anchorOf(key) : null;
      setFound((current) =>
        key && el ? (current?.key === key && current.el === el ? current : { key, el }) : undefined,
      );
    };
    const schedule = () => {
      cancel ??= whenIdle(check);
    };
    const timer = window.setTimeout(schedule, SHOW_DELAY_MS);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
      cancel?.();
    };
  }, [order, seen]);
  return found;
}

interface Placement {
  top: number;
  left: number;
  arrow: number;
  below: boolean;
}

/** Places the tip under its anchor (above it when there is no room), inside the viewport. */
function usePlacement(anchor: HTMLElement | undefined, tip: HTMLElement | null) {
  const [placement, setPlacement] = useState<Placement | undefined>();
  useLayoutEffect(() => {
    if (!anchor || !tip) return undefined;
    let frame = 0;
    const place = () => {
      frame = 0;
      const a = anchor.getBoundingClientRect();
      const width = tip.offsetWidth;
      const height = tip.offsetHeight;
      const vw = document.documentElement.clientWidth;
      const vh = window.innerHeight;
      const center = a.left + a.width / 2;
      const left = Math.min(Math.max(center - width / 2, EDGE_PX), vw - width - EDGE_PX);
      const below = a.bottom + GAP_PX + height <= vh || a.top - GAP_PX - height < 0;
      const top = below ? a.bottom + GAP_PX : a.top - GAP_PX - height;
      setPlacement({ top, left, arrow: Math.min(Math.max(center - left, 16), width - 16), below });
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    return () => {
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, { capture: true });
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [anchor, tip]);
  return placement;
}

/**
 * One-time guides (docs/reference/web-app.md#one-time-guides `beginner_guide/status|update`): small
 * tips pointing at the owner's settings, role switch and share controls (one at a time, in that
 * order), or telling a visitor
 * whose chronicle they are reading. Each is shown once per account across devices: the server
 * hears of a tip when it appears, and a dismissal hides it at once. Tips anchor to elements marked `data-guide="<key>"` and never block
 * the page (no backdrop, focus stays where it was).
 */
export function GuideLayer({ session }: { session: Session }) {
  const { t } = useTranslation('guides');
  const uid = session.uid ?? '';
  const ready = session.status === 'loggedIn' && session.crtRole !== undefined && uid !== '';
  const status = useQuery({ ...guideStatusQueryOptions(uid), enabled: ready });
  const markSeen = useMarkGuideSeen(uid);
  const reportShown = useReportGuideShown();
  const order = session.isVisitor ? VISITOR_GUIDES : OWNER_GUIDES;
  const next = useNextGuide(order, ready ? status.data : undefined);
  const [tip, setTip] = useState<HTMLDivElement | null>(null);
  const placement = usePlacement(next?.el, tip);
  const titleId = useId();
  const bodyId = useId();
  const shownKey = next?.key;
  const { mutate } = markSeen;

  // Shown once (docs/reference/web-app.md#one-time-guides): the server hears of a tip as soon as it
  // appears, so it is not offered again on the next load or another device even if it is never
  // dismissed here.
  useEffect(() => {
    if (shownKey && placement) reportShown(shownKey);
  }, [shownKey, placement, reportShown]);

  // Escape closes the tip while focus is inside it (it is non-modal, so only then).
  useEffect(() => {
    if (!tip || !shownKey) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && tip.contains(document.activeElement)) mutate(shownKey);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [tip, shownKey, mutate]);

  // A dismissed tip, or one whose control left the page, goes at once (not at the next check).
  if (!next || !session.crtRole || status.data?.has(next.key) || !next.el.isConnected) return null;
  const { key } = next;
  const step = order.indexOf(key) + 1;
  const dismiss = () => markSeen.mutate(key);
  const style: CSSProperties = placement
    ? ({
        top: placement.top,
        left: placement.left,
        '--guide-arrow': `${placement.arrow}px`,
      } as CSSProperties)
    : { visibility: 'hidden', top: 0, left: 0 };

  return createPortal(
    <div
      ref={setTip}
      className={`guide-tip${placement && !placement.below ? ' guide-tip--above' : ''}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-guide-tip={key}
      style={style}
    >
      <p className="visually-hidden" role="status">
        {t('announce', { title: t(`${key}.title`) })}
      </p>
      <p className="guide-tip__title" id={titleId}>
        {t(`${key}.title`)}
      </p>
      <p className="guide-tip__body" id={bodyId}>
        {t(`${key}.body`, { name: session.crtRole.nickname })}
      </p>
      <div className="guide-tip__footer">
        {order.length > 1 ? (
          <span className="guide-tip__step tabular">
            {t('step', { current: step, total: order.length })}
          </span>
        ) : null}
        <Button variant="primary" size="sm" onClick={dismiss}>
          {t('gotIt')}
        </Button>
      </div>
    </div>,
    document.body,
  );
}
