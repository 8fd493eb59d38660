import type { TOffer, TShipperProposal } from '@tariq/contracts';
import { Badge, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconShieldCheck, IconShieldX, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { CompanyRating } from '../../../components/company-rating';
import { DocumentsVerifiedUntil } from '../../../components/documents-verified-until';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { formatPrice } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useAcceptProposal } from '../api/accept-proposal';
import type { TRefreshOffer } from '../api/refresh-offer';
import type { TProposalOrder } from '../api/proposal-keys';
import { getOfferProposalsQueryOptions } from '../api/get-offer-proposals';
import { useRefuseProposal } from '../api/refuse-proposal';
import { ProposalCard, ProposalList } from './proposal-card';

const icon = { size: 16, 'aria-hidden': true } as const;

/**
 * The company behind a proposal: its name, whether its documents are verified (until when, when the
 * server says), its rating once it has one.
 */
function CarrierLine({ carrier, nameId }: { carrier: TShipperProposal['carrier']; nameId: string }) {
  const { t } = useTranslation('proposals');
  return (
    <Group gap="xs">
      <Text fw={600} id={nameId} dir="auto" style={{ overflowWrap: 'anywhere' }}>
        {carrier.name}
      </Text>
      {carrier.documents_ok && carrier.documents_verified_until ? (
        <DocumentsVerifiedUntil date={carrier.documents_verified_until} />
      ) : carrier.documents_ok ? (
        <Badge color="green" variant="light" leftSection={<IconShieldCheck size={14} aria-hidden />}>
          {t('proposals.shipper.documentsOk')}
        </Badge>
      ) : (
        <Badge color="gray" variant="light" leftSection={<IconShieldX size={14} aria-hidden />}>
          {t('proposals.shipper.documentsMissing')}
        </Badge>
      )}
      <CompanyRating rating={carrier.rating} />
    </Group>
  );
}

function OfferProposalItem({
  proposal,
  canDecide,
  onAccept,
  onRefuse,
}: {
  proposal: TShipperProposal;
  canDecide: boolean;
  onAccept: () => void;
  onRefuse: () => void;
}) {
  const { t } = useTranslation('proposals');
  const nameId = useId();
  const priceId = useId();
  // Each button is described by whose offer and which price it decides on.
  const describedBy = `${nameId} ${priceId}`;
  return (
    <ProposalCard
      proposal={proposal}
      priceId={priceId}
      timeLabel={(ago) => t('proposals.shipper.receivedAgo', { ago })}
      header={<CarrierLine carrier={proposal.carrier} nameId={nameId} />}
      actions={
        canDecide && proposal.status === 'pending' ? (
          <>
            <Button
              color="green"
              leftSection={<IconCheck {...icon} />}
              aria-describedby={describedBy}
              onClick={onAccept}
            >
              {t('proposals.shipper.accept')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconX {...icon} />}
              aria-describedby={describedBy}
              onClick={onRefuse}
            >
              {t('proposals.shipper.refuse')}
            </Button>
          </>
        ) : null
      }
    />
  );
}

type TDecision = { kind: 'accept' | 'refuse'; proposal: TShipperProposal };

