import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import { makeNotificationList } from '../../test/notifications';
import { makeUser, renderRoute } from '../../test/render';

const shipper = makeUser({
  role: 'ROLE_COMMISSIONNAIRE',
  roles: ['ROLE_COMMISSIONNAIRE'],
  modules: ['private_freight'],
});

function serve() {
  serveFetch(({ url }) => {
    if (url.pathname === '/api/user/logged') return jsonResponse(200, shipper);
    if (url.pathname === '/api/user/notifications') return jsonResponse(200, makeNotificationList({ data: [] }));
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Introuvable' });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('after publishing (/expedition/published)', () => {
  it('says every carrier may see a public offer, with a link to it', async () => {
    serve();
    renderRoute('/expedition/published?uids=abc123', shipper);
    await screen.findByRole('heading', { name: 'Votre offre a été publiée' });
    expect(
      screen.getByText('Les transporteurs peuvent dès maintenant la consulter et vous proposer un prix.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Voir l'offre" })).toHaveAttribute('href', '/expeditions/abc123');
  });

  it('says only the chosen carriers of the network see private offers', async () => {
    serve();
    renderRoute('/expedition/published?uids=abc123,def456&private=1', shipper);
    await screen.findByRole('heading', { name: 'Vos 2 offres ont été publiées' });
    expect(
      screen.getByText(
        'Les transporteurs de votre réseau que vous avez choisis sont prévenus : eux seuls peuvent les consulter et vous proposer un prix.',
      ),
    ).toBeInTheDocument();
  });
});
