import type { L15, PersonName } from './localize.js';

/*
 * Card Duel words of the demo (invented): skill kinds, tags, sources, match types, medals,
 * challenge opponents and seasons, deck rules. Each is a catalog `gcg_term`; ids are the ones the
 * demo snapshots refer to. Columns follow TABLE_LANGS.
 */

export interface Term {
  id: number;
  text: L15;
}

/** Skill kinds (the `tag` of a character card's skill). */
export const SKILL_KINDS = {
  normal: 2001,
  skill: 2002,
  burst: 2003,
} as const;

export const SKILL_KIND_TERMS: readonly Term[] = [
  { id: 2001, text: ['Normal Attack', '普通攻击', '普通攻擊', '通常攻撃', '일반 공격', 'Normaler Angriff', 'Ataque normal', 'Attaque normale', 'Serangan Biasa', 'Attacco normale', 'Ataque normal', 'Обычная атака', 'การโจมตีปกติ', 'Normal Saldırı', 'Tấn Công Thường'] },
  { id: 2002, text: ['Elemental Skill', '元素战技', '元素戰技', '元素スキル', '원소 스킬', 'Elementarfertigkeit', 'Habilidad elemental', 'Compétence élémentaire', 'Skill Elemen', 'Abilità elementale', 'Perícia elemental', 'Элементальный навык', 'สกิลธาตุ', 'Element Becerisi', 'Kỹ Năng Nguyên Tố'] },
  { id: 2003, text: ['Elemental Burst', '元素爆发', '元素爆發', '元素爆発', '원소 폭발', 'Elementarexplosion', 'Estallido elemental', 'Déchaînement élémentaire', 'Ledakan Elemen', 'Tripudio elementale', 'Explosão elemental', 'Взрыв стихии', 'ระเบิดธาตุ', 'Element Patlaması', 'Bộc Phá Nguyên Tố'] },
];

/** Element tags, keyed like the demo characters' elements (words as in the web app's common.json). */
export const ELEMENT_TAGS: Readonly<Record<string, Term>> = {
  Anemo: { id: 3001, text: ['Wind', '风', '風', '風', '바람', 'Wind', 'Viento', 'Vent', 'Angin', 'Vento', 'Vento', 'Ветер', 'ลม', 'Rüzgâr', 'Gió'] },
  Geo: { id: 3002, text: ['Stone', '石', '石', '石', '돌', 'Stein', 'Piedra', 'Pierre', 'Batu', 'Pietra', 'Pedra', 'Камень', 'หิน', 'Taş', 'Đá'] },
  Electro: { id: 3003, text: ['Lightning', '雷', '雷', '雷', '번개', 'Blitz', 'Rayo', 'Foudre', 'Petir', 'Fulmine', 'Raio', 'Молния', 'สายฟ้า', 'Yıldırım', 'Sét'] },
  Dendro: { id: 3004, text: ['Verdant', '翠', '翠', '翠', '신록', 'Flora', 'Verdor', 'Verdure', 'Rimba', 'Flora', 'Flora', 'Флора', 'พฤกษา', 'Yeşillik', 'Cỏ Cây'] },
  Hydro: { id: 3005, text: ['Water', '水', '水', '水', '물', 'Wasser', 'Agua', 'Eau', 'Air', 'Acqua', 'Água', 'Вода', 'น้ำ', 'Su', 'Nước'] },
  Pyro: { id: 3006, text: ['Fire', '火', '火', '火', '불', 'Feuer', 'Fuego', 'Feu', 'Api', 'Fuoco', 'Fogo', 'Огонь', 'ไฟ', 'Ateş', 'Lửa'] },
  Cryo: { id: 3007, text: ['Ice', '冰', '冰', '氷', '얼음', 'Eis', 'Hielo', 'Glace', 'Es', 'Ghiaccio', 'Gelo', 'Лёд', 'น้ำแข็ง', 'Buz', 'Băng'] },
};

