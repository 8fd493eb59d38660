import { LEGAL_DOCUMENTS, LEGAL_DOCUMENT_TYPES } from '@tariq/contracts/documents';
import type { TCompanyDocumentsResponse } from '@tariq/contracts/documents';
import { DEFAULT_EMAIL_NOTIFICATIONS } from '@tariq/contracts/email-notifications';
import type { TProfile } from '@tariq/contracts/profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { makeDocuments, sentDocument } from '../../test/documents';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeProfile } from '../../test/profile';
import { makeUser, renderRoute } from '../../test/render';

afterEach(async () => {
  vi.unstubAllGlobals();
  // A test that saves another language leaves the next ones in French, as they expect.
  await changeLanguage('fr', { persist: false });
});

const USER_URL = `/api/users/${makeUser().id}`;
const COMPANY_URL = '/api/companies/00000000-0000-4000-8000-0000000000b1';

type TServerOptions = {
  profile?: TProfile;
  /** What `GET /api/documents` answers (the documents tab). */
  documents?: TCompanyDocumentsResponse;
  /** Answers a PUT or DELETE instead of the default: a response, or the new profile (kept, answered 200). */
  onWrite?: (call: TFakeCall, profile: TProfile) => Response | TProfile | undefined;
};

/**
 * The account's calls: the profile, its saves (answered with the profile as sent back), the company's
 * documents, the session user, the e-mail notification settings; the rest (countries of the place
 * picker) a 404.
 */
