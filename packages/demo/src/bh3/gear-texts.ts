import type { Row } from './texts.js';

/*
 * Names of the battlesuits, weapons and sigil sets in every language (order of {@link Row}: en-us,
 * de-de, es-es, fr-fr, id-id, it-it, ja-jp, ko-kr, pt-pt, ru-ru, th-th, tr-tr, vi-vn, zh-cn, zh-tw).
 * A battlesuit's name is its valkyrie's (a proper noun: the same in Latin scripts, transcribed in
 * the others) and its epithet (translated).
 */

/** The six valkyries, by the battlesuit id's tens (101 → 10). */
// prettier-ignore
export const VALKYRIES: Readonly<Record<number, Row>> = {
  10: ['Aurelle', 'Aurelle', 'Aurelle', 'Aurelle', 'Aurelle', 'Aurelle', 'オーレル', '오렐', 'Aurelle', 'Орель', 'ออเรล', 'Aurelle', 'Aurelle', '奥蕾尔', '奧蕾爾'],
  11: ['Mirae', 'Mirae', 'Mirae', 'Mirae', 'Mirae', 'Mirae', 'ミレイ', '미래', 'Mirae', 'Мирэ', 'มิเร', 'Mirae', 'Mirae', '米蕾', '米蕾'],
  12: ['Tessaly', 'Tessaly', 'Tessaly', 'Tessaly', 'Tessaly', 'Tessaly', 'テッサリー', '테살리', 'Tessaly', 'Тессали', 'เทสซาลี', 'Tessaly', 'Tessaly', '泰莎莉', '泰莎莉'],
  13: ['Ysolde', 'Ysolde', 'Ysolde', 'Ysolde', 'Ysolde', 'Ysolde', 'イゾルデ', '이졸데', 'Ysolde', 'Изольда', 'อีโซลด์', 'Ysolde', 'Ysolde', '伊索尔德', '伊索爾德'],
  14: ['Kaelen', 'Kaelen', 'Kaelen', 'Kaelen', 'Kaelen', 'Kaelen', 'ケイレン', '케일런', 'Kaelen', 'Кейлен', 'เคเลน', 'Kaelen', 'Kaelen', '凯伦', '凱倫'],
  15: ['Noa', 'Noa', 'Noa', 'Noa', 'Noa', 'Noa', 'ノア', '노아', 'Noa', 'Ноа', 'โนอา', 'Noa', 'Noa', '诺亚', '諾亞'],
};

