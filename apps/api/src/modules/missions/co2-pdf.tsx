/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Spelled out in the file: the server runs under tsx from the repository root, where no tsconfig says how to compile JSX.
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { OFFER_TIME_ZONE } from '@tariq/contracts';
import type { ReactNode } from 'react';
import { ARABIC_LETTERS, PDF_FONTS, pdfNumberFormat } from '../../platform/pdf/fonts';

/**
 * The CO2 statement of a mission (issue 31): the route, the vehicle class, the distance, the method
 * and its factors, and the result, for both companies. In French, as the charter order.
 */
export type TCo2StatementData = {
  missionNumber: string;
  offerNumber: string;
  carrierName: string;
  shipperName: string;
  from: string;
  to: string;
  loadingDay: string;
  completedAt: Date | null;
  truckType: string;
  vehicleClass: string;
  weightKg: number;
  /** Null: the distance could not be estimated, nor the footprint. */
  figures: {
    distanceKm: number;
    distanceSource: string;
    litresPer100Km: number;
    consumptionSource: string;
    method: string;
    tankToWheel: number;
    wellToTank: number;
    wellToWheel: number;
    factorSource: string;
    payloadKg: number;
    sharePercent: number;
    litres: number;
    vehicleCo2eKg: number;
    co2eKg: number;
    gramsPerTonneKm: number | null;
  } | null;
  generatedAt: Date;
};

const dateTimeFormatter = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: OFFER_TIME_ZONE,
});
const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const number = pdfNumberFormat('fr-FR', { maximumFractionDigits: 2 });
const one = pdfNumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONTS.latin, fontSize: 9, padding: 36, paddingBottom: 56, color: '#1f2933' },
  header: { flexDirection: 'row', justifyContent: 'space-between', borderBottom: '2 solid #2f9e44', paddingBottom: 8 },
  brand: { fontSize: 16, fontWeight: 700, color: '#2f9e44', lineHeight: '21pt' },
  title: { fontSize: 15, fontWeight: 700, textAlign: 'right', lineHeight: '20pt' },
  muted: { color: '#616e7c' },
  section: { marginTop: 14 },
  sectionTitle: {
    fontSize: 10,
    fontWeight: 700,
    textTransform: 'uppercase',
    color: '#2f9e44',
    marginBottom: 4,
    borderBottom: '0.5 solid #cbd2d9',
    paddingBottom: 2,
  },
  row: { flexDirection: 'row', marginBottom: 1, lineHeight: '12pt' },
  label: { width: 170, color: '#616e7c' },
  value: { flex: 1 },
  result: { fontSize: 14, fontWeight: 700, lineHeight: '19pt' },
  note: { marginTop: 4, lineHeight: '12pt', color: '#616e7c' },
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

