import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { jsonResponse } from '../../test/fake-fetch';
import {
  DRAFT_ID,
  ISSUED_ID,
  MISSION_ID,
  bodiesOf,
  callsTo,
  dialogNamed,
  findToast,
  makeDraft,
  openInvoices,
  serveInvoices,
} from '../../test/invoices';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clean();
});

const DRAFT_PATH = `/invoices/${DRAFT_ID}`;
const ISSUED_PATH = `/invoices/${ISSUED_ID}`;
const DRAFT_TITLE = 'Brouillon de facture — Cevital Logistique';

/** The error a field shows, as a screen reader reads it with the field. */
function errorOf(element: HTMLElement): string | null {
  if (element.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

/** Every field on the page is the payment form's (an issued invoice is read only otherwise). */
function onlyPaymentFields(): boolean {
  const payments = screen.getByRole('region', { name: 'Paiements' });
  return screen.queryAllByRole('textbox').every((field) => payments.contains(field));
}

describe('/invoices/:id: a draft', () => {
  it('shows a skeleton while loading, then the client, its identifiers, the missions, the lines and the totals', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    serveInvoices({
      answer: ({ url }) =>
        url.pathname === `/api/invoices/${DRAFT_ID}`
          ? (held.then(() => jsonResponse(200, { data: makeDraft() })) as unknown as Response)
          : undefined,
    });
    openInvoices(DRAFT_PATH);
    expect(await screen.findByRole('status', { name: 'Chargement de la facture…' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: DRAFT_TITLE })).toBeInTheDocument();
    const client = within(screen.getByRole('region', { name: 'Client' }));
    expect(client.getByText('Cevital Logistique SPA')).toBeInTheDocument();
    expect(client.getByText('000616012345678')).toBeInTheDocument();
    expect(client.getByText('SPA')).toBeInTheDocument();
    const missions = within(screen.getByRole('region', { name: 'Missions facturées' }));
    expect(missions.getByText('Mission MIS-26-0012 · offre EXP-26-0042')).toBeInTheDocument();
    expect(missions.getByText('Réf. chargement : CH-881')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Désignation, ligne 1' })).toHaveValue(
      'Transport Béjaïa → Alger (MIS-26-0012)',
    );
    expect(screen.getByRole('textbox', { name: 'Prix unitaire HT, ligne 1' })).toHaveValue('85 000');
    expect(screen.getByRole('combobox', { name: 'TVA, ligne 1' })).toHaveValue('1900');
    const totals = within(screen.getByRole('region', { name: 'Totaux' }));
    expect(totals.getByText('TVA 19 % sur 85 000,00 DZD')).toBeInTheDocument();
    expect(totals.getByText('Total TTC').nextElementSibling).toHaveTextContent('101 150,00 DZD');
    expect(totals.getByText('Net à payer').nextElementSibling).toHaveTextContent('101 150,00 DZD');
    expect(screen.getByRole('button', { name: 'Émettre la facture' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });

  it('says the invoice could not be loaded, and asks again', async () => {
    let fails = true;
    serveInvoices({
      answer: ({ url }) =>
        url.pathname === `/api/invoices/${DRAFT_ID}` && fails
          ? jsonResponse(500, { code: 'INTERNAL', message: "Une erreur s'est produite. Veuillez réessayer." })
          : undefined,
    });
    const { user } = openInvoices(DRAFT_PATH);
    const alert = await screen.findByRole('alert', { name: /lors du chargement de la facture/ });
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: DRAFT_TITLE })).toBeInTheDocument();
  });

  it('changes a line, adds one, and saves the whole lines with amounts as decimal strings', async () => {
    const calls = serveInvoices();
    const { user } = openInvoices(DRAFT_PATH);
    const price = await screen.findByRole('textbox', { name: 'Prix unitaire HT, ligne 1' });
    await user.clear(price);
    await user.type(price, '90000,5');
    expect(screen.getByRole('button', { name: 'Émettre la facture' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Émettre la facture' })).toHaveAccessibleDescription(
      "Enregistrez vos modifications avant d'émettre la facture.",
    );
    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    await user.type(screen.getByRole('textbox', { name: 'Désignation, ligne 2' }), 'Manutention');
    const quantity = screen.getByRole('textbox', { name: 'Quantité, ligne 2' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(screen.getByRole('textbox', { name: 'Prix unitaire HT, ligne 2' }), '1500');
    await user.selectOptions(screen.getByRole('combobox', { name: 'TVA, ligne 2' }), '900');
    expect(screen.getAllByText("À l'enregistrement")).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await findToast('Brouillon enregistré')).toBeInTheDocument();
    expect(bodiesOf(calls, 'PUT', `/api/invoices/${DRAFT_ID}`)).toEqual([
      {
        lines: [
          {
            label: 'Transport Béjaïa → Alger (MIS-26-0012)',
            quantity: 1,
            unit_price: '90000.50',
            vat_rate: 1900,
            kind: 'transport',
            mission_id: MISSION_ID,
          },
          { label: 'Manutention', quantity: 2, unit_price: '1500.00', vat_rate: 900, kind: 'other', mission_id: null },
        ],
      },
    ]);
    // The amounts are the server's, once saved.
    expect(await screen.findByText('3 000,00 DZD')).toBeInTheDocument();
    expect(screen.queryByText("À l'enregistrement")).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Émettre la facture' })).toBeEnabled();
  });

  it('removes a line from the middle, keeping what was typed in the others', async () => {
    const calls = serveInvoices();
    const { user } = openInvoices(DRAFT_PATH);
    await screen.findByRole('textbox', { name: 'Prix unitaire HT, ligne 1' });
    for (const label of ['Manutention', 'Attente']) {
      await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
      const position = screen.getAllByRole('textbox', { name: /^Désignation, ligne/ }).length;
      await user.type(screen.getByRole('textbox', { name: `Désignation, ligne ${position}` }), label);
      await user.type(screen.getByRole('textbox', { name: `Prix unitaire HT, ligne ${position}` }), '100');
    }
    await user.click(screen.getByRole('button', { name: 'Supprimer la ligne 2' }));
    expect(
      screen.getAllByRole('textbox', { name: /^Désignation, ligne/ }).map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Transport Béjaïa → Alger (MIS-26-0012)', 'Attente']);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await findToast('Brouillon enregistré')).toBeInTheDocument();
    const [body] = bodiesOf(calls, 'PUT', `/api/invoices/${DRAFT_ID}`) as { lines: { label: string }[] }[];
    expect(body!.lines.map((line) => line.label)).toEqual(['Transport Béjaïa → Alger (MIS-26-0012)', 'Attente']);
  });

  it('checks the lines with the server’s rules, and shows the server’s field messages under their fields', async () => {
    const calls = serveInvoices({
      answer: ({ init }) =>
        init.method === 'PUT'
          ? jsonResponse(400, {
              code: 'VALIDATION',
              message: 'Veuillez corriger les erreurs.',
              fields: { due_date: 'La date ne peut pas être passée' },
            })
          : undefined,
    });
    const { user } = openInvoices(DRAFT_PATH);
    const label = await screen.findByRole('textbox', { name: 'Désignation, ligne 1' });
    await user.clear(label);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(errorOf(label)).toBe('Ce champ est obligatoire'));
    expect(callsTo(calls, 'PUT', `/api/invoices/${DRAFT_ID}`)).toHaveLength(0);

    await user.type(label, 'Transport');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode de paiement' }), 'cash');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert', { name: "Le brouillon n'a pas pu être enregistré" });
    expect(alert).toHaveTextContent('Veuillez corriger les erreurs.');
    expect(errorOf(screen.getByRole('textbox', { name: 'Échéance' }))).toBe('La date ne peut pas être passée');
    expect(bodiesOf(calls, 'PUT', `/api/invoices/${DRAFT_ID}`)[0]).toMatchObject({
      payment_method: 'cash',
      lines: [expect.objectContaining({ label: 'Transport' })],
    });
  });

  it('lists each missing mention in words, links to the profile, and keeps Issue disabled', async () => {
    serveInvoices({
      invoices: [makeDraft({ missing_mentions: ['seller.nif', 'seller.email', 'buyer.rc'] })],
    });
    openInvoices(DRAFT_PATH);
    const alert = await screen.findByRole('alert', { name: 'Mentions obligatoires manquantes' });
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['NIF de votre société', 'E-mail de facturation de votre société', 'RC du client']);
    expect(within(alert).getByRole('link', { name: 'Compléter le profil de votre société' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
    expect(within(alert).getByRole('link', { name: 'Compléter vos informations de facturation' })).toHaveAttribute(
      'href',
      '/profile/facturation',
    );
    expect(alert).toHaveTextContent('demandez-lui de les compléter');
    expect(screen.getByRole('button', { name: 'Émettre la facture' })).toBeDisabled();
  });

  it('shows the server’s refusal for missing mentions the same way', async () => {
    serveInvoices({
      answer: ({ url }) =>
        url.pathname.endsWith('/issue')
          ? jsonResponse(409, {
              code: 'INVOICE_MENTIONS_MISSING',
              message: 'La facture ne peut pas être émise : des mentions obligatoires manquent.',
              fields: {
                'buyer.nif': 'Mention obligatoire manquante',
                'buyer.taxArticle': 'Mention obligatoire manquante',
              },
            })
          : undefined,
    });
    const { user } = openInvoices(DRAFT_PATH);
    await user.click(await screen.findByRole('button', { name: 'Émettre la facture' }));
    await user.click(within(await dialogNamed('Émettre la facture ?')).getByRole('button', { name: 'Émettre' }));
    const alert = await screen.findByRole('alert', { name: 'Mentions obligatoires manquantes' });
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['NIF du client', "Article d'imposition du client"]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Émettre la facture' })).toBeDisabled();
  });

  it('issues after a confirmation saying it can no longer be changed, then shows it read only with its number', async () => {
    const calls = serveInvoices();
    const { user } = openInvoices(DRAFT_PATH);
    await user.click(await screen.findByRole('button', { name: 'Émettre la facture' }));
    const dialog = await dialogNamed('Émettre la facture ?');
    expect(dialog).toHaveTextContent('ne pourra plus être modifiée ni supprimée');
    expect(dialog).toHaveTextContent('corrigée que par un avoir');
    expect(within(dialog).getByRole('button', { name: 'Retour' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Émettre' }));

    expect(await findToast('Facture FA-2026-00008 émise')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Facture FA-2026-00008' })).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `/api/invoices/${DRAFT_ID}/issue`)).toHaveLength(1);
    expect(screen.getByText(/Une facture émise ne peut plus être modifiée/)).toBeInTheDocument();
    // Only a payment is typed on an issued invoice: its lines and terms are text.
    expect(onlyPaymentFields()).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer le brouillon' })).not.toBeInTheDocument();
  });

  it('deletes the draft after a confirmation, and goes back to the drafts', async () => {
    const calls = serveInvoices();
    const { user, router } = openInvoices(DRAFT_PATH);
    await user.click(await screen.findByRole('button', { name: 'Supprimer le brouillon' }));
    const dialog = await dialogNamed('Supprimer ce brouillon ?');
    expect(dialog).toHaveTextContent('ses missions reviennent dans « À générer »');
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    expect(callsTo(calls, 'DELETE', `/api/invoices/${DRAFT_ID}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Supprimer le brouillon' }));
    await user.click(within(await dialogNamed('Supprimer ce brouillon ?')).getByRole('button', { name: 'Supprimer' }));
    expect(await findToast('Brouillon supprimé')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoices/drafts'));
    expect(callsTo(calls, 'DELETE', `/api/invoices/${DRAFT_ID}`)).toHaveLength(1);
    expect(await screen.findByText('Aucun brouillon de facture')).toBeInTheDocument();
  });
});

describe('/invoices/:id: an issued invoice', () => {
  it('is read only: its number, dates, terms, lines and totals', async () => {
    serveInvoices();
    openInvoices(ISSUED_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Facture FA-2026-00007' })).toBeInTheDocument();
    const terms = within(screen.getByRole('region', { name: 'Conditions' }));
    expect(terms.getByText('28 nov. 2026')).toBeInTheDocument();
    expect(terms.getByText('28 déc. 2026')).toBeInTheDocument();
    expect(terms.getByText('Forfait par voyage')).toBeInTheDocument();
    const lines = within(screen.getByRole('region', { name: 'Lignes de la facture' }));
    expect(lines.getByText('Transport Béjaïa → Alger (MIS-26-0012)')).toBeInTheDocument();
    expect(lines.getByText('19 %')).toBeInTheDocument();
    expect(lines.queryByRole('textbox')).not.toBeInTheDocument();
    expect(onlyPaymentFields()).toBe(true);
  });

  it('says why the PDF or the sending failed when the server has no such call yet', async () => {
    serveInvoices();
    const { user } = openInvoices(ISSUED_PATH);
    await user.click(
      await screen.findByRole('button', { name: 'Télécharger la facture FA-2026-00007 en arabe (PDF)' }),
    );
    expect(await findToast('Ressource introuvable.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Envoyer au client' }));
    const dialog = await dialogNamed('Envoyer la facture ?');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ressource introuvable.');
  });

  it('downloads the PDF in French and sends the invoice', async () => {
    // jsdom has no object URLs, and following a link would leave the page.
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (this: HTMLElement) {
      if (this instanceof HTMLAnchorElement) saved.push(this.download);
    });
    const calls = serveInvoices({
      answer: ({ url }) => {
        if (url.pathname.endsWith('/pdf'))
          return new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } });
        if (url.pathname.endsWith('/send')) return jsonResponse(200, { success: true });
        return undefined;
      },
    });
    const { user } = openInvoices(ISSUED_PATH);
    await user.click(
      await screen.findByRole('button', { name: 'Télécharger la facture FA-2026-00007 en français (PDF)' }),
    );
    await waitFor(() => expect(saved).toEqual(['FA-2026-00007-fr.pdf']));
    expect(callsTo(calls, 'GET', `/api/invoices/${ISSUED_ID}/pdf`)[0]!.url.searchParams.get('lang')).toBe('fr');

    await user.click(screen.getByRole('button', { name: 'Envoyer au client' }));
    await user.click(within(await dialogNamed('Envoyer la facture ?')).getByRole('button', { name: 'Envoyer' }));
    expect(await findToast('Facture envoyée')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `/api/invoices/${ISSUED_ID}/send`)).toHaveLength(1);
  });
});

describe('/invoices/:id in Arabic', () => {
  afterEach(async () => {
    await act(() => changeLanguage('fr', { persist: false }));
  });

  it('reads right to left, the missing mentions in words and the identifiers left to right', async () => {
    await act(() => changeLanguage('ar', { persist: false }));
    serveInvoices({ invoices: [makeDraft({ missing_mentions: ['seller.nif', 'buyer.rc'] })] });
    openInvoices(DRAFT_PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'مسودة فاتورة — Cevital Logistique' }),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    const alert = await screen.findByRole('alert', { name: 'بيانات إلزامية ناقصة' });
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['رقم التعريف الجبائي لشركتكم', 'السجل التجاري للعميل']);
    expect(screen.getByRole('button', { name: 'إصدار الفاتورة' })).toBeDisabled();
    const client = within(screen.getByRole('region', { name: 'العميل' }));
    expect(client.getByText('000616012345678')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'البيان، البند 1' })).toBeInTheDocument();
  });
});