/** Battlesuit epithets by battlesuit id. */
// prettier-ignore
export const EPITHETS: Readonly<Record<number, Row>> = {
  101: ['Dawnbreaker', 'Morgenbrecherin', 'Rompealbas', 'Briseuse d’aube', 'Pemecah Fajar', 'Spezzalba', '暁を破る者', '새벽을 가르는 자', 'Quebra-Alvorada', 'Рассветная', 'ผู้ฝ่าอรุณ', 'Şafak Kıran', 'Kẻ Phá Bình Minh', '破晓者', '破曉者'],
  102: ['Stormwing', 'Sturmschwinge', 'Ala de Tormenta', 'Aile-tempête', 'Sayap Badai', 'Ala di Tempesta', '嵐の翼', '폭풍의 날개', 'Asa da Tempestade', 'Крыло бури', 'ปีกพายุ', 'Fırtına Kanadı', 'Cánh Bão', '风暴之翼', '風暴之翼'],
  111: ['Crimson Tide', 'Purpurflut', 'Marea Carmesí', 'Marée pourpre', 'Gelombang Merah', 'Marea Cremisi', '紅の潮', '진홍의 물결', 'Maré Carmesim', 'Багровый прилив', 'กระแสสีชาด', 'Kızıl Dalga', 'Triều Đỏ Thẫm', '绯红之潮', '緋紅之潮'],
  112: ['Veilwalker', 'Schleiergängerin', 'Caminante del Velo', 'Marche-voile', 'Penjelajah Tabir', 'Viandante del Velo', '帳を歩む者', '장막을 걷는 자', 'Caminhante do Véu', 'Идущая сквозь завесу', 'ผู้เดินผ่านม่าน', 'Peçe Gezgini', 'Kẻ Bước Qua Màn', '行幕者', '行幕者'],
  121: ['Ironbloom', 'Eisenblüte', 'Flor de Hierro', 'Fleur de fer', 'Bunga Besi', 'Fiore di Ferro', '鉄の花', '강철 꽃', 'Flor de Ferro', 'Железный цвет', 'ดอกเหล็ก', 'Demir Çiçek', 'Hoa Sắt', '铁之花', '鐵之花'],
  122: ['Frostlance', 'Frostlanze', 'Lanza de Escarcha', 'Lance de givre', 'Tombak Embun Beku', 'Lancia di Brina', '霜の槍', '서리 창', 'Lança de Geada', 'Морозное копьё', 'หอกน้ำแข็ง', 'Ayaz Mızrağı', 'Thương Băng Giá', '霜之枪', '霜之槍'],
  131: ['Lunar Oath', 'Mondschwur', 'Juramento Lunar', 'Serment lunaire', 'Sumpah Bulan', 'Giuramento Lunare', '月の誓い', '달의 맹세', 'Juramento Lunar', 'Лунная клятва', 'คำสาบานจันทรา', 'Ay Yemini', 'Lời Thề Ánh Trăng', '月之誓约', '月之誓約'],
  132: ['Gearheart', 'Zahnradherz', 'Corazón de Engranaje', 'Cœur d’engrenage', 'Hati Roda Gigi', 'Cuore d’Ingranaggio', '歯車の心', '톱니 심장', 'Coração de Engrenagem', 'Шестерёночное сердце', 'หัวใจเฟือง', 'Dişli Yürek', 'Trái Tim Bánh Răng', '齿轮之心', '齒輪之心'],
  141: ['Nightfall Sentinel', 'Wächterin der Nacht', 'Centinela del Anochecer', 'Sentinelle du crépuscule', 'Penjaga Senja', 'Sentinella del Crepuscolo', '夜帳の番人', '황혼의 파수꾼', 'Sentinela do Anoitecer', 'Страж сумерек', 'ผู้เฝ้ายามราตรี', 'Gece Nöbetçisi', 'Lính Gác Hoàng Hôn', '夜幕哨兵', '夜幕哨兵'],
  142: ['Ember Duelist', 'Glutduellantin', 'Duelista de Brasas', 'Duelliste des braises', 'Petarung Bara', 'Duellante di Brace', '熾火の決闘者', '불씨의 결투가', 'Duelista das Brasas', 'Дуэлянтка углей', 'นักดวลถ่านไฟ', 'Kor Düellocusu', 'Đấu Sĩ Than Hồng', '余烬决斗者', '餘燼決鬥者'],
  151: ['Starchart Archivist', 'Sternkarten-Archivarin', 'Archivista de Cartas Estelares', 'Archiviste des cartes célestes', 'Pengarsip Peta Bintang', 'Archivista delle Carte Stellari', '星図の記録者', '성도의 기록자', 'Arquivista de Cartas Estelares', 'Хранительница звёздных карт', 'ผู้บันทึกแผนที่ดาว', 'Yıldız Haritası Arşivcisi', 'Người Lưu Trữ Tinh Đồ', '星图典藏者', '星圖典藏者'],
  152: ['Thornveil', 'Dornenschleier', 'Velo de Espinas', 'Voile d’épines', 'Tabir Duri', 'Velo di Spine', '茨の帳', '가시 장막', 'Véu de Espinhos', 'Терновая вуаль', 'ม่านหนาม', 'Diken Peçe', 'Màn Gai', '荆棘之幕', '荊棘之幕'],
};

