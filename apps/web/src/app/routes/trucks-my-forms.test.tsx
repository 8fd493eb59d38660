import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fake-fetch';
import {
  TRUCK_ID,
  bodiesOf,
  callsTo,
  choosePlace,
  dialogNamed,
  fill,
  findToast,
  makeTruck,
  openMenuItem,
  openMyTrucks,
  serveTrucks,
  truckCard,
} from '../../test/trucks';
import type { TUser } from '../../test/trucks';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clean();
});

const nextButton = () => screen.getByRole('button', { name: 'Suivant' });

/** The wizard's first step filled: a name and a complete type (the catalogue's labels arrive first). */
async function fillTruckStep(user: TUser, type = 'Frigorifique') {
  const typeField = await screen.findByRole('combobox', { name: /^Type de camion/ });
  await waitFor(() => expect(typeField).toBeEnabled());
  await fill(user, screen.getByRole('textbox', { name: /^Nom du camion/ }), 'Volvo FH 500');
  await user.click(typeField);
  await user.click(await screen.findByRole('option', { name: type }));
}

/** The third step filled: Alger → Béjaïa, from 15 Dec 2099, 24.5 t. */
async function fillAvailabilityStep(user: TUser) {
  await choosePlace(user, /^Lieu de départ/, 'Alg', 'Alger');
  await choosePlace(user, /^Lieu d'arrivée/, 'Bej', 'Bejaia — Béjaïa');
  await fill(user, screen.getByRole('textbox', { name: /^Disponible à partir du/ }), '15/12/2099');
  await user.tab();
  await fill(user, screen.getByRole('textbox', { name: /^Poids \(t\)/ }), '24,5');
}

describe('/trucks/my: the add-truck wizard', () => {
  // Three steps typed key by key: 7 s on a quiet machine, over 20 s on a busy one (CI shares it).
  it('goes on only once each step is valid, and sends the weight typed in tonnes in kg', async () => {
    const calls = serveTrucks({ trucks: [] });
    const { user } = openMyTrucks();
    await user.click((await screen.findAllByRole('button', { name: 'Ajouter un camion' }))[0]!);
    const dialog = await dialogNamed('Ajouter un camion');
    expect(within(dialog).getByRole('heading', { name: '1. Informations du camion' })).toBeInTheDocument();
    expect(within(dialog).getByText('Étape 1 sur 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Revenir' })).toBeDisabled();
    expect(nextButton()).toBeDisabled();

    // Step 1: a name alone is not enough; a type with subtypes needs its subtype.
    await fillTruckStep(user, 'Fourgon');
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /^Sous-type/ }));
    await user.click(await screen.findByRole('option', { name: 'Fourgon 20 m³' }));
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await user.click(nextButton());

    // Step 2: someone to call, all four fields valid; or the account's own contact.
    expect(await within(dialog).findByRole('heading', { name: '2. Informations de contact' })).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    await fill(user, screen.getByRole('textbox', { name: /^Prénom/ }), 'Yacine');
    await fill(user, screen.getByRole('textbox', { name: /^Nom\b/ }), 'Brahimi');
    await fill(user, screen.getByRole('textbox', { name: /^Téléphone/ }), '06 12 34 56 78');
    await fill(user, screen.getByRole('textbox', { name: /^Adresse e-mail/ }), 'yacine@atlas');
    await user.tab();
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    await fill(user, screen.getByRole('textbox', { name: /^Adresse e-mail/ }), '.dz');
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await user.click(screen.getByRole('switch', { name: /^Utiliser le contact de mon compte/ }));
    expect(screen.queryByRole('textbox', { name: /^Prénom/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /^Utiliser le contact de mon compte/ }));
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await user.click(nextButton());

    // Step 3: places, a start date, a weight of at most 80 t.
    expect(await within(dialog).findByRole('heading', { name: '3. Disponibilité du camion' })).toBeInTheDocument();
    const finish = within(dialog).getByRole('button', { name: 'Terminer' });
    expect(finish).toBeDisabled();
    await choosePlace(user, /^Lieu de départ/, 'Alg', 'Alger');
    await choosePlace(user, /^Lieu d'arrivée/, 'Bej', 'Bejaia — Béjaïa');
    await fill(user, screen.getByRole('textbox', { name: /^Disponible à partir du/ }), '15/12/2099');
    await user.tab();
    expect(finish).toBeDisabled();
    const weight = screen.getByRole('textbox', { name: /^Poids \(t\)/ });
    await fill(user, weight, '81');
    expect(await screen.findByText(/^Le poids ne doit pas dépasser 80\s+t\.$/)).toBeInTheDocument();
    expect(finish).toBeDisabled();
    await user.clear(weight);
    await fill(user, weight, '24,5');
    await fill(user, screen.getByRole('textbox', { name: /^Longueur \(m\)/ }), '7,2');
    await user.click(screen.getByRole('checkbox', { name: 'Palettisée' }));
    await waitFor(() => expect(finish).toBeEnabled());
    await user.click(finish);

    expect(await findToast('Camion Volvo FH 500 ajouté avec succès')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = bodiesOf(calls, 'POST', '/api/trucks');
    expect(sent).toEqual({
      name: 'Volvo FH 500',
      type: 'van_20m3',
      goods: ['palletised'],
      canTakeDangerousGoods: false,
      weight: 24500,
      length: 7.2,
      volume: null,
      startCountry: 'DZ',
      startState: 'Alger',
      startCity: null,
      start_place_id: 'dz-state-16',
      latitude: 36.7538,
      longitude: 3.0588,
      endCountry: 'DZ',
      endState: 'Béjaïa',
      endCity: 'Bejaia',
      end_place_id: 'dz-city-0601',
      startDate: '2099-12-15',
      endDate: null,
      contact: {
        useSocietyContact: false,
        firstName: 'Yacine',
        lastName: 'Brahimi',
        email: 'yacine@atlas.dz',
        phone: '+33612345678',
      },
      comment: null,
      isVisible: true,
    });
    expect(await truckCard('Volvo FH 500')).toBeInTheDocument();

    // Saved: the wizard starts again from its first step, empty.
    await user.click(screen.getByRole('button', { name: 'Ajouter un camion' }));
    const again = await dialogNamed('Ajouter un camion');
    expect(within(again).getByRole('heading', { name: '1. Informations du camion' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nom du camion/ })).toHaveValue('');
  }, 60_000);

  it('empties the goods when the type changes', async () => {
    serveTrucks({ trucks: [] });
    const { user } = openMyTrucks();
    await user.click((await screen.findAllByRole('button', { name: 'Ajouter un camion' }))[0]!);
    await dialogNamed('Ajouter un camion');
    await fillTruckStep(user);
    await user.click(nextButton());
    await user.click(await screen.findByRole('switch', { name: /^Utiliser le contact de mon compte/ }));
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await user.click(nextButton());
    await user.click(await screen.findByRole('checkbox', { name: 'Vrac' }));
    expect(screen.getByRole('checkbox', { name: 'Vrac' })).toBeChecked();

    // Back to the type, unchanged: the goods stay.
    await user.click(screen.getByRole('button', { name: 'Revenir' }));
    await user.click(screen.getByRole('button', { name: 'Revenir' }));
    await user.click(nextButton());
    await user.click(nextButton());
    expect(await screen.findByRole('checkbox', { name: 'Vrac' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Revenir' }));
    await user.click(screen.getByRole('button', { name: 'Revenir' }));
    await user.click(await screen.findByRole('combobox', { name: /^Type de camion/ }));
    await user.click(await screen.findByRole('option', { name: 'Plateau' }));
    await user.click(nextButton());
    await user.click(nextButton());
    expect(await screen.findByRole('checkbox', { name: 'Vrac' })).not.toBeChecked();
  });

  it('keeps what was typed when the server refuses, and shows its field errors on their step', async () => {
    const calls = serveTrucks({
      trucks: [],
      answer: ({ url, init }) =>
        url.pathname === '/api/trucks' && init.method === 'POST'
          ? jsonResponse(400, {
              code: 'VALIDATION',
              message: 'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
              fields: { name: 'Vous avez déjà un camion de ce nom.' },
            })
          : undefined,
    });
    const { user } = openMyTrucks();
    await user.click((await screen.findAllByRole('button', { name: 'Ajouter un camion' }))[0]!);
    const dialog = await dialogNamed('Ajouter un camion');
    await fillTruckStep(user);
    await user.click(nextButton());
    await user.click(await screen.findByRole('switch', { name: /^Utiliser le contact de mon compte/ }));
    await user.click(nextButton());
    await fillAvailabilityStep(user);
    const finish = within(dialog).getByRole('button', { name: 'Terminer' });
    await waitFor(() => expect(finish).toBeEnabled());
    await user.click(finish);

    expect(await findToast("Une erreur s'est produite lors de l'ajout du camion")).toBeInTheDocument();
    // Back on the step of the refused field, as typed, with the server's words under it.
    expect(await within(dialog).findByRole('heading', { name: '1. Informations du camion' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /^Nom du camion/ });
    expect(name).toHaveValue('Volvo FH 500');
    expect(name).toHaveAccessibleDescription('Vous avez déjà un camion de ce nom.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
    );
    await user.click(nextButton());
    await user.click(nextButton());
    expect(screen.getByRole('textbox', { name: /^Poids \(t\)/ })).toHaveValue('24,5');
    expect(callsTo(calls, 'POST', '/api/trucks')).toHaveLength(1);
  });
});

describe('/trucks/my: editing a truck', () => {
  it('sends a new name alone, and says the truck was updated', async () => {
    const calls = serveTrucks();
    const { user } = openMyTrucks();
    await openMenuItem(user, 'Renault T 480', 'Modifier');
    const dialog = await dialogNamed('Modifier le camion');
    const save = within(dialog).getByRole('button', { name: 'Mettre à jour' });
    expect(save).toBeDisabled();
    const name = within(dialog).getByRole('textbox', { name: /^Nom du camion/ });
    await user.clear(name);
    expect(await within(dialog).findByText('Le nom du camion est requis.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await fill(user, name, 'Renault T 520');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await findToast('Le camion a été mis à jour avec succès.')).toBeInTheDocument();
    expect(bodiesOf(calls, 'PUT', `/api/trucks/${TRUCK_ID}`)).toEqual([{ name: 'Renault T 520' }]);
    expect(await truckCard('Renault T 520')).toBeInTheDocument();
  });

  it('keeps the contact’s update off while nothing changed, a field is wrong, or it saves', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = serveTrucks({
      answer: ({ init }) =>
        init.method === 'PUT'
          ? (held.then(() =>
              jsonResponse(200, {
                data: makeTruck({
                  contact: {
                    useSocietyContact: false,
                    firstName: 'Yacine',
                    lastName: 'Brahimi',
                    email: 'yacine@atlas.dz',
                    phone: '+33612345678',
                  },
                }),
              }),
            ) as unknown as Response)
          : undefined,
    });
    const { user } = openMyTrucks();
    await openMenuItem(user, 'Renault T 480', 'Coordonnées');
    const dialog = await dialogNamed('Coordonnées du camion');
    const save = within(dialog).getByRole('button', { name: 'Mettre à jour' });
    expect(within(dialog).getByRole('switch', { name: /^Utiliser le contact de mon compte/ })).toBeChecked();
    expect(within(dialog).getByText(/Karim Haddad · \+213550123456 · carrier@demo\.tariq\.dz/)).toBeInTheDocument();
    expect(save).toBeDisabled();

    // Someone else to call: required fields still empty.
    await user.click(within(dialog).getByRole('switch', { name: /^Utiliser le contact de mon compte/ }));
    expect(save).toBeDisabled();
    await fill(user, within(dialog).getByRole('textbox', { name: /^Prénom/ }), 'Yacine');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Nom\b/ }), 'Brahimi');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Téléphone/ }), '06 12 34 56 78');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Adresse e-mail/ }), 'yacine@atlas.dz');
    await waitFor(() => expect(save).toBeEnabled());
    const comment = within(dialog).getByRole('textbox', { name: /^Commentaire/ });
    fireEvent.change(comment, { target: { value: 'x'.repeat(256) } });
    expect(await within(dialog).findByText('Le commentaire ne doit pas dépasser 255 caractères')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(comment);
    await waitFor(() => expect(save).toBeEnabled());

    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    release();
    expect(await findToast('Le contact du camion a été mis à jour avec succès.')).toBeInTheDocument();
    expect(bodiesOf(calls, 'PUT', `/api/trucks/${TRUCK_ID}`)).toEqual([
      {
        contact: {
          useSocietyContact: false,
          firstName: 'Yacine',
          lastName: 'Brahimi',
          email: 'yacine@atlas.dz',
          phone: '+33612345678',
        },
      },
    ]);
  });

  it('sends only the availability fields changed, a place with its country, the weight in kg', async () => {
    const calls = serveTrucks();
    const { user } = openMyTrucks();
    await openMenuItem(user, 'Renault T 480', 'Disponibilité');
    const dialog = await dialogNamed('Disponibilité du camion');
    const save = within(dialog).getByRole('button', { name: 'Mettre à jour' });
    const weight = within(dialog).getByRole('textbox', { name: /^Poids \(kg\)/ });
    expect(weight).toHaveValue('24000');
    expect(within(dialog).getByRole('combobox', { name: /^Lieu de départ/ })).toHaveValue('Rouiba — Alger');
    expect(save).toBeDisabled();

    await user.clear(weight);
    await fill(user, weight, '90000');
    expect(await within(dialog).findByText(/^Le poids ne doit pas dépasser 80\s000\skg\.$/)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(weight);
    await fill(user, weight, '26000');
    await waitFor(() => expect(save).toBeEnabled());

    // The arrival emptied: a country without its wilaya blocks the update.
    const arrival = within(dialog).getByRole('combobox', { name: /^Lieu d'arrivée/ });
    await user.clear(arrival);
    await waitFor(() => expect(save).toBeDisabled());
    await choosePlace(user, /^Lieu d'arrivée/, 'Bej', 'Bejaia — Béjaïa');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await findToast('Le camion a été mis à jour avec succès.')).toBeInTheDocument();
    expect(bodiesOf(calls, 'PUT', `/api/trucks/${TRUCK_ID}`)).toEqual([
      {
        endCountry: 'DZ',
        endState: 'Béjaïa',
        endCity: 'Bejaia',
        end_place_id: 'dz-city-0601',
        weight: 26000,
      },
    ]);
  });

  it('shows the server’s field errors and a failure toast when an update is refused', async () => {
    serveTrucks({
      answer: ({ init }) =>
        init.method === 'PUT'
          ? jsonResponse(400, {
              code: 'VALIDATION',
              message: 'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
              fields: { startDate: "La date de début doit être supérieure ou égale à aujourd'hui." },
            })
          : undefined,
    });
    const { user } = openMyTrucks();
    await openMenuItem(user, 'Renault T 480', 'Disponibilité');
    const dialog = await dialogNamed('Disponibilité du camion');
    const length = within(dialog).getByRole('textbox', { name: /^Longueur \(m\)/ });
    await user.clear(length);
    await fill(user, length, '12');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Mettre à jour' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Mettre à jour' }));
    expect(await findToast("Une erreur s'est produite lors de la mise à jour du camion.")).toBeInTheDocument();
    expect(
      within(dialog).getByText("La date de début doit être supérieure ou égale à aujourd'hui."),
    ).toBeInTheDocument();
  });
});
