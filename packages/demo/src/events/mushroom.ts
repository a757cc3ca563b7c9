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
 * Sporeling Friends (`mushroom`): befriend the little spore creatures of the woods, each one an
 * entry of the field guide (story view), train them in three sessions (stages) and take them to the
 * tournament's cups (table). Stage ids 72xxx: guide 720xx, training 721xx, cups 722xx.
 */

const ENTRIES: readonly StageText[] = [
  {
    id: 72001,
    name: [
      'Shy Puffball',
      '害羞的蓬蓬菇',
      '害羞的蓬蓬菇',
      '恥ずかしがりのふわ玉キノコ',
      '수줍은 몽실버섯',
      'Der schüchterne Bovist',
      'El bejín tímido',
      'La vesse-de-loup timide',
      'Jamur Bola yang Pemalu',
      'La vescia timida',
      'O cogumelo-bola tímido',
      'Застенчивый дождевик',
      'เห็ดลูกกลมขี้อาย',
      'Utangaç Top Mantar',
      'Nấm Tròn Nhút Nhát',
    ],
  },
  {
    id: 72002,
    name: [
      'Glowgill by the Pond',
      '池畔的荧褶菇',
      '池畔的螢褶菇',
      '池のほとりのホタルヒダ',
      '연못가의 반딧주름버섯',
      'Leuchtlamelle am Teich',
      'Laminiluz junto al estanque',
      'Lamelluisante près de l’étang',
      'Insang Pendar di Tepi Kolam',
      'Lamellaluce presso lo stagno',
      'Lamela-luz junto ao lago',
      'Светопластинка у пруда',
      'เห็ดครีบเรืองแสงริมสระ',
      'Gölet Kıyısındaki Işıltılı Solungaç',
      'Nấm Phiến Sáng Bên Ao',
    ],
  },
  {
    id: 72003,
    name: [
      'Thundertuft on the Ridge',
      '山脊上的雷簇菇',
      '山脊上的雷簇菇',
      '尾根のカミナリタケ',
      '능선 위의 번개송이',
      'Donnerbüschel auf dem Grat',
      'Truenopenacho en la cresta',
      'Touffe-tonnerre sur la crête',
      'Jamur Guntur di Punggung Bukit',
      'Ciuffotuono sul crinale',
      'Tufo-trovão na crista',
      'Громохохолок на гребне',
      'เห็ดพู่อัสนีบนสันเขา',
      'Sırttaki Gök Gürültüsü Püskülü',
      'Nấm Chùm Sấm Trên Sườn Núi',
    ],
  },
  {
    id: 72004,
    name: [
      'Frostveil in the Cave',
      '洞中的霜纱菇',
      '洞中的霜紗菇',
      '洞窟のシモベール',
      '동굴 속 서리너울버섯',
      'Frostschleier in der Höhle',
      'Velo de escarcha en la cueva',
      'Voile-de-givre dans la grotte',
      'Kerudung Beku di Gua',
      'Velo di brina nella grotta',
      'Véu-de-geada na gruta',
      'Инейная вуаль в пещере',
      'เห็ดม่านน้ำค้างแข็งในถ้ำ',
      'Mağaradaki Kırağı Peçe',
      'Nấm Màn Sương Giá Trong Hang',
    ],
  },
  {
    id: 72005,
    name: [
      'Emberhood by the Old Forge',
      '旧炉边的烬帽菇',
      '舊爐邊的燼帽菇',
      '古い炉端のオキボウシ',
      '옛 화덕 곁의 불씨고깔버섯',
      'Glutkappe an der alten Schmiede',
      'Capuchón de brasa junto a la vieja forja',
      'Chapeau-braise près de la vieille forge',
      'Tudung Bara di Tungku Tua',
      'Cappuccio di brace presso la vecchia fucina',
      'Capuz-de-brasa junto à velha forja',
      'Угольная шляпка у старой кузни',
      'เห็ดหมวกถ่านแดงข้างเตาหลอมเก่า',
      'Eski Ocağın Köz Şapkası',
      'Nấm Mũ Than Hồng Bên Lò Rèn Cũ',
    ],
  },
  {
    id: 72006,
    name: [
      'Ring Elder',
      '菌环长老',
      '菌環長老',
      '菌輪の長老',
      '버섯 고리의 장로',
      'Der Älteste des Hexenrings',
      'El anciano del corro',
      'L’ancien du rond de sorcière',
      'Tetua Lingkaran Jamur',
      'L’anziano del cerchio delle fate',
      'O ancião do círculo de fadas',
      'Старейшина ведьмина круга',
      'ผู้เฒ่าแห่งวงเห็ด',
      'Mantar Halkasının Yaşlısı',
      'Trưởng Lão Vòng Nấm',
    ],
  },
];

