import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../../test/fake-fetch';
import { makeOffer } from '../../../test/offers';
import { renderWithProviders } from '../../../test/render';
import { OfferEprotocol } from './offer-eprotocol';

afterEach(() => vi.unstubAllGlobals());

describe('OfferEprotocol', () => {
  it('sends the chosen file as multipart to the offer', async () => {
    const offer = makeOffer({ status: 'in_exchange', eprotocol: null });
    const calls = serveFetch(({ init }) =>
      jsonResponse(200, {
        ...offer,
        eprotocol: init.method === 'PUT' ? { name: 'p.pdf', mime: 'application/pdf', size: 9 } : null,
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<OfferEprotocol offer={offer} />);
    expect(screen.getByText('PDF ou image, 10 Mo au plus.')).toBeInTheDocument();
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.7'], 'p.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.init.method === 'PUT')!;
    expect(put.url.pathname).toBe(`/api/offers/${offer.uid}/eprotocol`);
    expect(put.init.body).toBeInstanceOf(FormData);
    expect(((put.init.body as FormData).get('file') as File).name).toBe('p.pdf');
  });

  it('removes the attached file only after confirming', async () => {
    const offer = makeOffer({
      status: 'scheduled',
      eprotocol: { name: 'CMR.pdf', mime: 'application/pdf', size: 2048 },
    });
    const calls = serveFetch(() => jsonResponse(200, { ...offer, eprotocol: null }));
    const user = userEvent.setup();
    renderWithProviders(<OfferEprotocol offer={offer} />);
    expect(screen.getByText('CMR.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Retirer l'e-protocole" }));
    const dialog = await screen.findByRole('dialog');
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: "Retirer l'e-protocole" }));
    await waitFor(() => expect(calls.map((call) => call.init.method)).toEqual(['DELETE']));
  });

  it('offers only the download once the shipment is completed', () => {
    const offer = makeOffer({
      status: 'completed',
      eprotocol: { name: 'CMR.pdf', mime: 'application/pdf', size: 2048 },
    });
    serveFetch(() => jsonResponse(404, {}));
    renderWithProviders(<OfferEprotocol offer={offer} />);
    expect(screen.getByRole('button', { name: 'Télécharger' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Retirer l'e-protocole" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remplacer' })).not.toBeInTheDocument();
  });
});
