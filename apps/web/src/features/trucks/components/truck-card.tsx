import type { TTruck } from '@tariq/contracts/trucks';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Collapse,
  Divider,
  Group,
  Menu,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAddressBook,
  IconCalendarEvent,
  IconChevronDown,
  IconChevronUp,
  IconDots,
  IconEye,
  IconEyeOff,
  IconPackage,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useId } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { truckMeasures, truckPlaceText } from '../utils/truck-text';
import { TruckLoads } from './truck-loads';
import { TruckPicture } from './truck-picture';

/** What the card's menu opens (spec 000 §2: Modifier, Coordonnées, Disponibilité, Supprimer). */
export type TTruckDialog = 'properties' | 'contact' | 'availability' | 'delete';

export type TTruckCardProps = {
  truck: TTruck;
  onOpenDialog: (dialog: TTruckDialog) => void;
  onToggleVisible: () => void;
  isTogglingVisible: boolean;
  isLoadsOpen: boolean;
  onToggleLoads: () => void;
  ref?: Ref<HTMLElement>;
};

function PlaceLine({ label, place }: { label: string; place: TTruck['from'] }) {
  const { where, flag, country } = truckPlaceText(place, getCurrentLanguage());
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}
      </Text>{' '}
      {/* The flag is for the eye: read aloud it only repeats the country. */}
      <bdi>{where}</bdi> · <span aria-hidden>{flag}</span> <bdi>{country}</bdi>
    </Text>
  );
}

/**
 * One truck of the carrier (spec 000 §2): its picture, name, type, route, availability, what it
 * carries, and whether shippers find it. A hidden truck, or one whose posting is over, looks
 * disabled; its switch and menu still work, to publish it again.
 */
export function TruckCard({
  truck,
  onOpenDialog,
  onToggleVisible,
  isTogglingVisible,
  isLoadsOpen,
  onToggleLoads,
  ref,
}: TTruckCardProps) {
  const { t } = useTranslation('trucks');
  const { t: catalogueLabel } = useCatalogueLabels();
  const language = getCurrentLanguage();
  const titleId = useId();
  const loadsId = useId();
  const measures = truckMeasures(truck, language);
  const isDisabled = !truck.isVisible || truck.isExpired;
  const until = truck.availability.until;

  return (
    <Paper
      ref={ref}
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      data-disabled={isDisabled}
      bg={isDisabled ? 'var(--mantine-color-default-hover)' : undefined}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Box
            w={{ base: 120, sm: 160 }}
            style={{ flexShrink: 0, ...(isDisabled ? { opacity: 0.55, filter: 'grayscale(1)' } : {}) }}
          >
            <TruckPicture truck={truck} />
          </Box>
          <Stack gap={6} style={{ flex: 1, minWidth: 0, ...(isDisabled ? { opacity: 0.7 } : {}) }}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Title order={3} size="h5" id={titleId} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {truck.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {catalogueLabel(`catalogue.truckType.${truck.type}` as never)}
                </Text>
              </div>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={t('trucks.card.actions', { name: truck.name })}>
                    <IconDots size={18} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    leftSection={
                      truck.isVisible ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
                    }
                    onClick={onToggleVisible}
                    disabled={isTogglingVisible}
                  >
                    {truck.isVisible ? t('trucks.card.hide') : t('trucks.card.publish')}
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconPencil size={16} aria-hidden />}
                    onClick={() => onOpenDialog('properties')}
                  >
                    {t('trucks.card.edit')}
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconAddressBook size={16} aria-hidden />}
                    onClick={() => onOpenDialog('contact')}
                  >
                    {t('trucks.card.contact')}
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconCalendarEvent size={16} aria-hidden />}
                    onClick={() => onOpenDialog('availability')}
                  >
                    {t('trucks.card.availability')}
                  </Menu.Item>
                  <Menu.Divider />
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => onOpenDialog('delete')}
                  >
                    {t('trucks.card.delete')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
            {!truck.isVisible || truck.isExpired ? (
              <Group gap={4}>
                {!truck.isVisible ? (
                  <Badge color="gray" variant="light" tt="none" size="sm">
                    {t('trucks.card.hidden')}
                  </Badge>
                ) : null}
                {truck.isExpired ? (
                  <Badge color="orange" variant="light" tt="none" size="sm">
                    {t('trucks.card.expired')}
                  </Badge>
                ) : null}
              </Group>
            ) : null}
            <PlaceLine label={t('trucks.card.from')} place={truck.from} />
            <PlaceLine label={t('trucks.card.to')} place={truck.to} />
            <Text size="sm">
              {until
                ? t('trucks.card.availableFromUntil', {
                    from: formatDate(truck.availability.from, language),
                    until: formatDate(until, language),
                  })
                : t('trucks.card.availableFrom', { date: formatDate(truck.availability.from, language) })}
            </Text>
            <Group
              gap={6}
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('trucks.card.features')}
            >
              {truck.canTakeDangerousGoods ? (
                <Badge component="li" color="orange" variant="light" tt="none">
                  {t('trucks.card.dangerousGoods')}
                </Badge>
              ) : null}
              <Badge component="li" variant="light" tt="none">
                {measures.weight}
              </Badge>
              {measures.length ? (
                <Badge component="li" variant="light" tt="none">
                  {measures.length}
                </Badge>
              ) : null}
              {measures.volume ? (
                <Badge component="li" variant="light" tt="none">
                  {measures.volume}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        {truck.isExpired ? (
          <Alert color="orange" variant="light" p="xs">
            <Text size="sm">{t('trucks.card.expiredHint')}</Text>
          </Alert>
        ) : null}
        <Divider />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Switch
            label={t('trucks.card.visible')}
            checked={truck.isVisible}
            disabled={isTogglingVisible}
            onChange={onToggleVisible}
          />
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPackage size={16} aria-hidden />}
            rightSection={
              isLoadsOpen ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
            }
            aria-expanded={isLoadsOpen}
            aria-controls={loadsId}
            onClick={onToggleLoads}
          >
            {t('trucks.card.loads')}
          </Button>
        </Group>
        <Collapse expanded={isLoadsOpen} id={loadsId}>
          {isLoadsOpen ? <TruckLoads truck={truck} /> : null}
        </Collapse>
      </Stack>
    </Paper>
  );
}