const SESSIONS: readonly StageText[] = [
  {
    id: 72101,
    name: [
      'Hop and Bounce',
      '蹦蹦跳跳特训',
      '蹦蹦跳跳特訓',
      'ぴょんぴょん特訓',
      '깡충깡충 훈련',
      'Hüpfen und Springen',
      'Saltos y rebotes',
      'Sauts et rebonds',
      'Lompat dan Melambung',
      'Salti e rimbalzi',
      'Saltos e ressaltos',
      'Прыжки и отскоки',
      'ฝึกกระโดดเด้งดึ๋ง',
      'Zıpla ve Sek',
      'Nhảy Nhót Tưng Bừng',
    ],
  },
  {
    id: 72102,
    name: [
      'Spore Cloud Drill',
      '孢子云演练',
      '孢子雲演練',
      '胞子雲の演習',
      '포자 구름 훈련',
      'Sporenwolken-Übung',
      'Ejercicio de nube de esporas',
      'Exercice du nuage de spores',
      'Latihan Awan Spora',
      'Esercizio della nube di spore',
      'Treino da nuvem de esporos',
      'Учения облака спор',
      'ฝึกเมฆสปอร์',
      'Spor Bulutu Talimi',
      'Luyện Tập Mây Bào Tử',
    ],
  },
  {
    id: 72103,
    name: [
      'Moonlit Sparring',
      '月下对练',
      '月下對練',
      '月夜の組み手',
      '달빛 대련',
      'Sparring im Mondlicht',
      'Combate a la luz de la luna',
      'Entraînement au clair de lune',
      'Tanding di Bawah Bulan',
      'Sparring al chiaro di luna',
      'Treino ao luar',
      'Спарринг при луне',
      'ประลองใต้แสงจันทร์',
      'Ay Işığında İdman',
      'Đấu Tập Dưới Trăng',
    ],
  },
];

const CUPS: readonly StageText[] = [
  {
    id: 72201,
    name: [
      'Meadow Cup',
      '草甸杯',
      '草甸盃',
      '草原カップ',
      '초원 컵',
      'Wiesenpokal',
      'Copa de la Pradera',
      'Coupe de la Prairie',
      'Piala Padang Rumput',
      'Coppa del Prato',
      'Taça do Prado',
      'Кубок Луга',
      'ถ้วยทุ่งหญ้า',
      'Çayır Kupası',
      'Cúp Đồng Cỏ',
    ],
  },
  {
    id: 72202,
    name: [
      'Mossy Hollow Cup',
      '苔谷杯',
      '苔谷盃',
      '苔の窪地カップ',
      '이끼 골짜기 컵',
      'Moosmulden-Pokal',
      'Copa de la Hondonada Musgosa',
      'Coupe du Creux moussu',
      'Piala Lembah Lumut',
      'Coppa della Conca Muschiosa',
      'Taça do Vale Musgoso',
      'Кубок Мшистой Лощины',
      'ถ้วยหุบมอส',
      'Yosunlu Çukur Kupası',
      'Cúp Thung Lũng Rêu',
    ],
  },
  {
    id: 72203,
    name: [
      'Canopy Cup',
      '林冠杯',
      '林冠盃',
      '樹冠カップ',
      '숲 지붕 컵',
      'Baumkronen-Pokal',
      'Copa del Dosel',
      'Coupe de la Canopée',
      'Piala Kanopi',
      'Coppa della Chioma',
      'Taça do Dossel',
      'Кубок Крон',
      'ถ้วยเรือนยอดไม้',
      'Ağaç Tepesi Kupası',
      'Cúp Tán Rừng',
    ],
  },
  {
    id: 72204,
    name: [
      'Grand Spore Championship',
      '孢子大锦标赛',
      '孢子大錦標賽',
      '胞子グランプリ',
      '포자 그랑프리',
      'Große Sporenmeisterschaft',
      'Gran Campeonato de Esporas',
      'Grand Championnat des Spores',
      'Kejuaraan Akbar Spora',
      'Gran Campionato delle Spore',
      'Grande Campeonato dos Esporos',
      'Большой чемпионат спор',
      'ชิงแชมป์สปอร์ครั้งใหญ่',
      'Büyük Spor Şampiyonası',
      'Giải Vô Địch Bào Tử Lớn',
    ],
  },
];

