import type { EventSnapshot } from '@chronicle/contract';
import {
  EVENT_ITEMS,
  unix,
  type EventDemo,
  type EventRoleContext,
  type StageText,
} from './event-demo.js';

/*
 * Verse Festival (`poetry_festival`): a spring gathering of poets in a garden town. Rounds of
 * pitch-pot arrow tossing (a score table), the verses gathered for inspiration (a story) and the
 * scenic spots photographed (stage cards). Stage ids 76xxx.
 */

const ROUNDS: readonly StageText[] = [
  {
    id: 76001,
    name: [
      'Willow Courtyard Round',
      '柳院投壶',
      '柳院投壺',
      '柳の庭の投壺',
      '버들 뜰 투호',
      'Runde im Weidenhof',
      'Ronda del patio de sauces',
      'Manche de la cour aux saules',
      'Babak Halaman Dedalu',
      'Turno del cortile dei salici',
      'Ronda do pátio dos salgueiros',
      'Раунд в ивовом дворе',
      'รอบลานต้นหลิว',
      'Söğütlü Avlu Turu',
      'Vòng Sân Liễu',
    ],
  },
  {
    id: 76002,
    name: [
      'Moon-Gate Round',
      '月门投壶',
      '月門投壺',
      '月門の投壺',
      '월문 투호',
      'Runde am Mondtor',
      'Ronda de la puerta de luna',
      'Manche de la porte de lune',
      'Babak Gerbang Bulan',
      'Turno della porta lunare',
      'Ronda do portão da lua',
      'Раунд у лунных ворот',
      'รอบประตูจันทร์',
      'Ay Kapısı Turu',
      'Vòng Cổng Trăng',
    ],
  },
  {
    id: 76003,
    name: [
      'Lotus Pond Round',
      '莲池投壶',
      '蓮池投壺',
      '蓮池の投壺',
      '연못 투호',
      'Runde am Lotusteich',
      'Ronda del estanque de lotos',
      'Manche de l’étang aux lotus',
      'Babak Kolam Teratai',
      'Turno dello stagno dei loti',
      'Ronda do lago de lótus',
      'Раунд у лотосового пруда',
      'รอบสระบัว',
      'Nilüfer Havuzu Turu',
      'Vòng Hồ Sen',
    ],
  },
  {
    id: 76004,
    name: [
      'Masters’ Final',
      '名家终局',
      '名家終局',
      '名手の決勝',
      '명인 결승',
      'Meisterfinale',
      'Final de maestros',
      'Finale des maîtres',
      'Final Para Maestro',
      'Finale dei maestri',
      'Final dos mestres',
      'Финал мастеров',
      'รอบชิงของปรมาจารย์',
      'Ustalar Finali',
      'Chung Kết Cao Thủ',
    ],
  },
];

