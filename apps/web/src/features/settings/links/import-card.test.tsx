import { RETCODE } from '@chronicle/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.js';
import { renderApp } from '../../../test/render.js';
import { MAX_IMPORT_BYTES } from './api/import-file.js';
import { ImportCard } from './components/import-card.js';
import { callsTo, fakeUpstreamApi, importSummary } from './links-fixture.js';

const HAR = JSON.stringify({ log: { version: '1.2', entries: [] } });
const RAW = JSON.stringify([{ endpoint: 'genshin/api/index', query: {}, response: {} }]);

function file(name: string, text: string, size?: number): File {
  const made = new File([text], name, { type: 'application/json' });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
}

function results() {
  return screen.getByRole('region', { name: 'Imported files' });
}

function resultOf(name: string) {
  const item = within(results())
    .getAllByRole('listitem')
    .find((li) => li.querySelector('.import-result__name')?.textContent === name);
  if (!item) throw new Error(`no result for ${name}`);
  return item;
}

describe('Import a file', () => {
  it('sends each file as the body, one after the other, and sums each up', async () => {
    const spy = fakeUpstreamApi({
      'upstream.import': (input) =>
        (input as { format?: string }).format === 'har'
          ? { summary: importSummary() }
          : {
              summary: importSummary({
                format: 'raw',
                entries: 1,
                imported: 1,
                snapshots: 1,
                roles: [
                  { game_id: 6, game_role_id: '700000001', nickname: 'Stelle', created: false },
                ],
                skipped: [],
              }),
            },
    });
    const { queryClient } = await renderApp(<ImportCard />, { path: '/ys/set' });
    const cardsKey = ['card.getGameRecordCard', { uid: '100000001' }];
    queryClient.setQueryData(cardsKey, { list: [] });

    const input = screen.getByLabelText('Choose files');
    expect(input.getAttribute('accept')).toBe('.har,.json');
    expect(input.hasAttribute('multiple')).toBe(true);
    await userEvent.upload(input, [file('chronicle.har', HAR), file('answers.json', RAW)]);

    expect(await within(results()).findAllByText('Imported')).toHaveLength(2);
    // The file is the body as it is; a .har says it is one, a .json lets the server tell.
    expect(callsTo(spy, 'upstream.import')).toEqual([
      { input: { format: 'har' }, options: { body: HAR } },
      { input: {}, options: { body: RAW } },
    ]);

    const har = resultOf('chronicle.har');
    expect(within(har).getByText('HAR file')).toBeTruthy();
    const counts = within(har)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(counts).toEqual(['Answers imported=14 of 120', 'Records saved=9']);
    const roles = within(har).getByRole('heading', { name: 'Roles' }).nextElementSibling;
    expect(roles?.textContent).toContain('Aether');
    expect(roles?.textContent).toContain('Wanderlight Chronicle · 812000101');
    expect(roles?.textContent).toContain('New');
    const skipped = within(har).getByRole('heading', { name: 'Left out' }).nextElementSibling;
    const lines = within(skipped as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Not game-record requests98',
      'Older than the records already storedgenshin/api/spiralAbyss8',
    ]);

    const raw = resultOf('answers.json');
    expect(within(raw).getByText('Saved answers')).toBeTruthy();
    expect(within(raw).getByText('Stellar Transit Chronicle · 700000001')).toBeTruthy();
    expect(within(raw).getByText('Updated')).toBeTruthy();
    // Roles came in: the cards follow.
    expect(queryClient.getQueryState(cardsKey)?.isInvalidated).toBe(true);
  });

  it('refuses a file over 64 MB on the page, and says why the server refused another', async () => {
    const spy = fakeUpstreamApi({
      'upstream.import': () =>
        new ApiError(RETCODE.IMPORT_UNREADABLE, 'The file is neither a HAR file nor saved answers'),
    });
    await renderApp(<ImportCard />, { path: '/ys/set' });
    await userEvent.upload(screen.getByLabelText('Choose files'), [
      file('huge.har', HAR, MAX_IMPORT_BYTES + 1),
      file('notes.json', '{"hello":1}'),
    ]);
    expect(await within(results()).findAllByText('Not imported')).toHaveLength(2);
    expect(within(resultOf('huge.har')).getByText(/larger than 64 MB/)).toBeTruthy();
    expect(
      within(resultOf('notes.json')).getByText(
        'This file is neither a HAR file nor saved game-record answers.',
      ),
    ).toBeTruthy();
    // Only the small file went to the server.
    expect(callsTo(spy, 'upstream.import')).toHaveLength(1);
  });

  it('shows a busy state while a file is being imported', async () => {
    let finish: (value: unknown) => void = () => undefined;
    fakeUpstreamApi({
      'upstream.import': () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    });
    await renderApp(<ImportCard />, { path: '/ys/set' });
    const input = screen.getByLabelText('Choose files');
    await userEvent.upload(input, [file('chronicle.har', HAR)]);
    const status = await screen.findByText('Importing chronicle.har…');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(input).toHaveProperty('disabled', true);
    expect(results().getAttribute('aria-busy')).toBe('true');

    finish({ summary: importSummary({ imported: 0, roles: [], skipped: [] }) });
    expect(await screen.findByText('Nothing in this file could be imported.')).toBeTruthy();
    expect(input).toHaveProperty('disabled', false);
  });

  it('takes files dropped on the card on the desktop page', async () => {
    const spy = fakeUpstreamApi({ 'upstream.import': () => ({ summary: importSummary() }) });
    await renderApp(<ImportCard />, { path: '/ys/set' });
    expect(screen.getByText('or drop them here')).toBeTruthy();
    const zone = screen.getByText('or drop them here').parentElement as HTMLElement;
    const dropped = file('dropped.har', HAR);
    const dataTransfer = { types: ['Files'], files: [dropped], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(screen.getByText('Drop the files to import them')).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer });
    expect(await screen.findByText('Imported')).toBeTruthy();
    expect(callsTo(spy, 'upstream.import')[0]?.options).toEqual({ body: HAR });
  });

  it('has no drop zone on the mobile page, and explains how to save a HAR file', async () => {
    fakeUpstreamApi({});
    await renderApp(<ImportCard />, { path: '/ys/set', shell: 'mobile' });
    expect(screen.queryByText('or drop them here')).toBeNull();
    await userEvent.click(screen.getByText('How do I save a HAR file?'));
    expect(
      screen.getByText('Press F12 and open the Network tab of the developer tools.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Cookies and headers inside the file are never stored: only the game-record answers are read.',
      ),
    ).toBeTruthy();
  });
});
