import { LANGUAGES, LANGUAGE_NAMES } from '@tariq/contracts/enums';
import type { TLanguage } from '@tariq/contracts';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageButton } from './language-button';
import { useOpenedOnMount } from './menu-on-intent';
import type { TMenuIntent } from './menu-on-intent';

/** The list of languages under the header's language button (see language-switcher.tsx). */
export default function LanguageMenu({
  intent,
  onChange,
}: {
  intent: TMenuIntent;
  onChange: (language: TLanguage) => void;
}) {
  const { t, i18n } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useOpenedOnMount(intent, target);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <LanguageButton ref={target} />
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
