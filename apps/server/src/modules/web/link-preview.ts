import {
  QUERY,
  SERVER_TEXT,
  SHARE_UID_SWITCH,
  gameById,
  maskUid,
  normalizeLang,
  type GameConfig,
  type Lang,
} from '@chronicle/contract';
import type { FastifyRequest } from 'fastify';
import { resolveLang } from '../../http/request-context.js';
import { displayedRoles, regionName, rolesOf } from '../binding/binding.service.js';
import type { CardDeps } from '../card/card.service.js';
import { publicRoleView, switchesFor } from '../policy/policy.service.js';
import { previewText } from './link-preview.text.js';

/** The share card's size (apps/server/src/modules/share-card): what `og:image:width/height` say. */
const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;

const SITE_NAME = 'Chronicle';

/**
 * What a share link names before its hash (apps/web/src/lib/share-url.ts): the game (`gid` or
 * `game_id`), the account whose records are shared (`uid` or `user_id`) and the language.
 */
interface SharedRecords {
  game: GameConfig;
  uid: number;
  lang: Lang;
}

const param = (query: Record<string, unknown>, ...names: string[]): string | undefined => {
  for (const name of names) {
    const value = query[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
};

/**
 * The shared records a page's query names, or undefined when it names no game of ours or no
 * account (the plain page then). The hash, where the app keeps its route, never reaches the server.
 */
export function sharedRecords(request: FastifyRequest): SharedRecords | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const gid = param(query, QUERY.gid, QUERY.gameId);
  const uid = param(query, QUERY.uid, QUERY.userId);
  if (!gid || !uid || !/^\d{1,3}$/.test(gid) || !/^\d{1,12}$/.test(uid)) return undefined;
  const game = gameById(Number(gid));
  if (!game) return undefined;
  const lang = normalizeLang(param(query, QUERY.lang)) ?? resolveLang(request);
  return { game, uid: Number(uid), lang };
}

/** What a preview says and shows. */
interface LinkPreview {
  title: string;
  description: string;
  /** The share card's absolute URL (the game's neutral card for the neutral preview). */
  image: string;
  url: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/**
 * The preview of a share link, as anyone without a session may see it (a link-preview fetcher
 * sends no cookie, and the owner's own preview shows no more): the account's displayed role in the
 * game, the one its record card shows, judged by the policy's `publicRoleView` like the share card.
 * A public role: its nickname, level, server and UID (masked when the owner hides it, switch 90)
 * and its share card. A private or under-13 account, an unknown account, or one without a role in
 * the game: the same neutral words and the game's neutral card, at an address that names no role
 * (`/card/<game>/private.png`), since such a page must not tell the role's id.
 */
export async function linkPreview(
  deps: CardDeps,
  shared: SharedRecords,
  pagePath: string,
): Promise<LinkPreview> {
  const { db, absolute } = deps;
  const { game, uid, lang } = shared;
  const query = new URLSearchParams({
    [QUERY.gid]: String(game.id),
    [QUERY.uid]: String(uid),
    [QUERY.lang]: lang,
  });
  const url = absolute(`${pagePath}?${query.toString()}`);
  const card = (file: string) =>
    absolute(`/card/${game.key}/${file}.png?${new URLSearchParams({ lang }).toString()}`);
  const role = displayedRoles(await rolesOf(db, uid, game.id)).get(game.id);
  const access = role && (await publicRoleView(db, game.id, role.game_role_id));
  if (!role || !access || access === 'private') {
    const text = SERVER_TEXT[lang].shareCard;
    return {
      title: `${text.privateTitle} · ${game.name}`,
      description: text.privateBody,
      image: card('private'),
      url,
    };
  }
  const text = previewText(lang);
  const masked = !(await switchesFor(db, uid, game.id)).isPublic(SHARE_UID_SWITCH);
  const shownUid = masked ? maskUid(role.game_role_id) : role.game_role_id;
  const details = [
    fill(text.level, { n: role.level }),
    regionName(game.id, role.region, lang),
    `UID ${shownUid}`,
  ];
  return {
    title: fill(text.title, { name: role.nickname, game: game.name }),
    description: fill(text.description, { details: details.join(' · ') }),
    image: card(role.game_role_id),
    url,
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** The OpenGraph and Twitter card tags of a preview, every value escaped. */
export function previewTags(preview: LinkPreview): string {
  const tags: [attribute: 'property' | 'name', key: string, value: string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', preview.url],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
  ];
  tags.push(
    ['property', 'og:image', preview.image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(CARD_WIDTH)],
    ['property', 'og:image:height', String(CARD_HEIGHT)],
    ['property', 'og:image:alt', preview.title],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:image', preview.image],
  );
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('');
}

/**
 * The page with the tags in its head: before `</head>`, else after the title, else after the
 * doctype (a page whose head the parser opens and closes by itself).
 */
export function withPreviewTags(html: string, tags: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd >= 0) return html.slice(0, headEnd) + tags + html.slice(headEnd);
  const titleEnd = html.indexOf('</title>');
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html)?.[0].length ?? 0;
  const at = titleEnd >= 0 ? titleEnd + '</title>'.length : doctype;
  return html.slice(0, at) + tags + html.slice(at);
}
