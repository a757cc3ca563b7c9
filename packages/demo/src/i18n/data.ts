import { TABLE_LANGS, type L15 } from '@chronicle/contract';
import enUs from './en-us/data.json' with { type: 'json' };
import zhCn from './zh-cn/data.json' with { type: 'json' };
import zhTw from './zh-tw/data.json' with { type: 'json' };
import jaJp from './ja-jp/data.json' with { type: 'json' };
import koKr from './ko-kr/data.json' with { type: 'json' };
import deDe from './de-de/data.json' with { type: 'json' };
import esEs from './es-es/data.json' with { type: 'json' };
import frFr from './fr-fr/data.json' with { type: 'json' };
import idId from './id-id/data.json' with { type: 'json' };
import itIt from './it-it/data.json' with { type: 'json' };
import ptPt from './pt-pt/data.json' with { type: 'json' };
import ruRu from './ru-ru/data.json' with { type: 'json' };
import thTh from './th-th/data.json' with { type: 'json' };
import trTr from './tr-tr/data.json' with { type: 'json' };
import viVn from './vi-vn/data.json' with { type: 'json' };
import { tupleLoader, type AreaTexts } from './texts.js';

type Id = keyof typeof enUs;

/** The data area's texts by language (see README.md). */
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

/** A text of this area by id, in every language, in `TABLE_LANGS` order. */
export const l15 = tupleLoader<Id, L15>(TEXTS, TABLE_LANGS);