/** Weapon names by weapon id. */
// prettier-ignore
export const WEAPON_NAMES: Readonly<Record<number, Row>> = {
  2101: ['Dawnsong Pistols', 'Morgenlied-Pistolen', 'Pistolas Canto del Alba', 'Pistolets Chant-de-l’aube', 'Pistol Kidung Fajar', 'Pistole Canto dell’Alba', '暁歌の双銃', '새벽노래 쌍권총', 'Pistolas Canto da Alvorada', 'Пистолеты «Песнь зари»', 'ปืนคู่บทเพลงอรุณ', 'Şafak Şarkısı Tabancaları', 'Song Súng Khúc Ca Bình Minh', '晓歌双枪', '曉歌雙槍'],
  2102: ['Galecaller Pistols', 'Sturmrufer-Pistolen', 'Pistolas Llamavientos', 'Pistolets Appel-des-vents', 'Pistol Pemanggil Badai', 'Pistole Richiamo del Vento', '呼風の双銃', '바람부름 쌍권총', 'Pistolas Chamadoras do Vento', 'Пистолеты «Зов ветра»', 'ปืนคู่เรียกลม', 'Rüzgâr Çağıran Tabancalar', 'Song Súng Gọi Gió', '唤风双枪', '喚風雙槍'],
  2111: ['Scarlet Reverie', 'Scharlachtraum', 'Ensueño Escarlata', 'Rêverie écarlate', 'Lamunan Merah', 'Fantasia Scarlatta', '緋の夢想', '진홍의 몽상', 'Devaneio Escarlate', 'Алая грёза', 'ภวังค์สีชาด', 'Kızıl Düş', 'Mộng Đỏ Tươi', '绯色幻梦', '緋色幻夢'],
  2112: ['Veilrender', 'Schleierreißer', 'Desgarravelos', 'Fend-voile', 'Perobek Tabir', 'Squarciavelo', '帳裂き', '장막가르개', 'Rasga-Véus', 'Рассекатель завес', 'ดาบฉีกม่าน', 'Peçe Yırtan', 'Xé Màn', '裂幕', '裂幕'],
  2121: ['Bloomforge Cannon', 'Blütenschmiede-Kanone', 'Cañón Forjaflores', 'Canon Forge-fleur', 'Meriam Tempa Bunga', 'Cannone Forgiafiori', '花鍛えの砲', '꽃단조 포', 'Canhão Forja-Flores', 'Пушка «Цветочная кузня»', 'ปืนใหญ่หลอมบุปผา', 'Çiçek Dövme Topu', 'Pháo Rèn Hoa', '锻花炮', '鍛花砲'],
  2122: ['Rimefall Lance', 'Reiffall-Lanze', 'Lanza Caída de Escarcha', 'Lance Chute-de-givre', 'Tombak Hujan Es', 'Lancia Cadibrina', '霧氷の槍', '상고대 창', 'Lança Queda de Geada', 'Копьё «Иней»', 'หอกน้ำค้างแข็งร่วง', 'Kırağı Mızrağı', 'Thương Sương Rơi', '落霜长枪', '落霜長槍'],
  2131: ['Moonsworn Scythe', 'Mondgeschworene Sense', 'Guadaña Juramentada', 'Faux jurée de lune', 'Sabit Sumpah Bulan', 'Falce Giurata alla Luna', '月誓の大鎌', '달맹세 낫', 'Foice Jurada à Lua', 'Коса лунной клятвы', 'เคียวสาบานจันทร์', 'Ay Yeminli Tırpan', 'Lưỡi Hái Thề Trăng', '月誓之镰', '月誓之鐮'],
  2132: ['Cogwheel Greatsword', 'Zahnrad-Großschwert', 'Mandoble de Engranaje', 'Espadon à engrenages', 'Pedang Besar Roda Gigi', 'Spadone a Ingranaggi', '歯車の大剣', '톱니바퀴 대검', 'Montante de Engrenagem', 'Двуручник-шестерня', 'ดาบใหญ่ฟันเฟือง', 'Dişli Büyük Kılıç', 'Đại Kiếm Bánh Răng', '齿轮巨剑', '齒輪巨劍'],
  2141: ['Duskwarden Bow', 'Dämmerwächter-Bogen', 'Arco Guardián del Ocaso', 'Arc Garde-crépuscule', 'Busur Penjaga Senja', 'Arco Guardiano del Vespro', '黄昏守の弓', '황혼파수 활', 'Arco Guardião do Ocaso', 'Лук стража сумерек', 'ธนูผู้พิทักษ์สนธยา', 'Alacakaranlık Bekçisi Yayı', 'Cung Hộ Vệ Hoàng Hôn', '暮守之弓', '暮守之弓'],
  2142: ['Cinderfang Gauntlets', 'Aschenzahn-Panzerhandschuhe', 'Guanteletes Colmillo de Ceniza', 'Gantelets Croc-de-cendre', 'Sarung Tinju Taring Bara', 'Guanti Zanna di Cenere', '燼牙の籠手', '잿송곳니 건틀릿', 'Manoplas Presa de Cinza', 'Перчатки «Пепельный клык»', 'ถุงมือเขี้ยวเถ้า', 'Kül Dişi Eldivenleri', 'Găng Nanh Tro', '烬牙拳套', '燼牙拳套'],
  2151: ['Astrolabe Cross', 'Astrolabium-Kreuz', 'Cruz Astrolabio', 'Croix astrolabe', 'Salib Astrolab', 'Croce Astrolabio', '星盤の十字架', '아스트롤라베 십자가', 'Cruz Astrolábio', 'Крест-астролябия', 'กางเขนแอสโตรเลบ', 'Usturlap Haç', 'Thánh Giá Thiên Bàn', '星盘十字', '星盤十字'],
  2152: ['Briarthorn Chakram', 'Dornbusch-Chakram', 'Chakram Zarzaespina', 'Chakram ronce-épine', 'Cakram Duri Semak', 'Chakram Rovo Spinoso', '茨棘のチャクラム', '가시덤불 차크람', 'Chakram Sarça-Espinho', 'Чакрам «Терновник»', 'จักรหนามพุ่ม', 'Böğürtlen Dikenli Çakram', 'Luân Gai Bụi', '荆刺轮刃', '荊刺輪刃'],
};

