import type { TPlaceValue } from '@tariq/contracts';
import { ZCountry, ZPlaceSearchResponse } from '@tariq/contracts/places';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../../test/fake-fetch';
import type { TFakeCall } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render';
import { PlacePicker } from './place-picker';

// The server's answers, checked against the shared schemas so they cannot drift from the real ones.
const countries = ZCountry.array().parse([
  { alpha2: 'DZ', nom_fr_fr: 'Algérie', name: 'Algérie' },
  { alpha2: 'FR', nom_fr_fr: 'France', name: 'France' },
  { alpha2: 'TN', nom_fr_fr: 'Tunisie', name: 'Tunisie' },
]);

const places = ZPlaceSearchResponse.parse({
  data: [
    {
      place_id: 'dz-city-0601',
      kind: 'city',
      country: { alpha2: 'DZ', name: 'Algérie' },
      state: { id: '06', name: 'Béjaïa' },
      city: { id: '0601', name: 'Bejaia' },
      lat: 36.7509,
      lng: 5.0567,
    },
    {
      place_id: 'dz-state-06',
      kind: 'state',
      country: { alpha2: 'DZ', name: 'Algérie' },
      state: { id: '06', name: 'Béjaïa' },
      city: null,
      lat: 36.7559,
      lng: 5.0843,
    },
    {
      place_id: 'fr-city-75056',
      kind: 'city',
      country: { alpha2: 'FR', name: 'France' },
      state: { id: 'IDF', name: 'Île-de-France' },
      city: { id: '75056', name: 'Paris' },
      lat: 48.8566,
      lng: 2.3522,
    },
  ],
}).data;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The two routes of the picker, answering as the server does: one country at a time. */
function serveThePlaces() {
  return serveFetch(({ url }) => {
    if (url.pathname === '/api/country/active') return jsonResponse(200, { data: countries });
    if (url.pathname === '/api/places/search') {
      const country = url.searchParams.get('country');
      const query = fold(url.searchParams.get('q') ?? '');
      const data = places.filter(
        (place) =>
          place.country.alpha2 === country &&
          [place.city?.name, place.state.name].some((name) => name && fold(name).includes(query)),
      );
      return jsonResponse(200, { data });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

const searchCalls = (calls: TFakeCall[]) => calls.filter((call) => call.url.pathname === '/api/places/search');

/** A form holding the picker's value, as a page would. */
function Harness({ onChange }: { onChange: (value: TPlaceValue | null) => void }) {
  const [value, setValue] = useState<TPlaceValue | null>(null);
  return (
    <PlacePicker
      label="Lieu de chargement"
      required
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PlacePicker', () => {
  it('defaults to Algeria and searches in French within the chosen country only', async () => {
    const calls = serveThePlaces();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={vi.fn()} />);

    const countryField = screen.getByRole('combobox', { name: /^Pays/ });
    await waitFor(() => expect(countryField).toHaveValue('Algérie'));
    const placeField = screen.getByRole('combobox', { name: /^Lieu de chargement/ });
    await user.type(placeField, 'Bej');
    expect(await screen.findByRole('option', { name: 'Bejaia — Béjaïa' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Béjaïa' })).toBeInTheDocument();
    const [first] = searchCalls(calls);
    expect(first?.url.searchParams.get('country')).toBe('DZ');
    expect(first?.url.searchParams.get('lang')).toBe('fr');
    expect(first?.url.searchParams.get('q')).toBe('Bej');
    // Debounced: one request for the three letters.
    expect(searchCalls(calls)).toHaveLength(1);

    await user.click(countryField);
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await waitFor(() => expect(countryField).toHaveValue('France'));
    // The results of the previous country are gone with its text.
    expect(placeField).toHaveValue('');
    expect(screen.queryByRole('option', { name: 'Bejaia — Béjaïa' })).not.toBeInTheDocument();

    await user.type(placeField, 'Par');
    expect(await screen.findByRole('option', { name: 'Paris — Île-de-France' })).toBeInTheDocument();
    const after = searchCalls(calls).slice(1);
    expect(after.length).toBeGreaterThan(0);
    expect(after.map((call) => call.url.searchParams.get('country'))).toEqual(after.map(() => 'FR'));
    expect(after.at(-1)?.url.searchParams.get('q')).toBe('Par');
  });

  it('picks a result with the keyboard and hands over the exact place value', async () => {
    serveThePlaces();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} />);

    const placeField = screen.getByRole('combobox', { name: /^Lieu de chargement/ });
    await user.type(placeField, 'bejaia');
    await screen.findByRole('option', { name: 'Bejaia — Béjaïa' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(onChange).toHaveBeenLastCalledWith({
      country: 'DZ',
      state: { id: '06', name: 'Béjaïa' },
      city: null,
      place_id: 'dz-state-06',
      lat: 36.7559,
      lng: 5.0843,
    } satisfies TPlaceValue);
    expect(placeField).toHaveValue('Béjaïa');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
  });

  it('clears the chosen place when the country changes', async () => {
    serveThePlaces();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} />);

    await user.type(screen.getByRole('combobox', { name: /^Lieu de chargement/ }), 'Bej');
    await screen.findByRole('option', { name: 'Bejaia — Béjaïa' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ place_id: 'dz-city-0601' }));

    await user.click(screen.getByRole('combobox', { name: /^Pays/ }));
    await user.click(await screen.findByRole('option', { name: 'Tunisie' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('combobox', { name: /^Lieu de chargement/ })).toHaveValue('');
  });

  it("says 'Aucun résultat trouvé' when nothing matches", async () => {
    serveThePlaces();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={vi.fn()} />);
    await user.type(screen.getByRole('combobox', { name: /^Lieu de chargement/ }), 'zzz');
    expect(await screen.findByText('Aucun résultat trouvé')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
