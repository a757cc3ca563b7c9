import { act, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation.js';

/*
 * Resources shaped nothing like the app's: the hook is typed from the app's own bundles, so the
 * components below go through a loosely typed `t`.
 */
const resources = {
  'en-us': {
    common: { hello: 'Hello {{name}}', title: 'Common title' },
    notes: { title: 'Notes title' },
  },
  'fr-fr': {
    common: { hello: 'Bonjour {{name}}', title: 'Titre commun' },
    notes: { title: 'Titre des notes' },
  },
};

type LooseT = (key: string, options?: Record<string, unknown>) => string;
const seen: LooseT[] = [];

function Greeting({ ns }: { ns: 'common' | ['notes', 'common'] }) {
  const { t, i18n } = useTranslation(ns);
  const loose = t as unknown as LooseT;
  seen.push(loose);
  return (
    <p data-testid={Array.isArray(ns) ? 'list' : 'single'}>
      {i18n.language}|{loose('title')}|{loose('common:hello', { name: 'Ada' })}
    </p>
  );
}

async function instance(): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en-us',
    fallbackLng: 'en-us',
    lowerCaseLng: true,
    ns: ['common', 'notes'],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('useTranslation', () => {
  beforeEach(() => {
    seen.length = 0;
  });

  it('translates in the first namespace of the list and reaches the others as ns:key', async () => {
    const i18n = await instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting ns="common" />
        <Greeting ns={['notes', 'common']} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('single').textContent).toBe('en-us|Common title|Hello Ada');
    expect(screen.getByTestId('list').textContent).toBe('en-us|Notes title|Hello Ada');
  });

  it('renders again in the new language when it changes', async () => {
    const i18n = await instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting ns={['notes', 'common']} />
      </I18nextProvider>,
    );
    await act(() => i18n.changeLanguage('fr-fr'));
    expect(screen.getByTestId('list').textContent).toBe('fr-fr|Titre des notes|Bonjour Ada');
  });

  it('gives every component asking for the same namespaces one shared t', async () => {
    const i18n = await instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting ns="common" />
        <Greeting ns="common" />
        <Greeting ns={['notes', 'common']} />
      </I18nextProvider>,
    );
    expect(seen).toHaveLength(3);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[0]);
  });

  it('answers keys when there is no i18n instance at all', () => {
    render(<Greeting ns="common" />);
    expect(screen.getByTestId('single').textContent).toContain('title');
  });
});
