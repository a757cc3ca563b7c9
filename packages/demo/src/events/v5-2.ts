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
 * Moonlit Carnival (`v5_2`): nine lantern-lit trials on the carnival pier, all on one 1200-px
 * page. Each trial counts the tiles lit and the best time. Stage ids 80xxx.
 */

const TRIALS: readonly StageText[] = [
  {
    id: 80001,
    name: [
      'Lantern Tile Dash',
      '灯砖疾行',
      '燈磚疾行',
      '灯りタイルダッシュ',
      '등불 타일 대시',
      'Laternenfliesen-Sprint',
      'Carrera de baldosas farol',
      'Course des dalles-lanternes',
      'Lari Ubin Lentera',
      'Corsa delle piastrelle lanterna',
      'Corrida dos ladrilhos-lanterna',
      'Бег по фонарным плиткам',
      'วิ่งบนแผ่นโคมไฟ',
      'Fener Karo Koşusu',
      'Chạy Trên Gạch Đèn Lồng',
    ],
  },
  {
    id: 80002,
    name: [
      'Mirror Maze of Masks',
      '面具镜宫',
      '面具鏡宮',
      '仮面の鏡迷路',
      '가면의 거울 미로',
      'Spiegellabyrinth der Masken',
      'Laberinto de espejos y máscaras',
      'Labyrinthe des masques miroirs',
      'Labirin Cermin Topeng',
      'Labirinto di specchi e maschere',
      'Labirinto de espelhos e máscaras',
      'Зеркальный лабиринт масок',
      'เขาวงกตกระจกหน้ากาก',
      'Maskeli Ayna Labirenti',
      'Mê Cung Gương Mặt Nạ',
    ],
  },
  {
    id: 80003,
    name: [
      'Starfall Ring Toss',
      '星坠套圈',
      '星墜套圈',
      '星降る輪投げ',
      '별똥별 고리 던지기',
      'Sternschnuppen-Ringwurf',
      'Lanzamiento de aros estelares',
      'Lancer d’anneaux filants',
      'Lempar Cincin Bintang Jatuh',
      'Lancio degli anelli stellari',
      'Lançamento de argolas estelares',
      'Кольцеброс звездопада',
      'โยนห่วงดาวตก',
      'Yıldız Kayması Halka Atma',
      'Ném Vòng Sao Băng',
    ],
  },
  {
    id: 80004,
    name: [
      'Carousel Chase',
      '旋转木马追逐',
      '旋轉木馬追逐',
      'メリーゴーランド・チェイス',
      '회전목마 추격전',
      'Karussell-Jagd',
      'Persecución en el carrusel',
      'Poursuite au manège',
      'Kejar-kejaran Komidi Putar',
      'Inseguimento sulla giostra',
      'Perseguição no carrossel',
      'Погоня на карусели',
      'ไล่จับบนม้าหมุน',
      'Atlıkarınca Kovalamacası',
      'Rượt Đuổi Trên Vòng Ngựa Gỗ',
    ],
  },
  {
    id: 80005,
    name: [
      'Moonbeam Tightrope',
      '月光走索',
      '月光走索',
      '月光の綱渡り',
      '달빛 외줄타기',
      'Mondstrahl-Seiltanz',
      'Cuerda floja de luz de luna',
      'Funambule au clair de lune',
      'Titian Tali Cahaya Bulan',
      'Funambolo al chiaro di luna',
      'Corda bamba ao luar',
      'Канат из лунного света',
      'ไต่เชือกแสงจันทร์',
      'Ay Işığında İp Cambazlığı',
      'Đi Dây Ánh Trăng',
    ],
  },
  {
    id: 80006,
    name: [
      'Firefly Puzzle Boxes',
      '萤火谜盒',
      '螢火謎盒',
      'ホタルのパズル箱',
      '반딧불 퍼즐 상자',
      'Glühwürmchen-Rätselkisten',
      'Cajas enigma de luciérnagas',
      'Boîtes-énigmes des lucioles',
      'Kotak Teka-teki Kunang-kunang',
      'Scatole rompicapo delle lucciole',
      'Caixas-enigma dos pirilampos',
      'Шкатулки-головоломки светлячков',
      'กล่องปริศนาหิ่งห้อย',
      'Ateşböceği Bulmaca Kutuları',
      'Hộp Đố Đom Đóm',
    ],
  },
  {
    id: 80007,
    name: [
      'Tidal Drum Parade',
      '潮鼓巡游',
      '潮鼓巡遊',
      '潮太鼓のパレード',
      '밀물 북 퍼레이드',
      'Gezeiten-Trommelparade',
      'Desfile de tambores de marea',
      'Parade des tambours de marée',
      'Parade Genderang Pasang',
      'Parata dei tamburi di marea',
      'Desfile dos tambores da maré',
      'Парад приливных барабанов',
      'ขบวนกลองน้ำขึ้น',
      'Gelgit Davulu Geçidi',
      'Diễu Hành Trống Triều',
    ],
  },
  {
    id: 80008,
    name: [
      'Paper Crane Regatta',
      '纸鹤竞渡',
      '紙鶴競渡',
      '折り鶴レガッタ',
      '종이학 레가타',
      'Papierkranich-Regatta',
      'Regata de grullas de papel',
      'Régate des grues en papier',
      'Regata Bangau Kertas',
      'Regata delle gru di carta',
      'Regata dos grous de papel',
      'Регата бумажных журавликов',
      'แข่งเรือนกกระเรียนกระดาษ',
      'Kâğıt Turna Yarışı',
      'Đua Hạc Giấy',
    ],
  },
  {
    id: 80009,
    name: [
      'Encore at Midnight',
      '午夜安可',
      '午夜安可',
      '真夜中のアンコール',
      '한밤의 앙코르',
      'Die Mitternachtszugabe',
      'El bis de medianoche',
      'Le rappel de minuit',
      'Encore Tengah Malam',
      'Il bis di mezzanotte',
      'O encore da meia-noite',
      'Полуночный бис',
      'อังกอร์เที่ยงคืน',
      'Gece Yarısı Bisi',
      'Màn Encore Nửa Đêm',
    ],
  },
];

