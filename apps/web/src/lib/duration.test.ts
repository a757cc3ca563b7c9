import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.js';

describe('formatDuration', () => {
  it('shows the largest units first, at most three', () => {
    expect(formatDuration(2 * 86_400 + 4 * 3_600 + 5 * 60 + 9, 'en-US')).toBe('2 days 4 hr 5 min');
    expect(formatDuration(3_600 + 7, 'en-US')).toBe('1 hr 0 min 7 sec');
    expect(formatDuration(90, 'en-US', 2)).toBe('1 min 30 sec');
    expect(formatDuration(180, 'en-US')).toBe('3 min');
    expect(formatDuration(2 * 86_400 + 59, 'en-US')).toBe('2 days');
  });

  it('reads zero and negative durations as zero seconds', () => {
    expect(formatDuration(-5, 'en-US')).toBe('0 sec');
  });
});
