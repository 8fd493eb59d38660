import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MoneyInput } from './money-input';

function Harness({ onChange, initial = null }: { onChange: (value: number | null) => void; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <MoneyInput
      label="Prix HT"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const priceField = () => screen.getByRole('textbox', { name: 'Prix HT' });

describe('MoneyInput', () => {
  it('takes a price in dinars with a decimal comma, grouped by thousands', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await userEvent.setup().type(priceField(), '92500,5');
    expect(onChange).toHaveBeenLastCalledWith(92500.5);
    expect(priceField()).toHaveValue('92 500,5');
    expect(screen.getByText('DZD')).toBeInTheDocument();
  });

  it('keeps a minus sign and says the amount is refused once the field is left; cuts a third decimal', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.type(priceField(), '-120,456');
    // Not silently turned into 120,45: what was typed stays, and is refused.
    expect(priceField()).toHaveValue('-120,45');
    expect(onChange).toHaveBeenLastCalledWith(-120.45);
    await user.tab();
    expect(priceField()).toBeInvalid();
    expect(priceField()).toHaveAccessibleDescription('La valeur doit être supérieure à 0');
  });

  it('refuses 0 once the field is left, and hands out null when emptied', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} initial={85000} />);
    expect(priceField()).toHaveValue('85 000');
    await user.clear(priceField());
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.type(priceField(), '0');
    expect(priceField()).toBeValid();
    await user.tab();
    expect(priceField()).toBeInvalid();
    expect(priceField()).toHaveAccessibleDescription('La valeur doit être supérieure à 0');
    await user.type(priceField(), ',5');
    expect(priceField()).toBeValid();
    expect(onChange).toHaveBeenLastCalledWith(0.5);
  });
});
