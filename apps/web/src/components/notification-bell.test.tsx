import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { NotificationBell } from './notification-bell';

function renderBell(unread: number) {
  renderWithProviders(<NotificationBell unread={unread} />);
}

describe('NotificationBell', () => {
  it('hides the badge at 0', () => {
    renderBell(0);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('shows 5 as 5', () => {
    renderBell(5);
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5 notifications non lues' })).toBeInTheDocument();
  });

  it('shows 150 as +99', () => {
    renderBell(150);
    expect(screen.getByText('+99')).toBeInTheDocument();
    expect(screen.queryByText('150')).not.toBeInTheDocument();
  });
});
