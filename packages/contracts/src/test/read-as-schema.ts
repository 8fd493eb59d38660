import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * Holds a whole-query reader (query-readers.ts's `readQuery`) to its schema on random queries of
 * `names` (the schema's, and any other) with `values`: what the reader reads is what the schema
 * makes; what the schema refuses, the reader refuses. Answers how many queries the reader read.
 */
export function readQueriesAsSchema(options: {
  read: (raw: unknown) => unknown;
  schema: z.ZodType;
  names: readonly string[];
  values: readonly unknown[];
  seed: number;
}): number {
  let read = 0;
  const query = fc.dictionary(fc.constantFrom(...options.names), fc.constantFrom(...options.values), { maxKeys: 8 });
  fc.assert(
    fc.property(query, (raw) => {
      const parsed = options.schema.safeParse(raw);
      const fast = options.read(raw);
      if (!parsed.success) expect(fast, JSON.stringify(raw)).toBeNull();
      else if (fast !== null) {
        expect(fast, JSON.stringify(raw)).toStrictEqual(parsed.data);
        read++;
      }
    }),
    { numRuns: 3000, seed: options.seed },
  );
  return read;
}

/** Each of `queries` is read, into what the schema makes of it. */
export function expectReadAsSchema(read: (raw: unknown) => unknown, schema: z.ZodType, queries: readonly object[]) {
  for (const raw of queries) {
    const fast = read(raw);
    expect(fast, JSON.stringify(raw)).not.toBeNull();
    expect(fast).toStrictEqual(schema.parse(raw));
  }
}
