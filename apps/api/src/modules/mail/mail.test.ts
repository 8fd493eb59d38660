import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createMailer } from '../../platform/mail';
import { createTestApp } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';
import { findMailsTo } from './mail.repository';
import { queueMails, sendDueMails } from './mail.service';
import type { TAttachmentResolver } from './mail.service';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pdf: TAttachmentResolver = async (ref) => ({
  filename: `bon-${ref.kind === 'charter' ? ref.missionId : ref.invoiceId}.pdf`,
  content: Buffer.from('%PDF-1.3 test'),
  contentType: 'application/pdf',
});

function queue(to: string, options: { fail?: boolean } = {}) {
  return t.db.transaction(async (tx) => {
    await queueMails(
      tx,
      [{ to, subject: 'Bon d’affrètement', text: 'Bonjour', attachments: [{ kind: 'charter', missionId: 'm-1' }] }],
      t.clock.now(),
    );
    if (options.fail) throw new Error('the event rolls back');
  });
}

const sentTo = (to: string) => t.app.ctx.mailer.sent.filter((mail) => mail.to === to);

describe('the mail outbox', () => {
  it('sends a queued mail once, with its attachment made when it leaves; never one of a rolled-back event', async () => {
    await queue('once@example.dz');
    await expect(queue('never@example.dz', { fail: true })).rejects.toThrow('the event rolls back');
    // Two runners at once: each mail leaves once.
    await Promise.all([sendDueMails(t.app.ctx, pdf), sendDueMails(t.app.ctx, pdf)]);
    expect(sentTo('once@example.dz')).toHaveLength(1);
    expect(sentTo('never@example.dz')).toHaveLength(0);
    const raw = sentTo('once@example.dz')[0]!.raw;
    expect(raw).toMatch(/^To: once@example\.dz$/m);
    expect(raw).toMatch(/Content-Type: application\/pdf; name=bon-m-1\.pdf/);
    expect(raw).toContain(Buffer.from('%PDF-1.3 test').toString('base64'));
    const [row] = await t.db.read((db) => findMailsTo(db, 'once@example.dz'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    await sendDueMails(t.app.ctx, pdf);
    expect(sentTo('once@example.dz')).toHaveLength(1);
  });

  it('writes every mail of a transaction by one statement just before its commit; none of a rolled-back one', async () => {
    const now = t.clock.now();
    const seen: number[] = [];
    await t.db.transaction(async (tx) => {
      await queueMails(tx, [{ to: 'first@example.dz', subject: 'Un', text: '1' }], now);
      await queueMails(
        tx,
        [
          { to: 'second@example.dz', subject: 'Deux', text: '2' },
          { to: 'third@example.dz', subject: 'Trois', text: '3' },
        ],
        now,
      );
      // Not written yet: the transaction's last step writes them all.
      const [{ queued } = { queued: -1 }] = await tx
        .select({ queued: count() })
        .from(mailOutbox)
        .where(inArray(mailOutbox.toAddress, ['first@example.dz', 'second@example.dz', 'third@example.dz']));
      seen.push(queued);
    });
    expect(seen).toEqual([0]);
    const rows = await t.db.read((db) =>
      db
        .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(inArray(mailOutbox.toAddress, ['first@example.dz', 'second@example.dz', 'third@example.dz'])),
    );
    expect(rows.map((row) => row.subject).sort()).toEqual(['Deux', 'Trois', 'Un']);
    // A rolled-back transaction writes none of its mails.
    await expect(
      t.db.transaction(async (tx) => {
        await queueMails(tx, [{ to: 'rolled@example.dz', subject: 'Non', text: '-' }], now);
        throw new Error('the event rolls back');
      }),
    ).rejects.toThrow('the event rolls back');
    expect(await t.db.read((db) => findMailsTo(db, 'rolled@example.dz'))).toHaveLength(0);
  });

  it('tries a failed mail again later, then gives it up', async () => {
    await queue('flaky@example.dz');
    let failures = 1;
    const flaky: TAttachmentResolver = async (ref) => {
      if (failures-- > 0) throw new Error('renderer down');
      return pdf(ref);
    };
    await sendDueMails(t.app.ctx, flaky);
    let [row] = await t.db.read((db) => findMailsTo(db, 'flaky@example.dz'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'renderer down' });
    // Not before its time.
    await sendDueMails(t.app.ctx, flaky);
    expect(sentTo('flaky@example.dz')).toHaveLength(0);
    t.clock.advance(61_000);
    await sendDueMails(t.app.ctx, flaky);
    expect(sentTo('flaky@example.dz')).toHaveLength(1);

    await queue('dead@example.dz');
    const broken: TAttachmentResolver = () => Promise.reject(new Error('gone'));
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await sendDueMails(t.app.ctx, broken);
      t.clock.advance(60 * 60_000);
    }
    [row] = await t.db.read((db) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'dead@example.dz')));
    expect(row).toMatchObject({ status: 'failed', attempts: 6, lastError: 'gone' });
  });

  it('without SMTP_URL, writes each mail as an .eml file in the outbox folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tariq-mail-'));
    try {
      const mailer = createMailer({ smtpUrl: null, from: 'Tariq <no-reply@tariq.test>', outboxDir: dir });
      await mailer.send({
        to: 'eml@example.dz',
        subject: 'Bon d’affrètement',
        text: 'Bonjour',
        attachments: [],
      });
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = await readFile(path.join(dir, files[0]!), 'utf8');
      expect(raw).toMatch(/^From: Tariq <no-reply@tariq\.test>$/m);
      expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
      expect(mailer.sent).toHaveLength(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('with SMTP_URL, hands each mail to that server, attachment included', async () => {
    const received: Array<{ from: string; to: string[]; raw: string }> = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((address) => address.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Tariq <no-reply@tariq.test>',
      outboxDir: null,
    });
    try {
      await mailer.send({
        to: 'smtp@example.dz',
        subject: 'Bon d’affrètement',
        text: 'Bonjour',
        attachments: [{ filename: 'bon.pdf', content: Buffer.from('%PDF-1.3 smtp'), contentType: 'application/pdf' }],
      });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ from: 'no-reply@tariq.test', to: ['smtp@example.dz'] });
      expect(received[0]!.raw).toMatch(/Content-Type: application\/pdf;\s+name=bon\.pdf/);
      expect(mailer.sent).toHaveLength(0);
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
