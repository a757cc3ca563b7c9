import type { Lang } from '@chronicle/contract';
import enUs from './en-us/bh3.json' with { type: 'json' };
import zhCn from './zh-cn/bh3.json' with { type: 'json' };
import zhTw from './zh-tw/bh3.json' with { type: 'json' };
import jaJp from './ja-jp/bh3.json' with { type: 'json' };
import koKr from './ko-kr/bh3.json' with { type: 'json' };
import deDe from './de-de/bh3.json' with { type: 'json' };
import esEs from './es-es/bh3.json' with { type: 'json' };
import frFr from './fr-fr/bh3.json' with { type: 'json' };
import idId from './id-id/bh3.json' with { type: 'json' };
import itIt from './it-it/bh3.json' with { type: 'json' };
import ptPt from './pt-pt/bh3.json' with { type: 'json' };
import ruRu from './ru-ru/bh3.json' with { type: 'json' };
import thTh from './th-th/bh3.json' with { type: 'json' };
import trTr from './tr-tr/bh3.json' with { type: 'json' };
import viVn from './vi-vn/bh3.json' with { type: 'json' };
import type { Row } from '../bh3/texts.js';
import { tupleLoader, type AreaTexts } from './texts.js';

type Id = keyof typeof enUs;

/** The bh3 area's texts by language (see README.md). */
export const TEXTS: AreaTexts<Id> = {
  'en-us': enUs,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
  'ja-jp': jaJp,
  'ko-kr': koKr,
  'de-de': deDe,
  'es-es': esEs,
  'fr-fr': frFr,
  'id-id': idId,
  'it-it': itIt,
  'pt-pt': ptPt,
  'ru-ru': ruRu,
  'th-th': thTh,
  'tr-tr': trTr,
  'vi-vn': viVn,
};

/**
 * The order of Starfall Vanguard's text tuples (`Row`): English, then the other languages
 * alphabetically by code, as its tables were first written.
 */
export const ORDER = [
  'en-us',
  'de-de',
  'es-es',
  'fr-fr',
  'id-id',
  'it-it',
  'ja-jp',
  'ko-kr',
  'pt-pt',
  'ru-ru',
  'th-th',
  'tr-tr',
  'vi-vn',
  'zh-cn',
  'zh-tw',
] as const satisfies readonly Lang[];

/** A Starfall Vanguard text by id, in every language, in {@link ORDER}. */
export const row = tupleLoader<Id, Row>(TEXTS, ORDER);
