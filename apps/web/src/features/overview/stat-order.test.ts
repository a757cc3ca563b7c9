import { describe, expect, it } from 'vitest';
import { STAT_KEYS, orderStatKeys } from './stat-order.js';

describe('orderStatKeys', () => {
  it('puts full_fetter_avatar_num before spiral_abyss on desktop', () => {
    const order = orderStatKeys('desktop');
    expect(order).toEqual([...STAT_KEYS]);
    expect(order.indexOf('full_fetter_avatar_num')).toBeLessThan(order.indexOf('spiral_abyss'));
  });

  it('orders spiral_abyss right before full_fetter_avatar_num on mobile', () => {
    const order = orderStatKeys('mobile');
    const at = order.indexOf('spiral_abyss');
    expect(order[at + 1]).toBe('full_fetter_avatar_num');
    expect([...order].sort()).toEqual([...STAT_KEYS].sort());
  });

  it('leaves every other statistic where it was', () => {
    const rest = (keys: readonly string[]) => keys.filter((key) => key !== 'spiral_abyss');
    expect(rest(orderStatKeys('mobile'))).toEqual(rest(STAT_KEYS));
  });

  it('copes with lists that lack one of the two keys', () => {
    expect(orderStatKeys('mobile', ['avatar_number', 'spiral_abyss'])).toEqual([
      'avatar_number',
      'spiral_abyss',
    ]);
    expect(orderStatKeys('mobile', ['avatar_number'])).toEqual(['avatar_number']);
  });

  // docs/reference/web-app.md#overview-statistics
  it('covers every statistic', () => {
    expect(STAT_KEYS).toHaveLength(21);
  });
});
