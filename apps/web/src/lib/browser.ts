/**
 * Page-level navigation the app performs (reload after login, replace after logout, close inside
 * the app). One object so tests can stub it: jsdom's `window.location` cannot be redefined.
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  assign(url: string): void {
    window.location.assign(url);
  },
  /**
   * Closes the page: the app's web view closes it when a challenge is closed
   * (docs/reference/web-app.md#risk-challenge).
   */
  close(): void {
    window.close();
  },
};

/**
 * The current page without query string or hash (docs/reference/web-app.md#header-login-and-logout:
 * where logout lands).
 */
export function pageWithoutQuery(): string {
  return window.location.origin + window.location.pathname;
}
