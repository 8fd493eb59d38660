import { ZNetworkInvitationInfo } from '@tariq/contracts/private-exchange';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const INVITATION = ZNetworkInvitationInfo.parse({ shipperName: 'Sarl Transit Soummam', email: 'hoggar@trans.dz' });

/** The public invitation read, answered by `answer`; everything else is unknown. */
function serveInvitation(answer: () => Response) {
  return serveFetch(({ url }) =>
    url.pathname === '/api/auth/network-invitation'
      ? answer()
      : jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' }),
  );
}

const invitationReads = (calls: TFakeCall[]) =>
  calls.filter((call) => call.url.pathname === '/api/auth/network-invitation');

describe('/register?network=: a shipper’s invitation into its private exchange', () => {
  it('says who invites, with the carrier account chosen, and reads the invitation without a session', async () => {
    const calls = serveInvitation(() => jsonResponse(200, INVITATION));
    renderRoute('/register?network=tok%2B1', null);
    const title = await screen.findByText('Sarl Transit Soummam vous invite dans sa bourse privée');
    expect(title.closest('[role="status"]')).toHaveTextContent(
      'vous rejoindrez son réseau dès que votre compte sera activé',
    );
    expect(screen.getByRole('radio', { name: /Transporteur/ })).toBeChecked();
    const reads = invitationReads(calls);
    expect(reads.map((call) => call.url.searchParams.get('token'))).toEqual(['tok+1']);
    expect(new Headers(reads[0]!.init.headers).get('authorization')).toBeNull();
  });

  it('sends a carrier already on Tariq to log in, then back to accept the invitation', async () => {
    serveInvitation(() => jsonResponse(200, INVITATION));
    const { router } = renderRoute('/register?network=tok-1', null);
    await userEvent
      .setup()
      .click(await screen.findByRole('link', { name: "Connectez-vous pour accepter l'invitation" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/network-invitation?token=tok-1' });
  });

  it('says why a link cannot be used, and leaves the sign-up open as usual', async () => {
    serveInvitation(() =>
      jsonResponse(409, { code: 'INVITATION_USED', message: 'Cette invitation a déjà été acceptée.' }),
    );
    renderRoute('/register?network=used', null);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cette invitation ne peut pas être utilisée');
    expect(alert).toHaveTextContent('Cette invitation a déjà été utilisée.');
    expect(alert).toHaveTextContent('Vous pouvez tout de même créer votre compte.');
    expect(screen.getByRole('radio', { name: /Transporteur/ })).not.toBeChecked();
    expect(screen.queryByText(/vous invite dans sa bourse privée/)).not.toBeInTheDocument();
  });
});
