import type { TOffer } from '@tariq/contracts';
import { findTruckType } from '@tariq/contracts/catalogues/vehicles';
import { Skeleton, Table } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatPrice } from '../../lib/format';
import { getCurrentLanguage } from '../../lib/i18n';
import { useCatalogueLabels } from '../../lib/use-catalogue-labels';
import { OfferRoute } from '../offer-route/offer-route';
import {
  ANCHOR,
  COLOR_SWATCH_LAYERS,
  TABLE_CELL,
  anchorInheritStyle,
  colorSwatchProps,
  groupProps,
  tableRowProps,
  textProps,
} from '../plain-elements/plain-elements';

// The rows and cells are plain elements with Mantine's classes (plain-elements.ts): a page of rows
// drew some twenty-five Mantine components a row. The table around them (OfferTable) stays Mantine.
const rowStyle = { cursor: 'pointer' };
const noWrap = { whiteSpace: 'nowrap' } as const;

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
    <tr {...tableRowProps} onClick={onRowClick} style={rowStyle}>
      {children}
    </tr>
  );
}

/** 'departure → destination' as the row's link. */
export function OfferRouteLink({ offer, href }: { offer: Pick<TOffer, 'departure' | 'destination'>; href: string }) {
  return (
    <Link className={ANCHOR} data-underline="hover" to={href} style={anchorInheritStyle}>
      <OfferRoute departure={offer.departure} destination={offer.destination} />
    </Link>
  );
}

export function OfferGoodsCell({ offer }: { offer: Pick<TOffer, 'goods_type'> }) {
  const { t: catalogueLabel } = useCatalogueLabels();
  return <td className={TABLE_CELL}>{catalogueLabel(`catalogue.goodsType.${offer.goods_type}`)}</td>;
}

/** The vehicle type with the colour the catalogue gives it, for the eye only. */
export function OfferTruckCell({ offer }: { offer: Pick<TOffer, 'truck_type'> }) {
  const { t: catalogueLabel } = useCatalogueLabels();
  const truckColor = findTruckType(offer.truck_type)?.color;
  return (
    <td className={TABLE_CELL}>
      <div {...groupProps}>
        {truckColor ? (
          <div {...colorSwatchProps}>
            <span className={COLOR_SWATCH_LAYERS.alpha} />
            <span className={COLOR_SWATCH_LAYERS.shadow} />
            <span className={COLOR_SWATCH_LAYERS.color} style={{ backgroundColor: truckColor }} />
            <span className={COLOR_SWATCH_LAYERS.children} />
          </div>
        ) : null}
        <span>{catalogueLabel(`catalogue.truckType.${offer.truck_type}`)}</span>
      </div>
    </td>
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
    <td className={TABLE_CELL} style={noWrap}>
      {formatPrice(offer.price, offer.currency, getCurrentLanguage()) ?? (
        <span {...textProps({ size: 'sm', dimmed: true })}>{toNegotiate}</span>
      )}
    </td>
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
