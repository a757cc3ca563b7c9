import type { L15 } from './localize.js';

export type OculusKey =
  | 'anemoculus_number'
  | 'geoculus_number'
  | 'electroculus_number'
  | 'dendroculus_number'
  | 'hydroculus_number'
  | 'pyroculus_number'
  | 'moonoculus_number';

export interface RegionRow {
  id: number;
  /** 0 for a top-level region; sub-regions point at their parent (like an island chain's parts). */
  parentId: number;
  /** Release order: low-level players have explored only the first few. */
  order: number;
  /** Highest reputation level, or 0 when the region has no reputation ("TypeUnknow"). */
  maxReputation: number;
  /** Whether the region has a statue whose level the overview shows. */
  hasStatue: boolean;
  /** 2 for underground worlds, 1 elsewhere. */
  worldType: 1 | 2;
  waypoints: number;
  domains: number;
  oculus: { key: OculusKey; total: number } | null;
  name: L15;
}

/** Invented nations and areas of the main game, in `TABLE_LANGS` order. */
// prettier-ignore
export const REGIONS: readonly RegionRow[] = [
  { id: 1, parentId: 0, order: 0, maxReputation: 8, hasStatue: true, worldType: 1, waypoints: 38, domains: 7, oculus: { key: 'anemoculus_number', total: 66 },
    name: ['Aeloria', '艾洛里亚', '艾洛里亞', 'アエロリア', '아에로리아', 'Aeloria', 'Aeloria', 'Aéloria', 'Aeloria', 'Aeloria', 'Aelória', 'Аэлория', 'แอโลเรีย', 'Aeloria', 'Aeloria'] },
  { id: 2, parentId: 0, order: 1, maxReputation: 8, hasStatue: true, worldType: 1, waypoints: 64, domains: 9, oculus: { key: 'geoculus_number', total: 131 },
    name: ['Qianlan', '千岚', '千嵐', '千嵐', '천람', 'Qianlan', 'Qianlan', 'Qianlan', 'Qianlan', 'Qianlan', 'Qianlan', 'Цяньлань', 'เชียนหลาน', 'Qianlan', 'Qianlan'] },
  { id: 3, parentId: 0, order: 2, maxReputation: 0, hasStatue: false, worldType: 1, waypoints: 16, domains: 2, oculus: null,
    name: ['Rimecrest', '霜冠峰', '霜冠峰', '霜冠峰', '서리관 봉우리', 'Raureifkamm', 'Cresta de Escarcha', 'Crête-de-Givre', 'Puncak Embun Beku', 'Cresta della Brina', 'Crista Gélida', 'Инеистый гребень', 'ยอดเขาน้ำค้างแข็ง', 'Kırağı Doruğu', 'Đỉnh Sương Giá'] },
  { id: 4, parentId: 0, order: 3, maxReputation: 10, hasStatue: true, worldType: 1, waypoints: 72, domains: 10, oculus: { key: 'electroculus_number', total: 181 },
    name: ['Hoshigure', '星时雨', '星時雨', '星時雨', '호시구레', 'Hoshigure', 'Hoshigure', 'Hoshigure', 'Hoshigure', 'Hoshigure', 'Hoshigure', 'Хосигурэ', 'โฮชิกุเระ', 'Hoshigure', 'Hoshigure'] },
  { id: 5, parentId: 0, order: 4, maxReputation: 0, hasStatue: false, worldType: 2, waypoints: 30, domains: 3, oculus: null,
    name: ['The Undervault', '暗穹', '暗穹', '暗穹', '암궁', 'Das Untergewölbe', 'La Bóveda Inferior', 'La Voûte souterraine', 'Kubah Bawah Tanah', 'La Volta Sotterranea', 'A Abóbada Inferior', 'Подземный свод', 'ห้องใต้พิภพ', 'Yeraltı Kubbesi', 'Vòm Ngầm'] },
  { id: 6, parentId: 0, order: 5, maxReputation: 10, hasStatue: true, worldType: 1, waypoints: 88, domains: 11, oculus: { key: 'dendroculus_number', total: 271 },
    name: ['Veridane', '维里丹', '維里丹', 'ヴェリダン', '베리단', 'Veridane', 'Veridane', 'Veridane', 'Veridane', 'Veridane', 'Veridane', 'Веридан', 'เวริดาน', 'Veridane', 'Veridane'] },
  { id: 7, parentId: 0, order: 6, maxReputation: 10, hasStatue: true, worldType: 1, waypoints: 80, domains: 9, oculus: { key: 'hydroculus_number', total: 271 },
    name: ['Maristelle', '玛莉斯泰尔', '瑪莉斯泰爾', 'マリステル', '마리스텔', 'Maristelle', 'Maristelle', 'Maristelle', 'Maristelle', 'Maristelle', 'Maristelle', 'Маристель', 'มาริสแตล', 'Maristelle', 'Maristelle'] },
  { id: 8, parentId: 0, order: 8, maxReputation: 10, hasStatue: true, worldType: 1, waypoints: 58, domains: 6, oculus: { key: 'pyroculus_number', total: 80 },
    name: ['Solkarra', '索尔卡拉', '索爾卡拉', 'ソルカラ', '솔카라', 'Solkarra', 'Solkarra', 'Solkarra', 'Solkarra', 'Solkarra', 'Solkarra', 'Солкарра', 'โซลคาร์รา', 'Solkarra', 'Solkarra'] },
  { id: 9, parentId: 0, order: 7, maxReputation: 0, hasStatue: false, worldType: 1, waypoints: 12, domains: 1, oculus: { key: 'moonoculus_number', total: 27 },
    name: ['Lanternsea Isles', '灯海群岛', '燈海群島', '灯海諸島', '등해 군도', 'Laternenmeer-Inseln', 'Islas del Mar de Faroles', 'Îles de la Mer-aux-Lanternes', 'Kepulauan Laut Lentera', 'Isole del Mare delle Lanterne', 'Ilhas do Mar das Lanternas', 'Острова Фонарного моря', 'หมู่เกาะทะเลโคมไฟ', 'Fener Denizi Adaları', 'Quần Đảo Biển Đèn'] },
  { id: 10, parentId: 9, order: 7, maxReputation: 0, hasStatue: false, worldType: 1, waypoints: 10, domains: 1, oculus: null,
    name: ['Lanternsea: Dawnreef', '灯海·晓礁', '燈海·曉礁', '灯海・暁礁', '등해: 새벽 암초', 'Laternenmeer: Morgenriff', 'Mar de Faroles: Arrecife del Alba', "Mer-aux-Lanternes : Récif de l'Aube", 'Laut Lentera: Karang Fajar', "Mare delle Lanterne: Scogliera dell'Alba", 'Mar das Lanternas: Recife da Aurora', 'Фонарное море: Рассветный риф', 'ทะเลโคมไฟ: แนวปะการังรุ่งอรุณ', 'Fener Denizi: Şafak Resifi', 'Biển Đèn: Rạn Bình Minh'] },
  { id: 11, parentId: 9, order: 7, maxReputation: 0, hasStatue: false, worldType: 1, waypoints: 9, domains: 1, oculus: null,
    name: ['Lanternsea: Tidewhisper Atoll', '灯海·潮语环礁', '燈海·潮語環礁', '灯海・潮語りの環礁', '등해: 파도속삭임 환초', 'Laternenmeer: Gezeitenflüster-Atoll', 'Mar de Faroles: Atolón Susurro de Marea', 'Mer-aux-Lanternes : Atoll du Murmure des marées', 'Laut Lentera: Atol Bisikan Pasang', 'Mare delle Lanterne: Atollo del Sussurro di Marea', 'Mar das Lanternas: Atol do Sussurro da Maré', 'Фонарное море: Атолл Шёпота прилива', 'ทะเลโคมไฟ: อะทอลล์กระซิบคลื่น', 'Fener Denizi: Gelgit Fısıltısı Atolü', 'Biển Đèn: Đảo Vòng Thì Thầm'] },
  { id: 12, parentId: 9, order: 7, maxReputation: 0, hasStatue: false, worldType: 1, waypoints: 8, domains: 1, oculus: null,
    name: ['Lanternsea: Ember Shoal', '灯海·烬滩', '燈海·燼灘', '灯海・燼の浅瀬', '등해: 잿불 여울', 'Laternenmeer: Glutsandbank', 'Mar de Faroles: Bajío de Brasas', 'Mer-aux-Lanternes : Haut-fond des Braises', 'Laut Lentera: Beting Bara', 'Mare delle Lanterne: Secca delle Braci', 'Mar das Lanternas: Baixio das Brasas', 'Фонарное море: Тлеющая отмель', 'ทะเลโคมไฟ: สันดอนถ่านไฟ', 'Fener Denizi: Kor Sığlığı', 'Biển Đèn: Bãi Cạn Than Hồng'] },
];

