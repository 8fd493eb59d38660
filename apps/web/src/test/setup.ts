import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { NAMESPACES, i18next, initI18n } from '../lib/i18n';

// jsdom lacks what Mantine asks of the browser.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => undefined;

beforeAll(async () => {
  await initI18n('fr');
  // Components rendered alone find their texts at once; routes load theirs as in the app. The
  // catalogue labels are left out: when they load is under test (use-catalogue-labels.test.tsx).
  await i18next.loadNamespaces(NAMESPACES.filter((namespace) => namespace !== 'catalogue'));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});
