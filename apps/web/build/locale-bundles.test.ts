import { describe, expect, it } from 'vitest';
import { localeBundleSource } from './locale-bundles.js';

describe('localeBundleSource', () => {
  it('imports every namespace file of the language and exports them by name', () => {
    const source = localeBundleSource('/app/locales/fr-fr', ['stats.json', 'common.json', 'x.txt']);
    expect(source).toBe(
      [
        'import ns0 from "/app/locales/fr-fr/common.json";',
        'import ns1 from "/app/locales/fr-fr/stats.json";',
        'export default { "common": ns0, "stats": ns1 };',
        '',
      ].join('\n'),
    );
  });
});
