import type { TSavedSearch } from '@tariq/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeFreightList, makeSavedSearch } from '../../test/freights';
import { makeUser, renderRoute } from '../../test/render';
import { renderToaster } from '../../test/toaster';

afterEach(() => vi.unstubAllGlobals());

type THandler = (call: TFakeCall, body: unknown) => Response | undefined;

/** The API around the user's saved searches (`state.searches` as the server holds them); `handle` answers first. */
function serveSearches(state: { searches: TSavedSearch[] }, handle: THandler = () => undefined) {
  return serveFetch(({ url, init }) => {
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const answer = handle({ url, init }, body);
    if (answer) return answer;
    if (url.pathname === '/api/freights') return jsonResponse(200, makeFreightList());
    if (url.pathname === '/api/saved-searches' && (init.method ?? 'GET') === 'GET')
      return jsonResponse(200, { data: state.searches });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

const requests = (calls: TFakeCall[], method: string, pathname: string) =>
  calls
    .filter((call) => (call.init.method ?? 'GET') === method && call.url.pathname === pathname)
    .map((call) => (call.init.body ? (JSON.parse(String(call.init.body)) as unknown) : null));

// The first render of a file loads the route's chunks: on a busy machine that outlasts the default second.
const mySearches = async () =>
  within(await screen.findByRole('region', { name: 'Mes recherches' }, { timeout: 10_000 }));

async function openActions(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click((await mySearches()).getByRole('button', { name: `${action} la recherche ${name}` }));
}

describe('saved searches', () => {
  it('lists them and applies one in a click: its filters go to the URL and to the search', async () => {
    const state = {
      searches: [makeSavedSearch(), makeSavedSearch({ id: 'b2', name: 'Frigo', filters: { refrigerated: true } })],
    };
    const calls = serveSearches(state);
    const { router } = renderRoute('/freights?goodType=bulk', makeUser());
    const list = await mySearches();
    expect(await list.findByText('2 sur 10')).toBeInTheDocument();
    expect(list.getByText('4 filtres')).toBeInTheDocument();
    const link = list.getByRole('link', { name: 'Alger → Oran semi' });
    expect(link).toHaveAttribute(
      'href',
      '/freights?maxWeight=44000&maxHeight=270&maxWidth=240&maxLength=1320&order=newest',
    );
    await userEvent.setup().click(link);
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?maxWeight=44000&maxHeight=270&maxWidth=240&maxLength=1320&order=newest',
      ),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname === '/api/freights').map((call) => call.url.search)).toContain(
        '?maxWeight=44000&maxHeight=270&maxWidth=240&maxLength=1320&order=newest&page=1&limit=20',
      ),
    );
    expect(screen.getByRole('radio', { name: 'Semi-remorque' })).toBeChecked();
  });

  it('saves the current filters under a name from the creation panel', async () => {
    const state = { searches: [] as TSavedSearch[] };
    const calls = serveSearches(state, ({ url, init }, body) => {
      if (url.pathname !== '/api/saved-searches' || init.method !== 'POST') return undefined;
      const created = makeSavedSearch({ id: 'new', ...(body as { name: string; filters: Record<string, unknown> }) });
      state.searches = [created];
      return jsonResponse(201, created);
    });
    const { router } = renderRoute('/freights?maxWeight=24000&dangerous=false', makeUser());
    expect(await (await mySearches()).findByText('Aucune recherche enregistrée.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click((await mySearches()).getByRole('button', { name: 'Créer une recherche' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Créer une recherche' }));
    expect(panel.getByLabelText('Poids maximal (kg)')).toHaveValue('24000');
    await user.type(panel.getByRole('textbox', { name: 'Nom de la recherche' }), '  Porteur 24 t ');
    await user.click(panel.getByRole('checkbox', { name: 'Conteneur' }));
    await user.click(panel.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() =>
      expect(requests(calls, 'POST', '/api/saved-searches')).toEqual([
        { name: 'Porteur 24 t', filters: { container: true, maxWeight: 24000, dangerous: false } },
      ]),
    );
    // The drawer slides out before it leaves the page.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Créer une recherche' })).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(router.state.location.search).toBe('?container=true&maxWeight=24000&dangerous=false');
    expect(await (await mySearches()).findByRole('link', { name: 'Porteur 24 t' })).toBeInTheDocument();
  });

  it('refuses a name longer than 60 characters with its message, without cutting what was typed', async () => {
    const state = { searches: [] as TSavedSearch[] };
    const calls = serveSearches(state);
    renderRoute('/freights', makeUser());
    const user = userEvent.setup();
    await user.click((await mySearches()).getByRole('button', { name: 'Créer une recherche' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Créer une recherche' }));
    const name = panel.getByRole('textbox', { name: 'Nom de la recherche' });
    await user.type(name, 'x'.repeat(61));
    expect(name).toHaveValue('x'.repeat(61));
    await user.click(panel.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Au plus 60 caractères'));
    expect(requests(calls, 'POST', '/api/saved-searches')).toEqual([]);
  });

  it("shows the server's message at the limit of 10, and keeps the panel open", async () => {
    const message = 'Vous avez atteint la limite de 10 recherches enregistrées.';
    const calls = serveSearches({ searches: [] }, ({ url, init }) =>
      url.pathname === '/api/saved-searches' && init.method === 'POST'
        ? jsonResponse(409, { code: 'SAVED_SEARCH_LIMIT', message })
        : undefined,
    );
    renderRoute('/freights', makeUser());
    const user = userEvent.setup();
    await user.click((await mySearches()).getByRole('button', { name: 'Créer une recherche' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Créer une recherche' }));
    await user.type(panel.getByRole('textbox', { name: 'Nom de la recherche' }), 'Onzième');
    await user.click(panel.getByRole('button', { name: 'Enregistrer' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(message);
    expect(requests(calls, 'POST', '/api/saved-searches')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Créer une recherche' })).toBeInTheDocument();
  });

  it("opens the creation panel when the menu's 'Créer une recherche' sends the user here", async () => {
    serveSearches({ searches: [] });
    const { router } = renderRoute('/dashboard', makeUser());
    await screen.findByRole('heading', { name: 'Bienvenue Karim' });
    await router.navigate('/freights', { state: { openSearchPanel: true } });
    expect(await screen.findByRole('dialog', { name: 'Créer une recherche' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/freights');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Créer une recherche' })).not.toBeInTheDocument());
    expect(router.state.location.state).toBeNull();
  });

  it('renames one, sending its filters with the new name', async () => {
    const state = { searches: [makeSavedSearch()] };
    const calls = serveSearches(state, ({ url, init }, body) => {
      if (url.pathname !== `/api/saved-searches/${makeSavedSearch().id}` || init.method !== 'PUT') return undefined;
      state.searches = [makeSavedSearch({ name: (body as { name: string }).name })];
      return jsonResponse(200, state.searches[0]);
    });
    renderRoute('/freights', makeUser());
    const user = userEvent.setup();
    await (await mySearches()).findByRole('link', { name: 'Alger → Oran semi' });
    await openActions(user, 'Alger → Oran semi', 'Renommer');
    const dialog = within(await screen.findByRole('dialog', { name: 'Renommer la recherche' }));
    const name = dialog.getByRole('textbox', { name: 'Nom de la recherche' });
    await user.clear(name);
    await user.type(name, 'Alger → Oran, semi 44 t');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(requests(calls, 'PUT', `/api/saved-searches/${makeSavedSearch().id}`)).toEqual([
        { name: 'Alger → Oran, semi 44 t', filters: makeSavedSearch().filters },
      ]),
    );
    expect(await (await mySearches()).findByRole('link', { name: 'Alger → Oran, semi 44 t' })).toBeInTheDocument();
  });

  it('deletes one only once confirmed', async () => {
    const state = { searches: [makeSavedSearch()] };
    const path = `/api/saved-searches/${makeSavedSearch().id}`;
    const calls = serveSearches(state, ({ url, init }) => {
      if (url.pathname !== path || init.method !== 'DELETE') return undefined;
      state.searches = [];
      return jsonResponse(200, { success: true });
    });
    renderRoute('/freights', makeUser());
    const user = userEvent.setup();
    await (await mySearches()).findByRole('link', { name: 'Alger → Oran semi' });

    await openActions(user, 'Alger → Oran semi', 'Supprimer');
    let dialog = within(await screen.findByRole('dialog', { name: 'Supprimer la recherche ?' }));
    expect(dialog.getByText('La recherche « Alger → Oran semi » sera supprimée.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(requests(calls, 'DELETE', path)).toHaveLength(0);

    await openActions(user, 'Alger → Oran semi', 'Supprimer');
    dialog = within(await screen.findByRole('dialog', { name: 'Supprimer la recherche ?' }));
    await user.click(dialog.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(requests(calls, 'DELETE', path)).toHaveLength(1));
    expect(await (await mySearches()).findByText('Aucune recherche enregistrée.')).toBeInTheDocument();
  });
});

describe('the alerts of a saved search (issue 28)', () => {
  it('turns them on and off with its bell, says so, and shows the new state without reading the list again', async () => {
    renderToaster();
    const state = { searches: [makeSavedSearch(), makeSavedSearch({ id: 'b2', name: 'Frigo', alerts: true })] };
    const path = `/api/saved-searches/${makeSavedSearch().id}/alerts`;
    const calls = serveSearches(state, ({ url, init }, body) => {
      if (url.pathname !== path || init.method !== 'PUT') return undefined;
      return jsonResponse(200, makeSavedSearch({ alerts: (body as { alerts: boolean }).alerts }));
    });
    renderRoute('/freights', makeUser());
    const list = await mySearches();
    const bell = await list.findByRole('button', { name: 'Alertes pour la recherche Alger → Oran semi' });
    expect(bell).toHaveAttribute('aria-pressed', 'false');
    expect(list.getByRole('button', { name: 'Alertes pour la recherche Frigo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const user = userEvent.setup();

    await user.click(bell);
    expect(await screen.findByText('Vous serez averti des nouvelles offres de cette recherche.')).toBeInTheDocument();
    await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'true'));
    expect(requests(calls, 'PUT', path)).toEqual([{ alerts: true }]);

    await user.click(bell);
    expect(await screen.findByText('Alertes désactivées pour cette recherche.')).toBeInTheDocument();
    await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'false'));
    expect(requests(calls, 'PUT', path)).toEqual([{ alerts: true }, { alerts: false }]);
    // The other search is untouched, and the list was read once.
    expect(list.getByRole('button', { name: 'Alertes pour la recherche Frigo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(requests(calls, 'GET', '/api/saved-searches')).toHaveLength(1);
  });

  it("shows the server's refusal and leaves the bell as it was", async () => {
    renderToaster();
    const message = 'Ressource introuvable.';
    serveSearches({ searches: [makeSavedSearch()] }, ({ url }) =>
      url.pathname.endsWith('/alerts') ? jsonResponse(404, { code: 'NOT_FOUND', message }) : undefined,
    );
    renderRoute('/freights', makeUser());
    const bell = await (
      await mySearches()
    ).findByRole('button', { name: 'Alertes pour la recherche Alger → Oran semi' });
    await userEvent.setup().click(bell);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-pressed', 'false');
  });
});

describe("a saved search's alert link, /freights?search=<id>", () => {
  const freightSearches = (calls: TFakeCall[]) =>
    calls.filter((call) => call.url.pathname === '/api/freights').map((call) => call.url.search);

  it("becomes the search's own URL in place of the link, and its filters are what is searched", async () => {
    const light = makeSavedSearch({
      id: 'b2',
      name: 'Léger sans hayon',
      filters: { noTailLift: true, maxWeight: 20000 },
    });
    const calls = serveSearches({ searches: [makeSavedSearch(), light] });
    const { router } = renderRoute(`/freights?search=${light.id}`, makeUser());
    await waitFor(() => expect(router.state.location.search).toBe('?maxWeight=20000&noTailLift=true'));
    expect(router.state.location.pathname).toBe('/freights');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(freightSearches(calls)).toContain('?maxWeight=20000&noTailLift=true&page=1&limit=20'));
    // The link's parameter is never a filter: the exchange is not read without the search's filters.
    expect(freightSearches(calls)).toEqual(['?maxWeight=20000&noTailLift=true&page=1&limit=20']);
    expect(await screen.findByRole('checkbox', { name: 'Sans hayon élévateur' })).toBeChecked();
  });

  it('just drops the parameter for a search the user no longer has, keeping the other filters', async () => {
    const calls = serveSearches({ searches: [makeSavedSearch()] });
    const { router } = renderRoute('/freights?search=gone&goodType=bulk', makeUser());
    await waitFor(() => expect(router.state.location.search).toBe('?goodType=bulk'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(freightSearches(calls)).toEqual(['?goodType=bulk&page=1&limit=20']));
  });
});
