import type { ServerText } from './types.js';

export const ruRu: ServerText = {
  switches: {
    chronicle: 'Показывать мою Хронику в профиле',
    characterDetails: 'Показывать сведения о ваших персонажах в Хронике?',
    realTimeNotes: 'Включить «Заметки в реальном времени», чтобы просматривать игровые данные?',
  },
  card: {
    ys: {
      daysActive: 'Дней активности',
      characters: 'Персонажи',
      achievements: 'Достижения',
      spiralAbyss: 'Спиральная бездна',
    },
    hsr: {
      timeActive: 'Время активности',
      charactersUnlocked: 'Открыто персонажей',
      achievementsUnlocked: 'Получено достижений',
      treasuresOpened: 'Открыто сундуков',
    },
    bh3: {
      daysActive: 'Дней активности',
      battlesuits: 'Боевые костюмы',
      outfits: 'Наряды',
      abyss: 'Бездна',
    },
  },
  hardChallengeDifficulties: [
    'Закалённый',
    'Решительный',
    'Доблестный',
    'Непоколебимый',
    'Бесстрашный',
    'Несравненный',
  ],
  regions: {
    america: 'Американский сервер',
    europe: 'Европейский сервер',
    asia: 'Азиатский сервер',
    twhkmo: 'Сервер TW, HK, MO',
    sea: 'Сервер Юго-Восточной Азии',
    japan: 'Японский сервер',
    korea: 'Корейский сервер',
  },
};
