import type { ActType } from '@chronicle/contract';
import type { L15 } from './localize.js';

/*
 * The demo event calendar's own texts (original names; the catalog has no kinds for events, banners
 * or reward items, so the stored calendar carries them).
 */

export interface CalendarItemRow {
  id: number;
  rarity: number;
  name: L15;
}

/** Reward items events hand out. */
export const CALENDAR_ITEMS: readonly CalendarItemRow[] = [
  { id: 201, rarity: 5, name: ['Starlit Gem', '星辉宝石', '星輝寶石', '星明かりの宝石', '별빛 보석', 'Sternenlicht-Juwel', 'Gema Estelar', "Gemme d'étoiles", 'Permata Bintang', 'Gemma Stellata', 'Gema Estelar', 'Звёздный самоцвет', 'อัญมณีแสงดาว', 'Yıldız Işığı Taşı', 'Ngọc Tinh Quang'] },
  { id: 202, rarity: 4, name: ["Sage's Insight", '贤者的领悟', '賢者的領悟', '賢者の悟り', '현자의 깨달음', 'Einsicht des Weisen', 'Perspicacia del Sabio', 'Intuition du sage', 'Wawasan Sang Bijak', 'Intuizione del Saggio', 'Perspicácia do Sábio', 'Прозрение мудреца', 'ความรู้แจ้งของปราชญ์', 'Bilgenin Kavrayışı', 'Tuệ Giác Hiền Giả'] },
  { id: 203, rarity: 3, name: ['Coin Pouch', '钱袋', '錢袋', '小銭袋', '동전 주머니', 'Münzbeutel', 'Bolsa de Monedas', 'Bourse de pièces', 'Kantong Koin', 'Borsa di Monete', 'Bolsa de Moedas', 'Кошель монет', 'ถุงเหรียญ', 'Para Kesesi', 'Túi Tiền Xu'] },
  { id: 204, rarity: 4, name: ['Polishing Ore', '精炼矿石', '精煉礦石', '研磨鉱石', '연마 광석', 'Polier-Erz', 'Mineral de Pulido', 'Minerai de polissage', 'Bijih Pengasah', 'Minerale Lucidante', 'Minério de Polimento', 'Шлифовальная руда', 'แร่ขัดเงา', 'Cila Cevheri', 'Quặng Mài Giũa'] },
  { id: 205, rarity: 5, name: ['Festival Crown', '庆典之冠', '慶典之冠', '祭りの冠', '축제의 왕관', 'Festkrone', 'Corona del Festival', 'Couronne du festival', 'Mahkota Festival', 'Corona della Festa', 'Coroa do Festival', 'Праздничная корона', 'มงกุฎเทศกาล', 'Festival Tacı', 'Vương Miện Lễ Hội'] },
];

export interface CalendarPoolRow {
  id: number;
  poolType: 1 | 2 | 3;
  name: L15;
}

/** Banner kinds: 1 character, 2 weapon, 3 mixed (a chronicle of older characters and weapons). */
export const CALENDAR_POOLS: readonly CalendarPoolRow[] = [
  { id: 1, poolType: 1, name: ['Character Spotlight', '角色聚光祈愿', '角色聚光祈願', 'キャラクター・スポットライト', '캐릭터 스포트라이트', 'Charakter-Rampenlicht', 'Personaje Destacado', 'Personnage à la une', 'Sorotan Karakter', 'Personaggio in Evidenza', 'Personagem em Destaque', 'Персонаж в центре внимания', 'ตัวละครเด่น', 'Karakter Vitrini', 'Nhân Vật Nổi Bật'] },
  { id: 2, poolType: 2, name: ['Weapon Spotlight', '武器聚光祈愿', '武器聚光祈願', '武器スポットライト', '무기 스포트라이트', 'Waffen-Rampenlicht', 'Arma Destacada', 'Arme à la une', 'Sorotan Senjata', 'Arma in Evidenza', 'Arma em Destaque', 'Оружие в центре внимания', 'อาวุธเด่น', 'Silah Vitrini', 'Vũ Khí Nổi Bật'] },
  { id: 3, poolType: 3, name: ['Chronicle Spotlight', '编年聚光祈愿', '編年聚光祈願', '年代記スポットライト', '연대기 스포트라이트', 'Chronik-Rampenlicht', 'Crónica Destacada', 'Chronique à la une', 'Sorotan Kronik', 'Cronaca in Evidenza', 'Crónica em Destaque', 'Хроника в центре внимания', 'บันทึกเด่น', 'Kronik Vitrini', 'Biên Niên Nổi Bật'] },
];

