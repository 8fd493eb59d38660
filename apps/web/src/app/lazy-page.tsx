import type { ComponentType, ReactNode } from 'react';
import { loadNamespaces } from '../lib/i18n';
import type { TNamespace } from '../lib/i18n';

export type TLazyPage = { lazy: () => Promise<{ Component: ComponentType } | { element: ReactNode }> };

/**
 * A lazy route of a page module: its code and the namespaces it shows load together, so no page
 * shows before its words. The page is the module's default export, or what `render` makes of the
 * module (a named page given props: one chunk for every tab of a list).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces: TNamespace[]): TLazyPage;
export function lazyPage<TModule>(
  load: () => Promise<TModule>,
  namespaces: TNamespace[],
  render: (module: TModule) => ReactNode,
): TLazyPage;
export function lazyPage<TModule>(
  load: () => Promise<TModule>,
  namespaces: TNamespace[],
  render?: (module: TModule) => ReactNode,
): TLazyPage {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
      if (render) return { element: render(module) };
      return { Component: (module as { default: ComponentType }).default };
    },
  };
}
