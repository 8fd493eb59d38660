import type { TNetworkGroup } from '@tariq/contracts/private-exchange';
import { MultiSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The shipper's groups to choose from (none, one or several). */
export function GroupsSelect({
  groups,
  value,
  onChange,
  label,
  error,
}: {
  groups: readonly TNetworkGroup[];
  value: string[];
  onChange: (value: string[]) => void;
  label: string;
  error?: ReactNode;
}) {
  const { t } = useTranslation('privateExchange');
  return (
    <MultiSelect
      label={label}
      data={groups.map((group) => ({ value: group.id, label: group.name }))}
      value={value}
      onChange={onChange}
      placeholder={value.length === 0 ? t('privateExchange.network.groupsPlaceholder') : undefined}
      description={groups.length === 0 ? t('privateExchange.network.noGroupsYet') : undefined}
      disabled={groups.length === 0}
      error={error}
      searchable
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
