import type { TPlaceValue, TState } from '@tariq/contracts';
import { MESSAGES } from '@tariq/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { jsonResponse, serveFetch } from '../../../test/fake-fetch';
import type { TFakeCall } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render';
import { RegisterForm } from './register-form';
import type { TPlaceFieldProps } from './register-form';
import { emptyRegisterValues } from './register-values';
import type { TRegisterValues } from './register-values';

beforeAll(async () => {
  // The option labels the steps show (the test setup leaves them out).
  await loadNamespaces('catalogue');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fr = MESSAGES.fr.validation;

const BEJAIA: TPlaceValue = {
  country: 'DZ',
  place_id: 'DZ:06:0601',
  state: { id: '06', name: 'Béjaïa' },
  city: { id: '0601', name: 'Béjaïa' },
  lat: 36.75,
  lng: 5.06,
};

/** The place picker has its own tests; here a stand-in that picks Béjaïa on a click. */
function FakePlaceField({ value, onChange, label, error }: TPlaceFieldProps) {
  return (
    <div>
      <button type="button" onClick={() => onChange(BEJAIA)}>
        {value ? value.state.name : label}
      </button>
      {error ? <p>{error}</p> : null}
    </div>
  );
}

const state = (id: string, name: string, lat: number, lng: number): TState => ({
  id,
  place_id: `DZ:${id}`,
  country: 'DZ',
  name,
  name_ar: null,
  lat,
  lng,
});

const WILAYAS = [
  state('06', 'Béjaïa', 36.75, 5.06),
  state('16', 'Alger', 36.75, 3.06),
  state('13', 'Tlemcen', 34.88, -1.31),
  state('22', 'Sidi Bel Abbès', 35.19, -0.63),
  state('27', 'Mostaganem', 35.93, 0.09),
  state('29', 'Mascara', 35.4, 0.14),
  state('31', 'Oran', 35.7, -0.63),
  state('46', 'Aïn Témouchent', 35.3, -1.14),
  state('48', 'Relizane', 35.74, 0.56),
];

/** A shipper's form filled up to the zones, as a user would have it after the first steps. */
function filled(overrides: Partial<TRegisterValues> = {}): TRegisterValues {
  const empty = emptyRegisterValues();
  return {
    ...empty,
    accountType: 'shipper',
    company: {
      ...empty.company,
      legalName: 'Sarl Transit Soummam',
      legalForm: 'sarl',
      shareCapital: '1 000 000',
      rc: '06/00-1234567 B 18',
      nif: '000016001234567',
      nis: '000016019876543',
      taxArticle: '06011234567',
      taxRegime: 'reel',
      address: '12 rue des Frères Amirouche',
      placeId: BEJAIA.place_id,
      phone: '+21334210000',
    },
    user: {
      ...empty.user,
      firstName: 'Nadia',
      lastName: 'Bouzid',
      phone: '+33612345678',
      roleInCompany: 'logistics_manager',
      email: 'nadia@soummam.dz',
      password: 'une longue phrase de passe',
      passwordConfirmation: 'une longue phrase de passe',
    },
    activity: { shipmentsCount: 'm', typesOfGoods: ['palette'], trucksCount: null, trucksTypes: [] },
    zones: { pickup: ['06'], delivery: ['16'] },
    ...overrides,
  };
}

type THandler = (call: TFakeCall) => Response | Promise<Response> | null;

/** The server: the wilayas, and whatever `handler` answers first. */
function serve(handler: THandler = () => null) {
  return serveFetch(async (call) => {
    const answer = await handler(call);
    if (answer) return answer;
    if (call.url.pathname === '/api/countries/DZ/states') return jsonResponse(200, { data: WILAYAS });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

function renderForm(defaultValues?: TRegisterValues) {
  const onRegistered = vi.fn();
  const utils = renderWithProviders(
    <MemoryRouter>
      <RegisterForm onRegistered={onRegistered} PlaceField={FakePlaceField} defaultValues={defaultValues} />
    </MemoryRouter>,
  );
  return { ...utils, onRegistered };
}

/** The field tells its error: the message is in its accessible description, as a screen reader reads it. */
function expectFieldError(field: HTMLElement, message: string) {
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** A FileInput's hidden file field: the element right before the input's root, as Mantine renders it. */
function fileField(label: string): HTMLInputElement {
  const input = screen.getByLabelText(label).closest('.mantine-FileInput-root')?.previousElementSibling;
  if (!(input instanceof HTMLInputElement) || input.type !== 'file') throw new Error(`No file field for ${label}`);
  return input;
}

const stepTitle = (name: string) => screen.findByRole('heading', { level: 2, name });

async function next(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^(Suivant|Créer mon compte)$/ }));
}

/** Goes forward from the first step to the step titled `title`, each step being valid. */
async function forwardTo(user: ReturnType<typeof userEvent.setup>, title: string) {
  await stepTitle('Type de compte');
  for (let index = 0; index < 7; index++) {
    if (screen.queryByRole('heading', { level: 2, name: title })) return;
    await next(user);
  }
  await stepTitle(title);
}

/**
 * jsdom lays nothing out: every element measures 0×0, and Leaflet places no marker in a map of no
 * size. The map is given the size a screen would give it.
 */
function giveElementsASize() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(380);
}

describe('RegisterForm: each step is checked before the next opens', { timeout: 120_000 }, () => {
  it('counts the steps and asks for an account type first', async () => {
    serve();
    const user = userEvent.setup();
    renderForm();
    expect(await stepTitle('Type de compte')).toBeInTheDocument();
    expect(screen.getByText('Étape 1 sur 7')).toBeInTheDocument();
    await next(user);
    expect(await screen.findByText(fr.required)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Type de compte' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Transporteur/ }));
    expect(screen.queryByText(fr.required)).not.toBeInTheDocument();
    await next(user);
    expect(await stepTitle('Société')).toBeInTheDocument();
    expect(screen.getByText('Étape 2 sur 7')).toBeInTheDocument();
  });

  it('blocks the company step with each field’s error, in the format the identifier has', async () => {
    serve(({ url }) =>
      url.pathname.startsWith('/api/auth/vat-check/')
        ? jsonResponse(200, {
            vat: '123',
            scheme: 'dz_nif',
            country: 'DZ',
            is_valid_format: false,
            is_registered: false,
            registry: { status: 'not_checked', source: null },
          })
        : null,
    );
    const user = userEvent.setup();
    renderForm({ ...emptyRegisterValues(), accountType: 'shipper' });
    await forwardTo(user, 'Société');
    await next(user);
    expect(await screen.findByText(MESSAGES.fr.errors.VALIDATION)).toBeInTheDocument();
    expectFieldError(screen.getByRole('textbox', { name: /Raison sociale/ }), fr.required);
    expectFieldError(screen.getByRole('textbox', { name: /\(NIF\)/ }), fr.required);
    expectFieldError(screen.getByRole('textbox', { name: /\(RC\)/ }), fr.required);
    expect(screen.getByText('Commune ou wilaya').parentElement).toHaveTextContent(fr.required);

    await user.type(screen.getByRole('textbox', { name: /\(RC\)/ }), '16-123');
    await user.type(screen.getByRole('textbox', { name: /\(NIS\)/ }), '0123');
    await next(user);
    expectFieldError(screen.getByRole('textbox', { name: /\(RC\)/ }), fr.rcFormat);
    expectFieldError(screen.getByRole('textbox', { name: /\(NIS\)/ }), fr.nisFormat);
    expect(screen.getByRole('heading', { level: 2, name: 'Société' })).toBeInTheDocument();
  });

  it('checks the NIF with the server when the user leaves the field: malformed, or already on Tariq', async () => {
    const calls = serve(({ url }) => {
      if (!url.pathname.startsWith('/api/auth/vat-check/')) return null;
      const vat = decodeURIComponent(url.pathname.split('/').pop()!);
      return jsonResponse(200, {
        vat,
        scheme: 'dz_nif',
        country: 'DZ',
        is_valid_format: vat.length === 15,
        is_registered: vat === '000016001234567',
        registry: { status: 'not_checked', source: null },
      });
    });
    const user = userEvent.setup();
    renderForm({ ...emptyRegisterValues(), accountType: 'carrier' });
    await forwardTo(user, 'Société');
    const nif = screen.getByRole('textbox', { name: /\(NIF\)/ });
    const typeAndLeave = (value: string) => {
      fireEvent.change(nif, { target: { value } });
      fireEvent.blur(nif);
    };
    fireEvent.change(nif, { target: { value: '12345' } });
    // Nothing is asked while typing.
    expect(calls.filter((call) => call.url.pathname.startsWith('/api/auth/vat-check/'))).toEqual([]);
    fireEvent.blur(nif);
    await waitFor(() => expectFieldError(nif, fr.nifFormat));

    typeAndLeave('000016001234567');
    await waitFor(() =>
      expectFieldError(nif, 'Cette société est déjà sur Tariq. Demandez à un collègue de vous inviter.'),
    );

    typeAndLeave('000016009999999');
    expect(await screen.findByText('NIF valide, aucune société inscrite avec ce numéro.')).toBeInTheDocument();
    expect(nif).not.toHaveAttribute('aria-invalid');
    expect(
      calls.filter((call) => call.url.pathname.startsWith('/api/auth/vat-check/')).map((call) => call.url.pathname),
    ).toEqual([
      '/api/auth/vat-check/12345',
      '/api/auth/vat-check/000016001234567',
      '/api/auth/vat-check/000016009999999',
    ]);
  });

  it('blocks the personal step on a confirmation that differs, with the phone read in France by default', async () => {
    serve();
    const user = userEvent.setup();
    const values = filled();
    renderForm({ ...values, user: { ...emptyRegisterValues().user, password: 'une longue phrase de passe' } });
    await forwardTo(user, 'Vos coordonnées');
    expect(screen.getByRole('combobox', { name: 'Indicatif du pays' })).toHaveValue('France (+33)');
    await next(user);
    expectFieldError(screen.getByRole('textbox', { name: /^Prénom/ }), fr.required);
    expectFieldError(screen.getByLabelText(/^Confirmation du mot de passe/), fr.passwordMismatch);
    expectFieldError(screen.getByRole('textbox', { name: /^Téléphone/ }), fr.required);

    await user.type(screen.getByRole('textbox', { name: /^Téléphone/ }), '12');
    await next(user);
    expectFieldError(screen.getByRole('textbox', { name: /^Téléphone/ }), fr.phone);
    expect(screen.getByRole('heading', { level: 2, name: 'Vos coordonnées' })).toBeInTheDocument();
  });

  it('asks a shipper for its shipments and a carrier for its fleet, as the account type says', async () => {
    serve();
    const user = userEvent.setup();
    renderForm(filled({ activity: { shipmentsCount: null, typesOfGoods: [], trucksCount: null, trucksTypes: [] } }));
    await forwardTo(user, 'Activité');
    expect(screen.getByRole('radiogroup', { name: /Combien d'expéditions par mois/ })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: /Combien de véhicules/ })).not.toBeInTheDocument();
    await next(user);
    expectFieldError(screen.getByRole('radiogroup', { name: /Combien d'expéditions par mois/ }), fr.required);
    expectFieldError(screen.getByRole('group', { name: /Quels types de marchandises/ }), fr.selectAtLeastOne);

    for (let step = 0; step < 3; step++) await user.click(screen.getByRole('button', { name: 'Revenir' }));
    await stepTitle('Type de compte');
    await user.click(screen.getByRole('radio', { name: /Transporteur/ }));
    await forwardTo(user, 'Activité');
    expect(screen.getByRole('radiogroup', { name: /Combien de véhicules/ })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: /Combien d'expéditions/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '2 à 5 véhicules' }));
    await user.click(screen.getByRole('checkbox', { name: 'Semi-remorque' }));
    await next(user);
    expect(await stepTitle('Zones')).toBeInTheDocument();
  });
});

describe('RegisterForm: zones', { timeout: 120_000 }, () => {
  it('chooses wilayas in the list, a whole region at once, and on the map by a click on a marker', async () => {
    serve();
    giveElementsASize();
    const user = userEvent.setup();
    renderForm(filled({ zones: { pickup: [], delivery: [] } }));
    await forwardTo(user, 'Zones');
    const pickup = screen.getByRole('tabpanel', { name: /Zones d'enlèvement/ });

    await user.click(await within(pickup).findByRole('checkbox', { name: '16 — Alger' }));
    expect(within(pickup).getByRole('status')).toHaveTextContent('1 wilaya choisie');

    const figure = await within(pickup).findByRole(
      'figure',
      { name: "Carte des wilayas : Zones d'enlèvement" },
      {
        timeout: 10_000,
      },
    );
    const bejaia = await within(figure).findByTitle('06 — Béjaïa');
    fireEvent.click(bejaia);
    expect(within(pickup).getByRole('status')).toHaveTextContent('2 wilayas choisies');
    expect(within(pickup).getByRole('checkbox', { name: '06 — Béjaïa' })).toBeChecked();
    await waitFor(() => expect(bejaia).toHaveClass('tariq-zone-marker--selected'));
    // A second click gives it back.
    fireEvent.click(bejaia);
    expect(within(pickup).getByRole('checkbox', { name: '06 — Béjaïa' })).not.toBeChecked();

    await user.click(within(pickup).getByRole('checkbox', { name: 'Toute la région Nord-Ouest' }));
    expect(within(pickup).getByRole('status')).toHaveTextContent('8 wilayas choisies');
    expect(within(pickup).getByRole('checkbox', { name: '31 — Oran' })).toBeChecked();
    await waitFor(() => expect(within(figure).getByTitle('31 — Oran')).toHaveClass('tariq-zone-marker--selected'));

    // No delivery zone yet: the step is refused, and the delivery tab comes forward with its error.
    await next(user);
    const delivery = await screen.findByRole('tabpanel', { name: /Zones de livraison/ });
    expect(within(delivery).getByRole('alert')).toHaveTextContent(fr.selectAtLeastOne);
    await user.click(within(delivery).getByRole('checkbox', { name: '31 — Oran' }));
    await next(user);
    expect(await stepTitle('Documents')).toBeInTheDocument();
  });
});

describe('RegisterForm: sending', { timeout: 120_000 }, () => {
  it('refuses to send before the terms are accepted, then sends the JSON sign-up', async () => {
    const calls = serve(({ url }) =>
      url.pathname === '/api/auth/register'
        ? jsonResponse(201, { success: true, email: 'nadia@soummam.dz', isVerified: false })
        : null,
    );
    const user = userEvent.setup();
    const { onRegistered } = renderForm(filled());
    await forwardTo(user, 'Conditions');
    await next(user);
    expectFieldError(screen.getByRole('checkbox', { name: /J'ai lu et j'accepte/ }), fr.termsRequired);
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
    expect(screen.getByRole('link', { name: "conditions d'utilisation" })).toHaveAttribute('href', '/terms');

    await user.click(screen.getByRole('checkbox', { name: /J'ai lu et j'accepte/ }));
    await next(user);
    await waitFor(() =>
      expect(onRegistered).toHaveBeenCalledWith(expect.objectContaining({ email: 'nadia@soummam.dz' })),
    );
    const posted = calls.filter((call) => call.init.method === 'POST');
    expect(posted.map((call) => call.url.pathname)).toEqual(['/api/auth/register']);
    const body = JSON.parse(String(posted[0]!.init.body));
    expect(body).toMatchObject({
      accountType: 'shipper',
      company: { nif: '000016001234567', shareCapital: 1_000_000, phone: '+21334210000', mobile: null },
      user: { phone: '+33612345678', email: 'nadia@soummam.dz' },
      activity: { shipmentsCount: 'm', typesOfGoods: ['palette'] },
      zones: { pickup: ['06'], delivery: ['16'] },
      termsAccepted: true,
    });
    expect(body.activity).not.toHaveProperty('trucksCount');
    expect(body).not.toHaveProperty('network_invitation');
  });

  it('sends the token of a shipper’s private-exchange invitation with the sign-up', async () => {
    const calls = serve(({ url }) =>
      url.pathname === '/api/auth/register'
        ? jsonResponse(201, { success: true, email: 'nadia@soummam.dz', isVerified: false })
        : null,
    );
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    renderWithProviders(
      <MemoryRouter>
        <RegisterForm
          onRegistered={onRegistered}
          PlaceField={FakePlaceField}
          defaultValues={filled({ termsAccepted: true })}
          networkInvitation="tok-network"
          banner={<aside data-testid="network-banner" />}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('network-banner')).toBeInTheDocument();
    await forwardTo(user, 'Conditions');
    await next(user);
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const posted = calls.filter((call) => call.init.method === 'POST');
    expect(JSON.parse(String(posted[0]!.init.body))).toMatchObject({ network_invitation: 'tok-network' });
  });

  it('shows a 409 on the field it names, back on its step', async () => {
    serve(({ url }) =>
      url.pathname === '/api/auth/register'
        ? jsonResponse(409, {
            code: 'COMPANY_EXISTS',
            message: MESSAGES.fr.errors.COMPANY_EXISTS,
            fields: { 'company.nif': fr.companyExists },
          })
        : null,
    );
    const user = userEvent.setup();
    const { onRegistered } = renderForm(filled({ termsAccepted: true }));
    await forwardTo(user, 'Conditions');
    await next(user);
    expect(await stepTitle('Société')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fr.errors.COMPANY_EXISTS);
    expectFieldError(screen.getByRole('textbox', { name: /\(NIF\)/ }), fr.companyExists);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('shows an e-mail already taken on the personal step', async () => {
    serve(({ url }) =>
      url.pathname === '/api/auth/register'
        ? jsonResponse(409, {
            code: 'ACCOUNT_EXISTS',
            message: MESSAGES.fr.errors.ACCOUNT_EXISTS,
            fields: { 'user.email': fr.accountExists },
          })
        : null,
    );
    const user = userEvent.setup();
    renderForm(filled({ termsAccepted: true }));
    await forwardTo(user, 'Conditions');
    await next(user);
    expect(await stepTitle('Vos coordonnées')).toBeInTheDocument();
    expectFieldError(screen.getByRole('textbox', { name: /^Adresse e-mail/ }), fr.accountExists);
  });

  it('sends the sign-up as multipart, with its files, when documents were chosen; a refused file is shown on its field', async () => {
    let answer: Response = jsonResponse(415, {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: MESSAGES.fr.errors.UNSUPPORTED_MEDIA_TYPE,
      fields: { 'documents[social_security]': fr.fileType },
    });
    const calls = serve(({ url }) => (url.pathname === '/register_from_api/com' ? answer : null));
    const user = userEvent.setup();
    const { onRegistered } = renderForm(filled({ termsAccepted: true }));
    await forwardTo(user, 'Documents');
    const pdf = new File(['%PDF-1.4'], 'extrait.pdf', { type: 'application/pdf' });
    const image = new File(['not an image'], 'cnas.png', { type: 'image/png' });
    await user.upload(fileField('Extrait du registre du commerce (RC)'), pdf);
    await user.upload(fileField('Attestation de mise à jour CNAS / CASNOS'), image);
    expect(screen.getByRole('button', { name: /Extrait du registre du commerce/ })).toHaveTextContent('extrait.pdf');
    await next(user);
    await stepTitle('Conditions');
    await next(user);

    expect(await stepTitle('Documents')).toBeInTheDocument();
    expectFieldError(screen.getByRole('button', { name: /Attestation de mise à jour CNAS/ }), fr.fileType);
    const posted = calls.filter((call) => call.init.method === 'POST');
    expect(posted.map((call) => call.url.pathname)).toEqual(['/register_from_api/com']);
    const form = posted[0]!.init.body as FormData;
    expect(JSON.parse(String(form.get('data')))).toMatchObject({ accountType: 'shipper', termsAccepted: true });
    expect((form.get('documents[trade_register]') as File).name).toBe('extrait.pdf');
    expect((form.get('documents[social_security]') as File).name).toBe('cnas.png');
    // A shipper is not offered the carrier's documents.
    expect(screen.queryByText(/Attestation d'assurance des marchandises/)).not.toBeInTheDocument();

    answer = jsonResponse(201, { success: true, email: 'nadia@soummam.dz', isVerified: false, documents: [] });
    const insurance = screen
      .getByRole('button', { name: /Attestation de mise à jour CNAS/ })
      .closest('.mantine-FileInput-root');
    await user.click(within(insurance as HTMLElement).getByRole('button', { name: 'Retirer' }));
    await next(user);
    await next(user);
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const second = calls.filter((call) => call.init.method === 'POST')[1]!.init.body as FormData;
    expect(second.get('documents[social_security]')).toBeNull();
    expect(second.get('documents[trade_register]')).not.toBeNull();
  });
});
