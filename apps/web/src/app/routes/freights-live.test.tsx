import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, saveTokens } from '../../lib/tokens';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import { makeFreight, makeFreightList } from '../../test/freights';
import { hubStream } from '../../test/hub-stream';
import { makeUser, renderRoute } from '../../test/render';

const other = makeFreight({
  uid: 'p9Lm3Tq1',
  departure: { ...makeFreight().departure, state: { id: '06', name: 'Béjaïa' }, city: null },
});

function serve() {
  const hub = hubStream();
  const calls = serveFetch(({ url }) => {
    // The header follows the user's own topic too (notifications): a stream of its own, silent here.
    if (url.pathname === '/.well-known/mercure') {
      return url.searchParams.getAll('topic').includes('freights') ? hub.response : hubStream().response;
    }
    if (url.pathname === '/api/freights') return jsonResponse(200, makeFreightList({ data: [makeFreight(), other] }));
    if (url.pathname === '/api/freights/favorite/uids') return jsonResponse(200, { data: [] });
    if (url.pathname === '/api/saved-searches') return jsonResponse(200, { data: [] });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
  const searches = () => calls.filter((call) => call.url.pathname === '/api/freights').length;
  return { hub, calls, searches };
}

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh', mercure_token: 'hub-token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  clearTokens();
  localStorage.removeItem('tariq.freights.autoRefresh');
});

describe('the freight search, live', () => {
  it('follows the freights topic with the hub token, and drops a withdrawn offer at once', async () => {
    const { hub, calls, searches } = serve();
    renderRoute('/freights', makeUser());
    expect(await screen.findByText('2 offres', undefined, { timeout: 10_000 })).toBeInTheDocument();
    const subscriptions = calls.filter((call) => call.url.pathname === '/.well-known/mercure');
    const subscription = subscriptions.find((call) => call.url.searchParams.get('topic') === 'freights')!;
    expect(subscriptions.map((call) => call.url.searchParams.getAll('topic'))).toContainEqual(['freights']);
    expect(new Headers(subscription.init.headers).get('authorization')).toBe('Bearer hub-token');

    hub.push({ uid: 'x7Kp2mQa', event: 'taken' });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Rouiba (Alger) → Es Senia (Oran)' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1 offre')).toBeInTheDocument();
    // Gone from the screen without asking the server again.
    expect(searches()).toBe(1);
  });

  it("counts new offers as 'N nouvelles offres' and shows them on request", async () => {
    const { hub, searches } = serve();
    renderRoute('/freights', makeUser());
    await screen.findByText('2 offres', undefined, { timeout: 10_000 });
    hub.push({ uid: 'n1', event: 'published' });
    hub.push({ uid: 'n2', event: 'published' });
    expect(await screen.findByText('2 nouvelles offres')).toBeInTheDocument();
    expect(searches()).toBe(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Afficher' }));
    await waitFor(() => expect(searches()).toBe(2));
    expect(screen.queryByText('2 nouvelles offres')).not.toBeInTheDocument();
  });

  it('shows new offers at once when auto-refresh is on', async () => {
    localStorage.setItem('tariq.freights.autoRefresh', 'true');
    const { hub, searches } = serve();
    renderRoute('/freights', makeUser());
    await screen.findByText('2 offres', undefined, { timeout: 10_000 });
    expect(screen.getByRole('switch', { name: 'Actualisation automatique' })).toBeChecked();
    hub.push({ uid: 'n1', event: 'published' });
    await waitFor(() => expect(searches()).toBe(2));
    expect(screen.queryByText('1 nouvelle offre')).not.toBeInTheDocument();
  });
});

/** A hub token granting `topics`, as the server signs it (the client reads its claim, never its signature). */
function hubToken(topics: string[]): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: makeUser().id, mercure: { subscribe: topics } })}.signature`;
}

describe('the private exchange, live', () => {
  const privateTopic = 'freights/private/00000000-0000-4000-8000-0000000000c2';

  function servePrivate() {
    const hub = hubStream();
    const calls = serveFetch(({ url }) => {
      if (url.pathname === '/.well-known/mercure')
        return url.searchParams.getAll('topic').includes(privateTopic) ? hub.response : hubStream().response;
      if (url.pathname === '/api/freights')
        return jsonResponse(
          200,
          makeFreightList({ data: [makeFreight({ exchange: 'private' }), { ...other, exchange: 'private' }] }),
        );
      if (url.pathname === '/api/freights/favorite/uids') return jsonResponse(200, { data: [] });
      if (url.pathname === '/api/saved-searches') return jsonResponse(200, { data: [] });
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
    });
    const topics = () =>
      calls
        .filter((call) => call.url.pathname === '/.well-known/mercure')
        .map((call) => call.url.searchParams.getAll('topic'));
    return { hub, calls, topics };
  }

  it("follows the company's private topic that the hub token grants, not the public one", async () => {
    saveTokens({ mercure_token: hubToken([makeUser().id, 'freights', privateTopic]) });
    const { hub, topics } = servePrivate();
    renderRoute('/freights?tab=private', makeUser());
    await screen.findByText('2 offres', undefined, { timeout: 10_000 });
    await waitFor(() => expect(topics()).toContainEqual([privateTopic]));
    expect(topics()).not.toContainEqual(['freights']);

    hub.push({ uid: 'n1', event: 'published' });
    expect(await screen.findByText('1 nouvelle offre')).toBeInTheDocument();
    hub.push({ uid: 'x7Kp2mQa', event: 'taken' });
    await waitFor(() => expect(screen.getByText('1 offre')).toBeInTheDocument());
  });

  it('follows nothing in the private tab when the token grants no private topic', async () => {
    saveTokens({ mercure_token: hubToken([makeUser().id, 'freights']) });
    const { topics } = servePrivate();
    renderRoute('/freights?tab=private', makeUser());
    await screen.findByText('2 offres', undefined, { timeout: 10_000 });
    // Only the header's own topic (the user's notifications).
    await waitFor(() => expect(topics()).toContainEqual([makeUser().id]));
    expect(topics().flat()).not.toContain('freights');
  });
});
