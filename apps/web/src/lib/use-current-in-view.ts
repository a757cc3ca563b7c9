import { useEffect, useRef } from 'react';

/**
 * A ref for a sideways-scrolling list of links: whenever `key` changes (the current path), the
 * link marked `aria-current="page"` is scrolled into view, so on a narrow screen it is never off
 * to the side.
 */
export function useCurrentInView<E extends HTMLElement>(key: unknown) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && typeof active.scrollIntoView === 'function') {
      active.scrollIntoView({ block: 'nearest', inline: 'center' });
    }
  }, [key]);
  return ref;
}
