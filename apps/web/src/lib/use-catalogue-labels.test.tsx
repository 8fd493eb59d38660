import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18next } from './i18n';
import { useCatalogueLabels } from './use-catalogue-labels';

function VanLabel() {
  const { t, ready } = useCatalogueLabels();
  return <p>{ready ? t('catalogue.truckType.van') : 'pending'}</p>;
}

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
