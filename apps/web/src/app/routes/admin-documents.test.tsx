import type { TQueuedDocument } from '@tariq/contracts/documents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/tokens';
import { makeDocumentQueue, makeQueuedDocument, makeStaff } from '../../test/admin';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeNotificationList } from '../../test/notifications';
import { makeUser, renderRoute } from '../../test/render';
import { getMenu } from '../layout/menu';

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Ressource introuvable.' };
const CONFLICT = {
  code: 'CONFLICT',
  message: 'Cette action est en conflit avec une modification récente. Veuillez actualiser.',
};

/** Three documents in validation, oldest first, as the server sorts them. */
const RC_ATLAS = makeQueuedDocument();
const INSURANCE_ATLAS = makeQueuedDocument({
  id: '00000000-0000-4000-8000-0000000000f2',
  type: 'insurance',
  file: { name: 'assurance.png', mime: 'image/png', size: 420_000 },
  issuedAt: '2026-01-15',
  number: null,
  expiresAt: '2027-01-14',
  uploadedAt: '2026-11-21T10:00:00.000Z',
});
const TAX_SAHEL = makeQueuedDocument({
  id: '00000000-0000-4000-8000-0000000000f3',
  type: 'tax_regularity',
  issuedAt: '2026-11-10',
  number: null,
  expiresAt: null,
  uploadedAt: '2026-11-22T08:30:00.000Z',
  company: {
    id: '00000000-0000-4000-8000-0000000000b2',
    kind: 'shipper',
    legalName: 'Sahel Agro',
    nif: '000031009876543',
    rc: '31B0123456',
    nis: null,
    city: 'Oran',
  },
});

type TServer = { queue: TQueuedDocument[]; reviewed: TQueuedDocument[] };

/**
 * The staff's calls over `queue`, kept as the server would: a document verified or refused leaves
 * the queue for its tab. `answer` overrides any call first.
 */
function serveDocuments({
  queue = [RC_ATLAS, INSURANCE_ATLAS, TAX_SAHEL],
  answer,
}: {
  queue?: TQueuedDocument[];
  answer?: (call: TFakeCall, server: TServer) => Response | Promise<Response> | undefined;
} = {}) {
  const server: TServer = { queue: [...queue], reviewed: [] };
  const calls = serveFetch((call) => {
    const override = answer?.(call, server);
    if (override) return override;
    const { url, init } = call;
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/user/notifications') return jsonResponse(200, makeNotificationList({ data: [] }));
    if (url.pathname === '/api/admin/documents' && method === 'GET') {
      const status = url.searchParams.get('status');
      const documents =
        status === 'in_validation' ? server.queue : server.reviewed.filter((item) => item.status === status);
      return jsonResponse(200, makeDocumentQueue(documents));
    }
    const [, id, action] = url.pathname.match(/^\/api\/admin\/documents\/([^/]+)\/(file|verify|refuse)$/) ?? [];
    const document = [...server.queue, ...server.reviewed].find((item) => item.id === id);
    if (!document) return jsonResponse(404, NOT_FOUND);
    if (action === 'file' && method === 'GET')
      return new Response(document.file!.mime === 'application/pdf' ? '%PDF-1.7' : 'PNG', {
        status: 200,
        headers: { 'content-type': document.file!.mime },
      });
    if ((action === 'verify' || action === 'refuse') && method === 'POST') {
      if (document.status !== 'in_validation') return jsonResponse(409, CONFLICT);
      const body = JSON.parse(init.body as string) as { expiresAt?: string | null; reason?: string };
      const reviewed: TQueuedDocument =
        action === 'verify'
          ? { ...document, status: 'verified', expiresAt: body.expiresAt ?? document.expiresAt }
          : { ...document, status: 'refused', refusalReason: body.reason ?? null };
      server.queue = server.queue.filter((item) => item.id !== id);
      server.reviewed.push({ ...reviewed, reviewedAt: '2026-11-25T09:00:00.000Z' });
      return jsonResponse(200, reviewed);
    }
    return jsonResponse(404, NOT_FOUND);
  });
  return { calls, server };
}

