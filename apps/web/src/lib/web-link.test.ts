import { describe, expect, it } from 'vitest';
import { isWebLink } from './web-link.js';

describe('isWebLink', () => {
  it('accepts absolute http and https URLs', () => {
    expect(isWebLink('https://chronicle.example/wiki/characters/1#guide')).toBe(true);
    expect(isWebLink('http://127.0.0.1:8080/wiki/characters/1')).toBe(true);
  });

  it('refuses other schemes, relative and empty URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//elsewhere.example/x',
      '/wiki/characters/1',
      '',
    ]) {
      expect(isWebLink(url), url).toBe(false);
    }
  });
});
