import { CONSTANTS } from '@chronicle/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { RosterCharacter } from '../api/get-character-list.js';
import type { TileHoverHandlers } from '../components/character-tile.js';

/** Where the hover card points: the pointer, or the focused tile's top-right corner. */
export interface HoverAnchor {
  x: number;
  y: number;
}

export interface HoverCardState {
  character: RosterCharacter;
  anchor: HoverAnchor;
}

/** `:focus-visible` where the browser knows it (jsdom may not); otherwise assume the keyboard. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The desktop hover card's timing (docs/reference/web-app.md#constants: 80 ms delay). Only a mouse
 * hovers; touch and pen taps open the card dialog instead, so they never show a card that would
 * cover the tile.
 */
export function useHoverCard(enabled: boolean) {
  const [state, setState] = useState<HoverCardState | null>(null);
  const cardId = useId();
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<HoverCardState | null>(null);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = null;
  }, []);

  const hide = useCallback(() => {
    cancel();
    setState(null);
  }, [cancel]);

  const showAfterDelay = useCallback(
    (next: HoverCardState) => {
      cancel();
      pending.current = next;
      timer.current = window.setTimeout(() => {
        if (pending.current) setState(pending.current);
        pending.current = null;
      }, CONSTANTS.cardHoverDelayMs);
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);

  // WCAG 1.4.13: a card shown on hover or focus can be dismissed without moving either. Listening
  // before anything else and stopping there, so this Escape closes the card and nothing more.
  const shown = state !== null;
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      hide();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [shown, hide]);

  const handlersFor = useCallback(
    (character: RosterCharacter): TileHoverHandlers | undefined => {
      if (!enabled) return undefined;
      return {
        // Screen readers read the card with the tile it belongs to.
        'aria-describedby': state?.character.id === character.id ? cardId : undefined,
        onPointerEnter: (event) => {
          if (event.pointerType !== 'mouse') return;
          showAfterDelay({ character, anchor: { x: event.clientX, y: event.clientY } });
        },
        onPointerMove: (event) => {
          if (event.pointerType !== 'mouse') return;
          const anchor = { x: event.clientX, y: event.clientY };
          if (pending.current) pending.current = { character, anchor };
          // Follows the pointer once shown, so the card never sits under it.
          setState((current) =>
            current && current.character.id === character.id ? { character, anchor } : current,
          );
        },
        onPointerLeave: hide,
        onFocus: (event) => {
          // Keyboard focus shows the same card beside the tile; it never takes focus itself. A
          // mouse click also focuses the tile, and that must not pop a second card up.
          if (!isKeyboardFocus(event.currentTarget)) return;
          const rect = event.currentTarget.getBoundingClientRect();
          showAfterDelay({ character, anchor: { x: rect.right, y: rect.top } });
        },
        onBlur: hide,
      };
    },
    [enabled, hide, showAfterDelay, state, cardId],
  );

  return { state, cardId, handlersFor, hide };
}

/** Places a box of `size` `offset` px right of and below `anchor`, flipped or clamped to stay in view. */
export function placeCard(
  anchor: HoverAnchor,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  offset: number = CONSTANTS.cardHoverOffsetPx,
): { left: number; top: number } {
  let left = anchor.x + offset;
  if (left + size.width > viewport.width - offset) left = anchor.x - offset - size.width;
  let top = anchor.y + offset;
  if (top + size.height > viewport.height - offset) top = viewport.height - offset - size.height;
  return { left: Math.max(offset, left), top: Math.max(offset, top) };
}
