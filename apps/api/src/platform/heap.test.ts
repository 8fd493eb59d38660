import { describe, expect, it } from 'vitest';
import { compactHeapAfterLoad } from './heap';

describe('compactHeapAfterLoad', () => {
  it('gives back the pages a load left half empty', () => {
    // What a bulk load leaves: objects promoted to the old generation, most of them dead since,
    // the survivors spread over every page.
    let loaded: { id: number; text: string }[] = Array.from({ length: 400_000 }, (_, id) => ({
      id,
      text: `offer ${id} `.repeat(4),
    }));
    compactHeapAfterLoad();
    const kept = loaded.filter((_, index) => index % 20 === 0);
    loaded = [];
    const { freedBytes } = compactHeapAfterLoad();
    expect(kept).toHaveLength(20_000);
    expect(freedBytes).toBeGreaterThan(20 * 1024 * 1024);
  });
});
