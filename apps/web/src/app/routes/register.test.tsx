import { ZCountry, ZPlaceSearchResponse, ZState } from '@tariq/contracts/places';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The server's answers, checked against the shared schemas so they cannot drift from the real ones.
const countries = ZCountry.array().parse([{ alpha2: 'DZ', nom_fr_fr: 'Algérie', name: 'Algérie' }]);
const places = ZPlaceSearchResponse.parse({
  data: [
    {
      place_id: 'DZ:06:0601',
      kind: 'city',
      country: { alpha2: 'DZ', name: 'Algérie' },
      state: { id: '06', name: 'Béjaïa' },
      city: { id: '0601', name: 'Béjaïa' },
      lat: 36.75,
      lng: 5.06,
    },
  ],
}).data;
const wilayas = ZState.array().parse([
  { id: '06', place_id: 'DZ:06', country: 'DZ', name: 'Béjaïa', name_ar: 'بجاية', lat: 36.75, lng: 5.06 },
  { id: '16', place_id: 'DZ:16', country: 'DZ', name: 'Alger', name_ar: 'الجزائر', lat: 36.75, lng: 3.06 },
]);

function serveSignUp() {
  return serveFetch(({ url, init }) => {
    if (url.pathname === '/api/country/active') return jsonResponse(200, { data: countries });
    if (url.pathname === '/api/places/search') return jsonResponse(200, { data: places });
    if (url.pathname === '/api/countries/DZ/states') return jsonResponse(200, { data: wilayas });
    if (url.pathname.startsWith('/api/auth/vat-check/'))
      return jsonResponse(200, {
        vat: '000016001234567',
        scheme: 'dz_nif',
        country: 'DZ',
        is_valid_format: true,
        is_registered: false,
        registry: { status: 'not_checked', source: null },
      });
    if (url.pathname === '/api/auth/register' && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { user: { email: string } };
      return jsonResponse(201, { success: true, email: body.user.email, isVerified: false });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

type TUser = ReturnType<typeof userEvent.setup>;

async function choose(user: TUser, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types a whole text at once: what matters here is the steps, not each keystroke. */
async function fill(user: TUser, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function next(user: TUser) {
  await user.click(screen.getByRole('button', { name: /^(Suivant|Créer mon compte)$/ }));
}

describe('/register', () => {
  it(
    'signs a visitor up through every step, then says where the verification e-mail went',
    { timeout: 240_000 },
    async () => {
      const calls = serveSignUp();
      const user = userEvent.setup();
      renderRoute('/register', null);
      expect(await screen.findByRole('heading', { level: 1, name: 'Créer un compte' })).toBeInTheDocument();
      expect(document.title).toBe('Créer un compte · Tariq');

      await user.click(screen.getByRole('radio', { name: /Expéditeur/ }));
      await next(user);

      await screen.findByRole('heading', { level: 2, name: 'Société' });
      await fill(user, screen.getByRole('textbox', { name: /Raison sociale/ }), 'Sarl Transit Soummam');
      await choose(user, /Forme juridique/, 'SARL');
      await fill(user, screen.getByRole('textbox', { name: /\(RC\)/ }), '06/00-1234567 B 18');
      await fill(user, screen.getByRole('textbox', { name: /\(NIF\)/ }), '000016001234567');
      await fill(user, screen.getByRole('textbox', { name: /\(NIS\)/ }), '000016019876543');
      await fill(user, screen.getByRole('textbox', { name: /Article d'imposition/ }), '06011234567');
      await user.click(screen.getByRole('radio', { name: 'Régime du réel' }));
      await fill(user, screen.getByRole('textbox', { name: /^Adresse/ }), '12 rue des Frères Amirouche');
      await fill(user, screen.getByRole('combobox', { name: /Commune ou wilaya/ }), 'Bej');
      // The place search answers after its pause and its lazy list: on a busy machine, past the 10 s default.
      await user.click(await screen.findByRole('option', { name: 'Béjaïa — Béjaïa' }, { timeout: 30_000 }));
      // The company's phone is read as Algerian by default.
      await fill(user, screen.getByRole('textbox', { name: /^Téléphone/ }), '034 21 00 00');
      await next(user);

      await screen.findByRole('heading', { level: 2, name: 'Vos coordonnées' });
      await fill(user, screen.getByRole('textbox', { name: /^Prénom/ }), 'Nadia');
      await fill(user, screen.getByRole('textbox', { name: /^Nom/ }), 'Bouzid');
      await fill(user, screen.getByRole('textbox', { name: /^Téléphone/ }), '06 12 34 56 78');
      await choose(user, /Fonction dans la société/, 'Responsable logistique');
      await fill(user, screen.getByRole('textbox', { name: /^Adresse e-mail/ }), 'nadia@soummam.dz');
      await fill(user, screen.getByLabelText(/^Mot de passe/), 'une longue phrase de passe');
      await fill(user, screen.getByLabelText(/^Confirmation du mot de passe/), 'une longue phrase de passe');
      await next(user);

      await screen.findByRole('heading', { level: 2, name: 'Activité' });
      await user.click(await screen.findByRole('radio', { name: '5 à 15 par mois' }));
      await user.click(screen.getByRole('checkbox', { name: 'Palettes' }));
      await next(user);

      await screen.findByRole('heading', { level: 2, name: 'Zones' });
      await user.click(await screen.findByRole('checkbox', { name: '06 — Béjaïa' }));
      await user.click(screen.getByRole('tab', { name: /Zones de livraison/ }));
      await user.click(await screen.findByRole('checkbox', { name: '16 — Alger' }));
      await next(user);

      await screen.findByRole('heading', { level: 2, name: 'Documents' });
      await next(user);
      await screen.findByRole('heading', { level: 2, name: 'Conditions' });
      await user.click(screen.getByRole('checkbox', { name: /J'ai lu et j'accepte/ }));
      await next(user);

      expect(await screen.findByRole('heading', { level: 1, name: 'Vérifiez votre boîte mail' })).toBeInTheDocument();
      expect(
        screen.getByText(
          "Un e-mail de vérification a été envoyé à nadia@soummam.dz. Cliquez sur le lien qu'il contient pour activer votre compte.",
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/login');

      const posted = calls.filter((call) => call.init.method === 'POST');
      expect(posted.map((call) => call.url.pathname)).toEqual(['/api/auth/register']);
      expect(JSON.parse(String(posted[0]!.init.body))).toEqual({
        accountType: 'shipper',
        company: {
          legalName: 'Sarl Transit Soummam',
          legalForm: 'sarl',
          shareCapital: null,
          rc: '06/00-1234567 B 18',
          nif: '000016001234567',
          nis: '000016019876543',
          taxArticle: '06011234567',
          taxRegime: 'reel',
          address: '12 rue des Frères Amirouche',
          placeId: 'DZ:06:0601',
          phone: '+21334210000',
          mobile: null,
          fax: null,
        },
        user: {
          firstName: 'Nadia',
          lastName: 'Bouzid',
          phone: '+33612345678',
          roleInCompany: 'logistics_manager',
          email: 'nadia@soummam.dz',
          password: 'une longue phrase de passe',
          passwordConfirmation: 'une longue phrase de passe',
        },
        activity: { shipmentsCount: 'm', typesOfGoods: ['palette'] },
        zones: { pickup: ['06'], delivery: ['16'] },
        termsAccepted: true,
      });
    },
  );

  it('is reached from the login page’s “Créer un compte” link', async () => {
    serveSignUp();
    const user = userEvent.setup();
    renderRoute('/login', null);
    await user.click(await screen.findByRole('link', { name: 'Créer un compte' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Créer un compte' })).toBeInTheDocument();
    expect(screen.getByText('Étape 1 sur 7')).toBeInTheDocument();
  });
});

describe('/terms', () => {
  it.each([
    ['a visitor', null],
    ['a signed-in user', makeUser()],
  ])('shows the terms of use to %s', async (_who, session) => {
    serveFetch(() => jsonResponse(200, { data: [] }));
    renderRoute('/terms', session);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeInTheDocument();
    expect(within(article).getAllByRole('heading', { level: 2 })).toHaveLength(8);
    expect(within(article).getByRole('heading', { level: 2, name: '4. Rôle de Tariq' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Conditions d'utilisation · Tariq"));
  });
});
