import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginViaApi, newPage, shot, type Shell } from './browser.js';
import { apiData, fmt, roleQuery, type Card } from './api.js';

interface Season {
  name_mi18n: string;
}
interface IndexData {
  stats: { achievement_num: number; abyss_process: string; avatar_num: number };
  avatar_list: { name: string; equip: { name: string } | null }[];
}
interface BasicInfo {
  nickname: string;
  level: number;
}
interface NoteData {
  max_stamina: number;
}
interface AvatarInfo {
  avatar_list: { name: string; element: string; relics: { name: string }[] }[];
}
interface ModeData {
  star_num: number;
  has_data: boolean;
  all_floor_detail: { name: string }[];
  groups: (Season & { upper_boss?: { name_mi18n: string } })[];
}

/** Element names as the English pages write them. */
const ELEMENT: Record<string, string> = {
  physical: 'Physical',
  fire: 'Fire',
  ice: 'Ice',
  lightning: 'Lightning',
  wind: 'Wind',
  quantum: 'Quantum',
  imaginary: 'Imaginary',
};

/** The Stellar Transit card (game id 6) of a community uid, as the viewer sees it. */
async function hsrCard(page: Page, uid: string): Promise<Card> {
  const cards = await apiData<{ list: Card[] }>(page, `card/wapi/getGameRecordCard?uid=${uid}`);
  const card = cards.list.find((c) => c.game_id === 6);
  if (!card) throw new Error(`no Stellar Transit card for ${uid}`);
  return card;
}

/** The third game's own page of a shell, with an optional query, at a hash. */
function rpgUrl(shell: Shell, hash: string, query = ''): string {
  const file = shell === 'desktop' ? 'index.html' : 'm.html';
  return `${baseURL()}/rpg/${file}${query ? `?${query}` : ''}#${hash}`;
}

/**
 * Issue 9's Stellar Transit flows, once per shell: the home, the characters and the three endgame
 * modes show the demo server's values for the traveler; the season switch and the mode tabs load
 * the other records; a visitor sees and requests no notes; and the main page sends `#/hsr` to the
 * `/rpg/` page. One login per account and shell: the server allows only a few per window.
 */
