import type { TLanguage } from '@tariq/contracts';
import { lazy } from 'react';
import { LanguageButton } from './language-button';
import { MenuOnIntent } from './menu-on-intent';

// The menu (Mantine's Menu, Popover and Floating UI: about 15 KB gzipped) loads when the user
// reaches for the button, not with the login route (180 KB budget, ARCHITECTURE.md §8).
const loadLanguageMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadLanguageMenu);

export function LanguageSwitcher({ onChange }: { onChange: (language: TLanguage) => void }) {
  return (
    <MenuOnIntent
      load={loadLanguageMenu}
      standIn={(props) => <LanguageButton {...props} />}
      menu={(intent) => <LanguageMenu intent={intent} onChange={onChange} />}
    />
  );
}
