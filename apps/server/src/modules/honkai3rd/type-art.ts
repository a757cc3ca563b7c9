import { BH3_TYPES, type Bh3Type } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { ELEMENT_COLOURS } from '../art/art.service.js';

/*
 * Art the API's URLs must name in a particular way. Clients read a battlesuit's type from the
 * filename of `avatar_background_path` (genshin.py matches `…/Attr<Word>(Small).png`), and the
 * id of a remembrance sigil from the digits of `extra_item_icon` (`…/<digits>.png`). The generic
 * art route only serves `/art/<kind>/<id>.svg`, so these live on their own paths whose last
 * segment is what clients parse. The body is an original SVG served with its SVG content type,
 * which browsers follow whatever the file extension says.
 */

/** The six battlesuit types (the contract's): the API's filename word and type id. */
export { BH3_TYPES, type Bh3Type };

const TYPE_KEYS = Object.keys(BH3_TYPES) as Bh3Type[];

export function isBh3Type(value: unknown): value is Bh3Type {
  return typeof value === 'string' && (TYPE_KEYS as string[]).includes(value);
}

export function typeByAttributeId(attributeId: number): Bh3Type | undefined {
  return TYPE_KEYS.find((key) => BH3_TYPES[key].attributeId === attributeId);
}

/** The small type badge (`avatar_background_path`), e.g. `/art/bh3-type/AttrYiNengSmall.png`. */
export const typeBadgePath = (type: Bh3Type) =>
  `/art/bh3-type/Attr${BH3_TYPES[type].word}Small.png`;
/** The large type badge (`oblique_avatar_background_path`). */
export const typeIconPath = (type: Bh3Type) => `/art/bh3-type/Attr${BH3_TYPES[type].word}.png`;
/** The newer type art by type id (`avatar_background_path_v2` is -0, `attribute_background_path` -1). */
export const typeArtPath = (type: Bh3Type, variant: 0 | 1) =>
  `/art/bh3-type/${BH3_TYPES[type].attributeId}-${variant}.png`;
/** A remembrance sigil's icon, its id the digits of the filename. */
export const remembrancePath = (id: number) => `/art/bh3-remembrance/${id}.png`;

const LABELS: Record<Bh3Type, string> = {
  BIO: 'BIO',
  PSY: 'PSY',
  MECH: 'MECH',
  QUA: 'QUA',
  IMG: 'IMG',
  SD: 'SD',
};

function typeSvg(type: Bh3Type, variant: 0 | 1): string {
  const colour = ELEMENT_COLOURS[type] ?? '#d3bc8e';
  const fill = variant === 0 ? colour : '#1b2233';
  const ink = variant === 0 ? '#1b2233' : colour;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img">` +
    `<title>${LABELS[type]}</title>` +
    `<path d="M32 3 L58 17 L58 47 L32 61 L6 47 L6 17 Z" fill="${fill}" stroke="${colour}" stroke-width="3"/>` +
    `<text x="32" y="38" text-anchor="middle" font-family="sans-serif" font-weight="700" ` +
    `font-size="${LABELS[type].length > 3 ? 13 : 16}" fill="${ink}">${LABELS[type]}</text></svg>`
  );
}

function remembranceSvg(id: number): string {
  const hue = (id * 47) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img">` +
    `<title>${id}</title>` +
    `<circle cx="32" cy="32" r="29" fill="hsl(${hue} 45% 30%)" stroke="#d3bc8e" stroke-width="3"/>` +
    `<path d="M32 12 L37 27 L52 32 L37 37 L32 52 L27 37 L12 32 L27 27 Z" fill="hsl(${hue} 70% 75%)"/></svg>`
  );
}

const ONE_WEEK_SECONDS = 7 * 24 * 60 * 60;

/** GET /art/bh3-type/<name>.png and /art/bh3-remembrance/<id>.png (see the file comment). */
export function registerBh3ArtRoutes(app: FastifyInstance): void {
  const words = TYPE_KEYS.map((key) => BH3_TYPES[key].word).join('|');
  const badge = new RegExp(`^Attr(${words})(Small)?\\.png$`);
  const byId = /^([1-6])-([01])\.png$/;
  app.get<{ Params: { file: string } }>(
    '/art/bh3-type/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      const named = badge.exec(file);
      const numbered = byId.exec(file);
      const type = named
        ? TYPE_KEYS.find((key) => BH3_TYPES[key].word === named[1])
        : numbered && typeByAttributeId(Number(numbered[1]));
      if (!type) return reply.callNotFound();
      const variant = numbered?.[2] === '1' || (named && !named[2]) ? 1 : 0;
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', `public, max-age=${ONE_WEEK_SECONDS}`)
        .send(typeSvg(type, variant));
    },
  );
  app.get<{ Params: { file: string } }>(
    '/art/bh3-remembrance/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = /^(\d{1,9})\.png$/.exec(request.params.file);
      if (!match) return reply.callNotFound();
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', `public, max-age=${ONE_WEEK_SECONDS}`)
        .send(remembranceSvg(Number(match[1])));
    },
  );
}
