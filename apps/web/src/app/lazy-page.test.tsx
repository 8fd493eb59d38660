import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../lib/i18n';
import { lazyPage } from './lazy-page';

afterEach(() => vi.restoreAllMocks());

/** A promise the test settles itself. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('lazyPage', () => {
  it("gives the module's default export as the page once its code and its namespaces have both loaded", async () => {
    const texts = deferred<void>();
    const loadNamespaces = vi.spyOn(i18next, 'loadNamespaces').mockReturnValue(texts.promise);
    const Missions = () => <h1>Missions</h1>;
    let isSettled = false;
    const route = lazyPage(async () => ({ default: Missions }), ['missions', 'catalogue'])
      .lazy()
      .finally(() => (isSettled = true));

    // A macrotask later every promise of the code's side has settled: the words have not.
    await new Promise((settle) => setTimeout(settle, 0));
    expect(loadNamespaces).toHaveBeenCalledWith(['missions', 'catalogue']);
    expect(isSettled).toBe(false);
    texts.resolve();
    expect(await route).toEqual({ Component: Missions });
  });

  it('renders what `render` makes of the module: a named page given its props', async () => {
    function TabPage({ tab }: { tab: string }) {
      return <h1>Tab {tab}</h1>;
    }
    const router = createMemoryRouter([
      {
        path: '/',
        ...lazyPage(
          async () => ({ TabPage }),
          ['missions'],
          ({ TabPage: Page }) => <Page tab="done" />,
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Tab done' })).toBeInTheDocument();
  });
});
