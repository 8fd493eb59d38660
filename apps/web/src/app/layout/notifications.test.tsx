import type { TNotification, TNotificationListResponse, TSessionUser } from '@tariq/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { clearTokens, getAccessToken, saveTokens } from '../../lib/tokens';
import { makeNewCarrierDashboard } from '../../test/dashboard';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { hubStream } from '../../test/hub-stream';
import { makeNotification, makeNotificationList } from '../../test/notifications';
import { makeUser, renderRoute } from '../../test/render';
import { renderToaster } from '../../test/toaster';
import { makeTruck } from '../../test/trucks';

const carrier = () => makeUser();
const shipper = () =>
  makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'], firstname: 'Amina', lastname: 'Benali' });

const NOT_FOUND = () => jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
const NO_CONTENT = () => new Response(null, { status: 204 });

type TServeOptions = {
  /** The list's pages, from page 1. */
  pages?: TNotificationListResponse[];
  list?: () => Response;
  view?: () => Response;
  /** The user `POST /api/user/logged` answers. */
  loggedUser?: TSessionUser;
  /** `POST /api/trucks/{id}/still-available`. */
  stillAvailable?: (call: TFakeCall) => Response | Promise<Response>;
};

/** The server of the header: the notifications, the user's topic on the hub, logout and the user. */
function serve({
  pages = [makeNotificationList()],
  list,
  view = NO_CONTENT,
  loggedUser,
  stillAvailable,
}: TServeOptions = {}) {
  const hub = hubStream();
  const calls = serveFetch((call) => {
    const { url } = call;
    switch (url.pathname) {
      case '/.well-known/mercure':
        // The user's topic is their id; the freight search follows `freights` on a stream of its own.
        return url.searchParams.get('topic') === makeUser().id ? hub.response : hubStream().response;
      case '/api/user/notifications': {
        const page = pages[Number(url.searchParams.get('page')) - 1];
        if (list) return list();
        return page ? jsonResponse(200, page) : NOT_FOUND();
      }
      case '/api/user/notification/viewAll':
        return NO_CONTENT();
      case '/api/user/logout':
        return jsonResponse(200, { success: true });
      case '/api/user/logged':
        return loggedUser ? jsonResponse(200, loggedUser) : NOT_FOUND();
      // The page these tests open: its own figures, so that any error on screen is the bell's.
      case '/api/dashboard':
        return jsonResponse(200, makeNewCarrierDashboard());
    }
    if (url.pathname.startsWith('/api/user/notification/view/')) return view();
    if (stillAvailable && /^\/api\/trucks\/[^/]+\/still-available$/.test(url.pathname)) return stillAvailable(call);
    return NOT_FOUND();
  });
  const callsTo = (pathname: string) => calls.filter((call) => call.url.pathname === pathname);
  return { hub, calls, callsTo };
}

/** The route, with every place the router went to (a redirect's start included). */
function renderAt(path: string, user: TSessionUser) {
  const view = renderRoute(path, user);
  const visited: string[] = [];
  view.router.subscribe((state) => visited.push(state.location.pathname + state.location.search));
  return { ...view, visited };
}

// The panel's code loads after the header's menus: on a busy machine, give it time.
const findBell = (name: string) => screen.findByRole('button', { name }, { timeout: 15_000 });

async function openPanel(bellName: string) {
  const user = userEvent.setup();
  await findBell(bellName);
  // The page under the bell (the dashboard) may still be settling when the bell is first found, and
  // the header drawn again: the bell is looked up again on each try, until its panel stays open.
  await waitFor(
    async () => {
      if (!screen.queryByRole('menu')) await user.click(screen.getByRole('button', { name: bellName }));
      expect(screen.getByRole('menu')).toBeInTheDocument();
    },
    { timeout: 10_000 },
  );
  return { user, menu: screen.getByRole('menu') };
}

/** The notifications listed in the open panel, in order. */
const listed = () => within(screen.getByRole('group', { name: 'Notifications' })).getAllByRole('menuitem');

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh', mercure_token: 'hub-token' }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearTokens();
});

