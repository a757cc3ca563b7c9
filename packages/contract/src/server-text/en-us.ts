import type { ServerText } from './types.js';

export const enUs: ServerText = {
  switches: {
    chronicle: 'Show my Chronicle on my profile',
    characterDetails: 'Show your Character Details in the Chronicle?',
    realTimeNotes: 'Do you want to enable your "Real-Time Notes" to view your in-game data?',
  },
  card: {
    ys: {
      daysActive: 'Days Active',
      characters: 'Characters',
      achievements: 'Achievements',
      spiralAbyss: 'Spiral Abyss',
    },
    hsr: {
      timeActive: 'Time Active',
      charactersUnlocked: 'Characters Unlocked',
      achievementsUnlocked: 'Achievements Unlocked',
      treasuresOpened: 'Treasures Opened',
    },
    bh3: {
      daysActive: 'Days Active',
      battlesuits: 'Battlesuits',
      outfits: 'Outfits',
      abyss: 'Abyss',
    },
  },
  hardChallengeDifficulties: [
    'Tempered',
    'Resolute',
    'Valiant',
    'Undaunted',
    'Dauntless',
    'Peerless',
  ],
  regions: {
    america: 'America Server',
    europe: 'Europe Server',
    asia: 'Asia Server',
    twhkmo: 'TW, HK, MO Server',
    sea: 'Southeast Asia Server',
    japan: 'Japan Server',
    korea: 'Korea Server',
  },
};
