/** Test data of the reports screen: the shapes the reports API answers with. */
import type { ReportOptions, ReportTable } from '../../../../shared/schemas/reports.schema.ts';

/** Today in the organisation, a Tuesday. */
export const TODAY = '2026-11-24';

export const ARJUN = { id: '2c1d5f0e-7a4b-4c3d-9e8f-0a1b2c3d4e5f', name: 'Arjun Nair' };
export const MEERA = { id: '3d2e6a1f-8b5c-4d4e-8f9a-1b2c3d4e5f60', name: 'Meera Pillai' };

export const OPTIONS: ReportOptions = {
  types: [],
  employees: [ARJUN, MEERA],
  today: TODAY,
};

export const ATTENDANCE_TABLE: ReportTable = {
  title: 'Attendance report',
  employee: ARJUN.name,
  from: '2026-10-24',
  to: TODAY,
  columns: [
    { key: 'Date', label: 'Date', align: 'left' },
    { key: 'Day', label: 'Day', align: 'left' },
    { key: 'Status', label: 'Status', align: 'left' },
    { key: 'Check-in', label: 'Check-in', align: 'right' },
    { key: 'Check-out', label: 'Check-out', align: 'right' },
    { key: 'Hours', label: 'Hours', align: 'right' },
    { key: 'Place', label: 'Place', align: 'left' },
  ],
  rows: [
    ['23-11-2026', 'Monday', 'Present', '09:02', '18:10', 9.13, 'Kochi office'],
    ['22-11-2026', 'Sunday', 'Weekend', '', '', null, ''],
  ],
};

export function emptyTable(table: ReportTable = ATTENDANCE_TABLE): ReportTable {
  return { ...table, rows: [] };
}
