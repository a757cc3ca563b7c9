import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Closes a non-modal popup (menu, popover) on Escape or a pointer press outside `rootRef`; Escape
 * hands focus back to the element that owns the popup.
 */
export function useDismiss(
  open: boolean,
  rootRef: RefObject<HTMLElement | null>,
  onDismiss: () => void,
  returnFocusRef?: RefObject<HTMLElement | null>,
) {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) dismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dismiss();
      returnFocusRef?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, rootRef, returnFocusRef]);
}
