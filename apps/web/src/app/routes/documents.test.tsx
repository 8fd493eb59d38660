import { LEGAL_DOCUMENTS } from '@tariq/contracts/documents';
import type { TCompanyDocumentsResponse, TLegalDocumentType } from '@tariq/contracts/documents';
import type { TSessionUser } from '@tariq/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, saveTokens } from '../../lib/tokens';
import { makeDocuments, makeVerifiedDocuments, sentDocument } from '../../test/documents';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { hubStream } from '../../test/hub-stream';
import { makeNotification, makeNotificationList } from '../../test/notifications';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearTokens();
});

const label = (type: TLegalDocumentType) => LEGAL_DOCUMENTS[type].label.fr;
const card = (type: TLegalDocumentType) => within(screen.getByRole('region', { name: label(type) }));
const NOT_FOUND = () => jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
const REVIEWED_AT = '2026-11-21T10:00:00.000Z';

/** A carrier with one document of each kind of status, so the account is inactive. */
const mixedDocuments = () =>
  makeDocuments({
    trade_register: sentDocument({
      status: 'verified',
      file: { name: 'rc-atlas.pdf', mime: 'application/pdf', size: 245_760 },
      issuedAt: '2018-03-12',
      number: '16/00-1234567B18',
      reviewedAt: REVIEWED_AT,
    }),
    tax_id: sentDocument({ file: { name: 'nif.png', mime: 'image/png', size: 80_000 } }),
    tax_regularity: sentDocument({
      status: 'refused',
      refusalReason: 'Attestation illisible : envoyez un scan net.',
      reviewedAt: REVIEWED_AT,
    }),
    transport_capacity: sentDocument({ status: 'expired', expiresAt: '2026-10-31', reviewedAt: REVIEWED_AT }),
  });

type TServeOptions = {
  documents?: TCompanyDocumentsResponse;
  /** Answers a PUT or DELETE: a response, or the new documents (kept, answered 200); the default otherwise. */
  onWrite?: (call: TFakeCall, documents: TCompanyDocumentsResponse) => Response | TCompanyDocumentsResponse | undefined;
  /** The user `POST /api/user/logged` answers; by default, active as the documents say. */
  loggedUser?: TSessionUser;
};

/**
 * The documents' calls: the list, an upload (the type goes to validation with the file sent), a
 * removal (the type is missing again), the file; the session user, the header's notifications and
 * the user's topic on the hub (`hub.push` as the server would).
 */
function serveDocuments({ documents = mixedDocuments(), onWrite, loggedUser }: TServeOptions = {}) {
  let current = documents;
  const hub = hubStream();
  const replace = (type: string, change: object) =>
    makeDocuments(
      Object.fromEntries(
        current.data.map((document) => [document.type, document.type === type ? { ...document, ...change } : document]),
      ),
    );
  const calls = serveFetch((call) => {
    const { url, init } = call;
    const method = init.method ?? 'GET';
    const type = /^\/api\/documents\/([a-z_]+)$/.exec(url.pathname)?.[1];
    if (method === 'PUT' || method === 'DELETE') {
      const answer = onWrite?.(call, current);
      if (answer instanceof Response) return answer;
      if (answer) {
        current = answer;
        return jsonResponse(200, current);
      }
    }
    if (type && method === 'PUT') {
      const body = init.body as FormData;
      const file = body.get('file') as File;
      current = replace(type, {
        ...sentDocument({ file: { name: file.name, mime: file.type, size: file.size } }),
        issuedAt: body.get('issuedAt'),
        number: body.get('number'),
        expiresAt: body.get('expiresAt'),
        refusalReason: null,
        reviewedAt: null,
      });
      return jsonResponse(200, current);
    }
    if (type && method === 'DELETE') {
      current = replace(type, {
        status: 'missing',
        file: null,
        issuedAt: null,
        number: null,
        expiresAt: null,
        refusalReason: null,
        uploadedAt: null,
        reviewedAt: null,
      });
      return jsonResponse(200, current);
    }
    switch (url.pathname) {
      case '/api/documents':
        return jsonResponse(200, current);
      case '/api/user/logged':
        return jsonResponse(200, loggedUser ?? makeUser({ is_doc_ok: current.isDocOk }));
      case '/api/user/notifications':
        return jsonResponse(200, makeNotificationList({ data: [] }));
      case '/.well-known/mercure':
        return url.searchParams.get('topic') === makeUser().id ? hub.response : hubStream().response;
    }
    if (url.pathname.endsWith('/file'))
      return new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } });
    return NOT_FOUND();
  });
  return {
    calls,
    hub,
    set: (next: TCompanyDocumentsResponse) => (current = next),
    callsTo: (pathname: string, method = 'GET') =>
      calls.filter((call) => call.url.pathname === pathname && (call.init.method ?? 'GET') === method),
  };
}

