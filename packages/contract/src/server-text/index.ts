import type { Lang } from '../languages.js';
import type { ServerText } from './types.js';
import { deDe } from './de-de.js';
import { enUs } from './en-us.js';
import { esEs } from './es-es.js';
import { frFr } from './fr-fr.js';
import { idId } from './id-id.js';
import { itIt } from './it-it.js';
import { jaJp } from './ja-jp.js';
import { koKr } from './ko-kr.js';
import { ptPt } from './pt-pt.js';
import { ruRu } from './ru-ru.js';
import { thTh } from './th-th.js';
import { trTr } from './tr-tr.js';
import { viVn } from './vi-vn.js';
import { zhCn } from './zh-cn.js';
import { zhTw } from './zh-tw.js';

export type { ElementKey, ServerText } from './types.js';

/** Server-side payload text for every language (typed, so a missing key fails the typecheck). */
export const SERVER_TEXT: Record<Lang, ServerText> = {
  'zh-cn': zhCn,
  'zh-tw': zhTw,
  'de-de': deDe,
  'en-us': enUs,
  'es-es': esEs,
  'fr-fr': frFr,
  'id-id': idId,
  'it-it': itIt,
  'ja-jp': jaJp,
  'ko-kr': koKr,
  'pt-pt': ptPt,
  'ru-ru': ruRu,
  'th-th': thTh,
  'tr-tr': trTr,
  'vi-vn': viVn,
};
