import type { TLanguage, TMissionDetail, TOffer, TSessionUser } from '@tariq/contracts';
import { LANGUAGES } from '@tariq/contracts';
import { LEGAL_DOCUMENTS } from '@tariq/contracts/documents';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACES, changeLanguage, i18next } from '../lib/i18n';
import type { TNamespace } from '../lib/i18n';
import { makeAdminCompanyDetail, makeDocumentQueue, makeQueuedDocument, makeStaff } from '../test/admin';
import { makeColleagues, makeInvitationPreview } from '../test/colleagues';
import { makeVerifiedDocuments } from '../test/documents';
import { jsonResponse, serveFetch } from '../test/fake-fetch';
import { makeDraft } from '../test/invoices';
import { makeFreightDetail, makeFreightList } from '../test/freights';
import { makeMissionDetail, makePod, makeShipperMissionDetail } from '../test/missions';
import { makeNotificationList } from '../test/notifications';
import { makeOffer, makeOfferList } from '../test/offers';
import { makeNetwork, makeShipper } from '../test/private-exchange';
import { makeProfile } from '../test/profile';
import { makeUser, renderRoute } from '../test/render';

/**
 * No message key ever reaches the screen: every page with a form is opened directly (its texts
 * loaded as the app loads them, nothing else), in every language; its forms and dialogs are sent
 * empty or wrong so that their messages show; then no text, label or placeholder may look like a
 * key ("validation.required", "missions.pickup.title").
 */

const shipper = () => makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'] });
const carrier = () => makeUser();

/** Every first segment of a key: the namespaces and the top-level groups of the French texts. */
const KEY_PREFIXES = [
  ...new Set([
    ...NAMESPACES,
    ...Object.values(
      import.meta.glob<Record<string, unknown>>('../locales/fr/*.json', { eager: true, import: 'default' }),
    ).flatMap((texts) => Object.keys(texts)),
  ]),
];
const KEY_SHAPED = new RegExp(`(?<![\\w@./-])(?:${KEY_PREFIXES.join('|')})\\.[A-Za-z_][\\w.]*[A-Za-z_]`, 'g');

/** What a user reads or hears of the page: its texts, and the labels, placeholders and titles of its elements. */
function readableTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of document.body.querySelectorAll('*'))
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt'])
      texts.push(element.getAttribute(attribute) ?? '');
  return texts;
}

function keyShapedTexts(): string[] {
  return readableTexts().flatMap((text) => text.match(KEY_SHAPED) ?? []);
}

/**
 * Forgets every text but the bundled French shell, as a browser that opens a page directly: the
 * page then has only what its route and its components load.
 */
function forgetTexts() {
  const connector = i18next.services.backendConnector as unknown as { state: Record<string, number> };
  for (const language of LANGUAGES)
    for (const namespace of NAMESPACES)
      if (!(language === 'fr' && namespace === 'common')) i18next.removeResourceBundle(language, namespace);
  connector.state = {};
  i18next.options.ns = ['common'];
}

const offerInExchange = makeOffer();
const offerScheduled = makeOffer({ uid: 'Sc7Kp2mQ', status: 'scheduled' });
const offerCompleted = makeOffer({ uid: 'Cp7Kp2mQ', status: 'completed' });
const at = (time: string) => `2026-12-01T${time}:00.000Z`;
const scheduledMission = makeShipperMissionDetail({ offer: offerScheduled, charter_status: 'confirmed' });
const deliveredMission = makeShipperMissionDetail({
  id: '00000000-0000-4000-8000-0000000000e2',
  offer: offerCompleted,
  status: 'completed',
  charter_status: 'confirmed',
  started_at: at('07:00'),
  completed_at: at('15:00'),
  pickup_verified_at: at('07:30'),
  pod: makePod({ sent_at: at('15:00'), due_at: at('15:30') }),
});
const startedMission = makeMissionDetail({
  id: '00000000-0000-4000-8000-0000000000e3',
  offer: makeOffer({ uid: 'Ip7Kp2mQ', status: 'in_progress' }),
  status: 'in_progress',
  charter_status: 'confirmed',
  started_at: at('07:00'),
  pickup_verified_at: at('06:50'),
});

