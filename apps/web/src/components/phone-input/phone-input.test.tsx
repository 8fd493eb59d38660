import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PhoneInput } from './phone-input';
import type { TPhoneInputProps } from './phone-input';

function Harness({ onChange, initial = '' }: { onChange: TPhoneInputProps['onChange']; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneInput
      value={value}
      onChange={(next, details) => {
        setValue(next);
        onChange(next, details);
      }}
    />
  );
}

const numberField = () => screen.getByRole('textbox', { name: /^Téléphone/ });
const countryField = () => screen.getByRole('combobox', { name: 'Indicatif du pays' });

describe('PhoneInput', () => {
  it('defaults to France (+33) and hands out a valid number as E.164', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} />);
    expect(countryField()).toHaveValue('France (+33)');

    await user.type(numberField(), '06 12 34 56 78');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('+33612345678', { isValid: true, country: 'FR' });
    expect(numberField()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Numéro de téléphone invalide')).not.toBeInTheDocument();
  });

  it('flags a number too short for the country once the field is left', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} />);

    await user.type(numberField(), '06 12 34');
    expect(onChange).toHaveBeenLastCalledWith(expect.any(String), { isValid: false, country: 'FR' });
    expect(numberField()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(numberField()).toHaveAttribute('aria-invalid', 'true');
    expect(numberField()).toHaveAccessibleDescription('Numéro de téléphone invalide');
  });

  it('reads the number in the country chosen', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} />);

    await user.clear(countryField());
    await user.type(countryField(), 'Algér');
    await user.click(await screen.findByRole('option', { name: 'Algérie (+213)' }));
    await waitFor(() => expect(countryField()).toHaveValue('Algérie (+213)'));
    await user.type(numberField(), '0555 12 34 56');
    expect(onChange).toHaveBeenLastCalledWith('+213555123456', { isValid: true, country: 'DZ' });
  });

  it('takes a number typed with another calling code as that country’s', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.type(numberField(), '+213 555 12 34 56');
    expect(onChange).toHaveBeenLastCalledWith('+213555123456', { isValid: true, country: 'DZ' });
    expect(countryField()).toHaveValue('Algérie (+213)');
  });

  it('shows a stored E.164 value in its own country, formatted', () => {
    renderWithProviders(<Harness onChange={vi.fn()} initial="+213555123456" />);
    expect(countryField()).toHaveValue('Algérie (+213)');
    expect(numberField()).toHaveValue('0555 12 34 56');
  });
});
