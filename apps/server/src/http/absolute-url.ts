/** Turns a relative icon path (`/art/…`) into an absolute URL; absolute URLs and '' pass through. */
export type Absolutize = (url: string | null | undefined) => string;

/** An `Absolutize` for a public origin such as `https://chronicle.example`. */
export function absolutizer(publicUrl: string): Absolutize {
  const origin = publicUrl.replace(/\/+$/, '');
  return (url) => {
    if (!url) return '';
    return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;
  };
}

/**
 * `url` when it is an absolute http(s) URL, else ''. Links from operator data end up in `href`s of
 * every client, so other schemes (`javascript:`, `data:`…) never leave the server.
 */
export function webLinkOrEmpty(url: string): string {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? url : '';
  } catch {
    return '';
  }
}