export interface CalendarActRow {
  id: number;
  type: ActType;
  name: L15;
  desc: L15;
  rewards: readonly (readonly [itemId: number, num: number])[];
  doubleTotal?: number;
}

/** Time-limited events (rotated through the demo's phases). */
export const CALENDAR_ACTS: readonly CalendarActRow[] = [
  {
    id: 1001,
    type: 'ActTypeOther',
    name: ['Lantern Tide Festival', '灯潮庆典', '燈潮慶典', '灯潮祭', '등불 물결 축제', 'Laternenflut-Fest', 'Festival de la Marea de Faroles', 'Fête de la marée des lanternes', 'Festival Pasang Lentera', 'Festa della Marea di Lanterne', 'Festival da Maré de Lanternas', 'Праздник фонарного прилива', 'เทศกาลกระแสโคมไฟ', 'Fener Gelgiti Festivali', 'Lễ Hội Triều Đèn'],
    desc: ['Light lanterns across the harbour and trade stories with the townsfolk.', '在港口点亮灯笼，与镇民交换故事。', '在港口點亮燈籠，與鎮民交換故事。', '港に灯籠をともし、町の人々と物語を交わそう。', '항구 곳곳에 등불을 밝히고 주민들과 이야기를 나누세요.', 'Entzünde Laternen im Hafen und tausche Geschichten mit den Leuten aus.', 'Enciende faroles por el puerto e intercambia historias con los vecinos.', 'Allumez des lanternes dans le port et échangez des histoires avec les habitants.', 'Nyalakan lentera di pelabuhan dan bertukar cerita dengan warga.', 'Accendi lanterne nel porto e scambia storie con gli abitanti.', 'Acende lanternas pelo porto e troca histórias com os habitantes.', 'Зажигайте фонари в гавани и обменивайтесь историями с горожанами.', 'จุดโคมไฟทั่วท่าเรือและแลกเปลี่ยนเรื่องเล่ากับชาวเมือง', 'Limanda fenerler yak ve kasaba halkıyla hikâyeler paylaş.', 'Thắp đèn khắp bến cảng và trao đổi câu chuyện với người dân.'],
    rewards: [[201, 900], [205, 1], [202, 12]],
  },
  {
    id: 1002,
    type: 'ActTypeDouble',
    name: ['Bountiful Ley Lines', '丰饶地脉', '豐饒地脈', '豊穣の地脈', '풍요로운 지맥', 'Üppige Leylinien', 'Líneas Ley Abundantes', 'Lignes telluriques prodigues', 'Jalur Ley Melimpah', 'Linee Ley Generose', 'Linhas Ley Abundantes', 'Щедрые лей-линии', 'สายเลย์อุดมสมบูรณ์', 'Bereketli Ley Hatları', 'Địa Mạch Trù Phú'],
    desc: ['Ley line outcrops give double rewards a limited number of times a day.', '地脉之花每日有限次数给予双倍奖励。', '地脈之花每日有限次數給予雙倍獎勵。', '地脈の花が一日に限られた回数だけ報酬を倍にする。', '지맥의 꽃이 하루 제한된 횟수만큼 두 배 보상을 줍니다.', 'Leylinien-Ausbrüche geben täglich begrenzt oft doppelte Belohnungen.', 'Los afloramientos ley dan recompensas dobles un número limitado de veces al día.', 'Les affleurements telluriques donnent des récompenses doubles un nombre limité de fois par jour.', 'Singkapan jalur ley memberi hadiah ganda beberapa kali sehari.', 'Gli affioramenti ley danno ricompense doppie un numero limitato di volte al giorno.', 'Os afloramentos ley dão recompensas duplas um número limitado de vezes por dia.', 'Выходы лей-линий дают двойную награду ограниченное число раз в день.', 'จุดสายเลย์ให้รางวัลสองเท่าได้จำนวนครั้งจำกัดต่อวัน', 'Ley hattı çıkıntıları günde sınırlı sayıda çift ödül verir.', 'Điểm địa mạch cho phần thưởng gấp đôi một số lần mỗi ngày.'],
    rewards: [[202, 6], [203, 3]],
    doubleTotal: 3,
  },
  {
    id: 1003,
    type: 'ActTypeExplore',
    name: ['Mists of the Hollow Isle', '空洞岛之雾', '空洞島之霧', '虚ろな島の霧', '텅 빈 섬의 안개', 'Nebel der Hohlen Insel', 'Nieblas de la Isla Hueca', "Brumes de l'île creuse", 'Kabut Pulau Hampa', "Nebbie dell'Isola Cava", 'Névoas da Ilha Oca', 'Туманы Полого острова', 'หมอกแห่งเกาะกลวง', 'Oyuk Ada Sisleri', 'Sương Mù Đảo Rỗng'],
    desc: ['Chart the island as its mists lift, one cove at a time.', '随着雾气散去，逐一绘制岛上的海湾。', '隨著霧氣散去，逐一繪製島上的海灣。', '霧が晴れるにつれ、入り江をひとつずつ地図に記そう。', '안개가 걷히는 대로 섬의 만을 하나씩 지도에 담으세요.', 'Kartiere die Insel, während sich der Nebel Bucht um Bucht lichtet.', 'Cartografía la isla a medida que se disipan las nieblas, cala a cala.', "Cartographiez l'île à mesure que les brumes se lèvent, crique après crique.", 'Petakan pulau saat kabut terangkat, satu teluk demi satu.', "Mappa l'isola mentre le nebbie si diradano, una cala alla volta.", 'Mapeia a ilha à medida que as névoas se dissipam, enseada a enseada.', 'Наносите остров на карту по мере того, как рассеивается туман.', 'สำรวจเกาะทีละอ่าวขณะที่หมอกจางลง', 'Sisler dağıldıkça adayı koy koy haritala.', 'Vẽ bản đồ hòn đảo khi sương tan dần, từng vịnh một.'],
    rewards: [[201, 420], [204, 8]],
  },
  {
    id: 1004,
    type: 'ActTypeOther',
    name: ['Clockwork Duel Cup', '机巧对决杯', '機巧對決盃', 'からくり決闘杯', '태엽 결투 컵', 'Uhrwerk-Duellpokal', 'Copa del Duelo Mecánico', 'Coupe du duel mécanique', 'Piala Duel Mekanik', 'Coppa del Duello Meccanico', 'Taça do Duelo Mecânico', 'Кубок заводных дуэлей', 'ถ้วยดวลกลไก', 'Kurmalı Düello Kupası', 'Cúp Đấu Cơ Khí'],
    desc: ['Build a clockwork team and climb the cup ladder.', '组建机巧队伍，攀登杯赛排名。', '組建機巧隊伍，攀登盃賽排名。', 'からくりチームを組み、杯の順位を駆け上がろう。', '태엽 팀을 꾸려 컵 순위를 올리세요.', 'Baue ein Uhrwerk-Team und steige in der Pokalrangliste auf.', 'Forma un equipo mecánico y escala la clasificación de la copa.', 'Montez une équipe mécanique et grimpez au classement de la coupe.', 'Bangun tim mekanik dan naiki peringkat piala.', 'Costruisci una squadra meccanica e scala la classifica della coppa.', 'Monta uma equipa mecânica e sobe na classificação da taça.', 'Соберите заводную команду и поднимитесь в турнирной таблице.', 'สร้างทีมกลไกและไต่อันดับถ้วยรางวัล', 'Kurmalı bir takım kur ve kupa sıralamasında yüksel.', 'Lập đội cơ khí và leo bảng xếp hạng cúp.'],
    rewards: [[201, 600], [203, 5]],
  },
];

