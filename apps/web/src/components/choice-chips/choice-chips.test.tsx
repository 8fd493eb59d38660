import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ChoiceChips } from './choice-chips';

function Single({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ChoiceChips
      list="truckLoading"
      label="Type de chargement"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function Multiple({ onChange, values }: { onChange: (value: string[]) => void; values?: string[] }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ChoiceChips
      multiple
      list="typesOfGoods"
      values={values}
      label="Types de marchandises"
      error={value.length === 0 ? 'Choisissez au moins un type' : undefined}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ChoiceChips', () => {
  it('offers one choice among the labelled values of the list, by click or arrow keys', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Single onChange={onChange} />);
    const group = await screen.findByRole('radiogroup', { name: 'Type de chargement' });
    const ltl = await within(group).findByRole('radio', { name: 'Groupage (LTL)' });
    const ftl = within(group).getByRole('radio', { name: 'Complet (FTL)' });

    await user.click(ltl);
    expect(onChange).toHaveBeenLastCalledWith('ltl');
    expect(ltl).toBeChecked();

    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('ftl');
    expect(ftl).toBeChecked();
    expect(ltl).not.toBeChecked();
  });

  it('offers several choices, toggled with Space, and names the error', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Multiple onChange={onChange} />);
    const group = await screen.findByRole('group', { name: 'Types de marchandises' });
    const pallets = await within(group).findByRole('checkbox', { name: 'Palettes' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(6);
    expect(pallets).toHaveAccessibleDescription('Choisissez au moins un type');

    await user.click(pallets);
    await user.click(within(group).getByRole('checkbox', { name: 'Marchandises dangereuses' }));
    expect(onChange).toHaveBeenLastCalledWith(['palette', 'danger']);

    await user.tab();
    expect(within(group).getByRole('checkbox', { name: 'Vrac' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['palette', 'danger', 'vrac']);

    await user.click(pallets);
    expect(onChange).toHaveBeenLastCalledWith(['danger', 'vrac']);
    expect(pallets).not.toBeChecked();
    await waitFor(() => expect(pallets).not.toHaveAccessibleDescription());
  });

  it('offers only the values given, in their order', async () => {
    renderWithProviders(<Multiple onChange={vi.fn()} values={['vrac', 'alimentaire']} />);
    const group = await screen.findByRole('group', { name: 'Types de marchandises' });
    await within(group).findByRole('checkbox', { name: 'Vrac' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((input) => input.getAttribute('value')),
    ).toEqual(['vrac', 'alimentaire']);
  });
});
