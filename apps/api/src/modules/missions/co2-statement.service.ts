import {
  DIESEL_EMISSION_FACTOR,
  FUEL_CONSUMPTION,
  VEHICLE_PAYLOAD,
  co2eKg as co2eKgOf,
  fuelLitres,
  loadShare,
} from '@tariq/contracts';
import type { TVehicleClass } from '@tariq/contracts';
import { fr } from '@tariq/contracts/catalogues/labels/fr';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import type { TDownload } from '../../platform/download';
import { AppError } from '../../platform/errors';
import { renderPdf } from '../../platform/pdf/pdf-renderer';
import type { TCo2StatementData } from './co2-pdf';
import { findCompanyMission } from './missions.repository';
import { assertMissionAccess, assertSide } from './missions.service';

/** The classes as the statement names them (spec 001 §9's toll classes). */
const VEHICLE_CLASS_NAMES: Record<TVehicleClass, string> = {
  under_3_5t: 'moins de 3,5 t',
  axles2_under_12t: '2 essieux, moins de 12 t',
  axles2_12t_plus: '2 essieux, 12 t et plus',
  axles3: '3 essieux',
  axles4_plus: 'plus de 3 essieux',
};

const CO2_RENDERER = new URL('./co2-pdf.tsx', import.meta.url);

/**
 * GET /api/missions/{id}/co2.pdf: the mission's CO2 statement, for its two companies only — the
 * distance and CO2e stored at the deal, and the factors they come from.
 */
export async function getCo2Statement(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TDownload> {
  assertMissionAccess(options.auth);
  const view = await ctx.db.read((db) => findCompanyMission(db, options.auth.companyId, options.id));
  if (!view) throw new AppError('NOT_FOUND');
  assertSide(options.auth, view.mission);
  const { mission, offer } = view;
  const vehicleClass = (mission.vehicleClass ?? 'axles4_plus') as TVehicleClass;
  const place = (city: string | null, state: string) =>
    city && city !== state ? `${city} (${state})` : (city ?? state);
  const figures =
    mission.distanceKm === null || mission.co2eKg === null
      ? null
      : (() => {
          const distanceKm = mission.distanceKm;
          const litres = fuelLitres(distanceKm, vehicleClass);
          const co2eKg = Number(mission.co2eKg);
          const tonneKm = (offer.weightKg / 1000) * distanceKm;
          return {
            distanceKm,
            distanceSource: mission.distanceSource ?? 'estimate',
            litresPer100Km: FUEL_CONSUMPTION.litresPer100Km[vehicleClass],
            consumptionSource: FUEL_CONSUMPTION.source,
            method: mission.co2Method ?? '',
            tankToWheel: DIESEL_EMISSION_FACTOR.tankToWheelKgPerLitre,
            wellToTank: DIESEL_EMISSION_FACTOR.wellToTankKgPerLitre,
            wellToWheel: DIESEL_EMISSION_FACTOR.wellToWheelKgPerLitre,
            factorSource: DIESEL_EMISSION_FACTOR.source,
            payloadKg: VEHICLE_PAYLOAD.kg[vehicleClass],
            sharePercent: Math.round(loadShare(vehicleClass, offer.weightKg) * 1000) / 10,
            litres,
            vehicleCo2eKg: co2eKgOf({ distanceKm, vehicleClass, weightKg: null }),
            co2eKg,
            gramsPerTonneKm: tonneKm > 0 ? Math.round((co2eKg * 1000) / tonneKm) : null,
          };
        })();
  const bytes = await renderPdf<TCo2StatementData>(CO2_RENDERER, {
    missionNumber: mission.number,
    offerNumber: offer.number,
    carrierName: view.carrierName,
    shipperName: view.shipperName,
    from: place(offer.depCityName, offer.depStateName),
    to: place(offer.destCityName, offer.destStateName),
    loadingDay: offer.depDate,
    completedAt: mission.completedAt,
    truckType: (fr.truckType as Record<string, string>)[offer.truckType] ?? offer.truckType,
    vehicleClass: VEHICLE_CLASS_NAMES[vehicleClass],
    weightKg: offer.weightKg,
    figures,
    generatedAt: ctx.clock.now(),
  });
  return { bytes, name: `declaration-co2-${mission.number}.pdf`, mime: 'application/pdf' };
}