const VERSES: readonly StageText[] = [
  {
    id: 76101,
    name: [
      'Dew on the Plum Branch',
      '梅枝晨露',
      '梅枝晨露',
      '梅が枝の朝露',
      '매화 가지의 이슬',
      'Tau am Pflaumenzweig',
      'Rocío en la rama del ciruelo',
      'Rosée sur la branche de prunier',
      'Embun di Dahan Plum',
      'Rugiada sul ramo di susino',
      'Orvalho no ramo da ameixeira',
      'Роса на сливовой ветви',
      'น้ำค้างบนกิ่งบ๊วย',
      'Erik Dalındaki Çiy',
      'Sương Trên Cành Mai',
    ],
  },
  {
    id: 76102,
    name: [
      'A Letter to the River',
      '寄江书',
      '寄江書',
      '川への手紙',
      '강에 부치는 편지',
      'Ein Brief an den Fluss',
      'Una carta al río',
      'Une lettre à la rivière',
      'Surat untuk Sungai',
      'Una lettera al fiume',
      'Uma carta ao rio',
      'Письмо реке',
      'จดหมายถึงสายน้ำ',
      'Nehre Bir Mektup',
      'Lá Thư Gửi Dòng Sông',
    ],
  },
  {
    id: 76103,
    name: [
      'Bells Beyond the Bamboo',
      '竹外钟声',
      '竹外鐘聲',
      '竹林の向こうの鐘',
      '대숲 너머의 종소리',
      'Glocken hinter dem Bambus',
      'Campanas tras el bambú',
      'Cloches par-delà les bambous',
      'Lonceng di Balik Bambu',
      'Campane oltre il bambù',
      'Sinos para lá do bambu',
      'Колокола за бамбуком',
      'เสียงระฆังหลังดงไผ่',
      'Bambuların Ötesindeki Çanlar',
      'Tiếng Chuông Sau Rặng Trúc',
    ],
  },
  {
    id: 76104,
    name: [
      'The Kite and the Cloud',
      '纸鸢与云',
      '紙鳶與雲',
      '凧と雲',
      '연과 구름',
      'Der Drachen und die Wolke',
      'La cometa y la nube',
      'Le cerf-volant et le nuage',
      'Layang-Layang dan Awan',
      'L’aquilone e la nuvola',
      'O papagaio e a nuvem',
      'Воздушный змей и облако',
      'ว่าวกับเมฆ',
      'Uçurtma ile Bulut',
      'Cánh Diều Và Mây',
    ],
  },
  {
    id: 76105,
    name: [
      'Ink of the Last Lantern',
      '残灯墨韵',
      '殘燈墨韻',
      '消えゆく灯の墨',
      '마지막 등불의 먹',
      'Die Tinte der letzten Laterne',
      'La tinta del último farol',
      'L’encre de la dernière lanterne',
      'Tinta Lentera Terakhir',
      'L’inchiostro dell’ultima lanterna',
      'A tinta da última lanterna',
      'Чернила последнего фонаря',
      'หมึกแห่งโคมสุดท้าย',
      'Son Fenerin Mürekkebi',
      'Mực Của Ngọn Đèn Cuối',
    ],
  },
];

const SPOTS: readonly StageText[] = [
  {
    id: 76201,
    name: [
      'Cliffside Pavilion at Dawn',
      '晨曦崖亭',
      '晨曦崖亭',
      '夜明けの崖の東屋',
      '새벽의 절벽 정자',
      'Klippenpavillon im Morgengrauen',
      'Pabellón del acantilado al alba',
      'Pavillon de la falaise à l’aube',
      'Paviliun Tebing di Kala Fajar',
      'Padiglione sulla scogliera all’alba',
      'Pavilhão da falésia ao amanhecer',
      'Павильон на утёсе на рассвете',
      'ศาลาริมผายามรุ่งอรุณ',
      'Şafakta Yamaç Köşkü',
      'Đình Vách Đá Lúc Bình Minh',
    ],
  },
  {
    id: 76202,
    name: [
      'Misty Terrace Fields',
      '雾中梯田',
      '霧中梯田',
      '霧の棚田',
      '안개 낀 다랑논',
      'Terrassenfelder im Nebel',
      'Bancales entre la niebla',
      'Rizières en terrasses dans la brume',
      'Sawah Terasering Berkabut',
      'Terrazze nella nebbia',
      'Socalcos na névoa',
      'Туманные террасы',
      'นาขั้นบันไดในม่านหมอก',
      'Sisli Teraslar',
      'Ruộng Bậc Thang Trong Sương',
    ],
  },
  {
    id: 76203,
    name: [
      'Old Stone Bridge',
      '古石桥',
      '古石橋',
      '古い石橋',
      '옛 돌다리',
      'Die alte Steinbrücke',
      'El viejo puente de piedra',
      'Le vieux pont de pierre',
      'Jembatan Batu Tua',
      'Il vecchio ponte di pietra',
      'A velha ponte de pedra',
      'Старый каменный мост',
      'สะพานหินเก่า',
      'Eski Taş Köprü',
      'Cầu Đá Cổ',
    ],
  },
  {
    id: 76204,
    name: [
      'Crane Lake at Dusk',
      '暮色鹤湖',
      '暮色鶴湖',
      '夕暮れの鶴の湖',
      '해 질 녘 학의 호수',
      'Kranichsee in der Dämmerung',
      'Lago de las grullas al anochecer',
      'Le lac aux grues au crépuscule',
      'Danau Bangau di Kala Senja',
      'Lago delle gru al tramonto',
      'Lago dos grous ao entardecer',
      'Журавлиное озеро в сумерках',
      'ทะเลสาบกระเรียนยามสนธยา',
      'Alacakaranlıkta Turna Gölü',
      'Hồ Hạc Lúc Hoàng Hôn',
    ],
  },
];

