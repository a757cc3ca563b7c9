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
 * Summertime sailing among invented isles (`summer_v2`, the shape real clients model): trials on
 * the isles, timed sailing routes and a four-chapter story. Stage ids 71xxx.
 */

const CHALLENGES: readonly StageText[] = [
  {
    id: 71001,
    name: [
      'Tidepool Trial',
      '潮池试炼',
      '潮池試煉',
      '潮だまりの試練',
      '조수 웅덩이 시련',
      'Gezeitenprüfung',
      'Prueba de la poza',
      'Épreuve de la mare',
      'Ujian Kolam Pasang',
      'Prova della pozza',
      'Prova da poça',
      'Испытание приливной заводи',
      'บททดสอบแอ่งน้ำขึ้นลง',
      'Gelgit Havuzu Sınavı',
      'Thử Thách Vũng Triều',
    ],
  },
  {
    id: 71002,
    name: [
      'Coral Gauntlet',
      '珊瑚长廊',
      '珊瑚長廊',
      '珊瑚の回廊',
      '산호 회랑',
      'Korallenspießrutenlauf',
      'Desafío de coral',
      'Défi du corail',
      'Tantangan Karang',
      'Sfida del corallo',
      'Desafio do coral',
      'Коралловый коридор',
      'ทางวิบากปะการัง',
      'Mercan Geçidi',
      'Hành Lang San Hô',
    ],
  },
  {
    id: 71003,
    name: [
      'Storm-Eye Duel',
      '风眼对决',
      '風眼對決',
      '嵐の目の決闘',
      '폭풍의 눈 결투',
      'Duell im Sturmauge',
      'Duelo en el ojo de la tormenta',
      'Duel dans l’œil du cyclone',
      'Duel Mata Badai',
      'Duello nell’occhio del ciclone',
      'Duelo no olho da tempestade',
      'Дуэль в глазу бури',
      'ดวลกลางตาพายุ',
      'Fırtına Gözü Düellosu',
      'Đấu Tay Đôi Mắt Bão',
    ],
  },
];

const ROUTES: readonly StageText[] = [
  {
    id: 71101,
    name: [
      'Lagoon Loop',
      '泻湖环线',
      '瀉湖環線',
      '潟湖周回',
      '석호 순환로',
      'Lagunenrunde',
      'Vuelta a la laguna',
      'Boucle du lagon',
      'Putaran Laguna',
      'Giro della laguna',
      'Volta da lagoa',
      'Круг по лагуне',
      'เส้นทางรอบลากูน',
      'Lagün Turu',
      'Vòng Đầm Phá',
    ],
  },
  {
    id: 71102,
    name: [
      'Reef Run',
      '礁石航道',
      '礁石航道',
      '岩礁の航路',
      '암초 항로',
      'Riffpassage',
      'Ruta del arrecife',
      'Course du récif',
      'Jalur Karang',
      'Rotta della scogliera',
      'Rota do recife',
      'Рифовый путь',
      'เส้นทางแนวปะการัง',
      'Resif Rotası',
      'Tuyến Rạn San Hô',
    ],
  },
  {
    id: 71103,
    name: [
      'Whirlpool Pass',
      '漩涡海峡',
      '漩渦海峽',
      '渦潮の海峡',
      '소용돌이 해협',
      'Strudelpass',
      'Paso del remolino',
      'Passe du tourbillon',
      'Selat Pusaran',
      'Passo del vortice',
      'Passagem do redemoinho',
      'Пролив водоворотов',
      'ช่องแคบน้ำวน',
      'Girdap Geçidi',
      'Eo Biển Xoáy Nước',
    ],
  },
  {
    id: 71104,
    name: [
      'Sunset Regatta',
      '落日竞航',
      '落日競航',
      '夕焼けレガッタ',
      '일몰 레가타',
      'Abendregatta',
      'Regata del ocaso',
      'Régate du couchant',
      'Regata Senja',
      'Regata del tramonto',
      'Regata do pôr do sol',
      'Закатная регата',
      'การแข่งเรือยามอาทิตย์ตก',
      'Gün Batımı Yarışı',
      'Đua Thuyền Hoàng Hôn',
    ],
  },
];

