import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeNetworkShipper, makeShipper } from '../../test/private-exchange';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const SOUMMAM = makeNetworkShipper();
const TELL = makeNetworkShipper({
  id: '00000000-0000-4000-8000-0000000000f2',
  name: 'Eurl Tell Distribution',
  city: null,
  rating: { average: null, count: 0 },
  addedAt: '2026-11-20T08:00:00.000Z',
});

/** The carrier's networks over `shippers`; a shipper left goes. `answer` overrides any call first. */
function serveShippers({
  shippers = [SOUMMAM, TELL],
  answer,
}: { shippers?: (typeof SOUMMAM)[]; answer?: (call: TFakeCall) => Response | Promise<Response> | undefined } = {}) {
  let current = shippers;
  return serveFetch((call) => {
    const override = answer?.(call);
    if (override) return override;
    const { url, init } = call;
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/private-exchange/shippers' && method === 'GET')
      return jsonResponse(200, { data: current });
    const shipperId = url.pathname.match(/^\/api\/private-exchange\/shippers\/([^/]+)$/)?.[1];
    if (shipperId && method === 'DELETE') {
      current = current.filter((shipper) => shipper.id !== shipperId);
      return jsonResponse(200, { success: true });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim() ?? ''),
    );
}

const TABLE = 'Expéditeurs qui vous ont dans leur réseau';

describe('the carrier’s private networks (/profile/reseaux)', () => {
  it('lists the shippers that have the carrier in their network, with their rating and since when', async () => {
    serveShippers();
    renderRoute('/profile/reseaux', makeUser());
    const table = await screen.findByRole('table', { name: TABLE });
    const tabs = within(screen.getByRole('navigation', { name: 'Onglets du compte' }));
    expect(tabs.getByRole('link', { name: 'Réseaux privés' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Réseaux privés · Mon compte · Tariq');
    expect(rowsOf(table)).toEqual([
      ['Sarl Transit Soummam', 'Béjaïa', '4,8 (5 avis)', '15 oct. 2026', 'Quitter ce réseau'],
      ['Eurl Tell Distribution', '—', 'Pas encore noté', '20 nov. 2026', 'Quitter ce réseau'],
    ]);
    expect(within(table).getByRole('img', { name: 'Note : 4,8 sur 5, 5 avis' })).toBeInTheDocument();
  });

  it('says when no shipper has the carrier in its network', async () => {
    serveShippers({ shippers: [] });
    renderRoute('/profile/reseaux', makeUser());
    expect(await screen.findByText('Aucun expéditeur ne vous a encore ajouté à son réseau.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('leaves a network only once confirmed, and the list follows', async () => {
    const calls = serveShippers();
    renderRoute('/profile/reseaux', makeUser());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Quitter le réseau de Sarl Transit Soummam' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quitter le réseau de Sarl Transit Soummam ?' }));
    expect(dialog.getByText(/Seul cet expéditeur pourra vous ajouter à nouveau/)).toBeInTheDocument();
    const deletes = () => calls.filter((call) => call.init.method === 'DELETE');
    expect(deletes()).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Quitter le réseau' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes().map((call) => call.url.pathname)).toEqual([`/api/private-exchange/shippers/${SOUMMAM.id}`]);
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: TABLE })).map((row) => row[0])).toEqual([
        'Eurl Tell Distribution',
      ]),
    );
  });

  it('keeps the dialog open with the server’s reason when leaving fails', async () => {
    serveShippers({
      answer: ({ init }) =>
        init.method === 'DELETE'
          ? jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' })
          : undefined,
    });
    renderRoute('/profile/reseaux', makeUser());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Quitter le réseau de Eurl Tell Distribution' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Quitter le réseau' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Ressource introuvable.');
  });

  it('is a tab of carriers with an active account only', async () => {
    serveShippers();
    const shipper = renderRoute('/profile/securite', makeShipper());
    const tabs = within(await screen.findByRole('navigation', { name: 'Onglets du compte' }));
    expect(tabs.getByRole('link', { name: 'Collègues' })).toBeInTheDocument();
    expect(tabs.queryByRole('link', { name: 'Réseaux privés' })).not.toBeInTheDocument();
    shipper.unmount();
    const direct = renderRoute('/profile/reseaux', makeShipper());
    await waitFor(() => expect(direct.router.state.location.pathname).toBe('/forbidden'));
  });
});

describe('a carrier opens a shipper’s invitation link (/network-invitation)', () => {
  it('joins the network at once, and says whose', async () => {
    const calls = serveFetch(({ url }) =>
      url.pathname === '/api/private-exchange/invitations/accept'
        ? jsonResponse(200, { shipperName: 'Sarl Transit Soummam' })
        : jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' }),
    );
    renderRoute('/network-invitation?token=tok-123', makeUser());
    expect(await screen.findByText('Vous avez rejoint le réseau de Sarl Transit Soummam.')).toBeInTheDocument();
    const accepts = calls.filter((call) => call.url.pathname === '/api/private-exchange/invitations/accept');
    expect(accepts.map((call) => [call.init.method, JSON.parse(call.init.body as string)])).toEqual([
      ['POST', { token: 'tok-123' }],
    ]);
    expect(screen.getByRole('link', { name: 'Voir la bourse privée' })).toHaveAttribute(
      'href',
      '/freights?tab=private',
    );
    expect(screen.getByRole('link', { name: 'Mes réseaux privés' })).toHaveAttribute('href', '/profile/reseaux');
  });

  it('says in its own words why a link cannot be used', async () => {
    serveFetch(({ url }) =>
      url.pathname === '/api/private-exchange/invitations/accept'
        ? jsonResponse(400, {
            code: 'INVITATION_EXPIRED',
            message: 'Cette invitation a expiré. Demandez à votre collègue.',
          })
        : jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' }),
    );
    renderRoute('/network-invitation?token=old', makeUser());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cette invitation ne peut pas être utilisée');
    expect(alert).toHaveTextContent(
      "Ce lien d'invitation a expiré. Demandez à l'expéditeur de vous inviter à nouveau.",
    );
  });

  it('is where a signed-in user lands from the mailed sign-up link', async () => {
    serveFetch(({ url }) =>
      url.pathname === '/api/private-exchange/invitations/accept'
        ? jsonResponse(200, { shipperName: 'Sarl Transit Soummam' })
        : jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' }),
    );
    const { router } = renderRoute('/register?network=tok-456', makeUser());
    await waitFor(() => expect(router.state.location.pathname).toBe('/network-invitation'));
    expect(router.state.location.search).toBe('?token=tok-456');
    expect(await screen.findByText('Vous avez rejoint le réseau de Sarl Transit Soummam.')).toBeInTheDocument();
  });
});
