import { LANG_CODES, RETCODES } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/namespaces.js';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

function bundle(lang: string, ns: string): Tree | undefined {
  return files[`./${lang}/${ns}.json`];
}

/** Dotted paths of every string in a namespace file. */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** The string at a dotted path. */
function valueAt(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `{{placeholders}}` of a string, sorted. */
function placeholdersOf(text: string | undefined): string[] {
  return [...(text ?? '').matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

function stringsOf(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : stringsOf(value),
  );
}

const english = Object.fromEntries(
  NAMESPACES.map((ns) => [ns, keysOf(bundle('en-us', ns) ?? {}).sort()]),
);

describe('English source strings', () => {
  it('has every namespace, with no empty string', () => {
    for (const ns of NAMESPACES) {
      const tree = bundle('en-us', ns);
      expect(tree, ns).toBeDefined();
      for (const text of stringsOf(tree ?? {})) expect(text.trim(), ns).not.toBe('');
    }
  });

  // docs/reference/web-app.md#empty-states-and-toasts
  it('has a message for every retcode of the catalogue and the empty states', () => {
    const errors = new Set(english.errors);
    for (const { key } of RETCODES) expect(errors, key).toContain(key.slice('errors.'.length));
    for (const key of [
      'generic',
      'not_data',
      'not_challenge_data',
      'loading_failed',
      'chunk_load',
    ]) {
      expect(errors).toContain(key);
    }
  });

  it('has a title and description for every game', () => {
    for (const game of ['ys', 'bh3', 'hsr']) {
      expect(english.games).toContain(`${game}.title`);
      expect(english.games).toContain(`${game}.description`);
    }
  });
});

describe.each(LANG_CODES.filter((lang) => lang !== 'en-us'))('%s translation', (lang) => {
  it.each(NAMESPACES)('%s has exactly the keys of English', (ns) => {
    const tree = bundle(lang, ns);
    expect(tree, `src/locales/${lang}/${ns}.json is missing`).toBeDefined();
    const keys = keysOf(tree ?? {}).sort();
    const missing = english[ns]?.filter((key) => !keys.includes(key)) ?? [];
    const extra = keys.filter((key) => !english[ns]?.includes(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    for (const text of stringsOf(tree ?? {})) expect(text.trim()).not.toBe('');
  });

  it.each(NAMESPACES)('%s keeps the {{placeholders}} of English', (ns) => {
    const source = bundle('en-us', ns) ?? {};
    const tree = bundle(lang, ns) ?? {};
    const wrong = (english[ns] ?? []).filter(
      (key) =>
        valueAt(tree, key) !== undefined &&
        placeholdersOf(valueAt(tree, key)).join() !== placeholdersOf(valueAt(source, key)).join(),
    );
    expect(wrong).toEqual([]);
  });
});
