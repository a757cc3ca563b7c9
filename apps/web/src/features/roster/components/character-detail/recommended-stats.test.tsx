import { RETCODE } from '@chronicle/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client.js';
import { userInfo } from '../../../../test/fixtures.js';
import { fakeApi, renderApp } from '../../../../test/render.js';
import type { CharacterDetail } from '../../api/get-character-detail.js';
import type { CustomRelicProperties } from '../../api/set-recommend-prop.js';
import { CharacterDetailView } from './character-detail-view.js';
import { detailAnswer, fullBuild, testRole } from './detail-fixture.js';

/** A build whose owner picked their own stats. */
function customBuild(): CharacterDetail {
  const build = fullBuild();
  build.recommend_relic_property = {
    ...build.recommend_relic_property,
    custom_properties: {
      sand_main_property_list: [3],
      goblet_main_property_list: [44],
      circlet_main_property_list: [22],
      sub_property_list: [20],
    },
    has_set_recommend_prop: true,
  };
  return build;
}

/**
 * Fakes the owner's session, character/detail (the next build after each save) and
 * set_recommend_prop with the given answer.
 */
function setup(options: { build?: CharacterDetail; save?: (input: unknown) => unknown } = {}) {
  let build = options.build ?? fullBuild();
  const spy = fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [] }),
    'genshin.characterDetail': () => detailAnswer(build),
    'genshin.setRecommendProp': (input) => {
      const answer = options.save ? options.save(input) : {};
      if (answer instanceof Error) return answer;
      const { custom_properties: custom } = input as { custom_properties: CustomRelicProperties };
      build = structuredClone(build);
      build.recommend_relic_property.custom_properties = custom;
      build.recommend_relic_property.has_set_recommend_prop = custom !== null;
      return answer;
    },
  });
  const view = renderApp(
    <CharacterDetailView role={testRole} characterId={10000002} onClose={() => undefined} />,
  );
  const calls = (id: string) =>
    spy.mock.calls.filter(([endpoint]) => endpoint.id === id).map(([, input]) => input);
  return { spy, view, calls };
}

async function openEditor() {
  const user = userEvent.setup();
  const block = await screen.findByRole('region', { name: 'Recommended stats' });
  await user.click(await within(block).findByRole('button', { name: 'Edit' }));
  const form = within(block).getByRole('form', { name: 'Edit recommended stats' });
  return { user, block, form };
}

describe('Recommended stats editor (POST genshin/api/character/set_recommend_prop)', () => {
  it('offers the owner an Edit button', async () => {
    setup();
    const block = await screen.findByRole('region', { name: 'Recommended stats' });
    expect(await within(block).findByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('never shows the Edit button to a visitor', async () => {
    window.history.replaceState(null, '', '/index.html?uid=100000002#/ys');
    const { calls } = setup();
    const block = await screen.findByRole('region', { name: 'Recommended stats' });
    // The cards call starts only once the profile is known, so the session has settled.
    await waitFor(() => expect(calls('card.getGameRecordCard')).toHaveLength(1));
    expect(within(block).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('pre-selects the current preference among the allowed options, named from property_map', async () => {
    setup();
    const { form } = await openEditor();
    const sands = within(form).getByRole('group', { name: 'Sands' });
    const pressed = within(sands)
      .getAllByRole('button', { pressed: true })
      .map((chip) => chip.textContent);
    expect(pressed).toEqual(['ATK%', 'Energy Recharge']);
    // Every allowed sands option is a chip: HP%, ATK%, 9, 28 and Energy Recharge.
    expect(within(sands).getAllByRole('button')).toHaveLength(5);
    expect(within(form).getByRole('group', { name: 'Sub stats' })).toBeTruthy();
    // Nothing to reset while the suggestion is shown.
    expect(within(form).queryByRole('button', { name: 'Reset to suggested' })).toBeNull();
  });

  it('saves exactly the chosen lists, refetches the build and shows the picks', async () => {
    const { calls } = setup();
    const { user, form, block } = await openEditor();
    const sands = within(form).getByRole('group', { name: 'Sands' });
    await user.click(within(sands).getByRole('button', { name: 'Energy Recharge' }));
    await user.click(within(sands).getByRole('button', { name: 'HP%' }));
    const circlet = within(form).getByRole('group', { name: 'Circlet' });
    await user.click(within(circlet).getByRole('button', { name: 'CRIT Rate' }));
    const subs = within(form).getByRole('group', { name: 'Sub stats' });
    await user.click(within(subs).getByRole('button', { name: 'Energy Recharge' }));
    expect(within(sands).getByRole('button', { name: 'HP%' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(block).findByText('Your picks')).toBeTruthy();
    expect(calls('genshin.setRecommendProp')).toEqual([
      {
        role_id: '812000101',
        server: 'os_asia',
        avatar_id: 10000002,
        custom_properties: {
          sand_main_property_list: [3, 6],
          goblet_main_property_list: [44],
          circlet_main_property_list: [22],
          sub_property_list: [20, 22, 23],
        },
      },
    ]);
    expect(calls('genshin.characterDetail')).toHaveLength(2);
    expect(within(block).queryByRole('form')).toBeNull();
    expect(await screen.findByText('Your preferred stats are saved.')).toBeTruthy();
  });

  it('resets to the suggestion with null', async () => {
    const { calls } = setup({ build: customBuild() });
    const { user, form, block } = await openEditor();
    await user.click(within(form).getByRole('button', { name: 'Reset to suggested' }));
    expect(await within(block).findByText('Suggested')).toBeTruthy();
    expect(calls('genshin.setRecommendProp')).toEqual([
      expect.objectContaining({ avatar_id: 10000002, custom_properties: null }),
    ]);
    expect(calls('genshin.characterDetail')).toHaveLength(2);
  });

  it('closes on Cancel without saving', async () => {
    const { calls } = setup();
    const { user, form, block } = await openEditor();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(block).queryByRole('form')).toBeNull();
    expect(within(block).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(calls('genshin.setRecommendProp')).toHaveLength(0);
  });

  it('disables the chips and buttons while saving', async () => {
    setup({ save: () => new Promise(() => undefined) });
    const { user, form } = await openEditor();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const saving = await within(form).findByRole('button', { name: 'Saving…' });
    expect(saving).toHaveProperty('disabled', true);
    expect(within(form).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    const sands = within(form).getByRole('group', { name: 'Sands' });
    expect(within(sands).getByRole('button', { name: 'ATK%' }).matches(':disabled')).toBe(true);
  });

  it('explains inline that only the owner may change the stats on retcode 10104', async () => {
    setup({
      save: () => new ApiError(RETCODE.NOTES_OWNER_ONLY, 'owner only'),
    });
    const { user, form } = await openEditor();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Only the owner of this account can change these stats.',
    );
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });
});
