import { ACCESS_RULES, TRUCK_LIMITS, TRUCK_PICTURE_MIME_TYPES, offerToday, truckFamily } from '@tariq/contracts';
import type {
  TLanguage,
  TMyTrucksResponse,
  TTruck,
  TTruckCreateValues,
  TTruckPlace,
  TTruckSearchFilters,
  TTruckSearchItem,
  TTruckUpdateValues,
} from '@tariq/contracts';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import type { TDownload } from '../../platform/download';
import { AppError } from '../../platform/errors';
import { recognizedMime } from '../../platform/file-kind';
import { storeInPlace } from '../../platform/storage';
import { cpuTurns } from '../../platform/turns';
import type { TFieldErrors } from '../../platform/errors';
import { getPlaceSnapshot, heldPlaceSnapshot } from '../places';
import { pageTexts, searchTruckIndex, truckIndex, trucksChanged } from './truck-index';
import type { TPlaceSnapshot } from '../places';
import {
  lockAndCountCompanyTrucks,
  deleteCompanyTruck,
  findCompanyTruck,
  findCompanyTrucks,
  findTruckPicture,
  insertTruck,
  updateCompanyTruck,
} from './trucks.repository';
import type { TNewTruckRow, TTruckRow, TTruckWithCompany } from './trucks.repository';

// ---------------------------------------------------------------------------------------------
// The truck as the API answers it

const regionNames = new Map<TLanguage, Intl.DisplayNames>();
function countryName(alpha2: string, language: TLanguage): string {
  let names = regionNames.get(language);
  if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language, 'fr'], { type: 'region' })));
  try {
    return names.of(alpha2) ?? alpha2;
  } catch {
    return alpha2;
  }
}

function place(row: TTruckRow, side: 'start' | 'end', language: TLanguage): TTruckPlace {
  const at =
    side === 'start'
      ? {
          country: row.startCountry,
          stateCode: row.startStateCode,
          state: row.startStateName,
          city: row.startCityName,
          placeId: row.startPlaceId,
          lat: row.startLat,
          lng: row.startLng,
        }
      : {
          country: row.endCountry,
          stateCode: row.endStateCode,
          state: row.endStateName,
          city: row.endCityName,
          placeId: row.endPlaceId,
          lat: row.endLat,
          lng: row.endLng,
        };
  return {
    country: { alpha2: at.country, name: countryName(at.country, language) },
    stateId: at.stateCode,
    state: at.state,
    city: at.city,
    place_id: at.placeId,
    latitude: at.lat,
    longitude: at.lng,
  };
}

/** The picture's address: its version in it, so that a changed picture is never read from a cache. */
export function truckPictureUrl(row: Pick<TTruckRow, 'id' | 'pictureKey' | 'pictureVersion'>): string | null {
  return row.pictureKey ? `/api/trucks/${row.id}/picture?v=${row.pictureVersion}` : null;
}

