import type { Lang } from '@chronicle/contract';
import type { Absolutize } from '../../http/absolute-url.js';
import type { Catalog } from './catalog.service.js';

/**
 * A character of a team, ranking or record in the request language, from the catalog ('' and 0
 * when unknown): its icon, its full `image` (the `image` attribute, else the icon) and its side icon.
 */
export function presentCharacter(catalog: Catalog, id: number, lang: Lang, absolute: Absolutize) {
  const view = catalog.get('character', id, lang);
  const attr = (key: string) => view?.attrs[key];
  const image = attr('image');
  const side = attr('side_icon');
  const element = attr('element');
  const rarity = attr('rarity');
  return {
    name: view?.name ?? '',
    element: typeof element === 'string' ? element : '',
    icon: absolute(view?.icon),
    image: absolute(typeof image === 'string' ? image : view?.icon),
    sideIcon: absolute(typeof side === 'string' ? side : view?.icon),
    rarity: typeof rarity === 'number' ? rarity : 0,
  };
}
