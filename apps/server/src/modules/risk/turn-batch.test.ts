import { describe, expect, it } from 'vitest';
import { batchPerTurn } from './turn-batch.js';

describe('batchPerTurn', () => {
  it('hands the items of one turn to one write and the next turn’s to another', async () => {
    const writes: number[][] = [];
    const add = batchPerTurn<number>((items) => {
      writes.push(items);
      return Promise.resolve();
    });
    await Promise.all([add([1, 2]), add([3])]);
    await add([4]);
    expect(writes).toEqual([[1, 2, 3], [4]]);
  });

  it('rejects every caller of a turn whose write failed, and writes the next turn anew', async () => {
    let fail = true;
    const add = batchPerTurn<number>(() =>
      fail ? Promise.reject(new Error('disk full')) : Promise.resolve(),
    );
    const results = await Promise.allSettled([add([1]), add([2])]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(add([3])).resolves.toBeUndefined();
  });
});
