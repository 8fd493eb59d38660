import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TruckTypeSelect } from './truck-type-select';

function Harness({ onChange, allowParent }: { onChange: (value: string | null) => void; allowParent?: boolean }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <TruckTypeSelect
      value={value}
      allowParent={allowParent}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const typeField = () => screen.getByRole('combobox', { name: 'Type de véhicule' });
const subtypeField = () => screen.queryByRole('combobox', { name: 'Sous-type' });

async function choose(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, option: string) {
  await user.click(field);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The labels arrive with the catalogue chunk: the field is disabled until then. */
async function renderReady(ui: React.ReactElement) {
  renderWithProviders(ui);
  await waitFor(() => expect(typeField()).toBeEnabled());
}

describe('TruckTypeSelect', () => {
  it('offers the catalogue types with their French labels and no subtype field at first', async () => {
    await renderReady(<Harness onChange={vi.fn()} />);
    await userEvent.setup().click(typeField());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Fourgon',
      'Caisse',
      'Porteur',
      'Tautliner',
      'Frigorifique',
      'Plateau',
      'Porte-conteneur',
    ]);
    expect(subtypeField()).not.toBeInTheDocument();
  });

  it('takes a type without subtypes as complete, with no subtype field', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    await renderReady(<Harness onChange={onChange} />);
    await choose(user, typeField(), 'Frigorifique');
    expect(onChange).toHaveBeenLastCalledWith('refrigerated');
    expect(subtypeField()).not.toBeInTheDocument();
  });

  it('asks for the subtype of a type that has some, and returns the subtype', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    await renderReady(<Harness onChange={onChange} />);
    await choose(user, typeField(), 'Fourgon');
    expect(onChange).toHaveBeenLastCalledWith(null);
    const subtype = subtypeField();
    expect(subtype).toBeInTheDocument();

    await user.click(subtype!);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Fourgon 12 m³',
      'Fourgon 14 m³',
      'Fourgon 17 m³',
      'Fourgon 20 m³',
    ]);
    await user.click(screen.getByRole('option', { name: 'Fourgon 14 m³' }));
    expect(onChange).toHaveBeenLastCalledWith('van_14m3');
    expect(typeField()).toHaveValue('Fourgon');

    // Another type without subtypes: the subtype field goes.
    await choose(user, typeField(), 'Plateau');
    expect(onChange).toHaveBeenLastCalledWith('flatbed');
    expect(subtypeField()).not.toBeInTheDocument();
  });

  it('with allowParent, takes a parent type alone as "any of its subtypes"', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    await renderReady(<Harness onChange={onChange} allowParent />);
    await choose(user, typeField(), 'Porteur');
    expect(onChange).toHaveBeenLastCalledWith('rigid');
    expect(subtypeField()).toHaveAttribute('placeholder', 'Tous les sous-types');

    await choose(user, subtypeField()!, 'Porteur 19 t');
    expect(onChange).toHaveBeenLastCalledWith('rigid_19t');
    // Choosing the chosen subtype again lets it go: back to any subtype.
    await choose(user, subtypeField()!, 'Porteur 19 t');
    expect(onChange).toHaveBeenLastCalledWith('rigid');
    expect(subtypeField()).toHaveValue('');
  });

  it('shows a stored subtype with its type', async () => {
    await renderReady(<TruckTypeSelect value="tautliner_mega" onChange={vi.fn()} />);
    expect(typeField()).toHaveValue('Tautliner');
    expect(subtypeField()).toHaveValue('Tautliner méga');
  });
});
