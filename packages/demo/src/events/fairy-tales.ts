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
 * Fairy Tales (`fairy_tales`): a picture book in three parts. Five chapters read in the forest
 * (story), four castle rooms unlocked with keys (stages) and four dives for pearls (table).
 * Stage ids 79xxx.
 */

const CHAPTERS: readonly StageText[] = [
  {
    id: 79001,
    name: [
      'Lantern in the Hollow Oak',
      '空心橡树里的灯',
      '空心橡樹裡的燈',
      'うろのある樫の木のランタン',
      '속 빈 참나무 속의 등불',
      'Die Laterne in der hohlen Eiche',
      'La linterna del roble hueco',
      'La lanterne du chêne creux',
      'Lentera di Pohon Ek Berongga',
      'La lanterna nella quercia cava',
      'A lanterna no carvalho oco',
      'Фонарь в дупле дуба',
      'ตะเกียงในต้นโอ๊กกลวง',
      'Kovuk Meşedeki Fener',
      'Chiếc Đèn Trong Cây Sồi Rỗng',
    ],
  },
  {
    id: 79002,
    name: [
      'Fox Who Borrowed a Shadow',
      '借影子的狐狸',
      '借影子的狐狸',
      '影を借りたキツネ',
      '그림자를 빌린 여우',
      'Der Fuchs, der sich einen Schatten lieh',
      'El zorro que tomó prestada una sombra',
      'Le renard qui emprunta une ombre',
      'Rubah yang Meminjam Bayangan',
      'La volpe che prese in prestito un’ombra',
      'A raposa que pediu uma sombra emprestada',
      'Лис, который одолжил тень',
      'สุนัขจิ้งจอกผู้ยืมเงา',
      'Gölge Ödünç Alan Tilki',
      'Chú Cáo Mượn Chiếc Bóng',
    ],
  },
  {
    id: 79003,
    name: [
      'Mushroom Ring at Midnight',
      '午夜蘑菇圈',
      '午夜蘑菇圈',
      '真夜中のきのこの輪',
      '한밤의 버섯 고리',
      'Der Pilzring um Mitternacht',
      'El corro de setas a medianoche',
      'La ronde de champignons à minuit',
      'Lingkaran Jamur Tengah Malam',
      'Il cerchio di funghi a mezzanotte',
      'O círculo de cogumelos à meia-noite',
      'Грибной круг в полночь',
      'วงเห็ดยามเที่ยงคืน',
      'Gece Yarısı Mantar Halkası',
      'Vòng Nấm Lúc Nửa Đêm',
    ],
  },
  {
    id: 79004,
    name: [
      'Sleepless Bear',
      '睡不着的熊',
      '睡不著的熊',
      '眠れないクマ',
      '잠 못 드는 곰',
      'Der Bär, der nicht schlafen konnte',
      'El oso que no podía dormir',
      'L’ours qui ne pouvait pas dormir',
      'Beruang yang Tak Bisa Tidur',
      'L’orso che non riusciva a dormire',
      'O urso que não conseguia dormir',
      'Медведь, который не мог уснуть',
      'หมีผู้นอนไม่หลับ',
      'Uyuyamayan Ayı',
      'Chú Gấu Không Ngủ Được',
    ],
  },
  {
    id: 79005,
    name: [
      'Where the Path Ends',
      '小径尽头',
      '小徑盡頭',
      '小道の果て',
      '길이 끝나는 곳',
      'Wo der Pfad endet',
      'Donde acaba el sendero',
      'Là où finit le sentier',
      'Di Ujung Jalan Setapak',
      'Dove finisce il sentiero',
      'Onde o caminho acaba',
      'Там, где кончается тропа',
      'ที่ซึ่งทางเดินสิ้นสุด',
      'Patikanın Bittiği Yer',
      'Nơi Lối Mòn Kết Thúc',
    ],
  },
];

