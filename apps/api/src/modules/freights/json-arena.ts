/**
 * Pieces of JSON kept as bytes outside the JavaScript heap, in large buffers: the list view of
 * every open offer of the exchange index. 100,000 offers take their own size (about 110 MB) and
 * nothing more: the heap would hold them as strings or objects at one and a half to two times
 * that, and the collector would walk them. A piece is written once, read as a slice of its buffer
 * (no copy) when a page is put together, and its room is taken back when enough pieces are gone.
 */

/** Where a piece lies: which buffer, where in it, how long. */
export type TArenaPiece = { chunk: number; start: number; length: number };

const CHUNK_BYTES = 8 * 1024 * 1024;

export function createJsonArena(options: { chunkBytes?: number } = {}) {
  const chunkBytes = options.chunkBytes ?? CHUNK_BYTES;
  let chunks: Buffer[] = [];
  let used = 0;
  let live = 0;

  /** Room for `length` bytes at the end of the last buffer, or in a new one. */
  function place(length: number): TArenaPiece {
    let chunk = chunks.at(-1);
    if (!chunk || used + length > chunk.length) {
      chunk = Buffer.allocUnsafeSlow(Math.max(chunkBytes, length));
      chunks.push(chunk);
      used = 0;
    }
    const piece = { chunk: chunks.length - 1, start: used, length };
    used += length;
    live += length;
    return piece;
  }

  function write(json: string): TArenaPiece {
    const piece = place(Buffer.byteLength(json));
    chunks[piece.chunk]!.write(json, piece.start, 'utf8');
    return piece;
  }

  return {
    write,
    read(piece: TArenaPiece): Buffer {
      return chunks[piece.chunk]!.subarray(piece.start, piece.start + piece.length);
    },
    /** The piece is no longer needed; its room is taken back at the next compaction. */
    release(piece: TArenaPiece): void {
      live -= piece.length;
    },
    /** Bytes held, pieces gone included. */
    get bytes() {
      return chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    },
    /** True when most of what is held is gone: time to compact. */
    get wasteful() {
      const held = (chunks.length - 1) * chunkBytes + used;
      return held > 2 * chunkBytes && live < held / 2;
    },
    /**
     * Copies the pieces still needed into fresh buffers and lets the old ones go; answers each
     * piece's new place, in the order given.
     */
    compact(pieces: readonly TArenaPiece[]): TArenaPiece[] {
      const old = chunks;
      chunks = [];
      used = 0;
      live = 0;
      return pieces.map((piece) => {
        const moved = place(piece.length);
        old[piece.chunk]!.copy(chunks[moved.chunk]!, moved.start, piece.start, piece.start + piece.length);
        return moved;
      });
    },
    clear(): void {
      chunks = [];
      used = 0;
      live = 0;
    },
  };
}

export type TJsonArena = ReturnType<typeof createJsonArena>;
