import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { cleanNotifications } from '@mantine/notifications';
import { afterEach, beforeAll } from 'vitest';
import { NAMESPACES, i18next, initI18n } from '../lib/i18n';

// findBy… and waitFor wait for what a user waits for, not for a time: an idle machine passes them at
// once, a loaded one (2 cores shared by several suites) may need seconds for a lazy chunk or a
// namespace. The default of 1 s made tests fail under load only, and 10 s once in CI (a list's first
// answer, `missions.test.tsx`, during a 9-minute `npm test`). A ceiling, never a wait.
configure({ asyncUtilTimeout: 20_000 });

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
  // The toasts' store is one for the whole worker (tests run with isolate: false): toasts a file
  // left would fill Mantine's five visible places, and the next file's toast would wait in the queue.
  cleanNotifications();
});
