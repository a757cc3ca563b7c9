import type { L15 } from './localize.js';

/*
 * The alchemy workshop's recipe book (original items). Served as is by GET genshin/api/alchemy/recipes:
 * the catalog has no kinds for crafting, and the book is the same for every player.
 */

export type AlchemyCategory = 'potion' | 'oil' | 'material' | 'raw';

export interface AlchemyItemRow {
  id: number;
  category: AlchemyCategory;
  rarity: number;
  name: L15;
}

export interface AlchemyRecipeRow {
  itemId: number;
  outputNum: number;
  craftSeconds: number;
  coinCost: number;
  ingredients: readonly (readonly [itemId: number, num: number])[];
}

export const ALCHEMY_ITEMS: readonly AlchemyItemRow[] = [
  { id: 1, category: 'raw', rarity: 1, name: ['Glowcap Mushroom', '荧光菇', '螢光菇', 'ヒカリダケ', '빛버섯', 'Leuchtkappe', 'Seta Luminosa', 'Champignon luisant', 'Jamur Bercahaya', 'Fungo Luminoso', 'Cogumelo Luzente', 'Светящийся гриб', 'เห็ดเรืองแสง', 'Işıltılı Mantar', 'Nấm Phát Sáng'] },
  { id: 2, category: 'raw', rarity: 1, name: ['Frost Lily', '霜百合', '霜百合', '霜百合', '서리 백합', 'Frostlilie', 'Lirio de Escarcha', 'Lys de givre', 'Lili Embun Beku', 'Giglio di Brina', 'Lírio de Geada', 'Морозная лилия', 'ลิลลี่น้ำค้างแข็ง', 'Kırağı Zambağı', 'Bách Hợp Sương Giá'] },
  { id: 3, category: 'raw', rarity: 1, name: ['Ember Pepper', '余烬椒', '餘燼椒', '熾火トウガラシ', '잉걸불 고추', 'Glutpfeffer', 'Pimiento Ascua', 'Piment braise', 'Cabai Bara', 'Peperoncino Brace', 'Pimenta Brasa', 'Угольный перец', 'พริกถ่านแดง', 'Köz Biberi', 'Ớt Than Hồng'] },
  { id: 4, category: 'raw', rarity: 1, name: ['Mistwater', '雾水', '霧水', '霧の水', '안개물', 'Nebelwasser', 'Agua de Niebla', 'Eau de brume', 'Air Kabut', 'Acqua di Nebbia', 'Água de Névoa', 'Туманная вода', 'น้ำหมอก', 'Sis Suyu', 'Nước Sương Mù'] },
  { id: 5, category: 'raw', rarity: 2, name: ['Stone Salt', '岩盐', '岩鹽', '岩塩', '암염', 'Steinsalz', 'Sal de Roca', 'Sel gemme', 'Garam Batu', 'Salgemma', 'Sal-Gema', 'Каменная соль', 'เกลือหิน', 'Kaya Tuzu', 'Muối Đá'] },
  { id: 6, category: 'raw', rarity: 2, name: ['Spirit Ash', '灵灰', '靈灰', '霊灰', '영혼의 재', 'Geisterasche', 'Ceniza Espiritual', 'Cendre spirituelle', 'Abu Roh', 'Cenere Spirituale', 'Cinza Espiritual', 'Духовный пепел', 'เถ้าวิญญาณ', 'Ruh Külü', 'Tro Linh Hồn'] },
  { id: 11, category: 'material', rarity: 2, name: ['Distilled Essence', '蒸馏精华', '蒸餾精華', '蒸留エッセンス', '증류 정수', 'Destillierte Essenz', 'Esencia Destilada', 'Essence distillée', 'Esens Suling', 'Essenza Distillata', 'Essência Destilada', 'Дистиллированная эссенция', 'หัวเชื้อกลั่น', 'Damıtılmış Öz', 'Tinh Chất Chưng Cất'] },
  { id: 12, category: 'material', rarity: 3, name: ['Fire Extract', '火之萃取物', '火之萃取物', '炎の抽出液', '불의 추출물', 'Feuerextrakt', 'Extracto de Fuego', 'Extrait de feu', 'Ekstrak Api', 'Estratto di Fuoco', 'Extrato de Fogo', 'Огненный экстракт', 'สารสกัดไฟ', 'Ateş Özütü', 'Chiết Xuất Lửa'] },
  { id: 13, category: 'material', rarity: 3, name: ['Ice Extract', '冰之萃取物', '冰之萃取物', '氷の抽出液', '얼음의 추출물', 'Eisextrakt', 'Extracto de Hielo', 'Extrait de glace', 'Ekstrak Es', 'Estratto di Ghiaccio', 'Extrato de Gelo', 'Ледяной экстракт', 'สารสกัดน้ำแข็ง', 'Buz Özütü', 'Chiết Xuất Băng'] },
  { id: 21, category: 'potion', rarity: 3, name: ['Fire Ward Potion', '防火药剂', '防火藥劑', '防火の薬', '화염 방어 물약', 'Feuerschutztrank', 'Poción Antifuego', 'Potion pare-feu', 'Ramuan Penangkal Api', 'Pozione Antifuoco', 'Poção Antifogo', 'Зелье защиты от огня', 'ยาป้องกันไฟ', 'Ateş Koruma İksiri', 'Thuốc Kháng Lửa'] },
  { id: 22, category: 'potion', rarity: 3, name: ['Ice Ward Potion', '防冰药剂', '防冰藥劑', '防氷の薬', '얼음 방어 물약', 'Eisschutztrank', 'Poción Antihielo', 'Potion pare-glace', 'Ramuan Penangkal Es', 'Pozione Antighiaccio', 'Poção Antigelo', 'Зелье защиты ото льда', 'ยาป้องกันน้ำแข็ง', 'Buz Koruma İksiri', 'Thuốc Kháng Băng'] },
  { id: 23, category: 'potion', rarity: 2, name: ['Vigor Tonic', '活力补剂', '活力補劑', '活力トニック', '활력 강장제', 'Vitaltonikum', 'Tónico de Vigor', 'Tonique de vigueur', 'Tonik Semangat', 'Tonico del Vigore', 'Tónico de Vigor', 'Бодрящий тоник', 'ยาบำรุงกำลัง', 'Dinçlik Toniği', 'Thuốc Bổ Sinh Lực'] },
  { id: 31, category: 'oil', rarity: 4, name: ['Stormbreak Oil', '破暴之油', '破暴之油', '嵐破りのオイル', '폭풍 가르기 기름', 'Sturmbrecher-Öl', 'Aceite Rompetormentas', "Huile brise-tempête", 'Minyak Pemecah Badai', "Olio Spezzatempesta", 'Óleo Quebra-Tormenta', 'Масло «Разрушитель бурь»', 'น้ำมันฝ่าพายุ', 'Fırtınakıran Yağı', 'Dầu Phá Bão'] },
];

export const ALCHEMY_RECIPES: readonly AlchemyRecipeRow[] = [
  { itemId: 11, outputNum: 1, craftSeconds: 30, coinCost: 100, ingredients: [[4, 2], [5, 1]] },
  { itemId: 12, outputNum: 1, craftSeconds: 60, coinCost: 250, ingredients: [[3, 2], [11, 1]] },
  { itemId: 13, outputNum: 1, craftSeconds: 60, coinCost: 250, ingredients: [[2, 2], [11, 1]] },
  { itemId: 21, outputNum: 1, craftSeconds: 90, coinCost: 500, ingredients: [[12, 1], [1, 1], [6, 1]] },
  { itemId: 22, outputNum: 1, craftSeconds: 90, coinCost: 500, ingredients: [[13, 1], [1, 1], [6, 1]] },
  { itemId: 23, outputNum: 2, craftSeconds: 45, coinCost: 200, ingredients: [[11, 2], [1, 3]] },
  { itemId: 31, outputNum: 1, craftSeconds: 180, coinCost: 1200, ingredients: [[12, 1], [13, 1], [11, 2]] },
];
