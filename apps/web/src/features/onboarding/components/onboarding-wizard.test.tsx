import type { TBusinessDetails } from '@tariq/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { jsonResponse, serveFetch } from '../../../test/fake-fetch';
import type { TFakeCall } from '../../../test/fake-fetch';
import { makeVerifiedDocuments } from '../../../test/documents';
import { makeProfile } from '../../../test/profile';
import { makeUser, renderRoute } from '../../../test/render';

afterEach(async () => {
  vi.unstubAllGlobals();
  // Back to French before the next test renders (i18next is one instance for the whole file).
  await act(() => changeLanguage('fr', { persist: false }));
});

const LAZY = { timeout: 15_000 };
const PATH = '/api/auth/businessDetails';

const carrier = (overrides = {}) => makeUser({ isBusinessDetailsCompleted: false, ...overrides });
const shipper = () =>
  carrier({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'], email: 'shipper@demo.tariq.dz' });

const NOTHING: TBusinessDetails = {
  geoGraphicRadius: [],
  shipmentsCount: null,
  typesOfGoods: [],
  truckLoading: null,
  trucksCount: null,
  trucksTypes: [],
};

type TServerOptions = {
  prefill?: Partial<TBusinessDetails>;
  /** Answers the POST; by default the user, completed. */
  post?: (call: TFakeCall) => Response | Promise<Response>;
};

/**
 * The server: the company's details, the POST's answer, the documents /profile/documents reads, and
 * an empty answer to anything else (the header's calls).
 */
function serve(user: ReturnType<typeof makeUser>, options: TServerOptions = {}) {
  const calls = serveFetch((call) => {
    if (call.url.pathname === PATH && (call.init.method ?? 'GET') === 'GET') {
      return jsonResponse(200, { ...NOTHING, ...options.prefill });
    }
    if (call.url.pathname === PATH) {
      return options.post ? options.post(call) : jsonResponse(200, { ...user, isBusinessDetailsCompleted: true });
    }
    if (call.url.pathname.startsWith('/api/users/')) return jsonResponse(200, makeProfile());
    // As the session has them (makeUser: documents verified), so the tab reads no user again.
    if (call.url.pathname === '/api/documents') return jsonResponse(200, makeVerifiedDocuments());
    return jsonResponse(200, { data: [], total_pages: 0, total_not_viewed: 0 });
  });
  return { posts: () => calls.filter((call) => call.url.pathname === PATH && call.init.method === 'POST') };
}

/** The wizard, once its code, texts and the company's answers are there. */
async function openWizard() {
  const dialog = await screen.findByRole('dialog', {}, LAZY);
  await within(dialog).findByRole('button', { name: 'Continuer' }, LAZY);
  return dialog;
}

const continueButton = (dialog: HTMLElement) => within(dialog).queryByRole('button', { name: 'Continuer' });

async function clickContinue(dialog: HTMLElement) {
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Continuer' }));
}

async function choose(dialog: HTMLElement, name: string) {
  // A radio (one answer) or a checkbox (several), named by its label.
  await userEvent.click(await within(dialog).findByLabelText(name, {}, LAZY));
}

/** From the welcome to the geographic radius step, answering every question of a carrier. */
async function answerCarrierUpToRadius(dialog: HTMLElement) {
  await clickContinue(dialog);
  await choose(dialog, '2 à 5 véhicules');
  await clickContinue(dialog);
  await choose(dialog, 'Semi-remorque');
  await clickContinue(dialog);
  await within(dialog).findByText('(3/3)');
}

describe('the onboarding wizard', () => {
  it('opens over the page of a user whose business details are incomplete, welcoming them by name', async () => {
    serve(carrier());
    renderRoute('/dashboard', carrier());
    const dialog = await openWizard();
    expect(within(dialog).getByRole('heading', { name: 'Bienvenue Karim' })).toBeInTheDocument();
    expect(continueButton(dialog)).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Revenir' })).toBeNull();
  });

  it('does not open for a user whose details are complete', async () => {
    const calls = serveFetch(() => jsonResponse(200, { data: [], total_pages: 0, total_not_viewed: 0 }));
    renderRoute('/dashboard', makeUser());
    await screen.findByRole('heading', { name: 'Bienvenue Karim' });
    // The wizard asks for the company's answers as soon as it is rendered: nothing asked, nothing shown.
    expect(calls.filter((call) => call.url.pathname === PATH)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be closed by Escape nor has a close button', async () => {
    serve(carrier());
    renderRoute('/dashboard', carrier());
    const dialog = await openWizard();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBe(dialog);
    await userEvent.click(document.querySelector('.mantine-Modal-overlay')!);
    expect(screen.getByRole('dialog')).toBe(dialog);
    // Only the wizard's own button: no close (×) button.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Continuer']);
  });

  it('is 562 px wide', async () => {
    serve(carrier());
    renderRoute('/dashboard', carrier());
    await openWizard();
    // Mantine writes the size in rem: 562 px / 16 px.
    expect(document.querySelector('.mantine-Modal-root')!.getAttribute('style')).toContain(
      '--modal-size: calc(35.125rem * var(--mantine-scale))',
    );
  });

  it('speaks the user’s language', async () => {
    serve(carrier({ language: 'en' }));
    await act(() => changeLanguage('en', { persist: false }));
    renderRoute('/dashboard', carrier({ language: 'en' }));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    expect(await within(dialog).findByRole('heading', { name: 'Welcome, Karim' }, LAZY)).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Continue' }, LAZY));
    expect(
      await within(dialog).findByRole('radiogroup', { name: 'How many vehicles are in your fleet?' }),
    ).toBeVisible();
    expect(await within(dialog).findByLabelText('1 vehicle', {}, LAZY)).toBeInTheDocument();
  });

  it('counts a carrier’s questions out of 3', async () => {
    serve(carrier());
    renderRoute('/dashboard', carrier());
    const dialog = await openWizard();
    await clickContinue(dialog);
    expect(await within(dialog).findByText('(1/3)', {}, LAZY)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Configuration de votre compte (1/3)' })).toBeVisible();
    expect(
      within(dialog).getByRole('radiogroup', { name: 'Combien de véhicules compte votre flotte ?' }),
    ).toBeVisible();
    await choose(dialog, '1 véhicule');
    await clickContinue(dialog);
    expect(await within(dialog).findByText('(2/3)')).toBeInTheDocument();
    await choose(dialog, 'Fourgon');
    await clickContinue(dialog);
    expect(await within(dialog).findByText('(3/3)')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('group', { name: 'Dans quelle zone géographique travaillez-vous ?' }),
    ).toBeVisible();
  });

  it('counts a shipper’s questions out of 4', async () => {
    serve(shipper());
    renderRoute('/dashboard', shipper());
    const dialog = await openWizard();
    await clickContinue(dialog);
    expect(await within(dialog).findByText('(1/4)', {}, LAZY)).toBeInTheDocument();
    await choose(dialog, '0 à 5 par mois');
    await clickContinue(dialog);
    expect(await within(dialog).findByText('(2/4)')).toBeInTheDocument();
    await choose(dialog, 'Palettes');
    await clickContinue(dialog);
    expect(await within(dialog).findByText('(3/4)')).toBeInTheDocument();
    await choose(dialog, 'Complet (FTL)');
    await clickContinue(dialog);
    expect(await within(dialog).findByText('(4/4)')).toBeInTheDocument();
  });

  it('keeps the next button disabled on a one-answer question until an answer is chosen', async () => {
    serve(carrier());
    renderRoute('/dashboard', carrier());
    const dialog = await openWizard();
    await clickContinue(dialog);
    await within(dialog).findByText('(1/3)', {}, LAZY);
    expect(continueButton(dialog)).toBeDisabled();
    await userEvent.click(continueButton(dialog)!);
    expect(within(dialog).getByText('(1/3)')).toBeInTheDocument();
    await choose(dialog, '5 à 20 véhicules');
    expect(continueButton(dialog)).toBeEnabled();
  });

  it('hides the next button on a several-answer question while nothing is chosen', async () => {
    serve(carrier());
    renderRoute('/dashboard', carrier());
    const dialog = await openWizard();
    await clickContinue(dialog);
    await choose(dialog, '1 véhicule');
    await clickContinue(dialog);
    await within(dialog).findByText('(2/3)');
    expect(continueButton(dialog)).toBeNull();
    await choose(dialog, 'Poids lourd 12 t');
    expect(continueButton(dialog)).toBeEnabled();
    await choose(dialog, 'Poids lourd 12 t');
    expect(continueButton(dialog)).toBeNull();
  });

  it('starts over when going back from the first question, and keeps the answers when going back further on', async () => {
    serve(carrier());
    renderRoute('/dashboard', carrier());
    const dialog = await openWizard();
    await clickContinue(dialog);
    await choose(dialog, '2 à 5 véhicules');
    await clickContinue(dialog);
    await within(dialog).findByText('(2/3)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revenir' }));
    // Back from the second question: the first answer is still there.
    expect(await within(dialog).findByRole('radio', { name: '2 à 5 véhicules' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revenir' }));
    expect(await within(dialog).findByRole('heading', { name: 'Bienvenue Karim' })).toBeInTheDocument();
    await clickContinue(dialog);
    expect(await within(dialog).findByRole('radio', { name: '2 à 5 véhicules' })).not.toBeChecked();
    expect(continueButton(dialog)).toBeDisabled();
  });

  it('starts from what sign-up gave', async () => {
    serve(carrier(), { prefill: { trucksCount: 'l', trucksTypes: ['truckVan'] } });
    renderRoute('/dashboard', carrier());
    const dialog = await openWizard();
    await clickContinue(dialog);
    expect(await within(dialog).findByRole('radio', { name: '5 à 20 véhicules' }, LAZY)).toBeChecked();
    await clickContinue(dialog);
    expect(await within(dialog).findByRole('checkbox', { name: 'Fourgon' })).toBeChecked();
  });

  it('sends the answers on the geographic radius step, then shows the documents step', async () => {
    const server = serve(carrier());
    const { session } = renderRoute('/dashboard', carrier());
    const dialog = await openWizard();
    await answerCarrierUpToRadius(dialog);
    expect(server.posts()).toHaveLength(0);
    await choose(dialog, 'National');
    await choose(dialog, 'International');
    await clickContinue(dialog);
    expect(await within(dialog).findByRole('heading', { name: 'Vérification de vos documents' })).toBeInTheDocument();
    expect(server.posts()).toHaveLength(1);
    expect(JSON.parse(String(server.posts()[0]!.init.body))).toEqual({
      trucksCount: 'm',
      trucksTypes: ['truckSPL'],
      geoGraphicRadius: ['national', 'international'],
    });
    // The session has the completed user; the wizard stays for its last step.
    expect(session.getState().user?.isBusinessDetailsCompleted).toBe(true);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('sends once when the button is clicked again while the answers are on their way', async () => {
    let answer: (response: Response) => void = () => undefined;
    const server = serve(carrier(), { post: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoute('/dashboard', carrier());
    const dialog = await openWizard();
    await answerCarrierUpToRadius(dialog);
    await choose(dialog, 'Régional');
    const button = continueButton(dialog)!;
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    answer(jsonResponse(200, { ...carrier(), isBusinessDetailsCompleted: true }));
    expect(await within(dialog).findByRole('heading', { name: 'Vérification de vos documents' })).toBeInTheDocument();
    expect(server.posts()).toHaveLength(1);
  });

  it('says so in the wizard when sending fails, and sends again on the next click', async () => {
    let fail = true;
    const server = serve(carrier(), {
      post: () =>
        fail
          ? jsonResponse(500, { code: 'INTERNAL', message: 'Une erreur s’est produite.' })
          : jsonResponse(200, { ...carrier(), isBusinessDetailsCompleted: true }),
    });
    const { session } = renderRoute('/dashboard', carrier());
    const dialog = await openWizard();
    await answerCarrierUpToRadius(dialog);
    await choose(dialog, 'National');
    await clickContinue(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Une erreur s'est produite, veuillez réessayer.",
    );
    expect(within(dialog).getByText('(3/3)')).toBeInTheDocument();
    expect(session.getState().user?.isBusinessDetailsCompleted).toBe(false);
    fail = false;
    await clickContinue(dialog);
    expect(await within(dialog).findByRole('heading', { name: 'Vérification de vos documents' })).toBeInTheDocument();
    expect(server.posts().length).toBeGreaterThanOrEqual(2);
  });

  it('closes on the last step’s button and goes to /profile/documents, never to open again', async () => {
    serve(carrier());
    const { router } = renderRoute('/dashboard', carrier());
    const dialog = await openWizard();
    await answerCarrierUpToRadius(dialog);
    await choose(dialog, 'National');
    await clickContinue(dialog);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Terminer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/documents'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { level: 2, name: 'Documents légaux' }, LAZY)).toBeInTheDocument();
    await router.navigate('/dashboard');
    await screen.findByRole('heading', { name: 'Bienvenue Karim' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
