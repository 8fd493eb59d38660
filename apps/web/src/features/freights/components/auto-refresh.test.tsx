import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AutoRefreshSwitch, NewOffersBanner } from './auto-refresh';

describe('auto refresh', () => {
  it('keeps the switch in this browser: off at first, on again after a reload', async () => {
    const { unmount } = renderWithProviders(<AutoRefreshSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Actualisation automatique' });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem('tariq.freights.autoRefresh')).toBe('true');
    unmount();

    renderWithProviders(<AutoRefreshSwitch />);
    expect(screen.getByRole('switch', { name: 'Actualisation automatique' })).toBeChecked();
  });

  it('announces new offers with their count, and shows them on request; nothing when there are none', async () => {
    const onShow = vi.fn();
    const none = renderWithProviders(<NewOffersBanner count={0} onShow={onShow} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    none.unmount();
    const one = renderWithProviders(<NewOffersBanner count={1} onShow={onShow} />);
    expect(screen.getByRole('status')).toHaveTextContent('1 nouvelle offre');
    one.unmount();
    renderWithProviders(<NewOffersBanner count={3} onShow={onShow} />);
    expect(screen.getByRole('status')).toHaveTextContent('3 nouvelles offres');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Afficher' }));
    expect(onShow).toHaveBeenCalledOnce();
  });
});
