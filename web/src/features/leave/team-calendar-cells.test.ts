import { describe, expect, it } from 'vitest';
import type { TeamCalendarLeave } from '../../../../shared/schemas/team-calendar.schema.ts';
import { rowCells } from './team-calendar-cells.ts';

const leave = (
  id: number,
  fromDate: string,
  toDate: string,
  halfDay: TeamCalendarLeave['halfDay'] = null,
) => ({
  id,
  typeId: 1,
  fromDate,
  toDate,
  halfDay,
  duration: 1,
  status: 'Approved' as const,
});

describe('a person’s row on the team calendar', () => {
  it('draws each leave as one bar across its days, and the other days one by one', () => {
    const cells = rowCells(
      {
        leaves: [leave(1, '2026-12-02', '2026-12-04')],
        holidays: [{ date: '2026-12-06', name: 'Fest' }],
        birthday: '2026-12-01',
      },
      '2026-11-30',
      '2026-12-06',
    );
    expect(cells.map((c) => (c.kind === 'leave' ? `${c.date}×${c.span}` : c.date))).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02×3',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(cells[1]).toMatchObject({ kind: 'day', weekend: false, birthday: true });
    expect(cells[3]).toMatchObject({ kind: 'day', weekend: true, holiday: null, birthday: false });
    expect(cells[4]).toMatchObject({ kind: 'day', weekend: true, holiday: 'Fest' });
  });

  it('clips a leave to the days shown and says that it goes on', () => {
    const cells = rowCells(
      {
        leaves: [leave(1, '2026-11-27', '2026-12-01'), leave(2, '2026-12-05', '2026-12-09')],
        holidays: [],
        birthday: null,
      },
      '2026-11-30',
      '2026-12-06',
    );
    expect(cells[0]).toMatchObject({ kind: 'leave', span: 2, continuesBefore: true, continuesAfter: false });
    expect(cells.at(-1)).toMatchObject({
      kind: 'leave',
      date: '2026-12-05',
      span: 2,
      continuesBefore: false,
      continuesAfter: true,
    });
  });

  it('puts a day’s two halves in one cell, the morning first', () => {
    const cells = rowCells(
      {
        leaves: [
          leave(2, '2026-12-01', '2026-12-01', 'second'),
          leave(1, '2026-12-01', '2026-12-01', 'first'),
        ],
        holidays: [],
        birthday: null,
      },
      '2026-12-01',
      '2026-12-02',
    );
    expect(cells[0]).toMatchObject({ kind: 'leave', span: 1 });
    expect(cells[0]!.kind === 'leave' && cells[0]!.leaves.map((l) => l.halfDay)).toEqual(['first', 'second']);
    expect(cells[1]).toMatchObject({ kind: 'day', date: '2026-12-02' });
  });
});
