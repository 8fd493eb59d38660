import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CountedTextarea } from './counted-textarea';

function Harness({ initial = '', limit }: { initial?: string; limit: number }) {
  const [value, setValue] = useState(initial);
  return (
    <CountedTextarea
      label="Réserves"
      limit={limit}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

describe('CountedTextarea', () => {
  it('counts the characters against the limit, as the field is typed in', async () => {
    renderWithProviders(<Harness limit={500} />);
    const field = screen.getByRole('textbox', { name: 'Réserves' });
    expect(field).toHaveAccessibleDescription('0 / 500 caractères');
    await userEvent.setup().type(field, 'Palette abîmée');
    expect(field).toHaveAccessibleDescription('14 / 500 caractères');
  });

  it('counts what it is given, line breaks and letters beyond the limit included: the check says the rest', () => {
    renderWithProviders(<Harness limit={5} initial={'ab\ncdéf'} />);
    const field = screen.getByRole('textbox', { name: 'Réserves' });
    expect(field).toHaveAccessibleDescription('7 / 5 caractères');
    expect(field).toHaveValue('ab\ncdéf');
  });
});
