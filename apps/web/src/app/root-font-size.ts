import { CONSTANTS } from '@chronicle/contract';
import { debounce } from '../lib/throttle.js';

/**
 * Beyond this width the mobile page stops growing and becomes a centred phone-width column, so
 * `m.html` opened on a tablet or desktop window does not render 3-cm letters.
 */
export const MOBILE_MAX_WIDTH_PX = 540;

/**
 * Root font size of the mobile page: viewport width / 375 × 100 px
 * (docs/reference/web-app.md#constants).
 */
export function rootFontSizeFor(viewportWidth: number): number {
  const width = Math.min(Math.max(viewportWidth, 0), MOBILE_MAX_WIDTH_PX);
  return (width / CONSTANTS.mobileDesignWidthPx) * 100;
}

export function applyRootFontSize(): void {
  const size = rootFontSizeFor(document.documentElement.clientWidth || window.innerWidth);
  document.documentElement.style.fontSize = `${size.toFixed(3)}px`;
}

/**
 * Applies the root font size now and after every resize (debounced,
 * docs/reference/web-app.md#constants).
 */
export function watchRootFontSize(): () => void {
  applyRootFontSize();
  const onResize = debounce(applyRootFontSize, CONSTANTS.resizeDebounceMs);
  window.addEventListener('resize', onResize);
  window.addEventListener('orientationchange', onResize);
  return () => {
    window.removeEventListener('resize', onResize);
    window.removeEventListener('orientationchange', onResize);
  };
}
