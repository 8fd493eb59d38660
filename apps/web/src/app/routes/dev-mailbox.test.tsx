import type { TDevMail } from '@tariq/contracts/email-verification';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const link = 'http://localhost:3000/emailVerification?token=abc';
const mail: TDevMail = {
  id: 'm-1',
  to: 'new@example.dz',
  subject: 'Confirmez votre adresse e-mail sur Tariq',
  status: 'sent',
  createdAt: '2026-11-22T09:00:00.000Z',
  links: [link],
  text: `Bonjour Nadia,\n\n${link}`,
  hasHtml: true,
};

describe('/dev/mailbox', () => {
  it('lists the mails without login, each link clickable, and keeps one recipient when asked', async () => {
    const calls = serveFetch(({ url }) =>
      url.pathname === '/api/dev/mailbox'
        ? jsonResponse(200, { data: [mail] })
        : jsonResponse(404, { code: 'NOT_FOUND', message: '' }),
    );
    renderRoute('/dev/mailbox', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Boîte mail de développement' })).toBeVisible();
    const card = await screen.findByRole('article', { name: mail.subject });
    expect(within(card).getByText(/new@example\.dz/)).toBeInTheDocument();
    expect(within(card).getByText('Envoyé')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: link })).toHaveAttribute('href', link);

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Destinataire'), 'new@example.dz');
    await user.click(screen.getByRole('button', { name: 'Actualiser' }));
    await vi.waitFor(() =>
      expect(calls.some((call) => call.url.searchParams.get('to') === 'new@example.dz')).toBe(true),
    );
  });

  it('says so when the server has no mailbox (production)', async () => {
    serveFetch(() => jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' }));
    renderRoute('/dev/mailbox', null);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "La boîte mail de développement n'est pas disponible sur ce serveur.",
    );
  });

  it('says when there is no mail yet', async () => {
    serveFetch(() => jsonResponse(200, { data: [] }));
    renderRoute('/dev/mailbox', null);
    expect(await screen.findByText('Aucun e-mail pour le moment.')).toBeInTheDocument();
  });
});
