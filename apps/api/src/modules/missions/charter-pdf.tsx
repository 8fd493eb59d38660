/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Spelled out in the file: the server runs under tsx from the repository root, where no tsconfig says how to compile JSX.
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { DEAL_LIMITS, OFFER_TIME_ZONE } from '@tariq/contracts';
import type { TCharterStatus, TOffer } from '@tariq/contracts';
import { fr } from '@tariq/contracts/catalogues/labels/fr';
import type { ReactNode } from 'react';
import { ARABIC_LETTERS, PDF_FONTS, pdfNumberFormat } from '../../platform/pdf/fonts';
import type { TCompanyRow } from './missions.repository';

/**
 * The charter order (bon d'affrètement) of a mission, as a PDF: both companies, the route, the
 * goods, the price and its terms. In French, the language of the contract between the two
 * companies whatever their interface language.
 */
export type TCharterData = {
  /** The charter's number, 'BA-26-0042' (its mission's digits). */
  reference: string;
  /** Its mission's number, 'MIS-26-0042'. */
  missionNumber: string;
  offer: TOffer;
  price: number;
  currency: TOffer['currency'];
  carrier: TCompanyRow;
  shipper: TCompanyRow;
  issuedAt: Date;
  charterStatus: TCharterStatus;
  charterDueAt: Date;
  charterDecidedAt: Date | null;
  generatedAt: Date;
};

/** Algeria's time: the dates the two companies agreed on are read there. */
const TIME_ZONE = OFFER_TIME_ZONE;
const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dateTimeFormatter = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
// The zone is named as the web names it (locales/fr/common.json, time.inAlgeria): the PDF travels to
// readers elsewhere, and its times must read the same as the screen's.
const dateTimeFormat = { format: (date: Date) => `${dateTimeFormatter.format(date)} (heure d'Algérie)` };
const countryNames = new Intl.DisplayNames(['fr'], { type: 'region' });
const numberFormat = pdfNumberFormat('fr-FR', { maximumFractionDigits: 2 });
const moneyFormat = pdfNumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An offer's calendar date (YYYY-MM-DD), shown as the day it names wherever the reader is. */
function formatDay(day: string): string {
  return dateFormat.format(new Date(`${day}T12:00:00Z`));
}

const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONTS.latin, fontSize: 9, padding: 36, paddingBottom: 56, color: '#1f2933' },
  header: { flexDirection: 'row', justifyContent: 'space-between', borderBottom: '2 solid #1c7ed6', paddingBottom: 8 },
  brand: { fontSize: 16, fontWeight: 700, color: '#1c7ed6', lineHeight: '21pt' },
  title: { fontSize: 15, fontWeight: 700, textAlign: 'right', lineHeight: '20pt' },
  muted: { color: '#616e7c' },
  section: { marginTop: 14 },
  sectionTitle: {
    fontSize: 10,
    fontWeight: 700,
    textTransform: 'uppercase',
    color: '#1c7ed6',
    marginBottom: 4,
    borderBottom: '0.5 solid #cbd2d9',
    paddingBottom: 2,
  },
  columns: { flexDirection: 'row', gap: 16 },
  column: { flex: 1 },
  // Line heights in points: a unitless one would be read against a View's default font size.
  row: { flexDirection: 'row', marginBottom: 1, lineHeight: '12pt' },
  label: { width: 120, color: '#616e7c' },
  value: { flex: 1 },
  strong: { fontWeight: 700 },
  price: { fontSize: 13, fontWeight: 700, lineHeight: '17pt' },
  terms: { marginTop: 4, textAlign: 'justify', lineHeight: '12.5pt' },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 36,
    right: 36,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7,
    color: '#616e7c',
  },
});

/** Text typed by a user: set in the Arabic face when it is written in Arabic. */
function Free({ children, bold }: { children: string; bold?: boolean }) {
  const arabic = ARABIC_LETTERS.test(children);
  return (
    // Latin first: the Arabic face's no-break space breaks the PDF library's reading of the font.
    <Text
      style={[
        arabic ? { fontFamily: [PDF_FONTS.latin, PDF_FONTS.arabic], textAlign: 'left' } : {},
        bold ? styles.strong : {},
      ]}
    >
      {children}
    </Text>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <View style={styles.row} wrap={false}>
      <Text style={styles.label}>{label}</Text>
      <View style={styles.value}>{typeof children === 'string' ? <Free>{children}</Free> : children}</View>
    </View>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle}>{title}</Text>
      {children}
    </View>
  );
}

