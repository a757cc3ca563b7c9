import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Id prefix of a language's bundle module; the rest is the language's folder. */
export const LOCALE_BUNDLE_PREFIX = '\0chronicle-locale-bundle:';

/** Source of the module that imports every namespace file in `dir` and exports them by name. */
export function localeBundleSource(dir: string, files: readonly string[]): string {
  const names = files.filter((file) => file.endsWith('.json')).sort();
  const imports = names.map((file, i) => `import ns${i} from ${JSON.stringify(join(dir, file))};`);
  const entries = names.map((file, i) => `${JSON.stringify(basename(file, '.json'))}: ns${i}`);
  return `${imports.join('\n')}\nexport default { ${entries.join(', ')} };\n`;
}

/**
 * One lazy module per language. `import.meta.glob` over `locales/*\/*.json` put one loader per
 * language × namespace in the start chunk (90 and growing, ~1 KB gzip); src/lib/i18n.ts globs
 * `locales/*\/common.json?bundle` instead, one entry per language, and this plugin answers each with
 * a module that imports all of that language's namespace files.
 */
export function localeBundles(): Plugin {
  return {
    name: 'chronicle:locale-bundles',
    enforce: 'pre',
    resolveId: {
      filter: { id: /[\\/]common\.json\?bundle$/ },
      async handler(source, importer) {
        const file = await this.resolve(source.replace(/\?bundle$/, ''), importer, {
          skipSelf: true,
        });
        return file ? LOCALE_BUNDLE_PREFIX + dirname(file.id) : null;
      },
    },
    load: {
      filter: { id: { include: new RegExp(`^${LOCALE_BUNDLE_PREFIX}`) } },
      handler(id) {
        // The dev server picks up a new namespace file on restart.
        const dir = id.slice(LOCALE_BUNDLE_PREFIX.length);
        return localeBundleSource(dir, readdirSync(dir));
      },
    },
  };
}
