import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../load-demo.js';
import { TestEnv } from '../test/harness.js';
import { DEMO_UID, demoAnswers, type DemoAnswer } from './demo-answers.js';

/*
 * Clients name a character by the `name` of the object that refers to it, else guess it from the
 * icon's file name, else look its id up in a name table downloaded from HoYoLAB. Chronicle's
 * characters are in no such table, so every character reference of every answer carries its name
 * and element (docs/CLIENTS.md). Walks all the demo server's answers to traveler, in two languages.
 */

const LANGS = ['en-us', 'ja-jp'] as const;

/** The answers whose character references are named in the request language. */
const CHECKED = [
  'genshin.index',
  'genshin.characterList',
  'genshin.characterDetail',
  'genshin.spiralAbyss',
  'genshin.dailyNote',
  'genshin.roleCombat',
  'genshin.hardChallenge',
  'genshin.activities',
  'hkrpg.index',
  'hkrpg.challenge',
  'hkrpg.challengeStory',
  'hkrpg.challengeBoss',
  'hkrpg.rogue',
  'honkai3rd.newAbyssReport',
  'honkai3rd.battleFieldReport',
  'honkai3rd.godWar',
];

/** A character found in an answer: where, and the object itself. */
interface Reference {
  path: string;
  value: Record<string, unknown>;
}

/**
 * A character reference: an `avatar_id` with a picture (abyss ranks, theater statistics, hard
 * challenge teams and best characters), an `id` with a picture under a key that names characters
 * (`avatars`, `avatar_list`, `final_lineup`, `lineup`, `main_avatar`, …, the character list's
 * `list` and a detail's `base`), or an expedition's side icon. Weapons, relics, bosses and elves
 * sit under other keys.
 */
function isCharacterReference(value: Record<string, unknown>, key: string): boolean {
  const hasPicture = Object.keys(value).some(
    (k) => /icon|image|path/.test(k) && typeof value[k] === 'string',
  );
  if ('avatar_side_icon' in value) return true;
  if ('avatar_id' in value) return hasPicture;
  return 'id' in value && hasPicture && /avatar|lineup|^list$|^base$/i.test(key);
}

/** Every character reference under `node`, whose nearest field name is `key`. */
function references(node: unknown, path: string, key: string, found: Reference[]): Reference[] {
  if (Array.isArray(node)) {
    node.forEach((item, i) => references(item, `${path}[${i}]`, key, found));
  } else if (typeof node === 'object' && node !== null) {
    const value = node as Record<string, unknown>;
    if (isCharacterReference(value, key)) found.push({ path, value });
    for (const [k, child] of Object.entries(value)) references(child, `${path}.${k}`, k, found);
  }
  return found;
}

/** The paths of references without a name or element, or with a rarity of 0 where they have one. */
function unnamed(answer: DemoAnswer): string[] {
  return references(answer.envelope.data, answer.id, '', [])
    .filter(({ value }) => {
      const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
      return blank(value.name) || blank(value.element) || value.rarity === 0;
    })
    .map(({ path }) => path);
}

describe('character references in the demo answers', () => {
  const env = new TestEnv('sqlite');
  const answers: Record<string, DemoAnswer[]> = {};
  const answer = (lang: string, id: string) => answers[lang]?.find((a) => a.id === id);

  beforeAll(async () => {
    await env.start({ bundle: null });
    await loadDemoData(env.db);
    const cookies = await env.sessionCookies(DEMO_UID);
    const token = Object.values(cookies)[1] ?? '';
    for (const lang of LANGS) answers[lang] = await demoAnswers(env.app, token, lang);
    return () => env.stop();
  }, 120_000);

  it.each(LANGS)('all carry a name and an element (%s)', (lang) => {
    const gaps = CHECKED.flatMap((id) => {
      const found = answer(lang, id);
      return found ? unnamed(found) : [`${id}: no answer`];
    });
    expect(gaps).toEqual([]);
  });

  it.each(CHECKED)('%s has character references to check', (id) => {
    const found = answer('en-us', id);
    expect(found && references(found.envelope.data, id, '', []).length).toBeGreaterThan(0);
  });

  it.each(CHECKED)('%s names them in the request language', (id) => {
    const names = (lang: string) => {
      const found = answer(lang, id);
      return found ? references(found.envelope.data, id, '', []).map((r) => r.value.name) : [];
    };
    expect(names('ja-jp')).toHaveLength(names('en-us').length);
    expect(names('ja-jp')).not.toEqual(names('en-us'));
  });
});