const ROOMS: readonly StageText[] = [
  {
    id: 79101,
    name: [
      'Clockwork Kitchen',
      '发条厨房',
      '發條廚房',
      'ぜんまい仕掛けの台所',
      '태엽 부엌',
      'Die Uhrwerkküche',
      'La cocina de relojería',
      'La cuisine mécanique',
      'Dapur Mekanis',
      'La cucina a orologeria',
      'A cozinha de relojoaria',
      'Заводная кухня',
      'ห้องครัวไขลาน',
      'Kurmalı Mutfak',
      'Căn Bếp Lên Dây Cót',
    ],
  },
  {
    id: 79102,
    name: [
      'Hall of Sleeping Armor',
      '沉睡铠甲之厅',
      '沉睡鎧甲之廳',
      '眠れる鎧の広間',
      '잠든 갑옷의 홀',
      'Halle der schlafenden Rüstungen',
      'Salón de las armaduras dormidas',
      'Salle des armures endormies',
      'Aula Zirah Tertidur',
      'Sala delle armature dormienti',
      'Salão das armaduras adormecidas',
      'Зал спящих доспехов',
      'ห้องโถงเกราะหลับใหล',
      'Uyuyan Zırhlar Salonu',
      'Sảnh Áo Giáp Say Ngủ',
    ],
  },
  {
    id: 79103,
    name: [
      'Upside-Down Library',
      '颠倒的书库',
      '顛倒的書庫',
      'さかさまの書庫',
      '거꾸로 된 서재',
      'Die kopfstehende Bibliothek',
      'La biblioteca del revés',
      'La bibliothèque à l’envers',
      'Perpustakaan Terbalik',
      'La biblioteca capovolta',
      'A biblioteca de pernas para o ar',
      'Перевёрнутая библиотека',
      'ห้องสมุดกลับหัว',
      'Baş Aşağı Kütüphane',
      'Thư Viện Lộn Ngược',
    ],
  },
  {
    id: 79104,
    name: [
      'Tower Without Stairs',
      '没有楼梯的高塔',
      '沒有樓梯的高塔',
      '階段のない塔',
      '계단 없는 탑',
      'Der Turm ohne Treppen',
      'La torre sin escaleras',
      'La tour sans escalier',
      'Menara Tanpa Tangga',
      'La torre senza scale',
      'A torre sem escadas',
      'Башня без лестниц',
      'หอคอยไร้บันได',
      'Merdivensiz Kule',
      'Ngọn Tháp Không Cầu Thang',
    ],
  },
];

const DIVES: readonly StageText[] = [
  {
    id: 79201,
    name: [
      'Shallows of Sleeping Shells',
      '眠贝浅滩',
      '眠貝淺灘',
      '眠り貝の浅瀬',
      '잠자는 조개의 여울',
      'Untiefe der schlafenden Muscheln',
      'Bajío de las conchas dormidas',
      'Hauts-fonds des coquillages endormis',
      'Perairan Dangkal Kerang Tidur',
      'Secca delle conchiglie dormienti',
      'Baixio das conchas adormecidas',
      'Отмель спящих ракушек',
      'หาดตื้นหอยหลับ',
      'Uyuyan Kabuklar Sığlığı',
      'Bãi Cạn Vỏ Sò Say Ngủ',
    ],
  },
  {
    id: 79202,
    name: [
      'Mermaid’s Lost Comb',
      '人鱼遗落的梳子',
      '人魚遺落的梳子',
      '人魚のなくした櫛',
      '인어가 잃어버린 빗',
      'Der verlorene Kamm der Meerjungfrau',
      'El peine perdido de la sirena',
      'Le peigne perdu de la sirène',
      'Sisir Putri Duyung yang Hilang',
      'Il pettine perduto della sirena',
      'O pente perdido da sereia',
      'Потерянный гребень русалки',
      'หวีที่หายไปของนางเงือก',
      'Denizkızının Kayıp Tarağı',
      'Chiếc Lược Thất Lạc Của Nàng Tiên Cá',
    ],
  },
  {
    id: 79203,
    name: [
      'Kelp Forest Waltz',
      '海藻林华尔兹',
      '海藻林華爾滋',
      '海藻の森のワルツ',
      '해초 숲의 왈츠',
      'Walzer im Tangwald',
      'Vals del bosque de algas',
      'Valse de la forêt de varech',
      'Waltz Hutan Kelp',
      'Valzer nella foresta di alghe',
      'Valsa da floresta de algas',
      'Вальс в лесу водорослей',
      'วอลซ์ในป่าสาหร่าย',
      'Yosun Ormanı Valsi',
      'Điệu Valse Rừng Tảo Bẹ',
    ],
  },
  {
    id: 79204,
    name: [
      'Whale’s Lullaby',
      '鲸的摇篮曲',
      '鯨的搖籃曲',
      'クジラの子守歌',
      '고래의 자장가',
      'Das Wiegenlied des Wals',
      'La nana de la ballena',
      'La berceuse de la baleine',
      'Nina Bobo Sang Paus',
      'La ninna nanna della balena',
      'A canção de embalar da baleia',
      'Колыбельная кита',
      'เพลงกล่อมของวาฬ',
      'Balinanın Ninnisi',
      'Khúc Ru Của Cá Voi',
    ],
  },
];

