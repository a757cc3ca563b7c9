import type { PersonName } from './localize.js';

export const ELEMENTS = ['Anemo', 'Geo', 'Electro', 'Dendro', 'Hydro', 'Pyro', 'Cryo'] as const;
export type Element = (typeof ELEMENTS)[number];

/** Weapon type codes as the real API numbers them. */
export const WEAPON_TYPE = { sword: 1, catalyst: 10, claymore: 11, bow: 12, polearm: 13 } as const;
export type WeaponType = (typeof WEAPON_TYPE)[keyof typeof WEAPON_TYPE];

const { sword, catalyst, claymore, bow, polearm } = WEAPON_TYPE;

/** 105 is how the real API marks a guest (collaboration) 5★ character. */
export type CharacterRarity = 4 | 5 | 105;

export interface CharacterRow {
  id: number;
  element: Element;
  rarity: CharacterRarity;
  weaponType: WeaponType;
  name: PersonName;
}

export const TWIN_IDS = { brother: 10000005, sister: 10000007 } as const;
/** Special characters (SPECIAL_CHARACTER_IDS): no constellations; 10000118 has no fixed element. */
export const NO_CONSTELLATION_IDS: readonly number[] = [10000117, 10000118];
export const VARIABLE_ELEMENT_IDS: readonly number[] = [
  TWIN_IDS.brother,
  TWIN_IDS.sister,
  10000118,
];

const c = (
  id: number,
  element: Element,
  rarity: CharacterRarity,
  weaponType: WeaponType,
  name: PersonName,
): CharacterRow => ({ id, element, rarity, weaponType, name });

/**
 * The playable roster, all original inventions. Names follow the origin of each character: the
 * wind city's and the sea republic's in Latin script everywhere, the stone harbour's in Chinese
 * characters (Sino-Korean readings in Korean), the island nation's in Japanese kanji.
 * Columns of the name: Latin, zh-cn, zh-tw, ja-jp, ko-kr, ru-ru, th-th. One row per line (hence
 * prettier-ignore) keeps the table reviewable.
 */