/** The tab of a carrier whose documents are not all verified. */
async function openTab(options: TServeOptions = {}, user = makeUser({ is_doc_ok: false })) {
  const server = serveDocuments(options);
  const view = renderRoute('/profile/documents', user);
  await screen.findByRole('region', { name: label('trade_register') });
  return { ...server, ...view };
}

const fileInput = (type: TLegalDocumentType) =>
  screen.getByRole('region', { name: label(type) }).querySelector<HTMLInputElement>('input[type="file"]')!;

describe('the documents tab (/profile/documents)', () => {
  it('lists every type with its status, the required ones marked, and what keeps the account inactive', async () => {
    await openTab();
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('id'))).toEqual([
      'document-trade_register',
      'document-tax_id',
      'document-tax_regularity',
      'document-social_security',
      'document-transport_capacity',
      'document-insurance',
      'document-other',
    ]);
    const statuses: [TLegalDocumentType, string][] = [
      ['trade_register', 'Vérifié'],
      ['tax_id', 'En validation'],
      ['tax_regularity', 'Refusé'],
      ['social_security', 'Manquant'],
      ['transport_capacity', 'Expiré'],
      ['insurance', 'Manquant'],
      ['other', 'Manquant'],
    ];
    for (const [type, status] of statuses) expect(card(type).getByText(status), type).toBeInTheDocument();
    expect(card('insurance').getByText('Obligatoire')).toBeInTheDocument();
    expect(card('other').getByText('Facultatif')).toBeInTheDocument();

    // What was sent, with its dates and number, and a way to download it.
    const registry = card('trade_register');
    expect(registry.getByText(/^rc-atlas\.pdf \(240\sko\)$/)).toBeInTheDocument();
    expect(registry.getByText('12 mars 2018')).toBeInTheDocument();
    expect(registry.getByText('16/00-1234567B18')).toBeInTheDocument();
    expect(registry.getByText('20 nov. 2026')).toBeInTheDocument();
    expect(registry.getByRole('button', { name: 'Télécharger rc-atlas.pdf' })).toBeInTheDocument();
    // Why the staff refused one; the date an expired one stopped being valid.
    expect(card('tax_regularity').getByRole('note', { name: 'Motif du refus' })).toHaveTextContent(
      'Attestation illisible : envoyez un scan net.',
    );
    expect(
      card('transport_capacity').getByText("Expiré (valable jusqu'au 31 oct. 2026) : envoyez un document à jour."),
    ).toBeInTheDocument();
    // The form is open where a file is wanted; a sent one is replaced on demand.
    expect(card('social_security').getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
    expect(card('tax_regularity').getByRole('button', { name: 'Remplacer' })).toBeInTheDocument();
    expect(card('tax_id').queryByRole('form')).not.toBeInTheDocument();
    expect(card('tax_id').getByRole('button', { name: `Remplacer le document : ${label('tax_id')}` })).toBeEnabled();
    // An expiry date is asked of the types that expire only.
    expect(card('insurance').getByLabelText("Date d'expiration")).toBeInTheDocument();
    expect(card('trade_register').queryByLabelText("Date d'expiration")).not.toBeInTheDocument();

    const status = within(screen.getByRole('status', { name: 'Votre compte est inactif' }));
    expect(status.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${label('tax_id')}En validation : notre équipe le vérifie.`,
      `${label('tax_regularity')}Refusé : Attestation illisible : envoyez un scan net.`,
      `${label('social_security')}Manquant : à envoyer.`,
      `${label('transport_capacity')}Expiré (valable jusqu'au 31 oct. 2026) : envoyez un document à jour.`,
      `${label('insurance')}Manquant : à envoyer.`,
    ]);
    expect(document.title).toBe('Documents · Mon compte · Tariq');
  });

  it('says the account is active, and until when its documents are verified', async () => {
    await openTab({ documents: makeVerifiedDocuments() }, makeUser());
    expect(screen.getByRole('status', { name: 'Votre compte est actif' })).toHaveTextContent(
      "Documents vérifiés jusqu'au 15 févr. 2027.",
    );
  });

  it('shows a skeleton while the documents are on their way, and says why they could not be read', async () => {
    let answer: (response: Response) => void = () => undefined;
    let fails = true;
    serveFetch(({ url }) => {
      if (url.pathname !== '/api/documents') return NOT_FOUND();
      if (fails) return new Promise<Response>((resolve) => (answer = resolve));
      return jsonResponse(200, mixedDocuments());
    });
    renderRoute('/profile/documents', makeUser({ is_doc_ok: false }));
    expect(await screen.findByTestId('documents-skeleton')).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse(403, { code: 'FORBIDDEN', message: "Vous n'avez pas accès à cette ressource." }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Vos documents n'ont pas pu être chargés.");
    expect(alert).toHaveTextContent("Vous n'avez pas accès à cette ressource.");
    fails = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: label('trade_register') })).toBeInTheDocument();
    expect(screen.queryByTestId('documents-skeleton')).not.toBeInTheDocument();
  });

  it('refuses a file of another type, too big or missing before sending anything', async () => {
    const { calls } = await openTab();
    // A user may pick "all files" in the browser's dialog: the accept filter is no guarantee.
    const user = userEvent.setup({ applyAccept: false });
    const insurance = card('insurance');
    expect(fileInput('insurance')).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
    await user.click(insurance.getByRole('button', { name: 'Envoyer' }));
    expect(await insurance.findByText('Ce champ est obligatoire')).toBeInTheDocument();

    await user.upload(fileInput('insurance'), new File(['notes'], 'attestation.docx', { type: 'application/msword' }));
    expect(await insurance.findByText('Formats acceptés : PDF, JPEG ou PNG.')).toBeInTheDocument();
    await user.click(insurance.getByRole('button', { name: 'Envoyer' }));

    const tooBig = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'assurance.pdf', { type: 'application/pdf' });
    await user.upload(fileInput('insurance'), tooBig);
    expect(await insurance.findByText('Le fichier ne doit pas dépasser 10 Mo.')).toBeInTheDocument();
    await user.click(insurance.getByRole('button', { name: 'Envoyer' }));
    expect(insurance.getByText('Le fichier ne doit pas dépasser 10 Mo.')).toBeInTheDocument();

    expect(calls.filter((call) => call.init.method === 'PUT')).toEqual([]);
  });

  it('sends the file with its dates and number as multipart, then shows the document in validation', async () => {
    const { callsTo } = await openTab();
    const user = userEvent.setup();
    const insurance = card('insurance');
    await user.upload(
      fileInput('insurance'),
      new File(['%PDF-1.7'], 'assurance 2026.pdf', { type: 'application/pdf' }),
    );
    await user.type(insurance.getByLabelText('Date de délivrance'), '03/11/2026');
    await user.type(insurance.getByRole('textbox', { name: 'Numéro du document' }), 'AX-2026-118');
    await user.type(insurance.getByLabelText("Date d'expiration"), '02/11/2027');
    await user.click(insurance.getByRole('button', { name: 'Envoyer' }));

    await waitFor(() => expect(callsTo('/api/documents/insurance', 'PUT')).toHaveLength(1));
    const sent = callsTo('/api/documents/insurance', 'PUT')[0]!.init.body as FormData;
    expect((sent.get('file') as File).name).toBe('assurance 2026.pdf');
    expect(Object.fromEntries([...sent.entries()].filter(([name]) => name !== 'file'))).toEqual({
      issuedAt: '2026-11-03',
      number: 'AX-2026-118',
      expiresAt: '2027-11-02',
    });
    expect(await card('insurance').findByText('En validation')).toBeInTheDocument();
    expect(card('insurance').getByText(/^assurance 2026\.pdf/)).toBeInTheDocument();
    expect(card('insurance').getByText('2 nov. 2027')).toBeInTheDocument();
    // The form closes; the focus stays on the card.
    expect(card('insurance').queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: label('insurance') })).toHaveFocus();
    // The account's state may have changed: the session user is read again.
    expect(callsTo('/api/user/logged', 'POST').length).toBeGreaterThanOrEqual(1);
  });

  it('shows on the file field that the server did not recognise the file (415)', async () => {
    const { callsTo } = await openTab({
      onWrite: ({ init }) =>
        init.method === 'PUT'
          ? jsonResponse(415, {
              code: 'UNSUPPORTED_MEDIA_TYPE',
              message: "Ce type de contenu n'est pas accepté.",
              fields: { file: 'Formats acceptés : PDF, JPEG ou PNG.' },
            })
          : undefined,
    });
    const user = userEvent.setup();
    // Named .pdf, but not a PDF inside: only the server reads the bytes.
    await user.upload(fileInput('social_security'), new File(['MZ'], 'cnas.pdf', { type: 'application/pdf' }));
    await user.click(card('social_security').getByRole('button', { name: 'Envoyer' }));
    expect(await card('social_security').findByText('Formats acceptés : PDF, JPEG ou PNG.')).toBeInTheDocument();
    expect(callsTo('/api/documents/social_security', 'PUT')).toHaveLength(1);
    expect(card('social_security').getByText('Manquant')).toBeInTheDocument();
  });

  it('replaces a document in validation from its card, and can go back without sending', async () => {
    const { callsTo } = await openTab();
    const user = userEvent.setup();
    await user.click(card('tax_id').getByRole('button', { name: `Remplacer le document : ${label('tax_id')}` }));
    const form = within(card('tax_id').getByRole('form', { name: `Remplacer : ${label('tax_id')}` }));
    await user.click(form.getByRole('button', { name: 'Annuler' }));
    expect(card('tax_id').queryByRole('form')).not.toBeInTheDocument();
    await user.click(card('tax_id').getByRole('button', { name: `Remplacer le document : ${label('tax_id')}` }));
    await user.upload(fileInput('tax_id'), new File(['%PDF-1.7'], 'nif-2026.pdf', { type: 'application/pdf' }));
    await user.click(card('tax_id').getByRole('button', { name: 'Remplacer' }));
    expect(await card('tax_id').findByText(/^nif-2026\.pdf/)).toBeInTheDocument();
    expect(callsTo('/api/documents/tax_id', 'PUT')).toHaveLength(1);
  });

  it('asks before deleting, says a verified required document makes the account inactive, then sends DELETE', async () => {
    const { calls, callsTo } = await openTab();
    const user = userEvent.setup();
    const remove = () => card('trade_register').getByRole('button', { name: `Supprimer : ${label('trade_register')}` });
    await user.click(remove());
    let dialog = within(await screen.findByRole('dialog', { name: 'Supprimer ce document ?' }));
    expect(dialog.getByText(`« ${label('trade_register')} » et son fichier seront supprimés.`)).toBeInTheDocument();
    expect(dialog.getByRole('note')).toHaveTextContent(/votre compte redeviendra inactif/);
    await user.click(dialog.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.init.method === 'DELETE')).toEqual([]);

    await user.click(remove());
    dialog = within(await screen.findByRole('dialog', { name: 'Supprimer ce document ?' }));
    await user.click(dialog.getByRole('button', { name: 'Supprimer le document' }));
    await waitFor(() => expect(callsTo('/api/documents/trade_register', 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await card('trade_register').findByText('Manquant')).toBeInTheDocument();
    expect(card('trade_register').getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
  });

  it('does not warn of inactivity when deleting an optional document', async () => {
    await openTab({ documents: makeDocuments({ other: sentDocument({ status: 'verified' }) }) });
    await userEvent.setup().click(card('other').getByRole('button', { name: `Supprimer : ${label('other')}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Supprimer ce document ?' }));
    expect(dialog.queryByRole('note')).not.toBeInTheDocument();
  });

  it('downloads a file with the session, under its name', async () => {
    const { callsTo } = await openTab();
    const saved: string[] = [];
    // jsdom has no object URLs, and following a link would leave the page.
    Object.assign(URL, { createObjectURL: () => 'blob:document', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (this: HTMLElement) {
      if (this instanceof HTMLAnchorElement) saved.push(this.download);
    });
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    fireEvent.click(card('trade_register').getByRole('button', { name: 'Télécharger rc-atlas.pdf' }));
    await waitFor(() => expect(saved).toEqual(['rc-atlas.pdf']));
    const [download] = callsTo('/api/documents/trade_register/file');
    expect(new Headers(download!.init.headers).get('Authorization')).toBe('Bearer access');
  });

  it('reads the documents again when the window gets the focus back', async () => {
    const { callsTo, set } = await openTab();
    const reads = callsTo('/api/documents').length;
    set(makeVerifiedDocuments());
    fireEvent.focus(window);
    await waitFor(() => expect(callsTo('/api/documents').length).toBe(reads + 1));
    expect(await screen.findByRole('status', { name: 'Votre compte est actif' })).toBeInTheDocument();
  });

  it('reads the documents again on an account event (type 9): a decision of the staff shows at once', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh', mercure_token: 'hub-token' });
    const { callsTo, hub, set } = await openTab();
    await waitFor(() => expect(callsTo('/.well-known/mercure')).toHaveLength(1), { timeout: 15_000 });
    set(
      makeDocuments({
        ...Object.fromEntries(mixedDocuments().data.map((document) => [document.type, document])),
        tax_id: sentDocument({ status: 'refused', refusalReason: 'NIF illisible.', reviewedAt: REVIEWED_AT }),
      }),
    );
    hub.push(makeNotification({ type: 9, data: {} }), 7);
    expect(await card('tax_id').findByText('Refusé')).toBeInTheDocument();
    expect(card('tax_id').getByRole('note', { name: 'Motif du refus' })).toHaveTextContent('NIF illisible.');
  });
});

describe('the inactive-account page, in place of a gated area', () => {
  it('lists the required documents not verified, each with why and a link to its card', async () => {
    serveDocuments();
    const { router } = renderRoute('/missions', makeUser({ is_doc_ok: false }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Votre compte n'est pas encore activé" }),
    ).toBeVisible();
    const toDo = within(await screen.findByRole('region', { name: "Ce qu'il reste à faire" }));
    const items = toDo.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(En validation|Refusé|Manquant|Expiré)/).textContent)).toEqual([
      'En validation : notre équipe le vérifie.',
      'Refusé : Attestation illisible : envoyez un scan net.',
      'Manquant : à envoyer.',
      "Expiré (valable jusqu'au 31 oct. 2026) : envoyez un document à jour.",
      'Manquant : à envoyer.',
    ]);
    expect(toDo.queryByText(label('trade_register'))).not.toBeInTheDocument();
    expect(toDo.queryByText(label('other'))).not.toBeInTheDocument();
    expect(toDo.getByRole('link', { name: `Envoyer le document : ${label('social_security')}` })).toHaveAttribute(
      'href',
      '/profile/documents#document-social_security',
    );
    expect(toDo.getByRole('link', { name: `Voir le document : ${label('tax_id')}` })).toHaveAttribute(
      'href',
      '/profile/documents#document-tax_id',
    );
    expect(
      toDo.getByRole('link', { name: `Envoyer un nouveau document : ${label('tax_regularity')}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gérer mes documents' })).toHaveAttribute('href', '/profile/documents');
    expect(router.state.location.pathname).toBe('/missions');

    // The link opens the tab on that document's card, its title focused.
    await userEvent.setup().click(toDo.getByRole('link', { name: `Envoyer le document : ${label('insurance')}` }));
    await waitFor(() => expect(screen.getByRole('heading', { name: label('insurance') })).toHaveFocus());
    expect(router.state.location.hash).toBe('#document-insurance');
  });

  it('opens the area once the documents say the account is active: the session user is read again', async () => {
    const { callsTo } = serveDocuments({ documents: makeVerifiedDocuments(), loggedUser: makeUser() });
    renderRoute('/missions', makeUser({ is_doc_ok: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Missions' })).toBeInTheDocument();
    expect(callsTo('/api/user/logged', 'POST')).toHaveLength(1);
  });
});
