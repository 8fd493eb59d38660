import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18next } from '../../lib/i18n';
import { saveTokens } from '../../lib/tokens';
import { jsonResponse } from '../../test/fake-fetch';
import {
  OTHER_TRUCK_ID,
  TRUCK_ID,
  bodiesOf,
  callsTo,
  dialogNamed,
  findToast,
  makeMyTrucks,
  makeTruck,
  makeTruckLoad,
  openMenuItem,
  openMyTrucks,
  serveTrucks,
  truckCard,
} from '../../test/trucks';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clean();
});

describe('/trucks/my: the carrier’s trucks', () => {
  it('shows 4 skeleton cards while loading, then each truck as a card', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    serveTrucks({
      answer: ({ url }) =>
        url.pathname === '/api/trucks/my'
          ? (held.then(() => jsonResponse(200, makeMyTrucks([makeTruck()]))) as unknown as Response)
          : undefined,
    });
    openMyTrucks();
    const loading = await screen.findByRole('status', { name: 'Chargement des camions…' });
    expect(within(loading).getAllByTestId('truck-card-skeleton')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 1, name: 'Mes camions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trouver un camion' })).toHaveAttribute('href', '/trucks');

    answer();
    const article = await truckCard('Renault T 480');
    const card = within(article);
    expect(screen.queryByTestId('truck-card-skeleton')).not.toBeInTheDocument();
    expect(document.title).toBe('Mes camions · Tariq');
    expect(await card.findByText('Tautliner standard')).toBeInTheDocument();
    expect(card.getByText('Rouiba, Alger')).toBeInTheDocument();
    expect(card.getByText('Oran')).toBeInTheDocument();
    expect(card.getAllByText('Algérie')).toHaveLength(2);
    expect(card.getByText('Disponible du 1 déc. 2026 au 10 déc. 2026')).toBeInTheDocument();
    const features = card.getByRole('list', { name: 'Caractéristiques' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Matières dangereuses acceptées', '24 000 kg', '13,6 m', '90 m³']);
    expect(card.getByRole('switch', { name: 'Visible dans la recherche' })).toBeChecked();
    expect(card.getByRole('img', { name: 'Camion sans photo' })).toBeInTheDocument();
    expect(article).not.toHaveAttribute('data-disabled', 'true');
  });

  it('says there is no truck yet, with a hint and a way to add one', async () => {
    serveTrucks({ trucks: [] });
    const { user } = openMyTrucks();
    expect(await screen.findByRole('heading', { name: "Vous n'avez aucun camion" })).toBeInTheDocument();
    expect(screen.getByText(/Ajoutez votre premier camion/)).toBeInTheDocument();
    const addButtons = screen.getAllByRole('button', { name: 'Ajouter un camion' });
    expect(addButtons).toHaveLength(2);
    await user.click(addButtons[1]!);
    expect(await dialogNamed('Ajouter un camion')).toBeInTheDocument();
  });

  it('says so in a toast when the trucks cannot be loaded, and asks again', async () => {
    let fails = true;
    serveTrucks({
      answer: ({ url }) =>
        url.pathname === '/api/trucks/my' && fails
          ? jsonResponse(500, { code: 'INTERNAL', message: "Une erreur s'est produite. Veuillez réessayer." })
          : undefined,
    });
    const { user } = openMyTrucks();
    const alert = await screen.findByRole('alert', {
      name: /Une erreur s'est produite lors du chargement des camions/,
    });
    // The alert's title and the toast.
    await waitFor(() =>
      expect(screen.getAllByText("Une erreur s'est produite lors du chargement des camions")).toHaveLength(2),
    );
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await truckCard('Renault T 480')).toBeInTheDocument();
  });

  it('shows a hidden truck as disabled, and a posting that ended as over', async () => {
    serveTrucks({
      trucks: [
        makeTruck({ isVisible: false }),
        makeTruck({ id: OTHER_TRUCK_ID, name: 'Mercedes Actros', isVisible: false, isExpired: true }),
      ],
    });
    const { user } = openMyTrucks();
    const hidden = await truckCard('Renault T 480');
    expect(hidden).toHaveAttribute('data-disabled', 'true');
    expect(within(hidden).getByText('Masqué')).toBeInTheDocument();
    expect(within(hidden).getByRole('switch', { name: 'Visible dans la recherche' })).not.toBeChecked();
    const ended = await truckCard('Mercedes Actros');
    expect(within(ended).getByText('Disponibilité terminée')).toBeInTheDocument();
    expect(within(ended).getByText(/Sa disponibilité est terminée/)).toBeInTheDocument();
    await user.click(within(hidden).getByRole('button', { name: 'Actions du camion Renault T 480' }));
    expect(await screen.findByRole('menuitem', { name: 'Publier' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Masquer' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Publier',
      'Modifier',
      'Coordonnées',
      'Disponibilité',
      'Supprimer',
    ]);
  });

  it('hides a truck with its switch and publishes it again from its menu, saying so each time', async () => {
    const calls = serveTrucks();
    const { user } = openMyTrucks();
    const card = await truckCard('Renault T 480');
    await user.click(within(card).getByRole('switch', { name: 'Visible dans la recherche' }));
    expect(await findToast("Votre camion n'est plus visible dans la recherche.")).toBeInTheDocument();
    await waitFor(() => expect(card).toHaveAttribute('data-disabled', 'true'));

    await openMenuItem(user, 'Renault T 480', 'Publier');
    expect(await findToast('Votre camion est désormais visible dans la recherche.')).toBeInTheDocument();
    await waitFor(() => expect(card).not.toHaveAttribute('data-disabled', 'true'));
    expect(bodiesOf(calls, 'PUT', `/api/trucks/${TRUCK_ID}`)).toEqual([{ isVisible: false }, { isVisible: true }]);
  });

  it('says why the visibility did not change when the server refuses', async () => {
    serveTrucks({
      answer: ({ init }) =>
        init.method === 'PUT' ? jsonResponse(409, { code: 'CONFLICT', message: 'Ce camion a changé.' }) : undefined,
    });
    const { user } = openMyTrucks();
    const card = await truckCard('Renault T 480');
    await user.click(within(card).getByRole('switch', { name: 'Visible dans la recherche' }));
    expect(await findToast('Ce camion a changé.')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Visible dans la recherche' })).toBeChecked();
  });

  it('deletes a truck only once confirmed', async () => {
    const calls = serveTrucks();
    const { user } = openMyTrucks();
    await openMenuItem(user, 'Renault T 480', 'Supprimer');
    let dialog = await dialogNamed('Etes-vous sûr de vouloir supprimer ce camion ?');
    expect(dialog).toHaveTextContent('Cette action est irréversible.');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'DELETE', `/api/trucks/${TRUCK_ID}`)).toEqual([]);

    await openMenuItem(user, 'Renault T 480', 'Supprimer');
    dialog = await dialogNamed('Etes-vous sûr de vouloir supprimer ce camion ?');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await findToast('Le camion a été supprimé avec succès.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: "Vous n'avez aucun camion" })).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', `/api/trucks/${TRUCK_ID}`)).toHaveLength(1);
  });

  it('shows why a deletion failed in an alert titled Erreur: the server’s words, or the generic ones', async () => {
    let body: object = { code: 'CONFLICT', message: 'Ce camion est engagé dans une mission.' };
    serveTrucks({ answer: ({ init }) => (init.method === 'DELETE' ? jsonResponse(409, body) : undefined) });
    const { user } = openMyTrucks();
    await openMenuItem(user, 'Renault T 480', 'Supprimer');
    const dialog = await dialogNamed('Etes-vous sûr de vouloir supprimer ce camion ?');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Erreur');
    expect(alert).toHaveTextContent('Ce camion est engagé dans une mission.');

    body = {};
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(alert).toHaveTextContent("Une erreur s'est produite. Veuillez réessayer."));
    expect(screen.getByRole('article', { name: 'Renault T 480' })).toBeInTheDocument();
  });

  it('closes every dialog with Escape', async () => {
    serveTrucks();
    const { user } = openMyTrucks();
    await truckCard('Renault T 480');
    await user.click(screen.getByRole('button', { name: 'Ajouter un camion' }));
    await dialogNamed('Ajouter un camion');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const [item, title] of [
      ['Modifier', 'Modifier le camion'],
      ['Coordonnées', 'Coordonnées du camion'],
      ['Disponibilité', 'Disponibilité du camion'],
      ['Supprimer', 'Etes-vous sûr de vouloir supprimer ce camion ?'],
    ] as const) {
      await openMenuItem(user, 'Renault T 480', item);
      await dialogNamed(title);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });
});