export interface OfferingRow {
  id: number;
  regionId: number;
  maxLevel: number;
  name: L15;
}

/** A region's sacred tree, shrine or spring whose level the exploration card shows. */
// prettier-ignore
export const OFFERINGS: readonly OfferingRow[] = [
  { id: 1, regionId: 3, maxLevel: 12, name: ['Frostbloom Pine', '霜华古松', '霜華古松', '霜華の古松', '서리꽃 노송', 'Frostblütenkiefer', 'Pino de Flor de Escarcha', 'Pin de fleur-de-givre', 'Pinus Bunga Beku', 'Pino dal Fiore di Brina', 'Pinheiro Flor-de-Geada', 'Сосна инеистого цвета', 'สนบุปผาน้ำค้างแข็ง', 'Kırağı Çiçeği Çamı', 'Tùng Hoa Sương'] },
  { id: 2, regionId: 4, maxLevel: 50, name: ['Thousand-Bell Shrine', '千铃神社', '千鈴神社', '千鈴神社', '천령 신사', 'Schrein der Tausend Glocken', 'Santuario de las Mil Campanas', 'Sanctuaire aux Mille Cloches', 'Kuil Seribu Lonceng', 'Santuario dalle Mille Campane', 'Santuário dos Mil Sinos', 'Храм тысячи колокольчиков', 'ศาลเจ้าพันกระดิ่ง', 'Bin Çan Tapınağı', 'Đền Nghìn Chuông'] },
  { id: 3, regionId: 5, maxLevel: 10, name: ['Lumen Lode', '光脉矿心', '光脈礦心', '光脈の鉱心', '빛줄기 광맥', 'Lichtader', 'Veta Lumínica', 'Filon de lumière', 'Urat Cahaya', 'Vena di Luce', 'Veio de Luz', 'Светоносная жила', 'สายแร่แห่งแสง', 'Işık Damarı', 'Mạch Quang'] },
  { id: 4, regionId: 6, maxLevel: 50, name: ['Dreamroot Banyan', '梦根古榕', '夢根古榕', '夢根の大榕樹', '꿈뿌리 반얀나무', 'Traumwurzel-Banyan', 'Baniano de Raíz Onírica', 'Banian aux racines de rêve', 'Beringin Akar Mimpi', 'Baniano dalle Radici di Sogno', 'Figueira-de-Bengala Raiz-de-Sonho', 'Баньян корней сновидений', 'ไทรรากแห่งความฝัน', 'Düş Kökü Banyan Ağacı', 'Đa Cổ Rễ Mộng'] },
  { id: 5, regionId: 7, maxLevel: 40, name: ['Font of Tides', '潮汐之泉', '潮汐之泉', '潮汐の泉', '조수의 샘', 'Quelle der Gezeiten', 'Fuente de las Mareas', 'Fontaine des marées', 'Mata Air Pasang Surut', 'Fonte delle Maree', 'Fonte das Marés', 'Источник приливов', 'น้ำพุแห่งกระแสน้ำ', 'Gelgit Pınarı', 'Suối Thủy Triều'] },
  { id: 6, regionId: 9, maxLevel: 10, name: ['Lanternfire Beacon', '灯火信标', '燈火信標', '灯火の標', '등불 신호대', 'Laternenfeuer-Leuchtfeuer', 'Almenara del Fuego de Faroles', 'Fanal des lanternes', 'Suar Api Lentera', 'Faro dei Fuochi di Lanterna', 'Farol de Fogo das Lanternas', 'Сигнальный огонь фонарей', 'ประภาคารเปลวโคม', 'Fener Ateşi İşareti', 'Đèn Hiệu Lửa Lồng'] },
];

