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
 * Lanternfall (`lantern`): a night of river lanterns. Flame dances light the banks (stages), boats
 * race through lantern gates (table), paper kites carry wishes in a short tale (story) and three
 * festival evenings gather guests (stages, the team being the friends who came). Stage ids 73xxx:
 * dances 730xx, races 731xx, kites 732xx, evenings 733xx.
 */

const DANCES: readonly StageText[] = [
  {
    id: 73001,
    name: [
      'Candle Step',
      '烛步',
      '燭步',
      '燭の舞歩',
      '촛불 걸음',
      'Kerzenschritt',
      'Paso de vela',
      'Pas de la chandelle',
      'Langkah Lilin',
      'Passo della candela',
      'Passo da vela',
      'Шаг свечи',
      'ระบำก้าวเทียน',
      'Mum Adımı',
      'Bước Nến',
    ],
  },
  {
    id: 73002,
    name: [
      'Ember Spiral',
      '余烬回旋',
      '餘燼迴旋',
      '残り火の旋回',
      '불씨 나선',
      'Glutspirale',
      'Espiral de brasas',
      'Spirale de braises',
      'Spiral Bara',
      'Spirale di braci',
      'Espiral de brasas',
      'Спираль углей',
      'เกลียวถ่านแดง',
      'Köz Sarmalı',
      'Vòng Xoáy Tàn Lửa',
    ],
  },
  {
    id: 73003,
    name: [
      'Dance of a Thousand Wicks',
      '千芯之舞',
      '千芯之舞',
      '千の灯芯の舞',
      '천 개 심지의 춤',
      'Tanz der tausend Dochte',
      'Danza de las mil mechas',
      'Danse des mille mèches',
      'Tarian Seribu Sumbu',
      'Danza dei mille stoppini',
      'Dança dos mil pavios',
      'Танец тысячи фитилей',
      'ระบำพันไส้ตะเกียง',
      'Bin Fitil Dansı',
      'Vũ Điệu Nghìn Bấc Đèn',
    ],
  },
];

const RACES: readonly StageText[] = [
  {
    id: 73101,
    name: [
      'Willow Bend',
      '柳湾',
      '柳灣',
      '柳の曲がり',
      '버드나무 굽이',
      'Weidenbiegung',
      'Recodo de los sauces',
      'Méandre des saules',
      'Tikungan Dedalu',
      'Ansa dei salici',
      'Curva dos salgueiros',
      'Ивовая излучина',
      'คุ้งน้ำต้นหลิว',
      'Söğüt Dönemeci',
      'Khúc Quanh Liễu',
    ],
  },
  {
    id: 73102,
    name: [
      'Stone Bridge Sprint',
      '石桥冲刺',
      '石橋衝刺',
      '石橋スプリント',
      '돌다리 질주',
      'Steinbrückensprint',
      'Esprint del puente de piedra',
      'Sprint du pont de pierre',
      'Lari Cepat Jembatan Batu',
      'Sprint del ponte di pietra',
      'Sprint da ponte de pedra',
      'Рывок у каменного моста',
      'พุ่งทะยานสะพานหิน',
      'Taş Köprü Koşusu',
      'Nước Rút Cầu Đá',
    ],
  },
  {
    id: 73103,
    name: [
      'Reedmarsh Slalom',
      '芦荡回环',
      '蘆蕩迴環',
      '葦原スラローム',
      '갈대 늪 회전 코스',
      'Schilfslalom',
      'Eslalon del carrizal',
      'Slalom des roseaux',
      'Slalom Rawa Alang-alang',
      'Slalom del canneto',
      'Slalom do canavial',
      'Слалом в камышах',
      'สลาลอมบึงกก',
      'Sazlık Slalomu',
      'Đường Lượn Đầm Lau',
    ],
  },
  {
    id: 73104,
    name: [
      'Moonwater Final',
      '月水终赛',
      '月水終賽',
      '月映えの決勝',
      '달빛 물결 결승',
      'Mondwasser-Finale',
      'Final del agua lunar',
      'Finale de l’eau de lune',
      'Final Air Rembulan',
      'Finale dell’acqua di luna',
      'Final da água de luar',
      'Финал лунной воды',
      'รอบชิงสายน้ำจันทร์',
      'Ay Suyu Finali',
      'Chung Kết Nước Trăng',
    ],
  },
];