function serveProfile({ profile = makeProfile(), documents = makeDocuments(), onWrite }: TServerOptions = {}) {
  let current = profile;
  let notifications = { ...DEFAULT_EMAIL_NOTIFICATIONS };
  return serveFetch((call) => {
    const { url, init } = call;
    const method = init.method ?? 'GET';
    if (method !== 'GET' && method !== 'POST') {
      const answer = onWrite?.(call, current);
      if (answer instanceof Response) return answer;
      if (answer) {
        current = answer;
        return jsonResponse(200, current);
      }
    }
    if (url.pathname === USER_URL && method === 'GET') return jsonResponse(200, current);
    if (url.pathname === '/api/documents') return jsonResponse(200, documents);
    if (url.pathname === USER_URL && method === 'PUT') {
      current = { ...current, user: { ...current.user, ...(JSON.parse(init.body as string) as object) } };
      return jsonResponse(200, current);
    }
    if (url.pathname === COMPANY_URL && method === 'PUT') {
      current = { ...current, company: { ...current.company, ...(JSON.parse(init.body as string) as object) } };
      return jsonResponse(200, current);
    }
    if (url.pathname === `${COMPANY_URL}/billing` && method === 'PUT') {
      current = { ...current, company: { ...current.company, ...(JSON.parse(init.body as string) as object) } };
      return jsonResponse(200, current);
    }
    if (url.pathname === '/api/user/sessions')
      return jsonResponse(200, {
        data: [
          {
            id: 'session-here',
            user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
            ip: '127.0.0.1',
            created_at: '2026-11-20T08:00:00.000Z',
            last_used_at: '2026-11-22T08:00:00.000Z',
            current: true,
          },
        ],
      });
    if (url.pathname === '/api/user/logged')
      return jsonResponse(
        200,
        makeUser({
          firstname: current.user.firstName,
          lastname: current.user.lastName,
          language: current.user.language,
          logo: current.company.logo,
        }),
      );
    if (url.pathname === '/api/user/email-notifications' && method === 'GET') return jsonResponse(200, notifications);
    if (url.pathname === '/api/user/email-notifications' && method === 'PUT') {
      notifications = JSON.parse(init.body as string) as typeof notifications;
      return jsonResponse(200, notifications);
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

const writes = (calls: TFakeCall[]) =>
  calls.filter((call) => call.init.method && !['GET', 'POST'].includes(call.init.method));

const form = (name: string) => within(screen.getByRole('form', { name }));

describe('the account settings (/profile)', () => {
  it('shows the information tab from the API, the tabs as links with the current one marked', async () => {
    serveProfile();
    renderRoute('/profile', makeUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    const user = within(await screen.findByRole('form', { name: 'Vos informations' }));
    expect(user.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Karim');
    expect(user.getByRole('textbox', { name: 'Nom' })).toHaveValue('Haddad');
    expect(user.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
    await waitFor(() =>
      expect(user.getByRole('combobox', { name: 'Fonction dans la société' })).toHaveValue('Responsable logistique'),
    );
    expect(user.getByRole('combobox', { name: 'Langue' })).toHaveValue('Français');
    const company = form('Votre société');
    expect(company.getByRole('textbox', { name: 'Raison sociale' })).toHaveValue('Transports Atlas Express');
    expect(company.getByRole('textbox', { name: 'NIF' })).toHaveValue('000016001234567');
    // Grouped as French writes thousands.
    expect(company.getByRole('textbox', { name: 'Capital social (DZD)' })).toHaveValue('1 000 000');
    expect(company.getByRole('textbox', { name: 'Registre du commerce (RC)' })).toHaveValue('16001234567B18');
    expect(company.getByRole('combobox', { name: 'Forme juridique' })).toHaveValue('SARL');
    expect(company.getByRole('combobox', { name: 'Régime fiscal' })).toHaveValue('Régime du réel');
    expect(company.getByRole('textbox', { name: 'Adresse' })).toHaveValue('Zone industrielle, lot 12');
    expect(company.getByRole('combobox', { name: 'Commune ou wilaya' })).toHaveValue('Rouiba');
    // The spoken languages are named by the browser in the interface language.
    const pills = screen.getByRole('form', { name: 'Votre société' }).querySelectorAll('.mantine-Pill-label');
    expect([...pills].map((pill) => pill.textContent)).toEqual(['Arabe', 'Français']);
    const tabs = within(screen.getByRole('navigation', { name: 'Onglets du compte' }));
    expect(tabs.getByRole('link', { name: 'Informations' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Facturation' })).toHaveAttribute('href', '/profile/facturation');
    expect(tabs.getByRole('link', { name: 'Mot de passe et sécurité' })).toHaveAttribute('href', '/profile/securite');
    expect(document.title).toBe('Informations · Mon compte · Tariq');
    // Nothing changed yet: nothing to save.
    expect(user.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });

  it('shows a skeleton while the profile is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    serveFetch(({ url }) =>
      url.pathname === USER_URL
        ? new Promise<Response>((resolve) => (answer = resolve))
        : jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' }),
    );
    renderRoute('/profile', makeUser());
    expect(await screen.findByTestId('profile-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    answer(jsonResponse(200, makeProfile()));
    expect(await screen.findByRole('form', { name: 'Vos informations' })).toBeInTheDocument();
    expect(screen.queryByTestId('profile-skeleton')).not.toBeInTheDocument();
  });

  it('says why the profile could not be read, and reads it again on demand', async () => {
    let fails = true;
    serveFetch(({ url }) => {
      if (url.pathname === USER_URL)
        return fails
          ? jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' })
          : jsonResponse(200, makeProfile());
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
    });
    renderRoute('/profile/edit', makeUser());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Votre profil n'a pas pu être chargé.");
    expect(alert).toHaveTextContent('Ressource introuvable.');
    fails = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('form', { name: 'Vos informations' })).toBeInTheDocument();
  });

  it('checks the user form as the server does, and sends nothing while a field is wrong', async () => {
    const calls = serveProfile();
    renderRoute('/profile', makeUser());
    const user = within(await screen.findByRole('form', { name: 'Vos informations' }));
    const events = userEvent.setup();
    await events.clear(user.getByRole('textbox', { name: 'Prénom' }));
    await events.click(user.getByRole('button', { name: 'Enregistrer' }));
    expect(await user.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(user.getByRole('alert')).toHaveTextContent(
      'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
    );
    expect(user.getByRole('textbox', { name: 'Prénom' })).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);
  });

  it('saves the user, then reads the session user again so the top bar shows the new name', async () => {
    const calls = serveProfile();
    renderRoute('/profile', makeUser());
    const user = within(await screen.findByRole('form', { name: 'Vos informations' }));
    const events = userEvent.setup();
    const firstName = user.getByRole('textbox', { name: 'Prénom' });
    await events.clear(firstName);
    await events.type(firstName, 'Samir');
    await events.click(user.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.init.method).toBe('PUT');
    expect(writes(calls)[0]!.url.pathname).toBe(USER_URL);
    expect(JSON.parse(writes(calls)[0]!.init.body as string)).toEqual({
      firstName: 'Samir',
      lastName: 'Haddad',
      phone: '+213550123456',
      roleInCompany: 'logistics_manager',
      language: 'fr',
    });
    await waitFor(() => expect(screen.getByTestId('profile-menu')).toHaveTextContent('H. Samir'));
    expect(calls.some((call) => call.url.pathname === '/api/user/logged')).toBe(true);
    // Saved: the form holds the saved values, with nothing left to save.
    await waitFor(() => expect(user.getByRole('button', { name: 'Enregistrer' })).toBeDisabled());
  });

  it('switches the interface to the language saved for the account', async () => {
    const calls = serveProfile();
    renderRoute('/profile', makeUser());
    const user = within(await screen.findByRole('form', { name: 'Vos informations' }));
    const events = userEvent.setup();
    await events.click(user.getByRole('combobox', { name: 'Langue' }));
    await events.click(await screen.findByRole('option', { name: 'English', hidden: true }));
    await events.click(user.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(JSON.parse(writes(calls)[0]!.init.body as string)).toMatchObject({ language: 'en' });
    expect(document.documentElement.lang).toBe('en');
  });

  it('asks before a changed NIF sends the documents back to validation; going back sends nothing', async () => {
    const calls = serveProfile();
    renderRoute('/profile', makeUser());
    const company = within(await screen.findByRole('form', { name: 'Votre société' }));
    const events = userEvent.setup();
    const nif = company.getByRole('textbox', { name: 'NIF' });
    await events.clear(nif);
    await events.type(nif, '000016009999999');
    await events.click(company.getByRole('button', { name: 'Enregistrer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le NIF ou le RC ?' }));
    expect(dialog.getByText(/Vos documents légaux seront renvoyés en validation/)).toBeInTheDocument();
    await events.click(dialog.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([]);
    expect(nif).toHaveValue('000016009999999');
  });

  it('shows on the NIF field that another company holds it (409), once the change is confirmed', async () => {
    const calls = serveProfile({
      onWrite: ({ url }) =>
        url.pathname === COMPANY_URL
          ? jsonResponse(409, {
              code: 'COMPANY_EXISTS',
              message: 'Cette société est déjà inscrite sur Tariq. Demandez à un collègue de vous inviter.',
              fields: { nif: 'Une société avec ce NIF est déjà inscrite sur Tariq.' },
            })
          : undefined,
    });
    renderRoute('/profile', makeUser());
    const company = within(await screen.findByRole('form', { name: 'Votre société' }));
    const events = userEvent.setup();
    const nif = company.getByRole('textbox', { name: 'NIF' });
    await events.clear(nif);
    await events.type(nif, '0000 1600 9999 999');
    await events.click(company.getByRole('button', { name: 'Enregistrer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le NIF ou le RC ?' }));
    await events.click(dialog.getByRole('button', { name: 'Modifier et renvoyer en validation' }));
    expect(await company.findByText('Une société avec ce NIF est déjà inscrite sur Tariq.')).toBeInTheDocument();
    expect(nif).toHaveAttribute('aria-invalid', 'true');
    const sent = JSON.parse(writes(calls)[0]!.init.body as string) as Record<string, unknown>;
    // Sent as the contract normalises it, as the server stores it.
    expect(sent).toMatchObject({ nif: '000016009999999', rc: '16001234567B18', placeId: 'DZ:16:1641' });
    expect(sent.languagesSpoken).toEqual(['ar', 'fr']);
  });

  it('saves other company fields without asking, the NIF and RC unchanged', async () => {
    const calls = serveProfile();
    renderRoute('/profile', makeUser());
    const company = within(await screen.findByRole('form', { name: 'Votre société' }));
    const events = userEvent.setup();
    const name = company.getByRole('textbox', { name: 'Raison sociale' });
    await events.clear(name);
    await events.type(name, 'Atlas Express Logistique');
    await events.click(company.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(writes(calls)[0]!.init.body as string)).toMatchObject({
      legalName: 'Atlas Express Logistique',
      nif: '000016001234567',
      shareCapital: 1000000,
      mobile: null,
    });
  });

  it('refuses a file that is not an image before sending it', async () => {
    const calls = serveProfile();
    renderRoute('/profile', makeUser());
    await screen.findByRole('form', { name: 'Vos informations' });
    // A user may pick "all files" in the browser's dialog: the accept filter is no guarantee.
    const events = userEvent.setup({ applyAccept: false });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    await events.upload(input, new File(['%PDF-1.7'], 'kbis.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText("Ce fichier n'est pas une image PNG, JPEG ou WebP.")).toBeInTheDocument();
    const tooBig = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await events.upload(input, tooBig);
    expect(await screen.findByText(/^Ce fichier dépasse 2\sMo\.$/)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('uploads an image as the logo and removes it once confirmed', async () => {
    const logo = `${COMPANY_URL}/logo`;
    // The server names the file in the logo's address (a new logo, a new address).
    const shown = `${logo}?v=1a2b3c4d`;
    const calls = serveProfile({
      onWrite: ({ url, init }, profile) => {
        if (url.pathname !== logo) return undefined;
        return { ...profile, company: { ...profile.company, logo: init.method === 'PUT' ? shown : null } };
      },
    });
    renderRoute('/profile', makeUser());
    await screen.findByRole('form', { name: 'Vos informations' });
    const events = userEvent.setup();
    await events.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.init.method).toBe('PUT');
    expect((writes(calls)[0]!.init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByRole('img', { name: 'Logo de Transports Atlas Express' })).toHaveAttribute('src', shown);
    // The session user is read again: the top bar's profile menu shows the logo too.
    await waitFor(() => expect(screen.getByTestId('profile-menu').querySelector('img')).toHaveAttribute('src', shown));
    await events.click(screen.getByRole('button', { name: 'Supprimer le logo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Supprimer le logo ?' }));
    await events.click(dialog.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]!.init.method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Supprimer le logo' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('profile-menu').querySelector('img')).toBeNull());
  });
});

describe('the other tabs of the account', () => {
  it('shows the billing contact and saves it (/profile/facturation)', async () => {
    const calls = serveProfile();
    renderRoute('/profile/facturation', makeUser());
    const billing = within(await screen.findByRole('form', { name: 'Facturation' }));
    expect(billing.getByRole('textbox', { name: 'Service facturation' })).toHaveValue('Comptabilité');
    expect(billing.getByRole('textbox', { name: 'E-mail de facturation' })).toHaveValue('factures@atlas-express.dz');
    expect(billing.getByRole('textbox', { name: 'Adresse de facturation' })).toHaveValue('BP 45, Rouiba');
    const events = userEvent.setup();
    const email = billing.getByRole('textbox', { name: 'E-mail de facturation' });
    await events.clear(email);
    await events.type(email, 'pas-un-email');
    await events.click(billing.getByRole('button', { name: 'Enregistrer' }));
    expect(await billing.findByRole('alert')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);
    await events.clear(email);
    await events.click(billing.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(JSON.parse(writes(calls)[0]!.init.body as string)).toEqual({
      billingService: 'Comptabilité',
      billingPhone: null,
      billingEmail: null,
      billingAddress: 'BP 45, Rouiba',
    });
    expect(screen.getByRole('link', { name: 'Facturation' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends the whole notification settings when a switch changes (/profile/notifications)', async () => {
    const calls = serveProfile();
    renderRoute('/profile/notifications', makeUser());
    const settings = within(await screen.findByRole('form', { name: 'Notifications par e-mail' }));
    const invoices = settings.getByRole('switch', { name: /^Factures/ });
    expect(invoices).toBeChecked();
    expect(settings.getByText('Factures reçues, envoyées, relancées ou payées.')).toBeInTheDocument();
    expect(settings.getByRole('switch', { name: /^Résumé quotidien/ })).not.toBeChecked();
    const save = settings.getByRole('button', { name: 'Enregistrer' });
    expect(save).toBeDisabled();
    const events = userEvent.setup();
    await events.click(invoices);
    await events.click(settings.getByRole('switch', { name: /^Résumé quotidien/ }));
    await events.click(save);
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(JSON.parse(writes(calls)[0]!.init.body as string)).toEqual({
      proposals: true,
      deals: true,
      matchingOffers: true,
      invoices: false,
      documents: true,
      dailyDigest: true,
    });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('shows the company’s documents on their own tab, and says the account is inactive (/profile/documents)', async () => {
    const calls = serveProfile({
      documents: makeDocuments({ trade_register: sentDocument({ status: 'verified' }), tax_id: sentDocument() }),
    });
    renderRoute('/profile/documents', makeUser({ is_doc_ok: false }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Documents légaux' })).toBeInTheDocument();
    const regions = await screen.findAllByRole('region');
    expect(regions.map((region) => region.querySelector('h3')?.textContent)).toEqual(
      LEGAL_DOCUMENT_TYPES.map((type) => LEGAL_DOCUMENTS[type].label.fr),
    );
    expect(screen.getByRole('status', { name: 'Votre compte est inactif' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Documents · Mon compte · Tariq');
    // The tab reads its documents, not the profile.
    expect(calls.some((call) => call.url.pathname === USER_URL)).toBe(false);
  });

  it('asks a shipper for its own documents only, and says the account is active once they are verified', async () => {
    const verified = sentDocument({ status: 'verified', expiresAt: '2027-01-31' });
    serveProfile({
      documents: makeDocuments(
        {
          trade_register: sentDocument({ status: 'verified' }),
          tax_id: sentDocument({ status: 'verified' }),
          tax_regularity: verified,
          social_security: verified,
        },
        'shipper',
      ),
    });
    renderRoute('/profile/documents', makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'] }));
    expect(await screen.findByRole('status', { name: 'Votre compte est actif' })).toHaveTextContent(
      "Documents vérifiés jusqu'au 31 janv. 2027.",
    );
    expect(screen.getAllByRole('region')).toHaveLength(5);
    expect(screen.queryByRole('region', { name: LEGAL_DOCUMENTS.transport_capacity.label.fr })).not.toBeInTheDocument();
  });

  it('offers no documents tab to the platform’s staff, whose company holds none', async () => {
    serveProfile();
    renderRoute('/profile/securite', makeUser({ role: 'ROLE_ADMIN', roles: ['ROLE_ADMIN'] }));
    const tabs = within(await screen.findByRole('navigation', { name: 'Onglets du compte' }));
    expect(tabs.getByRole('link', { name: 'Informations' })).toBeInTheDocument();
    expect(tabs.queryByRole('link', { name: 'Documents' })).not.toBeInTheDocument();
  });

  it('shows the password and the active sessions on /profile/securite', async () => {
    serveProfile();
    renderRoute('/profile/securite', makeUser());
    expect(await screen.findByLabelText(/^Mot de passe actuel/)).toBeInTheDocument();
    expect(await screen.findByText('Sessions actives')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe et sécurité' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps a shipper’s default e-protocol: a PDF sent, a text file refused, removal asked first', async () => {
    const url = `${COMPANY_URL}/eprotocol`;
    const calls = serveProfile({
      profile: makeProfile({ company: { kind: 'shipper' } }),
      onWrite: ({ url: called, init }, profile) => {
        if (called.pathname !== url) return undefined;
        const eprotocol = init.method === 'PUT' ? { name: 'protocole.pdf', mime: 'application/pdf', size: 2048 } : null;
        return { ...profile, company: { ...profile.company, eprotocol } };
      },
    });
    renderRoute('/profile', makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'] }));
    const section = within(await screen.findByRole('region', { name: 'E-protocole par défaut' }));
    expect(section.getByText('Aucun e-protocole par défaut.')).toBeInTheDocument();
    const events = userEvent.setup({ applyAccept: false });
    const input = () =>
      document.querySelector<HTMLInputElement>(
        'section[aria-labelledby="company-eprotocol-title"] input[type="file"]',
      )!;
    await events.upload(input(), new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    expect(await section.findByText("Ce fichier n'est ni un PDF ni une image.")).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await events.upload(input(), new File(['%PDF-1.4'], 'protocole.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.init.method).toBe('PUT');
    expect(((writes(calls)[0]!.init.body as FormData).get('file') as File).name).toBe('protocole.pdf');
    expect(await section.findByText(/^Fichier actuel : protocole\.pdf/)).toBeInTheDocument();

    await events.click(section.getByRole('button', { name: 'Retirer' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Retirer l'e-protocole par défaut ?" }));
    await events.click(dialog.getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]!.init.method).toBe('DELETE');
    expect(await section.findByText('Aucun e-protocole par défaut.')).toBeInTheDocument();
  });

  it('shows no default e-protocol to a carrier, who publishes no offers', async () => {
    serveProfile();
    renderRoute('/profile', makeUser());
    await screen.findByRole('form', { name: 'Vos informations' });
    expect(screen.queryByRole('region', { name: 'E-protocole par défaut' })).not.toBeInTheDocument();
  });
});
