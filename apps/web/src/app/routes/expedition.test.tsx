import type { TOffer, TOfferStatus } from '@tariq/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeOffer, makeOfferList } from '../../test/offers';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const shipper = () =>
  makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'], firstname: 'Amina', lastname: 'Benali' });

type THandler = (call: TFakeCall, body: unknown) => Response | undefined;

/**
 * The offers routes of the API around one offer, `offer` as the server holds it now (a test changes
 * it as the server would). `handle` answers first; what it leaves goes to GET, or is a 404.
 */
function serveOffer(state: { offer: TOffer | null }, handle: THandler = () => undefined) {
  return serveFetch(({ url, init }) => {
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const answer = handle({ url, init }, body);
    if (answer) return answer;
    if (url.pathname === '/api/offers/my') return jsonResponse(200, makeOfferList({ data: [] }));
    // No carrier has answered the offer yet (the proposals have their own tests).
    if (url.pathname === `/api/offers/${state.offer?.uid}/proposals`) return jsonResponse(200, { data: [] });
    if (url.pathname === `/api/offers/${state.offer?.uid}` && (init.method ?? 'GET') === 'GET')
      return jsonResponse(200, state.offer);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

const requests = (calls: TFakeCall[], method: string, pathname: string) =>
  calls
    .filter((call) => (call.init.method ?? 'GET') === method && call.url.pathname === pathname)
    .map((call) => (call.init.body ? (JSON.parse(String(call.init.body)) as unknown) : null));

/** The terms of a section and what each says, spaces as a reader sees them. */
function fields(sectionName: string): Record<string, string> {
  const section = within(screen.getByRole('region', { name: sectionName }));
  const terms = section.getAllByRole('term');
  const definitions = section.getAllByRole('definition');
  return Object.fromEntries(
    terms.map((term, index) => [term.textContent, definitions[index]!.textContent.replace(/\s+/g, ' ').trim()]),
  );
}

/** The names of the action buttons and links, in their order on the page. */
const actionNames = () =>
  [...screen.getByRole('group', { name: "Actions sur l'expédition" }).querySelectorAll('a, button')].map(
    (element) => element.textContent,
  );

async function openPage(offer: TOffer, handle?: THandler) {
  const state = { offer: offer as TOffer | null };
  const calls = serveOffer(state, handle);
  const view = renderRoute(`/expeditions/${offer.uid}`, shipper());
  await screen.findByRole('heading', { level: 1, name: 'Rouiba (Alger) → Es Senia (Oran)' });
  return { ...view, calls, state, user: userEvent.setup() };
}

describe('the shipment detail', () => {
  it('shows every field of the offer, grouped as in the form, with its status, distance and map', async () => {
    await openPage(makeOffer());
    expect(screen.getByText('En bourse')).toBeInTheDocument();
    expect(screen.getByText('Distance estimée : ≈ 452 km')).toBeInTheDocument();
    expect(screen.getByText(/^N° d'expédition EXP-26-0042 · Publiée le 20 nov\. 2026/)).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Carte du trajet de Rouiba à Es Senia' })).toBeInTheDocument();

    expect(fields('Départ')).toEqual({
      Lieu: '🇩🇿 Rouiba, Alger, Algérie',
      Adresse: 'Zone industrielle, lot 12',
      Date: '1 déc. 2026',
      Heure: '08:00',
      Commentaire: 'Quai n° 3, badge à demander au poste de garde',
    });
    expect(fields('Arrivée')).toEqual({
      Lieu: '🇩🇿 Es Senia, Oran, Algérie',
      Adresse: "Route de l'aéroport",
      Date: '2 déc. 2026',
      Heure: '14:30',
      Commentaire: 'Non renseigné',
    });
    expect(fields('Marchandise')).toEqual({
      'Type de marchandise': 'Palettisée',
      Poids: '12 000 kg',
      'Hauteur maximale': '2,5 m',
      Longueur: '13,6 m',
      Largeur: '2,45 m',
      'Mètres de plancher (mpl)': '8,5',
      Palettes: '18 × EUROP',
      'Palettes gerbées': 'Non',
      'Marchandises dangereuses': 'Non',
      Réfrigéré: 'Non',
    });
    expect(fields('Véhicule')).toEqual({
      'Type de véhicule': 'Tautliner standard',
      Motorisation: 'Thermique',
      'Hayon élévateur': 'Oui',
      Manutention: 'Par le transporteur',
    });
    expect(fields('Prix et paiement')).toEqual({
      'Prix HT': '85 000 DZD',
      'Prix négociable': 'Oui',
      Devise: 'Dinar algérien (DZD)',
      'Moyen de paiement': 'Virement',
      'Délai de paiement': '30 jours',
    });
    expect(fields('Visibilité')).toEqual({ Bourse: 'Bourse publique', 'Coordonnées visibles': 'Oui' });
    expect(fields('Références')).toEqual({
      'Référence de chargement': 'CHG-2026-118',
      'Référence de déchargement': 'Non renseigné',
    });
  });

  it('shows a private offer: its audience by name and when it goes public, or when it went', async () => {
    const group = '7b0c2d4e-0000-4000-8000-0000000000a1';
    const carrier = '7b0c2d4e-0000-4000-8000-0000000000c1';
    const gone = '7b0c2d4e-0000-4000-8000-0000000000c9';
    const network = {
      carriers: [{ id: carrier, name: 'Transports Atlas Express' }],
      groups: [{ id: group, name: 'Frigorifique Est', carrierIds: [carrier] }],
      invitations: [],
    };
    const { unmount } = await openPage(
      makeOffer({
        visibility: 'private',
        private_audience: { groups: [group], carriers: [carrier, gone] },
        public_after: '2026-11-24T13:00:00.000Z',
      }),
      ({ url }) => (url.pathname === '/api/private-exchange/network' ? jsonResponse(200, network) : undefined),
    );
    await waitFor(() =>
      expect(fields('Visibilité')).toMatchObject({
        Bourse: 'Bourse privée',
        Destinataires: 'Groupes : Frigorifique Est · Transporteurs : Transports Atlas Express, retiré du réseau',
      }),
    );
    expect(fields('Visibilité')['Passage en bourse publique']).toMatch(/^Publique à partir du 24 nov\. 2026, 14:00/);
    unmount();

    await openPage(
      makeOffer({
        visibility: 'private',
        private_audience: { groups: [], carriers: [] },
        public_after: '2026-11-24T13:00:00.000Z',
        made_public_at: '2026-11-24T13:00:05.000Z',
      }),
    );
    expect(fields('Visibilité')).toMatchObject({ Bourse: 'Bourse privée', Destinataires: 'Tout mon réseau' });
    expect(fields('Visibilité')['Passage en bourse publique']).toMatch(
      /^Publiée dans la bourse publique le 24 nov\. 2026, 14:00/,
    );
  });

  it('shows the container or bulk fields of such goods, and À négocier without a price', async () => {
    await openPage(
      makeOffer({
        goods_type: 'container',
        pallets: {},
        container_type: 'reefer',
        container_size: '40',
        price: null,
        price_negotiable: false,
      }),
    );
    expect(fields('Marchandise')).toMatchObject({
      'Type de marchandise': 'Conteneur',
      'Type de conteneur': 'Frigorifique',
      'Taille du conteneur': '40 pieds',
    });
    expect(fields('Marchandise')).not.toHaveProperty('Palettes');
    expect(fields('Prix et paiement')).toMatchObject({ 'Prix HT': 'À négocier', 'Prix négociable': 'Non' });
  });

  it.each<[TOfferStatus, string[]]>([
    ['in_exchange', ['Modifier', 'Modifier le prix', 'Références', "Annuler l'expédition", 'Supprimer']],
    ['scheduled', ['Références', "Annuler l'expédition", 'Supprimer']],
    ['in_progress', ['Références', "Annuler l'expédition"]],
    ['completed', []],
    ['cancelled', ['Supprimer']],
    ['expired', ['Supprimer']],
  ])('offers, for an offer %s, only the actions its status allows', async (status, expected) => {
    await openPage(makeOffer({ status }));
    expect(actionNames()).toEqual(expected);
    if (status === 'in_exchange')
      expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', '/expeditions/x7Kp2mQa/edit');
  });

  it('changes the price with the version the user saw, and on 409 shows why and reads the offer again', async () => {
    let stale = true;
    const { calls, state, user } = await openPage(makeOffer(), ({ init }, body) => {
      if (init.method !== 'PATCH') return undefined;
      if (stale) {
        // Meanwhile, someone else changed the offer (version 4).
        stale = false;
        state.offer = makeOffer({ version: 4, price: 80000 });
        return jsonResponse(409, {
          code: 'STALE_VERSION',
          message: 'Cette offre a été modifiée entre-temps. Rechargez-la, puis réessayez.',
        });
      }
      state.offer = makeOffer({ version: 5, price: (body as { price: number }).price });
      return jsonResponse(200, state.offer);
    });

    await user.click(screen.getByRole('button', { name: 'Modifier le prix' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le prix' }));
    const price = dialog.getByRole('textbox', { name: 'Prix HT' });
    await user.clear(price);
    await user.type(price, '92500,5');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Cette offre a été modifiée entre-temps. Rechargez-la, puis réessayez.',
    );
    const path = '/api/offers/x7Kp2mQa/price';
    expect(requests(calls, 'PATCH', path)).toEqual([{ price: 92500.5, price_negotiable: true, version: 3 }]);
    // The offer as it is now is read again: the next try carries its version.
    await waitFor(() => expect(requests(calls, 'GET', '/api/offers/x7Kp2mQa')).toHaveLength(2));
    await waitFor(() => expect(fields('Prix et paiement')).toMatchObject({ 'Prix HT': '80 000 DZD' }));

    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests(calls, 'PATCH', path).at(-1)).toEqual({ price: 92500.5, price_negotiable: true, version: 4 });
    expect(fields('Prix et paiement')).toMatchObject({ 'Prix HT': '92 500,50 DZD' });
  });

  it('sends no price when the field is emptied: the price is then to negotiate', async () => {
    const { calls, state, user } = await openPage(makeOffer(), ({ init }, body) => {
      if (init.method !== 'PATCH') return undefined;
      state.offer = makeOffer({ version: 4, ...(body as Partial<TOffer>) });
      return jsonResponse(200, state.offer);
    });
    await user.click(screen.getByRole('button', { name: 'Modifier le prix' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le prix' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Prix HT' }));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests(calls, 'PATCH', '/api/offers/x7Kp2mQa/price')).toEqual([
      { price: null, price_negotiable: true, version: 3 },
    ]);
    expect(fields('Prix et paiement')).toMatchObject({ 'Prix HT': 'À négocier' });
  });

  it("shows the server's check of the price under the field", async () => {
    const { user } = await openPage(makeOffer(), ({ init }) =>
      init.method === 'PATCH'
        ? jsonResponse(400, {
            code: 'VALIDATION',
            message: 'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
            fields: { price: 'Le prix dépasse le plafond autorisé.' },
          })
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Modifier le prix' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le prix' }));
    const price = dialog.getByRole('textbox', { name: 'Prix HT' });
    await user.clear(price);
    await user.type(price, '5');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription(/Le prix dépasse le plafond autorisé\./));
    expect(price).toBeInvalid();
  });

  it('refuses a price of 0 before asking the server, in the words of the contract', async () => {
    const { calls, user } = await openPage(makeOffer());
    await user.click(screen.getByRole('button', { name: 'Modifier le prix' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le prix' }));
    const price = dialog.getByRole('textbox', { name: 'Prix HT' });
    await user.clear(price);
    await user.type(price, '0');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription(/La valeur doit être supérieure à 0/));
    expect(price).toBeInvalid();
    expect(requests(calls, 'PATCH', '/api/offers/x7Kp2mQa/price')).toEqual([]);
  });

  it('saves the loading and unloading references', async () => {
    const { calls, state, user } = await openPage(makeOffer({ status: 'scheduled' }), ({ init }, body) => {
      if (init.method !== 'PATCH') return undefined;
      state.offer = makeOffer({ status: 'scheduled', ...(body as Partial<TOffer>) });
      return jsonResponse(200, state.offer);
    });
    await user.click(screen.getByRole('button', { name: 'Références' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Références' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Référence de chargement' }));
    await user.type(dialog.getByRole('textbox', { name: 'Référence de déchargement' }), 'LIV-77');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests(calls, 'PATCH', '/api/offers/x7Kp2mQa/references')).toEqual([
      { loading_reference: null, unloading_reference: 'LIV-77' },
    ]);
    expect(fields('Références')).toEqual({
      'Référence de chargement': 'Non renseigné',
      'Référence de déchargement': 'LIV-77',
    });
  });

  it('cancels the shipment with the reason given', async () => {
    const { calls, state, user } = await openPage(makeOffer({ status: 'scheduled' }), ({ init }, body) => {
      if (init.method !== 'POST') return undefined;
      state.offer = makeOffer({ status: 'cancelled', cancel_reason: (body as { reason: string }).reason });
      return jsonResponse(200, state.offer);
    });
    await user.click(screen.getByRole('button', { name: "Annuler l'expédition" }));
    const dialog = within(await screen.findByRole('dialog', { name: "Annuler l'expédition" }));
    expect(dialog.getByText(/les transporteurs concernés seront prévenus/)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Motif (facultatif)' }), '  Commande annulée par le client ');
    await user.click(dialog.getByRole('button', { name: "Annuler l'expédition" }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests(calls, 'POST', '/api/offers/x7Kp2mQa/cancel')).toEqual([
      { reason: 'Commande annulée par le client' },
    ]);
    expect(await screen.findByText('Annulée')).toBeInTheDocument();
    expect(screen.getByText("Motif de l'annulation")).toBeInTheDocument();
    expect(screen.getByText('Commande annulée par le client')).toBeInTheDocument();
    expect(actionNames()).toEqual(['Supprimer']);
  });

  it('deletes the shipment only once the user confirms, then returns to the list', async () => {
    const { calls, router, state, user } = await openPage(makeOffer(), ({ init }) => {
      if (init.method !== 'DELETE') return undefined;
      state.offer = null;
      return jsonResponse(200, { success: true });
    });
    const path = '/api/offers/x7Kp2mQa';

    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    let dialog = within(await screen.findByRole('dialog', { name: "Supprimer l'expédition" }));
    expect(dialog.getByText("L'expédition, ses propositions et ses missions seront supprimées.")).toBeInTheDocument();
    expect(dialog.getByText('Cette action est irréversible.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests(calls, 'DELETE', path)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    dialog = within(await screen.findByRole('dialog', { name: "Supprimer l'expédition" }));
    expect(requests(calls, 'DELETE', path)).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Supprimer définitivement' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/expeditions'));
    expect(requests(calls, 'DELETE', path)).toHaveLength(1);
    expect(await screen.findByText('Aucune expédition en bourse.')).toBeInTheDocument();
  });

  it('says when the server refuses the deletion, and keeps the page', async () => {
    const { calls, router, user } = await openPage(makeOffer({ status: 'scheduled' }), ({ init }) =>
      init.method === 'DELETE'
        ? jsonResponse(409, {
            code: 'OFFER_DELETE_REFUSED',
            message: "Une mission de cette offre est en cours ou terminée : l'offre ne peut pas être supprimée.",
          })
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Supprimer l'expédition" }));
    await user.click(dialog.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      "Une mission de cette offre est en cours ou terminée : l'offre ne peut pas être supprimée.",
    );
    expect(router.state.location.pathname).toBe('/expeditions/x7Kp2mQa');
    // A conflict: the offer is read again, its status may have changed.
    await waitFor(() => expect(requests(calls, 'GET', '/api/offers/x7Kp2mQa')).toHaveLength(2));
  });

  it('says when the shipment does not exist, with a way back to the list', async () => {
    serveOffer({ offer: null });
    renderRoute('/expeditions/unknown', shipper());
    expect(await screen.findByRole('heading', { name: 'Expédition introuvable' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('link', { name: 'Retour à vos expéditions' }).at(-1)).toHaveAttribute(
      'href',
      '/expeditions',
    );
  });
});
