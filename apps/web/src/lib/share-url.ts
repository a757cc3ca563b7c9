import { QUERY, SHARE_CHANNELS, gameFromPath, type ShareChannel } from '@chronicle/contract';

export interface ShareUrlInput {
  /** `location.origin`. */
  origin: string;
  /** `location.pathname`: the HTML page (`/index.html`, `/m.html`, `/rpg/index.html`…). */
  pathname: string;
  /** The route path inside the hash (`/ys/abyss`). */
  routePath: string;
  /** Whose records the recipient sees: the viewed account (one's own uid on one's own view). */
  viewUid: string;
  lang: string;
  /** Further parameters of the page (`round` of a Masquerade Stage act). */
  extra?: Readonly<Record<string, string>>;
}

/**
 * The link a share hands out: the current page for the viewed account, in the sharer's language,
 * `<origin><page>?gid=<game id>&uid=<viewUid>&lang=<lang>#<route>?uid=<viewUid>&lang=<lang>`.
 * The hash is what the app reads, as in every link before; the page's query says the same for the
 * server, which never sees the hash: a link-preview fetcher gets the tags of the shared game's
 * records from it (apps/server/src/modules/web/link-preview.ts). The game is the route's; a route
 * that names none gets no `gid`, so the page's own game applies.
 */
export function shareUrl({
  origin,
  pathname,
  routePath,
  viewUid,
  lang,
  extra = {},
}: ShareUrlInput): string {
  const route = routePath.startsWith('/') ? routePath : `/${routePath}`;
  const query = new URLSearchParams({ ...extra, uid: viewUid, lang });
  const game = gameFromPath(route);
  const page = new URLSearchParams({
    ...(game ? { [QUERY.gid]: String(game.id) } : {}),
    [QUERY.uid]: viewUid,
    [QUERY.lang]: lang,
  });
  return `${origin}${pathname}?${page.toString()}#${route}?${query.toString()}`;
}

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

export function twitterShareUrl(url: string, text: string): string {
  return `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}

/** The order the menu lists the channels in. */
const MENU_ORDER: readonly ShareChannel[] = ['link', 'facebook', 'twitter', 'image'];

/**
 * The channels a viewer may use (docs/reference/web-app.md#sharing,
 * docs/reference/privacy.md#who-may-do-what): image is the owner's only.
 */
export function shareChannels(isVisitor: boolean, imageOn = true): readonly ShareChannel[] {
  return MENU_ORDER.filter(
    (channel) =>
      SHARE_CHANNELS.includes(channel) && (channel !== 'image' || (!isVisitor && imageOn)),
  );
}
