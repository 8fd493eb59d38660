import { act, render, screen } from '@testing-library/react';
import { LANGUAGES } from '@tariq/contracts/enums';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18next } from './i18n';
import { useCatalogueLabels } from './use-catalogue-labels';

function VanLabel() {
  const { t, ready } = useCatalogueLabels();
  return <p>{ready ? t('catalogue.truckType.van') : 'pending'}</p>;
}

// The web project shares one module registry between the files of a worker (isolate: false): a
// page tested before may have loaded the labels. Start as the app starts, without them, and with
// i18next's backend not remembering them as loaded (it would call them ready without asking).
beforeAll(() => {
  const loadStates = (i18next.services.backendConnector as { state: Record<string, number> }).state;
  for (const language of LANGUAGES) {
    i18next.removeResourceBundle(language, 'catalogue');
    delete loadStates[`${language}|catalogue`];
  }
});

afterEach(async () => {
  await act(() => changeLanguage('fr', { persist: false }));
});

describe('useCatalogueLabels', () => {
  it('loads the labels with the first component that needs them, not with the interface texts', async () => {
    expect(i18next.hasResourceBundle('fr', 'catalogue')).toBe(false);
    render(<VanLabel />);
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(await screen.findByText('Fourgon')).toBeInTheDocument();
    expect(i18next.hasResourceBundle('fr', 'catalogue')).toBe(true);
  });

  it('loads the labels of a language chosen afterwards, before the interface switches to it', async () => {
    render(<VanLabel />);
    await screen.findByText('Fourgon');
    await act(() => changeLanguage('ar', { persist: false }));
    expect(screen.getByText('شاحنة صغيرة (فان)')).toBeInTheDocument();
    await act(() => changeLanguage('en', { persist: false }));
    expect(screen.getByText('Van')).toBeInTheDocument();
  });
});
