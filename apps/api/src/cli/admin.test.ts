import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformAdmin } from '../modules/accounts';
import { createTestApp, login } from '../test/helpers';
import type { TTestApp } from '../test/helpers';
import { runAdminCommand } from './admin';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

describe('npm run admin -- create <email>', () => {
  it('makes a staff account whose one-time password logs in, and refuses the same address twice', async () => {
    const created = await createPlatformAdmin(t.db, t.app.ctx.passwords, { email: 'Ops@Tariq.dz' });
    expect(created.email).toBe('ops@tariq.dz');
    expect(created.password.length).toBeGreaterThanOrEqual(24);
    const { response, body } = await login(t.app, 'ops@tariq.dz', created.password);
    expect(response.statusCode).toBe(200);
    expect(body.user).toMatchObject({ role: 'ROLE_ADMIN', isVerified: true });
    // Staff reach the review queue.
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/documents',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(queue.statusCode).toBe(200);
    await expect(createPlatformAdmin(t.db, t.app.ctx.passwords, { email: 'ops@tariq.dz' })).rejects.toThrow(
      'An account already exists with ops@tariq.dz.',
    );
    // A second admin joins the same platform company.
    const second = await createPlatformAdmin(t.db, t.app.ctx.passwords, { email: 'review@tariq.dz' });
    const { body: secondBody } = await login(t.app, second.email, second.password);
    expect([body.user.society, secondBody.user.society]).toEqual(['Tariq', 'Tariq']);
  });

  it('prints its usage for anything but `create <email>`, without opening the database', async () => {
    for (const args of [
      [],
      ['create'],
      ['delete', 'a@b.dz'],
      ['create', 'pas-une-adresse'],
      ['create', 'a@b.dz', 'x'],
    ]) {
      const lines: string[] = [];
      expect(await runAdminCommand(args, (line) => lines.push(line))).toBe(2);
      expect(lines.join('\n')).toContain('Usage: npm run admin -- create <email>');
    }
  });
});
