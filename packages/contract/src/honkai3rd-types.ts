/**
 * The six battlesuit types of the third game: the word the API's type-badge filenames carry
 * (genshin.py's spelling, `…/Attr<Word>(Small).png`) and the type id. The server serves the badges
 * and reads upstream payloads with it; demo data names its battlesuits' types with it.
 */
export const BH3_TYPES = {
  BIO: { word: 'ShengWu', attributeId: 1 },
  PSY: { word: 'YiNeng', attributeId: 2 },
  MECH: { word: 'JiXie', attributeId: 3 },
  QUA: { word: 'LiangZi', attributeId: 4 },
  IMG: { word: 'XuShu', attributeId: 5 },
  SD: { word: 'Xingchen', attributeId: 6 },
} as const;
export type Bh3Type = keyof typeof BH3_TYPES;
