import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18next } from '../../lib/i18n';
import {
  DRIVER_ID,
  OTHER_DRIVER_ID,
  bodiesOf,
  callsTo,
  dialogNamed,
  driverCard,
  fill,
  findToast,
  makeDriver,
  makeDriversList,
  makeOtherDriver,
  minutesAgo,
  openDriverMenuItem,
  openDrivers,
  serveDrivers,
} from '../../test/drivers';
import type { TUser } from '../../test/drivers';
import { jsonResponse } from '../../test/fake-fetch';
import { makeUser } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clean();
});

const REQUIRED = 'Ce champ est obligatoire';
const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

/** The error a field shows, as a screen reader reads it with the field (its description's error part). */
function errorOf(element: HTMLElement): string | null {
  if (element.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

/** Picks a country in a searchable select of the dialog: typed, then chosen in the list. */
async function chooseCountry(user: TUser, dialog: HTMLElement, label: RegExp, typed: string, country: string) {
  const select = within(dialog).getByRole('combobox', { name: label });
  await user.clear(select);
  await user.type(select, typed);
  await user.click(await screen.findByRole('option', { name: country }));
}

describe('/chauffeurs: the carrier’s drivers', () => {
  it('shows 4 skeleton cards while loading, then each driver with plates, connection, missions and last position', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const drivers = [makeDriver(), makeOtherDriver()];
    const calls = serveDrivers({
      drivers,
      answer: ({ url }) =>
        url.pathname === '/api/drivers'
          ? (held.then(() => jsonResponse(200, makeDriversList(drivers))) as unknown as Response)
          : undefined,
    });
    openDrivers();
    const loading = await screen.findByRole('status', { name: 'Chargement des chauffeurs…' });
    expect(within(loading).getAllByTestId('driver-card-skeleton')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 1, name: 'Chauffeurs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un chauffeur' })).toBeInTheDocument();

    answer();
    const yacine = within(await driverCard('Yacine Brahimi'));
    expect(screen.queryByTestId('driver-card-skeleton')).not.toBeInTheDocument();
    expect(document.title).toBe('Chauffeurs · Tariq');
    expect(Object.fromEntries(callsTo(calls, 'GET', '/api/drivers')[0]!.url.searchParams)).toEqual({
      page: '1',
      limit: '100',
    });
    expect(screen.getByText('2 chauffeurs · 1 connecté')).toBeInTheDocument();

    expect(yacine.getByText('yacine.brahimi@atlas.dz')).toBeInTheDocument();
    expect(yacine.getByText('Connecté')).toBeInTheDocument();
    // Plates read left to right in every language; the foreign one with its country's flag.
    expect(yacine.getByText('12345 116 16')).toHaveAttribute('dir', 'ltr');
    expect(yacine.queryByRole('img', { name: 'Algérie' })).not.toBeInTheDocument();
    expect(yacine.getByText('123 TU 4567')).toHaveAttribute('dir', 'ltr');
    expect(yacine.getByRole('img', { name: 'Tunisie' })).toHaveTextContent('🇹🇳');
    expect(yacine.getByText('Permis C+E, préfère les trajets vers l’Est')).toBeInTheDocument();
    const missions = yacine.getByRole('list', { name: 'Missions du chauffeur' });
    expect(
      within(missions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['En cours 1', 'À venir 2', 'Terminées 14']);
    expect(yacine.getByText('il y a 5 minutes')).toHaveAttribute('dateTime', drivers[0]!.lastLocation!.at);
    expect(yacine.getByText('(36.75380, 3.05880)')).toBeInTheDocument();

    const samir = within(await driverCard('Samir Ouali'));
    expect(samir.getByText('Déconnecté')).toBeInTheDocument();
    expect(samir.getByText('00174 801 27')).toBeInTheDocument();
    expect(samir.getByText('Aucune')).toBeInTheDocument();
    expect(samir.getByText("Aucune position reçue de l'application pour l'instant")).toBeInTheDocument();
    expect(samir.queryByText('Remarque')).not.toBeInTheDocument();
    // Nobody sent a position but Yacine: the map has one marker (see below); without any, it says so.
  });

  it('invites the carrier to add a first driver when there is none', async () => {
    serveDrivers({ drivers: [] });
    const { user } = openDrivers();
    expect(await screen.findByText("Vous n'avez aucun chauffeur")).toBeInTheDocument();
    expect(screen.getByText(/chacun reçoit par e-mail ses identifiants pour l'application mobile/)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter votre premier chauffeur' }));
    expect(await dialogNamed('Ajouter un chauffeur')).toBeInTheDocument();
  });

  it('says the drivers could not be loaded, and asks again', async () => {
    let fails = true;
    serveDrivers({
      answer: ({ url }) =>
        url.pathname === '/api/drivers' && fails
          ? jsonResponse(500, { code: 'INTERNAL', message: "Une erreur s'est produite. Veuillez réessayer." })
          : undefined,
    });
    const { user } = openDrivers();
    const alert = await screen.findByRole('alert', {
      name: /Une erreur s'est produite lors du chargement des chauffeurs/,
    });
    expect(alert).toHaveTextContent("Une erreur s'est produite. Veuillez réessayer.");
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await driverCard('Yacine Brahimi')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/**
 * jsdom lays nothing out: every element measures 0×0, and a map of no size shows no marker (the
 * cluster group draws only what is in view). The map is given the size a screen would give it.
 */
function giveElementsASize() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(280);
}

describe('/chauffeurs: the map of last positions', () => {
  it('draws each driver with a position, green when connected and grey otherwise, and brings its card forward', async () => {
    giveElementsASize();
    serveDrivers({
      drivers: [
        makeDriver(),
        makeOtherDriver({ lastLocation: { lat: 35.6971, lng: -0.6308, at: minutesAgo(90) } }),
        makeOtherDriver({ id: '00000000-0000-4000-8000-0000000000d3', firstName: 'Nabil', lastLocation: null }),
      ],
    });
    openDrivers();
    const figure = await screen.findByRole(
      'figure',
      { name: 'Carte des dernières positions des chauffeurs' },
      { timeout: 10_000 },
    );
    // Drawn markers (no image, no tile needed), named by driver and connection.
    const yacine = await within(figure).findByTitle('Yacine Brahimi · Connecté');
    expect(yacine).toHaveClass('tariq-driver-marker', 'tariq-driver-marker--online');
    expect(within(figure).getByTitle('Samir Ouali · Déconnecté')).toHaveClass('tariq-driver-marker--offline');
    expect(within(figure).queryByTitle(/^Nabil Ouali/)).not.toBeInTheDocument();
    expect(figure.querySelectorAll('img:not(.leaflet-tile)')).toHaveLength(0);
    expect(within(await driverCard('Samir Ouali')).getByText('il y a 1 heure')).toBeInTheDocument();

    fireEvent.click(within(figure).getByTitle('Samir Ouali · Déconnecté'));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Samir Ouali' })).toHaveFocus());
  });

  it('says no position came yet instead of an empty map', async () => {
    serveDrivers({ drivers: [makeOtherDriver()] });
    openDrivers();
    expect(
      await screen.findByText("Aucun chauffeur n'a encore envoyé de position depuis l'application mobile."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});

describe('/chauffeurs: adding a driver', () => {
  it('checks the fields with the server’s rules and messages, and sends nothing while one is wrong', async () => {
    const calls = serveDrivers({ drivers: [] });
    const { user } = openDrivers();
    await user.click(await screen.findByRole('button', { name: 'Ajouter un chauffeur' }));
    const dialog = await dialogNamed('Ajouter un chauffeur');
    expect(dialog).toHaveTextContent('Le chauffeur recevra par e-mail son identifiant et un mot de passe');
    expect(field(dialog, /^Prénom/)).toHaveFocus();
    // Algeria by default, with its plate's example.
    expect(within(dialog).getByRole('combobox', { name: /^Pays d'immatriculation du camion/ })).toHaveValue('Algérie');
    expect(field(dialog, /^Immatriculation du camion/)).toHaveAccessibleDescription(
      'Exemple : \u206612345 116 16\u2069',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(within(dialog).getAllByText(REQUIRED)).toHaveLength(4));
    for (const name of [/^Prénom/, /^Nom/, /^Adresse e-mail/, /^Immatriculation du camion/])
      expect(errorOf(field(dialog, name))).toBe(REQUIRED);
    expect(errorOf(field(dialog, /^Immatriculation de la remorque/))).toBeNull();

    await fill(user, field(dialog, /^Adresse e-mail/), 'yacine@atlas');
    await user.tab();
    await waitFor(() => expect(errorOf(field(dialog, /^Adresse e-mail/))).toBe('Adresse e-mail invalide'));

    const plate = field(dialog, /^Immatriculation du camion/);
    await fill(user, plate, '12345 016 16');
    await user.tab();
    await waitFor(() =>
      expect(errorOf(plate)).toBe(
        'La catégorie du véhicule (premier chiffre du groupe du milieu) doit être comprise entre 1 et 9.',
      ),
    );
    await user.clear(plate);
    await fill(user, plate, '12345 116 75');
    await waitFor(() =>
      expect(errorOf(plate)).toBe('Le code de wilaya (les deux derniers chiffres) doit être compris entre 01 et 69.'),
    );
    await user.clear(plate);
    await fill(user, plate, '12 34');
    await waitFor(() =>
      expect(errorOf(plate)).toBe(
        'Immatriculation invalide : numéro, catégorie et année, wilaya (exemple : 12345 116 16).',
      ),
    );

    // A plate of another country is read by the generic rule, its example with it.
    await chooseCountry(user, dialog, /^Pays d'immatriculation du camion/, 'Tuni', 'Tunisie');
    // '12 34' is a plate's shape elsewhere: the message follows the country at once.
    await waitFor(() => expect(errorOf(plate)).toBeNull());
    expect(plate).toHaveAccessibleDescription('Exemple : \u2066AB-123-CD\u2069');
    await user.clear(plate);
    await fill(user, plate, 'AB');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() =>
      expect(errorOf(plate)).toBe(
        'Immatriculation invalide : 3 à 12 lettres ou chiffres, séparés par des espaces ou des tirets.',
      ),
    );

    const remark = within(dialog).getByRole('textbox', { name: /^Remarque/ });
    await fill(user, remark, 'r'.repeat(256));
    await user.tab();
    await waitFor(() => expect(errorOf(remark)).toBe('Au plus 255 caractères'));
    expect(within(dialog).getByText('256 / 255 caractères')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/drivers')).toEqual([]);
  });

  it('sends the driver as the server reads it, says the credentials left by e-mail, and lists the driver', async () => {
    const calls = serveDrivers({ drivers: [] });
    const { user } = openDrivers();
    await user.click((await screen.findAllByRole('button', { name: /^Ajouter/ }))[0]!);
    const dialog = await dialogNamed('Ajouter un chauffeur');
    await fill(user, field(dialog, /^Prénom/), 'Nadia');
    await fill(user, field(dialog, /^Nom/), 'Belkacem');
    await fill(user, field(dialog, /^Adresse e-mail/), 'Nadia.Belkacem@Atlas.dz');
    await fill(user, field(dialog, /^Immatriculation du camion/), '98765-316-31');
    await chooseCountry(user, dialog, /^Pays d'immatriculation de la remorque/, 'Fran', 'France');
    await fill(user, field(dialog, /^Immatriculation de la remorque/), 'ab-123-cd');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Remarque/ }), 'Semi-remorque frigorifique');
    await user.click(within(dialog).getByRole('combobox', { name: /^Langue du chauffeur/ }));
    await user.click(await screen.findByRole('option', { name: 'العربية' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    expect(
      await findToast(
        'Chauffeur Nadia Belkacem ajouté avec succès. Ses identifiants lui ont été envoyés par e-mail à nadia.belkacem@atlas.dz.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(calls, 'POST', '/api/drivers')).toEqual([
      {
        firstName: 'Nadia',
        lastName: 'Belkacem',
        email: 'nadia.belkacem@atlas.dz',
        enginePlate: '98765 316 31',
        enginePlateCountry: 'DZ',
        trailerPlate: 'AB-123-CD',
        trailerPlateCountry: 'FR',
        remark: 'Semi-remorque frigorifique',
        language: 'ar',
      },
    ]);
    const card = within(await driverCard('Nadia Belkacem'));
    expect(card.getByText('AB-123-CD')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'France' })).toBeInTheDocument();
  });

  it('keeps what was typed and shows the server’s messages when it refuses the e-mail', async () => {
    serveDrivers({
      answer: ({ url, init }) =>
        url.pathname === '/api/drivers' && init.method === 'POST'
          ? jsonResponse(409, {
              code: 'DRIVER_EMAIL_TAKEN',
              message: 'Cette adresse e-mail a déjà un compte Tariq : donnez une autre adresse à ce chauffeur.',
              fields: { email: 'Un compte existe déjà avec cette adresse e-mail.' },
            })
          : undefined,
    });
    const { user } = openDrivers();
    await driverCard('Yacine Brahimi');
    await user.click(screen.getByRole('button', { name: 'Ajouter un chauffeur' }));
    const dialog = await dialogNamed('Ajouter un chauffeur');
    await fill(user, field(dialog, /^Prénom/), 'Karim');
    await fill(user, field(dialog, /^Nom/), 'Haddad');
    await fill(user, field(dialog, /^Adresse e-mail/), 'carrier@demo.tariq.dz');
    await fill(user, field(dialog, /^Immatriculation du camion/), '12345 116 16');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("Le chauffeur n'a pas été enregistré");
    expect(alert).toHaveTextContent(
      'Cette adresse e-mail a déjà un compte Tariq : donnez une autre adresse à ce chauffeur.',
    );
    expect(errorOf(field(dialog, /^Adresse e-mail/))).toBe('Un compte existe déjà avec cette adresse e-mail.');
    expect(field(dialog, /^Prénom/)).toHaveValue('Karim');
    expect(field(dialog, /^Adresse e-mail/)).toHaveValue('carrier@demo.tariq.dz');
    expect(screen.getByRole('dialog', { name: 'Ajouter un chauffeur' })).toBeInTheDocument();
  });
});

describe('/chauffeurs: editing a driver', () => {
  it('saves only once something changed, and sends only what changed (a plate with its country)', async () => {
    const calls = serveDrivers();
    const { user } = openDrivers();
    await openDriverMenuItem(user, 'Yacine Brahimi', 'Modifier');
    let dialog = await dialogNamed('Modifier le chauffeur Yacine Brahimi');
    expect(field(dialog, /^Immatriculation du camion/)).toHaveValue('12345 116 16');
    expect(within(dialog).getByRole('combobox', { name: /^Pays d'immatriculation de la remorque/ })).toHaveValue(
      'Tunisie',
    );
    const save = within(dialog).getByRole('button', { name: 'Enregistrer' });
    expect(save).toBeDisabled();
    const remark = within(dialog).getByRole('textbox', { name: /^Remarque/ });
    await user.clear(remark);
    await fill(user, remark, 'Disponible le week-end');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await findToast('Le chauffeur a été mis à jour avec succès.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(await driverCard('Yacine Brahimi')).findByText('Disponible le week-end')).toBeInTheDocument();

    await openDriverMenuItem(user, 'Yacine Brahimi', 'Modifier');
    dialog = await dialogNamed('Modifier le chauffeur Yacine Brahimi');
    const plate = field(dialog, /^Immatriculation du camion/);
    await user.clear(plate);
    await fill(user, plate, '54321-116-16');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(bodiesOf(calls, 'PUT', `/api/drivers/${DRIVER_ID}`)).toEqual([
      { remark: 'Disponible le week-end' },
      { enginePlate: '54321 116 16', enginePlateCountry: 'DZ' },
    ]);
  });

  it('sends nothing for a plate typed another way but the same', async () => {
    const calls = serveDrivers();
    const { user } = openDrivers();
    await openDriverMenuItem(user, 'Yacine Brahimi', 'Modifier');
    const dialog = await dialogNamed('Modifier le chauffeur Yacine Brahimi');
    const plate = field(dialog, /^Immatriculation du camion/);
    await user.clear(plate);
    await fill(user, plate, '12345-116-16');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'PUT', `/api/drivers/${DRIVER_ID}`)).toEqual([]);
  });
});

describe('/chauffeurs: new credentials and deletion', () => {
  it('sends new credentials only once confirmed, saying the old password and sessions end', async () => {
    const calls = serveDrivers();
    const { user } = openDrivers();
    await openDriverMenuItem(user, 'Yacine Brahimi', 'Renvoyer les identifiants');
    let dialog = await dialogNamed('Renvoyer les identifiants ?');
    expect(dialog).toHaveTextContent(
      "Un nouveau mot de passe sera envoyé à Yacine Brahimi à l'adresse yacine.brahimi@atlas.dz.",
    );
    expect(dialog).toHaveTextContent(
      "L'ancien mot de passe ne fonctionnera plus et le chauffeur sera déconnecté de l'application sur tous ses appareils.",
    );
    expect(within(dialog).getByRole('button', { name: 'Retour' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', `/api/drivers/${DRIVER_ID}/credentials`)).toEqual([]);

    await openDriverMenuItem(user, 'Yacine Brahimi', 'Renvoyer les identifiants');
    dialog = await dialogNamed('Renvoyer les identifiants ?');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer un nouveau mot de passe' }));
    expect(await findToast('Nouveaux identifiants envoyés à yacine.brahimi@atlas.dz.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', `/api/drivers/${DRIVER_ID}/credentials`)).toHaveLength(1);
  });

  it('deletes a driver only once the irreversible deletion is confirmed', async () => {
    const calls = serveDrivers({ drivers: [makeDriver(), makeOtherDriver()] });
    const { user } = openDrivers();
    await openDriverMenuItem(user, 'Samir Ouali', 'Supprimer');
    let dialog = await dialogNamed('Etes-vous sûr de vouloir supprimer ce chauffeur ?');
    expect(dialog).toHaveTextContent('Samir Ouali');
    expect(dialog).toHaveTextContent('Cette action est irréversible');
    expect(within(dialog).getByRole('button', { name: 'Retour' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'DELETE', `/api/drivers/${OTHER_DRIVER_ID}`)).toEqual([]);

    await openDriverMenuItem(user, 'Samir Ouali', 'Supprimer');
    dialog = await dialogNamed('Etes-vous sûr de vouloir supprimer ce chauffeur ?');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await findToast('Le chauffeur Samir Ouali a été supprimé avec succès.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Samir Ouali' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Yacine Brahimi' })).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', `/api/drivers/${OTHER_DRIVER_ID}`)).toHaveLength(1);
  });

  it('says why a driver on a mission in progress cannot be deleted, and offers no second try', async () => {
    const onMission =
      "Ce chauffeur est sur une mission en cours : il ne pourra être supprimé qu'une fois la mission terminée ou annulée.";
    serveDrivers({
      answer: ({ init }) =>
        init.method === 'DELETE' ? jsonResponse(409, { code: 'DRIVER_ON_MISSION', message: onMission }) : undefined,
    });
    const { user } = openDrivers();
    await openDriverMenuItem(user, 'Yacine Brahimi', 'Supprimer');
    const dialog = await dialogNamed('Etes-vous sûr de vouloir supprimer ce chauffeur ?');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(onMission);
    expect(within(dialog).queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Yacine Brahimi' })).toBeInTheDocument();

    // Opened again: the last refusal is forgotten.
    await openDriverMenuItem(user, 'Yacine Brahimi', 'Supprimer');
    const again = await dialogNamed('Etes-vous sûr de vouloir supprimer ce chauffeur ?');
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });

  it('closes every dialog with Escape', async () => {
    serveDrivers();
    const { user } = openDrivers();
    await driverCard('Yacine Brahimi');
    await user.click(screen.getByRole('button', { name: 'Ajouter un chauffeur' }));
    await dialogNamed('Ajouter un chauffeur');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const [item, title] of [
      ['Modifier', 'Modifier le chauffeur Yacine Brahimi'],
      ['Renvoyer les identifiants', 'Renvoyer les identifiants ?'],
      ['Supprimer', 'Etes-vous sûr de vouloir supprimer ce chauffeur ?'],
    ] as const) {
      await openDriverMenuItem(user, 'Yacine Brahimi', item);
      await dialogNamed(title);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });
});

describe('/chauffeurs: who gets the page', () => {
  it('sends a shipper to /forbidden and closes it to a carrier whose documents are not verified', async () => {
    const calls = serveDrivers();
    const shipper = openDrivers(
      '/chauffeurs',
      makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'] }),
    );
    await waitFor(() => expect(shipper.router.state.location.pathname).toBe('/forbidden'));
    shipper.unmount();

    const carrier = openDrivers('/chauffeurs', makeUser({ is_doc_ok: false }));
    expect(await screen.findByRole('heading', { name: "Votre compte n'est pas encore activé" })).toBeInTheDocument();
    expect(carrier.router.state.location.pathname).toBe('/chauffeurs');
    expect(screen.queryByRole('heading', { name: 'Chauffeurs' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/api/drivers')).toEqual([]);
  });
});

describe('/chauffeurs in Arabic', () => {
  afterEach(async () => {
    await act(() => changeLanguage('fr', { persist: false }));
  });

  it('reads right to left, plates left to right, with no message key on the page or in the add dialog', async () => {
    await act(() => changeLanguage('ar', { persist: false }));
    serveDrivers();
    const { user } = openDrivers();
    expect(await screen.findByRole('heading', { level: 1, name: 'السائقون' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    const card = within(await driverCard('Yacine Brahimi'));
    expect(card.getByText('متصل')).toBeInTheDocument();
    expect(card.getByText('12345 116 16')).toHaveAttribute('dir', 'ltr');
    expect(card.getByRole('img', { name: 'تونس' })).toBeInTheDocument();
    expect(card.getByText('قبل 5 دقائق')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'إضافة سائق' }));
    const dialog = await dialogNamed('إضافة سائق');
    // The plate's field is laid out left to right (its wrapper's direction), its label with the page.
    expect(field(dialog, /^لوحة ترقيم الشاحنة/).closest('[dir]')).toHaveAttribute('dir', 'ltr');
    // The example, inside an Arabic sentence, is isolated left to right: not read '16 116 12345'.
    expect(field(dialog, /^لوحة ترقيم الشاحنة/)).toHaveAccessibleDescription('مثال: \u206612345 116 16\u2069');
    await user.click(within(dialog).getByRole('button', { name: 'إضافة' }));
    await waitFor(() => expect(within(dialog).getAllByText('هذا الحقل إلزامي')).toHaveLength(4));
    const keyShaped = /\b(drivers|validation|errors|common)\.[a-z]+[A-Za-z.]*/;
    expect(document.body.textContent).not.toMatch(keyShaped);
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]'))
      expect(
        ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? '').join(' '),
      ).not.toMatch(keyShaped);
    expect(i18next.language).toBe('ar');
  });
});
