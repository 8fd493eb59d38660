import { OFFER_LIMITS, offerToday } from '@tariq/contracts/offers';
import type { TPlaceValue } from '@tariq/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { changeLanguage } from '../../../lib/i18n';
import { jsonResponse, serveFetch } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render';
import { emptyOfferForm, offerFormFrom } from '../utils/offer-form-values';
import type { TOfferFormValues } from '../utils/offer-form-values';
import { OfferForm } from './offer-form';
import type { TPlaceFieldProps, TPriceHintProps } from './offer-form';
import { OfferTemplatesBar } from './offer-templates-bar';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage('fr', { persist: false }));
});

// Intl's separators: a narrow no-break space groups French thousands and parts a number from its unit.
const NNBSP = '\u202f';

const ALGER: TPlaceValue = {
  country: 'DZ',
  place_id: 'DZ:16',
  state: { id: '16', name: 'Alger' },
  city: null,
  lat: 36.75,
  lng: 3.06,
};
const BEJAIA: TPlaceValue = {
  country: 'DZ',
  place_id: 'DZ:06:0601',
  state: { id: '06', name: 'Béjaïa' },
  city: { id: '0601', name: 'Béjaïa' },
  lat: 36.75,
  lng: 5.06,
};

/** The place picker has its own tests; here a stand-in that picks one place per click. */
function FakePlaceField({ value, onChange, label, error }: TPlaceFieldProps) {
  return (
    <div>
      <button type="button" onClick={() => onChange(label === 'Ville ou wilaya' && !value ? ALGER : BEJAIA)}>
        {value ? value.state.name : label}
      </button>
      {error ? <p>{error}</p> : null}
    </div>
  );
}

const today = offerToday();

function filledForm(): TOfferFormValues {
  return {
    ...emptyOfferForm(),
    departure: { place: ALGER, address: '12 rue Didouche Mourad', date: today, time: '08:00', comment: '' },
    destination: { place: BEJAIA, address: 'Zone industrielle', date: today, time: '17:00', comment: '' },
    goods_type: 'palletised',
    weight_kg: 12000,
    height_m: 2.4,
    mpl: 6.8,
    pallets: { EUROP: 16 },
    truck_type: 'tautliner_standard',
    truck_power_type: 'thermal',
    price: 85000,
    payment_method: 'transfer',
    payment_term: '30_days',
  };
}

function renderForm(
  options: {
    defaultValues?: TOfferFormValues;
    onSubmit?: (request: Record<string, unknown>) => Promise<void>;
    canPublishPrivately?: boolean;
    currentPublicAfter?: string | null;
    PriceHint?: ComponentType<TPriceHintProps>;
  } = {},
) {
  const onSubmit = vi.fn(options.onSubmit ?? (async () => undefined));
  // In a router: the empty network's notice links to /private-bourse.
  const utils = renderWithProviders(
    <MemoryRouter>
      <OfferForm
        mode={{ kind: 'create' }}
        defaultValues={options.defaultValues}
        PlaceField={FakePlaceField}
        failureMessage="Une erreur est survenue lors de la publication de l'offre. Veuillez réessayer."
        onSubmit={onSubmit}
        header={(form) => <OfferTemplatesBar {...form} />}
        canPublishPrivately={options.canPublishPrivately}
        currentPublicAfter={options.currentPublicAfter}
        PriceHint={options.PriceHint}
      />
    </MemoryRouter>,
  );
  return { ...utils, onSubmit };
}

const GROUP_EST = '7b0c2d4e-0000-4000-8000-0000000000a1';
const GROUP_ORAN = '7b0c2d4e-0000-4000-8000-0000000000a2';
const ATLAS = '7b0c2d4e-0000-4000-8000-0000000000c1';
const SAHEL = '7b0c2d4e-0000-4000-8000-0000000000c2';

function networkCarrier(id: string, name: string, city: string | null) {
  return {
    id,
    name,
    city,
    postalCode: null,
    country: 'DZ',
    rating: { average: null, count: 0 },
    documentsValidUntil: null,
    truckTypes: [],
    zones: [],
    missionsWithYou: 0,
    inNetwork: true,
    groupIds: [],
    addedAt: '2026-11-01T09:00:00.000Z',
  };
}

