import type { TMissionDetail, TRatingRequest } from '@tariq/contracts';
import { MISSION_LIMITS, ZRatingRequest } from '@tariq/contracts/missions';
import { Alert, Button, Group, Input, Rating, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CountedTextarea } from '../../../components/counted-textarea/counted-textarea';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { toastSuccess } from '../../../lib/toast';
import type { TRefreshOffer } from '../api/mission-action';
import { useRateMission } from '../api/rate-mission';
import { MissionSection } from './mission-section';

const resolver = contractResolver(ZRatingRequest);
const FIELDS = ['stars', 'comment'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

function RatingForm({ mission, refreshOffer }: { mission: TMissionDetail; refreshOffer: TRefreshOffer }) {
  const { t } = useTranslation('missions');
  const labelId = useId();
  const errorId = useId();
  const rate = useRateMission({ refreshOffer, offerUid: mission.offer.uid });
  // No star chosen yet is `undefined`: the schema says it is required.
  const form = useForm<TRatingRequest, unknown, z.output<typeof ZRatingRequest>>({
    resolver,
    defaultValues: { comment: '' },
  });
  const { errors } = form.formState;
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';

  const submit = form.handleSubmit(({ stars, comment: checkedComment }) => {
    if (rate.isPending) return;
    rate.mutate(
      { id: mission.id, stars, comment: checkedComment },
      {
        onSuccess: () => void toastSuccess(t('missions.rating.success')),
        onError: (error) => {
          if (error instanceof ApiError)
            for (const [field, message] of Object.entries(error.fields))
              if (isField(field)) form.setError(field, { type: 'server', message });
        },
      },
    );
  });

  const isFieldError = rate.error instanceof ApiError && Object.keys(rate.error.fields).length > 0;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {rate.error && !isFieldError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(rate.error)}
          </Alert>
        ) : null}
        <div>
          <Input.Label id={labelId} required>
            {t(mission.side === 'carrier' ? 'missions.rating.rateShipper' : 'missions.rating.rateCarrier')}
          </Input.Label>
          <Controller
            control={form.control}
            name="stars"
            render={({ field }) => (
              <Rating
                value={field.value ?? 0}
                onChange={field.onChange}
                size="lg"
                role="radiogroup"
                aria-labelledby={labelId}
                aria-describedby={errors.stars ? errorId : undefined}
                getSymbolLabel={(value) => t('missions.rating.star', { count: value })}
                // Enter on a star chooses it (Mantine); it must not also send the form before the comment.
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.preventDefault();
                }}
              />
            )}
          />
          {errors.stars ? <Input.Error id={errorId}>{errors.stars.message}</Input.Error> : null}
        </div>
        <CountedTextarea
          label={t('missions.rating.comment')}
          limit={MISSION_LIMITS.ratingCommentMax}
          error={errors.comment?.message}
          rows={2}
          {...form.register('comment')}
          value={comment}
        />
        <Group>
          <Button type="submit" loading={rate.isPending}>
            {t('missions.rating.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Once the mission is completed, each side rates the other once; then it sees what it gave. */
export function RatingSection({ mission, refreshOffer }: { mission: TMissionDetail; refreshOffer: TRefreshOffer }) {
  const { t } = useTranslation('missions');
  if (mission.status !== 'completed') return null;
  const rating = mission.my_rating;
  return (
    <MissionSection title={t('missions.rating.title')}>
      {rating ? (
        <>
          <Group gap="xs">
            <Rating value={rating.stars} readOnly aria-hidden />
            <Text size="sm" fw={500}>
              {t('missions.rating.given', { stars: rating.stars })}
            </Text>
          </Group>
          {rating.comment ? (
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {rating.comment}
            </Text>
          ) : null}
        </>
      ) : (
        <RatingForm mission={mission} refreshOffer={refreshOffer} />
      )}
    </MissionSection>
  );
}
