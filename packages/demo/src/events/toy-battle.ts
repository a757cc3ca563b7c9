import type { EventSnapshot } from '@chronicle/contract';
import {
  EVENT_ITEMS,
  members,
  unix,
  type EventDemo,
  type EventRoleContext,
  type StageText,
} from './event-demo.js';

/*
 * Toy Skirmish (`toy_battle`): wind-up tin troops fight across a child's playroom. Quick-reflex
 * drills (a score table), the battles of the current round (stage cards with teams) and the toy
 * camp raised level by level between fights (a story of camp levels). Stage ids 75xxx.
 */

const DRILLS: readonly StageText[] = [
  {
    id: 75001,
    name: [
      'Drumroll Drill',
      '鼓点速训',
      '鼓點速訓',
      'ドラムロール訓練',
      '드럼롤 훈련',
      'Trommelwirbel-Drill',
      'Ejercicio de redoble',
      'Exercice du roulement',
      'Latihan Gebukan Drum',
      'Esercizio del rullo',
      'Exercício do rufar',
      'Тренировка барабанной дроби',
      'ฝึกรัวกลอง',
      'Davul Talimi',
      'Bài Tập Dồn Trống',
    ],
  },
  {
    id: 75002,
    name: [
      'Wind-Up Relay',
      '发条接力',
      '發條接力',
      'ゼンマイリレー',
      '태엽 릴레이',
      'Aufzieh-Staffel',
      'Relevo de cuerda',
      'Relais à remontoir',
      'Estafet Mainan Putar',
      'Staffetta a carica',
      'Estafeta de corda',
      'Заводная эстафета',
      'วิ่งผลัดไขลาน',
      'Kurmalı Bayrak Yarışı',
      'Tiếp Sức Lên Dây Cót',
    ],
  },
  {
    id: 75003,
    name: [
      'Tin Parade',
      '锡兵游行',
      '錫兵遊行',
      'ブリキの行進',
      '양철 행진',
      'Blechparade',
      'Desfile de hojalata',
      'Parade de fer-blanc',
      'Pawai Prajurit Timah',
      'Parata di latta',
      'Desfile de lata',
      'Оловянный парад',
      'ขบวนพาเหรดดีบุก',
      'Teneke Geçit Töreni',
      'Diễu Hành Lính Thiếc',
    ],
  },
  {
    id: 75004,
    name: [
      'Spring-Loaded Showdown',
      '弹簧对决',
      '彈簧對決',
      'バネ仕掛けの決戦',
      '용수철 결전',
      'Federkraft-Duell',
      'Duelo de resortes',
      'Duel à ressorts',
      'Duel Pegas',
      'Sfida a molla',
      'Duelo de molas',
      'Пружинная схватка',
      'ศึกสปริงเด้ง',
      'Yaylı Düello',
      'Quyết Đấu Lò Xo',
    ],
  },
];

const BATTLES: readonly StageText[] = [
  {
    id: 75101,
    name: [
      'Blanket Fort Skirmish',
      '毛毯堡垒遭遇战',
      '毛毯堡壘遭遇戰',
      '毛布の砦の小競り合い',
      '담요 요새 교전',
      'Gefecht am Deckenfort',
      'Escaramuza del fuerte de mantas',
      'Escarmouche au fort de couvertures',
      'Pertempuran Benteng Selimut',
      'Schermaglia al forte di coperte',
      'Escaramuça no forte de mantas',
      'Стычка у крепости из одеял',
      'ศึกป้อมผ้าห่ม',
      'Battaniye Kalesi Çatışması',
      'Giao Tranh Pháo Đài Chăn',
    ],
  },
  {
    id: 75102,
    name: [
      'Bookshelf Ridge',
      '书架山脊',
      '書架山脊',
      '本棚の尾根',
      '책장 능선',
      'Bücherregal-Grat',
      'Cresta de la estantería',
      'Crête de la bibliothèque',
      'Punggung Rak Buku',
      'Cresta della libreria',
      'Cume da estante',
      'Хребет книжной полки',
      'สันเขาชั้นหนังสือ',
      'Kitaplık Sırtı',
      'Sống Núi Giá Sách',
    ],
  },
  {
    id: 75103,
    name: [
      'Teacup Crossing',
      '茶杯渡口',
      '茶杯渡口',
      'ティーカップの渡し',
      '찻잔 나루',
      'Teetassen-Übergang',
      'Paso de las tazas',
      'Passage des tasses',
      'Penyeberangan Cangkir',
      'Guado delle tazzine',
      'Travessia das chávenas',
      'Переправа чайных чашек',
      'ทางข้ามถ้วยชา',
      'Fincan Geçidi',
      'Bến Tách Trà',
    ],
  },
  {
    id: 75104,
    name: [
      'Music-Box Keep',
      '八音盒城楼',
      '八音盒城樓',
      'オルゴール城',
      '오르골 성채',
      'Spieluhr-Feste',
      'Torreón de la caja de música',
      'Donjon de la boîte à musique',
      'Benteng Kotak Musik',
      'Torrione del carillon',
      'Torre da caixa de música',
      'Цитадель музыкальной шкатулки',
      'ป้อมกล่องดนตรี',
      'Müzik Kutusu Kalesi',
      'Thành Hộp Nhạc',
    ],
  },
  {
    id: 75105,
    name: [
      'Clockwork Crown',
      '发条王冠',
      '發條王冠',
      'ゼンマイの王冠',
      '태엽 왕관',
      'Die Uhrwerkkrone',
      'La corona de engranajes',
      'La couronne mécanique',
      'Mahkota Mekanis',
      'La corona a orologeria',
      'A coroa de engrenagens',
      'Заводная корона',
      'มงกุฎไขลาน',
      'Kurmalı Taç',
      'Vương Miện Dây Cót',
    ],
  },
];

