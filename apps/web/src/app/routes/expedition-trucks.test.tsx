import type { TOffer } from '@tariq/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeOffer, makeOfferList } from '../../test/offers';
import { makeUser, renderRoute } from '../../test/render';
import { makeLoadTruck, makeTruckSearchItem } from '../../test/truck-search';

afterEach(() => vi.unstubAllGlobals());

const shipper = (modules: 'trucks'[] = ['trucks']) =>
  makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'], modules });

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Ressource introuvable.' };

/** The API around one of the shipper's offers: `trucks` answers its trucks for the load. */
function serveOffer(offer: TOffer, trucks: () => Response) {
  return serveFetch(({ url }) => {
    if (url.pathname === '/api/offers/my') return jsonResponse(200, makeOfferList({ data: [] }));
    if (url.pathname === `/api/offers/${offer.uid}/proposals`) return jsonResponse(200, { data: [] });
    if (url.pathname === `/api/offers/${offer.uid}/trucks`) return trucks();
    if (url.pathname === `/api/offers/${offer.uid}`) return jsonResponse(200, offer);
    return jsonResponse(404, NOT_FOUND);
  });
}

const truckCalls = (calls: TFakeCall[]) => calls.filter((call) => call.url.pathname.endsWith('/trucks'));

const plain = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim();

/** Two trucks that fit: the nearer first, as the server orders them. */
const fitting = () => ({
  data: [
    makeLoadTruck(),
    makeLoadTruck({
      ...makeTruckSearchItem({
        id: '00000000-0000-4000-8000-0000000007a2',
        name: 'Mercedes Actros',
        company: { id: '00000000-0000-4000-8000-0000000000a2', name: 'Béjaïa Express', rating: null },
        contact: {
          useSocietyContact: false,
          firstName: 'Nadia',
          lastName: 'Saïdi',
          email: 'nadia.saidi@bejaia-express.dz',
          phone: '+213 661 22 33 44',
        },
        callContact: { name: 'Nadia Saïdi', email: 'nadia.saidi@bejaia-express.dz', phone: '+213 661 22 33 44' },
        comment: null,
      }),
      emptyKm: 87.6,
      reasons: ['near', 'dates', 'type', 'weight', 'volume', 'dangerous', 'destination'],
    }),
  ],
});

async function openOffer(offer: TOffer, trucks: () => Response, user = shipper()) {
  const calls = serveOffer(offer, trucks);
  renderRoute(`/expeditions/${offer.uid}`, user);
  await screen.findByRole('heading', { level: 1, name: /Rouiba/ }, { timeout: 10_000 });
  return { calls, events: userEvent.setup() };
}

