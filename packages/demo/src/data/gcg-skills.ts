import type { L15 } from './localize.js';

/*
 * Card Duel character skills of the demo (invented): a normal attack named by weapon type, an
 * elemental skill and a burst named by element, and description templates (`{n}` damage, `{e}`
 * element word, `{name}` a character). Columns follow TABLE_LANGS.
 */

/** Normal attacks by the real API's weapon type codes. */
export const NORMAL_ATTACKS: Readonly<Record<number, L15>> = {
  1: ['Blade Drill', '剑术演练', '劍術演練', '剣術の型', '검술 연마', 'Klingendrill', 'Ejercicio de espada', 'Exercice de lame', 'Latihan Pedang', 'Esercizio di lama', 'Treino de lâmina', 'Отработка клинка', 'ฝึกดาบ', 'Kılıç Talimi', 'Luyện Kiếm'],
  10: ['Spark Weaving', '星火编织', '星火編織', '火花紡ぎ', '불꽃 엮기', 'Funkenweben', 'Tejido de chispas', 'Tissage d’étincelles', 'Tenunan Percikan', 'Trama di scintille', 'Tecer de faíscas', 'Плетение искр', 'ถักทอประกายไฟ', 'Kıvılcım Örgüsü', 'Dệt Tia Lửa'],
  11: ['Heavy Swing', '重斩', '重斬', '重い一振り', '묵직한 휘두르기', 'Wuchtiger Hieb', 'Tajo pesado', 'Coup pesant', 'Ayunan Berat', 'Fendente pesante', 'Golpe pesado', 'Тяжёлый замах', 'ฟันหนัก', 'Ağır Savuruş', 'Chém Nặng'],
  12: ['Swift Volley', '疾速连射', '疾速連射', '速射', '신속 연사', 'Schnelle Salve', 'Andanada veloz', 'Volée rapide', 'Tembakan Cepat', 'Raffica rapida', 'Rajada veloz', 'Быстрый залп', 'ยิงรัวเร็ว', 'Hızlı Yaylım', 'Loạt Tên Nhanh'],
  13: ['Spear Dance', '枪之舞', '槍之舞', '槍の舞', '창의 춤', 'Speertanz', 'Danza de lanza', 'Danse de la lance', 'Tarian Tombak', 'Danza della lancia', 'Dança da lança', 'Танец копья', 'ระบำหอก', 'Mızrak Dansı', 'Vũ Điệu Thương'],
};

/** Elemental skills by element. */
export const ELEMENT_SKILLS: Readonly<Record<string, L15>> = {
  Anemo: ['Gale Step', '疾风步', '疾風步', '疾風の歩み', '질풍 걸음', 'Sturmschritt', 'Paso del vendaval', 'Pas de la bourrasque', 'Langkah Badai', 'Passo della burrasca', 'Passo do vendaval', 'Шаг урагана', 'ก้าววายุ', 'Bora Adımı', 'Bước Gió Lốc'],
  Geo: ['Stone Bulwark', '岩之壁垒', '岩之壁壘', '石の防壁', '바위 방벽', 'Steinbollwerk', 'Baluarte de piedra', 'Rempart de pierre', 'Benteng Batu', 'Baluardo di pietra', 'Baluarte de pedra', 'Каменный бастион', 'ปราการหิน', 'Taş Siper', 'Thành Lũy Đá'],
  Electro: ['Thunder Mark', '雷霆印记', '雷霆印記', '雷の刻印', '천둥의 낙인', 'Donnermal', 'Marca del trueno', 'Marque du tonnerre', 'Tanda Guntur', 'Marchio del tuono', 'Marca do trovão', 'Печать грома', 'ตราอัสนี', 'Gök Gürültüsü Mührü', 'Dấu Ấn Sấm'],
  Dendro: ['Bloom Snare', '繁花罗网', '繁花羅網', '花の罠', '꽃의 올가미', 'Blütenschlinge', 'Trampa floral', 'Piège fleuri', 'Jerat Bunga', 'Laccio fiorito', 'Laço florido', 'Цветочные силки', 'บ่วงบุปผา', 'Çiçek Kapanı', 'Bẫy Hoa'],
  Hydro: ['Tide Bolt', '潮涌弹', '潮湧彈', '潮の弾', '조류탄', 'Gezeitenbolzen', 'Proyectil de marea', 'Trait de marée', 'Peluru Pasang', 'Dardo di marea', 'Disparo da maré', 'Приливный заряд', 'กระสุนกระแสน้ำ', 'Gelgit Oku', 'Đạn Thủy Triều'],
  Pyro: ['Ember Rush', '余烬突袭', '餘燼突襲', '残り火の突進', '잉걸불 돌진', 'Glutansturm', 'Embestida de brasas', 'Ruée des braises', 'Serbuan Bara', 'Carica di braci', 'Investida de brasas', 'Натиск углей', 'พุ่งถ่านเพลิง', 'Kor Hücumu', 'Lao Than Hồng'],
  Cryo: ['Frost Lance', '霜之枪', '霜之槍', '霜の槍', '서리 창', 'Frostlanze', 'Lanza de escarcha', 'Lance de givre', 'Tombak Beku', 'Lancia di brina', 'Lança de geada', 'Ледяное копьё', 'หอกน้ำค้างแข็ง', 'Ayaz Mızrağı', 'Thương Sương Giá'],
};