const CAMP_LEVELS: readonly StageText[] = [
  {
    id: 75201,
    name: [
      'A Tent of Buttons',
      '纽扣帐篷',
      '鈕扣帳篷',
      'ボタンのテント',
      '단추 천막',
      'Ein Zelt aus Knöpfen',
      'Una tienda de botones',
      'Une tente de boutons',
      'Tenda Kancing',
      'Una tenda di bottoni',
      'Uma tenda de botões',
      'Шатёр из пуговиц',
      'กระโจมกระดุม',
      'Düğmelerden Bir Çadır',
      'Căn Lều Cúc Áo',
    ],
  },
  {
    id: 75202,
    name: [
      'Bottle-Cap Forge',
      '瓶盖锻炉',
      '瓶蓋鍛爐',
      'ボトルキャップの鍛冶場',
      '병뚜껑 대장간',
      'Die Kronkorkenschmiede',
      'La forja de chapas',
      'La forge aux capsules',
      'Bengkel Tempa Tutup Botol',
      'La fucina dei tappi',
      'A forja das caricas',
      'Кузница из крышечек',
      'โรงตีเหล็กฝาขวด',
      'Şişe Kapağı Demirhanesi',
      'Lò Rèn Nắp Chai',
    ],
  },
  {
    id: 75203,
    name: [
      'Spool Watchtower',
      '线轴瞭望塔',
      '線軸瞭望塔',
      '糸巻きの見張り塔',
      '실패 망루',
      'Der Garnrollen-Wachturm',
      'La atalaya de carretes',
      'La tour de guet en bobines',
      'Menara Pengawas Gulungan Benang',
      'La torre di vedetta di rocchetti',
      'A torre de vigia de bobinas',
      'Дозорная башня из катушек',
      'หอสังเกตการณ์หลอดด้าย',
      'Makara Gözetleme Kulesi',
      'Tháp Canh Ống Chỉ',
    ],
  },
  {
    id: 75204,
    name: [
      'Thimble Barracks',
      '顶针营房',
      '頂針營房',
      '指ぬきの兵舎',
      '골무 병영',
      'Die Fingerhut-Kaserne',
      'El cuartel de dedales',
      'La caserne des dés à coudre',
      'Barak Bidal',
      'La caserma dei ditali',
      'O quartel de dedais',
      'Казармы из напёрстков',
      'ค่ายทหารปลอกนิ้ว',
      'Yüksük Kışlası',
      'Doanh Trại Đê Khâu',
    ],
  },
  {
    id: 75205,
    name: [
      'Great Brass Key',
      '黄铜巨钥',
      '黃銅巨鑰',
      '真鍮の大鍵',
      '거대한 황동 열쇠',
      'Der große Messingschlüssel',
      'La gran llave de latón',
      'La grande clé de laiton',
      'Kunci Kuningan Raksasa',
      'La grande chiave d’ottone',
      'A grande chave de latão',
      'Большой латунный ключ',
      'กุญแจทองเหลืองยักษ์',
      'Büyük Pirinç Anahtar',
      'Chiếc Chìa Đồng Lớn',
    ],
  },
];