const callsTo = (calls: TFakeCall[], method: string, pathname: string) =>
  calls.filter((call) => (call.init.method ?? 'GET') === method && call.url.pathname === pathname);
const bodiesOf = (calls: TFakeCall[], method: string, pathname: string) =>
  callsTo(calls, method, pathname).map((call) => JSON.parse(call.init.body as string) as unknown);

/** jsdom has no object URLs: each blob gets `blob:preview-<n>`, and what is revoked is kept. */
const objectUrls = { created: [] as string[], revoked: [] as string[] };
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  objectUrls.created = [];
  objectUrls.revoked = [];
  Object.assign(URL, {
    createObjectURL: () => {
      const url = `blob:preview-${objectUrls.created.length + 1}`;
      objectUrls.created.push(url);
      return url;
    },
    revokeObjectURL: (url: string) => objectUrls.revoked.push(url),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
});

/** The documents of the list, each as the lines it shows. */
async function queueItems() {
  const list = await screen.findByRole('list', { name: 'En validation' });
  return within(list)
    .getAllByRole('button')
    .map((item) => [...item.querySelectorAll('p')].map((line) => line.textContent?.trim()));
}

const item = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'En validation' })).getByRole('button', { name });
const detail = (name: string | RegExp) => within(screen.getByRole('region', { name }));

async function openQueue(options: Parameters<typeof serveDocuments>[0] = {}) {
  saveTokens({ token: 'staff-access', refresh_token: 'staff-refresh' });
  const served = serveDocuments(options);
  const rendered = renderRoute('/admin/documents', makeStaff());
  await screen.findByRole('list', { name: 'En validation' });
  return { ...served, ...rendered, user: userEvent.setup() };
}

describe('the staff’s area (/admin)', () => {
  it('is forbidden to shippers and carriers, whatever their documents', async () => {
    serveDocuments();
    for (const user of [
      makeUser(),
      makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'], modules: ['trucks'] }),
    ]) {
      for (const path of ['/admin', '/admin/documents']) {
        const { router, unmount } = renderRoute(path, user);
        await waitFor(() => expect(router.state.location.pathname, `${path} for ${user.role}`).toBe('/forbidden'));
        expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
        unmount();
      }
    }
  });

  it('opens the documents to review at /admin for the staff', async () => {
    serveDocuments();
    const { router } = renderRoute('/admin', makeStaff());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/documents'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents à vérifier' })).toBeInTheDocument();
    expect(document.title).toBe('En validation · Documents à vérifier · Tariq');
  });

  it('offers Administration › Documents à vérifier in the menu to the staff only', async () => {
    const staffMenu = getMenu(makeStaff());
    expect(staffMenu.map((entry) => entry.labelKey)).toEqual(['nav.dashboard', 'nav.administration']);
    expect(staffMenu[1]!.children!.map((child) => [child.labelKey, child.to])).toEqual([
      ['nav.documentsToReview', '/admin/documents'],
      ['nav.companies', '/admin/companies'],
    ]);
    for (const user of [
      makeUser({ modules: ['invoices', 'trucks'] }),
      makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'], modules: ['private_freight'] }),
    ])
      expect(getMenu(user).map((entry) => entry.key)).not.toContain('administration');

    serveDocuments();
    renderRoute('/dashboard', makeStaff());
    const navigation = (await screen.findAllByRole('navigation', { name: 'Navigation principale' }))[0]!;
    const user = userEvent.setup();
    await user.click(await within(navigation).findByRole('button', { name: 'Administration' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Documents à vérifier' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents à vérifier' })).toBeInTheDocument();
  });
});

