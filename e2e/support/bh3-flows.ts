import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginViaApi, newPage, shellUrl, shot, type Shell } from './browser.js';
import { apiData, fmt, roleQuery, type Card } from './api.js';

interface Suit {
  id: string;
  name: string;
}
interface IndexData {
  role: { nickname: string; level: number };
  stats: { active_day_number: number; sss_armor_number: number; armor_number: number };
}
interface CharactersData {
  characters: { character: { avatar: Suit; weapon: { name: string } } }[];
}
interface NoteData {
  max_stamina: number;
}
interface LadderData {
  reports: { score: number; updated_time_second: string }[];
}
interface ArenaData {
  reports: { score: number; time_second: string; ranking_percentage: string }[];
}
interface GodWarData {
  summary: { max_challenge_score: number };
}

/** The Starfall Vanguard card (game id 1) of a community uid, as the viewer sees it. */
async function bh3Card(page: Page, uid: string): Promise<Card> {
  const cards = await apiData<{ list: Card[] }>(page, `card/wapi/getGameRecordCard?uid=${uid}`);
  const card = cards.list.find((c) => c.game_id === 1);
  if (!card) throw new Error(`no Starfall Vanguard card for ${uid}`);
  return card;
}

const byTimeDesc = <T>(items: T[], time: (t: T) => string) =>
  [...items].sort((a, b) => Number(time(b)) - Number(time(a)));

/**
 * Issue 9's Starfall Vanguard flows, once per shell: the home, the Vanguards and the three modes
 * show the demo server's values for the traveler; a visitor sees and requests no notes; and the
 * third game's `/rpg/` page sends `#/bh3` back to the main page. One login per account and shell.
 */
export function describeBh3Flows(shell: Shell): void {
  describe(`${shell} Starfall Vanguard`, () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let traveler: Card;
    const api = <T>(path: string) =>
      apiData<T>(page, `honkai3rd/api/${path}?${roleQuery(traveler)}`);

    beforeAll(async () => {
      browser = await launch();
      ({ context, page } = await newPage(browser, shell));
      await loginViaApi(page, 'traveler', 'traveler-demo');
      traveler = await bh3Card(page, '100000001');
    });
    afterAll(async () => {
      await context.close();
      await browser.close();
    });

    it('shows the captain, counters and the owner’s notes from the server', async () => {
      const index = await api<IndexData>('index');
      const note = await api<NoteData>('note');
      await page.goto(shellUrl(shell, '/bh3'));
      const header = page.getByRole('region', { name: index.role.nickname });
      await header.getByText(`Lv. ${index.role.level}`).waitFor();
      await header.getByText(fmt(index.stats.active_day_number), { exact: true }).waitFor();
      const stats = page.getByRole('region', { name: 'Statistics' });
      await stats.getByText('SSS battlesuits').waitFor();
      expect(await stats.locator('dd').allTextContents()).toContain(
        fmt(index.stats.sss_armor_number),
      );
      const notes = page.getByRole('region', { name: 'Real-time notes' });
      await notes
        .getByText(`/ ${fmt(note.max_stamina)}`)
        .first()
        .waitFor();
      await page.getByRole('region', { name: 'Play style' }).waitFor();
      await shot(page, shell, 'bh3-01-home');
    });

    it('lists the server’s battlesuits and shows a chosen one’s weapon', async () => {
      const { characters } = await api<CharactersData>('characters');
      expect(characters.length).toBeGreaterThanOrEqual(2);
      const second = characters[1]?.character;
      if (!second) throw new Error('no second battlesuit');
      await page.goto(shellUrl(shell, '/bh3/valkyries'));
      const list = page.getByRole('list', { name: 'Vanguards' });
      await list.getByText(characters[0]?.character.avatar.name ?? '', { exact: true }).waitFor();
      await list.getByRole('button', { name: new RegExp(`^${second.avatar.name},`) }).click();
      const detail =
        shell === 'desktop'
          ? page.getByRole('complementary', { name: `Details of ${second.avatar.name}` })
          : page.getByRole('dialog', { name: `Details of ${second.avatar.name}` });
      await detail.getByText(second.weapon.name, { exact: true }).waitFor();
      await shot(page, shell, 'bh3-02-vanguards');
      if (shell === 'mobile') await detail.getByRole('button', { name: 'Close' }).click();
    });

    it('moves between Rift cycles and the modes with the server’s scores', async () => {
      const ladder = byTimeDesc(
        (await api<LadderData>('newAbyssReport')).reports,
        (r) => r.updated_time_second,
      );
      const arena = byTimeDesc(
        (await api<ArenaData>('battleFieldReport')).reports,
        (r) => r.time_second,
      );
      const godWar = await api<GodWarData>('godWar');
      expect(ladder.length).toBeGreaterThanOrEqual(2);
      await page.goto(shellUrl(shell, '/bh3/abyss'));
      const report = page.getByRole('region', { name: 'Rift Ladder' });
      await report.getByText(fmt(ladder[0]?.score ?? -1), { exact: true }).waitFor();
      await shot(page, shell, 'bh3-03-abyss');
      await page.getByRole('group', { name: 'Cycle' }).getByRole('button').nth(1).click();
      await report.getByText(fmt(ladder[1]?.score ?? -1), { exact: true }).waitFor();

      await page.getByRole('link', { name: 'Hall of Valor' }).click();
      const week = page.getByRole('region', { name: 'Hall of Valor' });
      await week.getByText(fmt(arena[0]?.score ?? -1), { exact: true }).waitFor();
      await week.getByText(`Top ${Number(arena[0]?.ranking_percentage).toFixed(2)}%`).waitFor();
      await shot(page, shell, 'bh3-04-arena');

      await page.getByRole('link', { name: 'Verdant Dreamscape' }).click();
      const totals = page.getByRole('region', { name: 'Totals' });
      await totals
        .getByText(fmt(godWar.summary.max_challenge_score), { exact: true })
        .first()
        .waitFor();
      await shot(page, shell, 'bh3-05-dreamscape');
    });

    it('neither shows nor requests the notes for a visitor', async () => {
      const visitor = await newPage(browser, shell);
      try {
        await loginViaApi(visitor.page, 'lumine', 'lumine-demo');
        const asked: string[] = [];
        visitor.page.on('request', (request) => {
          if (request.url().includes('honkai3rd/api/note')) asked.push(request.url());
        });
        await visitor.page.goto(shellUrl(shell, '/bh3', 'uid=100000001'));
        await visitor.page.getByRole('heading', { name: traveler.nickname, level: 1 }).waitFor();
        await visitor.page.getByRole('region', { name: 'Statistics' }).waitFor();
        expect(await visitor.page.getByRole('region', { name: 'Real-time notes' }).count()).toBe(0);
        expect(asked).toEqual([]);
        await shot(visitor.page, shell, 'bh3-06-visitor-home');
      } finally {
        await visitor.context.close();
      }
    });

    it('sends #/bh3 on the third game’s page back to the main page', async () => {
      const file = shell === 'desktop' ? 'index.html' : 'm.html';
      await page.goto(`${baseURL()}/rpg/${file}#/bh3`);
      await page.waitForURL(`${baseURL()}/${file}#/bh3`);
      await page.getByRole('region', { name: 'Statistics' }).waitFor();
    });
  });
}
