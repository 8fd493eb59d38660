import { Group, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';
import { getCurrentLanguage } from '../lib/i18n';

export type TCompanyRatingValue = { average: number; count: number };

/**
 * A company's rating beside its name (proposals, freight search): read as one phrase ('Note : 4,5
 * sur 5, 12 avis'), the stars are for the eye. Nothing at all until the company has been rated,
 * rather than zero stars.
 */
export function CompanyRating({ rating }: { rating: TCompanyRatingValue | null }) {
  const { t } = useTranslation('components');
  if (!rating) return null;
  const average = formatNumber(rating.average, getCurrentLanguage());
  const count = t('companyRating.count', { count: rating.count });
  return (
    <Group gap={4} wrap="nowrap" role="img" aria-label={`${t('companyRating.label', { average })}, ${count}`}>
      <Rating value={rating.average} fractions={10} readOnly size="xs" />
      <Text size="xs" c="dimmed">
        {average} ({count})
      </Text>
    </Group>
  );
}