export function describeHsrFlows(shell: Shell): void {
  describe(`${shell} Stellar Transit`, () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let traveler: Card;
    const api = <T>(path: string, query = '') =>
      apiData<T>(page, `hkrpg/api/${path}?${roleQuery(traveler)}${query}`);

    beforeAll(async () => {
      browser = await launch();
      ({ context, page } = await newPage(browser, shell));
      await loginViaApi(page, 'traveler', 'traveler-demo');
      traveler = await hsrCard(page, '100000001');
    });
    afterAll(async () => {
      await context.close();
      await browser.close();
    });

    it('shows the server’s role, stats, notes, modes and showcase on the home', async () => {
      const basic = await api<BasicInfo>('role/basicInfo');
      const index = await api<IndexData>('index');
      const note = await api<NoteData>('note');
      const chaos = await api<ModeData>('challenge', '&schedule_type=1&need_all=true');
      await page.goto(rpgUrl(shell, '/hsr'));
      const banner = page.getByRole('region', { name: basic.nickname });
      await banner.getByText(`Transit Lv. ${basic.level}`).waitFor();
      const stats = page.getByRole('region', { name: 'Journey' });
      await stats.getByText(fmt(index.stats.achievement_num), { exact: true }).waitFor();
      await stats.getByText(index.stats.abyss_process, { exact: true }).waitFor();
      const notes = page.getByRole('region', { name: 'Real-time notes' });
      await notes.getByText(`/${fmt(note.max_stamina)}`, { exact: true }).waitFor();
      await page
        .getByTestId('hsr-mode-chaos')
        .getByText(chaos.has_data ? `${chaos.star_num}/36 stars` : 'Not challenged this season')
        .waitFor();
      const showcase = page.getByRole('region', { name: 'Character showcase' });
      const first = index.avatar_list[0];
      if (first) await showcase.getByText(first.name, { exact: true }).waitFor();
      await shot(page, shell, 'hsr-01-home');
    });

    it('lists the server’s characters, filters them and opens a build', async () => {
      const info = await api<AvatarInfo>('avatar/info', '&need_wiki=true');
      const built = info.avatar_list.find((a) => a.relics.length > 0) ?? info.avatar_list[0];
      if (!built) throw new Error('the demo traveler has no characters');
      await page.goto(rpgUrl(shell, '/hsr/characters'));
      await page.getByText(built.name, { exact: true }).first().waitFor();
      const element = ELEMENT[built.element] ?? built.element;
      await page
        .getByRole('group', { name: 'Element' })
        .getByRole('button', { name: element })
        .click();
      const sameElement = info.avatar_list.filter((a) => a.element === built.element).length;
      await page.getByText(`Showing ${sameElement} of ${info.avatar_list.length}`).waitFor();
      await shot(page, shell, 'hsr-02-characters');
      await page.getByTestId('hsr-char').filter({ hasText: built.name }).click();
      const detail = page.getByRole('dialog', { name: built.name });
      const relic = built.relics[0];
      if (relic) await detail.getByText(relic.name, { exact: true }).waitFor();
      await detail.getByRole('heading', { name: 'Traces' }).waitFor();
      await shot(page, shell, 'hsr-03-character-detail');
      await page.keyboard.press('Escape');
    });

    it('shows both seasons of Echoes of Disorder and moves between the modes', async () => {
      const current = await api<ModeData>('challenge', '&schedule_type=1&need_all=true');
      const previous = await api<ModeData>('challenge', '&schedule_type=2&need_all=true');
      await page.goto(rpgUrl(shell, '/hsr/chaos'));
      const seasonName = current.groups[0]?.name_mi18n ?? '';
      await page.getByRole('heading', { name: seasonName, level: 2 }).waitFor();
      await page.getByText(`${current.star_num}/36`, { exact: true }).waitFor();
      const floor = current.all_floor_detail[0];
      if (floor) await page.getByRole('heading', { name: floor.name, level: 3 }).waitFor();
      await shot(page, shell, 'hsr-04-chaos');

      const asked = page.waitForRequest((r) =>
        /hkrpg\/api\/challenge\?.*schedule_type=2/.test(r.url()),
      );
      await page.getByRole('radio', { name: /Previous season/ }).click();
      await asked;
      const before = previous.groups[1]?.name_mi18n ?? previous.groups[0]?.name_mi18n ?? '';
      await page.getByRole('heading', { name: before, level: 2 }).waitFor();
      await page.getByText(`${previous.star_num}/36`, { exact: true }).waitFor();
      await shot(page, shell, 'hsr-05-chaos-previous');

      const fiction = await api<ModeData>('challenge_story', '&schedule_type=1&need_all=true');
      await page
        .getByRole('navigation', { name: 'Endgame modes' })
        .getByRole('link', { name: 'Woven Fable' })
        .click();
      await page.waitForURL(/#\/hsr\/fiction$/);
      await page
        .getByRole('heading', { name: fiction.groups[0]?.name_mi18n ?? '', level: 2 })
        .waitFor();
      await page.getByText(`${fiction.star_num}/12`, { exact: true }).waitFor();
      await shot(page, shell, 'hsr-06-fiction');

      const shadow = await api<ModeData>('challenge_boss', '&schedule_type=1&need_all=true');
      await page
        .getByRole('navigation', { name: 'Endgame modes' })
        .getByRole('link', { name: 'Eclipse Sovereigns' })
        .click();
      await page.waitForURL(/#\/hsr\/shadow$/);
      const boss = shadow.groups[0]?.upper_boss?.name_mi18n;
      if (boss)
        await page
          .getByRole('list', { name: 'Sovereigns of this season' })
          .getByText(boss)
          .waitFor();
      await shot(page, shell, 'hsr-07-shadow');
    });

    it('neither shows nor requests the notes for a visitor', async () => {
      const visitor = await newPage(browser, shell);
      try {
        await loginViaApi(visitor.page, 'lumine', 'lumine-demo');
        const asked: string[] = [];
        visitor.page.on('request', (request) => {
          if (request.url().includes('hkrpg/api/note')) asked.push(request.url());
        });
        await visitor.page.goto(rpgUrl(shell, '/hsr', 'uid=100000001'));
        await visitor.page.getByRole('heading', { name: traveler.nickname, level: 1 }).waitFor();
        await visitor.page.getByRole('region', { name: 'Journey' }).waitFor();
        expect(await visitor.page.getByRole('region', { name: 'Real-time notes' }).count()).toBe(0);
        expect(asked).toEqual([]);
        await shot(visitor.page, shell, 'hsr-08-visitor-home');
      } finally {
        await visitor.context.close();
      }
    });

    it('sends #/hsr on the main page to the third game’s page', async () => {
      const file = shell === 'desktop' ? 'index.html' : 'm.html';
      await page.goto(`${baseURL()}/${file}#/hsr`);
      await page.waitForURL(`${baseURL()}/rpg/${file}#/hsr`);
      await page.getByRole('region', { name: 'Journey' }).waitFor();
    });
  });
}