const adminCompany = makeAdminCompanyDetail();
// A draft that lacks mentions of both parties: the alert names each one.
const invoiceDraft = makeDraft({ missing_mentions: ['seller.nif', 'seller.email', 'buyer.rc'] });

/** The server of every scene: each offer, freight and mission above, and empty lists. */
function serveEverything() {
  const offers = new Map<string, TOffer>(
    [offerInExchange, offerScheduled, offerCompleted].map((offer) => [offer.uid, offer]),
  );
  const missions = new Map<string, TMissionDetail>(
    [scheduledMission, deliveredMission, startedMission].map((mission) => [mission.offer.uid, mission]),
  );
  return serveFetch(({ url }) => {
    const path = url.pathname;
    const [, , resource, uid, sub] = path.split('/');
    if (path === '/api/offers/my') return jsonResponse(200, makeOfferList({ data: [] }));
    if (path === '/api/offer-templates' || path === '/api/saved-searches') return jsonResponse(200, { data: [] });
    if (path === '/api/user/notifications') return jsonResponse(200, makeNotificationList({ data: [] }));
    if (path === '/api/freights') return jsonResponse(200, makeFreightList());
    if (resource === 'offers' && uid && sub === 'proposals') return jsonResponse(200, { data: [] });
    if (resource === 'offers' && uid && !sub && offers.has(uid)) return jsonResponse(200, offers.get(uid));
    if (resource === 'freights' && uid && !sub) {
      const mission = missions.get(uid);
      return jsonResponse(
        200,
        mission
          ? makeFreightDetail({ uid, status: mission.offer.status, available: false })
          : makeFreightDetail({ uid }),
      );
    }
    if (path.startsWith('/api/missions/of-offer/')) {
      const mission = missions.get(path.split('/').at(-1) ?? '');
      if (mission) return jsonResponse(200, mission);
    }
    if (path === '/api/missions') return jsonResponse(200, { data: [], page: 1, total_pages: 0, count: 0 });
    if (path === `/api/users/${carrier().id}`) return jsonResponse(200, makeProfile());
    if (path === '/api/colleagues') return jsonResponse(200, makeColleagues());
    // As the session has them (documents verified); the optional one is still to send, its form open.
    if (path === '/api/documents') return jsonResponse(200, makeVerifiedDocuments());
    if (path === '/api/auth/invitation') return jsonResponse(200, makeInvitationPreview());
    if (path === '/api/private-exchange/network') return jsonResponse(200, makeNetwork());
    if (path === '/api/admin/documents') return jsonResponse(200, makeDocumentQueue([makeQueuedDocument()]));
    if (path === `/api/admin/companies/${adminCompany.company.id}`) return jsonResponse(200, adminCompany);
    if (path === `/api/invoices/${invoiceDraft.id}`) return jsonResponse(200, { data: invoiceDraft });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

type TUser = ReturnType<typeof userEvent.setup>;
/** `t` of the current language, for the names of the buttons a scene clicks. */
const label = (namespace: TNamespace, key: string): string => i18next.t(key as never, { ns: namespace });

/** A field said wrong, an error under a field or an alert: what a form shows when it refuses. */
const REFUSAL = '[aria-invalid="true"], [role="alert"], .mantine-InputWrapper-error';

/**
 * Sends every form of `scope` as it is (a dialog without one: its last button, which confirms), and
 * waits for the messages it gets.
 */
async function sendForms(user: TUser, scope: HTMLElement) {
  const forms = [...scope.querySelectorAll('form')];
  if (forms.length === 0) await user.click(within(scope).getAllByRole('button').at(-1)!);
  for (const form of forms) {
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit) await user.click(submit);
    else fireEvent.submit(form);
  }
  await waitFor(() => expect(scope.querySelector(REFUSAL), scope.textContent).not.toBeNull());
}

/** Opens the dialog a button opens, sends its form, and closes it again. */
async function sendDialog(user: TUser, namespace: TNamespace, key: string) {
  await user.click((await screen.findAllByRole('button', { name: label(namespace, key) }))[0]!);
  const dialog = await screen.findByRole('dialog');
  await sendForms(user, dialog);
  expect(keyShapedTexts()).toEqual([]);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

type TScene = {
  name: string;
  path: string;
  user: () => TSessionUser | null;
  /** What a user does on it to see its messages. */
  play: (user: TUser) => Promise<void>;
};

const SCENES: TScene[] = [
  {
    name: 'login',
    path: '/login',
    user: () => null,
    play: async (user) => sendForms(user, await screen.findByRole('main')),
  },
  {
    name: 'new shipment',
    path: '/expedition/new',
    user: shipper,
    play: async (user) => {
      const priceLabel = label('offerForm', 'offerForm.fields.price');
      const price = await screen.findByRole('textbox', { name: (name) => name.startsWith(priceLabel) });
      await user.type(price, '-50');
      await user.tab();
      // Refused as soon as it is left, before any check of the form.
      await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
      expect(keyShapedTexts()).toEqual([]);
      await sendForms(user, await screen.findByRole('main'));
    },
  },
  {
    name: 'shipment in exchange',
    path: `/expeditions/${offerInExchange.uid}`,
    user: shipper,
    play: async (user) => {
      await sendDialog(user, 'expeditions', 'expeditions.actions.editPrice');
      await sendDialog(user, 'expeditions', 'expeditions.actions.cancel');
    },
  },
  {
    name: 'shipment with its carrier',
    path: `/expeditions/${offerScheduled.uid}`,
    user: shipper,
    play: async (user) => {
      await sendForms(user, await screen.findByRole('region', { name: label('missions', 'missions.pickup.title') }));
      await sendDialog(user, 'missions', 'missions.actions.cancel.button');
    },
  },
  {
    name: 'delivered shipment',
    path: `/expeditions/${offerCompleted.uid}`,
    user: shipper,
    play: async (user) => {
      await sendForms(user, await screen.findByRole('region', { name: label('missions', 'missions.rating.title') }));
      await sendDialog(user, 'missions', 'missions.actions.contestPod.button');
    },
  },
  {
    name: 'freight search',
    path: '/freights',
    user: carrier,
    play: async (user) => sendDialog(user, 'freights', 'freights.savedSearches.create'),
  },
  {
    name: 'freight offer',
    path: `/offres/${offerInExchange.uid}`,
    user: carrier,
    play: async (user) => sendDialog(user, 'proposals', 'proposals.carrier.propose'),
  },
  {
    name: 'mission under way',
    path: `/offres/${startedMission.offer.uid}`,
    user: carrier,
    play: async (user) => sendDialog(user, 'missions', 'missions.actions.finish.button'),
  },
  {
    name: 'invoice draft',
    path: `/invoices/${invoiceDraft.id}`,
    user: () => makeUser({ modules: ['invoices'] }),
    play: async (user) => {
      // Its save is off until something changes: a line's label emptied, then sent.
      const labelOfLine = label('invoices', 'invoices.lines.label');
      await user.clear(await screen.findByRole('textbox', { name: (name) => name.startsWith(labelOfLine) }));
      await sendForms(user, await screen.findByRole('main'));
    },
  },
  {
    name: 'account information',
    path: '/profile',
    user: carrier,
    play: async (user) => {
      // Its save is off until something changes: a required field emptied, then sent.
      const form = await screen.findByRole('form', { name: label('profile', 'profile.user.title') });
      await user.clear(within(form).getByRole('textbox', { name: label('profile', 'profile.user.firstName') }));
      await sendForms(user, form);
    },
  },
  {
    name: 'colleagues',
    path: '/profile/collegues',
    user: carrier,
    play: async (user) => {
      await sendForms(user, await screen.findByRole('form', { name: label('colleagues', 'colleagues.invite.title') }));
      // Refused by the server here (404): the dialog shows its alert.
      await sendDialog(user, 'colleagues', 'colleagues.leave.button');
    },
  },
  {
    name: 'private exchange',
    path: '/private-bourse',
    user: makeShipper,
    play: async (user) => {
      // Sent empty: the address and the group's name are required.
      await sendForms(
        user,
        await screen.findByRole('form', { name: label('privateExchange', 'privateExchange.invite.title') }),
      );
      await sendForms(
        user,
        await screen.findByRole('form', { name: label('privateExchange', 'privateExchange.groups.create') }),
      );
    },
  },
  {
    name: 'legal documents',
    path: '/profile/documents',
    user: carrier,
    play: async (user) => {
      const other = LEGAL_DOCUMENTS.other.label[i18next.language as TLanguage];
      await sendForms(user, await screen.findByRole('region', { name: other }));
      // Refused by the server here (404): the dialog shows its alert.
      const remove = label('documents', 'documents.delete.button');
      await user.click((await screen.findAllByRole('button', { name: (name) => name.startsWith(remove) }))[0]!);
      await sendForms(user, await screen.findByRole('dialog'));
      expect(keyShapedTexts()).toEqual([]);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  },
  {
    name: 'documents to review',
    path: '/admin/documents',
    user: makeStaff,
    play: async (user) => {
      await user.click(await screen.findByRole('button', { name: /Transports Atlas Express/ }));
      // Sent empty: the reason is required.
      await sendForms(user, await screen.findByRole('form', { name: label('admin', 'admin.refuse.title') }));
    },
  },
  {
    name: 'a company, for the staff',
    path: `/admin/companies/${adminCompany.company.id}`,
    user: makeStaff,
    play: async (user) => {
      // Refused by the server here (404): the form shows its alert.
      await sendForms(user, await screen.findByRole('form', { name: label('admin', 'admin.company.settings.title') }));
      // The same for the confirmation of a user's disabling.
      const disable = label('admin', 'admin.company.users.disable');
      await user.click((await screen.findAllByRole('button', { name: (name) => name.startsWith(disable) }))[0]!);
      await sendForms(user, await screen.findByRole('dialog'));
      expect(keyShapedTexts()).toEqual([]);
    },
  },
  {
    name: 'invitation',
    path: '/invitation?token=abc',
    user: () => null,
    play: async (user) => {
      // The form shows once the invitation is read.
      await screen.findByRole('button', { name: label('colleagues', 'invitation.submit') });
      await sendForms(user, await screen.findByRole('main'));
    },
  },
];

afterEach(() => vi.unstubAllGlobals());
afterAll(async () => {
  // The other files of the project run in this same context: they find French and every text again.
  await changeLanguage('fr', { persist: false });
  await i18next.loadNamespaces(NAMESPACES.filter((namespace) => namespace !== 'catalogue'));
});

/**
 * A raw key shows when a page's texts are not loaded with it, the same in every language; a key
 * missing from one language's file is the locales test's to catch (every language has every key of
 * the French reference). So the scenes run in French, the reference, and in Arabic, the one written
 * right to left: all eight cost the suite 40 s for nothing more.
 */
const SCENE_LANGUAGES = ['fr', 'ar'] as const satisfies readonly TLanguage[];

describe.each(SCENE_LANGUAGES)('no raw message key on a page with a form, in %s', (language) => {
  it.each(SCENES)('$name', async (scene) => {
    forgetTexts();
    await act(() => changeLanguage(language, { persist: false }));
    serveEverything();
    const user = userEvent.setup({ delay: null });
    renderRoute(scene.path, scene.user());
    await screen.findByRole('heading', { level: 1 });
    await scene.play(user);
    expect(keyShapedTexts()).toEqual([]);
  });
});
