import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckboxFilter } from './checkbox-filter.tsx';

const DESIGNATIONS = [
  { id: '1f0c5a52-54a4-4c55-8b3b-0d8e3c1b2a01', name: 'Accountant' },
  { id: '1f0c5a52-54a4-4c55-8b3b-0d8e3c1b2a02', name: 'Team Lead' },
];

describe('CheckboxFilter', () => {
  it('names the group of checkboxes after the heading it shows once', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <CheckboxFilter label="Designation" items={DESIGNATIONS} value={[]} onChange={() => {}} />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Designation' }));

    const dialog = await screen.findByRole('dialog');
    const shownHeadings = within(dialog)
      .getAllByText('Designation')
      .filter((element) => getComputedStyle(element).display !== 'none');
    expect(shownHeadings).toHaveLength(1);
    const group = within(dialog).getByRole('group', { name: 'Designation' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(DESIGNATIONS.map((item) => item.id));
  });
});
