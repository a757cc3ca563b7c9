import { localizeTable, type AlchemyRecipesData, type L15, type Lang } from '@chronicle/contract';
import type { Absolutize } from '../../http/absolute-url.js';
import { ALCHEMY_ITEMS, ALCHEMY_RECIPES } from './alchemy-book.js';

interface ToolRow {
  id: number;
  path: string;
  icon: string;
  name: L15;
}

/** Chronicle's own tools: links into its pages, so the toolbox never sends players elsewhere. */
const TOOLS: readonly ToolRow[] = [
  {
    id: 1,
    path: '/#/ys/act-calendar',
    icon: '/favicon.svg',
    name: [
      'Event calendar',
      '活动日历',
      '活動日曆',
      'イベントカレンダー',
      '이벤트 캘린더',
      'Eventkalender',
      'Calendario de eventos',
      'Calendrier des événements',
      'Kalender acara',
      'Calendario eventi',
      'Calendário de eventos',
      'Календарь событий',
      'ปฏิทินกิจกรรม',
      'Etkinlik takvimi',
      'Lịch sự kiện',
    ],
  },
  {
    id: 2,
    path: '/#/ys/alchemysim',
    icon: '/favicon.svg',
    name: [
      'Alchemy Workshop',
      '炼金工坊',
      '煉金工坊',
      '錬金工房',
      '연금술 공방',
      'Alchemiewerkstatt',
      'Taller de alquimia',
      "Atelier d'alchimie",
      'Bengkel Alkimia',
      'Laboratorio alchemico',
      'Oficina de alquimia',
      'Алхимическая мастерская',
      'โรงฝึกเล่นแร่แปรธาตุ',
      'Simya Atölyesi',
      'Xưởng Giả Kim',
    ],
  },
  {
    id: 3,
    path: '/wiki/characters',
    icon: '/favicon.svg',
    name: [
      'Character wiki',
      '角色百科',
      '角色百科',
      'キャラクター図鑑',
      '캐릭터 백과',
      'Charakter-Wiki',
      'Wiki de personajes',
      'Wiki des personnages',
      'Wiki karakter',
      'Wiki dei personaggi',
      'Wiki de personagens',
      'Вики персонажей',
      'วิกิตัวละคร',
      'Karakter vikisi',
      'Wiki nhân vật',
    ],
  },
];

/** GET genshin/api/tool_oversea: the toolbox in the request language with absolute links. */
export function toolList(lang: Lang, absolute: Absolutize) {
  return {
    tools: TOOLS.map((t) => ({
      id: t.id,
      name: localizeTable(t.name)[lang],
      icon: absolute(t.icon),
      url: absolute(t.path),
    })),
  };
}

/** GET genshin/api/alchemy/recipes: the recipe book in the request language. */
export function alchemyBook(lang: Lang): AlchemyRecipesData {
  return {
    items: ALCHEMY_ITEMS.map((i) => ({
      id: i.id,
      name: localizeTable(i.name)[lang],
      rarity: i.rarity,
      category: i.category,
    })),
    recipes: ALCHEMY_RECIPES.map((r) => ({
      item_id: r.itemId,
      output_num: r.outputNum,
      craft_seconds: r.craftSeconds,
      coin_cost: r.coinCost,
      ingredients: r.ingredients.map(([item_id, num]) => ({ item_id, num })),
    })),
  };
}
