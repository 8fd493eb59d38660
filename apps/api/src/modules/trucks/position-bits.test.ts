import { describe, expect, it } from 'vitest';
import { createRandom } from '../../db/seed/offer-generator';
import { PositionBits } from './position-bits';

/** The bits as booleans, from 0 to size - 1. */
const read = (bits: PositionBits, size: number) => Array.from({ length: size }, (_, at) => bits.has(at));

describe('positions as bits that shift with the list', () => {
  it('follows a list of booleans through inserts and removals anywhere, word boundaries included', () => {
    const random = createRandom(32);
    const bits = new PositionBits(0);
    const list: boolean[] = [];
    for (let step = 0; step < 3000; step++) {
      // Grows to a few hundred positions, then comes and goes around that.
      const removing = list.length > 0 && random.int(0, 9) < (list.length > 300 ? 6 : 3);
      // Near the ends and the word boundaries often: where the carries are.
      const at = random.pick([
        0,
        list.length,
        Math.max(0, list.length - 1),
        31,
        32,
        33,
        63,
        64,
        random.int(0, list.length),
      ]);
      if (removing) {
        const where = Math.min(at, list.length - 1);
        bits.remove(where, list.length);
        list.splice(where, 1);
      } else {
        const where = Math.min(at, list.length);
        const value = random.int(0, 1) === 1;
        bits.grow(list.length + 1);
        bits.insert(where, value, list.length);
        list.splice(where, 0, value);
      }
      expect(read(bits, list.length), `step ${step}`).toEqual(list);
      // Nothing is left set past the end: a search reads whole words.
      for (let at = list.length; at < bits.words.length * 32; at++) expect(bits.has(at)).toBe(false);
    }
  });

  it('keeps its bits when it grows', () => {
    const bits = new PositionBits(10);
    for (const at of [0, 5, 9]) bits.set(at);
    bits.grow(1000);
    expect(read(bits, 10)).toEqual([true, false, false, false, false, true, false, false, false, true]);
  });
});
