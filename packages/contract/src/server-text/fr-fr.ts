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
  characterFacts: {
    affiliation: 'Affiliation',
    birthday: 'Anniversaire',
    constellation: 'Constellation',
  },
  wiki: {
    pageTitle: '{{name}} – Wiki Chronicle',
    siteName: 'Wiki Chronicle',
    profile: 'Profil',
    calculator: 'Planificateur de niveaux',
    lineup: 'Équipes',
    guide: 'Guide d’équipement',
    element: 'Élément',
    rarity: 'Rareté',
    weaponType: 'Type d’arme',
    talents: 'Aptitudes',
    constellations: 'Constellations',
    constellationLevel: 'Niveau {{n}}',
    calculatorIntro: 'Ce que débloque chaque aptitude et chaque niveau de constellation.',
    noBuildData: 'Aucun équipement de ce personnage n’a encore été enregistré.',
    lineupIntro:
      'Les personnages le plus souvent alignés avec celui-ci dans les relevés de l’Abîme en spirale enregistrés sur ce serveur.',
    lineupCharacter: 'Personnage',
    lineupTeams: 'Équipes communes',
    lineupEmpty:
      'Aucune équipe de l’Abîme en spirale avec ce personnage n’a encore été enregistrée.',
    guideIntro: 'Statistiques d’artefacts recommandées pour ce personnage.',
    mainStats: 'Statistiques principales',
    subStats: 'Statistiques secondaires',
    sands: 'Sablier',
    goblet: 'Coupe',
    circlet: 'Diadème',
    guideEmpty: 'Aucune recommandation n’a encore été enregistrée pour ce personnage.',
    notFoundTitle: 'Personnage introuvable',
    notFoundBody: 'Le catalogue ne contient aucun personnage avec cet identifiant.',
    backHome: 'Retour à Chronicle',
  },
};