describe('the trucks for a load, on the shipper’s offer', () => {
  it('lists the trucks that fit, nearest first, each with why it fits, and opens its contact', async () => {
    const { calls, events } = await openOffer(makeOffer(), () => jsonResponse(200, fitting()));
    const panel = within(await screen.findByRole('region', { name: 'Camions pour ce chargement' }));
    const cards = await panel.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Volvo FH 500',
      'Mercedes Actros',
    ]);
    const reasons = (card: HTMLElement) =>
      within(within(card).getByRole('list', { name: 'Pourquoi ce camion convient' }))
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent));
    expect(reasons(cards[0]!)).toEqual([
      'À 12 km du chargement',
      'Dates compatibles',
      'Type compatible',
      'Capacité suffisante',
    ]);
    expect(reasons(cards[1]!)).toEqual([
      'À 88 km du chargement',
      'Dates compatibles',
      'Type compatible',
      'Capacité suffisante',
      'Volume suffisant',
      'Accepte les matières dangereuses',
      'Va vers la destination',
    ]);
    const first = within(cards[0]!);
    expect(first.getByText('Transports Atlas Express')).toBeInTheDocument();
    expect(first.getByText('Disponible du 1 déc. 2026 au 15 déc. 2026')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Rechercher un véhicule' })).toHaveAttribute('href', '/trucks');

    await events.click(first.getByRole('button', { name: 'Contacter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contacter : Volvo FH 500' }));
    expect(dialog.getByText('Contact de la société').nextElementSibling).toHaveTextContent('Karim Haddad');
    expect(dialog.getByRole('link', { name: '+213 550 98 76 54' })).toHaveAttribute('href', 'tel:+213550987654');
    expect(dialog.getByRole('link', { name: 'contact@atlas-express.dz' })).toHaveAttribute(
      'href',
      'mailto:contact@atlas-express.dz',
    );
    expect(dialog.getByText('Hayon élévateur. Appeler de préférence le matin.')).toBeInTheDocument();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await events.click(within(cards[1]!).getByRole('button', { name: 'Contacter' }));
    const own = within(await screen.findByRole('dialog', { name: 'Contacter : Mercedes Actros' }));
    expect(own.getByText('Contact').nextElementSibling).toHaveTextContent('Nadia Saïdi');
    expect(truckCalls(calls).map((call) => call.url.pathname)).toEqual(['/api/offers/x7Kp2mQa/trucks']);
  });

  it('says when no truck fits yet', async () => {
    await openOffer(makeOffer(), () => jsonResponse(200, { data: [] }));
    const panel = within(await screen.findByRole('region', { name: 'Camions pour ce chargement' }));
    expect(
      await panel.findByText('Aucun camion disponible ne correspond à ce chargement pour le moment.'),
    ).toBeInTheDocument();
    expect(panel.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when the trucks cannot be read, and asks again on request', async () => {
    let failures = 1;
    const { events } = await openOffer(makeOffer(), () =>
      failures-- > 0
        ? jsonResponse(429, {
            code: 'TOO_MANY_REQUESTS',
            message: 'Trop de tentatives. Veuillez réessayer dans 1 minute(s).',
          })
        : jsonResponse(200, fitting()),
    );
    const panel = within(await screen.findByRole('region', { name: 'Camions pour ce chargement' }));
    const alert = await panel.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger les camions pour ce chargement');
    await events.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await panel.findAllByRole('article')).toHaveLength(2);
  });

  it('is not there without the trucks module', async () => {
    const { calls } = await openOffer(makeOffer(), () => jsonResponse(200, fitting()), shipper([]));
    // The page is complete: its proposals are there, its trucks are not.
    expect(await screen.findByRole('region', { name: 'Propositions' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Camions pour ce chargement' })).not.toBeInTheDocument();
    expect(truckCalls(calls)).toEqual([]);
  });

  it('is not there once a carrier is chosen', async () => {
    const scheduled = makeOffer({ status: 'scheduled' });
    const { calls } = await openOffer(scheduled, () => jsonResponse(200, fitting()));
    await screen.findByText('Planifiée');
    expect(screen.queryByRole('region', { name: 'Camions pour ce chargement' })).not.toBeInTheDocument();
    expect(truckCalls(calls)).toEqual([]);
  });
});

describe('in Arabic', () => {
  afterEach(async () => {
    await act(() => changeLanguage('fr', { persist: false }));
  });

  it('words the panel and the reasons in Arabic, with no raw key', async () => {
    await act(() => changeLanguage('ar', { persist: false }));
    const { events } = await openOffer(makeOffer(), () => jsonResponse(200, fitting()));
    const panel = within(await screen.findByRole('region', { name: 'شاحنات لهذه الشحنة' }));
    const [first] = await panel.findAllByRole('article');
    expect(within(first!).getByText('تواريخ متوافقة')).toBeInTheDocument();
    expect(plain(within(first!).getByText(/من مكان التحميل/).textContent)).toMatch(/^على بعد 12 كم من مكان التحميل$/);
    await events.click(within(first!).getByRole('button', { name: 'تواصل' }));
    expect(await screen.findByRole('dialog', { name: 'تواصل: Volvo FH 500' })).toBeInTheDocument();
    const texts = [document.body.textContent ?? ''];
    for (const element of document.body.querySelectorAll('*'))
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt'])
        texts.push(element.getAttribute(attribute) ?? '');
    expect(texts.flatMap((text) => text.match(/\b(?:trucks|catalogue|components)\.[A-Za-z_][\w.]*/g) ?? [])).toEqual(
      [],
    );
  });
});
