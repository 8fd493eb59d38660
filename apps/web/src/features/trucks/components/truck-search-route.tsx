import type { TTruckPlace } from '@tariq/contracts';
import { countryFlag } from '@tariq/contracts/place-values';
import { Text } from '@mantine/core';
import { getCurrentLanguage, isRtl } from '../../../lib/i18n';

type TTruckStop = Pick<TTruckPlace, 'country' | 'state' | 'city'>;

/** 'Rouiba (Alger)' with its country's flag: the city when the truck gave one, else the wilaya or state. */
function TruckStop({ stop }: { stop: TTruckStop }) {
  return (
    // Isolated: Latin names in an Arabic page would otherwise run together left to right.
    <bdi>
      {/* The flag names its country to a screen reader: a truck may come from abroad. */}
      <span role="img" aria-label={stop.country.name}>
        {countryFlag(stop.country.alpha2)}
      </span>{' '}
      {stop.city ?? stop.state}
      {stop.city && stop.city !== stop.state ? (
        <>
          {' '}
          <Text span c="dimmed" size="sm">
            ({stop.state})
          </Text>
        </>
      ) : null}
    </bdi>
  );
}

/** A truck's departure → arrival, as the search shows it. */
export function TruckSearchRoute({ from, to }: { from: TTruckStop; to: TTruckStop }) {
  // Arrows are not mirrored by the bidirectional algorithm: in Arabic the road runs right to left.
  const arrow = isRtl(getCurrentLanguage()) ? '←' : '→';
  return (
    <>
      <TruckStop stop={from} /> {arrow} <TruckStop stop={to} />
    </>
  );
}

/** The same as plain text ('Rouiba → Es Senia'): a marker's name, a card's label. */
export function truckRouteText({ from, to }: { from: TTruckStop; to: TTruckStop }): string {
  const arrow = isRtl(getCurrentLanguage()) ? '←' : '→';
  return `${from.city ?? from.state} ${arrow} ${to.city ?? to.state}`;
}
