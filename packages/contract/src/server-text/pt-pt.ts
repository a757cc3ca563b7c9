import type { ServerText } from './types.js';

export const ptPt: ServerText = {
  switches: {
    chronicle: 'Mostrar a minha Crónica no meu perfil',
    characterDetails: 'Mostrar os detalhes das tuas personagens na Crónica?',
    realTimeNotes: 'Queres ativar as tuas «Notas em Tempo Real» para ver os teus dados do jogo?',
  },
  card: {
    ys: {
      daysActive: 'Dias de atividade',
      characters: 'Personagens',
      achievements: 'Conquistas',
      spiralAbyss: 'Abismo em Espiral',
    },
    hsr: {
      timeActive: 'Tempo de atividade',
      charactersUnlocked: 'Personagens desbloqueadas',
      achievementsUnlocked: 'Conquistas desbloqueadas',
      treasuresOpened: 'Tesouros abertos',
    },
    bh3: {
      daysActive: 'Dias de atividade',
      battlesuits: 'Fatos de combate',
      outfits: 'Trajes',
      abyss: 'Abismo',
    },
  },
  hardChallengeDifficulties: [
    'Temperado',
    'Resoluto',
    'Valente',
    'Destemido',
    'Intrépido',
    'Sem igual',
  ],
  regions: {
    america: 'Servidor da América',
    europe: 'Servidor da Europa',
    asia: 'Servidor da Ásia',
    twhkmo: 'Servidor TW, HK, MO',
    sea: 'Servidor do Sudeste Asiático',
    japan: 'Servidor do Japão',
    korea: 'Servidor da Coreia',
  },
};