const KITES: readonly StageText[] = [
  {
    id: 73201,
    name: [
      'A Kite of Folded Wishes',
      '叠愿纸鸢',
      '疊願紙鳶',
      '願いを折った凧',
      '소원을 접은 연',
      'Ein Drachen aus gefalteten Wünschen',
      'Una cometa de deseos plegados',
      'Un cerf-volant de vœux pliés',
      'Layangan Harapan Terlipat',
      'Un aquilone di desideri piegati',
      'Um papagaio de papel feito de desejos',
      'Змей из сложенных желаний',
      'ว่าวพับคำอธิษฐาน',
      'Katlanmış Dileklerden Uçurtma',
      'Cánh Diều Gấp Điều Ước',
    ],
  },
  {
    id: 73202,
    name: [
      'Crane Who Lost Its String',
      '断了线的纸鹤',
      '斷了線的紙鶴',
      '糸の切れた鶴凧',
      '실이 끊어진 학 연',
      'Der Kranich ohne Schnur',
      'La grulla que perdió su hilo',
      'La grue qui perdit son fil',
      'Bangau yang Kehilangan Talinya',
      'La gru che perse il filo',
      'A garça que perdeu o fio',
      'Журавль, потерявший нить',
      'นกกระเรียนที่สายขาด',
      'İpini Kaybeden Turna',
      'Chú Hạc Đứt Dây',
    ],
  },
  {
    id: 73203,
    name: [
      'Over the Lantern River',
      '飞越灯河',
      '飛越燈河',
      '灯の川を越えて',
      '등불 강을 건너',
      'Über den Laternenfluss',
      'Sobre el río de farolillos',
      'Au-dessus de la rivière aux lanternes',
      'Di Atas Sungai Lentera',
      'Sopra il fiume delle lanterne',
      'Sobre o rio das lanternas',
      'Над рекой фонарей',
      'เหนือสายน้ำโคมไฟ',
      'Fener Nehrinin Üstünde',
      'Bay Qua Dòng Sông Đèn',
    ],
  },
  {
    id: 73204,
    name: [
      'Letters to the Stars',
      '寄给星辰的信',
      '寄給星辰的信',
      '星への手紙',
      '별에게 보내는 편지',
      'Briefe an die Sterne',
      'Cartas a las estrellas',
      'Lettres aux étoiles',
      'Surat untuk Bintang',
      'Lettere alle stelle',
      'Cartas às estrelas',
      'Письма звёздам',
      'จดหมายถึงดวงดาว',
      'Yıldızlara Mektuplar',
      'Thư Gửi Các Vì Sao',
    ],
  },
  {
    id: 73205,
    name: [
      'Dawn’s Last Kite',
      '破晓时的最后一只纸鸢',
      '破曉時的最後一隻紙鳶',
      '夜明けの最後の凧',
      '새벽의 마지막 연',
      'Der letzte Drachen im Morgengrauen',
      'La última cometa del alba',
      'Le dernier cerf-volant de l’aube',
      'Layangan Terakhir Saat Fajar',
      'L’ultimo aquilone dell’alba',
      'O último papagaio da alvorada',
      'Последний змей на рассвете',
      'ว่าวตัวสุดท้ายยามรุ่งอรุณ',
      'Şafağın Son Uçurtması',
      'Cánh Diều Cuối Cùng Lúc Bình Minh',
    ],
  },
];

const EVENINGS: readonly StageText[] = [
  {
    id: 73301,
    name: [
      'First Evening: Riverside Tea',
      '首夜·河畔茶会',
      '首夜·河畔茶會',
      '初日の宵・川辺の茶会',
      '첫째 밤: 강변 다과회',
      'Erster Abend: Tee am Fluss',
      'Primera noche: té junto al río',
      'Premier soir : thé au bord de l’eau',
      'Malam Pertama: Minum Teh di Tepi Sungai',
      'Prima sera: tè sul fiume',
      'Primeira noite: chá à beira-rio',
      'Первый вечер: чай у реки',
      'ค่ำคืนแรก: จิบชาริมน้ำ',
      'İlk Akşam: Nehir Kıyısında Çay',
      'Đêm Đầu: Tiệc Trà Bên Sông',
    ],
  },
  {
    id: 73302,
    name: [
      'Second Evening: Shadow Puppets',
      '次夜·皮影戏',
      '次夜·皮影戲',
      '二日目の宵・影絵芝居',
      '둘째 밤: 그림자 인형극',
      'Zweiter Abend: Schattenspiel',
      'Segunda noche: teatro de sombras',
      'Deuxième soir : théâtre d’ombres',
      'Malam Kedua: Teater Bayangan',
      'Seconda sera: teatro delle ombre',
      'Segunda noite: teatro de sombras',
      'Второй вечер: театр теней',
      'ค่ำคืนที่สอง: ละครเงา',
      'İkinci Akşam: Gölge Oyunu',
      'Đêm Thứ Hai: Múa Rối Bóng',
    ],
  },
  {
    id: 73303,
    name: [
      'Closing Night: Lanternfall',
      '终夜·灯落',
      '終夜·燈落',
      '最後の宵・灯降り',
      '마지막 밤: 등불비',
      'Letzter Abend: Laternenfall',
      'Última noche: la lluvia de farolillos',
      'Dernier soir : la pluie de lanternes',
      'Malam Terakhir: Hujan Lentera',
      'Ultima sera: la pioggia di lanterne',
      'Última noite: a chuva de lanternas',
      'Последний вечер: Фонарепад',
      'ค่ำคืนสุดท้าย: โคมไฟโปรยปราย',
      'Son Akşam: Fener Yağmuru',
      'Đêm Cuối: Hoa Đăng Rơi',
    ],
  },
];

