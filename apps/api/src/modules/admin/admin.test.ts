import type { TAdminCompaniesResponse, TAdminCompanyDetail } from '@tariq/contracts/admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../db/schema';
import { hubToken, listen, subscribe } from '../../test/hub';
import { createSignedInUser, createTestApp, createUser, login } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';

let t: TTestApp;
let url: string;
let admin: TSignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  admin = await createSignedInUser(t, { role: 'ROLE_ADMIN' });
}, 60_000);
afterAll(async () => t.close());

async function search(q: string): Promise<TAdminCompaniesResponse> {
  const response = await admin.inject({ method: 'GET', url: `/api/admin/companies?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function companyPage(id: string): Promise<TAdminCompanyDetail> {
  const response = await admin.inject({ method: 'GET', url: `/api/admin/companies/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('companies', () => {
  it('finds a company by part of its name, its NIF, its RC or a user’s e-mail', async () => {
    const carrier = await createSignedInUser(t, {
      companyName: 'Transports Hoggar Fret',
      email: 'dispatch@hoggar-fret.dz',
    });
    await t.db.transaction((tx) =>
      tx
        .update(companies)
        .set({ vatNumber: '000916012345678', tradeRegisterNumber: '16/00-9988776B21' })
        .where(eq(companies.id, carrier.company.id)),
    );
    for (const q of ['hoggar', '000916012345678', '9988776B', 'dispatch@hoggar']) {
      expect((await search(q)).data.map((company) => company.id)).toEqual([carrier.company.id]);
    }
    // LIKE's wildcards are text: a % matches no company here.
    expect((await search('%')).data).toEqual([]);
    // Staff's own company is not one of the companies they administer.
    expect((await search('')).data.some((company) => company.kind === 'platform')).toBe(false);
  });

  it('shows a company’s users, documents, counts and audit trail', async () => {
    const founder = await createSignedInUser(t, { companyName: 'Atlas Transit' });
    await createUser(t.db, { companyId: founder.company.id, email: `second-${Date.now()}@atlas.dz` });
    const page = await companyPage(founder.company.id);
    expect(page.company).toMatchObject({ legalName: 'Atlas Transit', usersCount: 2, kind: 'carrier' });
    expect(page.users.map((user) => user.status)).toEqual(['active', 'active']);
    expect(page.counts).toEqual({ offers: 0, missions: 0 });
    expect((await admin.inject({ method: 'GET', url: `/api/admin/companies/${admin.company.id}` })).statusCode).toBe(
      404,
    );
  });

  it('sets modules and VIP, which the company’s sessions show at once, and records it', async () => {
    const carrier = await createSignedInUser(t, { modules: [] });
    const response = await admin.inject({
      method: 'PUT',
      url: `/api/admin/companies/${carrier.company.id}/settings`,
      payload: { modules: ['trucks', 'invoices', 'trucks'], isVip: true },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as TAdminCompanyDetail).company).toMatchObject({
      modules: ['trucks', 'invoices'],
      isVip: true,
    });
    const session = await carrier.inject({ method: 'POST', url: '/api/user/logged' });
    expect(session.json()).toMatchObject({ modules: ['trucks', 'invoices'], is_vip: true });
    const page = await companyPage(carrier.company.id);
    expect(page.audit[0]).toMatchObject({
      action: 'company.settings_changed',
      actor: 'Nadia Bouzid',
      before: { modules: [], isVip: false },
      after: { modules: ['trucks', 'invoices'], isVip: true },
    });
    const wrong = await admin.inject({
      method: 'PUT',
      url: `/api/admin/companies/${carrier.company.id}/settings`,
      payload: { modules: ['teleportation'], isVip: 'yes' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields).sort()).toEqual(['isVip', 'modules.0']);
  });
});

describe('disabling a user', () => {
  it('ends every session at once — stream, next request, refresh token — and enabling lets them back', async () => {
    const carrier = await createUser(t.db);
    const { body } = await login(t.app, carrier.email, carrier.password, '10.88.0.1');
    const stream = await subscribe(url, await hubToken(t.app, carrier.user.id), [carrier.user.id]);
    try {
      const response = await admin.inject({ method: 'POST', url: `/api/admin/users/${carrier.user.id}/disable` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'disabled' });
      expect((await stream.waitFor(1)).map((event) => event.data)).toEqual([{ action: 'logout' }]);
      await expect.poll(() => stream.ended()).toBe(true);
    } finally {
      await stream.close();
    }
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/user/logged',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(next.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: body.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const [entry] = await t.db.read((db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, carrier.user.id), eq(auditLog.action, 'user.disabled'))),
    );
    expect(entry!.actorUserId).toBe(admin.user.id);

    const enabled = await admin.inject({ method: 'POST', url: `/api/admin/users/${carrier.user.id}/enable` });
    expect(enabled.json()).toMatchObject({ status: 'active' });
    expect((await login(t.app, carrier.email, carrier.password, '10.88.0.2')).response.statusCode).toBe(200);
  });

  it('cannot touch staff accounts (404)', async () => {
    const other = await createSignedInUser(t, { role: 'ROLE_ADMIN' });
    expect((await admin.inject({ method: 'POST', url: `/api/admin/users/${other.user.id}/disable` })).statusCode).toBe(
      404,
    );
  });
});

describe('authorisation', () => {
  it('answers 403 to anyone but the staff on every admin endpoint, 401 without a token', async () => {
    const carrier = await createSignedInUser(t);
    const shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    const id = carrier.company.id;
    for (const request of [
      { method: 'GET', url: '/api/admin/companies' },
      { method: 'GET', url: `/api/admin/companies/${id}` },
      { method: 'PUT', url: `/api/admin/companies/${id}/settings`, payload: { modules: ['trucks'], isVip: true } },
      { method: 'POST', url: `/api/admin/users/${shipper.user.id}/disable` },
      { method: 'POST', url: `/api/admin/users/${shipper.user.id}/enable` },
    ] as const) {
      for (const user of [carrier, shipper]) expect((await user.inject(request)).statusCode).toBe(403);
      expect((await t.app.inject(request)).statusCode).toBe(401);
    }
    const [row] = await t.db.read((db) => db.select().from(companies).where(eq(companies.id, id)));
    expect(row!.isVip).toBe(false);
  });
});
