import type { Lang } from '@chronicle/contract';

/*
 * Translations of the generic words in Starfall Vanguard's demo catalog. Proper nouns (battlesuit,
 * weapon and sigil names) stay in English like the main game's; what a player reads as plain words
 * (bosses, companions, outfits, signets, Dreamscape conditions) is written out in every language.
 */

/** The order of every row below. */
const ORDER = [
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

/** Fifteen texts, one per language in {@link ORDER}. */
export type Row = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
export type PerLang = { 'en-us': string } & Partial<Record<Lang, string>>;

/** One text per language, given in {@link ORDER}. */
export function perLang(row: Row): PerLang {
  const out: Partial<Record<Lang, string>> = {};
  ORDER.forEach((lang, i) => {
    out[lang] = row[i];
  });
  return out as PerLang;
}

/** Bosses of the Rift Ladder, the Rift Trial and the Hall of Valor, by catalog id. */
// prettier-ignore
export const BOSS_NAMES: Readonly<Record<number, Row>> = {
  1: ['Ashen Colossus', 'Aschenkoloss', 'Coloso de Ceniza', 'Colosse de cendres', 'Kolosus Abu', 'Colosso di Cenere', '灰燼の巨像', '잿빛 거신', 'Colosso de Cinzas', 'Пепельный колосс', 'ยักษ์เถ้าถ่าน', 'Kül Devi', 'Cự Thần Tro Tàn', '灰烬巨像', '灰燼巨像'],
  2: ['Tidebound Warden', 'Gezeitenwächter', 'Guardián de las Mareas', 'Gardien des marées', 'Penjaga Pasang', 'Custode delle Maree', '潮縛の守護者', '조류의 수호자', 'Guardião das Marés', 'Страж приливов', 'ผู้พิทักษ์กระแสน้ำ', 'Gelgit Muhafızı', 'Thủ Vệ Thủy Triều', '缚潮守卫', '縛潮守衛'],
  3: ['Hollow Seraph', 'Hohler Seraph', 'Serafín Hueco', 'Séraphin creux', 'Serafim Hampa', 'Serafino Cavo', '虚ろなる熾天使', '공허의 치천사', 'Serafim Oco', 'Пустой серафим', 'เซราฟกลวง', 'Boş Serafim', 'Thiên Sứ Trống Rỗng', '空壳炽天使', '空殼熾天使'],
  4: ['Gearwyrm Prime', 'Zahnradwurm Prime', 'Sierpe de Engranajes', 'Vouivre mécanique', 'Naga Roda Gigi', 'Viverna d’Ingranaggi', '歯車竜プライム', '톱니룡 프라임', 'Serpe de Engrenagens', 'Шестерёночный змей', 'มังกรเฟืองจักร', 'Dişli Ejder', 'Long Bánh Răng', '齿轮巨龙', '齒輪巨龍'],
  5: ['Frostveil Matriarch', 'Frostschleier-Matriarchin', 'Matriarca del Velo Gélido', 'Matriarche voile-de-givre', 'Ibu Suri Kabut Beku', 'Matriarca del Velo di Brina', '霜帳の女王', '서리장막의 여왕', 'Matriarca do Véu Gélido', 'Матриарх морозной вуали', 'ราชินีม่านน้ำค้างแข็ง', 'Buz Peçeli Ana', 'Nữ Hoàng Màn Sương Giá', '霜幕女王', '霜幕女王'],
  6: ['Nullstar Herald', 'Herold des Nullsterns', 'Heraldo de la Estrella Nula', 'Héraut de l’astre nul', 'Bentara Bintang Hampa', 'Araldo della Stella Nulla', '虚星の先触れ', '무성의 전령', 'Arauto da Estrela Nula', 'Вестник нулевой звезды', 'ผู้ประกาศดาวสูญ', 'Boş Yıldız Habercisi', 'Sứ Giả Sao Hư Không', '虚星使者', '虛星使者'],
};

/** Companions (the ELF of the API). */
// prettier-ignore
export const COMPANION_NAMES: Readonly<Record<number, Row>> = {
  1: ['Lumen Fox', 'Lichtfuchs', 'Zorro de Luz', 'Renard de lumière', 'Rubah Cahaya', 'Volpe di Luce', '光の狐', '빛의 여우', 'Raposa de Luz', 'Световой лис', 'จิ้งจอกแสง', 'Işık Tilkisi', 'Cáo Ánh Sáng', '光之狐', '光之狐'],
  2: ['Clockwork Owl', 'Uhrwerkeule', 'Búho de Relojería', 'Hibou mécanique', 'Burung Hantu Mekanis', 'Gufo a Orologeria', 'ぜんまい仕掛けのフクロウ', '태엽 올빼미', 'Coruja de Corda', 'Заводная сова', 'นกฮูกไขลาน', 'Kurmalı Baykuş', 'Cú Lên Dây Cót', '发条猫头鹰', '發條貓頭鷹'],
  3: ['Ember Sprite', 'Glutgeist', 'Duende de Brasa', 'Esprit des braises', 'Peri Bara', 'Folletto di Brace', '熾火の精', '불씨 정령', 'Duende de Brasa', 'Дух углей', 'ภูตถ่านไฟ', 'Kor Perisi', 'Tinh Linh Than Hồng', '余烬精灵', '餘燼精靈'],
};

/** Outfits other than a battlesuit's own (which carries the battlesuit's name). */
// prettier-ignore
export const OUTFIT_NAMES: Readonly<Record<number, Row>> = {
  1: ['Summer Breeze', 'Sommerbrise', 'Brisa de Verano', 'Brise d’été', 'Angin Musim Panas', 'Brezza Estiva', '夏のそよ風', '여름 산들바람', 'Brisa de Verão', 'Летний бриз', 'สายลมฤดูร้อน', 'Yaz Esintisi', 'Gió Hè', '夏日微风', '夏日微風'],
  2: ['Starlit Gala', 'Sternengala', 'Gala Estelar', 'Gala étoilé', 'Gala Berbintang', 'Gala Stellato', '星夜の舞踏会', '별빛 연회', 'Gala Estrelada', 'Звёздный бал', 'งานกาล่าใต้แสงดาว', 'Yıldızlı Gala', 'Dạ Tiệc Ánh Sao', '星光晚宴', '星光晚宴'],
};

/** Signets of the Verdant Dreamscape by the API's ids 1–14 (9 unused). */
// prettier-ignore
export const SIGNET_NAMES: Readonly<Record<number, Row>> = {
  1: ['Unbinding', 'Entfesselung', 'Desatadura', 'Délivrance', 'Pelepasan', 'Scioglimento', '解放', '해방', 'Desprendimento', 'Освобождение', 'การปลดพันธนาการ', 'Çözülüş', 'Giải Phóng', '解缚', '解縛'],
  2: ['Gilded Hour', 'Goldene Stunde', 'Hora Dorada', 'Heure dorée', 'Jam Emas', 'Ora Dorata', '金色の刻', '황금의 시간', 'Hora Dourada', 'Золотой час', 'ชั่วโมงทอง', 'Altın Saat', 'Giờ Vàng', '鎏金之时', '鎏金之時'],
  3: ['Ruin', 'Verderben', 'Ruina', 'Ruine', 'Kehancuran', 'Rovina', '破滅', '파멸', 'Ruína', 'Разрушение', 'ความพินาศ', 'Yıkım', 'Suy Vong', '毁灭', '毀滅'],
  4: ['Stillness', 'Stille', 'Quietud', 'Quiétude', 'Keheningan', 'Quiete', '静寂', '고요', 'Quietude', 'Безмолвие', 'ความสงบ', 'Durgunluk', 'Tĩnh Lặng', '静止', '靜止'],
  5: ['Instant', 'Augenblick', 'Instante', 'Instant', 'Sekejap', 'Istante', '刹那', '찰나', 'Instante', 'Миг', 'ชั่วพริบตา', 'An', 'Khoảnh Khắc', '刹那', '剎那'],
  6: ['Boundless', 'Grenzenlos', 'Sin Límites', 'Sans bornes', 'Tanpa Batas', 'Sconfinato', '無辺', '무한', 'Sem Limites', 'Безбрежность', 'ไร้ขอบเขต', 'Sınırsız', 'Vô Biên', '无垠', '無垠'],
  7: ['Tides of Change', 'Gezeiten des Wandels', 'Mareas del Cambio', 'Marées du changement', 'Pasang Perubahan', 'Maree del Mutamento', '変転の潮', '변화의 조류', 'Marés da Mudança', 'Приливы перемен', 'กระแสแห่งความเปลี่ยนแปลง', 'Değişimin Gelgiti', 'Thủy Triều Đổi Thay', '变迁之潮', '變遷之潮'],
  8: ['Selfhood', 'Selbstsein', 'Identidad', 'Ipséité', 'Jati Diri', 'Identità', '自我', '자아', 'Identidade', 'Самость', 'ตัวตน', 'Benlik', 'Bản Ngã', '自我', '自我'],
  10: ['Order', 'Ordnung', 'Orden', 'Ordre', 'Keteraturan', 'Ordine', '秩序', '질서', 'Ordem', 'Порядок', 'ระเบียบ', 'Düzen', 'Trật Tự', '秩序', '秩序'],
  11: ['Spiral', 'Spirale', 'Espiral', 'Spirale', 'Spiral', 'Spirale', '螺旋', '나선', 'Espiral', 'Спираль', 'เกลียววน', 'Sarmal', 'Xoắn Ốc', '螺旋', '螺旋'],
  12: ['First Light', 'Erstes Licht', 'Primera Luz', 'Première lueur', 'Cahaya Pertama', 'Prima Luce', '黎明の光', '첫 빛', 'Primeira Luz', 'Первый свет', 'แสงแรก', 'İlk Işık', 'Tia Sáng Đầu', '初光', '初光'],
  13: ['Constellation', 'Sternbild', 'Constelación', 'Constellation', 'Rasi Bintang', 'Costellazione', '星座', '별자리', 'Constelação', 'Созвездие', 'กลุ่มดาว', 'Takımyıldız', 'Chòm Sao', '星座', '星座'],
  14: ['Daydream', 'Tagtraum', 'Ensueño', 'Rêverie', 'Lamunan', 'Sogno a Occhi Aperti', '白昼夢', '백일몽', 'Devaneio', 'Грёза', 'ฝันกลางวัน', 'Hayal', 'Mộng Mơ', '白日梦', '白日夢'],
};

/** Dreamscape conditions: [name, description] per language. */
// prettier-ignore
export const CONDITION_TEXTS: Readonly<Record<number, { name: Row; desc: Row }>> = {
  1: {
    name: ['Brittle Guard', 'Spröde Deckung', 'Guardia Frágil', 'Garde fragile', 'Pertahanan Rapuh', 'Guardia Fragile', '脆い守り', '약한 방어', 'Guarda Frágil', 'Хрупкая защита', 'การป้องกันเปราะบาง', 'Kırılgan Savunma', 'Phòng Thủ Giòn', '脆弱防御', '脆弱防禦'],
    desc: ['Vanguards take 20% more damage.', 'Vorreiter erleiden 20 % mehr Schaden.', 'Las Vanguardias reciben un 20 % más de daño.', 'Les Avant-gardes subissent 20 % de dégâts en plus.', 'Vanguard menerima 20% lebih banyak kerusakan.', 'Le Avanguardie subiscono il 20% di danni in più.', 'ヴァンガードの被ダメージ+20%。', '뱅가드가 받는 피해 20% 증가.', 'As Vanguardas sofrem mais 20% de dano.', 'Авангарды получают на 20% больше урона.', 'แวนการ์ดได้รับความเสียหายเพิ่มขึ้น 20%', 'Öncüler %20 daha fazla hasar alır.', 'Tiên Phong chịu thêm 20% sát thương.', '先锋受到的伤害提高20%。', '先鋒受到的傷害提高20%。'],
  },
  2: {
    name: ['Hastened Foes', 'Eilige Feinde', 'Enemigos Veloces', 'Ennemis pressés', 'Musuh Tergesa', 'Nemici Rapidi', '加速する敵', '가속된 적', 'Inimigos Velozes', 'Ускоренные враги', 'ศัตรูเร่งรีบ', 'Hızlanan Düşmanlar', 'Kẻ Địch Tăng Tốc', '迅捷之敌', '迅捷之敵'],
    desc: ['Enemies move and attack 15% faster.', 'Gegner bewegen sich und greifen 15 % schneller an.', 'Los enemigos se mueven y atacan un 15 % más rápido.', 'Les ennemis se déplacent et attaquent 15 % plus vite.', 'Musuh bergerak dan menyerang 15% lebih cepat.', 'I nemici si muovono e attaccano il 15% più velocemente.', '敵の移動速度と攻撃速度+15%。', '적의 이동 및 공격 속도 15% 증가.', 'Os inimigos movem-se e atacam 15% mais depressa.', 'Враги двигаются и атакуют на 15% быстрее.', 'ศัตรูเคลื่อนที่และโจมตีเร็วขึ้น 15%', 'Düşmanlar %15 daha hızlı hareket eder ve saldırır.', 'Kẻ địch di chuyển và tấn công nhanh hơn 15%.', '敌人移动与攻击速度提高15%。', '敵人移動與攻擊速度提高15%。'],
  },
  3: {
    name: ['Thick Hide', 'Dicke Haut', 'Piel Gruesa', 'Cuir épais', 'Kulit Tebal', 'Pelle Spessa', '厚い外皮', '두꺼운 가죽', 'Pele Grossa', 'Толстая шкура', 'หนังหนา', 'Kalın Deri', 'Da Dày', '坚韧外皮', '堅韌外皮'],
    desc: ['Enemies have 30% more HP.', 'Gegner haben 30 % mehr LP.', 'Los enemigos tienen un 30 % más de PV.', 'Les ennemis ont 30 % de PV en plus.', 'Musuh memiliki HP 30% lebih banyak.', 'I nemici hanno il 30% di PS in più.', '敵のHP+30%。', '적의 HP 30% 증가.', 'Os inimigos têm mais 30% de PV.', 'У врагов на 30% больше ОЗ.', 'ศัตรูมี HP เพิ่มขึ้น 30%', 'Düşmanların CP’si %30 daha fazladır.', 'Kẻ địch có thêm 30% HP.', '敌人生命值提高30%。', '敵人生命值提高30%。'],
  },
  4: {
    name: ['Waning Focus', 'Schwindender Fokus', 'Foco Menguante', 'Concentration déclinante', 'Fokus Memudar', 'Concentrazione Calante', '集中の衰え', '약해지는 집중', 'Foco Minguante', 'Угасающая концентрация', 'สมาธิเสื่อมถอย', 'Azalan Odak', 'Tập Trung Suy Giảm', '专注衰减', '專注衰減'],
    desc: ['Skill points recover 25% slower.', 'Fertigkeitspunkte regenerieren 25 % langsamer.', 'Los puntos de habilidad se recuperan un 25 % más despacio.', 'Les points de compétence se régénèrent 25 % moins vite.', 'Poin skill pulih 25% lebih lambat.', 'I punti abilità si ricaricano il 25% più lentamente.', 'SP回復速度-25%。', 'SP 회복 속도 25% 감소.', 'Os pontos de perícia recuperam 25% mais devagar.', 'Очки навыков восстанавливаются на 25% медленнее.', 'แต้มสกิลฟื้นฟูช้าลง 25%', 'Yetenek puanları %25 daha yavaş dolar.', 'Điểm kỹ năng hồi chậm hơn 25%.', '技能点回复速度降低25%。', '技能點回復速度降低25%。'],
  },
  5: {
    name: ['Eclipse Tide', 'Finsternisflut', 'Marea del Eclipse', 'Marée d’éclipse', 'Pasang Gerhana', 'Marea d’Eclissi', '蝕の潮', '일식의 조류', 'Maré do Eclipse', 'Прилив затмения', 'กระแสสุริยคราส', 'Tutulma Gelgiti', 'Thủy Triều Nhật Thực', '蚀之潮', '蝕之潮'],
    desc: ['Every 30 s, enemies gain a shield for 8 s.', 'Alle 30 s erhalten Gegner 8 s lang einen Schild.', 'Cada 30 s, los enemigos obtienen un escudo durante 8 s.', 'Toutes les 30 s, les ennemis obtiennent un bouclier pendant 8 s.', 'Setiap 30 dtk, musuh mendapat perisai selama 8 dtk.', 'Ogni 30 s i nemici ottengono uno scudo per 8 s.', '30秒ごとに、敵は8秒間シールドを得る。', '30초마다 적이 8초간 보호막을 얻는다.', 'A cada 30 s, os inimigos ganham um escudo durante 8 s.', 'Каждые 30 с враги получают щит на 8 с.', 'ทุก 30 วินาที ศัตรูได้รับโล่เป็นเวลา 8 วินาที', 'Her 30 sn’de düşmanlar 8 sn boyunca kalkan kazanır.', 'Mỗi 30 giây, kẻ địch nhận khiên trong 8 giây.', '每30秒，敌人获得持续8秒的护盾。', '每30秒，敵人獲得持續8秒的護盾。'],
  },
  6: {
    name: ['Severed Aid', 'Abgeschnittene Hilfe', 'Apoyo Cortado', 'Soutien rompu', 'Bantuan Terputus', 'Supporto Reciso', '断たれた援護', '끊어진 지원', 'Apoio Cortado', 'Отрезанная помощь', 'การสนับสนุนที่ขาดหาย', 'Kesilen Destek', 'Hỗ Trợ Bị Cắt', '断绝援护', '斷絕援護'],
    desc: ['Support skills have a 40% longer cooldown.', 'Unterstützungsfertigkeiten haben 40 % längere Abklingzeit.', 'Las habilidades de apoyo tardan un 40 % más en recargarse.', 'Les compétences de soutien ont un temps de recharge 40 % plus long.', 'Skill pendukung memiliki cooldown 40% lebih lama.', 'Le abilità di supporto hanno una ricarica più lunga del 40%.', 'サポートスキルのクールタイム+40%。', '지원 스킬 재사용 대기시간 40% 증가.', 'As perícias de apoio têm um tempo de recarga 40% maior.', 'Перезарядка навыков поддержки на 40% дольше.', 'สกิลสนับสนุนมีคูลดาวน์นานขึ้น 40%', 'Destek yeteneklerinin bekleme süresi %40 daha uzundur.', 'Kỹ năng hỗ trợ có thời gian hồi lâu hơn 40%.', '支援技能冷却时间延长40%。', '支援技能冷卻時間延長40%。'],
  },
};
