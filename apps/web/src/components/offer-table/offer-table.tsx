import type { TOffer } from '@tariq/contracts';
import { findTruckType } from '@tariq/contracts/catalogues/vehicles';
import { Anchor, ColorSwatch, Group, Skeleton, Table, Text } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatPrice } from '../../lib/format';
import { getCurrentLanguage } from '../../lib/i18n';
import { useCatalogueLabels } from '../../lib/use-catalogue-labels';
import { OfferRoute } from '../offer-route/offer-route';

/**
 * A row that opens `href`. The route cell holds the real link (keyboard, new tab); a click anywhere
 * else on the row opens it too, except on the row's own links and buttons (a favourite star).
 */
export function OfferTableRow({ href, children }: { href: string; children: ReactNode }) {
  const navigate = useNavigate();
  const onRowClick = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a, button')) void navigate(href);
  };
  return (
    <Table.Tr onClick={onRowClick} style={{ cursor: 'pointer' }}>
      {children}
    </Table.Tr>
  );
}

/** 'departure → destination' as the row's link. */
export function OfferRouteLink({ offer, href }: { offer: Pick<TOffer, 'departure' | 'destination'>; href: string }) {
  return (
    <Anchor component={Link} to={href} fw={500} c="inherit">
      <OfferRoute departure={offer.departure} destination={offer.destination} />
    </Anchor>
  );
}

export function OfferGoodsCell({ offer }: { offer: Pick<TOffer, 'goods_type'> }) {
  const { t: catalogueLabel } = useCatalogueLabels();
  return <Table.Td>{catalogueLabel(`catalogue.goodsType.${offer.goods_type}`)}</Table.Td>;
}

/** The vehicle type with the colour the catalogue gives it, for the eye only. */
export function OfferTruckCell({ offer }: { offer: Pick<TOffer, 'truck_type'> }) {
  const { t: catalogueLabel } = useCatalogueLabels();
  const truckColor = findTruckType(offer.truck_type)?.color;
  return (
    <Table.Td>
      <Group gap={6} wrap="nowrap">
        {truckColor ? <ColorSwatch color={truckColor} size={12} aria-hidden /> : null}
        <span>{catalogueLabel(`catalogue.truckType.${offer.truck_type}`)}</span>
      </Group>
    </Table.Td>
  );
}

/** The price, or the page's word for a price left open (each list has kept its own). */
export function OfferPriceCell({
  offer,
  toNegotiate,
}: {
  offer: Pick<TOffer, 'price' | 'currency'>;
  toNegotiate: string;
}) {
  return (
    <Table.Td style={{ whiteSpace: 'nowrap' }}>
      {formatPrice(offer.price, offer.currency, getCurrentLanguage()) ?? (
        <Text span c="dimmed" size="sm">
          {toNegotiate}
        </Text>
      )}
    </Table.Td>
  );
}

export type TOfferTableProps = {
  /** Below this width the table scrolls sideways rather than squeeze its columns. */
  minWidth: number;
  /** One heading per column, in order; the placeholder rows take as many cells. */
  headings: ReactNode[];
  /** Placeholder rows while the first page loads, instead of `children`. */
  isLoading: boolean;
  skeletonRows: number;
  /** The rows (OfferTableRow). */
  children: ReactNode;
};

/** The table of a list of offers: its headings, then its rows or, while they load, placeholder rows. */
export function OfferTable({ minWidth, headings, isLoading, skeletonRows, children }: TOfferTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table highlightOnHover verticalSpacing="sm" aria-busy={isLoading || undefined}>
        <Table.Thead>
          <Table.Tr>
            {headings.map((heading, column) => (
              <Table.Th key={column}>{heading}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading
            ? Array.from({ length: skeletonRows }, (_, row) => (
                <Table.Tr key={row}>
                  {headings.map((_, column) => (
                    <Table.Td key={column}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : children}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