describe('the documents to review (/admin/documents)', () => {
  it('lists the documents in validation oldest first, with the company and what it typed', async () => {
    const { calls } = await openQueue();
    const reads = callsTo(calls, 'GET', '/api/admin/documents');
    expect(Object.fromEntries(reads[0]!.url.searchParams)).toEqual({ status: 'in_validation', page: '1', limit: '20' });
    expect(reads[0]!.init.headers).toMatchObject({ Authorization: 'Bearer staff-access' });
    expect(await queueItems()).toEqual([
      [
        'Transports Atlas Express',
        'Transporteur',
        'Extrait du registre du commerce (RC)',
        'NIF 000016001234567 · RC 16001234567B18 · NIS 000016019876543 · Rouiba',
        'Envoyé le 20 nov. 2026 · émis le 2 oct. 2026 · n° 16/00-1234567B18',
      ],
      [
        'Transports Atlas Express',
        'Transporteur',
        "Attestation d'assurance des marchandises transportées",
        'NIF 000016001234567 · RC 16001234567B18 · NIS 000016019876543 · Rouiba',
        'Envoyé le 21 nov. 2026 · émis le 15 janv. 2026 · expire le 14 janv. 2027',
      ],
      [
        'Sahel Agro',
        'Expéditeur',
        'Attestation de situation fiscale (extrait de rôle apuré)',
        'NIF 000031009876543 · RC 31B0123456 · NIS Non renseigné · Oran',
        'Envoyé le 22 nov. 2026 · émis le 10 nov. 2026',
      ],
    ]);
    expect(screen.getByText('3 documents, du plus ancien au plus récent')).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Statut des documents' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'En validation',
      'Vérifiés',
      'Refusés',
      'Expirés',
    ]);
    expect(tabs.getByRole('link', { name: 'En validation' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText("Choisissez un document dans la liste pour l'afficher ici.")).toBeInTheDocument();
    // Nothing is downloaded before a document is chosen.
    expect(calls.filter((call) => call.url.pathname.endsWith('/file'))).toEqual([]);
  });

  it('shows the chosen document’s file, fetched with the token, beside the company’s identifiers', async () => {
    const { calls, user } = await openQueue();
    await user.click(item(/^Transports Atlas Express.*Extrait du registre/));
    const panel = detail('Extrait du registre du commerce (RC) — Transports Atlas Express');
    const frame = await waitFor(() =>
      panel.getByTitle('Aperçu : Extrait du registre du commerce (RC) — Transports Atlas Express'),
    );
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:preview-1');
    const downloads = callsTo(calls, 'GET', `/api/admin/documents/${RC_ATLAS.id}/file`);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.init.headers).toMatchObject({ Authorization: 'Bearer staff-access' });
    const facts = Object.fromEntries(
      [...panel.getAllByRole('term')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      'Raison sociale': 'Transports Atlas Express',
      'Type de compte': 'Transporteur',
      NIF: '000016001234567',
      RC: '16001234567B18',
      NIS: '000016019876543',
      Ville: 'Rouiba',
      Numéro: '16/00-1234567B18',
      "Date d'émission": '2 oct. 2026',
      "Date d'expiration": 'Non renseigné',
    });
    expect(item(/^Transports Atlas Express.*Extrait du registre/)).toHaveAttribute('aria-current', 'true');
    // Codes read left to right even in Arabic, where the digits and slashes would be reordered.
    expect(panel.getByText('16/00-1234567B18')).toHaveAttribute('dir', 'ltr');
    expect(panel.getByText('16001234567B18')).toHaveAttribute('dir', 'ltr');

    // An image shows as one; the PDF's blob URL is let go.
    await user.click(item(/Attestation d'assurance/));
    const image = await screen.findByRole('img', {
      name: "Aperçu : Attestation d'assurance des marchandises transportées — Transports Atlas Express",
    });
    expect(image).toHaveAttribute('src', 'blob:preview-2');
    expect(objectUrls.revoked).toEqual(['blob:preview-1']);
  });

  it('is used from the keyboard: arrows move along the list, Enter opens a document', async () => {
    const { user } = await openQueue();
    item(/Extrait du registre/).focus();
    await user.keyboard('{ArrowDown}');
    expect(item(/Attestation d'assurance/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(item(/Sahel Agro/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Attestation de situation fiscale (extrait de rôle apuré) — Sahel Agro',
      }),
    ).toBeInTheDocument();
  });

  it('verifies with the expiry date the company typed, then shows the next document', async () => {
    const { calls, user } = await openQueue();
    await user.click(item(/Attestation d'assurance/));
    const panel = detail(/^Attestation d'assurance/);
    const expiry = panel.getByLabelText("Date d'expiration");
    expect(expiry).toHaveValue('14/01/2027');
    expect(expiry).toHaveAccessibleDescription('Date saisie par la société.');
    await user.click(panel.getByRole('button', { name: 'Vérifier' }));

    expect(
      await screen.findByText(
        "Document vérifié : Attestation d'assurance des marchandises transportées, Transports Atlas Express.",
      ),
    ).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST', `/api/admin/documents/${INSURANCE_ATLAS.id}/verify`)).toEqual([
      { expiresAt: '2027-01-14' },
    ]);
    // The next one in the queue takes its place, with the focus on its title.
    const next = await screen.findByRole('heading', {
      level: 2,
      name: 'Attestation de situation fiscale (extrait de rôle apuré) — Sahel Agro',
    });
    await waitFor(() => expect(next).toHaveFocus());
    // The rows are drawn deferred (PagedList): on a busy CPU the old ones may still show when the
    // focus has moved.
    await waitFor(async () =>
      expect((await queueItems()).map((lines) => lines[2])).toEqual([
        'Extrait du registre du commerce (RC)',
        'Attestation de situation fiscale (extrait de rôle apuré)',
      ]),
    );
    expect(screen.getByText('2 documents, du plus ancien au plus récent')).toBeInTheDocument();
  });

  it('starts from the issue date and the type’s usual validity, and sends the date the reviewer read', async () => {
    const { calls, user } = await openQueue();
    await user.click(item(/Sahel Agro/));
    const panel = detail(/Sahel Agro$/);
    const expiry = panel.getByLabelText("Date d'expiration");
    // Issued on 10 November 2026, valid 90 days.
    expect(expiry).toHaveValue('08/02/2027');
    expect(expiry).toHaveAccessibleDescription("Date d'émission + 90 jours, la validité habituelle de ce document.");
    await user.clear(expiry);
    await user.type(expiry, '31/01/2027');
    await user.click(panel.getByRole('button', { name: 'Vérifier' }));
    await screen.findByText(/^Document vérifié : .*, Sahel Agro\.$/);
    expect(bodiesOf(calls, 'POST', `/api/admin/documents/${TAX_SAHEL.id}/verify`)).toEqual([
      { expiresAt: '2027-01-31' },
    ]);
  });

  it('asks no date for a type that does not expire, and says a past date under the field', async () => {
    const { calls, user } = await openQueue({
      answer: ({ url }) =>
        url.pathname === `/api/admin/documents/${INSURANCE_ATLAS.id}/verify`
          ? jsonResponse(400, {
              code: 'VALIDATION',
              message: 'Certains champs sont invalides.',
              fields: { expiresAt: "La date ne peut pas être antérieure à aujourd'hui" },
            })
          : undefined,
    });
    await user.click(item(/Extrait du registre/));
    const register = detail(/^Extrait du registre/);
    expect(register.queryByLabelText("Date d'expiration")).not.toBeInTheDocument();
    expect(register.getByText("Ce type de document n'expire pas.")).toBeInTheDocument();
    await user.click(register.getByRole('button', { name: 'Vérifier' }));
    await screen.findByText('Document vérifié : Extrait du registre du commerce (RC), Transports Atlas Express.');
    expect(bodiesOf(calls, 'POST', `/api/admin/documents/${RC_ATLAS.id}/verify`)).toEqual([{ expiresAt: null }]);

    // The next one (the insurance) is refused a past date by the server: it stays, the field says why.
    const insurance = detail(/^Attestation d'assurance/);
    await user.click(insurance.getByRole('button', { name: 'Vérifier' }));
    expect(await insurance.findByText("La date ne peut pas être antérieure à aujourd'hui")).toBeInTheDocument();
    expect(insurance.getByLabelText("Date d'expiration")).toHaveAttribute('aria-invalid', 'true');
    expect(item(/Attestation d'assurance/)).toHaveAttribute('aria-current', 'true');
  });

  it('refuses only with a reason, and sends it', async () => {
    const { calls, user } = await openQueue();
    await user.click(item(/Extrait du registre/));
    const panel = detail(/^Extrait du registre/);
    await user.click(panel.getByRole('button', { name: 'Refuser' }));
    const reason = panel.getByRole('textbox', { name: /^Motif du refus/ });
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(panel.getByText('Au moins 3 caractères')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `/api/admin/documents/${RC_ATLAS.id}/refuse`)).toEqual([]);

    await user.type(reason, 'Extrait illisible');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('17 / 500 caractères'));
    await user.click(panel.getByRole('button', { name: 'Refuser' }));
    expect(
      await screen.findByText('Document refusé : Extrait du registre du commerce (RC), Transports Atlas Express.'),
    ).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST', `/api/admin/documents/${RC_ATLAS.id}/refuse`)).toEqual([
      { reason: 'Extrait illisible' },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: /^Attestation d'assurance/ })).toBeInTheDocument();
  });

  it('says a document already reviewed by a colleague, and reads the list again', async () => {
    const { calls, server, user } = await openQueue();
    await user.click(item(/Extrait du registre/));
    // A colleague refused it meanwhile.
    server.queue = server.queue.filter((document) => document.id !== RC_ATLAS.id);
    server.reviewed.push({ ...RC_ATLAS, status: 'refused', refusalReason: 'Illisible' });
    const readsBefore = callsTo(calls, 'GET', '/api/admin/documents').length;
    await user.click(detail(/^Extrait du registre/).getByRole('button', { name: 'Vérifier' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce document a déjà été examiné entre-temps : Extrait du registre du commerce (RC), Transports Atlas Express. La liste a été actualisée.',
    );
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/admin/documents').length).toBeGreaterThan(readsBefore));
    // The list's new answer shows once read: asked again until it does.
    await waitFor(async () =>
      expect((await queueItems()).map((lines) => lines[2])).toEqual([
        "Attestation d'assurance des marchandises transportées",
        'Attestation de situation fiscale (extrait de rôle apuré)',
      ]),
    );
    expect(await screen.findByRole('heading', { level: 2, name: /^Attestation d'assurance/ })).toBeInTheDocument();
  });

  it('says when nothing is left to review', async () => {
    const { user } = await openQueue({ queue: [TAX_SAHEL] });
    await user.click(item(/Sahel Agro/));
    await user.type(detail(/Sahel Agro$/).getByRole('textbox', { name: /^Motif du refus/ }), 'Attestation périmée');
    await user.click(detail(/Sahel Agro$/).getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText('Aucun document à vérifier')).toBeInTheDocument();
    expect(screen.getByText("Choisissez un document dans la liste pour l'afficher ici.")).toBeInTheDocument();
  });

  it('shows the other statuses in their tabs, without decisions', async () => {
    const refused = makeQueuedDocument({
      status: 'refused',
      refusalReason: 'Extrait de plus de trois mois',
      reviewedAt: '2026-11-24T15:00:00.000Z',
    });
    const { calls, user } = await openQueue({
      answer: ({ url }) =>
        url.pathname === '/api/admin/documents' && url.searchParams.get('status') === 'refused'
          ? jsonResponse(200, makeDocumentQueue([refused], { page: 2, total_pages: 2, count: 21 }))
          : undefined,
    });
    await user.click(screen.getByRole('link', { name: 'Refusés' }));
    const list = await screen.findByRole('list', { name: 'Refusés' });
    expect(document.title).toBe('Refusés · Documents à vérifier · Tariq');
    const read = callsTo(calls, 'GET', '/api/admin/documents').at(-1)!;
    expect(read.url.searchParams.get('status')).toBe('refused');
    expect(screen.getByRole('navigation', { name: 'Pages des documents' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /Transports Atlas Express/ }));
    const panel = detail(/^Extrait du registre/);
    expect(panel.getByText('Extrait de plus de trois mois')).toBeInTheDocument();
    expect(panel.getByText('24 nov. 2026')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Vérifier' })).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Refuser' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be read, and reads it again on demand', async () => {
    // The app asks three times before it gives up on a 5xx.
    let failures = 3;
    serveDocuments({
      answer: ({ url }) =>
        url.pathname === '/api/admin/documents' && failures-- > 0
          ? jsonResponse(500, { code: 'INTERNAL', message: 'Erreur interne du serveur.' })
          : undefined,
    });
    renderRoute('/admin/documents', makeStaff());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger les documents');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: 'En validation' })).toBeInTheDocument();
  });
});
