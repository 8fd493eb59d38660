import type { TRoute } from '@tariq/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../../test/fake-fetch';
import { makeOffer } from '../../../test/offers';
import { renderWithProviders } from '../../../test/render';
import { RouteDetails } from './route-details';

afterEach(() => vi.unstubAllGlobals());

const ESTIMATE: TRoute = {
  engine: 'estimate',
  estimate: true,
  fallback: false,
  option: 'fastest',
  distance_km: 452,
  duration_min: 452,
  geometry: [
    [36.7383, 3.2808],
    [35.6478, -0.6239],
  ],
  vehicle_class: 'axles4_plus',
  toll: { km: null, amount: '0.00', currency: 'DZD', source: 'Président Tebboune, 7 février 2026' },
  fuel: {
    litres: 154.6,
    litres_per_100km: 34.2,
    price_per_litre: '31.00',
    amount: '4792.60',
    currency: 'DZD',
    source: 'Arrêté du 10 avril 2012',
  },
  co2e_kg: 500.8,
};

const OSRM: TRoute = {
  ...ESTIMATE,
  engine: 'osrm',
  estimate: false,
  option: 'avoid_tolls',
  distance_km: 418,
  duration_min: 360,
  geometry: [
    [36.7383, 3.2808],
    [36.45, 2.2],
    [35.6478, -0.6239],
  ],
  toll: { ...ESTIMATE.toll, km: 0 },
};

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

function figures(dialog: HTMLElement): Record<string, string> {
  const terms = within(dialog).getAllByRole('term');
  const definitions = within(dialog).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent, plain(definitions[index]!.textContent)]));
}

async function openModal() {
  const offer = makeOffer();
  renderWithProviders(
    <RouteDetails departure={offer.departure} destination={offer.destination} truck_type={offer.truck_type} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Itinéraire et péages' }));
  return screen.findByRole('dialog', { name: 'Itinéraire Rouiba → Es Senia' });
}

describe('the route map modal', () => {
  it('asks nothing until opened, then shows the estimate: dashed line, ≈ figures, Algeria’s 0 DA toll, fuel and CO2e', async () => {
    const calls = serveFetch(() => jsonResponse(200, { data: ESTIMATE }));
    const offer = makeOffer();
    renderWithProviders(
      <RouteDetails departure={offer.departure} destination={offer.destination} truck_type={offer.truck_type} />,
    );
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Itinéraire et péages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Itinéraire Rouiba → Es Senia' });
    await within(dialog).findByText('Distance');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      from: offer.departure.place_id,
      to: offer.destination.place_id,
      option: 'fastest',
      truck_type: 'tautliner_standard',
    });
    expect(figures(dialog)).toEqual({
      Distance: '≈ 452 km',
      Durée: '≈ 7 h 32 min',
      Péage: '0,00 DZD',
      Carburant: '154,6 L (34,2 L/100 km) · 4 792,60 DZD',
      'Émissions (CO2e, véhicule entier)': '500,8 kg CO2e',
    });
    expect(within(dialog).getByText(/^Estimation : distance à vol d'oiseau/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Président Tebboune/)).toBeInTheDocument();
    // The class the server read from the truck type is the one selected.
    expect(within(dialog).getByRole('combobox', { name: 'Classe de péage du véhicule' })).toHaveValue(
      'Plus de 3 essieux',
    );
    const figure = await within(dialog).findByRole('figure', { name: "Carte de l'itinéraire de Rouiba à Es Senia" });
    await waitFor(() => expect(figure.querySelector('svg path.leaflet-interactive')).not.toBeNull());
    expect(figure.querySelector('svg path.leaflet-interactive')!.getAttribute('stroke-dasharray')).toBe('6 6');
  });

  it('asks again for another option or class, and draws an engine’s route as a solid line with its toll kilometres', async () => {
    const calls = serveFetch(({ url }) =>
      jsonResponse(200, {
        data:
          url.searchParams.get('option') === 'avoid_tolls'
            ? { ...OSRM, vehicle_class: url.searchParams.get('vehicle_class') ?? 'axles4_plus' }
            : { ...OSRM, option: 'fastest', distance_km: 432, toll: { ...OSRM.toll, km: 380 } },
      }),
    );
    const dialog = await openModal();
    await within(dialog).findByText('432 km');
    expect(within(dialog).getByText('(380 km à péage)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Éviter les péages'));
    await within(dialog).findByText('418 km');
    expect(calls.at(-1)!.url.searchParams.get('option')).toBe('avoid_tolls');
    expect(within(dialog).queryByText(/à péage/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/^Estimation/)).not.toBeInTheDocument();
    const figure = within(dialog).getByRole('figure');
    await waitFor(() => expect(figure.querySelector('svg path.leaflet-interactive')).not.toBeNull());
    expect(figure.querySelector('svg path.leaflet-interactive')!.getAttribute('stroke-dasharray')).toBeNull();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Classe de péage du véhicule' }));
    await userEvent.click(await screen.findByRole('option', { name: '2 essieux, moins de 12 t' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('vehicle_class')).toBe('axles2_under_12t'));
    expect(calls.at(-1)!.url.searchParams.get('truck_type')).toBeNull();
  });

  it('says when the routing engine failed and an estimate answered, and when nothing can be estimated', async () => {
    serveFetch(() =>
      jsonResponse(200, {
        data: {
          ...ESTIMATE,
          fallback: true,
          distance_km: null,
          duration_min: null,
          co2e_kg: null,
          fuel: { ...ESTIMATE.fuel, litres: null, amount: null },
        },
      }),
    );
    const dialog = await openModal();
    expect(
      await within(dialog).findByText("Le calcul d'itinéraire ne répond pas : une estimation est affichée."),
    ).toBeInTheDocument();
    expect(figures(dialog).Distance).toBe('Non estimable (lieux sans coordonnées propres)');
  });

  it('shows an error with a retry that asks again', async () => {
    let fail = true;
    const calls = serveFetch(() =>
      fail ? jsonResponse(500, { code: 'INTERNAL', message: 'Erreur' }) : jsonResponse(200, { data: ESTIMATE }),
    );
    const dialog = await openModal();
    expect(await within(dialog).findByText("L'itinéraire n'a pas pu être chargé.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    await within(dialog).findByText('≈ 452 km');
    expect(calls).toHaveLength(2);
  });
});
