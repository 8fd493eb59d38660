import type { TLanguage } from '@tariq/contracts';
import { Suspense, lazy, useState } from 'react';
import { LanguageButton } from './language-button';

// The menu (Mantine's Menu, Popover and Floating UI: about 15 KB gzipped) loads when the user
// reaches for the button, not with the login route (180 KB budget, ARCHITECTURE.md §8).
const loadLanguageMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadLanguageMenu);

export function LanguageSwitcher({ onChange }: { onChange: (language: TLanguage) => void }) {
  const [isMenuOpened, setMenuOpened] = useState(false);
  const button = (
    <LanguageButton
      aria-haspopup="menu"
      aria-expanded={false}
      // Pointing at the button or tabbing to it starts the download; a click opens the menu once it is there.
      onPointerEnter={() => void loadLanguageMenu()}
      onFocus={() => void loadLanguageMenu()}
      onClick={() => setMenuOpened(true)}
    />
  );
  if (!isMenuOpened) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu defaultOpened onChange={onChange} />
    </Suspense>
  );
}
