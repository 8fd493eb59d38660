import type { TMissionDetail } from '@tariq/contracts';
import { MISSION_LIMITS, ZRatingRequest } from '@tariq/contracts/missions';
import { Alert, Button, Group, Input, Rating, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import type { TRefreshOffer } from '../api/mission-action';
import { useRateMission } from '../api/rate-mission';
import { MissionSection } from './mission-section';

function RatingForm({ mission, refreshOffer }: { mission: TMissionDetail; refreshOffer: TRefreshOffer }) {
  const { t } = useTranslation('missions');
  const labelId = useId();
  const errorId = useId();
  const rate = useRateMission({ refreshOffer });
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rate.isPending) return;
    // 0 is no star chosen yet: the schema says it is required.
    const parsed = ZRatingRequest.safeParse({ stars: stars || undefined, comment });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    rate.mutate(
      { id: mission.id, stars: parsed.data.stars, comment: parsed.data.comment },
      {
        onSuccess: () => void toastSuccess(t('missions.rating.success')),
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields);
        },
      },
    );
  };

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
          <Rating
            value={stars}
            onChange={setStars}
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
          {errors.stars ? <Input.Error id={errorId}>{errors.stars}</Input.Error> : null}
        </div>
        <Textarea
          label={t('missions.rating.comment')}
          description={t('missions.rating.commentCount', {
            count: comment.length,
            max: MISSION_LIMITS.ratingCommentMax,
          })}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={errors.comment}
          rows={2}
          dir="auto"
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
