import type { EventSnapshot } from '@chronicle/contract';
import {
  EVENT_ITEMS,
  unix,
  type EventDemo,
  type EventRoleContext,
  type StageText,
} from './event-demo.js';

/*
 * Lanternfall IV (`lantern_v4`): the fourth lantern night in the harbour town. Crate-pushing
 * puzzles counted in moves (stage cards), lion dances scored by combo (a table) and the carp
 * leaping up the streams (a table of heights). Stage ids 77xxx.
 */

const PUZZLES: readonly StageText[] = [
  {
    id: 77001,
    name: [
      'Courtyard of Crates',
      '木箱庭院',
      '木箱庭院',
      '木箱の中庭',
      '나무 상자 안뜰',
      'Hof der Kisten',
      'Patio de las cajas',
      'La cour aux caisses',
      'Halaman Peti',
      'Il cortile delle casse',
      'O pátio das caixas',
      'Двор ящиков',
      'ลานลังไม้',
      'Sandıklar Avlusu',
      'Sân Thùng Gỗ',
    ],
  },
  {
    id: 77002,
    name: [
      'Lantern Storehouse',
      '灯笼库房',
      '燈籠庫房',
      '灯籠の蔵',
      '등롱 창고',
      'Laternenspeicher',
      'Almacén de faroles',
      'L’entrepôt des lanternes',
      'Gudang Lentera',
      'Il magazzino delle lanterne',
      'O armazém das lanternas',
      'Склад фонарей',
      'โกดังโคมไฟ',
      'Fener Ambarı',
      'Kho Đèn Lồng',
    ],
  },
  {
    id: 77003,
    name: [
      'Narrow Alley Shuffle',
      '窄巷挪箱',
      '窄巷挪箱',
      '狭い路地の箱送り',
      '좁은 골목 상자 밀기',
      'Gedränge in der Gasse',
      'Enredo en el callejón',
      'Casse-tête de la ruelle',
      'Geser di Gang Sempit',
      'Rompicapo del vicolo',
      'Aperto no beco',
      'Теснота в переулке',
      'สลับลังในตรอกแคบ',
      'Dar Sokak Bulmacası',
      'Đẩy Thùng Ngõ Hẹp',
    ],
  },
  {
    id: 77004,
    name: [
      'The Drum Tower Stack',
      '鼓楼叠箱',
      '鼓樓疊箱',
      '鼓楼の積み荷',
      '고루의 짐더미',
      'Stapel am Trommelturm',
      'La pila de la torre del tambor',
      'La pile de la tour du tambour',
      'Tumpukan Menara Genderang',
      'La pila della torre del tamburo',
      'A pilha da torre do tambor',
      'Штабель у барабанной башни',
      'กองลังหอกลอง',
      'Davul Kulesi Yığını',
      'Chồng Thùng Lầu Trống',
    ],
  },
  {
    id: 77005,
    name: [
      'Moonlit Warehouse',
      '月下仓库',
      '月下倉庫',
      '月明かりの倉庫',
      '달빛 창고',
      'Lagerhaus im Mondlicht',
      'Almacén a la luz de la luna',
      'L’entrepôt au clair de lune',
      'Gudang di Bawah Bulan',
      'Magazzino al chiaro di luna',
      'Armazém ao luar',
      'Склад под луной',
      'โกดังใต้แสงจันทร์',
      'Ay Işığında Depo',
      'Nhà Kho Dưới Trăng',
    ],
  },
];

