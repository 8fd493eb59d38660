/**
 * A set of positions in an ordered list, one bit each, that shifts with the list: inserting at a
 * position moves every later bit up by one, removing moves them down. The vehicle search keeps
 * one per value a filter asks for (a departure state, a type…) over the posted trucks in
 * availability order, and ANDs the sets a search names 32 trucks at a time (truck-columns.ts).
 */
export class PositionBits {
  words: Uint32Array;

  constructor(capacity: number) {
    this.words = new Uint32Array(wordsFor(capacity));
  }

  /** Room for `capacity` positions, keeping what is set. */
  grow(capacity: number): void {
    if (wordsFor(capacity) <= this.words.length) return;
    const words = new Uint32Array(wordsFor(capacity));
    words.set(this.words);
    this.words = words;
  }

  has(at: number): boolean {
    return ((this.words[at >>> 5]! >>> (at & 31)) & 1) === 1;
  }

  set(at: number): void {
    this.words[at >>> 5]! |= 1 << (at & 31);
  }

  /** A position inserted at `at` in a list of `size` (before the insertion): later bits move up. */
  insert(at: number, value: boolean, size: number): void {
    const words = this.words;
    const first = at >>> 5;
    // From the last word in use down: each takes the top bit of the word below it.
    for (let word = size >>> 5; word > first; word--) words[word] = (words[word]! << 1) | (words[word - 1]! >>> 31);
    const offset = at & 31;
    const low = offset === 0 ? 0 : words[first]! & (0xffffffff >>> (32 - offset));
    const high = (words[first]! >>> offset) << offset;
    words[first] = low | (high << 1) | ((value ? 1 : 0) << offset);
  }

  /** The position `at` taken out of a list of `size` (before the removal): later bits move down. */
  remove(at: number, size: number): void {
    const words = this.words;
    const first = at >>> 5;
    const last = (size - 1) >>> 5;
    const offset = at & 31;
    const low = offset === 0 ? 0 : words[first]! & (0xffffffff >>> (32 - offset));
    // The bits above `at`, one place down (the bit at `at` goes); the next word's lowest on top.
    const high = offset === 31 ? 0 : (words[first]! >>> (offset + 1)) << offset;
    const carry = first < last ? (words[first + 1]! & 1) << 31 : 0;
    words[first] = low | high | carry;
    for (let word = first + 1; word <= last; word++)
      words[word] = (words[word]! >>> 1) | (word < last ? (words[word + 1]! & 1) << 31 : 0);
  }
}

const wordsFor = (positions: number) => Math.max(1, Math.ceil(positions / 32) + 1);
