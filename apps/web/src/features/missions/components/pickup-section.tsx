import type { TMissionDetail } from '@tariq/contracts';
import { MISSION_LIMITS, ZPickupRequest } from '@tariq/contracts/missions';
import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { formatInstant } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import type { TRefreshOffer } from '../api/mission-action';
import { useVerifyPickup } from '../api/verify-pickup';
import { MissionSection } from './mission-section';

const resolver = contractResolver(ZPickupRequest);

/**
 * The shipper types the code the carrier's driver shows at loading. A wrong code is said under the
 * field; too many wrong ones lock the check (PICKUP_LOCKED), and the form gives way to why.
 */
function PickupForm({ mission, refreshOffer }: { mission: TMissionDetail; refreshOffer: TRefreshOffer }) {
  const { t } = useTranslation('missions');
  const verify = useVerifyPickup({ refreshOffer });
  const form = useForm<z.input<typeof ZPickupRequest>, unknown, z.output<typeof ZPickupRequest>>({
    resolver,
    defaultValues: { code: '' },
  });
  const error = verify.error;
  const isLocked = mission.pickup_locked || (error instanceof ApiError && error.code === 'PICKUP_LOCKED');
  // A refused code is said under the field; anything else above it.
  const isFieldError = error instanceof ApiError && error.fields.code !== undefined;

  const submit = form.handleSubmit(({ code }) => {
    if (verify.isPending) return;
    verify.mutate(
      { id: mission.id, code },
      {
        onSuccess: () => void toastSuccess(t('missions.pickup.success')),
        onError: (refusal) => {
          if (refusal instanceof ApiError && refusal.fields.code)
            form.setError('code', { type: 'server', message: refusal.fields.code });
        },
      },
    );
  });

  if (isLocked)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {error ? errorMessage(error) : t('errors.PICKUP_LOCKED', { ns: 'errors' })}
      </Alert>
    );
  return (
    <form noValidate onSubmit={submit}>
      {error && !isFieldError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" mb="sm">
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Group align="flex-start" gap="xs">
        <TextInput
          label={t('missions.pickup.code')}
          description={t('missions.pickup.formHint', { length: MISSION_LIMITS.pickupCodeLength })}
          required
          error={form.formState.errors.code?.message}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={MISSION_LIMITS.pickupCodeLength}
          dir="ltr"
          style={{ flex: '1 1 14rem' }}
          {...form.register('code')}
        />
        <Button type="submit" loading={verify.isPending} mt={{ base: 0, xs: 50 }}>
          {t('missions.pickup.submit')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * The pickup handshake ('enlèvement vérifié'): the carrier sees the code its driver shows; the
 * shipper types it. Once verified, both sides see when.
 */
export function PickupSection({ mission, refreshOffer }: { mission: TMissionDetail; refreshOffer: TRefreshOffer }) {
  const { t } = useTranslation('missions');
  const language = getCurrentLanguage();
  const isLive = mission.status === 'scheduled' || mission.status === 'in_progress';
  let content;
  if (mission.pickup_verified_at)
    content = (
      <Group gap={6}>
        <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
        <Text size="sm" fw={500}>
          {t('missions.pickup.verified', { date: formatInstant(mission.pickup_verified_at, language) })}
        </Text>
      </Group>
    );
  else if (mission.pickup_waived_at)
    content = (
      <Text size="sm" fw={500}>
        {t('missions.pickup.waived', { date: formatInstant(mission.pickup_waived_at, language) })}
      </Text>
    );
  else if (!isLive) content = <Text size="sm">{t('missions.pickup.notVerified')}</Text>;
  else if (mission.side === 'shipper') content = <PickupForm mission={mission} refreshOffer={refreshOffer} />;
  else
    content = (
      <>
        <Text size="sm" c="dimmed">
          {t('missions.pickup.code')}
        </Text>
        {/* Digits read left to right, placed where the page starts (the right, in Arabic). */}
        <Text fz={28} fw={700} ff="monospace" dir="ltr" style={{ letterSpacing: '0.2em', alignSelf: 'flex-start' }}>
          {mission.pickup_code}
        </Text>
        <Text size="sm">{t('missions.pickup.codeHint')}</Text>
      </>
    );
  return <MissionSection title={t('missions.pickup.title')}>{content}</MissionSection>;
}
