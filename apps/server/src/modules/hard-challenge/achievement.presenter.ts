import type { AchievementData, AchievementSnapshot, Lang } from '@chronicle/contract';
import type { Absolutize } from '../../http/absolute-url.js';
import type { Catalog } from '../catalog/catalog.service.js';

export interface AchievementInput {
  snapshot: AchievementSnapshot | undefined;
  catalog: Catalog;
  lang: Lang;
  absolute: Absolutize;
}

/**
 * Achievement progress per category in a language: names and icons from the catalog, the
 * percentage against the category's total (capture's, else the catalog's). No capture → empty.
 */
export function presentAchievements({
  snapshot,
  catalog,
  lang,
  absolute,
}: AchievementInput): AchievementData {
  const list = (snapshot?.categories ?? []).map((c) => {
    const view = catalog.get('achievement_category', c.id, lang);
    const catalogTotal = view?.attrs.total;
    const total = c.total ?? (typeof catalogTotal === 'number' ? catalogTotal : 0);
    return {
      id: String(c.id),
      name: view?.name ?? '',
      icon: absolute(view?.icon),
      finish_num: c.finish_num,
      percentage: total > 0 ? Math.min(100, Math.floor((c.finish_num / total) * 100)) : 0,
      show_percent: total > 0,
    };
  });
  return { achievement_num: list.reduce((sum, c) => sum + c.finish_num, 0), list };
}
