import { useLayoutEffect } from 'react';

/**
 * The tab's title, set in the commit that draws the page (a layout effect): the title and the page's
 * heading change together, never one render apart.
 */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = title ? `${title} · Tariq` : 'Tariq';
  }, [title]);
}
