import { describe, expect, it } from 'vitest';
import { RETCODE_MESSAGES, retcodeMessage } from './retcode-messages.js';
import { RETCODE, RETCODES } from './retcodes.js';

describe('retcode messages', () => {
  it('gives every catalogued code a message of its own', () => {
    for (const { code, name } of RETCODES) {
      expect(retcodeMessage(code), name).toBe(
        RETCODE_MESSAGES[name as keyof typeof RETCODE_MESSAGES],
      );
      expect(retcodeMessage(code).trim(), name).not.toBe('');
    }
    expect(Object.keys(RETCODE_MESSAGES).sort()).toEqual(RETCODES.map((r) => r.name).sort());
  });

  it('keeps the messages clients compare with, and a generic one for unknown codes', () => {
    expect(retcodeMessage(RETCODE.OK)).toBe('OK');
    expect(retcodeMessage(RETCODE.NOT_PUBLIC)).toBe('Data is not public for the user');
    expect(retcodeMessage(123456)).toBe('Something went wrong');
  });
});
