import type { TProposal } from '@tariq/contracts';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCash, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useAcceptAtPrice } from '../api/accept-at-price';
import type { TRefreshOffer } from '../api/refresh-offer';
import { getMyProposalsQueryOptions } from '../api/get-my-proposals';
import { useWithdrawProposal } from '../api/withdraw-proposal';
import { ProposalCard, ProposalList } from './proposal-card';
import { ProposalFormModal } from './proposal-form-modal';
import type { TDriverPicker, TProposalOffer } from './proposal-form-modal';

const icon = { size: 16, 'aria-hidden': true } as const;

/**
 * 'Accepter au prix' is a commitment: the price is said before it is sent. The offer is read again as
 * the dialog opens (see CarrierProposals), so the price shown is the one the shipper asks now.
 */
function AcceptAtPriceModal({
  offer,
  opened,
  hasPending,
  refreshOffer,
  onClose,
  DriverPicker,
}: {
  offer: TProposalOffer;
  opened: boolean;
  hasPending: boolean;
  refreshOffer: TRefreshOffer;
  onClose: () => void;
  DriverPicker?: TDriverPicker;
}) {
  const { t } = useTranslation('proposals');
  const acceptAtPrice = useAcceptAtPrice({ refreshOffer });
  const [driverId, setDriverId] = useState<string | null>(null);
  const price = formatPrice(offer.price, offer.currency, getCurrentLanguage());
  const { error } = acceptAtPrice;
  const driverError = error instanceof ApiError ? error.fields.driver_id : undefined;
  const close = () => {
    acceptAtPrice.reset();
    setDriverId(null);
    onClose();
  };
  return (
    <ConfirmModal
      opened={opened}
      title={t('proposals.carrier.acceptModal.title')}
      confirmLabel={price ? t('proposals.carrier.acceptModal.confirm', { price }) : null}
      confirmColor="green"
      onConfirm={() => {
        if (offer.price === null) return;
        acceptAtPrice.mutate(
          { uid: offer.uid, expectedPrice: offer.price, driverId },
          {
            onSuccess: () => {
              void toastSuccess(
                t(
                  offer.instant_booking
                    ? 'proposals.carrier.acceptModal.instantSuccess'
                    : 'proposals.carrier.acceptModal.success',
                ),
              );
              close();
            },
          },
        );
      }}
      onClose={close}
      isPending={acceptAtPrice.isPending}
      error={error}
    >
      {price ? (
        <>
          <Text size="sm" fw={600}>
            {t('proposals.carrier.acceptModal.text', { price })}
          </Text>
          <Text size="sm">
            {t(
              // Instant booking: the first acceptance at the price takes the offer, no choice follows.
              offer.instant_booking
                ? 'proposals.carrier.acceptModal.instantCommitment'
                : 'proposals.carrier.acceptModal.commitment',
            )}
          </Text>
          {hasPending ? (
            <Text size="sm" c="dimmed">
              {t('proposals.carrier.acceptModal.replaces')}
            </Text>
          ) : null}
          {DriverPicker ? (
            <DriverPicker
              label={t('proposals.carrier.driver')}
              description={t(
                offer.instant_booking
                  ? 'proposals.carrier.acceptModal.instantDriverHint'
                  : 'proposals.carrier.acceptModal.driverHint',
              )}
              value={driverId}
              onChange={setDriverId}
              error={driverError}
            />
          ) : null}
        </>
      ) : (
        // The shipper removed the price meanwhile: nothing to accept, a price to propose.
        <Text size="sm">{t('proposals.carrier.acceptModal.noPrice')}</Text>
      )}
    </ConfirmModal>
  );
}

function WithdrawModal({
  proposal,
  opened,
  refreshOffer,
  onClose,
}: {
  proposal: TProposal | null;
  opened: boolean;
  refreshOffer: TRefreshOffer;
  onClose: () => void;
}) {
  const { t } = useTranslation('proposals');
  const withdraw = useWithdrawProposal({ refreshOffer });
  const price = proposal ? (formatPrice(proposal.price, proposal.currency, getCurrentLanguage()) ?? '') : '';
  const close = () => {
    withdraw.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={opened}
      title={t('proposals.carrier.withdrawModal.title')}
      confirmLabel={t('proposals.carrier.withdrawModal.confirm')}
      confirmColor="red"
      onConfirm={() => {
        if (!proposal) return;
        withdraw.mutate(
          { id: proposal.id, uid: proposal.offer_uid },
          {
            onSuccess: () => {
              void toastSuccess(t('proposals.carrier.withdrawModal.success'));
              close();
            },
          },
        );
      }}
      onClose={close}
      isPending={withdraw.isPending}
      error={withdraw.error}
    >
      <Text size="sm">{t('proposals.carrier.withdrawModal.text', { price })}</Text>
    </ConfirmModal>
  );
}

