import type { CatalogEntry } from '@chronicle/contract';
import { ROSTER_NAMES } from './names-roster.js';

/*
 * Invented proper nouns of the demo in the six non-Latin languages (zh-cn, zh-tw, ja-jp, ko-kr,
 * ru-ru, th-th); the Latin-script languages keep the English spelling, as localized games keep
 * invented names. Character names are transliterated, titles and places translated.
 */
type Six = readonly [zhCn: string, zhTw: string, ja: string, ko: string, ru: string, th: string];

const NAMES: Record<string, Six> = {
  ...ROSTER_NAMES,
  // Seasons.
  'Lanterns Under Still Water': [
    '静水下的灯',
    '靜水下的燈',
    '静水の下の灯',
    '고요한 물 아래 등불',
    'Фонари под тихой водой',
    'ตะเกียงใต้น้ำนิ่ง',
  ],
  'Ashfall Refrain': [
    '落灰叠句',
    '落灰疊句',
    '降灰のリフレイン',
    '재가 내리는 후렴',
    'Припев пеплопада',
    'ท่อนซ้ำแห่งเถ้าธุลี',
  ],
  'A Tale Told Twice': [
    '讲了两遍的故事',
    '講了兩遍的故事',
    '二度語られた物語',
    '두 번 들려준 이야기',
    'Дважды рассказанная сказка',
    'นิทานที่เล่าสองครั้ง',
  ],
  'Margins of the Map': [
    '地图的边缘',
    '地圖的邊緣',
    '地図の余白',
    '지도의 여백',
    'Поля карты',
    'ขอบแผนที่',
  ],
  'Crown of Cinders': [
    '余烬之冠',
    '餘燼之冠',
    '燃えさしの冠',
    '잿불의 왕관',
    'Корона из золы',
    'มงกุฎแห่งถ่านเถ้า',
  ],
  'Hollow Tide Regent': [
    '空潮摄政',
    '空潮攝政',
    '虚ろな潮の摂政',
    '텅 빈 조수의 섭정',
    'Регент пустого прилива',
    'ผู้สำเร็จราชการแห่งกระแสกลวง',
  ],
  // Bosses.
  'Gloam Colossus': [
    '暮光巨像',
    '暮光巨像',
    '薄暮の巨像',
    '황혼의 거상',
    'Сумеречный колосс',
    'ยักษ์แห่งสนธยา',
  ],
  'Veilwing Matriarch': [
    '纱翼女王',
    '紗翼女王',
    'ヴェイルウィングの女王',
    '베일윙 여왕',
    'Матриарх вуалекрылых',
    'ราชินีปีกม่าน',
  ],
  'The Iron Choir': [
    '钢铁合唱团',
    '鋼鐵合唱團',
    '鉄の聖歌隊',
    '강철 성가대',
    'Железный хор',
    'คณะประสานเสียงเหล็ก',
  ],
  'Tidebound Leviathan': [
    '缚潮利维坦',
    '縛潮利維坦',
    '潮縛りのリヴァイアサン',
    '조수에 묶인 리바이어던',
    'Привязанный к приливу левиафан',
    'เลวีอาธานผู้ถูกผูกกับกระแสน้ำ',
  ],
  // Buffs.
  'Footnotes in Red Ink': [
    '红墨水脚注',
    '紅墨水腳註',
    '赤インクの脚注',
    '붉은 잉크 각주',
    'Сноски красными чернилами',
    'เชิงอรรถหมึกแดง',
  ],
  'Unreliable Narrator': [
    '不可靠的叙述者',
    '不可靠的敘述者',
    '信頼できない語り手',
    '믿을 수 없는 화자',
    'Ненадёжный рассказчик',
    'ผู้เล่าที่เชื่อถือไม่ได้',
  ],
  'Cinder Mandate': [
    '余烬敕令',
    '餘燼敕令',
    '燃えさしの勅命',
    '잿불의 칙령',
    'Мандат золы',
    'พระบัญชาถ่านเถ้า',
  ],
  'Undertow Decree': [
    '暗流法令',
    '暗流法令',
    '引き波の布告',
    '역류의 포고',
    'Указ отбойного течения',
    'กฤษฎีกากระแสใต้น้ำ',
  ],
  // Assignments.
  'Salvage at the Glass Dunes': [
    '玻璃沙丘打捞',
    '玻璃沙丘打撈',
    'ガラス砂丘の回収',
    '유리 사구 인양',
    'Спасение у стеклянных дюн',
    'กู้ซากที่เนินทรายแก้ว',
  ],
  'Night Market Ledger': [
    '夜市账本',
    '夜市帳本',
    '夜市の帳簿',
    '야시장 장부',
    'Книга ночного рынка',
    'บัญชีตลาดกลางคืน',
  ],
  'Survey of the Quiet Belt': [
    '寂静带勘测',
    '寂靜帶勘測',
    '静かな帯の測量',
    '고요한 띠 측량',
    'Обзор Тихого пояса',
    'สำรวจแถบสงบ',
  ],
  'Letters for the Lighthouse': [
    '寄往灯塔的信',
    '寄往燈塔的信',
    '灯台への手紙',
    '등대로 보내는 편지',
    'Письма для маяка',
    'จดหมายถึงประภาคาร',
  ],
  // Mirror Cosmos worlds.
  'Glass Meridian': [
    '玻璃子午线',
    '玻璃子午線',
    'ガラスの子午線',
    '유리 자오선',
    'Стеклянный меридиан',
    'เส้นเมอริเดียนแก้ว',
  ],
  'Orchard of Gears': [
    '齿轮果园',
    '齒輪果園',
    '歯車の果樹園',
    '톱니바퀴 과수원',
    'Сад шестерёнок',
    'สวนผลไม้เฟือง',
  ],
  'The Salt Archive': [
    '盐之档案馆',
    '鹽之檔案館',
    '塩の書庫',
    '소금 기록관',
    'Соляной архив',
    'หอจดหมายเหตุเกลือ',
  ],
  'Lantern Reach': [
    '灯火之境',
    '燈火之境',
    'ランタンの岬',
    '등불 곶',
    'Фонарный край',
    'แหลมตะเกียง',
  ],
  'Cinder Steppe': [
    '余烬草原',
    '餘燼草原',
    '燃えさしの草原',
    '잿불 초원',
    'Пепельная степь',
    'ทุ่งถ่านเถ้า',
  ],
  'Hollow Moon Harbor': [
    '空月港',
    '空月港',
    '虚月の港',
    '빈 달 항구',
    'Гавань пустой луны',
    'ท่าเรือจันทร์กลวง',
  ],
  'The Folded City': [
    '折叠之城',
    '摺疊之城',
    '折り畳まれた都市',
    '접힌 도시',
    'Сложенный город',
    'นครพับ',
  ],
  'Verdigris Deep': [
    '铜绿深渊',
    '銅綠深淵',
    '緑青の深淵',
    '녹청의 심연',
    'Ярь-медянка глубин',
    'ห้วงลึกสนิมเขียว',
  ],
  'Last Light Terminus': [
    '余光终点站',
    '餘光終點站',
    '残光の終着駅',
    '마지막 빛 종착역',
    'Конечная последнего света',
    'สถานีปลายทางแสงสุดท้าย',
  ],
  // Blessing paths.
  Bastion: ['堡垒', '堡壘', '砦', '보루', 'Бастион', 'ป้อมปราการ'],
  Recollection: ['追忆', '追憶', '追憶', '회상', 'Воспоминание', 'ความทรงจำ'],
  Void: ['虚空', '虛空', '虚空', '공허', 'Пустота', 'ความว่างเปล่า'],
  Bloom: ['繁花', '繁花', '開花', '개화', 'Цветение', 'ผลิบาน'],
  Quarry: ['猎物', '獵物', '獲物', '사냥감', 'Добыча', 'เหยื่อ'],
  Ruin: ['废墟', '廢墟', '廃墟', '폐허', 'Руина', 'ซากปรักหักพัง'],
  Mirth: ['欢笑', '歡笑', '歓笑', '환희', 'Веселье', 'ความรื่นเริง'],
  Swarm: ['虫群', '蟲群', '群れ', '무리', 'Рой', 'ฝูง'],
  // Blessings.
  'Hushed Verdict': [
    '噤声裁决',
    '噤聲裁決',
    '沈黙の評決',
    '침묵의 판결',
    'Тихий приговор',
    'คำตัดสินเงียบงัน',
  ],
  'Quiet Undoing': [
    '无声瓦解',
    '無聲瓦解',
    '静かな崩壊',
    '조용한 파멸',
    'Тихое падение',
    'การล่มสลายอันเงียบงัน',
  ],
  'Ash in the Lungs': ['肺中灰', '肺中灰', '肺の灰', '폐 속의 재', 'Пепел в лёгких', 'เถ้าในปอด'],
  'Shattered Vow': [
    '破碎誓言',
    '破碎誓言',
    '砕けた誓い',
    '부서진 맹세',
    'Разбитая клятва',
    'คำสาบานที่แตกสลาย',
  ],
  'Last Stand Hymn': [
    '死守圣歌',
    '死守聖歌',
    '最後の砦の聖歌',
    '최후의 찬가',
    'Гимн последнего рубежа',
    'เพลงสวดแห่งการยืนหยัดครั้งสุดท้าย',
  ],
  'Marked Quarry': [
    '标记猎物',
    '標記獵物',
    '印された獲物',
    '표식된 사냥감',
    'Отмеченная добыча',
    'เหยื่อที่ถูกหมาย',
  ],
  'Second Arrow': [
    '第二支箭',
    '第二支箭',
    '二の矢',
    '두 번째 화살',
    'Вторая стрела',
    'ลูกศรดอกที่สอง',
  ],
  'Stone Bulwark': ['石之壁垒', '石之壁壘', '石の防壁', '돌의 방벽', 'Каменный оплот', 'กำแพงหิน'],
  // Curios.
  'Cracked Pocket Watch': [
    '裂开的怀表',
    '裂開的懷錶',
    'ひび割れた懐中時計',
    '금 간 회중시계',
    'Треснувшие карманные часы',
    'นาฬิกาพกที่ร้าว',
  ],
  'Jar of Fireflies': [
    '一罐萤火虫',
    '一罐螢火蟲',
    '蛍の瓶',
    '반딧불이 병',
    'Банка светлячков',
    'โหลหิ่งห้อย',
  ],
  'Unsent Postcard': [
    '未寄出的明信片',
    '未寄出的明信片',
    '出せなかった絵葉書',
    '부치지 못한 엽서',
    'Неотправленная открытка',
    'ไปรษณียบัตรที่ไม่ได้ส่ง',
  ],
  'Tin Compass': [
    '锡罗盘',
    '錫羅盤',
    'ブリキの羅針盤',
    '양철 나침반',
    'Жестяной компас',
    'เข็มทิศดีบุก',
  ],
};

const LATIN = [
  'en-us',
  'de-de',
  'es-es',
  'fr-fr',
  'id-id',
  'it-it',
  'pt-pt',
  'tr-tr',
  'vi-vn',
] as const;
const OTHERS = ['zh-cn', 'zh-tw', 'ja-jp', 'ko-kr', 'ru-ru', 'th-th'] as const;

/**
 * A proper noun in all 15 languages, optionally wrapped per language (`(name, lang) => …`); throws
 * on a name the table lacks, so a new invented name cannot ship untranslated.
 */
export function properName(
  english: string,
  wrap: (name: string, lang: string) => string = (n) => n,
): CatalogEntry['names'] {
  const six = NAMES[english];
  if (!six) throw new Error(`hsr demo: no translations for "${english}"`);
  const out: Record<string, string> = {};
  for (const lang of LATIN) out[lang] = wrap(english, lang);
  OTHERS.forEach((lang, i) => {
    out[lang] = wrap(six[i] ?? english, lang);
  });
  return out as CatalogEntry['names'];
}