/** Sigil set names by set id (people's names: transcribed, not translated). */
// prettier-ignore
export const SIGIL_SET_NAMES: Readonly<Record<number, Row>> = {
  310: ['Ondine Vale', 'Ondine Vale', 'Ondine Vale', 'Ondine Vale', 'Ondine Vale', 'Ondine Vale', 'オンディーヌ・ヴェイル', '온딘 베일', 'Ondine Vale', 'Ондина Вейл', 'ออนดีน เวล', 'Ondine Vale', 'Ondine Vale', '昂丁·维尔', '昂丁·維爾'],
  320: ['Marrowind', 'Marrowind', 'Marrowind', 'Marrowind', 'Marrowind', 'Marrowind', 'マロウィンド', '매로윈드', 'Marrowind', 'Мэрроувинд', 'แมร์โรวินด์', 'Marrowind', 'Marrowind', '玛洛温德', '瑪洛溫德'],
  330: ['Corvane the Elder', 'Corvane der Ältere', 'Corvane el Viejo', 'Corvane l’Ancien', 'Corvane Sang Tetua', 'Corvane il Vecchio', '長老コーヴェイン', '장로 코베인', 'Corvane, o Velho', 'Корвейн Старший', 'คอร์เวนผู้อาวุโส', 'Yaşlı Corvane', 'Corvane Trưởng Lão', '长者科尔文', '長者科爾文'],
  340: ['Isolde Vey', 'Isolde Vey', 'Isolde Vey', 'Isolde Vey', 'Isolde Vey', 'Isolde Vey', 'イゾルデ・ヴェイ', '이졸데 베이', 'Isolde Vey', 'Изольда Вей', 'อีโซลด์ เวย์', 'Isolde Vey', 'Isolde Vey', '伊索尔德·薇', '伊索爾德·薇'],
  350: ['Pell Arcadia', 'Pell Arcadia', 'Pell Arcadia', 'Pell Arcadia', 'Pell Arcadia', 'Pell Arcadia', 'ペル・アルカディア', '펠 아르카디아', 'Pell Arcadia', 'Пелл Аркадия', 'เพล อาร์เคเดีย', 'Pell Arcadia', 'Pell Arcadia', '佩尔·阿卡迪亚', '佩爾·阿卡迪亞'],
  360: ['Wrenna Rook', 'Wrenna Rook', 'Wrenna Rook', 'Wrenna Rook', 'Wrenna Rook', 'Wrenna Rook', 'レンナ・ルーク', '렌나 룩', 'Wrenna Rook', 'Ренна Рук', 'เรนนา รุก', 'Wrenna Rook', 'Wrenna Rook', '雷娜·鲁克', '雷娜·魯克'],
};