/** Weapon tags, keyed by the real API's weapon type codes. */
export const WEAPON_TAGS: Readonly<Record<number, Term>> = {
  1: { id: 3011, text: ['Sword', '单手剑', '單手劍', '片手剣', '한손검', 'Schwert', 'Espada', 'Épée', 'Pedang', 'Spada', 'Espada', 'Меч', 'ดาบ', 'Kılıç', 'Kiếm'] },
  10: { id: 3012, text: ['Catalyst', '法器', '法器', '法器', '법구', 'Katalysator', 'Catalizador', 'Catalyseur', 'Katalis', 'Catalizzatore', 'Catalisador', 'Катализатор', 'คาตาลิสต์', 'Katalizör', 'Pháp Khí'] },
  11: { id: 3013, text: ['Claymore', '双手剑', '雙手劍', '両手剣', '양손검', 'Zweihänder', 'Mandoble', 'Claymore', 'Claymore', 'Spadone', 'Espadão', 'Двуручный меч', 'ดาบใหญ่', 'Çift Elli Kılıç', 'Trọng Kiếm'] },
  12: { id: 3014, text: ['Bow', '弓', '弓', '弓', '활', 'Bogen', 'Arco', 'Arc', 'Busur', 'Arco', 'Arco', 'Лук', 'ธนู', 'Yay', 'Cung'] },
  13: { id: 3015, text: ['Polearm', '长柄武器', '長柄武器', '長柄武器', '장병기', 'Stangenwaffe', 'Lanza', 'Arme d’hast', 'Polearm', 'Arma ad asta', 'Lança', 'Древковое', 'อาวุธด้ามยาว', 'Mızrak', 'Vũ Khí Cán Dài'] },
};

/** Action card tags. */
export const ACTION_TAGS = {
  weapon: { id: 3021, text: ['Weapon', '武器', '武器', '武器', '무기', 'Waffe', 'Arma', 'Arme', 'Senjata', 'Arma', 'Arma', 'Оружие', 'อาวุธ', 'Silah', 'Vũ Khí'] },
  relic: { id: 3022, text: ['Artifact', '圣遗物', '聖遺物', '聖遺物', '성유물', 'Artefakt', 'Artefacto', 'Artéfact', 'Artefak', 'Manufatto', 'Artefato', 'Артефакт', 'อาร์ติแฟกต์', 'Eser', 'Thánh Di Vật'] },
  talent: { id: 3023, text: ['Talent', '天赋', '天賦', '天賦', '특성', 'Talent', 'Talento', 'Aptitude', 'Talenta', 'Talento', 'Talento', 'Талант', 'พรสวรรค์', 'Yetenek', 'Thiên Phú'] },
  location: { id: 3024, text: ['Location', '场地', '場地', '場所', '장소', 'Ort', 'Lugar', 'Lieu', 'Lokasi', 'Luogo', 'Local', 'Место', 'สถานที่', 'Mekân', 'Địa Điểm'] },
  companion: { id: 3025, text: ['Companion', '伙伴', '夥伴', '仲間', '동료', 'Gefährte', 'Compañero', 'Compagnon', 'Rekan', 'Compagno', 'Companheiro', 'Спутник', 'เพื่อนร่วมทาง', 'Yoldaş', 'Đồng Hành'] },
  item: { id: 3026, text: ['Item', '道具', '道具', 'アイテム', '아이템', 'Gegenstand', 'Objeto', 'Objet', 'Item', 'Oggetto', 'Objeto', 'Предмет', 'ไอเทม', 'Eşya', 'Đạo Cụ'] },
  food: { id: 3027, text: ['Food', '料理', '料理', '料理', '요리', 'Speise', 'Comida', 'Plat', 'Makanan', 'Cibo', 'Comida', 'Еда', 'อาหาร', 'Yemek', 'Món Ăn'] },
  combat: { id: 3028, text: ['Combat Action', '战斗行动', '戰鬥行動', '戦闘行動', '전투 행동', 'Kampfaktion', 'Acción de combate', 'Action de combat', 'Aksi Tempur', 'Azione di combattimento', 'Ação de combate', 'Боевое действие', 'การกระทำในการต่อสู้', 'Savaş Eylemi', 'Hành Động Chiến Đấu'] },
  resonance: { id: 3029, text: ['Resonance', '共鸣', '共鳴', '共鳴', '공명', 'Resonanz', 'Resonancia', 'Résonance', 'Resonansi', 'Risonanza', 'Ressonância', 'Резонанс', 'เรโซแนนซ์', 'Rezonans', 'Cộng Hưởng'] },
} as const satisfies Record<string, Term>;

