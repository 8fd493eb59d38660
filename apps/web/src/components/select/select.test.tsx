import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Select } from './select';

const CITIES = ['Alger', 'Oran', 'Constantine'];
const field = () => screen.getByRole('combobox', { name: 'Ville' });
/** The lists in the page, open or not (a closed one is hidden). */
const lists = () => screen.queryAllByRole('listbox', { hidden: true });

describe('Select', () => {
  it('mounts no list before the field is reached for, then opens it named by the field', async () => {
    renderWithProviders(<Select label="Ville" data={CITIES} />);
    expect(lists()).toHaveLength(0);

    await userEvent.setup().click(field());
    const list = await screen.findByRole('listbox');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(CITIES);
  });

  it('keeps the list mounted, hidden, once reached: the keyboard opens it with its name in place', async () => {
    renderWithProviders(
      <>
        <button type="button">Avant</button>
        <Select label="Ville" data={CITIES} />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Avant' }));
    await user.tab();
    expect(field()).toHaveFocus();
    // The focus alone mounts the list, closed.
    expect(lists()).toHaveLength(1);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', list.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field()).toHaveValue('Oran');
    expect(lists()).toHaveLength(1);
  });
});