const DANCES: readonly StageText[] = [
  {
    id: 77101,
    name: [
      'Opening Drumbeat',
      '开场鼓点',
      '開場鼓點',
      '幕開けの太鼓',
      '개막 북소리',
      'Eröffnungstrommeln',
      'Redoble de apertura',
      'Roulement d’ouverture',
      'Tabuhan Pembuka',
      'Rullo d’apertura',
      'Rufar de abertura',
      'Вступительная дробь',
      'จังหวะกลองเปิดงาน',
      'Açılış Davulu',
      'Hồi Trống Khai Màn',
    ],
  },
  {
    id: 77102,
    name: [
      'The Lion and the Silk Ball',
      '狮逐绣球',
      '獅逐繡球',
      '獅子と手毬',
      '사자와 비단 공',
      'Der Löwe und der Seidenball',
      'El león y la bola de seda',
      'Le lion et la balle de soie',
      'Singa dan Bola Sutra',
      'Il leone e la palla di seta',
      'O leão e a bola de seda',
      'Лев и шёлковый мяч',
      'สิงโตกับลูกบอลไหม',
      'Aslan ve İpek Top',
      'Sư Tử Vờn Cầu Lụa',
    ],
  },
  {
    id: 77103,
    name: [
      'Rooftop Leap',
      '屋檐飞跃',
      '屋簷飛躍',
      '屋根渡り',
      '지붕 도약',
      'Sprung über die Dächer',
      'Salto por los tejados',
      'Bond sur les toits',
      'Lompatan Atap',
      'Salto sui tetti',
      'Salto pelos telhados',
      'Прыжок по крышам',
      'กระโดดข้ามหลังคา',
      'Çatı Sıçrayışı',
      'Nhảy Qua Mái Ngói',
    ],
  },
  {
    id: 77104,
    name: [
      'Grand Finale Parade',
      '压轴巡游',
      '壓軸巡遊',
      'フィナーレの行列',
      '피날레 행진',
      'Große Schlussparade',
      'Gran desfile final',
      'Grande parade finale',
      'Pawai Puncak',
      'Gran parata finale',
      'Grande desfile final',
      'Большой финальный парад',
      'ขบวนแห่ปิดท้าย',
      'Büyük Final Geçidi',
      'Diễu Hành Kết Màn',
    ],
  },
];

const STREAMS: readonly StageText[] = [
  {
    id: 77201,
    name: [
      'Lotus Stream',
      '莲花溪',
      '蓮花溪',
      '蓮の小川',
      '연꽃 개울',
      'Lotusbach',
      'Arroyo de los lotos',
      'Ruisseau aux lotus',
      'Sungai Teratai',
      'Ruscello dei loti',
      'Ribeiro dos lótus',
      'Лотосовый ручей',
      'ลำธารบัว',
      'Nilüferli Dere',
      'Suối Sen',
    ],
  },
  {
    id: 77202,
    name: [
      'Waterfall Steps',
      '瀑布石阶',
      '瀑布石階',
      '滝の段',
      '폭포 계단',
      'Wasserfallstufen',
      'Escalones de la cascada',
      'Les marches de la cascade',
      'Undakan Air Terjun',
      'Gradini della cascata',
      'Degraus da cascata',
      'Ступени водопада',
      'ขั้นน้ำตก',
      'Şelale Basamakları',
      'Bậc Thác',
    ],
  },
  {
    id: 77203,
    name: [
      'Rainbow Rapids',
      '虹影急流',
      '虹影急流',
      '虹の早瀬',
      '무지개 여울',
      'Regenbogenschnellen',
      'Rápidos del arcoíris',
      'Rapides de l’arc-en-ciel',
      'Jeram Pelangi',
      'Rapide dell’arcobaleno',
      'Rápidos do arco-íris',
      'Радужные пороги',
      'แก่งสายรุ้ง',
      'Gökkuşağı Akıntısı',
      'Ghềnh Cầu Vồng',
    ],
  },
  {
    id: 77204,
    name: [
      'Cloud Gate Falls',
      '云门飞瀑',
      '雲門飛瀑',
      '雲門の滝',
      '운문 폭포',
      'Wolkentor-Fälle',
      'Cataratas de la Puerta de las Nubes',
      'Chutes de la Porte des Nuages',
      'Air Terjun Gerbang Awan',
      'Cascate della Porta delle Nuvole',
      'Cataratas do Portão das Nuvens',
      'Водопад Облачных врат',
      'น้ำตกประตูเมฆ',
      'Bulut Kapısı Şelalesi',
      'Thác Cổng Mây',
    ],
  },
];

/** The lantern nights of late winter, eleven months before the demo capture. */
const START = unix('2025-01-28T02:00:00Z');
const END = unix('2025-02-18T02:00:00Z');
const DAY = 86_400;