function Party({ title, company }: { title: string; company: TCompanyRow }) {
  const city = [company.postalCode, company.city].filter(Boolean).join(' ');
  return (
    <View style={styles.column}>
      <Text style={styles.sectionTitle}>{title}</Text>
      <Free bold>{company.legalName}</Free>
      {company.address ? <Free>{company.address}</Free> : null}
      {city ? <Free>{city}</Free> : null}
      <Text>{countryNames.of(company.country) ?? company.country}</Text>
      <View style={{ marginTop: 4 }}>
        <Field label="Registre du commerce">{company.tradeRegisterNumber}</Field>
        <Field label="N° fiscal / TVA">{company.vatNumber}</Field>
        <Field label="Téléphone">{company.phone ?? company.mobile}</Field>
        <Field label="Facturation">{company.billingEmail}</Field>
      </View>
    </View>
  );
}

function Stop({ title, stop, reference }: { title: string; stop: TOffer['departure']; reference: string | null }) {
  const place = [stop.city?.name, stop.state.name].filter(Boolean).join(', ');
  return (
    <View style={styles.column}>
      <Text style={[styles.strong, { marginBottom: 2 }]}>{title}</Text>
      <Field label="Adresse">{stop.address}</Field>
      <Field label="Localité">{place}</Field>
      <Field label="Pays">{countryNames.of(stop.country) ?? stop.country}</Field>
      <Field label="Date et heure">{`${formatDay(stop.date)} à ${stop.time.slice(0, 5)}`}</Field>
      <Field label="Référence">{reference}</Field>
      <Field label="Commentaire">{stop.comment}</Field>
    </View>
  );
}

function yesNo(value: boolean): string {
  return value ? 'Oui' : 'Non';
}

