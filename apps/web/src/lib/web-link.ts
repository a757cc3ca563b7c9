/**
 * Whether a URL from the server may go into an `href`: absolute http(s) only. The server already
 * drops other schemes; this keeps a misconfigured or older server from putting `javascript:` or
 * `data:` links in front of a player.
 */
export function isWebLink(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