/** Three spring weeks in the woods, well before the demo capture. */
const START = unix('2025-03-11T02:00:00Z');
const END = unix('2025-04-01T02:00:00Z');
const DAY = 86_400;
/** A Verdant polearm wielder lends a hand in the hardest session. */
const TRIAL_ID = 10000034;
/** Entrants of a cup: a rank is out of these. */
const ENTRANTS = 32;

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  const reach = profile.progress;
  // The traveler's main role skipped these woods, and the newcomer had not arrived yet: both show
  // the empty state (the main role so the demo player's own page has one).
  if (profile.gameRoleId === '812000101' || reach < 0.3) return undefined;
  const day = (n: number) => START + n * DAY + rng.int(3_600, 50_000);

  // One guide entry per sporeling befriended; the Elder of the Ring is the last to trust anyone.
  const befriended = Math.min(ENTRIES.length, Math.max(2, Math.round(ENTRIES.length * reach)));
  const book = ENTRIES.map((entry, i) => {
    const finished = i < befriended;
    return { id: entry.id, finished, ...(finished ? { finish_time: day(i * 3) } : {}) };
  });

  const training = SESSIONS.map((session, i) => {
    const finished = i < Math.ceil(SESSIONS.length * reach);
    const stars = finished ? Math.min(3, Math.max(1, Math.round(reach * 3 + 0.4 - i * 0.3))) : 0;
    const rounds = 3 + i * 2;
    const last = i === SESSIONS.length - 1;
    return {
      id: session.id,
      finished,
      ...(finished ? { finish_time: day(1 + i * 4) } : {}),
      difficulty: i + 1,
      stars,
      max_stars: 3,
      score: finished ? 1_200 + i * 650 + stars * 300 + rng.int(0, 240) : rng.int(200, 700),
      times: rng.int(finished ? 1 : 2, 5 + i),
      avatars: finished ? members(ctx, 3, last ? TRIAL_ID : undefined) : [],
      rewards: finished
        ? [
            { id: EVENT_ITEMS.heroWit, num: 4 + i * 2 },
            { id: EVENT_ITEMS.festivalToken, num: 80 + i * 40 },
          ]
        : [],
      metrics: { rounds: finished ? rounds : rng.int(1, rounds - 1) },
    };
  });

  // Cups open one after another; nobody reached the Grand Championship, and the newest played
  // role only entered the first.
  const cupsEntered = Math.min(CUPS.length - 1, Math.max(1, Math.round(CUPS.length * reach)));
  const competition = CUPS.slice(0, cupsEntered).map((cup, i) => {
    const matches = 5;
    const wins = Math.min(matches, Math.max(1, Math.round(matches * reach) - (i > 1 ? 1 : 0)));
    const rank = Math.max(1, Math.round((1 - reach) * 10) + i * 2 + rng.int(0, 2));
    const finished = rank <= 8;
    return {
      id: cup.id,
      finished,
      ...(finished ? { finish_time: day(8 + i * 3) } : {}),
      score: wins * 420 + rng.int(60, 380),
      times: matches + rng.int(0, 3),
      rewards: finished ? [{ id: EVENT_ITEMS.starShard, num: 20 * (4 - Math.min(3, rank)) }] : [],
      metrics: { wins, rank: Math.min(rank, ENTRANTS) },
    };
  });

  const ranks = competition.map((c) => c.metrics.rank);
  return {
    start_time: START,
    end_time: END,
    total_score:
      training.reduce((sum, s) => sum + s.score, 0) +
      competition.reduce((sum, c) => sum + c.score, 0),
    total_times:
      training.reduce((sum, s) => sum + s.times, 0) +
      competition.reduce((sum, c) => sum + c.times, 0),
    stats: {
      collected: befriended,
      trained: training.reduce((sum, s) => sum + s.times, 0),
      best_rank: Math.min(...ranks),
    },
    pages: [
      { key: 'book', records: book },
      { key: 'training', records: training },
      { key: 'competition', records: competition },
    ],
  };
}

export const mushroomDemo: EventDemo = {
  slug: 'mushroom',
  stages: [...ENTRIES, ...SESSIONS, ...CUPS],
  build,
};