export interface TribeRow {
  id: number;
  regionId: number;
  name: L15;
}

/** The tribes of the newest nation; their reputation fills `natan_reputation`. */
export const TRIBE_REGION_ID = 8;
export const TRIBE_MAX_LEVEL = 10;

// prettier-ignore
export const TRIBES: readonly TribeRow[] = [
  { id: 1, regionId: TRIBE_REGION_ID, name: ['Children of the Ember', '烬火之子', '燼火之子', '燼火の子ら', '잿불의 아이들', 'Kinder der Glut', 'Hijos de la Brasa', 'Enfants de la Braise', 'Anak-Anak Bara', 'Figli della Brace', 'Filhos da Brasa', 'Дети углей', 'บุตรแห่งถ่านไฟ', 'Korun Çocukları', 'Con Cháu Tro Hồng'] },
  { id: 2, regionId: TRIBE_REGION_ID, name: ['Stonewing Clan', '石翼氏族', '石翼氏族', '石翼の氏族', '돌날개 씨족', 'Steinflügel-Clan', 'Clan Alapiedra', 'Clan Aile-de-Pierre', 'Klan Sayap Batu', 'Clan Alapietra', 'Clã Asa-de-Pedra', 'Клан каменного крыла', 'เผ่าปีกศิลา', 'Taş Kanat Klanı', 'Thị Tộc Cánh Đá'] },
  { id: 3, regionId: TRIBE_REGION_ID, name: ['Riverdrum Folk', '河鼓部族', '河鼓部族', '河鼓の民', '강물북 부족', 'Volk der Flusstrommeln', 'Pueblo del Tambor del Río', 'Peuple du Tambour-de-Rivière', 'Suku Genderang Sungai', 'Popolo del Tamburo del Fiume', 'Povo do Tambor do Rio', 'Народ речного барабана', 'ชนเผ่ากลองแม่น้ำ', 'Nehir Davulu Halkı', 'Bộ Tộc Trống Sông'] },
  { id: 4, regionId: TRIBE_REGION_ID, name: ['Sunpath Wanderers', '日径游民', '日徑遊民', '日径の流浪者', '태양길 방랑자', 'Sonnenpfad-Wanderer', 'Errantes de la Senda del Sol', 'Vagabonds du Chemin du Soleil', 'Pengembara Jalur Surya', 'Viandanti del Sentiero del Sole', 'Errantes do Caminho do Sol', 'Странники солнечной тропы', 'ผู้พเนจรวิถีตะวัน', 'Güneş Yolu Gezginleri', 'Lữ Dân Đường Mặt Trời'] },
  { id: 5, regionId: TRIBE_REGION_ID, name: ['Obsidian Weavers', '黑曜织者', '黑曜織者', '黒曜の織り手', '흑요석 직조공', 'Obsidianweber', 'Tejedores de Obsidiana', "Tisserands d'obsidienne", 'Penenun Obsidian', "Tessitori d'Ossidiana", 'Tecelões de Obsidiana', 'Обсидиановые ткачи', 'ช่างทอออบซิเดียน', 'Obsidyen Dokumacıları', 'Thợ Dệt Hắc Diệu'] },
  { id: 6, regionId: TRIBE_REGION_ID, name: ['Skyfeather Kin', '天羽族', '天羽族', '天羽の一族', '하늘깃 일족', 'Himmelsfeder-Sippe', 'Linaje Plumaceleste', 'Lignée Plume-Céleste', 'Kaum Bulu Langit', 'Stirpe Piumaceleste', 'Linhagem Pena-Celeste', 'Род небесного пера', 'เผ่าขนนกนภา', 'Gök Tüyü Soyu', 'Tộc Lông Trời'] },
];