/** Permanent challenges: they reset every month on `resetDay`. */
export const CALENDAR_FIXED_ACTS: readonly (CalendarActRow & { resetDay: number })[] = [
  {
    id: 2001,
    type: 'ActTypeTower',
    resetDay: 16,
    name: ['Sunken Spire', '沉没尖塔', '沉沒尖塔', '沈みし尖塔', '가라앉은 첨탑', 'Versunkene Turmspitze', 'Aguja Hundida', 'Flèche engloutie', 'Menara Tenggelam', 'Guglia Sommersa', 'Pináculo Submerso', 'Затонувший шпиль', 'ยอดหอคอยจมน้ำ', 'Batık Kule', 'Tháp Chìm'],
    desc: ['Floors of trials that reset each month.', '每月重置的试炼楼层。', '每月重置的試煉樓層。', '毎月リセットされる試練の階層。', '매달 초기화되는 시련의 층.', 'Prüfungsebenen, die jeden Monat zurückgesetzt werden.', 'Pisos de pruebas que se reinician cada mes.', 'Des étages d’épreuves remis à zéro chaque mois.', 'Lantai ujian yang diatur ulang setiap bulan.', 'Piani di prove che si azzerano ogni mese.', 'Pisos de provas que reiniciam todos os meses.', 'Этажи испытаний, обновляющиеся каждый месяц.', 'ชั้นทดสอบที่รีเซ็ตทุกเดือน', 'Her ay sıfırlanan sınav katları.', 'Các tầng thử thách làm mới mỗi tháng.'],
    rewards: [[201, 800]],
  },
  {
    id: 2002,
    type: 'ActTypeRoleCombat',
    resetDay: 1,
    name: ['Masquerade Stage', '假面舞台', '假面舞台', '仮面の舞台', '가면 무대', 'Maskenbühne', 'Escenario de Máscaras', 'Scène masquée', 'Panggung Topeng', 'Palco in Maschera', 'Palco de Máscaras', 'Сцена масок', 'เวทีหน้ากาก', 'Maske Sahnesi', 'Sân Khấu Mặt Nạ'],
    desc: ['Acts with borrowed casts; each month brings a new programme.', '以借来的角色演出，每月更换剧目。', '以借來的角色演出，每月更換劇目。', '借りた配役で演じる幕。毎月新しい演目に。', '빌린 배역으로 펼치는 막. 매달 새 공연이 열립니다.', 'Akte mit geliehener Besetzung; jeden Monat ein neues Programm.', 'Actos con reparto prestado; cada mes un programa nuevo.', 'Des actes avec une distribution empruntée ; un nouveau programme chaque mois.', 'Babak dengan pemeran pinjaman; setiap bulan program baru.', 'Atti con cast in prestito; ogni mese un nuovo programma.', 'Atos com elenco emprestado; todos os meses um programa novo.', 'Акты с заимствованным составом; каждый месяц новая программа.', 'การแสดงด้วยนักแสดงที่ยืมมา แต่ละเดือนมีรายการใหม่', 'Ödünç kadrolu perdeler; her ay yeni bir program.', 'Các màn diễn với dàn vai mượn; mỗi tháng một chương trình mới.'],
    rewards: [[201, 800]],
  },
  {
    id: 2003,
    type: 'ActTypeHardChallenge',
    resetDay: 1,
    name: ['Trial of Dread', '惧怖试炼', '懼怖試煉', '畏怖の試練', '공포의 시련', 'Prüfung des Grauens', 'Prueba del Pavor', "Épreuve de l'effroi", 'Ujian Kengerian', 'Prova del Terrore', 'Prova do Pavor', 'Испытание ужаса', 'บททดสอบแห่งความหวาดกลัว', 'Dehşet Sınavı', 'Thử Thách Kinh Hoàng'],
    desc: ['Face a single fearsome foe against the clock.', '限时对抗一名可怕的强敌。', '限時對抗一名可怕的強敵。', '時間内に恐るべき強敵一体に挑もう。', '제한 시간 안에 무시무시한 적 하나와 맞서세요.', 'Stelle dich gegen die Zeit einem einzelnen furchtbaren Gegner.', 'Enfréntate a un temible enemigo contra el reloj.', 'Affrontez un ennemi redoutable contre la montre.', 'Hadapi satu musuh menakutkan melawan waktu.', 'Affronta un temibile nemico contro il tempo.', 'Enfrenta um inimigo temível contra o relógio.', 'Сразитесь с одним грозным врагом на время.', 'เผชิญหน้าศัตรูน่าสะพรึงหนึ่งตัวแข่งกับเวลา', 'Zamana karşı tek bir korkunç düşmanla yüzleş.', 'Đối đầu một kẻ thù đáng sợ trong thời gian giới hạn.'],
    rewards: [[201, 600], [204, 4]],
  },
];