/** `GET /api/private-exchange/network`: two groups and two carriers, unless a test says otherwise. */
const NETWORK = {
  carriers: [networkCarrier(ATLAS, 'Transports Atlas Express', 'Blida'), networkCarrier(SAHEL, 'Sahel Fret', null)],
  groups: [
    { id: GROUP_EST, name: 'Frigorifique Est', carrierIds: [ATLAS, SAHEL] },
    { id: GROUP_ORAN, name: 'Partenaires Oran', carrierIds: [SAHEL] },
  ],
  invitations: [],
};

function serveTemplates(initial: unknown[] = [], network: unknown = NETWORK) {
  const templates = [...initial];
  const calls = serveFetch(async ({ url, init }) => {
    if (url.pathname === '/api/private-exchange/network') return jsonResponse(200, network);
    if (url.pathname === '/api/offer-templates' && (init.method ?? 'GET') === 'GET')
      return jsonResponse(200, { data: templates });
    if (url.pathname === '/api/offer-templates' && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { name: string; offer: Record<string, unknown> };
      const template = { id: '7b0c2d4e-0000-4000-8000-000000000001', created_at: new Date().toISOString(), ...body };
      templates.push(template);
      return jsonResponse(201, template);
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
  return { calls, templates };
}

describe('OfferForm', () => {
  it('shows the pallet grid, the container fields and the bulk type only with their goods type', async () => {
    serveTemplates();
    const user = userEvent.setup();
    renderForm();
    const goods = await screen.findByRole('radiogroup', { name: /Type de marchandise/ });
    expect(screen.queryByRole('group', { name: 'Palettes' })).not.toBeInTheDocument();

    await user.click(await within(goods).findByRole('radio', { name: 'Palettisée' }));
    expect(await screen.findByRole('group', { name: 'Palettes' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'EUROP' })).toBeInTheDocument();

    await user.click(within(goods).getByRole('radio', { name: 'Conteneur' }));
    expect(screen.queryByRole('group', { name: 'Palettes' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Type de conteneur/ })).toBeInTheDocument();

    await user.click(within(goods).getByRole('radio', { name: 'Vrac solide' }));
    expect(screen.queryByRole('combobox', { name: /Type de conteneur/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Type de vrac/ })).toBeInTheDocument();
  });

  it("refuses an incomplete form with the spec's message and each field's error, and sends nothing", async () => {
    serveTemplates();
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: "Publier l'offre" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
    );
    expect(screen.getByRole('textbox', { name: /Poids/ })).toHaveAccessibleDescription('Ce champ est obligatoire');
    expect(screen.getAllByRole('textbox', { name: /Adresse/ })[0]).toHaveAccessibleDescription(
      'Ce champ est obligatoire',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a weight over 44 t and a same-day arrival before the departure, on the fields', async () => {
    serveTemplates();
    const user = userEvent.setup();
    const values = filledForm();
    values.weight_kg = OFFER_LIMITS.weightKgMax + 1;
    values.destination.time = '07:00';
    const { onSubmit } = renderForm({ defaultValues: values });
    await user.click(screen.getByRole('button', { name: "Publier l'offre" }));
    expect(await screen.findByRole('textbox', { name: /Poids/ })).toHaveAccessibleDescription(
      `La valeur ne doit pas dépasser 44${NNBSP}000${NNBSP}kg`,
    );
    expect(screen.getAllByLabelText(/Heure/)[1]).toHaveAccessibleDescription(
      "Le même jour, l'heure d'arrivée doit être après l'heure de départ",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('tells each limit in the user’s number format with its unit: kg, m, pallets, the chosen currency', async () => {
    serveTemplates();
    const user = userEvent.setup();
    const values = filledForm();
    values.weight_kg = 44_001;
    values.height_m = 4.5;
    values.width_m = 2.6;
    values.pallets = { EUROP: 1000 };
    values.price = 10_000_000_000;
    renderForm({ defaultValues: values });
    await user.click(screen.getByRole('button', { name: "Publier l'offre" }));
    expect(await screen.findByRole('textbox', { name: /Poids/ })).toHaveAccessibleDescription(
      `La valeur ne doit pas dépasser 44${NNBSP}000${NNBSP}kg`,
    );
    expect(screen.getByRole('textbox', { name: /Hauteur/ })).toHaveAccessibleDescription(
      `La valeur ne doit pas dépasser 4${NNBSP}m`,
    );
    expect(screen.getByRole('textbox', { name: /Largeur/ })).toHaveAccessibleDescription(
      `La valeur ne doit pas dépasser 2,55${NNBSP}m`,
    );
    expect(screen.getByRole('textbox', { name: 'EUROP' })).toHaveAccessibleDescription(
      'La valeur ne doit pas dépasser 999\u00a0palettes',
    );
    expect(screen.getByRole('textbox', { name: /Prix/ })).toHaveAccessibleDescription(
      `La valeur ne doit pas dépasser 9${NNBSP}999${NNBSP}999${NNBSP}999,99\u00a0DZD`,
    );
  });

  it('tells a limit in English and in Arabic with their own number formats', async () => {
    serveTemplates();
    const user = userEvent.setup();
    const values = filledForm();
    values.weight_kg = 44_001;
    values.width_m = 2.6;
    await act(() => changeLanguage('en', { persist: false }));
    const english = renderForm({ defaultValues: values });
    await user.click(screen.getByRole('button', { name: 'Publish the offer' }));
    expect(await screen.findByRole('textbox', { name: /Weight/ })).toHaveAccessibleDescription(
      'The value must not exceed 44,000 kg',
    );
    expect(screen.getByRole('textbox', { name: /Width/ })).toHaveAccessibleDescription(
      'The value must not exceed 2.55 m',
    );
    english.unmount();

    await act(() => changeLanguage('ar', { persist: false }));
    renderForm({ defaultValues: values });
    const arabicWeight = new Intl.NumberFormat('ar', { style: 'unit', unit: 'kilogram' }).format(44_000);
    await user.click(screen.getByRole('button', { name: /نشر/ }));
    await waitFor(() => expect(screen.getByText(`يجب ألا تتجاوز القيمة ${arabicWeight}`)).toBeInTheDocument());
    expect(arabicWeight).toMatch(/كغم?$/);
  });

  it('shows and takes dates the French way, with Mantine pickers and no native date or time input', async () => {
    serveTemplates();
    const user = userEvent.setup();
    const values = filledForm();
    values.departure.date = '2099-11-26';
    values.destination.date = '2099-11-27';
    const { container, onSubmit } = renderForm({ defaultValues: values });
    const [departure, destination] = screen.getAllByRole('textbox', { name: /^Date/ });
    expect(departure).toHaveValue('26/11/2099');
    expect(container.querySelector('input[type=date], input[type=time], input[type=datetime-local]')).toBeNull();

    // Typed as a dispatcher writes it: day, month, year.
    await user.clear(destination!);
    await user.type(destination!, '3/12/2099');
    await user.tab();
    expect(destination).toHaveValue('03/12/2099');
    await user.click(screen.getByRole('button', { name: "Publier l'offre" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      departure: { date: '2099-11-26', time: '08:00' },
      destination: { date: '2099-12-03', time: '17:00' },
    });
  });

  it('opens a calendar in French, the week starting on Monday', async () => {
    serveTemplates();
    const user = userEvent.setup();
    const values = filledForm();
    values.departure.date = '2099-11-26';
    renderForm({ defaultValues: values });
    await user.click(screen.getAllByRole('textbox', { name: /^Date/ })[0]!);
    expect(await screen.findByRole('button', { name: 'novembre 2099' })).toBeInTheDocument();
    const weekdays = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(weekdays.slice(0, 2)).toEqual(['lu', 'ma']);
  });

  it('refuses a weight typed with a minus sign with the field’s message, instead of dropping the sign', async () => {
    serveTemplates();
    const user = userEvent.setup();
    const values = filledForm();
    const { onSubmit } = renderForm({ defaultValues: values });
    const weight = screen.getByRole('textbox', { name: /Poids/ });
    await user.clear(weight);
    await user.type(weight, '-50');
    expect(weight).toHaveValue('-50');
    await user.click(screen.getByRole('button', { name: "Publier l'offre" }));
    expect(await screen.findByRole('textbox', { name: /Poids/ })).toHaveAccessibleDescription(
      'La valeur doit être supérieure à 0',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an address over 255 characters with its message, without cutting what was typed', async () => {
    serveTemplates();
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ defaultValues: filledForm() });
    const address = screen.getAllByRole('textbox', { name: /Adresse/ })[0]!;
    await user.clear(address);
    await user.click(address);
    await user.paste('a'.repeat(256));
    expect(address).toHaveValue('a'.repeat(256));
    await user.click(screen.getByRole('button', { name: "Publier l'offre" }));
    await waitFor(() => expect(address).toHaveAccessibleDescription('Au plus 255 caractères'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the checked request with its copies', async () => {
    serveTemplates();
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ defaultValues: filledForm() });
    const copies = screen.getByRole('textbox', { name: /Nombre de copies/ });
    await user.clear(copies);
    await user.type(copies, '2');
    await user.click(screen.getByRole('button', { name: 'Publier 2 offres' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      copies: 2,
      departure: { country: 'DZ', place_id: 'DZ:16', address: '12 rue Didouche Mourad', date: today, time: '08:00' },
      destination: { place_id: 'DZ:06:0601' },
      goods_type: 'palletised',
      weight_kg: 12000,
      pallets: { EUROP: 16 },
      container_type: null,
      price: 85000,
      length_m: null,
    });
  });

  it('keeps what was typed and says so when publishing fails, and shows the server’s field errors', async () => {
    serveTemplates();
    const user = userEvent.setup();
    let attempt = 0;
    renderForm({
      defaultValues: filledForm(),
      onSubmit: async () => {
        attempt++;
        if (attempt === 1) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'Le service est momentanément indisponible.');
        throw new ApiError(400, 'VALIDATION', 'Veuillez corriger…', { 'departure.place_id': 'Valeur invalide' });
      },
    });
    await user.click(screen.getByRole('button', { name: "Publier l'offre" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Une erreur est survenue lors de la publication de l'offre. Veuillez réessayer.",
    );
    expect(screen.getByRole('textbox', { name: /Poids/ })).toHaveValue('12000');

    await user.click(screen.getByRole('button', { name: "Publier l'offre" }));
    expect(await screen.findByText('Valeur invalide')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
    );
  });

  it('asks for a template name before saving, in its own words', async () => {
    const { calls } = serveTemplates();
    const user = userEvent.setup();
    renderForm({ defaultValues: filledForm() });
    await user.click(screen.getByRole('button', { name: 'Enregistrer comme modèle' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: /Nom du modèle/ });
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Donnez un nom au modèle'));
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
  });

  it('saves the form as a template and fills a new form from it', async () => {
    const { calls } = serveTemplates();
    const user = userEvent.setup();
    const first = renderForm({ defaultValues: filledForm() });
    await user.click(screen.getByRole('button', { name: 'Enregistrer comme modèle' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Nom du modèle/ }), 'Alger → Béjaïa');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'POST')).toBe(true));
    const posted = JSON.parse(String(calls.find((call) => call.init.method === 'POST')!.init.body));
    expect(posted).toMatchObject({
      name: 'Alger → Béjaïa',
      offer: { weight_kg: 12000, departure: { place_id: 'DZ:16', place: ALGER }, pallets: { EUROP: 16 } },
    });
    first.unmount();

    renderForm();
    const select = await screen.findByRole('combobox', { name: "Créer à partir d'un modèle" });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Alger → Béjaïa' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Poids/ })).toHaveValue('12000'));
    expect(screen.getByRole('button', { name: 'Alger' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'EUROP' })).toHaveValue('16');
  });
});

describe('OfferForm, private offers', () => {
  it('offers Bourse privée only to a company with the private exchange', async () => {
    serveTemplates();
    const first = renderForm({ defaultValues: filledForm() });
    expect(screen.getByRole('region', { name: 'Visibilité' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Bourse privée' })).not.toBeInTheDocument();
    first.unmount();

    renderForm({ defaultValues: filledForm(), canPublishPrivately: true });
    expect(screen.getByRole('radio', { name: 'Bourse publique' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bourse privée' })).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Bourse privée' })).not.toBeInTheDocument();
  });

  it('sends a private offer to the whole network by default, with no cascade', async () => {
    const { calls } = serveTemplates();
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ defaultValues: filledForm(), canPublishPrivately: true });
    await user.click(screen.getByRole('radio', { name: 'Bourse privée' }));
    expect(await screen.findByRole('radio', { name: 'Tout mon réseau' })).toBeChecked();
    expect(calls.some((call) => call.url.pathname === '/api/private-exchange/network')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Délai avant la bourse publique' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: "Publier l'offre" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      visibility: 'private',
      private_audience: { groups: [], carriers: [] },
      public_after_minutes: null,
    });
  });

  it('sends the chosen groups and carriers, and the cascade in minutes', async () => {
    serveTemplates();
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ defaultValues: filledForm(), canPublishPrivately: true });
    await user.click(screen.getByRole('radio', { name: 'Bourse privée' }));
    await user.click(await screen.findByRole('radio', { name: 'Groupes ou transporteurs choisis' }));
    await user.click(screen.getByRole('combobox', { name: 'Groupes' }));
    await user.click(await screen.findByRole('option', { name: 'Frigorifique Est (2 transporteurs)' }));
    await user.click(screen.getByRole('combobox', { name: 'Transporteurs' }));
    await user.click(await screen.findByRole('option', { name: 'Transports Atlas Express (Blida)' }));

    await user.click(screen.getByRole('checkbox', { name: /Publier dans la bourse publique/ }));
    const delay = screen.getByRole('textbox', { name: 'Délai avant la bourse publique' });
    expect(delay).toBeEnabled();
    await user.clear(delay);
    await user.type(delay, '3');
    await user.click(screen.getByRole('button', { name: "Publier l'offre" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      visibility: 'private',
      private_audience: { groups: [GROUP_EST], carriers: [ATLAS] },
      public_after_minutes: 180,
    });
  });

  it('refuses a choice of nobody, and a cascade under 15 minutes, before sending', async () => {
    serveTemplates();
    const user = userEvent.setup();
    const values = filledForm();
    values.visibility = 'private';
    values.audience = 'chosen';
    values.public_after = { enabled: true, delay: 10, unit: 'minutes' };
    const { onSubmit } = renderForm({ defaultValues: values, canPublishPrivately: true });
    await screen.findByRole('combobox', { name: 'Groupes' });
    await user.click(screen.getByRole('button', { name: "Publier l'offre" }));
    expect(await screen.findByText('Choisissez au moins une option.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Délai avant la bourse publique' })).toHaveAccessibleDescription(/15/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusals under the audience and the delay", async () => {
    serveTemplates();
    const user = userEvent.setup();
    const values = filledForm();
    values.visibility = 'private';
    values.public_after = { enabled: true, delay: 2, unit: 'hours' };
    renderForm({
      defaultValues: values,
      canPublishPrivately: true,
      onSubmit: async () => {
        throw new ApiError(400, 'VALIDATION', 'Veuillez corriger…', {
          private_audience: "Aucun transporteur de votre réseau n'est dans cette sélection.",
          public_after_minutes: 'La valeur est trop grande',
        });
      },
    });
    await screen.findByRole('radio', { name: 'Tout mon réseau' });
    await user.click(screen.getByRole('button', { name: "Publier l'offre" }));
    expect(
      await screen.findByText("Aucun transporteur de votre réseau n'est dans cette sélection."),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Délai avant la bourse publique' })).toHaveAccessibleDescription(
      'La valeur est trop grande',
    );
  });

  it('says when the network is empty, and where to fill it', async () => {
    serveTemplates([], { carriers: [], groups: [], invitations: [] });
    const user = userEvent.setup();
    renderForm({ defaultValues: filledForm(), canPublishPrivately: true });
    await user.click(screen.getByRole('radio', { name: 'Bourse privée' }));
    expect(await screen.findByText('Votre réseau est vide')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter des transporteurs à mon réseau' })).toHaveAttribute(
      'href',
      '/private-bourse',
    );
    // The cascade still makes sense: nobody in the network, the public exchange later.
    expect(screen.getByRole('checkbox', { name: /Publier dans la bourse publique/ })).toBeInTheDocument();
  });

  it('fills the form from a private offer: its audience, and the minutes left before it goes public', async () => {
    serveTemplates();
    const user = userEvent.setup();
    const now = Date.parse('2026-11-24T10:00:00.000Z');
    const publicAfter = '2026-11-24T13:00:00.000Z';
    const values = offerFormFrom(
      {
        ...filledForm(),
        departure: { ...filledForm().departure, ...ALGER },
        visibility: 'private',
        private_audience: { groups: [GROUP_ORAN], carriers: [] },
        public_after: publicAfter,
        made_public_at: null,
      },
      now,
    );
    expect(values).toMatchObject({
      audience: 'chosen',
      private_audience: { groups: [GROUP_ORAN], carriers: [] },
      public_after: { enabled: true, delay: 3, unit: 'hours' },
    });
    // Due in 5 minutes: the contract's minimum, not a refusal.
    expect(offerFormFrom({ public_after: '2026-11-24T10:05:00.000Z' }, now).public_after).toEqual({
      enabled: true,
      delay: 15,
      unit: 'minutes',
    });
    expect(
      offerFormFrom({ public_after: publicAfter, made_public_at: '2026-11-24T09:00:00.000Z' }, now).public_after
        .enabled,
    ).toBe(false);

    const { onSubmit } = renderForm({ defaultValues: values, currentPublicAfter: publicAfter });
    // Already private: still shown, even without the module now.
    expect(screen.getByRole('radio', { name: 'Bourse privée' })).toBeChecked();
    await screen.findByRole('combobox', { name: 'Groupes' });
    expect(screen.getByRole('option', { name: 'Partenaires Oran (1 transporteur)', hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('option', { name: 'Frigorifique Est (2 transporteurs)', hidden: true })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByText(/^Prévue dans la bourse publique le 24 nov\. 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Publier l'offre" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      visibility: 'private',
      private_audience: { groups: [GROUP_ORAN], carriers: [] },
      public_after_minutes: 180,
    });
  });
});

describe('OfferForm, the usual price of the lane', () => {
  /** The page hands in the lane prices' hint; here a stand-in that says what it was told. */
  function FakePriceHint({ from, to, truckType }: TPriceHintProps) {
    return <p>{`Lane: ${from?.state.id ?? '-'} → ${to?.state.id ?? '-'}, ${truckType ?? '-'}`}</p>;
  }

  it('tells the hint under the price the two places and the truck type as the shipper chooses them', async () => {
    const user = userEvent.setup();
    renderForm({
      defaultValues: { ...filledForm(), destination: { ...filledForm().destination, place: null } },
      PriceHint: FakePriceHint,
    });
    const prices = screen.getByRole('region', { name: 'Prix et paiement' });
    expect(within(prices).getByText('Lane: 16 → -, tautliner_standard')).toBeInTheDocument();
    // The stand-in picker of the destination (the only one still empty) picks Alger: a lane within a wilaya.
    await user.click(screen.getByRole('button', { name: 'Ville ou wilaya' }));
    expect(await within(prices).findByText('Lane: 16 → 16, tautliner_standard')).toBeInTheDocument();
  });

  it('draws no hint when the page gives none', () => {
    renderForm({ defaultValues: filledForm() });
    expect(screen.queryByText(/^Lane:/)).not.toBeInTheDocument();
  });
});