/** A late-winter fortnight, the first event of the year. */
const START = unix('2025-02-04T02:00:00Z');
const END = unix('2025-02-24T02:00:00Z');
const DAY = 86_400;
/** A Fire archer lent for the hardest flame dance. */
const TRIAL_ID = 10000039;
/** Lantern gates on each race course. */
const GATES = [12, 16, 20, 24] as const;

function build(ctx: EventRoleContext): EventSnapshot | undefined {
  const { profile, rng } = ctx;
  // The newcomer arrived after the lanterns had gone out: the empty state.
  if (profile.gameRoleId === '912000505') return undefined;
  const reach = profile.progress;
  const day = (n: number) => START + n * DAY + rng.int(50_000, 80_000);

  const flame = DANCES.map((dance, i) => {
    const finished = i < Math.ceil(DANCES.length * reach);
    const wicks = 20 + i * 10;
    const lit = finished ? wicks - Math.max(0, Math.round((1 - reach) * 8) - rng.int(0, 2)) : 0;
    const stars = finished ? (lit === wicks ? 3 : lit >= wicks - 3 ? 2 : 1) : 0;
    return {
      id: dance.id,
      finished,
      ...(finished ? { finish_time: day(i * 2) } : {}),
      difficulty: i + 1,
      stars,
      max_stars: 3,
      score: finished ? lit * 100 + rng.int(0, 9) * 10 : 0,
      times: finished ? rng.int(1, 4 + i) : rng.int(1, 3),
      avatars: finished ? members(ctx, 4, i === DANCES.length - 1 ? TRIAL_ID : undefined) : [],
      rewards: finished
        ? [
            { id: EVENT_ITEMS.starShard, num: 30 + i * 10 },
            { id: EVENT_ITEMS.mora, num: 15_000 + i * 5_000 },
          ]
        : [],
      metrics: { lit: finished ? lit : rng.int(0, wicks / 2) },
    };
  });

  const boat = RACES.map((race, i) => {
    const gates = GATES[i] ?? 12;
    const finished = i < Math.round(RACES.length * reach);
    // An unfinished course was tried once or twice and abandoned halfway.
    const passed = finished
      ? gates - rng.int(0, Math.round((1 - reach) * 4))
      : rng.int(4, gates / 2);
    const time = 70 + i * 25 + Math.round((1 - reach) * 40) + rng.int(0, 15);
    return {
      id: race.id,
      finished,
      ...(finished ? { finish_time: day(1 + i * 3), cost_time: time } : {}),
      stars: finished ? (passed === gates ? 3 : 2) : 0,
      max_stars: 3,
      times: finished ? rng.int(1, 6) : rng.int(1, 2),
      rewards: finished ? [{ id: EVENT_ITEMS.festivalToken, num: 50 + i * 25 }] : [],
      metrics: { gates: passed },
    };
  });

  const paper = KITES.map((kite, i) => {
    const finished = i < Math.max(1, Math.round(KITES.length * reach));
    return { id: kite.id, finished, ...(finished ? { finish_time: day(i * 4) } : {}) };
  });

  // The evenings began in the second week: the role that came last never hosted one.
  const hosted = reach < 0.5 ? 0 : Math.ceil(EVENINGS.length * reach);
  const festival = EVENINGS.slice(0, hosted).map((evening, i) => {
    const friends = members(ctx, 2 + (i % 3));
    const guests = 6 + i * 4 + Math.round(reach * 10) + rng.int(0, 4);
    return {
      id: evening.id,
      finished: true,
      finish_time: START + (8 + i * 3) * DAY + rng.int(64_000, 80_000),
      stars: guests >= 20 ? 3 : guests >= 14 ? 2 : 1,
      max_stars: 3,
      score: guests * 150 + rng.int(0, 20) * 10,
      avatars: friends,
      rewards: [
        { id: EVENT_ITEMS.festivalToken, num: 60 + i * 20 },
        { id: EVENT_ITEMS.guideBook, num: 2 + i },
      ],
      metrics: { guests },
    };
  });

  const lit = flame.reduce((sum, d) => sum + d.metrics.lit, 0);
  const kites = paper.filter((k) => k.finished).length;
  return {
    start_time: START,
    end_time: END,
    total_score:
      flame.reduce((sum, d) => sum + d.score, 0) + festival.reduce((sum, e) => sum + e.score, 0),
    total_times: flame.reduce((sum, d) => sum + d.times, 0) + boat.reduce((s, r) => s + r.times, 0),
    stats: {
      // Every wick of a dance and every lantern set on the water by a guest.
      lanterns_lit: lit + festival.reduce((sum, e) => sum + e.metrics.guests, 0),
      wishes: kites * 3 + festival.length,
    },
    pages: [
      { key: 'flame', records: flame },
      { key: 'boat', records: boat },
      { key: 'paper', records: paper },
      { key: 'festival', records: festival },
    ],
  };
}

export const lanternDemo: EventDemo = {
  slug: 'lantern',
  stages: [...DANCES, ...RACES, ...KITES, ...EVENINGS],
  build,
};