/** Fewest moves each puzzle can be solved in. */
const PAR = [18, 27, 36, 47, 61];

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // The traveler's second role was not logged in during the lantern nights (every event leaves
  // some role with the empty state); the newest role came only for a look around.
  if (profile.gameRoleId === '612000111') return undefined;
  const reach = profile.progress;
  const at = (day: number) => START + day * DAY + rng.int(7_200, 60_000);

  // Crate puzzles: solved in order, the next one tried; fewer extra moves give more stars.
  const solved = Math.round(PUZZLES.length * reach);
  const puzzles = PUZZLES.slice(0, Math.min(PUZZLES.length, solved + 1)).map((puzzle, i) => {
    const par = PAR[i] ?? 60;
    const finished = i < solved;
    const extra = Math.round((1 - reach) * 14) + rng.int(0, 3) + (i >= 3 ? rng.int(0, 4) : 0);
    // An unsolved puzzle keeps the moves of its longest try before the reset.
    const moves = par + extra + (finished ? 0 : rng.int(8, 20));
    const stars = !finished ? 0 : moves <= par + 3 ? 3 : moves <= par + 9 ? 2 : 1;
    return {
      id: puzzle.id,
      finished,
      ...(finished ? { finish_time: at(i * 3), cost_time: moves * rng.int(3, 6) } : {}),
      stars,
      max_stars: 3,
      difficulty: i + 1,
      times: finished ? rng.int(1, 4) : rng.int(2, 6),
      rewards: finished
        ? [
            { id: EVENT_ITEMS.festivalToken, num: 40 + i * 20 },
            ...(stars === 3 ? [{ id: EVENT_ITEMS.guideBook, num: 1 + Math.floor(i / 2) }] : []),
          ]
        : [],
      metrics: { moves },
    };
  });

  // Lion dances: the newest role never picked up the drum, so its page stays empty.
  const dancesPlayed = reach < 0.3 ? 0 : Math.ceil(DANCES.length * reach);
  const dances = DANCES.slice(0, dancesPlayed).map((dance, i) => {
    const beats = 60 + i * 25;
    const combo = Math.min(beats, Math.round(beats * (0.3 + reach * 0.65)) + rng.int(-4, 4));
    const score = combo * 150 + rng.int(20, 60) * 100 + i * 1_000;
    const share = combo / beats;
    const stars = share >= 0.85 ? 3 : share >= 0.6 ? 2 : 1;
    return {
      id: dance.id,
      finished: true,
      finish_time: at(2 + i * 4),
      score,
      stars,
      max_stars: 3,
      times: rng.int(1, 5),
      metrics: { combo },
    };
  });

  // Carp leaps: the best height up each stream, in metres; a stream counts as climbed at 20 m,
  // the steeper streams ask more for the third star.
  const streamsTried = Math.ceil(STREAMS.length * reach);
  const leaps = STREAMS.slice(0, streamsTried).map((stream, i) => {
    const height = Math.round(10 + reach * (34 + i * 8)) + rng.int(-3, 4);
    const finished = height >= 20;
    return {
      id: stream.id,
      finished,
      stars: height >= 50 + i * 5 ? 3 : height >= 35 ? 2 : finished ? 1 : 0,
      max_stars: 3,
      ...(finished ? { finish_time: at(4 + i * 4) } : {}),
      score: height * 120 + rng.int(0, 30) * 10,
      difficulty: i + 1,
      times: rng.int(1, 7),
      metrics: { height },
    };
  });

  const games = [...puzzles, ...dances, ...leaps];
  return {
    start_time: START,
    end_time: END,
    total_score: [...dances, ...leaps].reduce((sum, g) => sum + g.score, 0),
    total_times: games.reduce((sum, g) => sum + g.times, 0),
    stats: {
      tokens:
        puzzles.reduce((sum, p) => sum + (p.rewards[0]?.num ?? 0), 0) +
        dances.length * 60 +
        leaps.filter((l) => l.finished).length * 50,
      games_played: games.reduce((sum, g) => sum + g.times, 0),
    },
    pages: [
      { key: 'pushBox', records: puzzles },
      ...(dances.length > 0 ? [{ key: 'partyLion', records: dances }] : []),
      { key: 'carpJump', records: leaps },
    ],
  };
}

export const lanternV4Demo: EventDemo = {
  slug: 'lantern_v4',
  stages: [...PUZZLES, ...DANCES, ...STREAMS],
  build,
};
