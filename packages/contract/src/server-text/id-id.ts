import type { ServerText } from './types.js';

export const idId: ServerText = {
  switches: {
    chronicle: 'Tampilkan Catatan Pertempuran saya di profil',
    characterDetails: 'Tampilkan Detail Karakter kamu di Catatan Pertempuran?',
    realTimeNotes:
      'Apakah kamu ingin mengaktifkan "Catatan Real-Time" untuk melihat data dalam game?',
  },
  card: {
    ys: {
      daysActive: 'Hari Aktif',
      characters: 'Karakter',
      achievements: 'Pencapaian',
      spiralAbyss: 'Jurang Spiral',
    },
    hsr: {
      timeActive: 'Waktu Aktif',
      charactersUnlocked: 'Karakter Terbuka',
      achievementsUnlocked: 'Pencapaian Terbuka',
      treasuresOpened: 'Harta Karun Dibuka',
    },
    bh3: {
      daysActive: 'Hari Aktif',
      battlesuits: 'Setelan Tempur',
      outfits: 'Kostum',
      abyss: 'Jurang',
    },
  },
  hardChallengeDifficulties: [
    'Tertempa',
    'Teguh',
    'Gagah',
    'Pantang Gentar',
    'Tak Kenal Takut',
    'Tiada Tanding',
  ],
  regions: {
    america: 'Server Amerika',
    europe: 'Server Eropa',
    asia: 'Server Asia',
    twhkmo: 'Server TW, HK, MO',
    sea: 'Server Asia Tenggara',
    japan: 'Server Jepang',
    korea: 'Server Korea',
  },
};
