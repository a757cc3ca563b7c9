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
 * Grand Fair (`adventure`): four fairground games. Target shooting rounds, wind glider courses
 * through rings and shuffleboard tables are runs (table view); the blade dances are stages with a
 * team. Stage ids 74xxx: targets 740xx, gliders 741xx, dances 742xx, shuffleboard 743xx.
 */

const TARGETS: readonly StageText[] = [
  {
    id: 74001,
    name: [
      'Tin Birds',
      '锡鸟靶',
      '錫鳥靶',
      'ブリキの鳥',
      '양철 새 과녁',
      'Blechvögel',
      'Pájaros de hojalata',
      'Oiseaux de fer-blanc',
      'Burung Kaleng',
      'Uccellini di latta',
      'Pássaros de lata',
      'Жестяные птички',
      'เป้านกสังกะสี',
      'Teneke Kuşlar',
      'Chim Thiếc',
    ],
  },
  {
    id: 74002,
    name: [
      'Spinning Wheels',
      '转轮靶',
      '轉輪靶',
      '回る車輪',
      '회전 바퀴 과녁',
      'Drehräder',
      'Ruedas giratorias',
      'Roues tournantes',
      'Roda Berputar',
      'Ruote girevoli',
      'Rodas giratórias',
      'Вращающиеся колёса',
      'เป้ากงล้อหมุน',
      'Dönen Çarklar',
      'Bánh Xe Xoay',
    ],
  },
  {
    id: 74003,
    name: [
      'Balloon Parade',
      '气球巡游',
      '氣球遊行',
      '風船パレード',
      '풍선 퍼레이드',
      'Ballonparade',
      'Desfile de globos',
      'Parade de ballons',
      'Parade Balon',
      'Parata di palloncini',
      'Desfile de balões',
      'Парад шариков',
      'ขบวนลูกโป่ง',
      'Balon Geçidi',
      'Diễu Hành Bóng Bay',
    ],
  },
  {
    id: 74004,
    name: [
      'Wandering Lights at Dusk',
      '暮色流光靶',
      '暮色流光靶',
      '夕暮れの流れ灯',
      '황혼의 떠도는 불빛',
      'Wandernde Lichter in der Dämmerung',
      'Luces errantes al anochecer',
      'Lumières filantes au crépuscule',
      'Cahaya Berkelana Senja Hari',
      'Luci vaganti al crepuscolo',
      'Luzes errantes ao anoitecer',
      'Блуждающие огни в сумерках',
      'แสงไฟล่องลอยยามพลบค่ำ',
      'Alacakaranlıkta Gezgin Işıklar',
      'Ánh Đèn Lang Thang Lúc Hoàng Hôn',
    ],
  },
];

const COURSES: readonly StageText[] = [
  {
    id: 74101,
    name: [
      'Meadow Hoops',
      '草场环道',
      '草場環道',
      '草原の輪くぐり',
      '초원 고리 코스',
      'Wiesenringe',
      'Aros de la pradera',
      'Anneaux de la prairie',
      'Cincin Padang Rumput',
      'Anelli del prato',
      'Argolas do prado',
      'Кольца над лугом',
      'ห่วงเหนือทุ่งหญ้า',
      'Çayır Halkaları',
      'Vòng Bay Đồng Cỏ',
    ],
  },
  {
    id: 74102,
    name: [
      'Windmill Weave',
      '风车穿梭',
      '風車穿梭',
      '風車すり抜け',
      '풍차 사이 비행',
      'Windmühlenslalom',
      'Zigzag entre molinos',
      'Zigzag des moulins',
      'Meliuk di Antara Kincir',
      'Zigzag tra i mulini',
      'Ziguezague dos moinhos',
      'Петли у мельниц',
      'บินลัดเลาะกังหันลม',
      'Yel Değirmeni Slalomu',
      'Lượn Qua Cối Xay Gió',
    ],
  },
  {
    id: 74103,
    name: [
      'Updraft Tower',
      '升风高塔',
      '升風高塔',
      '上昇気流の塔',
      '상승 기류 탑',
      'Aufwindturm',
      'Torre de corrientes ascendentes',
      'Tour des courants ascendants',
      'Menara Arus Naik',
      'Torre delle correnti ascensionali',
      'Torre das correntes ascendentes',
      'Башня восходящих потоков',
      'หอลมยกตัว',
      'Yükselen Rüzgâr Kulesi',
      'Tháp Gió Nâng',
    ],
  },
  {
    id: 74104,
    name: [
      'Sky Ribbon Final',
      '天绸终程',
      '天綢終程',
      '空のリボン決勝',
      '하늘 리본 결승',
      'Himmelsband-Finale',
      'Final de la cinta celeste',
      'Finale du ruban céleste',
      'Final Pita Langit',
      'Finale del nastro celeste',
      'Final da fita celeste',
      'Финал небесной ленты',
      'รอบชิงริบบิ้นฟ้า',
      'Gök Kurdelesi Finali',
      'Chung Kết Dải Lụa Trời',
    ],
  },
];

