import type { ServerText } from './types.js';

export const itIt: ServerText = {
  switches: {
    chronicle: 'Mostra la mia Cronaca sul profilo',
    characterDetails: 'Mostrare i dettagli dei tuoi personaggi nella Cronaca?',
    realTimeNotes: 'Vuoi attivare le tue «Note in tempo reale» per visualizzare i dati di gioco?',
  },
  card: {
    ys: {
      daysActive: 'Giorni di attività',
      characters: 'Personaggi',
      achievements: 'Obiettivi',
      spiralAbyss: 'Abisso a spirale',
    },
    hsr: {
      timeActive: 'Tempo di attività',
      charactersUnlocked: 'Personaggi sbloccati',
      achievementsUnlocked: 'Obiettivi sbloccati',
      treasuresOpened: 'Tesori aperti',
    },
    bh3: {
      daysActive: 'Giorni di attività',
      battlesuits: 'Tute da battaglia',
      outfits: 'Costumi',
      abyss: 'Abisso',
    },
  },
  hardChallengeDifficulties: [
    'Temprato',
    'Risoluto',
    'Valoroso',
    'Imperterrito',
    'Intrepido',
    'Senza pari',
  ],
  regions: {
    america: 'Server America',
    europe: 'Server Europa',
    asia: 'Server Asia',
    twhkmo: 'Server TW, HK, MO',
    sea: 'Server Sud-est asiatico',
    japan: 'Server Giappone',
    korea: 'Server Corea',
  },
};