/** Three summer weeks of skirmishes, half a year before the demo capture. */
const START = unix('2025-07-08T02:00:00Z');
const END = unix('2025-07-29T02:00:00Z');
const DAY = 86_400;

/** Characters the event lends for the keep's siege; the first one the role does not own comes. */
const TRIAL_CANDIDATES = [10000036, 10000044, 10000016, 10000032];

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // Lumine's role skipped this one, and the newest role had not unlocked it.
  if (profile.gameRoleId === '612000202' || profile.progress < 0.3) return undefined;
  const reach = profile.progress;
  const at = (day: number) => START + day * DAY + rng.int(7_200, 50_000);

  // Reflex drills: the further the role has come, the more drills and the cleaner the hits.
  const drillsPlayed = reach < 0.5 ? 0 : Math.ceil(DRILLS.length * reach);
  const drills = DRILLS.slice(0, drillsPlayed).map((drill, i) => {
    const notes = 32 + i * 12;
    const perfect = Math.max(0, Math.round(notes * (0.42 + reach * 0.5)) - rng.int(0, 4));
    const combo = Math.min(notes, perfect + rng.int(2, 9));
    const score = perfect * 90 + (notes - perfect) * 35 + combo * 12;
    const share = perfect / notes;
    const stars = share >= 0.85 ? 3 : share >= 0.65 ? 2 : share >= 0.45 ? 1 : 0;
    const finished = stars > 0;
    return {
      id: drill.id,
      finished,
      ...(finished ? { finish_time: at(i * 2) } : {}),
      score,
      max_score: notes * 90 + notes * 12,
      stars,
      max_stars: 3,
      difficulty: i + 1,
      times: rng.int(2, 8),
      metrics: { perfect, combo },
    };
  });

  // Battles of the current round: cleared in order, the next one tried and not yet won.
  const cleared = Math.round(BATTLES.length * reach);
  const trial = TRIAL_CANDIDATES.find((id) => !ctx.owned.includes(id));
  const battles = BATTLES.map((battle, i) => {
    const rounds = 3 + Math.floor(i / 2);
    const finished = i < cleared;
    const tried = finished || i === cleared;
    const stars = finished ? Math.min(3, 1 + Math.round(reach * 2) - (i === 4 ? 1 : 0)) : 0;
    return {
      id: battle.id,
      finished,
      ...(finished ? { finish_time: at(1 + i * 3), cost_time: rng.int(95, 160) + i * 40 } : {}),
      score: finished ? stars * 1_000 + i * 450 + rng.int(0, 900) : 0,
      stars,
      max_stars: 3,
      difficulty: i + 1,
      times: tried ? rng.int(1, 3) + (finished ? 0 : 2) : 0,
      avatars: finished ? members(ctx, 4, i === 3 ? trial : undefined) : [],
      rewards: finished
        ? [
            { id: EVENT_ITEMS.starShard, num: 20 + i * 10 },
            { id: EVENT_ITEMS.festivalToken, num: 80 + i * 40 },
            ...(i >= 2 ? [{ id: EVENT_ITEMS.mysticOre, num: 2 + i }] : []),
          ]
        : [],
      metrics: { wins: finished ? rounds : tried ? rng.int(0, rounds - 1) : 0 },
    };
  });

  // The camp: one chapter per level raised.
  const campLevel = Math.round(CAMP_LEVELS.length * reach);
  const camp = CAMP_LEVELS.map((level, i) => {
    const finished = i < campLevel;
    return { id: level.id, finished, ...(finished ? { finish_time: at(i * 4) } : {}) };
  });

  const played = [...drills, ...battles];
  return {
    start_time: START,
    end_time: END,
    total_score: played.reduce((sum, r) => sum + r.score, 0),
    total_times: played.reduce((sum, r) => sum + r.times, 0),
    stats: {
      camp_level: campLevel,
      wins: battles.reduce((sum, b) => sum + b.metrics.wins, 0),
    },
    pages: [
      ...(drills.length > 0 ? [{ key: 'qte', records: drills }] : []),
      { key: 'current', records: battles },
      { key: 'camp', records: camp },
    ],
  };
}

export const toyBattleDemo: EventDemo = {
  slug: 'toy_battle',
  stages: [...DRILLS, ...BATTLES, ...CAMP_LEVELS],
  build,
};
