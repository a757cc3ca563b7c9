import type common from '../locales/en-us/common.json';
import type errors from '../locales/en-us/errors.json';
import type games from '../locales/en-us/games.json';
import type overview from '../locales/en-us/overview.json';
import type routes from '../locales/en-us/routes.json';
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
      stats: typeof stats;
    };
  }
}
