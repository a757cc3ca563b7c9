import { endpoints } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { CatalogCollector } from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import { answerOf, elf, suit } from './honkai3rd.fixtures.js';
import { readElf, readSuit } from './shared.js';

const readerOf = (data: unknown) => Reader.of(answerOf(endpoints.honkai3rd.godWar, data));

function parseSuit(data: Record<string, unknown>) {
  const catalog = new CatalogCollector('en-us');
  const stored = readSuit(readerOf(data), catalog);
  return { stored, entry: catalog.list()[0] };
}

describe('Starfall Vanguard battlesuits and companions', () => {
  it('reads the type from the badge filename whatever its case, else from attribute_id', () => {
    const xingchen = 'https://img.example/AvatarCardIcons/AttrXingChenSmall.png';
    expect(parseSuit(suit(115, { avatar_background_path: xingchen })).entry?.attrs).toEqual({
      element: 'SD',
      attribute_id: 6,
    });
    expect(
      parseSuit(suit(115, { avatar_background_path: '', attribute_id: 4 })).entry?.attrs,
    ).toEqual({ element: 'QUA', attribute_id: 4 });
    expect(
      parseSuit(suit(115, { avatar_background_path: '', attribute_id: 0 })).entry?.attrs,
    ).toBeUndefined();
  });

  it('keeps the first portrait the answer fills, and no empty name', () => {
    const { stored, entry } = parseSuit(
      suit(105, { name: '', icon_path: '', figure_path: 'https://img.example/Tachie/105.png' }),
    );
    expect(stored).toEqual({ id: 105, star: 3 });
    expect(entry).toEqual({
      kind: 'bh3_battlesuit',
      id: 105,
      lang: 'en-us',
      icon: 'https://img.example/Tachie/105.png',
      attrs: { element: 'PSY', attribute_id: 2 },
    });
  });

  it('stores a companion of a rarity clients refuse, or a missing one, as null', () => {
    const catalog = new CatalogCollector('en-us');
    expect(readElf(readerOf({ elf: elf(9, 0) }), catalog)).toBeNull();
    expect(readElf(readerOf({ elf: null }), catalog)).toBeNull();
    expect(readElf(readerOf({}), catalog)).toBeNull();
    expect(catalog.list()).toEqual([]);
    expect(readElf(readerOf({ elf: elf(102, 4) }), catalog)).toEqual({
      id: 102,
      rarity: 4,
      star: 2,
      is_collaborator: false,
      collaborator: 0,
    });
    expect(catalog.list()).toEqual([
      {
        kind: 'bh3_elf',
        id: 102,
        lang: 'en-us',
        name: 'Elf 102',
        icon: 'https://img.example/Elf/102.png',
        attrs: { rarity: 4 },
      },
    ]);
  });
});