function Field({ label, children }: { label: string; children: ReactNode }) {
  // A company's or a place's name may be written in Arabic: set in the Arabic face then (Latin first,
  // as the charter order does).
  const arabic = typeof children === 'string' && ARABIC_LETTERS.test(children);
  return (
    <View style={styles.row} wrap={false}>
      <Text style={styles.label}>{label}</Text>
      <View style={styles.value}>
        {typeof children === 'string' ? (
          <Text style={arabic ? { fontFamily: [PDF_FONTS.latin, PDF_FONTS.arabic], textAlign: 'left' } : {}}>
            {children}
          </Text>
        ) : (
          children
        )}
      </View>
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

const DISTANCE_SOURCES: Record<string, string> = {
  estimate: 'estimation Tariq (distance à vol d’oiseau × facteur de détour calibré)',
  osrm: 'itinéraire routier calculé (OSRM)',
  odometer: 'relevés du compteur kilométrique',
};

function Co2Document({ data }: { data: TCo2StatementData }) {
  const { figures } = data;
  return (
    <Document title={`Déclaration CO2e ${data.missionNumber}`} author="Tariq" language="fr">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.brand}>Tariq</Text>
            <Text style={styles.muted}>Bourse de fret routier</Text>
          </View>
          <View>
            <Text style={styles.title}>Déclaration d'émissions de CO2e</Text>
            <Text style={{ textAlign: 'right' }}>
              Mission {data.missionNumber} · expédition {data.offerNumber}
            </Text>
          </View>
        </View>

        <Section title="Transport">
          <Field label="Expéditeur">{data.shipperName}</Field>
          <Field label="Transporteur">{data.carrierName}</Field>
          {/* An en dash: the document's face has no arrow. */}
          <Field label="Itinéraire">{`${data.from} – ${data.to}`}</Field>
          <Field label="Chargement">{dayFormat.format(new Date(`${data.loadingDay}T12:00:00Z`))}</Field>
          <Field label="Livraison">
            {data.completedAt ? `${dateTimeFormatter.format(data.completedAt)} (heure d'Algérie)` : 'non encore livrée'}
          </Field>
          <Field label="Marchandise">{`${number.format(data.weightKg)} kg`}</Field>
        </Section>

        <Section title="Véhicule">
          <Field label="Type de véhicule">{data.truckType}</Field>
          <Field label="Classe (essieux, poids)">{data.vehicleClass}</Field>
        </Section>

        {figures ? (
          <>
            <Section title="Distance">
              <Field label="Distance">{`${number.format(figures.distanceKm)} km`}</Field>
              <Field label="Origine">{DISTANCE_SOURCES[figures.distanceSource] ?? figures.distanceSource}</Field>
            </Section>
            <Section title="Méthode et facteurs">
              <Field label="Méthode">{figures.method}</Field>
              <Field label="Consommation de la classe">{`${number.format(figures.litresPer100Km)} L/100 km`}</Field>
              <Field label="Source de la consommation">{figures.consumptionSource}</Field>
              <Field label="Facteur du gazole">
                {`${number.format(figures.wellToWheel)} kg CO2e/L du puits à la roue (${number.format(figures.wellToTank)} amont + ${number.format(figures.tankToWheel)} combustion)`}
              </Field>
              <Field label="Source du facteur">{figures.factorSource}</Field>
              <Field label="Répartition">
                {`par la masse : ${number.format(data.weightKg)} kg sur ${number.format(figures.payloadKg)} kg de charge utile, soit ${number.format(figures.sharePercent)} % du véhicule`}
              </Field>
            </Section>
            <Section title="Résultat">
              <Field label="Carburant du véhicule">{`${one.format(figures.litres)} L`}</Field>
              <Field label="Émissions du véhicule">{`${one.format(figures.vehicleCo2eKg)} kg CO2e`}</Field>
              <Field label="Émissions de cet envoi">
                <Text style={styles.result}>{`${one.format(figures.co2eKg)} kg CO2e`}</Text>
              </Field>
              {figures.gramsPerTonneKm !== null ? (
                <Field label="Intensité">{`${number.format(figures.gramsPerTonneKm)} g CO2e par tonne-kilomètre`}</Field>
              ) : null}
              <Text style={styles.note}>
                Calcul fondé sur la consommation moyenne de la classe de véhicule, non sur la consommation mesurée du
                camion : une estimation de niveau 1, à remplacer par les données du transporteur quand il les fournit.
              </Text>
            </Section>
          </>
        ) : (
          <Section title="Résultat">
            <Text>
              Distance non estimable entre ces deux lieux (communes sans coordonnées propres) : les émissions ne sont
              pas calculées.
            </Text>
          </Section>
        )}

        <View style={styles.footer} fixed>
          <Text>
            Déclaration CO2e de la mission {data.missionNumber} · générée par Tariq le{' '}
            {dateTimeFormatter.format(data.generatedAt)}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} / ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

/** The CO2 statement's PDF: laid out in the renderer thread (platform/pdf/pdf-renderer.ts), which imports this file. */
export function renderDocument(data: TCo2StatementData): Promise<Buffer> {
  return renderToBuffer(<Co2Document data={data} />);
}