/** Where cards and card backs come from. */
export const SOURCES = {
  shop: { id: 4001, text: ['Card Shop', '牌坊商店', '牌坊商店', 'カードショップ', '카드 상점', 'Kartenladen', 'Tienda de cartas', 'Boutique de cartes', 'Toko Kartu', 'Negozio di carte', 'Loja de cartas', 'Карточная лавка', 'ร้านการ์ด', 'Kart Dükkânı', 'Cửa Hàng Thẻ'] },
  invitation: { id: 4002, text: ['Duel invitation reward', '对局邀约奖励', '對局邀約獎勵', '対戦招待の報酬', '대결 초대 보상', 'Belohnung einer Duell-Einladung', 'Recompensa de invitación a duelo', 'Récompense d’invitation en duel', 'Hadiah undangan duel', 'Ricompensa d’invito al duello', 'Recompensa de convite para duelo', 'Награда за приглашение на дуэль', 'รางวัลคำเชิญดวล', 'Düello daveti ödülü', 'Thưởng lời mời đấu'] },
  level: { id: 4003, text: ['Card Duel level reward', '牌局等级奖励', '牌局等級獎勵', 'カード対戦レベル報酬', '카드 대결 레벨 보상', 'Belohnung für die Kartenduell-Stufe', 'Recompensa de nivel de Duelo de cartas', 'Récompense de niveau de Duel de cartes', 'Hadiah level Duel Kartu', 'Ricompensa di livello di Duello di carte', 'Recompensa de nível do Duelo de cartas', 'Награда за уровень карточных дуэлей', 'รางวัลเลเวลการดวลการ์ด', 'Kart Düellosu seviye ödülü', 'Thưởng cấp Đấu Thẻ'] },
  event: { id: 4004, text: ['Event reward', '活动奖励', '活動獎勵', 'イベント報酬', '이벤트 보상', 'Event-Belohnung', 'Recompensa de evento', 'Récompense d’évènement', 'Hadiah event', 'Ricompensa evento', 'Recompensa de evento', 'Награда события', 'รางวัลกิจกรรม', 'Etkinlik ödülü', 'Thưởng sự kiện'] },
} as const satisfies Record<string, Term>;

export const MATCH_TYPES = {
  casual: { id: 4101, text: ['Casual duel', '休闲对局', '休閒對局', 'カジュアル対戦', '일반 대결', 'Freies Duell', 'Duelo casual', 'Duel libre', 'Duel santai', 'Duello amichevole', 'Duelo casual', 'Обычная дуэль', 'ดวลทั่วไป', 'Serbest düello', 'Đấu thường'] },
  friend: { id: 4102, text: ['Match with a friend', '好友对局', '好友對局', 'フレンド対戦', '친구 대결', 'Duell mit Freunden', 'Duelo con un amigo', 'Duel entre amis', 'Duel dengan teman', 'Duello con un amico', 'Duelo com um amigo', 'Дуэль с другом', 'ดวลกับเพื่อน', 'Arkadaşla düello', 'Đấu với bạn bè'] },
  invitation: { id: 4103, text: ['Invitation duel', '邀约对局', '邀約對局', '招待対戦', '초대 대결', 'Einladungsduell', 'Duelo por invitación', 'Duel sur invitation', 'Duel undangan', 'Duello su invito', 'Duelo por convite', 'Дуэль по приглашению', 'ดวลตามคำเชิญ', 'Davetli düello', 'Đấu theo lời mời'] },
} as const satisfies Record<string, Term>;

export const MEDALS: readonly Term[] = [
  { id: 4201, text: ['Bronze Crest', '铜之徽记', '銅之徽記', '銅の紋章', '청동 문장', 'Bronzewappen', 'Emblema de bronce', 'Blason de bronze', 'Lambang Perunggu', 'Stemma di bronzo', 'Brasão de bronze', 'Бронзовый герб', 'ตราทองแดง', 'Bronz Arma', 'Huy Hiệu Đồng'] },
  { id: 4202, text: ['Silver Crest', '银之徽记', '銀之徽記', '銀の紋章', '은 문장', 'Silberwappen', 'Emblema de plata', 'Blason d’argent', 'Lambang Perak', 'Stemma d’argento', 'Brasão de prata', 'Серебряный герб', 'ตราเงิน', 'Gümüş Arma', 'Huy Hiệu Bạc'] },
  { id: 4203, text: ['Golden Crest', '金之徽记', '金之徽記', '金の紋章', '황금 문장', 'Goldwappen', 'Emblema de oro', 'Blason d’or', 'Lambang Emas', 'Stemma d’oro', 'Brasão de ouro', 'Золотой герб', 'ตราทองคำ', 'Altın Arma', 'Huy Hiệu Vàng'] },
];

