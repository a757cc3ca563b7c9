import type events from '../locales/en-us/events.json';
import type settings from '../locales/en-us/settings.json';
import type share from '../locales/en-us/share.json';
import type guides from '../locales/en-us/guides.json';
import type announcement from '../locales/en-us/announcement.json';
import type risk from '../locales/en-us/risk.json';
import type event_summer_v2 from '../locales/en-us/event_summer_v2.json';
import type event_mushroom from '../locales/en-us/event_mushroom.json';
import type event_lantern from '../locales/en-us/event_lantern.json';
import type event_adventure from '../locales/en-us/event_adventure.json';
import type event_toy_battle from '../locales/en-us/event_toy_battle.json';
import type event_poetry_festival from '../locales/en-us/event_poetry_festival.json';
import type event_lantern_v4 from '../locales/en-us/event_lantern_v4.json';
import type event_monster_vs_monster from '../locales/en-us/event_monster_vs_monster.json';
import type event_fairy_tales from '../locales/en-us/event_fairy_tales.json';
import type event_v5_2 from '../locales/en-us/event_v5_2.json';
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
      settings: typeof settings;
      share: typeof share;
      guides: typeof guides;
      announcement: typeof announcement;
      risk: typeof risk;
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
      events: typeof events;
      event_summer_v2: typeof event_summer_v2;
      event_mushroom: typeof event_mushroom;
      event_lantern: typeof event_lantern;
      event_adventure: typeof event_adventure;
      event_toy_battle: typeof event_toy_battle;
      event_poetry_festival: typeof event_poetry_festival;
      event_lantern_v4: typeof event_lantern_v4;
      event_monster_vs_monster: typeof event_monster_vs_monster;
      event_fairy_tales: typeof event_fairy_tales;
      event_v5_2: typeof event_v5_2;
    };
  }
}
