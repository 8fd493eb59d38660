import { LIMITS } from '@tariq/contracts/limits';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../../test/fake-fetch';
import type { TFakeCall } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render';
import { ResendVerification } from './resend-verification';

// The countdown's clock and ticks are the test's; promises and the rest run as usual.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const RESEND = '/api/auth/resend-verification-email';
const posted = (calls: TFakeCall[]) =>
  calls.filter((call) => call.url.pathname === RESEND).map((call) => JSON.parse(String(call.init.body)) as unknown);

/** Moves the countdown's clock by `seconds`, one tick a second as the browser would. */
function wait(seconds: number) {
  for (let second = 0; second < seconds; second += 1)
    act(() => {
      vi.advanceTimersByTime(1000);
    });
}

describe('ResendVerification', () => {
  it('resends to the address given, says so, and locks the button for 60 s with a visible countdown', async () => {
    const calls = serveFetch(() => jsonResponse(200, { success: true }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ResendVerification email="new@example.dz" />);
    await user.click(screen.getByRole('button', { name: "Renvoyer l'e-mail de vérification" }));

    expect(await screen.findByText('E-mail de vérification renvoyé.')).toBeInTheDocument();
    expect(posted(calls)).toEqual([{ email: 'new@example.dz' }]);
    expect(screen.getByRole('button', { name: `Renvoyer dans ${LIMITS.verificationResendSeconds} s` })).toBeDisabled();
    wait(1);
    expect(screen.getByRole('button', { name: 'Renvoyer dans 59 s' })).toBeDisabled();
    wait(LIMITS.verificationResendSeconds - 1);
    const again = screen.getByRole('button', { name: "Renvoyer l'e-mail de vérification" });
    expect(again).toBeEnabled();
    await user.click(again);
    await vi.waitFor(() => expect(posted(calls)).toHaveLength(2));
  });

  it("says 'Une erreur s'est produite lors de l'envoi de l'email.' when the send fails, and retries", async () => {
    let isDown = true;
    const calls = serveFetch(() =>
      isDown ? jsonResponse(503, { code: 'SERVICE_UNAVAILABLE', message: '' }) : jsonResponse(200, { success: true }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ResendVerification email="new@example.dz" />);
    await user.click(screen.getByRole('button', { name: "Renvoyer l'e-mail de vérification" }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Une erreur s'est produite lors de l'envoi de l'email.");

    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('E-mail de vérification renvoyé.')).toBeInTheDocument();
    expect(screen.queryByText("Une erreur s'est produite lors de l'envoi de l'email.")).toBeNull();
    expect(posted(calls)).toHaveLength(2);
  });

  it('shows the server’s lock (429) and counts it down too', async () => {
    serveFetch(() =>
      jsonResponse(429, {
        code: 'TOO_MANY_REQUESTS',
        message: 'Trop de tentatives. Veuillez réessayer dans 1 minute(s).',
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ResendVerification email="new@example.dz" />);
    await user.click(screen.getByRole('button', { name: "Renvoyer l'e-mail de vérification" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives.');
    expect(screen.getByRole('button', { name: 'Renvoyer dans 60 s' })).toBeDisabled();
  });

  it('asks for the address when it is not known, checked before anything is sent', async () => {
    const calls = serveFetch(() => jsonResponse(200, { success: true }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ResendVerification />);
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: "Renvoyer l'e-mail de vérification" }));
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(posted(calls)).toEqual([]);

    await user.clear(screen.getByLabelText(/Adresse e-mail/));
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'new@example.dz');
    await user.click(screen.getByRole('button', { name: "Renvoyer l'e-mail de vérification" }));
    expect(await screen.findByText('E-mail de vérification renvoyé.')).toBeInTheDocument();
    expect(posted(calls)).toEqual([{ email: 'new@example.dz' }]);
  });
});
