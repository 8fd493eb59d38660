import type { TOffer } from '@tariq/contracts';
import { getCurrentLanguage, isRtl } from '../../lib/i18n';
import { placeLabel } from '../../lib/format';
import { textProps } from '../plain-elements/plain-elements';

type TStop = Pick<TOffer['departure'], 'country' | 'state' | 'city'>;

function Stop({ stop }: { stop: TStop }) {
  const { flag, name, region } = placeLabel(stop);
  // Isolated: Latin names in an Arabic page would otherwise run together left to right, and the
  // road would read backwards.
  return (
    <bdi>
      {/* The wilaya or state says where; the flag is for the eye (read aloud it only adds noise). */}
      <span aria-hidden>{flag}</span> {name}
      {region ? (
        <>
          {' '}
          {/* <Text span c="dimmed" size="sm">: the lists draw two a row (plain-elements.ts). */}
          <span {...textProps({ size: 'sm', dimmed: true })}>({region})</span>
        </>
      ) : null}
    </bdi>
  );
}

/** 'departure → destination', each with its country's flag, its city or wilaya and the wilaya it is in. */
export function OfferRoute({ departure, destination }: { departure: TStop; destination: TStop }) {
  // Arrows are not mirrored by the bidirectional algorithm: in Arabic the road runs right to left.
  const arrow = isRtl(getCurrentLanguage()) ? '←' : '→';
  return (
    <>
      <Stop stop={departure} /> {arrow} <Stop stop={destination} />
    </>
  );
}
