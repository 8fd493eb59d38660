import type { TMissionDetail } from '@tariq/contracts';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { ComponentType, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailField } from '../../../components/offer-details/detail-section';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { toastSuccess } from '../../../lib/toast';
import { useAssignMissionDriver } from '../api/assign-mission-driver';
import type { TRefreshOffer } from '../api/mission-action';
import { MissionSection } from './mission-section';

/**
 * The carrier's driver picker (features/drivers), handed in by the page for a user who may name
 * drivers (`carrierDrivers`): features do not import each other. Without it, the driver is read-only.
 */
export type TMissionDriverPicker = ComponentType<{
  label: string;
  value: string | null;
  onChange: (driverId: string | null) => void;
  error?: string;
}>;

type TMissionDriver = NonNullable<TMissionDetail['driver']>;

/** A plate as it is written, left to right on every page (an Arabic one would reverse its groups). */
function Plate({ plate }: { plate: string }) {
  return (
    <Text span fw={600} ff="monospace" dir="ltr" component="bdi">
      {plate}
    </Text>
  );
}

/** Who drives, and the plates the shipper's dock will see: the last name only for the carrier. */
function DriverFields({ driver }: { driver: TMissionDriver }) {
  const { t } = useTranslation('missions');
  const name = driver.last_name ? `${driver.first_name} ${driver.last_name}` : driver.first_name;
  const notGiven = (
    <Text span c="dimmed">
      {t('missions.notGiven')}
    </Text>
  );
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      <DetailField label={t('missions.driver.name')}>
        <Text span dir="auto" fw={500}>
          {name}
        </Text>
      </DetailField>
      <DetailField label={t('missions.driver.enginePlate')}>
        {driver.engine_plate ? <Plate plate={driver.engine_plate} /> : notGiven}
      </DetailField>
      <DetailField label={t('missions.driver.trailerPlate')}>
        {driver.trailer_plate ? (
          <Plate plate={driver.trailer_plate} />
        ) : (
          <Text span c="dimmed">
            {t('missions.driver.noTrailer')}
          </Text>
        )}
      </DetailField>
    </SimpleGrid>
  );
}

/**
 * The carrier changes or removes the driver until the mission starts. Keyed by the driver saved (see
 * MissionDriverSection): a change made elsewhere starts the choice over from it.
 */
function DriverForm({
  mission,
  refreshOffer,
  DriverPicker,
}: {
  mission: TMissionDetail;
  refreshOffer: TRefreshOffer;
  DriverPicker: TMissionDriverPicker;
}) {
  const { t } = useTranslation('missions');
  const assign = useAssignMissionDriver({ refreshOffer });
  const saved = mission.driver?.id ?? null;
  const [driverId, setDriverId] = useState<string | null>(saved);
  const { error } = assign;
  const fieldError = error instanceof ApiError ? error.fields.driver_id : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (assign.isPending) return;
    try {
      // Awaited, not a callback of mutate: the mission stored, this form starts over from its new
      // driver (its key), and a callback would not outlive it.
      await assign.mutateAsync({ id: mission.id, driverId });
      void toastSuccess(t(driverId ? 'missions.driver.assigned' : 'missions.driver.removed'));
    } catch {
      // Said by the form: `assign.error`.
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="xs">
        {error && !fieldError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <Group align="flex-start" gap="xs">
          <div style={{ flex: '1 1 16rem' }}>
            <DriverPicker
              label={t('missions.driver.field')}
              value={driverId}
              onChange={(next) => {
                assign.reset();
                setDriverId(next);
              }}
              error={fieldError}
            />
          </div>
          <Button type="submit" loading={assign.isPending} disabled={driverId === saved} mt={{ base: 0, xs: 25 }}>
            {t('missions.driver.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * 'Chauffeur': who drives the mission, and the plates, for both sides ('Aucun chauffeur désigné'
 * until the carrier names one). The carrier, with the picker, changes or removes the driver while
 * the mission is scheduled; a driver on another live mission at the same dates is flagged, not refused.
 */
export function MissionDriverSection({
  mission,
  refreshOffer,
  DriverPicker,
}: {
  mission: TMissionDetail;
  refreshOffer: TRefreshOffer;
  DriverPicker?: TMissionDriverPicker;
}) {
  const { t } = useTranslation('missions');
  const { driver } = mission;
  const canChange = mission.side === 'carrier' && mission.status === 'scheduled' && DriverPicker !== undefined;
  return (
    <MissionSection title={t('missions.driver.title')}>
      {driver ? <DriverFields driver={driver} /> : <Text size="sm">{t('missions.driver.none')}</Text>}
      {driver?.busy ? (
        // Polite: said when a save makes it appear, without interrupting.
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="status">
          {t('missions.driver.busy')}
        </Alert>
      ) : null}
      {canChange ? (
        <DriverForm key={driver?.id ?? ''} mission={mission} refreshOffer={refreshOffer} DriverPicker={DriverPicker} />
      ) : mission.side === 'carrier' && mission.status === 'in_progress' ? (
        <Text size="sm" c="dimmed">
          {t('missions.driver.locked')}
        </Text>
      ) : null}
    </MissionSection>
  );
}