/** Challenge opponents: invented card players, named like the demo characters. */
export const OPPONENTS: readonly { id: number; name: PersonName }[] = [
  { id: 4301, name: ['Maren Holt', '玛伦·霍尔特', '瑪倫·霍爾特', 'マレン・ホルト', '마렌 홀트', 'Марен Холт', 'มาเรน โฮลต์'] },
  { id: 4302, name: ['Tobiah Venn', '托比亚·文恩', '托比亞·文恩', 'トビア・ヴェン', '토비아 벤', 'Тобия Венн', 'โทบิยาห์ เวนน์'] },
  { id: 4303, name: ['Old Quillon', '老奎隆', '老奎隆', 'オールド・クィロン', '올드 퀼론', 'Старый Квиллон', 'โอลด์ ควิลลอน'] },
  { id: 4304, name: ['Sabeline', '萨贝琳', '薩貝琳', 'サベリーヌ', '사벨린', 'Сабелина', 'ซาเบลีน'] },
  { id: 4305, name: ['Dorrik Ashby', '多里克·阿什比', '多里克·阿什比', 'ドリク・アシュビー', '도릭 애시비', 'Доррик Эшби', 'ดอร์ริก แอชบี'] },
  { id: 4306, name: ['Lisette Crane', '莉塞特·克兰', '莉塞特·克蘭', 'リゼット・クレイン', '리제트 크레인', 'Лизетта Крейн', 'ลิเซตต์ เครน'] },
];

/** Challenge seasons by schedule id, newest last. */
export const SEASONS: readonly { scheduleId: number; text: L15 }[] = [
  { scheduleId: 11, text: ['Season of Tides', '潮汐之季', '潮汐之季', '潮の季節', '조수의 시즌', 'Saison der Gezeiten', 'Temporada de las mareas', 'Saison des marées', 'Musim Pasang', 'Stagione delle maree', 'Temporada das marés', 'Сезон приливов', 'ฤดูแห่งกระแสน้ำ', 'Gelgit Sezonu', 'Mùa Thủy Triều'] },
  { scheduleId: 12, text: ['Season of Frost', '霜寒之季', '霜寒之季', '霜の季節', '서리의 시즌', 'Saison des Frosts', 'Temporada de escarcha', 'Saison du givre', 'Musim Embun Beku', 'Stagione del gelo', 'Temporada da geada', 'Сезон инея', 'ฤดูแห่งน้ำค้างแข็ง', 'Ayaz Sezonu', 'Mùa Sương Giá'] },
  { scheduleId: 13, text: ['Season of Embers', '余烬之季', '餘燼之季', '残り火の季節', '잉걸불의 시즌', 'Saison der Glut', 'Temporada de las brasas', 'Saison des braises', 'Musim Bara', 'Stagione delle braci', 'Temporada das brasas', 'Сезон углей', 'ฤดูแห่งถ่านไฟ', 'Kor Sezonu', 'Mùa Than Hồng'] },
];

/** Reasons a saved deck cannot be played (ids from the server's DECK_RULE_TERMS). */
export const DECK_RULES: readonly Term[] = [
  { id: 5901, text: ['A deck needs 3 character cards.', '牌组需要3张角色牌。', '牌組需要3張角色牌。', 'デッキにはキャラクターカードが3枚必要です。', '덱에는 캐릭터 카드 3장이 필요합니다.', 'Ein Deck braucht 3 Charakterkarten.', 'Un mazo necesita 3 cartas de personaje.', 'Un deck doit compter 3 cartes de personnage.', 'Dek membutuhkan 3 kartu karakter.', 'Un mazzo richiede 3 carte personaggio.', 'Um baralho precisa de 3 cartas de personagem.', 'В колоде должно быть 3 карты персонажей.', 'สำรับต้องมีการ์ดตัวละคร 3 ใบ', 'Bir destede 3 karakter kartı olmalıdır.', 'Bộ bài cần 3 thẻ nhân vật.'] },
  { id: 5902, text: ['A deck needs 30 action cards.', '牌组需要30张行动牌。', '牌組需要30張行動牌。', 'デッキにはアクションカードが30枚必要です。', '덱에는 행동 카드 30장이 필요합니다.', 'Ein Deck braucht 30 Aktionskarten.', 'Un mazo necesita 30 cartas de acción.', 'Un deck doit compter 30 cartes d’action.', 'Dek membutuhkan 30 kartu aksi.', 'Un mazzo richiede 30 carte azione.', 'Um baralho precisa de 30 cartas de ação.', 'В колоде должно быть 30 карт действий.', 'สำรับต้องมีการ์ดแอ็กชัน 30 ใบ', 'Bir destede 30 eylem kartı olmalıdır.', 'Bộ bài cần 30 thẻ hành động.'] },
];