// prettier-ignore
export const CHARACTERS: readonly CharacterRow[] = [
  c(10000002, 'Anemo', 5, catalyst, ['Averine', '艾薇琳', '艾薇琳', 'アヴェリン', '아베린', 'Аверин', 'อาเวอรีน']),
  c(10000003, 'Anemo', 4, bow, ['Kestrel', '凯丝翠', '凱絲翠', 'ケストレル', '케스트렐', 'Кестрел', 'เคสเทรล']),
  c(10000005, 'Anemo', 5, sword, ['Astren', '阿斯特伦', '阿斯特倫', 'アストレン', '아스트렌', 'Астрен', 'แอสเทรน']),
  c(10000006, 'Anemo', 4, claymore, ['Brisel', '布莉泽', '布莉澤', 'ブリゼル', '브리젤', 'Бризель', 'บริเซล']),
  c(10000007, 'Anemo', 5, sword, ['Velia', '薇莉娅', '薇莉婭', 'ヴェリア', '벨리아', 'Велия', 'เวเลีย']),
  c(10000014, 'Geo', 5, claymore, ['Halvard', '哈尔瓦德', '哈爾瓦德', 'ハルヴァルド', '할바르드', 'Хальвард', 'ฮาลวาร์ด']),
  c(10000015, 'Hydro', 4, catalyst, ['Merrin', '梅琳', '梅琳', 'メリン', '메린', 'Меррин', 'เมอร์ริน']),
  c(10000016, 'Pyro', 5, claymore, ['Corvin', '科尔文', '科爾文', 'コルヴィン', '코르빈', 'Корвин', 'คอร์วิน']),
  c(10000020, 'Electro', 4, polearm, ['Tamsin', '塔姆欣', '塔姆欣', 'タムシン', '탐신', 'Тамсин', 'แทมซิน']),
  c(10000021, 'Cryo', 4, bow, ['Wendeline', '温德琳', '溫德琳', 'ウェンデリン', '웬델린', 'Венделин', 'เวนเดอลีน']),
  c(10000023, 'Cryo', 5, sword, ['Gilroy', '吉尔罗伊', '吉爾羅伊', 'ギルロイ', '길로이', 'Гилрой', 'กิลรอย']),
  c(10000026, 'Anemo', 5, polearm, ['Yunshu', '云舒', '雲舒', '雲舒', '운서', 'Юньшу', 'หยุนชู']),
  c(10000027, 'Hydro', 4, sword, ['Jiang Wan', '江晚', '江晚', '江晩', '강만', 'Цзян Вань', 'เจียงหว่าน']),
  c(10000029, 'Geo', 4, polearm, ['Qiao Ning', '乔宁', '喬寧', '喬寧', '교녕', 'Цяо Нин', 'เฉียวหนิง']),
  c(10000030, 'Geo', 5, catalyst, ['Zhaoyan', '昭砚', '昭硯', '昭硯', '소연', 'Чжаоянь', 'จาวเยี่ยน']),
  c(10000031, 'Electro', 4, bow, ['Fang Lu', '方鹭', '方鷺', '方鷺', '방로', 'Фан Лу', 'ฟางลู่']),
  c(10000032, 'Cryo', 5, sword, ['Xuelan', '雪岚', '雪嵐', '雪嵐', '설람', 'Сюэлань', 'เสวี่ยหลาน']),
  c(10000033, 'Pyro', 4, claymore, ['Mo Heng', '墨衡', '墨衡', '墨衡', '묵형', 'Мо Хэн', 'ม่อเหิง']),
  c(10000034, 'Dendro', 4, polearm, ['Qiuhe', '秋禾', '秋禾', '秋禾', '추화', 'Цюхэ', 'ชิวเหอ']),
  c(10000035, 'Geo', 4, claymore, ['Tang Xiu', '唐岫', '唐岫', '唐岫', '당수', 'Тан Сю', 'ถังซิ่ว']),
  c(10000036, 'Electro', 5, sword, ['Yan Chi', '燕迟', '燕遲', '燕遅', '연지', 'Янь Чи', 'เยี่ยนฉือ']),
  c(10000037, 'Electro', 5, catalyst, ['Amagiri Kotone', '天雾琴音', '天霧琴音', '天霧琴音', '아마기리 코토네', 'Амагири Котонэ', 'อามากิริ โคโตเนะ']),
  c(10000038, 'Hydro', 5, sword, ['Hanabusa Ren', '花房莲', '花房蓮', '花房蓮', '하나부사 렌', 'Ханабуса Рэн', 'ฮานาบุสะ เร็น']),
  c(10000039, 'Pyro', 4, bow, ['Mikazuki Toya', '三日月灯夜', '三日月燈夜', '三日月灯夜', '미카즈키 토야', 'Микадзуки Тоя', 'มิคาซึกิ โทยะ']),
  c(10000041, 'Cryo', 4, polearm, ['Shirane Fuyuko', '白根冬子', '白根冬子', '白根冬子', '시라네 후유코', 'Сиранэ Фуюко', 'ชิราเนะ ฟุยุโกะ']),
  c(10000042, 'Geo', 4, claymore, ['Kurogane Itsuki', '黑铁树', '黑鐵樹', '黒鉄樹', '쿠로가네 이츠키', 'Куроганэ Ицуки', 'คุโรงาเนะ อิตสึกิ']),
  c(10000043, 'Anemo', 4, sword, ['Asagiri Nanao', '朝雾七绪', '朝霧七緒', '朝霧七緒', '아사기리 나나오', 'Асагири Нанао', 'อาซากิริ นานาโอะ']),
  c(10000044, 'Electro', 5, polearm, ['Kamunagi Shion', '神薙紫苑', '神薙紫苑', '神薙紫苑', '카무나기 시온', 'Камунаги Сион', 'คามุนางิ ชิออน']),
  c(10000045, 'Dendro', 5, catalyst, ['Nadiri', '娜迪莉', '娜迪莉', 'ナディリ', '나디리', 'Надири', 'นาดีรี']),
  c(10000046, 'Dendro', 4, bow, ['Zafirel', '扎菲瑞尔', '扎菲瑞爾', 'ザフィレル', '자피렐', 'Зафирель', 'ซาฟิเรล']),
  c(10000047, 'Electro', 4, claymore, ['Orhaan', '奥尔罕', '奧爾罕', 'オルハーン', '오르한', 'Орхаан', 'ออร์ฮาน']),
  c(10000048, 'Hydro', 4, sword, ['Tahmira', '塔赫米拉', '塔赫米拉', 'タフミラ', '타흐미라', 'Тахмира', 'ทาห์มีรา']),
  c(10000049, 'Dendro', 5, sword, ['Idrahel', '伊德拉赫尔', '伊德拉赫爾', 'イドラヘル', '이드라헬', 'Идрахель', 'อิดราเฮล']),
  c(10000050, 'Anemo', 4, catalyst, ['Sahreen', '萨赫琳', '薩赫琳', 'サーリーン', '사흐린', 'Сахрин', 'ซาห์รีน']),
  c(10000051, 'Geo', 5, polearm, ['Daruun', '达鲁恩', '達魯恩', 'ダルーン', '다룬', 'Дарун', 'ดารูน']),
  c(10000052, 'Hydro', 5, catalyst, ['Aurélisse', '奥蕾莉丝', '奧蕾莉絲', 'オレリス', '오렐리스', 'Орелисс', 'โอเรลิส']),
  c(10000053, 'Pyro', 4, sword, ['Gasparde', '加斯帕德', '加斯帕德', 'ガスパルド', '가스파르드', 'Гаспард', 'กาสปาร์ด']),
  c(10000054, 'Hydro', 4, bow, ['Lisandre', '利桑德', '利桑德', 'リザンドル', '리장드르', 'Лизандр', 'ลิซองดร์']),
  c(10000055, 'Cryo', 5, claymore, ['Bastienne', '巴斯蒂安娜', '巴斯蒂安娜', 'バスティエンヌ', '바스티엔', 'Бастьенна', 'บาสเตียน']),
  c(10000056, 'Electro', 4, catalyst, ['Noëlys', '诺艾莉丝', '諾艾莉絲', 'ノエリス', '노엘리스', 'Ноэлис', 'โนเอลิส']),
  c(10000057, 'Dendro', 4, polearm, ['Thibaudin', '蒂博丹', '蒂博丹', 'ティボーダン', '티보댕', 'Тибоден', 'ตีโบแดง']),
  c(10000058, 'Hydro', 5, polearm, ['Rosamonde', '罗莎蒙德', '羅莎蒙德', 'ロザモンド', '로자몽드', 'Розамонда', 'โรซามงด์']),
  c(10000059, 'Pyro', 5, catalyst, ['Itzara', '伊茨拉', '伊茨拉', 'イツァラ', '이차라', 'Ицара', 'อิตซารา']),
  c(10000060, 'Pyro', 4, claymore, ['Kaloka', '卡洛卡', '卡洛卡', 'カロカ', '칼로카', 'Калока', 'คาโลคา']),
  c(10000061, 'Geo', 4, bow, ['Mahuizo', '马维索', '馬維索', 'マウィソ', '마위소', 'Мауисо', 'มาฮุยโซ']),
  c(10000062, 'Cryo', 105, bow, ['Ciel Arkwright', '希尔·阿克莱特', '希爾·阿克萊特', 'シエル・アークライト', '시엘 아크라이트', 'Сиэль Аркрайт', 'ซีเอล อาร์กไรต์']),
  c(10000063, 'Dendro', 4, sword, ['Yaretzu', '雅蕾祖', '雅蕾祖', 'ヤレッツ', '야레츠', 'Яретцу', 'ยาเรตซู']),
  c(10000064, 'Pyro', 5, polearm, ['Tzoyana', '佐亚娜', '佐亞娜', 'ツォヤナ', '초야나', 'Цояна', 'โซยานา']),
  c(10000065, 'Hydro', 4, polearm, ['Anacal', '阿纳卡尔', '阿納卡爾', 'アナカル', '아나칼', 'Анакаль', 'อานาคาล']),
  c(10000066, 'Anemo', 5, bow, ['Ocelin', '奥瑟琳', '奧瑟琳', 'オセリン', '오셀린', 'Оселин', 'โอเซลิน']),
  c(10000067, 'Cryo', 5, catalyst, ['Vesnara', '维丝娜拉', '維絲娜拉', 'ヴェスナーラ', '베스나라', 'Веснара', 'เวสนารา']),
  c(10000068, 'Cryo', 4, claymore, ['Korvask', '科瓦斯克', '科瓦斯克', 'コルヴァスク', '코르바스크', 'Корваск', 'คอร์วาสก์']),
  c(10000069, 'Cryo', 4, polearm, ['Ilsevna', '伊尔塞芙娜', '伊爾塞芙娜', 'イルセヴナ', '일세브나', 'Ильсевна', 'อิลเซฟนา']),
  c(10000070, 'Cryo', 5, sword, ['Lyudvena', '柳德薇娜', '柳德薇娜', 'リュドヴェナ', '류드베나', 'Людвена', 'ลิวด์เวนา']),
  c(10000071, 'Hydro', 5, bow, ['Tavaluna', '塔瓦露娜', '塔瓦露娜', 'タヴァルナ', '타발루나', 'Тавалуна', 'ทาวาลูนา']),
  c(10000072, 'Electro', 4, sword, ['Kaimoa', '凯莫阿', '凱莫阿', 'カイモア', '카이모아', 'Каймоа', 'ไคโมอา']),
  c(10000073, 'Dendro', 4, catalyst, ['Lunesse', '露奈丝', '露奈絲', 'リュネス', '뤼네스', 'Люнесс', 'ลูเนส']),
  c(10000075, 'Dendro', 4, bow, ['Oriel', '奥瑞尔', '奧瑞爾', 'オリエル', '오리엘', 'Ориэль', 'โอเรียล']),
  c(10000078, 'Dendro', 5, claymore, ['Lu Qingya', '陆青崖', '陸青崖', '陸青崖', '육청애', 'Лу Цинъя', 'ลู่ชิงหยา']),
  c(10000080, 'Pyro', 5, sword, ['Hizakura Mio', '绯樱澪', '緋櫻澪', '緋桜澪', '히자쿠라 미오', 'Хидзакура Мио', 'ฮิซากุระ มิโอะ']),
  c(10000082, 'Pyro', 4, catalyst, ['Ferazad', '费拉扎德', '費拉扎德', 'フェラザド', '페라자드', 'Феразад', 'เฟราซาด']),
  c(10000084, 'Cryo', 4, catalyst, ['Ysoline', '伊索琳', '伊索琳', 'イゾリーヌ', '이졸린', 'Изолина', 'อีโซลีน']),
  c(10000086, 'Electro', 5, claymore, ['Tonaku', '托纳库', '托納庫', 'トナク', '토나쿠', 'Тонаку', 'โทนากุ']),
  c(10000089, 'Pyro', 4, sword, ['Stanivor', '斯塔尼沃', '斯塔尼沃', 'スタニヴォル', '스타니보르', 'Станивор', 'สตานีวอร์']),
  c(10000091, 'Geo', 5, bow, ['Sulimai', '苏莉麦', '蘇莉麥', 'スリマイ', '술리마이', 'Сулимай', 'สุลิมาย']),
  c(10000093, 'Dendro', 4, bow, ['Fennick', '芬尼克', '芬尼克', 'フェニック', '페닉', 'Фенник', 'เฟนนิก']),
  c(10000095, 'Electro', 4, catalyst, ['Xu Lanzhi', '徐兰芷', '徐蘭芷', '徐蘭芷', '서란지', 'Сюй Ланьчжи', 'สวีหลานจือ']),
  c(10000097, 'Cryo', 4, claymore, ['Morisaki Gin', '森崎银', '森崎銀', '森崎銀', '모리사키 긴', 'Морисаки Гин', 'โมริซากิ กิน']),
  c(10000099, 'Dendro', 4, polearm, ['Ashvira', '阿什维拉', '阿什維拉', 'アシュヴィラ', '아슈비라', 'Ашвира', 'อัชวีรา']),
  c(10000101, 'Hydro', 5, claymore, ['Xalocan', '夏洛坎', '夏洛坎', 'シャロカン', '샬로칸', 'Шалокан', 'ชาโลคาน']),
  c(10000103, 'Anemo', 5, claymore, ['Tirawan', '蒂拉万', '蒂拉萬', 'ティラワン', '티라완', 'Тираван', 'ทิราวัน']),
  c(10000106, 'Electro', 4, bow, ['Velmyra', '维尔米拉', '維爾米拉', 'ヴェルミラ', '벨미라', 'Вельмира', 'เวลไมรา']),
  c(10000108, 'Pyro', 4, sword, ['Quentinel', '康蒂奈尔', '康蒂奈爾', 'カンティネル', '캉티넬', 'Кантинель', 'กองติเนล']),
  c(10000110, 'Geo', 5, sword, ['Brannoc', '布兰诺克', '布蘭諾克', 'ブラノック', '브래녹', 'Бранок', 'แบรนน็อก']),
  c(10000112, 'Hydro', 4, catalyst, ['Kiriya Shizuku', '雾谷雫', '霧谷雫', '霧谷雫', '키리야 시즈쿠', 'Кирия Сидзуку', 'คิริยะ ชิซุกุ']),
  c(10000114, 'Geo', 5, polearm, ['Gu Yunhe', '顾云壑', '顧雲壑', '顧雲壑', '고운학', 'Гу Юньхэ', 'กู้หยุนเหอ']),
  c(10000117, 'Geo', 4, sword, ['Tessel', '泰瑟尔', '泰瑟爾', 'テッセル', '테셀', 'Тессель', 'เทสเซล']),
  c(10000118, 'Anemo', 4, sword, ['Mirrel', '米瑞尔', '米瑞爾', 'ミレル', '미렐', 'Миррель', 'มิร์เรล']),
];
