import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Lints a file written into a module for the time of the check, as `npm run lint` would see it. */
async function lintProbe(module: string, source: string) {
  const file = path.join(import.meta.dirname, module, `walls-probe-${randomBytes(4).toString('hex')}.ts`);
  writeFileSync(file, source);
  try {
    const [result] = await new ESLint({ cwd: ROOT }).lintFiles([file]);
    return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports');
  } finally {
    rmSync(file, { force: true });
  }
}

describe('module walls', () => {
  it("refuses a module reaching into another module's files", async () => {
    const messages = await lintProbe(
      'missions',
      "import { lockOfferById } from '../offers/offers.repository';\nexport const probe = lockOfferById;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('through its index.ts');
  }, 60_000);

  it("lets a module use another module's index", async () => {
    const messages = await lintProbe(
      'missions',
      "import { changeOfferStatus } from '../offers';\nexport const probe = changeOfferStatus;\n",
    );
    expect(messages).toEqual([]);
  }, 60_000);
});
