import type { TDriver } from '@tariq/contracts/drivers';
import { countryFlag } from '@tariq/contracts/place-values';
import { ALGERIA_ALPHA2 } from '@tariq/contracts/plates';
import { ActionIcon, Badge, Box, Divider, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDots, IconKey, IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/country-names';
import { formatInstant, formatRelativeTime } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { coordinatesText, driverName } from '../utils/driver-text';

/** What the card's menu opens. */
export type TDriverDialog = 'edit' | 'credentials' | 'delete';

/**
 * A plate as it is written, left to right whatever the page's direction: in Arabic the groups of
 * `12345 116 16` would otherwise come out in reverse order. A plate from abroad shows its country's
 * flag, named to a screen reader.
 */
export function PlateText({ plate, country }: { plate: string; country: string }) {
  const language = getCurrentLanguage();
  return (
    <>
      {country !== ALGERIA_ALPHA2 ? (
        <>
          <span role="img" aria-label={countryName(country, language)}>
            {countryFlag(country)}
          </span>{' '}
        </>
      ) : null}
      <Text span size="sm" fw={600} ff="monospace" dir="ltr" component="bdi">
        {plate}
      </Text>
    </>
  );
}

/** 'Connecté' or 'Déconnecté' (spec 001 §4): online in the app, with a position in the last 5 minutes. */
export function ConnectionBadge({ connected }: { connected: boolean }) {
  const { t } = useTranslation('drivers');
  return (
    <Badge
      color={connected ? 'green' : 'gray'}
      variant={connected ? 'light' : 'outline'}
      tt="none"
      leftSection={
        <Box
          component="span"
          aria-hidden
          w={8}
          h={8}
          style={{ borderRadius: '50%', background: 'currentColor', display: 'inline-block' }}
        />
      }
      styles={{ label: { overflow: 'visible' } }}
    >
      {connected ? t('drivers.card.connected') : t('drivers.card.disconnected')}
    </Badge>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}
      </Text>{' '}
      {children}
    </Text>
  );
}

export type TDriverCardProps = {
  driver: TDriver;
  now: number;
  onOpenDialog: (dialog: TDriverDialog) => void;
  ref?: Ref<HTMLElement>;
};

/**
 * One driver of the carrier (spec 001 §2 /chauffeurs, §3 Driver): name, e-mail, plates, remark,
 * connected or not, missions in progress, upcoming and done, and the last position and when.
 */
export function DriverCard({ driver, now, onOpenDialog, ref }: TDriverCardProps) {
  const { t } = useTranslation('drivers');
  const language = getCurrentLanguage();
  const titleId = useId();
  const name = driverName(driver);
  const counts = driver.missionCounts;
  const location = driver.lastLocation;

  return (
    <Paper
      ref={ref}
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      tabIndex={-1}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={titleId} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text size="sm" c="dimmed" dir="ltr" ta="start" component="bdi" style={{ overflowWrap: 'anywhere' }}>
              {driver.email}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <ConnectionBadge connected={driver.connected} />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('drivers.card.actions', { name })}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onOpenDialog('edit')}>
                  {t('drivers.card.edit')}
                </Menu.Item>
                <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => onOpenDialog('credentials')}>
                  {t('drivers.card.resendCredentials')}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => onOpenDialog('delete')}
                >
                  {t('drivers.card.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>

        <Line label={t('drivers.card.enginePlate')}>
          <PlateText plate={driver.enginePlate} country={driver.enginePlateCountry} />
        </Line>
        <Line label={t('drivers.card.trailerPlate')}>
          {driver.trailerPlate ? (
            <PlateText plate={driver.trailerPlate} country={driver.trailerPlateCountry ?? ALGERIA_ALPHA2} />
          ) : (
            <Text span size="sm" c="dimmed">
              {t('drivers.card.noTrailer')}
            </Text>
          )}
        </Line>
        {driver.remark ? (
          <Line label={t('drivers.card.remark')}>
            <Text span size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {driver.remark}
            </Text>
          </Line>
        ) : null}

        <Divider />
        <Group
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('drivers.card.missions')}
        >
          {(
            [
              ['inProgress', counts.inProgress, 'blue'],
              ['upcoming', counts.upcoming, 'grape'],
              ['done', counts.done, 'gray'],
            ] as const
          ).map(([key, count, color]) => (
            <Badge key={key} component="li" variant="light" color={color} tt="none" size="lg" radius="sm">
              <Text span size="xs" fw={400}>
                {t(`drivers.card.missionCounts.${key}`)}
              </Text>{' '}
              <Text span size="sm" fw={700}>
                {count}
              </Text>
            </Badge>
          ))}
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          {location ? (
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('drivers.card.lastLocation')}
              </Text>{' '}
              <time dateTime={location.at} title={formatInstant(location.at, language)}>
                {formatRelativeTime(location.at, language, now)}
              </time>{' '}
              <Text span c="dimmed" size="xs" dir="ltr" component="bdi">
                ({coordinatesText(location)})
              </Text>
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('drivers.card.noLocation')}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
