import { LANGUAGE_NAMES } from '@tariq/contracts/enums';
import { Button } from '@mantine/core';
import type { ButtonProps, ElementProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { getCurrentLanguage } from '../lib/i18n';

/** The header's language button (FR, AR…), alone or as the target of the language menu. */
export function LanguageButton({
  ref,
  ...props
}: ButtonProps & ElementProps<'button'> & { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  const current = getCurrentLanguage();
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      leftSection={<IconLanguage size={18} aria-hidden />}
      // The name starts with what the button shows ('FR'), so a user who says what they see
      // (voice control) reaches it (WCAG 2.5.3, label in name).
      aria-label={`${current.toUpperCase()} – ${t('header.chooseLanguage')} (${LANGUAGE_NAMES[current]})`}
      px="xs"
      // In a crowded header the button would shrink and clip its code ("F" of "FR").
      style={{ flexShrink: 0 }}
      {...props}
    >
      {current.toUpperCase()}
    </Button>
  );
}
