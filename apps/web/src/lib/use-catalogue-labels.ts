import { useTranslation } from 'react-i18next';

/**
 * For components showing catalogue values (`catalogue.<group>.<value>`): loads the labels of the
 * current language on first use (the `catalogue` namespace) and re-renders when they arrive; they
 * then follow every language change. `ready` is false until then, so the component can show a
 * skeleton rather than suspend the page.
 */
export function useCatalogueLabels() {
  return useTranslation('catalogue', { useSuspense: false });
}