const DANCES: readonly StageText[] = [
  {
    id: 74201,
    name: [
      'Ribbon and Edge',
      '绸与刃',
      '綢與刃',
      'リボンと刃',
      '리본과 칼날',
      'Band und Klinge',
      'Cinta y filo',
      'Ruban et lame',
      'Pita dan Bilah',
      'Nastro e lama',
      'Fita e gume',
      'Лента и клинок',
      'ริบบิ้นกับคมดาบ',
      'Kurdele ve Kılıç',
      'Dải Lụa Và Lưỡi Kiếm',
    ],
  },
  {
    id: 74202,
    name: [
      'Falling Petals',
      '落英剑舞',
      '落英劍舞',
      '散り花の剣舞',
      '낙화 검무',
      'Fallende Blüten',
      'Pétalos que caen',
      'Pétales qui tombent',
      'Kelopak Berguguran',
      'Petali che cadono',
      'Pétalas a cair',
      'Падающие лепестки',
      'กลีบดอกร่วงโปรย',
      'Düşen Taç Yapraklar',
      'Cánh Hoa Rơi',
    ],
  },
  {
    id: 74203,
    name: [
      'Thunderclap Finale',
      '雷鸣终曲',
      '雷鳴終曲',
      '雷鳴の終曲',
      '뇌명의 피날레',
      'Donnerschlag-Finale',
      'Final del trueno',
      'Finale du coup de tonnerre',
      'Final Gelegar Guntur',
      'Finale del tuono',
      'Final do trovão',
      'Финал громового раската',
      'ปิดฉากเสียงฟ้าคำราม',
      'Gök Gürültüsü Finali',
      'Khúc Kết Sấm Rền',
    ],
  },
];

const TABLES: readonly StageText[] = [
  {
    id: 74301,
    name: [
      'Polished Lane',
      '光滑球道',
      '光滑球道',
      '磨きのレーン',
      '반들반들 레인',
      'Glatte Bahn',
      'Pista pulida',
      'Piste lustrée',
      'Lintasan Licin',
      'Pista levigata',
      'Pista polida',
      'Гладкая дорожка',
      'ลู่ขัดมัน',
      'Cilalı Pist',
      'Đường Trượt Bóng Loáng',
    ],
  },
  {
    id: 74302,
    name: [
      'Bumper Alley',
      '弹挡球道',
      '彈擋球道',
      'バンパー通り',
      '범퍼 골목',
      'Bandengasse',
      'Callejón de topes',
      'Allée des butoirs',
      'Lorong Pantul',
      'Vicolo dei respingenti',
      'Corredor dos batentes',
      'Переулок отбойников',
      'ตรอกกันชน',
      'Tamponlu Geçit',
      'Ngõ Vách Nảy',
    ],
  },
  {
    id: 74303,
    name: [
      'Icy Lane',
      '冰面球道',
      '冰面球道',
      '氷のレーン',
      '얼음 레인',
      'Eisbahn',
      'Pista helada',
      'Piste glacée',
      'Lintasan Es',
      'Pista ghiacciata',
      'Pista gelada',
      'Ледяная дорожка',
      'ลู่น้ำแข็ง',
      'Buzlu Pist',
      'Đường Trượt Băng',
    ],
  },
  {
    id: 74304,
    name: [
      'Champion’s Table',
      '冠军台',
      '冠軍台',
      'チャンピオン台',
      '챔피언 테이블',
      'Meistertisch',
      'Mesa del campeón',
      'Table du champion',
      'Meja Juara',
      'Tavolo del campione',
      'Mesa do campeão',
      'Стол чемпиона',
      'โต๊ะแชมป์',
      'Şampiyon Masası',
      'Bàn Vô Địch',
    ],
  },
];

/** Three midsummer weeks at the fair. */
const START = unix('2025-07-22T02:00:00Z');
const END = unix('2025-08-12T02:00:00Z');
const DAY = 86_400;
/** A Lightning swordswoman lent for the closing dance. */
const TRIAL_ID = 10000036;
/** Shots of a shooting round, rings of a glider course. */
const SHOTS = [30, 36, 40, 48] as const;
const RINGS = [10, 14, 18, 24] as const;