/** Three weeks of late spring, well before the demo capture. */
const START = unix('2025-05-21T02:00:00Z');
const END = unix('2025-06-11T02:00:00Z');
const DAY = 86_400;

/** Stages the role never reached stay out of its record (only tried or cleared ones are listed). */
const reached = (r: { finished: boolean; times: number }) => r.finished || r.times > 0;

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // The traveler's main role skipped the book that season, and the newest role was not yet there.
  if (profile.gameRoleId === '812000101' || profile.progress < 0.3) return undefined;
  const p = profile.progress;
  const at = (day: number) => START + day * DAY + rng.int(3_600, 60_000);

  const read = Math.min(CHAPTERS.length, Math.round(CHAPTERS.length * p) + 1);
  const forest = CHAPTERS.map((chapter, i) => {
    const finished = i < read;
    return { id: chapter.id, finished, ...(finished ? { finish_time: at(i * 2) } : {}) };
  });

  const opened = Math.round(ROOMS.length * p);
  const castle = ROOMS.map((room, i) => {
    const finished = i < opened;
    const tried = finished || i === opened;
    const keys = finished ? 3 + i : tried ? rng.int(1, 2 + i) : 0;
    const stars = finished
      ? Math.max(1, Math.min(3, Math.round(1 + p * 2.2 - i * 0.4 + rng.float() * 0.4)))
      : 0;
    return {
      id: room.id,
      finished,
      ...(finished
        ? { finish_time: at(3 + i * 3), cost_time: rng.int(150 + i * 40, 260 + i * 60) }
        : {}),
      stars,
      max_stars: 3,
      difficulty: i + 1,
      times: tried ? rng.int(1, 3 + i) : 0,
      avatars: finished ? members(ctx, i < 2 ? 3 : 4) : [],
      rewards: finished
        ? [
            { id: EVENT_ITEMS.starShard, num: 40 },
            { id: EVENT_ITEMS.guideBook, num: 2 + i },
          ]
        : [],
      metrics: { keys },
    };
  }).filter(reached);

  // The sea opens last, in the book's final week: the traveler's second role never got that far.
  const dived = profile.progress < 0.5 ? 0 : Math.round(DIVES.length * p);
  const sea =
    dived === 0
      ? []
      : DIVES.map((dive, i) => {
          const finished = i < dived;
          const pearls = finished ? rng.int(8 + i * 3, 14 + i * 4) : rng.int(1, 5);
          return {
            id: dive.id,
            finished,
            ...(finished
              ? { finish_time: at(14 + i * 2), cost_time: rng.int(70 + i * 20, 130 + i * 30) }
              : {}),
            score: pearls * 120 + (finished ? rng.int(200, 600) : 0),
            times: rng.int(1, 5),
            metrics: { pearls },
          };
        });

  const pearls = sea.reduce((sum, r) => sum + r.metrics.pearls, 0);
  const keys = castle.reduce((sum, r) => sum + r.metrics.keys, 0);
  return {
    start_time: START,
    end_time: END,
    total_score: sea.reduce((sum, r) => sum + r.score, 0),
    total_times: [...castle, ...sea].reduce((sum, r) => sum + r.times, 0),
    stats: { chapters: read, pages_found: read * 3 + Math.floor((keys + pearls) / 6) },
    pages: [
      { key: 'forest', records: forest },
      { key: 'castle', records: castle },
      { key: 'sea', records: sea },
    ],
  };
}

export const fairyTalesDemo: EventDemo = {
  slug: 'fairy_tales',
  stages: [...CHAPTERS, ...ROOMS, ...DIVES],
  build,
};