/** Elemental bursts by element. */
export const ELEMENT_BURSTS: Readonly<Record<string, L15>> = {
  Anemo: ['Tempest Crown', '风暴之冠', '風暴之冠', '嵐の冠', '폭풍의 왕관', 'Sturmkrone', 'Corona de tempestad', 'Couronne de tempête', 'Mahkota Badai', 'Corona di tempesta', 'Coroa da tempestade', 'Венец бури', 'มงกุฎพายุ', 'Fırtına Tacı', 'Vương Miện Bão Tố'],
  Geo: ['Mountain’s Wrath', '山岳之怒', '山嶽之怒', '山の怒り', '산의 분노', 'Zorn des Berges', 'Ira de la montaña', 'Colère de la montagne', 'Amarah Gunung', 'Ira della montagna', 'Ira da montanha', 'Гнев горы', 'โทสะแห่งขุนเขา', 'Dağın Öfkesi', 'Cơn Thịnh Nộ Của Núi'],
  Electro: ['Storm Verdict', '雷暴裁决', '雷暴裁決', '嵐の審判', '폭풍의 심판', 'Sturmurteil', 'Veredicto de tormenta', 'Verdict de l’orage', 'Vonis Badai', 'Verdetto della tempesta', 'Veredito da tempestade', 'Приговор бури', 'คำตัดสินแห่งพายุ', 'Fırtına Hükmü', 'Phán Quyết Bão Giông'],
  Dendro: ['Wildwood Canopy', '野林华盖', '野林華蓋', '原生林の天蓋', '야생숲의 차양', 'Wildwaldkrone', 'Dosel del bosque salvaje', 'Canopée sauvage', 'Kanopi Rimba Liar', 'Volta del bosco selvaggio', 'Copa da mata selvagem', 'Полог дикого леса', 'เรือนยอดพงไพร', 'Yaban Orman Örtüsü', 'Tán Rừng Hoang'],
  Hydro: ['Deluge', '洪流', '洪流', '大洪水', '대홍수', 'Sintflut', 'Diluvio', 'Déluge', 'Air Bah', 'Diluvio', 'Dilúvio', 'Потоп', 'อุทกภัย', 'Tufan', 'Đại Hồng Thủy'],
  Pyro: ['Inferno Bloom', '炼狱之花', '煉獄之花', '業火の花', '업화의 꽃', 'Infernoblüte', 'Flor del infierno', 'Fleur d’enfer', 'Bunga Inferno', 'Fiore infernale', 'Flor do inferno', 'Адский цветок', 'บุปผานรกเพลิง', 'Cehennem Çiçeği', 'Hoa Hỏa Ngục'],
  Cryo: ['Glacier Requiem', '冰川安魂曲', '冰川安魂曲', '氷河のレクイエム', '빙하의 진혼곡', 'Gletscherrequiem', 'Réquiem glaciar', 'Requiem glaciaire', 'Requiem Gletser', 'Requiem del ghiacciaio', 'Réquiem glacial', 'Ледниковый реквием', 'บทเพลงไว้อาลัยธารน้ำแข็ง', 'Buzul Ağıtı', 'Khúc Cầu Hồn Sông Băng'],
};