function DecisionModal({
  decision,
  opened,
  refreshOffer,
  onClose,
}: {
  decision: TDecision | null;
  opened: boolean;
  refreshOffer: TRefreshOffer;
  onClose: () => void;
}) {
  const { t } = useTranslation('proposals');
  const accept = useAcceptProposal({ refreshOffer });
  const refuse = useRefuseProposal({ refreshOffer });
  const mutation = decision?.kind === 'refuse' ? refuse : accept;
  const close = () => {
    accept.reset();
    refuse.reset();
    onClose();
  };
  if (!decision) return null;
  const { proposal } = decision;
  const values = {
    name: proposal.carrier.name,
    price: formatPrice(proposal.price, proposal.currency, getCurrentLanguage()) ?? '',
  };
  const target = { id: proposal.id, offer_uid: proposal.offer_uid };
  const onSuccess = (message: string) => () => {
    void toastSuccess(message);
    close();
  };

  return decision.kind === 'accept' ? (
    <ConfirmModal
      opened={opened}
      title={t('proposals.shipper.acceptModal.title')}
      confirmLabel={t('proposals.shipper.acceptModal.confirm')}
      confirmColor="green"
      onConfirm={() => accept.mutate(target, { onSuccess: onSuccess(t('proposals.shipper.acceptModal.success')) })}
      onClose={close}
      isPending={mutation.isPending}
      error={mutation.error}
    >
      <Text size="sm" fw={600}>
        {t('proposals.shipper.acceptModal.text', values)}
      </Text>
      <Text size="sm">{t('proposals.shipper.acceptModal.others')}</Text>
    </ConfirmModal>
  ) : (
    <ConfirmModal
      opened={opened}
      title={t('proposals.shipper.refuseModal.title')}
      confirmLabel={t('proposals.shipper.refuseModal.confirm')}
      confirmColor="red"
      onConfirm={() => refuse.mutate(target, { onSuccess: onSuccess(t('proposals.shipper.refuseModal.success')) })}
      onClose={close}
      isPending={mutation.isPending}
      error={mutation.error}
    >
      <Text size="sm">{t('proposals.shipper.refuseModal.text', values)}</Text>
      <Text size="sm" fw={600}>
        {t('proposals.shipper.refuseModal.final')}
      </Text>
    </ConfirmModal>
  );
}

/**
 * The proposals and acceptances on one of the shipper's offers, to choose a carrier from while the
 * offer is in the exchange, and what was decided afterwards. Read again when the user comes back to
 * the tab; live updates will come with the notifications.
 */
export function OfferProposals({
  offer,
  refreshOffer,
}: {
  offer: Pick<TOffer, 'uid' | 'status'>;
  refreshOffer: TRefreshOffer;
}) {
  const { t } = useTranslation('proposals');
  const titleId = useId();
  const [order, setOrder] = useState<TProposalOrder>('time');
  const query = useQuery(getOfferProposalsQueryOptions(offer.uid, order));
  const [decision, setDecision] = useState<TDecision | null>(null);
  const [isDeciding, setIsDeciding] = useState(false);
  const canDecide = offer.status === 'in_exchange';
  const proposals = query.data;

  const decide = (kind: TDecision['kind'], proposal: TShipperProposal) => {
    setDecision({ kind, proposal });
    setIsDeciding(true);
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md">
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Group gap="xs" align="baseline">
          <Title order={2} size="h4" id={titleId}>
            {t('proposals.shipper.title')}
          </Title>
          {proposals && proposals.length > 0 ? (
            <Text size="sm" c="dimmed">
              {t('proposals.shipper.count', { count: proposals.length })}
            </Text>
          ) : null}
        </Group>
        <SegmentedControl
          size="xs"
          aria-label={t('proposals.shipper.sort')}
          value={order}
          onChange={(value) => setOrder(value as TProposalOrder)}
          data={[
            { value: 'time', label: t('proposals.shipper.orders.time') },
            { value: 'price', label: t('proposals.shipper.orders.price') },
          ]}
        />
      </Group>

      {proposals ? (
        proposals.length > 0 ? (
          <ProposalList>
            {proposals.map((proposal) => (
              <OfferProposalItem
                key={proposal.id}
                proposal={proposal}
                canDecide={canDecide}
                onAccept={() => decide('accept', proposal)}
                onRefuse={() => decide('refuse', proposal)}
              />
            ))}
          </ProposalList>
        ) : (
          <Stack gap={4} py="md" align="center">
            <Text fw={500}>{t('proposals.shipper.empty')}</Text>
            {canDecide ? (
              <Text size="sm" c="dimmed">
                {t('proposals.shipper.emptyHint')}
              </Text>
            ) : null}
          </Stack>
        )
      ) : query.isError ? (
        <LoadErrorAlert title={t('proposals.shipper.loadError')} retryLabel={t('proposals.retry')} query={query} />
      ) : (
        <Stack role="status" aria-label={t('proposals.shipper.loading')} gap="sm">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={88} radius="md" />
          ))}
        </Stack>
      )}

      <DecisionModal
        decision={decision}
        opened={isDeciding}
        refreshOffer={refreshOffer}
        onClose={() => setIsDeciding(false)}
      />
    </Paper>
  );
}
