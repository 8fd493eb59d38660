import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { createTestApp } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';
import { findLinks } from './dev-mailbox';
import { queueMails } from './mail.service';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

function queue(to: string, text: string, html?: string) {
  return t.db.transaction((tx) => queueMails(tx, [{ to, subject: `Pour ${to}`, text, html }], t.clock.now()));
}

describe('GET /api/dev/mailbox', () => {
  it('lists the newest mails first, without login, each with the links of its text', async () => {
    await queue('first@example.dz', 'Ouvrez https://tariq.example/emailVerification?token=abc_-1.\nMerci.', '<p>x</p>');
    t.clock.advance(1_000);
    await queue('second@example.dz', 'Pas de lien ici.');
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((mail: { to: string }) => mail.to)).toEqual(['second@example.dz', 'first@example.dz']);
    expect(data[1]).toMatchObject({
      subject: 'Pour first@example.dz',
      status: 'pending',
      links: ['https://tariq.example/emailVerification?token=abc_-1'],
      hasHtml: true,
      createdAt: new Date(t.clock.now().getTime() - 1_000).toISOString(),
    });
    expect(data[1].text).toContain('Merci.');
    expect(data[0]).toMatchObject({ links: [], hasHtml: false });
  });

  it('keeps the mails to one address when asked, whatever its case', async () => {
    await queue('Only.Me@example.dz', 'Bonjour');
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=only.me@EXAMPLE.dz' });
    expect(response.json().data.map((mail: { to: string }) => mail.to)).toEqual(['Only.Me@example.dz']);
  });

  it('does not exist in production', async () => {
    expect(parseConfig({}).devMailbox).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    const production = await createTestApp({ devMailbox: false });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await production.close();
    }
  }, 60_000);
});

describe('findLinks', () => {
  it('finds each web link once, without the punctuation that follows it', () => {
    expect(
      findLinks('Voir https://a.dz/x?y=1, puis (http://b.dz/z). Encore https://a.dz/x?y=1 ; javascript:alert(1)'),
    ).toEqual(['https://a.dz/x?y=1', 'http://b.dz/z']);
  });
});
