import { localizeTable, type Localized } from '@chronicle/contract';

/* The 15-language tuples of the data tables: order and type are the contract's. */
export { TABLE_LANGS, type L15 } from '@chronicle/contract';
export const localize = localizeTable;

/**
 * A personal name: Latin-script languages share one spelling (as localized games keep invented
 * names), the others get a transliteration or their own characters.
 */
export type PersonName = readonly [
  latin: string,
  zhCn: string,
  zhTw: string,
  ja: string,
  ko: string,
  ru: string,
  th: string,
];

export function localizePerson(name: PersonName): Localized {
  const [latin, zhCn, zhTw, ja, ko, ru, th] = name;
  return localize([latin, zhCn, zhTw, ja, ko, latin, latin, latin, latin, latin, latin, ru, th, latin, latin]);
}
