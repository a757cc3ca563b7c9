import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../load-demo.js';
import { TestEnv } from '../test/harness.js';
import { DEMO_UID, demoAnswers, type DemoAnswer } from './demo-answers.js';

/*
 * Clients name a character by the `name` of the object that refers to it, else guess it from the
 * icon's file name, else look its id up in a name table downloaded from HoYoLAB. Chronicle's
 * characters are in no such table, so every character reference of these answers carries its name
 * and element. Walks the demo server's real answers, in two languages.
 */

/** The answers checked so far: the main game's. */
const CHECKED = [
  'genshin.index',
  'genshin.characterList',
  'genshin.spiralAbyss',
  'genshin.dailyNote',
];

/** A character reference: an id with a picture, or an expedition's side icon. */
function isCharacterReference(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  const hasId = 'id' in value || 'avatar_id' in value;
  const hasPicture = keys.some((k) => /icon|image/.test(k) && typeof value[k] === 'string');
  return (hasId && hasPicture) || 'avatar_side_icon' in value;
}

/** The paths of character references without a name or element under `node`. */
function unnamed(node: unknown, path: string, found: string[]): string[] {
  if (Array.isArray(node)) node.forEach((item, i) => unnamed(item, `${path}[${i}]`, found));
  else if (typeof node === 'object' && node !== null) {
    const value = node as Record<string, unknown>;
    if (isCharacterReference(value)) {
      // A weapon or an artifact has a name but no element; a character has both.
      const character = /avatar|expedition|rank/i.test(path.split('.').pop() ?? '');
      if (!value.name || (character && !value.element)) found.push(path);
    }
    for (const [key, child] of Object.entries(value)) unnamed(child, `${path}.${key}`, found);
  }
  return found;
}

describe('character references in the demo answers', () => {
  const env = new TestEnv('sqlite');
  const answers: Record<string, DemoAnswer[]> = {};

  beforeAll(async () => {
    await env.start({ bundle: null });
    await loadDemoData(env.db);
    const cookies = await env.sessionCookies(DEMO_UID);
    const token = Object.values(cookies)[1] ?? '';
    for (const lang of ['en-us', 'ja-jp']) answers[lang] = await demoAnswers(env.app, token, lang);
    return () => env.stop();
  }, 120_000);

  it.each(['en-us', 'ja-jp'])('all carry a name and an element (%s)', (lang) => {
    const checked = (answers[lang] ?? []).filter((a) => CHECKED.includes(a.id));
    expect(checked.map((a) => a.id).sort()).toEqual([...CHECKED].sort());
    for (const answer of checked) {
      expect(unnamed(answer.envelope.data, answer.id, []), answer.id).toEqual([]);
    }
  });

  it('names them in the request language', () => {
    const first = (lang: string) => {
      const abyss = answers[lang]?.find((a) => a.id === 'genshin.spiralAbyss');
      const data = abyss?.envelope.data as { reveal_rank: { name: string }[] } | undefined;
      return data?.reveal_rank[0]?.name;
    };
    expect(first('en-us')).toBeTruthy();
    expect(first('ja-jp')).toBeTruthy();
    expect(first('ja-jp')).not.toBe(first('en-us'));
  });
});
