import { PUBLIC_AFTER_MINUTES } from '@tariq/contracts/offers';
import type { TNetworkResponse } from '@tariq/contracts';
import { Alert, Anchor, Checkbox, Group, Loader, MultiSelect, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { Select } from '../../../components/select/select';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import type { Control, FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { paths } from '../../../config/paths';
import { formatInstant } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { privateNetworkQueryOptions } from '../api/get-private-network';
import type { TDelayUnit, TOfferFormValues } from '../utils/offer-form-values';

type TOption = { value: string; label: string };

/**
 * The options of a multi-select from the network, plus the ids the offer names that are no longer in
 * it (a group deleted, a carrier removed since): kept visible, so that saving does not drop them unseen.
 */
function optionsOf(items: TOption[], chosen: string[], removedLabel: string): TOption[] {
  const known = new Set(items.map((item) => item.value));
  return [...items, ...chosen.filter((id) => !known.has(id)).map((id) => ({ value: id, label: removedLabel }))];
}

function AudienceChoice({
  network,
  control,
  errors,
}: {
  network: TNetworkResponse;
  control: Control<TOfferFormValues>;
  errors: FieldErrors<TOfferFormValues>;
}) {
  const { t } = useTranslation('offerForm');
  const audience = useWatch({ control, name: 'audience' });
  const chosen = useWatch({ control, name: 'private_audience' });
  const groups = network.groups.map((group) => ({
    value: group.id,
    label: t('offerForm.private.groupOption', { name: group.name, count: group.carrierIds.length }),
  }));
  const carriers = network.carriers.map((carrier) => ({
    value: carrier.id,
    label: carrier.city ? `${carrier.name} (${carrier.city})` : carrier.name,
  }));
  const removed = t('offerForm.private.removed');
  return (
    <>
      <Controller
        control={control}
        name="audience"
        render={({ field }) => (
          <Radio.Group label={t('offerForm.private.audience')} value={field.value} onChange={field.onChange}>
            <Group mt={4}>
              <Radio value="network" label={t('offerForm.private.wholeNetwork')} />
              <Radio value="chosen" label={t('offerForm.private.chosen')} />
            </Group>
          </Radio.Group>
        )}
      />
      {audience === 'chosen' ? (
        <Stack gap="xs">
          <Controller
            control={control}
            name="private_audience.groups"
            render={({ field }) => (
              <MultiSelect
                label={t('offerForm.private.groups')}
                placeholder={groups.length === 0 ? t('offerForm.private.noGroups') : undefined}
                data={optionsOf(groups, chosen.groups, removed)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                searchable
                clearable
                nothingFoundMessage={t('offerForm.private.nothingFound')}
                error={errors.private_audience?.groups?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="private_audience.carriers"
            render={({ field }) => (
              <MultiSelect
                label={t('offerForm.private.carriers')}
                data={optionsOf(carriers, chosen.carriers, removed)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                searchable
                clearable
                nothingFoundMessage={t('offerForm.private.nothingFound')}
                error={errors.private_audience?.carriers?.message}
              />
            )}
          />
        </Stack>
      ) : null}
    </>
  );
}

/** Who a private offer reaches: read from the shipper's network, with its loading, error and empty states. */
function AudienceFields({
  control,
  errors,
}: {
  control: Control<TOfferFormValues>;
  errors: FieldErrors<TOfferFormValues>;
}) {
  const { t } = useTranslation('offerForm');
  const network = useQuery(privateNetworkQueryOptions());
  // An error on the audience as a whole (none of the chosen carriers is in the network, nothing chosen).
  const audienceError = errors.private_audience?.message ?? errors.private_audience?.root?.message;
  let body;
  if (network.isPending)
    body = (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('offerForm.private.loading')}</Text>
      </Group>
    );
  else if (network.isError)
    body = (
      <LoadErrorAlert
        title={t('offerForm.private.loadError')}
        retryLabel={t('offerForm.private.retry')}
        query={network}
      />
    );
  else if (network.data.carriers.length === 0)
    body = (
      <Alert color="orange" icon={<IconInfoCircle aria-hidden />} title={t('offerForm.private.emptyTitle')}>
        <Text size="sm">
          {t('offerForm.private.emptyText')}{' '}
          <Anchor component={Link} to={paths.expeditions.privateExchange.getHref()}>
            {t('offerForm.private.emptyLink')}
          </Anchor>
        </Text>
      </Alert>
    );
  else body = <AudienceChoice network={network.data} control={control} errors={errors} />;
  return (
    <Stack gap="xs">
      {body}
      {audienceError ? (
        <Text size="sm" c="red" role="alert">
          {audienceError}
        </Text>
      ) : null}
    </Stack>
  );
}

/** 'Publier dans la bourse publique si personne ne l'a prise après N minutes/heures'. */
function CascadeFields({
  control,
  errors,
  currentPublicAfter,
}: {
  control: Control<TOfferFormValues>;
  errors: FieldErrors<TOfferFormValues>;
  currentPublicAfter?: string | null;
}) {
  const { t } = useTranslation('offerForm');
  const isEnabled = useWatch({ control, name: 'public_after.enabled' });
  const units: { value: TDelayUnit; label: string }[] = [
    { value: 'minutes', label: t('offerForm.private.units.minutes') },
    { value: 'hours', label: t('offerForm.private.units.hours') },
  ];
  return (
    <Stack gap={4}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Controller
          control={control}
          name="public_after.enabled"
          render={({ field }) => (
            <Checkbox
              mt={8}
              label={t('offerForm.private.cascade')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={control}
          name="public_after.delay"
          render={({ field }) => (
            <NumberInput
              aria-label={t('offerForm.private.delay')}
              w={110}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              disabled={!isEnabled}
              value={field.value}
              onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
              onBlur={field.onBlur}
              name={field.name}
              error={errors.public_after?.delay?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="public_after.unit"
          render={({ field }) => (
            <Select
              aria-label={t('offerForm.private.unit')}
              w={130}
              data={units}
              allowDeselect={false}
              disabled={!isEnabled}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'hours')}
            />
          )}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('offerForm.private.cascadeHint', {
          min: PUBLIC_AFTER_MINUTES.min,
          maxDays: PUBLIC_AFTER_MINUTES.max / (24 * 60),
        })}
      </Text>
      {currentPublicAfter ? (
        <Text size="xs" c="dimmed">
          {t('offerForm.private.currentPublicAfter', {
            date: formatInstant(currentPublicAfter, getCurrentLanguage()),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * What 'Bourse privée' asks (issue 27): the audience (the whole network, or chosen groups and
 * carriers) and the cascade to the public exchange.
 */
export function PrivateOfferFields({
  control,
  errors,
  currentPublicAfter,
}: {
  control: Control<TOfferFormValues>;
  errors: FieldErrors<TOfferFormValues>;
  /** Editing an offer whose cascade is set: the time it goes public now, shown beside the new delay. */
  currentPublicAfter?: string | null;
}) {
  const { t } = useTranslation('offerForm');
  return (
    <fieldset className="tariq-fieldset">
      <legend>{t('offerForm.private.title')}</legend>
      <Stack gap="sm">
        <AudienceFields control={control} errors={errors} />
        <CascadeFields control={control} errors={errors} currentPublicAfter={currentPublicAfter} />
      </Stack>
    </fieldset>
  );
}
