import { describe, expect, it } from 'vitest';
import { importFormat } from './api/import-file.js';
import { cookieFromParts, cookieValue, hasCookiePair, linkLangs } from './cookies.js';
import { localWallClock, syncTime } from './time.js';

describe('cookie input', () => {
  it('joins the two values into the cookie string HoYoLAB sends', () => {
    expect(cookieFromParts('20481234', 'v2_secret')).toBe('ltuid_v2=20481234; ltoken_v2=v2_secret');
  });

  it('takes a value pasted with its name, quotes, spaces or a trailing semicolon', () => {
    expect(cookieValue('ltuid_v2', ' ltuid_v2=20481234; ')).toBe('20481234');
    expect(cookieValue('ltoken_v2', '"v2_abc=="')).toBe('v2_abc==');
    expect(cookieFromParts('ltuid_v2 = 1', 'ltoken_v2=v2_x;')).toBe('ltuid_v2=1; ltoken_v2=v2_x');
  });

  it('has no cookie while a value is missing', () => {
    expect(cookieFromParts('', 'v2_secret')).toBeUndefined();
    expect(cookieFromParts('20481234', '  ')).toBeUndefined();
  });

  it('knows a pasted string with both cookies, v2 or v1, among others', () => {
    expect(hasCookiePair('mi18nLang=en-us; ltuid_v2=1; ltoken_v2=v2_x; _ga=GA1')).toBe(true);
    expect(hasCookiePair('ltuid=1; ltoken=abc')).toBe(true);
    expect(hasCookiePair('ltuid_v2=1')).toBe(false);
    expect(hasCookiePair('ltuid_v2=1; ltoken_v2=')).toBe(false);
    expect(hasCookiePair('ltuid_v2=1; ltoken=abc')).toBe(false);
  });

  it('fetches names in English and the page language, once each', () => {
    expect(linkLangs('en-us')).toEqual(['en-us']);
    expect(linkLangs('ja-jp')).toEqual(['en-us', 'ja-jp']);
  });
});

describe('imports and times', () => {
  it('says a .har file is one and lets the server tell the rest', () => {
    expect(importFormat('hoyolab.HAR')).toBe('har');
    expect(importFormat('answers.json')).toBeUndefined();
  });

  // docs/reference/web-app.md#formatting
  it('formats sync times in the format on the local clock, and nothing for no time', () => {
    const at = new Date(2024, 4, 1, 9, 5, 7).getTime() / 1000;
    expect(syncTime(at)).toBe('2024.05.01 09:05:07');
    expect(localWallClock(at)?.hour).toBe(9);
    expect(syncTime(null)).toBeNull();
    expect(syncTime(0)).toBeNull();
  });
});