const CHAPTERS: readonly StageText[] = [
  {
    id: 71201,
    name: [
      'A Map in a Bottle',
      '瓶中海图',
      '瓶中海圖',
      '瓶の中の海図',
      '병 속의 해도',
      'Eine Karte in der Flasche',
      'Un mapa en una botella',
      'Une carte dans une bouteille',
      'Peta dalam Botol',
      'Una mappa in bottiglia',
      'Um mapa numa garrafa',
      'Карта в бутылке',
      'แผนที่ในขวด',
      'Şişedeki Harita',
      'Hải Đồ Trong Chai',
    ],
  },
  {
    id: 71202,
    name: [
      'The Lighthouse Keeper',
      '守灯人',
      '守燈人',
      '灯台守',
      '등대지기',
      'Der Leuchtturmwärter',
      'El farero',
      'Le gardien du phare',
      'Penjaga Mercusuar',
      'Il guardiano del faro',
      'O faroleiro',
      'Смотритель маяка',
      'ผู้เฝ้าประภาคาร',
      'Deniz Feneri Bekçisi',
      'Người Giữ Hải Đăng',
    ],
  },
  {
    id: 71203,
    name: [
      'Songs Under the Waves',
      '浪下之歌',
      '浪下之歌',
      '波の下の歌',
      '파도 아래의 노래',
      'Lieder unter den Wellen',
      'Canciones bajo las olas',
      'Chants sous les vagues',
      'Lagu di Bawah Ombak',
      'Canti sotto le onde',
      'Canções sob as ondas',
      'Песни под волнами',
      'บทเพลงใต้คลื่น',
      'Dalgaların Altındaki Şarkılar',
      'Khúc Ca Dưới Sóng',
    ],
  },
  {
    id: 71204,
    name: [
      'Homeward Tide',
      '归潮',
      '歸潮',
      '帰りの潮',
      '귀향의 물결',
      'Heimkehrende Flut',
      'Marea de regreso',
      'La marée du retour',
      'Pasang Pulang',
      'La marea del ritorno',
      'Maré de regresso',
      'Прилив домой',
      'กระแสน้ำกลับบ้าน',
      'Eve Dönüş Gelgiti',
      'Con Nước Về Nhà',
    ],
  },
];

/** The event ran for three weeks ending two months before the demo capture. */
const START = unix('2025-10-14T02:00:00Z');
const END = unix('2025-11-04T02:00:00Z');
const DAY = 86_400;

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // The newest roles had not reached the isles yet: their page shows the empty state.
  if (profile.progress < 0.3) return undefined;
  const reach = profile.progress;
  const finishedAt = (i: number) => START + (i + 1) * DAY + rng.int(3_600, 40_000);

  const challenges = CHALLENGES.map((stage, i) => {
    const finished = i < Math.ceil(CHALLENGES.length * reach);
    return {
      id: stage.id,
      finished,
      ...(finished ? { finish_time: finishedAt(i * 2) } : {}),
      difficulty: i + 1,
      stars: finished ? Math.min(3, 1 + Math.round(reach * 2)) : 0,
      max_stars: 3,
      times: rng.int(1, 6),
      avatars: finished ? members(ctx, 4) : [],
      rewards: finished
        ? [
            { id: EVENT_ITEMS.starShard, num: 40 },
            { id: EVENT_ITEMS.mora, num: 20_000 },
          ]
        : [],
      metrics: {
        success_num: finished ? rng.int(8, 15) : rng.int(0, 4),
        skill_use_num: rng.int(2, 9),
      },
    };
  });
  const sailing = ROUTES.map((route, i) => {
    const finished = i < Math.round(ROUTES.length * reach);
    return {
      id: route.id,
      finished,
      ...(finished ? { finish_time: finishedAt(i), cost_time: rng.int(95, 240) } : {}),
      times: rng.int(1, 5),
      rewards: finished ? [{ id: EVENT_ITEMS.festivalToken, num: 60 }] : [],
    };
  });
  const story = CHAPTERS.map((chapter, i) => {
    const finished = i < Math.ceil(CHAPTERS.length * reach);
    return { id: chapter.id, finished, ...(finished ? { finish_time: finishedAt(i * 3) } : {}) };
  });
  const wins = challenges.filter((c) => c.finished).length;
  return {
    start_time: START,
    end_time: END,
    total_score: challenges.reduce((sum, c) => sum + c.stars * 100, 0),
    total_times: challenges.reduce((sum, c) => sum + c.times, 0),
    stats: {
      anchor_number: Math.round(12 * reach),
      way_point_number: Math.round(9 * reach),
      chest_number: Math.round(48 * reach) + wins,
    },
    pages: [
      { key: 'challenge', records: challenges },
      { key: 'sailing', stats: { island_number: Math.round(6 * reach) }, records: sailing },
      { key: 'story', records: story },
    ],
  };
}

export const summerV2Demo: EventDemo = {
  slug: 'summer_v2',
  stages: [...CHALLENGES, ...ROUTES, ...CHAPTERS],
  build,
};