function goodsLines(offer: TOffer): Array<[string, string | null]> {
  const pallets = Object.entries(offer.pallets)
    .filter(([, count]) => count && count > 0)
    .map(([type, count]) => `${count} × ${fr.palletType[type as keyof typeof fr.palletType]}`)
    .join(', ');
  const dimensions = [
    `hauteur ${numberFormat.format(offer.height_m)} m`,
    offer.length_m ? `longueur ${numberFormat.format(offer.length_m)} m` : null,
    offer.width_m ? `largeur ${numberFormat.format(offer.width_m)} m` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return [
    ['Type de marchandise', fr.goodsType[offer.goods_type]],
    ['Poids', `${numberFormat.format(offer.weight_kg)} kg`],
    ['Dimensions', dimensions],
    ['Mètres de plancher', `${numberFormat.format(offer.mpl)} mpl`],
    ['Palettes', pallets ? `${pallets}${offer.pallets_stacked ? ' (gerbées)' : ''}` : null],
    [
      'Conteneur',
      offer.container_type
        ? `${fr.containerType[offer.container_type]}${offer.container_size ? ` ${offer.container_size} pieds` : ''}`
        : null,
    ],
    ['Vrac', offer.bulk_type ? fr.bulkType[offer.bulk_type] : null],
    ['Marchandise dangereuse', yesNo(offer.dangerous)],
    ['Température dirigée', yesNo(offer.refrigerated)],
  ];
}

function truckLabel(value: string): string {
  return (fr.truckType as Record<string, string>)[value] ?? value;
}

function charterStatusLine(data: TCharterData): string {
  switch (data.charterStatus) {
    case 'pending':
      return `En attente de confirmation du transporteur ; réputé accepté le ${dateTimeFormat.format(data.charterDueAt)} sans réponse.`;
    case 'confirmed':
      return `Confirmé par le transporteur le ${dateTimeFormat.format(data.charterDecidedAt ?? data.charterDueAt)}.`;
    case 'declined':
      return `Refusé par le transporteur le ${dateTimeFormat.format(data.charterDecidedAt ?? data.charterDueAt)}.`;
  }
}

function CharterDocument({ data }: { data: TCharterData }) {
  const { offer } = data;
  return (
    <Document
      title={`Bon d'affrètement ${data.reference}`}
      author="Tariq"
      subject={`${data.shipper.legalName} → ${data.carrier.legalName}`}
      language="fr"
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.brand}>Tariq</Text>
            <Text style={styles.muted}>Bourse de fret routier</Text>
          </View>
          <View>
            <Text style={styles.title}>Bon d'affrètement</Text>
            <Text style={{ textAlign: 'right' }}>N° {data.reference}</Text>
            <Text style={[styles.muted, { textAlign: 'right' }]}>
              Émis le {dateTimeFormat.format(data.issuedAt)} · mission {data.missionNumber} · expédition {offer.number}
            </Text>
          </View>
        </View>

        <View style={[styles.section, styles.columns]}>
          <Party title="Donneur d'ordre (expéditeur)" company={data.shipper} />
          <Party title="Transporteur" company={data.carrier} />
        </View>

        <Section title="Itinéraire">
          <View style={styles.columns}>
            <Stop title="Chargement" stop={offer.departure} reference={offer.loading_reference} />
            <Stop title="Livraison" stop={offer.destination} reference={offer.unloading_reference} />
          </View>
          {offer.distance_km ? (
            <Text style={[styles.muted, { marginTop: 4 }]}>
              Distance estimée : environ {numberFormat.format(offer.distance_km)} km
            </Text>
          ) : null}
        </Section>

        <View style={[styles.section, styles.columns]}>
          <View style={styles.column}>
            <Text style={styles.sectionTitle}>Marchandise</Text>
            {goodsLines(offer).map(([label, value]) => (
              <Field key={label} label={label}>
                {value}
              </Field>
            ))}
          </View>
          <View style={styles.column}>
            <Text style={styles.sectionTitle}>Véhicule et manutention</Text>
            <Field label="Type de véhicule">{truckLabel(offer.truck_type)}</Field>
            <Field label="Motorisation">{fr.truckPowerType[offer.truck_power_type]}</Field>
            <Field label="Hayon élévateur">{yesNo(offer.tail_lift)}</Field>
            <Field label="Manutention">{offer.handling === 'carrier' ? 'Par le transporteur' : 'Par le client'}</Field>
          </View>
        </View>

        <Section title="Conditions financières">
          <Field label="Prix convenu HT">
            <Text style={styles.price}>
              {moneyFormat.format(data.price)} {data.currency}
            </Text>
          </Field>
          <Field label="Mode de paiement">{fr.paymentMethod[offer.payment_method]}</Field>
          <Field label="Délai de paiement">{fr.paymentTerm[offer.payment_term]}</Field>
        </Section>

        <Section title="Conditions">
          <Text style={styles.terms}>
            Le transporteur s'engage à réaliser ce transport aux conditions ci-dessus. Il confirme ou refuse ce bon
            d'affrètement sur Tariq ; sans réponse dans les {DEAL_LIMITS.tacitAcceptanceMinutes} minutes suivant son
            envoi, il est réputé accepté. Un refus remet l'offre en bourse.
          </Text>
          <Text style={styles.terms}>
            Au chargement, le transporteur présente à l'expéditeur le code d'enlèvement affiché sur Tariq. À la
            livraison, il dépose la preuve de livraison signée, avec ses réserves éventuelles ; l'expéditeur l'accepte
            ou la conteste dans les {DEAL_LIMITS.tacitAcceptanceMinutes} minutes, faute de quoi elle est réputée
            acceptée.
          </Text>
          <Text style={[styles.terms, styles.strong]}>Statut : {charterStatusLine(data)}</Text>
        </Section>

        <View style={styles.footer} fixed>
          <Text>
            Bon d'affrètement {data.reference} · généré par Tariq le {dateTimeFormat.format(data.generatedAt)}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} / ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

/** The charter order's PDF: laid out in the renderer thread (platform/pdf/pdf-renderer.ts), which imports this file. */
export function renderDocument(data: TCharterData): Promise<Buffer> {
  return renderToBuffer(<CharterDocument data={data} />);
}
