import { LANGUAGES, LANGUAGE_NAMES } from '@tariq/contracts/enums';
import type { TLanguage } from '@tariq/contracts';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageButton } from './language-button';

/** The list of languages under the header's language button (see language-switcher.tsx). */
export default function LanguageMenu({
  defaultOpened,
  onChange,
}: {
  defaultOpened: boolean;
  onChange: (language: TLanguage) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton />
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