/** Description templates of the three skills and the deck hint. */
export const SKILL_DESCS = {
  normal: ['Deals {n} physical damage.', '造成{n}点物理伤害。', '造成{n}點物理傷害。', '物理ダメージを{n}与える。', '물리 피해를 {n} 줍니다.', 'Verursacht {n} physischen Schaden.', 'Inflige {n} de daño físico.', 'Inflige {n} points de dégâts physiques.', 'Memberikan {n} DMG fisik.', 'Infligge {n} danni fisici.', 'Causa {n} de dano físico.', 'Наносит {n} ед. физического урона.', 'สร้างความเสียหายกายภาพ {n} หน่วย', '{n} fiziksel hasar verir.', 'Gây {n} sát thương vật lý.'],
  skill: ['Deals {n} damage ({e}).', '造成{n}点伤害（{e}）。', '造成{n}點傷害（{e}）。', 'ダメージを{n}与える（{e}）。', '피해를 {n} 줍니다({e}).', 'Verursacht {n} Schaden ({e}).', 'Inflige {n} de daño ({e}).', 'Inflige {n} points de dégâts ({e}).', 'Memberikan {n} DMG ({e}).', 'Infligge {n} danni ({e}).', 'Causa {n} de dano ({e}).', 'Наносит {n} ед. урона ({e}).', 'สร้างความเสียหาย {n} หน่วย ({e})', '{n} hasar verir ({e}).', 'Gây {n} sát thương ({e}).'],
  burst: ['Deals {n} damage ({e}) to every opposing character.', '对所有敌方角色造成{n}点伤害（{e}）。', '對所有敵方角色造成{n}點傷害（{e}）。', '相手キャラクター全員にダメージを{n}与える（{e}）。', '모든 상대 캐릭터에게 피해를 {n} 줍니다({e}).', 'Verursacht bei allen gegnerischen Charakteren {n} Schaden ({e}).', 'Inflige {n} de daño ({e}) a todos los personajes rivales.', 'Inflige {n} points de dégâts ({e}) à tous les personnages adverses.', 'Memberikan {n} DMG ({e}) ke semua karakter lawan.', 'Infligge {n} danni ({e}) a tutti i personaggi avversari.', 'Causa {n} de dano ({e}) a todas as personagens adversárias.', 'Наносит {n} ед. урона ({e}) всем персонажам противника.', 'สร้างความเสียหาย {n} หน่วย ({e}) ให้ตัวละครฝ่ายตรงข้ามทุกตัว', 'Tüm rakip karakterlere {n} hasar verir ({e}).', 'Gây {n} sát thương ({e}) cho mọi nhân vật đối phương.'],
  deck: ['Plays well alongside {name}.', '与{name}搭配效果出色。', '與{name}搭配效果出色。', '{name}と組むと力を発揮する。', '{name}와(과) 함께 쓰면 좋습니다.', 'Harmoniert gut mit {name}.', 'Combina bien con {name}.', 'Se marie bien avec {name}.', 'Cocok dipasangkan dengan {name}.', 'Si abbina bene a {name}.', 'Combina bem com {name}.', 'Хорошо сочетается с картой «{name}».', 'เล่นคู่กับ {name} ได้ดี', '{name} ile iyi uyum sağlar.', 'Phối hợp tốt với {name}.'],
} as const satisfies Record<string, L15>;
