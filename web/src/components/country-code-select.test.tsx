import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Country } from '../../../shared/rules/countries.ts';
import { CountryCodeSelect } from './country-code-select.tsx';

function renderSelect(initial: string | null = null) {
  const changes = vi.fn<(country: Country | null) => void>();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <CountryCodeSelect
        label="Country code"
        value={value}
        onChange={(country) => {
          changes(country);
          setValue(country?.iso ?? null);
        }}
      />
    );
  }
  render(
    <MantineProvider env="test">
      <Harness />
    </MantineProvider>,
  );
  return { user: userEvent.setup(), changes, input: screen.getByRole('combobox', { name: 'Country code' }) };
}

/** The names of the options the open list offers, in order. */
function offered(): string[] {
  const list = screen.getByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('country code select', () => {
  it('offers Jamaica first for +1 876, and Enter chooses it with the +1 calling code', async () => {
    const { user, changes, input } = renderSelect();
    await user.click(input);
    await user.paste('+1 876');
    expect(offered()).toEqual(['Jamaica+1 876/658']);
    await user.keyboard('{Enter}');
    expect(changes).toHaveBeenLastCalledWith(expect.objectContaining({ iso: 'JM', dialCode: '+1' }));
    expect(input).toHaveProperty('value', '+1 876/658 Jamaica');
  });

  it('offers Jersey for +44 1534, and the UK first for 44', async () => {
    const { user, changes, input } = renderSelect();
    await user.click(input);
    await user.paste('+44 1534');
    expect(offered()).toEqual(['Jersey+44 1534']);
    await user.clear(input);
    await user.paste('44');
    expect(offered()).toEqual([
      'United Kingdom+44',
      'Guernsey+44 1481',
      'Isle of Man+44 1624',
      'Jersey+44 1534',
    ]);
    await user.keyboard('{Enter}');
    expect(changes).toHaveBeenLastCalledWith(expect.objectContaining({ iso: 'GB', dialCode: '+44' }));
  });

  it('finds countries by name, and the arrow keys move through them', async () => {
    const { user, changes, input } = renderSelect();
    await user.click(input);
    await user.paste('united');
    expect(offered()).toEqual(['United Arab Emirates+971', 'United Kingdom+44', 'United States+1']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(changes).toHaveBeenLastCalledWith(expect.objectContaining({ iso: 'US', dialCode: '+1' }));
    expect(input).toHaveProperty('value', '+1 United States');
  });

  it('says so when nothing matches', async () => {
    const { user, input } = renderSelect();
    await user.click(input);
    await user.paste('Atlantis');
    expect(screen.getByText('No data found!')).toBeTruthy();
  });

  it('shows a stored country, and opens on the whole list', async () => {
    const { user, input } = renderSelect('GB');
    expect(input).toHaveProperty('value', '+44 United Kingdom');
    await user.click(input);
    expect(offered().length).toBeGreaterThan(230);
  });
});