describe('/trucks/my: the loads for a truck', () => {
  it('opens the loads of the truck a notification links to, with why each fits and a link to it', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    serveTrucks({
      trucks: [makeTruck(), makeTruck({ id: OTHER_TRUCK_ID, name: 'Mercedes Actros' })],
      loads: [
        makeTruckLoad(),
        makeTruckLoad({
          uid: 'Bz4Kp2mQ',
          number: 'EXP-26-0051',
          departure: { country: 'DZ', state: 'Blida', city: null, date: '2026-12-03' },
          price: null,
          emptyKm: 41.6,
          reasons: ['dates', 'destination'],
        }),
      ],
    });
    openMyTrucks(`/trucks/my?truck=${OTHER_TRUCK_ID}`);
    const card = await truckCard('Mercedes Actros');
    const panel = within(await within(card).findByRole('region', { name: 'Chargements pour ce camion' }));
    expect(within(card).getByRole('button', { name: 'Chargements pour ce camion' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(scrolled).toContain(card));
    const list = await panel.findByRole('list', { name: 'Chargements pour ce camion' });
    const loads = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(loads).toHaveLength(2);
    const first = within(loads[0]!);
    expect(first.getByRole('link', { name: 'Rouiba → Es Senia' })).toHaveAttribute('href', '/offres/x7Kp2mQa');
    expect(first.getByText('4 km à vide')).toBeInTheDocument();
    expect(
      within(first.getByRole('list', { name: 'Pourquoi cette offre convient' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Près de son départ', 'Pendant sa disponibilité', 'Type de camion adapté', 'Poids dans sa capacité']);
    const second = within(loads[1]!);
    expect(second.getByRole('link', { name: 'Blida → Es Senia' })).toHaveAttribute('href', '/offres/Bz4Kp2mQ');
    expect(second.getByText('Prix à négocier')).toBeInTheDocument();
    expect(second.getByText('42 km à vide')).toBeInTheDocument();
    expect(second.getByText('Vers sa destination')).toBeInTheDocument();
    // The other truck's panel stays closed.
    const other = await truckCard('Renault T 480');
    expect(within(other).queryByRole('region', { name: 'Chargements pour ce camion' })).not.toBeInTheDocument();
  });

  it('turns the truck’s alerts on and off from its loads panel', async () => {
    const calls = serveTrucks({ loads: [] });
    const { user } = openMyTrucks();
    const card = await truckCard('Renault T 480');
    await user.click(within(card).getByRole('button', { name: 'Chargements pour ce camion' }));
    const panel = within(await within(card).findByRole('region', { name: 'Chargements pour ce camion' }));
    expect(await panel.findByText(/Aucune offre ouverte ne convient à ce camion/)).toBeInTheDocument();
    const alerts = panel.getByRole('switch', { name: /^Alertes/ });
    expect(alerts).not.toBeChecked();
    await user.click(alerts);
    await waitFor(() => expect(alerts).toBeChecked());
    expect(await findToast(/^Alertes activées/)).toBeInTheDocument();
    await user.click(alerts);
    await waitFor(() => expect(alerts).not.toBeChecked());
    expect(bodiesOf(calls, 'PUT', `/api/trucks/${TRUCK_ID}`)).toEqual([{ alerts: true }, { alerts: false }]);
  });
});

describe('/trucks/my: the truck’s picture', () => {
  it('shows the picture read with the session, and refuses a file of another type before sending it', async () => {
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: () => 'blob:truck-1', revokeObjectURL: () => undefined });
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    const picture = `/api/trucks/${TRUCK_ID}/picture?v=2`;
    const calls = serveTrucks({
      trucks: [makeTruck({ picture })],
      answer: ({ url }) =>
        url.pathname === `/api/trucks/${TRUCK_ID}/picture` && url.search === '?v=2'
          ? new Response('RIFF····WEBP', { headers: { 'content-type': 'image/webp' } })
          : undefined,
    });
    openMyTrucks();
    const card = within(await truckCard('Renault T 480'));
    expect(await card.findByRole('img', { name: 'Photo du camion Renault T 480' })).toHaveAttribute(
      'src',
      'blob:truck-1',
    );
    const [read] = calls.filter((call) => call.url.pathname === `/api/trucks/${TRUCK_ID}/picture`);
    expect(new Headers(read!.init.headers).get('Authorization')).toBe('Bearer access');

    const input = card
      .getByRole('button', { name: 'Changer la photo du camion Renault T 480' })
      .parentElement!.querySelector<HTMLInputElement>('input[type=file]')!;
    // As a browser lets a user pick any file despite `accept`.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'carte-grise.pdf', { type: 'application/pdf' })] },
    });
    expect(await card.findByText('Formats acceptés : JPEG, PNG ou WebP.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `/api/trucks/${TRUCK_ID}/picture`)).toEqual([]);
  });
});

describe('/trucks/my in Arabic', () => {
  afterEach(async () => {
    await act(() => changeLanguage('fr', { persist: false }));
  });

  it('reads right to left, with no message key on the page or in the wizard', async () => {
    await act(() => changeLanguage('ar', { persist: false }));
    serveTrucks();
    const { user } = openMyTrucks();
    expect(await screen.findByRole('heading', { level: 1, name: 'شاحناتي' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    const card = await truckCard('Renault T 480');
    expect(within(card).getByRole('switch', { name: 'ظاهرة في البحث' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'إضافة شاحنة' }));
    const dialog = await dialogNamed('إضافة شاحنة');
    expect(within(dialog).getByRole('heading', { name: '1. معلومات الشاحنة' })).toBeInTheDocument();
    const keyShaped = /\btrucks\.[a-z]+\.[A-Za-z.]+/;
    expect(document.body.textContent).not.toMatch(keyShaped);
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder]'))
      expect(`${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('placeholder') ?? ''}`).not.toMatch(
        keyShaped,
      );
    expect(i18next.language).toBe('ar');
  });
});
