import { SHARE_CHANNELS, type ShareChannel } from '@chronicle/contract';

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
 * The link a share hands out: the current page for the viewed account, in the sharer's language
 * (`<origin><page>#<route>?uid=<viewUid>&lang=<lang>`).
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
  return `${origin}${pathname}#${route}?${query.toString()}`;
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