/** Early winter nights, ending a fortnight before the demo capture. */
const START = unix('2025-12-03T02:00:00Z');
const END = unix('2025-12-22T02:00:00Z');
const DAY = 86_400;

/** Stages the role never reached stay out of its record (only tried or cleared ones are listed). */
const reached = (r: { finished: boolean; times: number }) => r.finished || r.times > 0;

/** A guest performer lent for the encore, the first the role does not own. */
const GUESTS = [10000086, 10000071, 10000080, 10000044] as const;

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // The newest role had not reached the pier yet: its page shows the empty state.
  if (profile.progress < 0.3) return undefined;
  const p = profile.progress;
  const cleared = Math.min(TRIALS.length, Math.round(TRIALS.length * p + 0.2));
  const guest = GUESTS.find((id) => !ctx.owned.includes(id));

  const records = TRIALS.map((trial, i) => {
    const finished = i < cleared;
    const tried = finished || i < cleared + 2;
    // Tiles to light grow with the trial; a clear lights them all, a failed run about half.
    const board = 24 + i * 6;
    const tiles = finished
      ? board - rng.int(0, 3)
      : tried
        ? rng.int(Math.ceil(board / 3), board - 8)
        : 0;
    // A failed trial keeps the time of its longest run (the clock ran out or the tiles did).
    const bestTime = finished
      ? Math.round((60 + i * 14) * (1.25 - p * 0.35)) + rng.int(0, 20)
      : tried
        ? rng.int(45 + i * 10, 90 + i * 14)
        : 0;
    const stars = finished
      ? Math.max(1, Math.min(3, Math.round(0.8 + p * 2.4 - i * 0.18 + rng.float() * 0.4)))
      : 0;
    return {
      id: trial.id,
      finished,
      ...(finished ? { finish_time: START + (i * 2 + 1) * DAY + rng.int(3_600, 70_000) } : {}),
      score: tried ? tiles * 40 + (finished ? Math.max(0, 400 - bestTime) * 5 : 0) : 0,
      stars,
      max_stars: 3,
      difficulty: Math.floor(i / 3) + 1,
      times: tried ? rng.int(1, finished ? 4 : 6) : 0,
      avatars: finished
        ? i === TRIALS.length - 1 && guest !== undefined
          ? members(ctx, 4, guest)
          : members(ctx, i % 3 === 1 ? 2 : 3)
        : [],
      rewards: finished
        ? [
            { id: EVENT_ITEMS.festivalToken, num: 50 + i * 10 },
            ...(stars === 3 ? [{ id: EVENT_ITEMS.starShard, num: 20 }] : []),
            ...(i % 3 === 2 ? [{ id: EVENT_ITEMS.heroWit, num: 4 }] : []),
          ]
        : [],
      metrics: { tiles, best_time: bestTime },
    };
  }).filter(reached);

  const points = records.reduce((sum, r) => sum + r.score, 0);
  return {
    start_time: START,
    end_time: END,
    total_score: points,
    total_times: records.reduce((sum, r) => sum + r.times, 0),
    stats: { festival_points: points, trials: cleared },
    pages: [{ key: 'overview', records }],
  };
}

export const v52Demo: EventDemo = {
  slug: 'v5_2',
  stages: TRIALS,
  build,
};
