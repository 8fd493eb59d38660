import { LANGUAGES, LANGUAGE_NAMES } from '@tariq/contracts/enums';
import type { TLanguage } from '@tariq/contracts';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getCurrentLanguage } from '../lib/i18n';

export function LanguageSwitcher({ onChange }: { onChange: (language: TLanguage) => void }) {
  const { t, i18n } = useTranslation();
  const current = getCurrentLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} aria-hidden />}
          // The name starts with what the button shows ('FR'), so a user who says what they see
          // (voice control) reaches it (WCAG 2.5.3, label in name).
          aria-label={`${current.toUpperCase()} – ${t('header.chooseLanguage')} (${LANGUAGE_NAMES[current]})`}
          px="xs"
          // In a crowded header the button would shrink and clip its code ("F" of "FR").
          style={{ flexShrink: 0 }}
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.language')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            dir={language === 'ar' ? 'rtl' : 'ltr'}
            onClick={() => onChange(language)}
            rightSection={language === i18n.language ? <IconCheck size={16} aria-hidden /> : null}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