export function toTruck(row: TTruckRow, language: TLanguage): TTruck {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    picture: truckPictureUrl(row),
    goods: row.goods,
    weight: row.weightKg,
    length: row.lengthM,
    volume: row.volumeM3,
    from: place(row, 'start', language),
    to: place(row, 'end', language),
    availability: { from: row.availableFrom, until: row.availableUntil },
    canTakeDangerousGoods: row.canTakeDangerousGoods,
    contact: {
      useSocietyContact: row.useSocietyContact,
      firstName: row.contactFirstName,
      lastName: row.contactLastName,
      email: row.contactEmail,
      phone: row.contactPhone,
    },
    comment: row.comment,
    isVisible: row.isVisible,
    isExpired: row.expiredAt !== null,
    alerts: row.alerts,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A posted truck for someone looking for one: whose it is, and whom to call. */
export function toTruckSearchItem(found: TTruckWithCompany, language: TLanguage): TTruckSearchItem {
  const { alerts, ...truck } = toTruck(found.truck, language);
  void alerts; // the owner's setting, not the searcher's business
  const row = found.truck;
  return {
    ...truck,
    company: {
      id: row.companyId,
      name: found.companyName,
      rating: found.companyRating === null ? null : Number(found.companyRating),
    },
    callContact: row.useSocietyContact
      ? { name: found.companyName, email: found.companyEmail ?? found.creatorEmail, phone: found.companyPhone }
      : {
          name: [row.contactFirstName, row.contactLastName].filter(Boolean).join(' ') || null,
          email: row.contactEmail,
          phone: row.contactPhone,
        },
  };
}

// ---------------------------------------------------------------------------------------------
// Writes

function validationError(fields: TFieldErrors): AppError {
  return new AppError('VALIDATION', { fields });
}

function truckToday(ctx: Pick<TAppContext, 'clock'>): string {
  return offerToday(ctx.clock.now());
}

type TPlaceColumns<P extends 'start' | 'end'> = P extends 'start'
  ? Pick<
      TNewTruckRow,
      | 'startCountry'
      | 'startPlaceId'
      | 'startStateCode'
      | 'startStateName'
      | 'startCityId'
      | 'startCityName'
      | 'startLat'
      | 'startLng'
    >
  : Pick<
      TNewTruckRow,
      'endCountry' | 'endPlaceId' | 'endStateCode' | 'endStateName' | 'endCityId' | 'endCityName' | 'endLat' | 'endLng'
    >;

function startColumns(snapshot: TPlaceSnapshot): TPlaceColumns<'start'> {
  return {
    startCountry: snapshot.country,
    startPlaceId: snapshot.placeId,
    startStateCode: snapshot.stateCode,
    startStateName: snapshot.stateName,
    startCityId: snapshot.cityId,
    startCityName: snapshot.cityName,
    startLat: snapshot.lat,
    startLng: snapshot.lng,
  };
}

function endColumns(snapshot: TPlaceSnapshot): TPlaceColumns<'end'> {
  return {
    endCountry: snapshot.country,
    endPlaceId: snapshot.placeId,
    endStateCode: snapshot.stateCode,
    endStateName: snapshot.stateName,
    endCityId: snapshot.cityId,
    endCityName: snapshot.cityName,
    endLat: snapshot.lat,
    endLng: snapshot.lng,
  };
}

/**
 * The places a payload names, read from the server's own (state, city, coordinates): one that does
 * not exist, or is not of the country sent with it, is the spec's message for the missing place.
 */
async function resolveTruckPlaces(
  ctx: TAppContext,
  values: { startCountry?: string; start_place_id?: string; endCountry?: string; end_place_id?: string },
): Promise<Partial<TNewTruckRow>> {
  const [start, end] = await ctx.db.read((db) =>
    Promise.all([
      values.start_place_id ? getPlaceSnapshot(db, values.start_place_id) : null,
      values.end_place_id ? getPlaceSnapshot(db, values.end_place_id) : null,
    ]),
  );
  const fields: TFieldErrors = {};
  if (values.start_place_id && (!start || start.country !== values.startCountry))
    fields.start_place_id = { key: 'startPlaceRequired' };
  if (values.end_place_id && (!end || end.country !== values.endCountry))
    fields.end_place_id = { key: 'endPlaceRequired' };
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return { ...(start ? startColumns(start) : {}), ...(end ? endColumns(end) : {}) };
}

function contactColumns(contact: TTruckCreateValues['contact']): Partial<TNewTruckRow> {
  return {
    useSocietyContact: contact.useSocietyContact,
    contactFirstName: contact.firstName,
    contactLastName: contact.lastName,
    contactEmail: contact.email,
    contactPhone: contact.phone,
  };
}

/** Who may manage trucks: carriers with the trucks module, their account active (spec 000 §2). */
const MANAGE = ACCESS_RULES.carrierTrucks;

export async function listMyTrucks(ctx: TAppContext, auth: TAuth): Promise<TMyTrucksResponse> {
  assertAccess(auth, MANAGE);
  const rows = await ctx.db.read((db) => findCompanyTrucks(db, auth.companyId, TRUCK_LIMITS.perCompanyMax));
  return { data: { data: rows.map((row) => toTruck(row, auth.language)) } };
}

export async function getMyTruck(ctx: TAppContext, auth: TAuth, id: string): Promise<TTruck> {
  assertAccess(auth, MANAGE);
  const row = await ctx.db.read((db) => findCompanyTruck(db, auth.companyId, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toTruck(row, auth.language);
}

export async function createTruck(ctx: TAppContext, auth: TAuth, values: TTruckCreateValues): Promise<TTruck> {
  assertAccess(auth, MANAGE);
  if (values.startDate < truckToday(ctx)) throw validationError({ startDate: { key: 'truckStartDatePast' } });
  const places = await resolveTruckPlaces(ctx, values);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    // The company's trucks are counted under a lock of its row: two adds at once cannot pass the limit.
    if ((await lockAndCountCompanyTrucks(tx, auth.companyId)) >= TRUCK_LIMITS.perCompanyMax)
      throw new AppError('TRUCK_LIMIT', { params: { max: TRUCK_LIMITS.perCompanyMax } });
    return insertTruck(tx, {
      ...(places as TPlaceColumns<'start'> & TPlaceColumns<'end'>),
      companyId: auth.companyId,
      createdByUserId: auth.userId,
      name: values.name,
      type: values.type,
      family: truckFamily(values.type),
      goods: values.goods,
      canTakeDangerousGoods: values.canTakeDangerousGoods,
      weightKg: values.weight,
      lengthM: values.length,
      volumeM3: values.volume,
      availableFrom: values.startDate,
      availableUntil: values.endDate,
      ...contactColumns(values.contact),
      comment: values.comment,
      isVisible: values.isVisible,
      visibleSince: values.isVisible ? now : null,
      createdAt: now,
      updatedAt: now,
    });
  });
  await trucksChanged(ctx, [row.id]);
  return toTruck(row, auth.language);
}

/** PUT /api/trucks/{id}: the fields sent, and only those, change. */
export async function updateTruck(
  ctx: TAppContext,
  auth: TAuth,
  id: string,
  values: TTruckUpdateValues,
): Promise<TTruck> {
  assertAccess(auth, MANAGE);
  const current = await ctx.db.read((db) => findCompanyTruck(db, auth.companyId, id));
  if (!current) throw new AppError('NOT_FOUND');
  const startDate = values.startDate ?? current.availableFrom;
  const endDate = values.endDate === undefined ? current.availableUntil : values.endDate;
  // A start date sent is checked against today; one kept as it was may be past (the posting runs).
  if (values.startDate !== undefined && values.startDate < truckToday(ctx))
    throw validationError({ startDate: { key: 'truckStartDatePast' } });
  if (endDate && endDate < startDate) throw validationError({ endDate: { key: 'truckEndBeforeStart' } });
  const places = await resolveTruckPlaces(ctx, values);
  const now = ctx.clock.now();
  const changes: Partial<TNewTruckRow> = { ...places, updatedAt: now };
  if (values.name !== undefined) changes.name = values.name;
  if (values.type !== undefined && values.type !== current.type) {
    changes.type = values.type;
    changes.family = truckFamily(values.type);
    // A new type empties the goods (spec 000 §4), unless they are sent with it.
    changes.goods = values.goods ?? [];
  } else if (values.goods !== undefined) changes.goods = values.goods;
  if (values.canTakeDangerousGoods !== undefined) changes.canTakeDangerousGoods = values.canTakeDangerousGoods;
  if (values.weight !== undefined) changes.weightKg = values.weight;
  if (values.length !== undefined) changes.lengthM = values.length;
  if (values.volume !== undefined) changes.volumeM3 = values.volume;
  if (values.startDate !== undefined) changes.availableFrom = values.startDate;
  if (values.endDate !== undefined) changes.availableUntil = values.endDate;
  if (values.contact !== undefined) Object.assign(changes, contactColumns(values.contact));
  if (values.comment !== undefined) changes.comment = values.comment || null;
  if (values.alerts !== undefined) changes.alerts = values.alerts;
  const availabilityOver = endDate !== null && endDate < truckToday(ctx);
  // New dates that are not over bring an ended posting back (hidden until the carrier publishes it).
  if (current.expiredAt && !availabilityOver && (values.startDate !== undefined || values.endDate !== undefined))
    changes.expiredAt = null;
  if (values.isVisible !== undefined && values.isVisible !== current.isVisible) {
    changes.isVisible = values.isVisible;
    if (values.isVisible) {
      changes.visibleSince = now;
      changes.availabilityAskedAt = null;
      if (!availabilityOver) changes.expiredAt = null;
    }
  }
  const row = await ctx.db.transaction((tx) => updateCompanyTruck(tx, auth.companyId, id, changes));
  if (!row) throw new AppError('NOT_FOUND');
  await trucksChanged(ctx, [row.id]);
  return toTruck(row, auth.language);
}

export async function deleteTruck(ctx: TAppContext, auth: TAuth, id: string): Promise<{ picture: string | null }> {
  assertAccess(auth, MANAGE);
  const row = await ctx.db.transaction((tx) => deleteCompanyTruck(tx, auth.companyId, id));
  if (!row) throw new AppError('NOT_FOUND');
  await trucksChanged(ctx, [row.id]);
  return { picture: row.pictureKey };
}

// ---------------------------------------------------------------------------------------------
// Vehicle search

/**
 * GET /api/trucks: posted trucks of every company, by availability date, one page — as the bytes
 * of its JSON (`TTruckSearchResponse`): each item is written once per language and kept
 * (truck-index.ts), the page is put together from them.
 */
export async function searchTrucks(ctx: TAppContext, auth: TAuth, filters: TTruckSearchFilters): Promise<Buffer> {
  assertAccess(auth, ACCESS_RULES.vehicleSearch);
  const today = truckToday(ctx);
  const { page, limit } = filters;
  const index = await truckIndex(ctx);
  // Places from this instance's memory at once; the handle only for one memory cannot name
  // (PGlite's reads wait for its one connection).
  const place = async (id: string | undefined) =>
    id === undefined
      ? undefined
      : (heldPlaceSnapshot(ctx, id) ?? (await ctx.db.read((db) => getPlaceSnapshot(db, id))));
  const places =
    filters.start_place_id || filters.end_place_id
      ? { startPlace: await place(filters.start_place_id), endPlace: await place(filters.end_place_id) }
      : {};
  // The index's part in a slice of the loop with the searches that came with it (platform/turns.ts,
  // as the freight search): one turn of the loop for several searches, and a write waits for one.
  const { found, written } = await cpuTurns.run(() => {
    const inIndex = searchTruckIndex(index, {
      filters,
      today,
      places,
      offset: (page - 1) * limit,
      limit,
      countMax: TRUCK_LIMITS.countMax,
    });
    const texts = pageTexts(ctx, index, inIndex.ids, auth.language, (row) =>
      JSON.stringify(toTruckSearchItem(row, auth.language)),
    );
    return { found: inIndex, written: texts };
  });
  const items = Array.isArray(written) ? written : await written;
  const pages = Math.ceil(found.count / limit);
  const parts: Buffer[] = [LIST_START];
  for (const [at, item] of items.entries()) {
    if (at > 0) parts.push(COMMA);
    parts.push(item);
  }
  parts.push(
    Buffer.from(`],"page":${page},"total_pages":${pages},"count":${found.count},"count_capped":${found.capped}}}`),
  );
  return Buffer.concat(parts);
}

const LIST_START = Buffer.from('{"data":{"data":[');
const COMMA = Buffer.from(',');

/** For the picture routes and the matching: a truck of the caller's company, or 404. */
export async function requireCompanyTruck(ctx: TAppContext, auth: TAuth, id: string): Promise<TTruckRow> {
  assertAccess(auth, MANAGE);
  const row = await ctx.db.read((db) => findCompanyTruck(db, auth.companyId, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

// ---------------------------------------------------------------------------------------------
// The truck's picture: checked from its bytes, made small, stored as WebP

/** A picture made small: its longest side TRUCK_LIMITS.pictureSidePx at most, turned upright, WebP. */
async function smallPicture(bytes: Buffer): Promise<Buffer> {
  // Loaded with the first picture: no request before it needs the image library.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({
        width: TRUCK_LIMITS.pictureSidePx,
        height: TRUCK_LIMITS.pictureSidePx,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    // Bytes that begin as an image but are not one (cut, corrupt, a bomb of pixels).
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
}

/** POST /api/trucks/{id}/picture: a JPEG, PNG or WebP of the truck, replacing the one it had. */
export async function setTruckPicture(ctx: TAppContext, auth: TAuth, id: string, bytes: Buffer): Promise<TTruck> {
  await requireCompanyTruck(ctx, auth, id);
  if (bytes.length > TRUCK_LIMITS.pictureBytesMax) throw new AppError('PAYLOAD_TOO_LARGE');
  if (!(await recognizedMime(bytes, TRUCK_PICTURE_MIME_TYPES))) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const small = await smallPicture(bytes);
  const row = await storeInPlace(ctx.files, small, (key) =>
    ctx.db.transaction(async (tx) => {
      const current = await findCompanyTruck(tx, auth.companyId, id);
      if (!current) throw new AppError('NOT_FOUND');
      const updated = await updateCompanyTruck(tx, auth.companyId, id, {
        pictureKey: key,
        pictureMime: 'image/webp',
        pictureVersion: current.pictureVersion + 1,
        updatedAt: ctx.clock.now(),
      });
      return { replaced: current.pictureKey, result: updated! };
    }),
  );
  return toTruck(row, auth.language);
}

/** DELETE /api/trucks/{id}/picture: back to the default picture. */
export async function removeTruckPicture(ctx: TAppContext, auth: TAuth, id: string): Promise<TTruck> {
  const current = await requireCompanyTruck(ctx, auth, id);
  const row = await ctx.db.transaction((tx) =>
    updateCompanyTruck(tx, auth.companyId, id, {
      pictureKey: null,
      pictureMime: null,
      pictureVersion: current.pictureVersion + 1,
      updatedAt: ctx.clock.now(),
    }),
  );
  if (!row) throw new AppError('NOT_FOUND');
  if (current.pictureKey) await ctx.files.remove(current.pictureKey).catch(() => undefined);
  return toTruck(row, auth.language);
}

/**
 * GET /api/trucks/{id}/picture: without a token, as a company's logo (an <img> sends none); the id
 * is unguessable and the picture is what the vehicle search shows anyway.
 */
export async function getTruckPicture(ctx: TAppContext, id: string): Promise<TDownload> {
  const row = await ctx.db.read((db) => findTruckPicture(db, id));
  if (!row?.pictureKey || !row.pictureMime) throw new AppError('NOT_FOUND');
  return { bytes: await ctx.files.read(row.pictureKey), name: 'camion.webp', mime: row.pictureMime };
}