/** Three spring weeks of verse, eight months before the demo capture. */
const START = unix('2025-04-15T02:00:00Z');
const END = unix('2025-05-06T02:00:00Z');
const DAY = 86_400;

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // The newest role had not reached the garden town yet.
  if (profile.progress < 0.3) return undefined;
  const reach = profile.progress;
  const at = (day: number) => START + day * DAY + rng.int(7_200, 50_000);

  // Pitch-pot: each round a fixed quiver; arrows in the pot give the stars.
  const roundsPlayed = Math.ceil(ROUNDS.length * reach);
  const rounds = ROUNDS.slice(0, roundsPlayed).map((round, i) => {
    const arrows = 8 + i * 2;
    const hits = Math.min(
      arrows,
      Math.max(1, Math.round(arrows * (0.35 + reach * 0.6)) - rng.int(0, 2)),
    );
    const share = hits / arrows;
    const stars = share >= 0.9 ? 3 : share >= 0.7 ? 2 : share >= 0.5 ? 1 : 0;
    const finished = stars > 0;
    return {
      id: round.id,
      finished,
      ...(finished ? { finish_time: at(i * 3) } : {}),
      // A clean toss into the pot's mouth is worth 100, one caught by its ears a little more.
      score: hits * 100 + rng.int(0, Math.ceil(hits / 3)) * 50,
      stars,
      max_stars: 3,
      difficulty: i + 1,
      times: rng.int(1, 6),
      metrics: { arrows, hits },
    };
  });

  // Verses: one chapter per poem gathered, in the order the festival hands them out.
  const versesRead = Math.round(VERSES.length * reach);
  const verses = VERSES.map((verse, i) => {
    const finished = i < versesRead;
    return { id: verse.id, finished, ...(finished ? { finish_time: at(1 + i * 4) } : {}) };
  });

  // Scenery: the second role never went out with the camera; the others shot most spots.
  const spotsShot = profile.progress < 0.5 ? 0 : Math.ceil(SPOTS.length * reach);
  const scenery = SPOTS.slice(0, spotsShot).map((spot, i) => {
    const photos = rng.int(3, 12);
    const stars = Math.min(3, Math.max(1, Math.round(reach * 3.2) - (i === 3 ? 1 : 0)));
    return {
      id: spot.id,
      finished: true,
      finish_time: at(2 + i * 4),
      stars,
      max_stars: 3,
      times: rng.int(1, 4),
      rewards: [
        { id: EVENT_ITEMS.festivalToken, num: 60 + stars * 20 },
        { id: EVENT_ITEMS.heroWit, num: 2 + i },
        ...(stars === 3 ? [{ id: EVENT_ITEMS.starShard, num: 20 }] : []),
      ],
      metrics: { photos },
    };
  });

  return {
    start_time: START,
    end_time: END,
    total_score: rounds.reduce((sum, r) => sum + r.score, 0),
    total_times: rounds.reduce((sum, r) => sum + r.times, 0),
    stats: {
      // Four lines to a poem; a keen poet also picks up loose lines along the way.
      verses: versesRead * 4 + rng.int(0, 3),
      guests: Math.round(2 + reach * 8),
    },
    pages: [
      { key: 'pitchPot', records: rounds },
      { key: 'inspiration', records: verses },
      ...(scenery.length > 0 ? [{ key: 'scenery', records: scenery }] : []),
    ],
  };
}

export const poetryFestivalDemo: EventDemo = {
  slug: 'poetry_festival',
  stages: [...ROUNDS, ...VERSES, ...SPOTS],
  build,
};
