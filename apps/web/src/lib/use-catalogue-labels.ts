import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getCurrentLanguage, hasCatalogueLabels, loadCatalogueLabels, onCatalogueLabelsLoaded } from './i18n';

/**
 * For components showing catalogue values (`catalogue.<group>.<value>`): loads the labels of the
 * current language on first use and re-renders when they arrive. `ready` is false until then.
 */
export function useCatalogueLabels() {
  const { t, i18n } = useTranslation();
  const language = getCurrentLanguage();
  const ready = useSyncExternalStore(onCatalogueLabelsLoaded, () => hasCatalogueLabels(language));
  useEffect(() => {
    // A failed load leaves `ready` false; the next mount or language change tries again.
    void loadCatalogueLabels(language).catch(() => undefined);
  }, [language]);
  return { t, i18n, ready };
}
