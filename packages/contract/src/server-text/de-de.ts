import type { ServerText } from './types.js';

export const deDe: ServerText = {
  switches: {
    chronicle: 'Meine Chronik im Profil anzeigen',
    characterDetails: 'Deine Charakterdetails in der Chronik anzeigen?',
    realTimeNotes:
      'Möchtest du deine „Echtzeit-Notizen“ aktivieren, um deine Spieldaten einzusehen?',
  },
  card: {
    ys: {
      daysActive: 'Aktive Tage',
      characters: 'Charaktere',
      achievements: 'Errungenschaften',
      spiralAbyss: 'Spiralabgrund',
    },
    hsr: {
      timeActive: 'Aktive Zeit',
      charactersUnlocked: 'Freigeschaltete Charaktere',
      achievementsUnlocked: 'Freigeschaltete Errungenschaften',
      treasuresOpened: 'Geöffnete Schatztruhen',
    },
    bh3: {
      daysActive: 'Aktive Tage',
      battlesuits: 'Kampfanzüge',
      outfits: 'Outfits',
      abyss: 'Abgrund',
    },
  },
  hardChallengeDifficulties: [
    'Gestählt',
    'Entschlossen',
    'Tapfer',
    'Unverzagt',
    'Furchtlos',
    'Unvergleichlich',
  ],
  regions: {
    america: 'Amerika-Server',
    europe: 'Europa-Server',
    asia: 'Asien-Server',
    twhkmo: 'TW/HK/MO-Server',
    sea: 'Südostasien-Server',
    japan: 'Japan-Server',
    korea: 'Korea-Server',
  },
};
