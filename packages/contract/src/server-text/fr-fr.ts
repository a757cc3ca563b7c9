import type { ServerText } from './types.js';

export const frFr: ServerText = {
  switches: {
    chronicle: 'Afficher ma Chronique sur mon profil',
    characterDetails: 'Afficher les détails de vos personnages dans la Chronique ?',
    realTimeNotes:
      'Voulez-vous activer vos « Notes en temps réel » pour consulter vos données de jeu ?',
  },
  card: {
    ys: {
      daysActive: "Jours d'activité",
      characters: 'Personnages',
      achievements: 'Succès',
      spiralAbyss: 'Abysse en spirale',
    },
    hsr: {
      timeActive: "Temps d'activité",
      charactersUnlocked: 'Personnages débloqués',
      achievementsUnlocked: 'Succès débloqués',
      treasuresOpened: 'Trésors ouverts',
    },
    bh3: {
      daysActive: "Jours d'activité",
      battlesuits: 'Combinaisons de combat',
      outfits: 'Tenues',
      abyss: 'Abysse',
    },
  },
  hardChallengeDifficulties: [
    'Aguerri',
    'Résolu',
    'Vaillant',
    'Inébranlable',
    'Intrépide',
    'Sans égal',
  ],
  regions: {
    america: 'Serveur Amérique',
    europe: 'Serveur Europe',
    asia: 'Serveur Asie',
    twhkmo: 'Serveur TW, HK, MO',
    sea: 'Serveur Asie du Sud-Est',
    japan: 'Serveur Japon',
    korea: 'Serveur Corée',
  },
};
