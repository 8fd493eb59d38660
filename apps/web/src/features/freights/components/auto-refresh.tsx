import { Button, Group, Paper, Switch, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const AUTO_REFRESH_KEY = 'tariq.freights.autoRefresh';

/** The carrier's choice of a list that follows new offers by itself (spec: client state `auto_refresh`), kept in this browser. */
export function useAutoRefresh() {
  return useLocalStorage<boolean>({ key: AUTO_REFRESH_KEY, defaultValue: false, getInitialValueInEffect: false });
}

/** On: new offers from the live `freights` topic show at once; off: they are counted above the list. */
export function AutoRefreshSwitch() {
  const { t } = useTranslation('freights');
  const [isOn, setOn] = useAutoRefresh();
  return (
    <Switch
      label={t('freights.autoRefresh.label')}
      checked={isOn}
      onChange={(event) => setOn(event.currentTarget.checked)}
    />
  );
}

/** 'N nouvelles offres' above the list (counted from the live `freights` topic), with a button to show them; nothing when there are none. */
export function NewOffersBanner({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useTranslation('freights');
  if (count <= 0) return null;
  return (
    <Paper withBorder p="xs" radius="md" bg="var(--mantine-color-blue-light)">
      <Group justify="space-between" role="status">
        <Text fw={500}>{t('freights.autoRefresh.newOffers', { count })}</Text>
        <Button size="xs" variant="light" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onShow}>
          {t('freights.autoRefresh.show')}
        </Button>
      </Group>
    </Paper>
  );
}
