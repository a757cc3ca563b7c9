import type { ServerText } from './types.js';

export const esEs: ServerText = {
  switches: {
    chronicle: 'Mostrar mi Crónica en mi perfil',
    characterDetails: '¿Mostrar los detalles de tus personajes en la Crónica?',
    realTimeNotes: '¿Quieres activar tus «Notas en tiempo real» para ver tus datos del juego?',
  },
  card: {
    ys: {
      daysActive: 'Días activo',
      characters: 'Personajes',
      achievements: 'Logros',
      spiralAbyss: 'Abismo Espiral',
    },
    hsr: {
      timeActive: 'Tiempo activo',
      charactersUnlocked: 'Personajes desbloqueados',
      achievementsUnlocked: 'Logros desbloqueados',
      treasuresOpened: 'Tesoros abiertos',
    },
    bh3: {
      daysActive: 'Días activo',
      battlesuits: 'Trajes de combate',
      outfits: 'Atuendos',
      abyss: 'Abismo',
    },
  },
  hardChallengeDifficulties: [
    'Templado',
    'Resuelto',
    'Valeroso',
    'Impávido',
    'Intrépido',
    'Sin igual',
  ],
  regions: {
    america: 'Servidor de América',
    europe: 'Servidor de Europa',
    asia: 'Servidor de Asia',
    twhkmo: 'Servidor de TW, HK y MO',
    sea: 'Servidor del Sudeste Asiático',
    japan: 'Servidor de Japón',
    korea: 'Servidor de Corea',
  },
};
