import type { TOffer } from '@tariq/contracts';
import type { TOfferRow } from './offers.repository';

/** The offer as the API shows it, from its row (the shipper's view; other views omit from it). */
function stopView(row: TOfferRow, side: 'dep' | 'dest'): TOffer['departure'] {
  const pick = <K extends string>(key: K) => row[`${side}${key}` as keyof TOfferRow];
  const cityId = pick('CityId') as string | null;
  return {
    country: pick('Country') as string,
    place_id: pick('PlaceId') as string,
    state: { id: pick('StateCode') as string, name: pick('StateName') as string },
    city: cityId ? { id: cityId, name: pick('CityName') as string } : null,
    lat: pick('Lat') as number,
    lng: pick('Lng') as number,
    address: pick('Address') as string,
    date: pick('Date') as string,
    time: pick('Time') as string,
    comment: pick('Comment') as string | null,
  };
}

export function toOffer(row: TOfferRow): TOffer {
  return {
    uid: row.uid,
    number: row.number,
    status: row.status,
    version: row.version,
    departure: stopView(row, 'dep'),
    destination: stopView(row, 'dest'),
    goods_type: row.goodsType as TOffer['goods_type'],
    weight_kg: row.weightKg,
    height_m: row.heightM,
    length_m: row.lengthM,
    width_m: row.widthM,
    mpl: row.mpl,
    pallets: row.pallets,
    pallets_stacked: row.palletsStacked,
    container_type: row.containerType as TOffer['container_type'],
    container_size: row.containerSize as TOffer['container_size'],
    bulk_type: row.bulkType as TOffer['bulk_type'],
    truck_type: row.truckType,
    truck_power_type: row.truckPowerType as TOffer['truck_power_type'],
    tail_lift: row.tailLift,
    handling: row.handling as TOffer['handling'],
    dangerous: row.dangerous,
    refrigerated: row.refrigerated,
    price: row.price === null ? null : Number(row.price),
    price_negotiable: row.priceNegotiable,
    currency: row.currency as TOffer['currency'],
    payment_method: row.paymentMethod as TOffer['payment_method'],
    payment_term: row.paymentTerm as TOffer['payment_term'],
    visibility: row.visibility as TOffer['visibility'],
    private_audience: row.visibility === 'private' ? (row.privateAudience ?? { groups: [], carriers: [] }) : null,
    public_after: row.visibility === 'private' && row.publicAfter ? row.publicAfter.toISOString() : null,
    made_public_at: row.madePublicAt ? row.madePublicAt.toISOString() : null,
    show_contact: row.showContact,
    instant_booking: row.instantBooking,
    loading_reference: row.loadingReference,
    unloading_reference: row.unloadingReference,
    distance_km: row.distanceKm,
    distance_source: row.distanceSource,
    eprotocol:
      row.eprotocolKey && row.eprotocolName && row.eprotocolMime
        ? { name: row.eprotocolName, mime: row.eprotocolMime, size: row.eprotocolSize ?? 0 }
        : null,
    cancel_reason: row.cancelReason,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}
