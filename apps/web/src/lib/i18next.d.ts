import type roleCombat from '../locales/en-us/roleCombat.json';
import type challenge from '../locales/en-us/challenge.json';
import type tcg from '../locales/en-us/tcg.json';
import type calendar from '../locales/en-us/calendar.json';
import type alchemy from '../locales/en-us/alchemy.json';
import type achievements from '../locales/en-us/achievements.json';
import type character from '../locales/en-us/character.json';
import type common from '../locales/en-us/common.json';
import type errors from '../locales/en-us/errors.json';
import type games from '../locales/en-us/games.json';
import type overview from '../locales/en-us/overview.json';
import type abyss from '../locales/en-us/abyss.json';
import type exploration from '../locales/en-us/exploration.json';
import type notes from '../locales/en-us/notes.json';
import type roster from '../locales/en-us/roster.json';
import type routes from '../locales/en-us/routes.json';
import type summary from '../locales/en-us/summary.json';
import type stats from '../locales/en-us/stats.json';

// Keys are typed from the English source files, so a missing key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      games: typeof games;
      overview: typeof overview;
      routes: typeof routes;
      roster: typeof roster;
      character: typeof character;
      exploration: typeof exploration;
      notes: typeof notes;
      abyss: typeof abyss;
      summary: typeof summary;
      roleCombat: typeof roleCombat;
      challenge: typeof challenge;
      tcg: typeof tcg;
      calendar: typeof calendar;
      alchemy: typeof alchemy;
      achievements: typeof achievements;
      stats: typeof stats;
    };
  }
}