describe('the notification bell', () => {
  it.each([
    [0, 'Notifications', null],
    [5, '5 notifications non lues', '5'],
    [150, '150 notifications non lues', '+99'],
  ])('shows %i unread as its badge: hidden at 0, +99 above 99', async (unread, name, badge) => {
    const { callsTo } = serve({
      pages: [makeNotificationList({ data: [makeNotification()], total_not_viewed: unread })],
    });
    renderAt('/dashboard', carrier());
    await waitFor(() => expect(callsTo('/api/user/notifications')).toHaveLength(1), { timeout: 15_000 });
    expect(callsTo('/api/user/notifications')[0]!.url.search).toBe('?page=1&limit=5');
    const bell = await findBell(name);
    const indicator = screen.getByTestId('notification-indicator');
    if (badge) expect(within(indicator).getByText(badge)).toBeInTheDocument();
    else expect(indicator.textContent).toBe('');
    expect(bell).toHaveAttribute('aria-haspopup', 'menu');
  });
});

describe('the notification panel', () => {
  const uid = 'x7Kp2mQa';
  const byShipper = { offre_uid: uid, expediteurname: 'Cevital Logistique' };
  const byCarrier = { offre_uid: uid, transporteurname: 'Transports Atlas' };
  it.each<[TNotification['type'], () => TSessionUser, TNotification['data'], string, string]>([
    [0, shipper, byCarrier, 'Transports Atlas a fait une proposition sur votre expédition.', `/expeditions/${uid}`],
    [
      1,
      carrier,
      byShipper,
      'Cevital Logistique a accepté votre proposition : la mission est à vous.',
      `/offres/${uid}`,
    ],
    [2, carrier, byShipper, 'Cevital Logistique a refusé votre proposition.', `/offres/${uid}`],
    [
      3,
      carrier,
      { ...byShipper, updatetype: 'price' },
      "Cevital Logistique a modifié le prix de l'offre.",
      `/offres/${uid}`,
    ],
    [4, shipper, byCarrier, 'Transports Atlas a accepté votre expédition à votre prix.', `/expeditions/${uid}`],
    [5, shipper, { ...byCarrier, status: 4 }, 'Transports Atlas a terminé la mission.', `/expeditions/${uid}`],
    [6, carrier, { offre_uid: uid }, "L'offre a été attribuée à un autre transporteur.", '/offres'],
    [7, carrier, byShipper, 'Cevital Logistique a publié une nouvelle offre dans votre bourse privée.', '/private'],
    [
      8,
      carrier,
      { ...byShipper, status: 5, action: 'deleted' },
      "Cevital Logistique a supprimé l'expédition.",
      `/offres/${uid}`,
    ],
  ])(
    'type %i: says what happened, and a click marks it read and opens its page',
    async (type, who, data, text, target) => {
      const notification = makeNotification({ type, data });
      const { callsTo } = serve({ pages: [makeNotificationList({ data: [notification] })] });
      const { visited } = renderAt('/dashboard', who());
      const { user } = await openPanel('1 notification non lue');
      const item = within(screen.getByRole('group', { name: 'Notifications' })).getByRole('menuitem', {
        name: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .*Non lue$`),
      });
      expect(item).toHaveTextContent(type === 6 || type === 7 ? text : `${text}Réf. ${uid} · il y a 1 minute`);

      await user.click(item);
      await waitFor(() => expect(visited).toContain(target));
      await waitFor(() => expect(callsTo(`/api/user/notification/view/${notification.id}`)).toHaveLength(1));
      expect(await findBell('Notifications')).toBeInTheDocument();
    },
  );

  it('words every status and change, names nobody when the server gave no name, and never lists type 9', async () => {
    const texts: [Partial<TNotification>, string][] = [
      [
        { type: 3, data: { expediteurname: 'Cevital', updatetype: 'reference' } },
        "Cevital a modifié les références de l'offre.",
      ],
      [{ type: 3, data: { expediteurname: 'Cevital', updatetype: 'date' } }, "Cevital a modifié les dates de l'offre."],
      [{ type: 3, data: { expediteurname: 'Cevital', updatetype: 'other' } }, "Cevital a modifié l'offre."],
      [{ type: 5, data: { transporteurname: 'Atlas', status: 3 } }, 'Atlas a commencé la mission.'],
      [{ type: 5, data: { transporteurname: 'Atlas', status: 5 } }, 'Atlas a annulé la mission.'],
      [{ type: 8, data: { expediteurname: 'Cevital', status: 3 } }, "L'expédition est en cours."],
      [{ type: 8, data: { expediteurname: 'Cevital', status: 4 } }, "L'expédition est terminée."],
      [{ type: 8, data: { expediteurname: 'Cevital', status: 5 } }, "Cevital a annulé l'expédition."],
      [{ type: 8, data: { status: 5, action: 'deleted' } }, "L'expédition a été supprimée par l'expéditeur."],
      [
        { type: 5, data: { transporteurname: 'Atlas', status: 5, action: 'charter_declined' } },
        "Atlas a refusé le bon d'affrètement : l'offre est remise en bourse.",
      ],
      [
        { type: 8, data: { expediteurname: 'Cevital', status: 4, action: 'pod_accepted' } },
        'Cevital a accepté la preuve de livraison.',
      ],
      [
        { type: 8, data: { expediteurname: 'Cevital', status: 4, action: 'pod_contested' } },
        'Cevital a contesté la preuve de livraison.',
      ],
      [{ type: 0, data: { offre_uid: 'x7Kp2mQa' } }, 'Nouvelle proposition sur votre expédition.'],
    ];
    const accountEvent = makeNotification({ type: 9, data: {} });
    const data = [...texts.map(([overrides]) => makeNotification({ viewed: true, ...overrides })), accountEvent];
    serve({ pages: [makeNotificationList({ data, total_not_viewed: 0 })] });
    renderAt('/dashboard', carrier());
    await waitFor(() => expect(screen.getByTestId('notification-indicator')).toBeInTheDocument(), { timeout: 15_000 });
    await openPanel('Notifications');
    await waitFor(() =>
      expect(listed().map((item) => item.querySelector('p')?.textContent)).toEqual(texts.map(([, text]) => text)),
    );
    const items = listed();
    expect(screen.queryByText('Votre compte a été mis à jour.')).not.toBeInTheDocument();
    // Read ones are not announced as unread.
    expect(items.filter((item) => item.textContent?.includes('Non lue'))).toHaveLength(0);
  });

  it("loads the next page of 5 with 'Voir plus', after the first, each notification once", async () => {
    const first = Array.from({ length: 5 }, (_, index) =>
      makeNotification({ data: { offre_uid: `first${index}`, transporteurname: 'Atlas' } }),
    );
    const pushed = makeNotification({ data: { offre_uid: 'pushed', transporteurname: 'Atlas' } });
    // Page 2 read after a push: the last of page 1 has moved down into it.
    const second = [first[4]!, makeNotification({ data: { offre_uid: 'second1', transporteurname: 'Atlas' } })];
    const { hub, callsTo } = serve({
      pages: [
        makeNotificationList({ data: first, total_pages: 2, total_not_viewed: 7 }),
        makeNotificationList({ data: second, total_pages: 2, total_not_viewed: 8 }),
      ],
    });
    renderAt('/dashboard', carrier());
    await findBell('7 notifications non lues');
    hub.push(pushed, 1);
    const { user } = await openPanel('8 notifications non lues');
    expect(listed()).toHaveLength(6);

    await user.click(screen.getByRole('menuitem', { name: 'Voir plus' }));
    await waitFor(() => expect(listed()).toHaveLength(7));
    expect(callsTo('/api/user/notifications').map((call) => call.url.search)).toEqual([
      '?page=1&limit=5',
      '?page=2&limit=5',
    ]);
    expect(listed().map((item) => /Réf\. (\w+)/.exec(item.textContent ?? '')?.[1])).toEqual([
      'pushed',
      'first0',
      'first1',
      'first2',
      'first3',
      'first4',
      'second1',
    ]);
    expect(screen.queryByRole('menuitem', { name: 'Voir plus' })).not.toBeInTheDocument();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it("marks everything read with 'Tout marquer comme lu': the badge goes, no item is unread", async () => {
    const data = [makeNotification(), makeNotification({ type: 2 }), makeNotification({ viewed: true })];
    const { callsTo } = serve({ pages: [makeNotificationList({ data })] });
    renderAt('/dashboard', carrier());
    const { user } = await openPanel('2 notifications non lues');
    expect(listed().filter((item) => item.textContent?.includes('Non lue'))).toHaveLength(2);

    await user.click(screen.getByRole('menuitem', { name: 'Tout marquer comme lu' }));
    await waitFor(() => expect(callsTo('/api/user/notification/viewAll')).toHaveLength(1));
    expect(await findBell('Notifications')).toBeInTheDocument();
    expect(screen.getByTestId('notification-indicator').textContent).toBe('');
    expect(listed().filter((item) => item.textContent?.includes('Non lue'))).toHaveLength(0);
    expect(screen.getByRole('menuitem', { name: 'Tout marquer comme lu' })).toBeDisabled();
  });

  it('says there is nothing yet', async () => {
    serve();
    renderAt('/dashboard', carrier());
    await waitFor(() => expect(screen.getByTestId('notification-indicator')).toBeInTheDocument(), { timeout: 15_000 });
    await openPanel('Notifications');
    expect(await screen.findByText('Aucune notification')).toBeInTheDocument();
  });
});

describe('the alerts of saved searches and trucks (issue 28)', () => {
  const search = { search_id: '00000000-0000-4000-8000-0000000000b7', search_name: 'Alger → Oran' };
  const truck = { truck_id: makeTruck().id, truck_name: 'Renault T 480' };
  const carrierWithTrucks = () => makeUser({ modules: ['trucks'] });

  afterEach(async () => {
    // Back to French before the next test renders (i18next is one instance for the whole file).
    await act(() => changeLanguage('fr', { persist: false }));
  });

  it('says how many new offers came and for which search or truck, in the plural form of the count', async () => {
    const texts: [TNotification['type'], TNotification['data'], string][] = [
      [10, { action: 'saved_search', count: 1, ...search }, '1 nouvelle offre pour votre recherche Alger → Oran'],
      [10, { action: 'saved_search', count: 3, ...search }, '3 nouvelles offres pour votre recherche Alger → Oran'],
      [10, { action: 'truck', count: 1, ...truck }, '1 nouvelle offre pour votre camion Renault T 480'],
      [10, { action: 'truck', count: 12, ...truck }, '12 nouvelles offres pour votre camion Renault T 480'],
      [11, truck, 'Votre camion Renault T 480 est-il toujours disponible ?'],
    ];
    const data = texts.map(([type, notificationData]) =>
      makeNotification({ type, data: notificationData, viewed: true }),
    );
    serve({ pages: [makeNotificationList({ data, total_not_viewed: 0 })] });
    renderAt('/dashboard', carrierWithTrucks());
    await waitFor(() => expect(screen.getByTestId('notification-indicator')).toBeInTheDocument(), { timeout: 15_000 });
    await openPanel('Notifications');
    // The list and its words may come in more than one render on a busy machine: wait for the words.
    await waitFor(() =>
      expect(listed().map((item) => item.querySelector('p')?.textContent)).toEqual(texts.map(([, , text]) => text)),
    );
    // A question already answered (read) offers no answers.
    expect(screen.queryByRole('menuitem', { name: 'Toujours disponible' })).not.toBeInTheDocument();
  });

  it('says it in Arabic, with the plural form Arabic gives each count', async () => {
    await act(() => changeLanguage('ar', { persist: false }));
    const texts: [TNotification['data'], string][] = [
      [{ action: 'saved_search', count: 1, ...search }, 'عرض جديد واحد لبحثك Alger → Oran'],
      [{ action: 'saved_search', count: 2, ...search }, 'عرضان جديدان لبحثك Alger → Oran'],
      [{ action: 'truck', count: 5, ...truck }, '5 عروض جديدة لشاحنتك Renault T 480'],
      [{ action: 'truck', count: 11, ...truck }, '11 عرضًا جديدًا لشاحنتك Renault T 480'],
    ];
    const data = texts.map(([notificationData]) =>
      makeNotification({ type: 10, data: notificationData, viewed: true }),
    );
    const { callsTo } = serve({ pages: [makeNotificationList({ data, total_not_viewed: 0 })] });
    renderAt('/dashboard', carrierWithTrucks());
    // The panel is there once it asked for the list (the bell shows before it, without a panel).
    await waitFor(() => expect(callsTo('/api/user/notifications')).toHaveLength(1), { timeout: 15_000 });
    await openPanel('الإشعارات');
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'الإشعارات' }))
          .getAllByRole('menuitem')
          .map((item) => item.querySelector('p')?.textContent),
      ).toEqual(texts.map(([, text]) => text)),
    );
  });

  it.each([
    ['a saved search', { action: 'saved_search', count: 2, ...search }, `/freights?search=${search.search_id}`],
    ['a truck', { action: 'truck', count: 2, ...truck }, `/trucks/my?truck=${truck.truck_id}`],
  ])("opens %s's page with a click, and marks it read", async (_what, data, target) => {
    const notification = makeNotification({ type: 10, data });
    const { callsTo } = serve({ pages: [makeNotificationList({ data: [notification] })] });
    const { visited } = renderAt('/dashboard', carrierWithTrucks());
    const { user } = await openPanel('1 notification non lue');
    await user.click(listed()[0]!);
    await waitFor(() => expect(visited).toContain(target));
    await waitFor(() => expect(callsTo(`/api/user/notification/view/${notification.id}`)).toHaveLength(1));
  });
});

describe('a truck’s "still available?" in the panel (issue 28)', () => {
  const truck = makeTruck();
  const questionText = 'Votre camion Renault T 480 est-il toujours disponible ?';
  const askAbout = () => makeNotification({ type: 11, data: { truck_id: truck.id, truck_name: truck.name } });
  const answersTo = () => within(screen.getByRole('group', { name: questionText }));
  const sentAnswers = (calls: TFakeCall[]) =>
    calls.map((call) => [call.init.method, JSON.parse(String(call.init.body)) as unknown]);

  /** An answer the test lets through when it wants: the wait is what it checks. */
  function heldAnswer(available: boolean) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const answer = async () => {
      await released;
      return jsonResponse(200, { data: makeTruck({ isVisible: available }) });
    };
    return { answer, release };
  }

  it.each([
    ['Toujours disponible', true, 'Votre camion reste visible dans la recherche.'],
    ['Masquer le camion', false, "Votre camion n'est plus visible dans la recherche."],
  ])(
    "'%s' sends the answer, waits for it, says so, marks the question read and opens nothing",
    async (button, available, toast) => {
      renderToaster();
      const question = askAbout();
      const held = heldAnswer(available);
      const { callsTo } = serve({ pages: [makeNotificationList({ data: [question] })], stillAvailable: held.answer });
      const { visited } = renderAt('/dashboard', carrier());
      const { user } = await openPanel('1 notification non lue');
      expect(listed()[0]).toHaveTextContent(questionText);

      await user.click(answersTo().getByRole('menuitem', { name: button }));
      // While the call runs both answers wait, and a second click sends nothing.
      await waitFor(() =>
        expect(answersTo().getByRole('menuitem', { name: 'Toujours disponible' })).toHaveAttribute(
          'aria-disabled',
          'true',
        ),
      );
      expect(answersTo().getByRole('menuitem', { name: 'Masquer le camion' })).toHaveAttribute('aria-disabled', 'true');
      await user.click(answersTo().getByRole('menuitem', { name: button }));
      held.release();

      expect(await screen.findByText(toast)).toBeInTheDocument();
      const path = `/api/trucks/${truck.id}/still-available`;
      expect(sentAnswers(callsTo(path))).toEqual([['POST', { available }]]);
      await waitFor(() => expect(callsTo(`/api/user/notification/view/${question.id}`)).toHaveLength(1));
      // Read: the counter drops, the answers go, the panel stays open where it was.
      expect(await findBell('Notifications')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('group', { name: questionText })).not.toBeInTheDocument());
      expect(screen.getByRole('menu')).toBeInTheDocument();
      expect(listed()[0]).not.toHaveTextContent(/Non lue$/);
      expect(visited).toEqual(['/dashboard']);
    },
  );

  it('is reached with the arrow keys after its question and answered with Enter', async () => {
    const question = askAbout();
    const { callsTo } = serve({
      pages: [makeNotificationList({ data: [question] })],
      stillAvailable: () => jsonResponse(200, { data: makeTruck({ isVisible: false }) }),
    });
    const { visited } = renderAt('/dashboard', carrier());
    const { user } = await openPanel('1 notification non lue');
    const item = listed()[0]!;
    // 'Tout marquer comme lu', the question, then its two answers.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(answersTo().getByRole('menuitem', { name: 'Toujours disponible' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(answersTo().getByRole('menuitem', { name: 'Masquer le camion' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(callsTo(`/api/user/notification/view/${question.id}`)).toHaveLength(1));
    expect(sentAnswers(callsTo(`/api/trucks/${truck.id}/still-available`))).toEqual([['POST', { available: false }]]);
    // The answers are gone: the keyboard is back on the question, in the open panel.
    await waitFor(() => expect(screen.queryByRole('group', { name: questionText })).not.toBeInTheDocument());
    expect(item).toHaveFocus();
    expect(visited).toEqual(['/dashboard']);
  });

  it("shows the server's refusal, leaves the question unread and lets it be answered again", async () => {
    renderToaster();
    const question = askAbout();
    const message = 'Ressource introuvable.';
    const { callsTo } = serve({
      pages: [makeNotificationList({ data: [question] })],
      stillAvailable: () => jsonResponse(404, { code: 'NOT_FOUND', message }),
    });
    renderAt('/dashboard', carrier());
    const { user } = await openPanel('1 notification non lue');
    await user.click(answersTo().getByRole('menuitem', { name: 'Toujours disponible' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(callsTo(`/api/user/notification/view/${question.id}`)).toHaveLength(0);
    const keep = answersTo().getByRole('menuitem', { name: 'Toujours disponible' });
    await waitFor(() => expect(keep).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('button', { name: '1 notification non lue', hidden: true })).toBeInTheDocument();
  });
});

describe('what the hub pushes on the user topic', () => {
  it('puts a new notification first, adds one to the counter and chimes', async () => {
    const started: number[] = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      createGain = () => ({
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: () => undefined,
      });
      createOscillator = () => {
        const oscillator = {
          type: 'sine',
          frequency: { setValueAtTime: (frequency: number) => started.push(frequency) },
          connect: () => undefined,
          start: () => undefined,
          stop: () => undefined,
          onended: null,
        };
        return oscillator;
      };
      close = async () => undefined;
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const old = makeNotification({ type: 2, data: { offre_uid: 'old', expediteurname: 'Cevital' } });
    const { hub, callsTo } = serve({ pages: [makeNotificationList({ data: [old] })] });
    renderAt('/dashboard', carrier());
    await findBell('1 notification non lue');
    const subscription = callsTo('/.well-known/mercure')[0]!;
    expect(subscription.url.searchParams.getAll('topic')).toEqual([makeUser().id]);
    expect(new Headers(subscription.init.headers).get('authorization')).toBe('Bearer hub-token');

    hub.push(makeNotification({ type: 1, data: { offre_uid: 'new', expediteurname: 'Cevital' } }), 12);
    await findBell('2 notifications non lues');
    expect(started).toEqual([880, 1320]);
    await openPanel('2 notifications non lues');
    expect(listed().map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Cevital a accepté votre proposition : la mission est à vous.',
      'Cevital a refusé votre proposition.',
    ]);
    expect(callsTo('/api/user/notifications')).toHaveLength(1);
  });

  it('logs out on { action: logout }, as the profile menu does, and stops following', async () => {
    const { hub, callsTo } = serve();
    const { session } = renderAt('/dashboard', carrier());
    await waitFor(() => expect(callsTo('/.well-known/mercure')).toHaveLength(1), { timeout: 15_000 });
    hub.push({ action: 'logout' });
    expect(await screen.findByRole('heading', { name: 'Connexion' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('/api/user/logout')[0]!.init.body))).toEqual({ refresh_token: 'refresh' });
    expect(getAccessToken()).toBeNull();
    // A logout: the guards send to /auth.
    expect(session.getState()).toEqual({ status: 'anonymous', user: null, loggedOut: true });
    expect(callsTo('/.well-known/mercure')[0]!.init.signal?.aborted).toBe(true);
  });

  it('does not list an account event (type 9), and reads the user again', async () => {
    const { hub, callsTo } = serve({ loggedUser: makeUser({ firstname: 'Karima' }) });
    renderAt('/dashboard', carrier());
    expect(await screen.findByRole('heading', { name: 'Bienvenue Karim' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/.well-known/mercure')).toHaveLength(1), { timeout: 15_000 });
    hub.push(makeNotification({ type: 9, data: {} }), 3);
    expect(await screen.findByRole('heading', { name: 'Bienvenue Karima' })).toBeInTheDocument();
    expect(callsTo('/api/user/logged')).toHaveLength(1);
    await openPanel('Notifications');
    expect(await screen.findByText('Aucune notification')).toBeInTheDocument();
  });
});

describe('when the server fails', () => {
  it('keeps the counter and the unread mark when marking read fails, says nothing, and still opens the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const notification = makeNotification({ type: 6, data: {} });
    const { callsTo } = serve({
      pages: [makeNotificationList({ data: [notification] })],
      view: () => jsonResponse(500, { code: 'INTERNAL', message: 'Erreur interne.' }),
    });
    const { visited } = renderAt('/dashboard', carrier());
    const { user } = await openPanel('1 notification non lue');
    await user.click(listed()[0]!);
    await waitFor(() => expect(visited).toContain('/offres'));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('notifications: marking one read failed', '(500 INTERNAL)'));
    expect(callsTo(`/api/user/notification/view/${notification.id}`)).toHaveLength(1);

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: '1 notification non lue' })).toBeInTheDocument();
    expect(within(banner).queryByRole('alert')).not.toBeInTheDocument();
    await openPanel('1 notification non lue');
    expect(listed()[0]).toHaveTextContent(/Non lue$/);
    expect(within(screen.getByRole('menu')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('only logs a list that cannot be read: no badge, no error on screen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve({ list: () => jsonResponse(500, { code: 'INTERNAL', message: 'Erreur interne.' }) });
    renderAt('/dashboard', carrier());
    expect(await screen.findByRole('heading', { name: 'Bienvenue Karim' })).toBeInTheDocument();
    // Asked three times (a 5xx may pass), then logged.
    await waitFor(
      () => expect(warn).toHaveBeenCalledWith('notifications: the list could not be read', '(500 INTERNAL)'),
      { timeout: 10_000 },
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/erreur/i)).not.toBeInTheDocument();
    // Opening the panel asks again; it fails again the same quiet way.
    await openPanel('Notifications');
    expect(await screen.findByText('Aucune notification', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(warn.mock.calls.filter(([message]) => message === 'notifications: the list could not be read')).toHaveLength(
      2,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
