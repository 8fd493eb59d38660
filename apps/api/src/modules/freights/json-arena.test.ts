import { describe, expect, it } from 'vitest';
import { createJsonArena } from './json-arena';

describe('the JSON arena', () => {
  it('reads back what it was given, across buffers, and keeps it through a compaction', () => {
    const arena = createJsonArena({ chunkBytes: 64 });
    const texts = Array.from(
      { length: 40 },
      (_, index) => `{"uid":"offre-${index}","ville":"Sétif ${'é'.repeat(index % 5)}"`,
    );
    const pieces = texts.map((text) => arena.write(text));
    texts.forEach((text, index) => expect(arena.read(pieces[index]!).toString()).toBe(text));
    // A piece larger than a buffer gets one of its own.
    const large = `{"adresse":"${'x'.repeat(200)}"`;
    const largePiece = arena.write(large);
    expect(arena.read(largePiece).toString()).toBe(large);

    expect(arena.wasteful).toBe(false);
    const kept = [3, 17, 38];
    pieces.forEach((piece, index) => {
      if (!kept.includes(index)) arena.release(piece);
    });
    arena.release(largePiece);
    expect(arena.wasteful).toBe(true);
    const before = arena.bytes;
    const moved = arena.compact(kept.map((index) => pieces[index]!));
    expect(arena.bytes).toBeLessThan(before);
    kept.forEach((index, position) => expect(arena.read(moved[position]!).toString()).toBe(texts[index]));
    expect(arena.wasteful).toBe(false);
  });
});