function MyProposalItem({ proposal, onWithdraw }: { proposal: TProposal; onWithdraw?: () => void }) {
  const { t } = useTranslation('proposals');
  const priceId = useId();
  return (
    <ProposalCard
      proposal={proposal}
      priceId={priceId}
      timeLabel={(ago) => t('proposals.carrier.sentAgo', { ago })}
      actions={
        onWithdraw ? (
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconArrowBackUp {...icon} />}
            aria-describedby={priceId}
            onClick={onWithdraw}
          >
            {t('proposals.carrier.withdraw')}
          </Button>
        ) : null
      }
    />
  );
}

type TDialog = 'propose' | 'accept' | 'withdraw' | null;

/**
 * The carrier's side of the proposals on an offer: propose a price or accept the offer's own while it is
 * available, and the company's proposals on it (the history stays once the offer has left).
 */
export function CarrierProposals({
  offer,
  refreshOffer,
  DriverPicker,
}: {
  offer: TProposalOffer;
  refreshOffer: TRefreshOffer;
  /** For a user who may name drivers: the proposal and the acceptance can name the mission's driver. */
  DriverPicker?: TDriverPicker;
}) {
  const { t } = useTranslation('proposals');
  const titleId = useId();
  const query = useQuery(getMyProposalsQueryOptions(offer.uid));
  const proposals = query.data ?? [];
  const hasPending = proposals.some((proposal) => proposal.status === 'pending');
  const [dialog, setDialog] = useState<TDialog>(null);
  // Kept after the dialog closes, so that its text stays while it fades out.
  const [withdrawing, setWithdrawing] = useState<TProposal | null>(null);
  const close = () => setDialog(null);

  return (
    <Stack>
      {offer.available ? (
        <Group gap="xs" role="group" aria-label={t('proposals.carrier.actions')}>
          <Button leftSection={<IconCash {...icon} />} onClick={() => setDialog('propose')}>
            {t('proposals.carrier.propose')}
          </Button>
          {offer.price !== null ? (
            <Button
              variant="light"
              color="green"
              leftSection={<IconCircleCheck {...icon} />}
              onClick={() => {
                // The price may have changed since the page was read: the dialog shows it as it is now.
                void refreshOffer();
                setDialog('accept');
              }}
            >
              {t('proposals.carrier.acceptAtPrice')}
            </Button>
          ) : null}
        </Group>
      ) : null}

      {query.isPending ? (
        <Stack role="status" aria-label={t('proposals.carrier.list.loading')} gap="xs">
          <Skeleton height={24} width="30%" />
          <Skeleton height={72} radius="md" />
        </Stack>
      ) : query.isError ? (
        <LoadErrorAlert title={t('proposals.carrier.list.loadError')} retryLabel={t('proposals.retry')} query={query} />
      ) : proposals.length > 0 ? (
        <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md">
          <Title order={2} size="h4" id={titleId} mb="sm">
            {t('proposals.carrier.list.title')}
          </Title>
          <ProposalList>
            {proposals.map((proposal) => (
              <MyProposalItem
                key={proposal.id}
                proposal={proposal}
                // A proposal still pending on an offer that left the exchange (cancelled, expired) has
                // nothing left to withdraw from.
                onWithdraw={
                  proposal.status === 'pending' && offer.available
                    ? () => {
                        setWithdrawing(proposal);
                        setDialog('withdraw');
                      }
                    : undefined
                }
              />
            ))}
          </ProposalList>
        </Paper>
      ) : null}

      {/* Mounted whatever the offer's state: a dialog whose call was refused stays open to say why. */}
      <ProposalFormModal
        opened={dialog === 'propose'}
        offer={offer}
        hasPending={hasPending}
        refreshOffer={refreshOffer}
        onClose={close}
        DriverPicker={DriverPicker}
      />
      <AcceptAtPriceModal
        opened={dialog === 'accept'}
        offer={offer}
        hasPending={hasPending}
        refreshOffer={refreshOffer}
        onClose={close}
        DriverPicker={DriverPicker}
      />
      <WithdrawModal
        opened={dialog === 'withdraw'}
        proposal={withdrawing}
        refreshOffer={refreshOffer}
        onClose={close}
      />
    </Stack>
  );
}
