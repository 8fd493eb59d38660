import type { TOffer, TShipmentInvoice } from '@tariq/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import { makeShipperMissionDetail } from '../../test/missions';
import { makeOffer, makeOfferList } from '../../test/offers';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Ressource introuvable.' };
const INVOICE: TShipmentInvoice = {
  id: '00000000-0000-4000-8000-0000000000a1',
  number: 'FA-2026-00007',
  issue_date: '2026-12-02',
  due_date: '2027-01-01',
  status: 'issued',
  currency: 'DZD',
  total_ttc: '95200.00',
  total_due: '96628.00',
  sent_at: '2026-12-02T09:00:00.000Z',
  payment_state: 'unpaid',
  is_overdue: false,
  balance: '96628.00',
  credit_notes: [],
  carrier: { company_id: '00000000-0000-4000-8000-0000000000b1', name: 'Transports Atlas Express' },
};

/** The shipper's shipment page, its mission delivered, and the invoices addressed to it (or a failure). */
function openShipment(options: { offer?: TOffer; invoices?: TShipmentInvoice[] | 'error' } = {}) {
  const offer = options.offer ?? makeOffer({ status: 'completed' });
  const invoices = options.invoices ?? [INVOICE];
  const calls = serveFetch(({ url }) => {
    if (url.pathname === `/api/offers/${offer.uid}/invoices`)
      return invoices === 'error'
        ? jsonResponse(500, { code: 'INTERNAL', message: 'Une erreur est survenue.' })
        : jsonResponse(200, { data: invoices });
    if (url.pathname.startsWith(`/api/invoices/${INVOICE.id}/`) && url.pathname.endsWith('/pdf'))
      return new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } });
    if (url.pathname === '/api/offers/my') return jsonResponse(200, makeOfferList({ data: [] }));
    if (url.pathname === `/api/offers/${offer.uid}/proposals`) return jsonResponse(200, { data: [] });
    if (url.pathname === `/api/offers/${offer.uid}`) return jsonResponse(200, offer);
    if (url.pathname === `/api/missions/of-offer/${offer.uid}`)
      return jsonResponse(200, makeShipperMissionDetail({ status: 'completed', charter_status: 'confirmed' }));
    return jsonResponse(404, NOT_FOUND);
  });
  renderRoute(`/expeditions/${offer.uid}`, makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'] }));
  return { calls, offer, user: userEvent.setup() };
}

const invoicesAsked = (calls: { url: URL }[], uid: string) =>
  calls.filter((call) => call.url.pathname === `/api/offers/${uid}/invoices`).length;

describe('the invoices of a shipment, for its shipper (issue 30)', () => {
  it('lists the carrier’s invoice with what to pay and when, and downloads its PDF in French or Arabic', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (this: HTMLElement) {
      if (this instanceof HTMLAnchorElement) saved.push(this.download);
    });
    const { calls, user } = openShipment();
    const section = within(await screen.findByRole('region', { name: 'Factures' }, { timeout: 10_000 }));
    expect(section.getByText('FA-2026-00007')).toBeInTheDocument();
    expect(
      section.getByText(
        'Transports Atlas Express · émise le 2 déc. 2026 · 96 628,00 DZD à payer avant le 1 janv. 2027',
      ),
    ).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Télécharger la facture FA-2026-00007 en arabe (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['FA-2026-00007-ar.pdf']));
    const pdf = calls.find((call) => call.url.pathname === `/api/invoices/${INVOICE.id}/pdf`)!;
    expect(pdf.url.searchParams.get('lang')).toBe('ar');
  });

  it('shows where the invoice stands and its credit notes, each with its PDF', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (this: HTMLElement) {
      if (this instanceof HTMLAnchorElement) saved.push(this.download);
    });
    const creditNote = {
      id: '00000000-0000-4000-8000-0000000000c1',
      number: 'AV-2026-00003',
      kind: 'partial' as const,
      issue_date: '2026-12-05',
      total_due: '5950.00',
    };
    const { calls, user } = openShipment({
      invoices: [{ ...INVOICE, payment_state: 'settled', balance: '0.00', credit_notes: [creditNote] }],
    });
    const section = within(await screen.findByRole('region', { name: 'Factures' }, { timeout: 10_000 }));
    expect(section.getByText('Soldée')).toBeInTheDocument();
    expect(section.getByText(/Avoir AV-2026-00003 du 5 déc\. 2026 · 5\s950,00\sDZD/)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: "Télécharger l'avoir AV-2026-00003 en français (PDF)" }));
    await waitFor(() => expect(saved).toEqual(['AV-2026-00003-fr.pdf']));
    expect(
      calls.some((call) => call.url.pathname === `/api/invoices/${INVOICE.id}/credit-notes/${creditNote.id}/pdf`),
    ).toBe(true);
  });

  it('shows no section while no invoice is addressed to the shipper', async () => {
    const { calls, offer } = openShipment({ invoices: [] });
    await screen.findByRole('heading', { level: 3, name: 'Historique' }, { timeout: 10_000 });
    await waitFor(() => expect(invoicesAsked(calls, offer.uid)).toBe(1));
    expect(screen.queryByRole('region', { name: 'Factures' })).toBeNull();
  });

  it('does not ask before the delivery', async () => {
    const { calls, offer } = openShipment({ offer: makeOffer({ status: 'in_progress' }) });
    await screen.findByRole('heading', { level: 3, name: 'Historique' }, { timeout: 10_000 });
    expect(invoicesAsked(calls, offer.uid)).toBe(0);
  });

  it('says when the invoices could not be read, and reads them again on demand', async () => {
    const { calls, offer, user } = openShipment({ invoices: 'error' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Impossible de charger les factures de cette expédition.');
    const asked = invoicesAsked(calls, offer.uid);
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(invoicesAsked(calls, offer.uid)).toBeGreaterThan(asked));
  });
});
