import { Button, MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { BELOW_SM_QUERY } from '../../lib/theme.ts';
import { choose } from '../../test/select-helpers.ts';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { listQueryState, type DataColumn } from './data-table-types.ts';

interface Person {
  id: number;
  name: string;
  joined: string;
  status: 'Active' | 'On leave';
  /** Whoever is on leave cannot be chosen. */
  away?: boolean;
}

const PEOPLE: Person[] = [
  { id: 1, name: 'Ada Lovelace', joined: '2024-03-01', status: 'Active' },
  { id: 2, name: 'Grace Hopper', joined: '2023-01-15', status: 'On leave', away: true },
  { id: 3, name: 'Alan Turing', joined: '2025-07-30', status: 'Active' },
];

type SortKey = 'name' | 'joined';

const COLUMNS: DataColumn<Person, SortKey>[] = [
  { key: 'name', heading: 'Name', sortKey: 'name', cell: (person) => person.name },
  { key: 'joined', heading: 'Joined', sortKey: 'joined', nowrap: true, cell: (person) => person.joined },
  { key: 'status', heading: 'Status', cell: (person) => person.status },
];

const ACTIONS = {
  cell: (person: Person) => <Button size="xs">{`Edit ${person.name}`}</Button>,
};

function renderTable(props: Partial<DataTableProps<Person, number, SortKey>>) {
  render(
    <MantineProvider env="test">
      <DataTable<Person, number, SortKey>
        columns={COLUMNS}
        rows={PEOPLE}
        rowKey={(person) => person.id}
        label="People"
        actions={ACTIONS}
        {...props}
      />
    </MantineProvider>,
  );
  return userEvent.setup();
}

/** A list that keeps its order as a list page does (the address, here state): again on a column flips it. */
function SortedPeople() {
  const [order, setOrder] = useState<{ by: SortKey | null; direction: 'asc' | 'desc' }>({
    by: null,
    direction: 'asc',
  });
  const rows = order.by
    ? [...PEOPLE].sort(
        (a, b) => a[order.by!].localeCompare(b[order.by!]) * (order.direction === 'asc' ? 1 : -1),
      )
    : PEOPLE;
  return (
    <DataTable<Person, number, SortKey>
      columns={COLUMNS}
      rows={rows}
      rowKey={(person) => person.id}
      label="People"
      sort={{
        ...order,
        onSort: (by) =>
          setOrder((current) => ({
            by,
            direction: current.by === by && current.direction === 'asc' ? 'desc' : 'asc',
          })),
      }}
    />
  );
}

/** A list that keeps its chosen rows. */
function SelectablePeople() {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <>
      <DataTable<Person, number, SortKey>
        columns={COLUMNS}
        rows={PEOPLE}
        rowKey={(person) => person.id}
        label="People"
        selection={{
          selected,
          onChange: setSelected,
          canSelect: (person) => !person.away,
          rowLabel: (person) => `Select ${person.name}`,
          allLabel: 'Select all people',
        }}
      />
      <output>{`Chosen: ${selected.join(',')}`}</output>
    </>
  );
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

const originalMatchMedia = window.matchMedia.bind(window);
/** Makes the window as narrow as a phone for Mantine's useMediaQuery. */
function onPhone() {
  window.matchMedia = (query: string) => ({
    ...originalMatchMedia(query),
    matches: query === BELOW_SM_QUERY,
  });
}
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('DataTable on a desktop', () => {
  it('shows the rows under their headings, the actions in the last column', () => {
    renderTable({});
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Joined', 'Status', 'Actions']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ada Lovelace', '2024-03-01', 'Active', 'Edit Ada Lovelace']);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('sorts by a header button, says the order in aria-sort, and works from the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <SortedPeople />
      </MantineProvider>,
    );
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    const joinedHeader = screen.getByRole('columnheader', { name: 'Joined' });
    expect(nameHeader.getAttribute('aria-sort')).toBeNull();
    // Status has no sort key: a plain heading without a button.
    expect(within(screen.getByRole('columnheader', { name: 'Status' })).queryByRole('button')).toBeNull();

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Grace Hopper', 'Alan Turing', 'Ada Lovelace']);

    // Tab reaches the Joined button after the Name one; Enter sorts by it.
    await user.tab();
    expect(document.activeElement).toBe(within(joinedHeader).getByRole('button'));
    await user.keyboard('{Enter}');
    expect(joinedHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(nameHeader.getAttribute('aria-sort')).toBeNull();
    expect(names()).toEqual(['Grace Hopper', 'Ada Lovelace', 'Alan Turing']);
  });

  it('chooses rows by their labelled checkboxes, and all choosable ones at once', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <SelectablePeople />
      </MantineProvider>,
    );
    const all = screen.getByRole('checkbox', { name: 'Select all people' });
    const grace = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select Grace Hopper' });
    expect(grace.disabled).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Select Alan Turing' }));
    expect(screen.getByText('Chosen: 3')).toBeTruthy();
    expect((all as HTMLInputElement).indeterminate).toBe(true);

    await user.click(all);
    expect(screen.getByText('Chosen: 1,3')).toBeTruthy();
    expect((all as HTMLInputElement).checked).toBe(true);
    expect(grace.checked).toBe(false);

    await user.click(all);
    expect(screen.getByText('Chosen:')).toBeTruthy();
  });

  it("says 'No data found!' for an empty list", () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('status').textContent).toBe('No data found!');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says a list's own words when it has them", () => {
    renderTable({ rows: [], empty: { title: 'Nobody yet', description: 'Add the first person.' } });
    expect(screen.getByRole('status').textContent).toBe('Nobody yetAdd the first person.');
  });

  it('shows the skeleton while the first page loads', () => {
    renderTable({ rows: undefined, loading: true });
    expect(screen.getByLabelText('Loading…').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('No data found!')).toBeNull();
  });

  it('marks the table busy while a newer page is on its way', () => {
    renderTable({ refreshing: true });
    expect(screen.getByRole('table', { name: 'People' }).getAttribute('aria-busy')).toBe('true');
  });

  it("shows a failure with Try again, which asks the list's query again", async () => {
    const refetch = vi.fn();
    const user = renderTable({
      rows: undefined,
      ...listQueryState({
        isPending: false,
        error: new ApiError(503, 'unavailable', 'Service unavailable'),
        isPlaceholderData: false,
        refetch,
      }),
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Service unavailable');
    expect(screen.queryByLabelText('Loading…')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('DataTable, more looks', () => {
  it("names a row's actions 'Actions' unless the list names them otherwise", () => {
    renderTable({ actions: { ...ACTIONS, heading: 'Action' } });
    expect(screen.getAllByRole('columnheader').at(-1)!.textContent).toBe('Action');
  });

  it('lets a long sortable heading wrap, the arrow staying with its last word', () => {
    renderTable({
      columns: [{ ...COLUMNS[0]!, heading: 'Full legal name' }],
      sort: { by: 'name', direction: 'asc', onSort: () => {} },
      wrapHeadings: true,
    });
    const button = within(screen.getByRole('columnheader', { name: 'Full legal name' })).getByRole('button');
    expect(button.style.whiteSpace).toBe('');
    const lastWord = button.querySelector('span')!;
    expect(lastWord.textContent).toBe('name');
    expect(lastWord.style.whiteSpace).toBe('nowrap');
    expect(lastWord.querySelector('svg')).not.toBeNull();
  });

  it("draws a gallery of the list's own cards, with the table's empty and failure states", async () => {
    const gallery = { cols: 2, card: (person: Person) => <article>{`Card of ${person.name}`}</article> };
    const user = renderTable({ gallery });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Card of Ada Lovelace',
      'Card of Grace Hopper',
      'Card of Alan Turing',
    ]);
    cleanup();

    renderTable({ gallery, rows: [] });
    expect(screen.getByRole('status').textContent).toBe('No data found!');
    cleanup();

    const refetch = vi.fn();
    renderTable({
      gallery,
      rows: undefined,
      error: new ApiError(503, 'unavailable', 'Down'),
      onRetry: refetch,
    });
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('DataTable on a phone', () => {
  beforeEach(onPhone);

  it('shows each row as a card with every column as label and value, and its actions at the foot', async () => {
    const user = renderTable({});
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);

    const ada = within(cards[0]!);
    expect(ada.getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'Joined', 'Status']);
    expect(ada.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Ada Lovelace',
      '2024-03-01',
      'Active',
    ]);
    const actions = ada.getByRole('group', { name: 'Actions' });
    const edit = within(actions).getByRole('button', { name: 'Edit Ada Lovelace' });

    // The keyboard reaches each card's actions in turn.
    await user.tab();
    expect(document.activeElement).toBe(edit);
    await user.tab();
    expect(document.activeElement).toBe(within(cards[1]!).getByRole('button', { name: 'Edit Grace Hopper' }));
  });

  it('offers the order as a Sort by field and a button that turns it around', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <SortedPeople />
      </MantineProvider>,
    );
    const cardNames = () =>
      within(screen.getByRole('list', { name: 'People' }))
        .getAllByRole('listitem')
        .map((card) => within(card).getAllByRole('definition')[0]!.textContent);

    await choose(user, 'Sort by', 'Joined');
    expect(cardNames()).toEqual(['Grace Hopper', 'Ada Lovelace', 'Alan Turing']);

    await user.click(screen.getByRole('button', { name: 'Sort descending' }));
    expect(cardNames()).toEqual(['Alan Turing', 'Ada Lovelace', 'Grace Hopper']);
    expect(screen.getByRole('button', { name: 'Sort ascending' })).toBeTruthy();
  });

  it('chooses cards by their labelled checkboxes, and all of them by a labelled one', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <SelectablePeople />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select all people' }));
    expect(screen.getByText('Chosen: 1,3')).toBeTruthy();
    const grace = within(screen.getAllByRole('listitem')[1]!).getByRole<HTMLInputElement>('checkbox', {
      name: 'Select Grace Hopper',
    });
    expect(grace.disabled).toBe(true);
  });
});