/** Stars of a run from the share of it done well. */
const starsOf = (share: number) => (share >= 0.92 ? 3 : share >= 0.75 ? 2 : share > 0 ? 1 : 0);

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // The newcomer was still on the road when the fair packed up: the empty state.
  if (profile.gameRoleId === '912000505') return undefined;
  const reach = profile.progress;
  const day = (n: number) => START + n * DAY + rng.int(30_000, 70_000);
  // Runs are listed once tried: a role further along tried more of each game.
  const tried = <T>(list: readonly T[]) =>
    list.slice(0, Math.max(1, Math.round(list.length * reach)));

  const targetShooting = tried(TARGETS).map((round, i) => {
    const shots = SHOTS[i] ?? 30;
    const aim = Math.min(0.98, 0.55 + reach * 0.4 - i * 0.03 + rng.int(0, 5) / 100);
    const hits = Math.round(shots * aim);
    const finished = hits >= shots * 0.6;
    return {
      id: round.id,
      finished,
      ...(finished ? { finish_time: day(i * 2) } : {}),
      score: hits * 50 + rng.int(0, 12) * 25,
      stars: finished ? starsOf(hits / shots) : 0,
      max_stars: 3,
      times: rng.int(2, 7),
      rewards: finished ? [{ id: EVENT_ITEMS.festivalToken, num: 40 + i * 20 }] : [],
      metrics: { hits, accuracy: Math.round((hits / shots) * 1000) / 10 },
    };
  });

  const flightGear = tried(COURSES).map((course, i) => {
    const rings = RINGS[i] ?? 10;
    const through = rings - rng.int(0, Math.round((1 - reach) * 5) + i);
    const finished = through >= rings * 0.7;
    return {
      id: course.id,
      finished,
      ...(finished ? { finish_time: day(1 + i * 3), cost_time: 45 + i * 20 + rng.int(0, 25) } : {}),
      score: through * 80 + rng.int(0, 10) * 20,
      stars: finished ? starsOf(through / rings) : 0,
      max_stars: 3,
      times: rng.int(1, 5),
      rewards: finished ? [{ id: EVENT_ITEMS.heroWit, num: 3 + i }] : [],
      metrics: { rings: through },
    };
  });

  const bladeDance = DANCES.map((dance, i) => {
    const finished = i < Math.ceil(DANCES.length * reach);
    const length = 40 + i * 25;
    const combo = finished
      ? Math.round(length * Math.min(1, 0.6 + reach * 0.4)) - rng.int(0, 3)
      : rng.int(8, 20);
    const share = combo / length;
    const last = i === DANCES.length - 1;
    return {
      id: dance.id,
      finished,
      ...(finished ? { finish_time: day(4 + i * 3) } : {}),
      difficulty: i + 1,
      stars: finished ? starsOf(share) : 0,
      max_stars: 3,
      score: combo * 120 + (finished ? 1_000 + i * 500 : 0),
      times: rng.int(1, 4 + i),
      avatars: finished ? members(ctx, 2, last ? TRIAL_ID : undefined) : [],
      rewards: finished
        ? [
            { id: EVENT_ITEMS.starShard, num: 40 },
            { id: EVENT_ITEMS.mysticOre, num: 3 + i * 2 },
          ]
        : [],
      metrics: { combo },
    };
  });

  // The shuffleboard tent opened last: the role that joined late never played it.
  const shuffleBoard =
    reach < 0.5
      ? []
      : tried(TABLES).map((table, i) => {
          const rounds = 3 + i;
          const points = rounds * rng.int(9, 14);
          const finished = points >= rounds * 10;
          return {
            id: table.id,
            finished,
            ...(finished ? { finish_time: day(10 + i * 2) } : {}),
            score: points * 10,
            stars: finished ? starsOf(points / (rounds * 12)) : 0,
            max_stars: 3,
            times: rng.int(1, 4),
            rewards: finished ? [{ id: EVENT_ITEMS.mora, num: 10_000 + i * 5_000 }] : [],
            metrics: { rounds },
          };
        });

  const all = [...targetShooting, ...flightGear, ...bladeDance, ...shuffleBoard];
  return {
    start_time: START,
    end_time: END,
    total_score: all.reduce((sum, r) => sum + r.score, 0),
    total_times: all.reduce((sum, r) => sum + r.times, 0),
    stats: {
      medals: all.reduce((sum, r) => sum + r.stars, 0),
      trials_cleared: all.filter((r) => r.finished).length,
    },
    pages: [
      { key: 'targetShooting', records: targetShooting },
      { key: 'flightGear', records: flightGear },
      { key: 'bladeDance', records: bladeDance },
      { key: 'shuffleBoard', records: shuffleBoard },
    ],
  };
}

export const adventureDemo: EventDemo = {
  slug: 'adventure',
  stages: [...TARGETS, ...COURSES, ...DANCES, ...TABLES],
  build,
};
