import type { PropertyMap } from '../../api/get-character-detail.js';

/** Name and icon of a property type from the answer's `property_map`; the raw id when unknown. */
export function propertyInfo(map: PropertyMap, type: number): { name: string; icon: string } {
  const info = map[String(type)];
  return info ? { name: info.name, icon: info.icon } : { name: String(type), icon: '' };
}
