import { between } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekdayOf, formatDay } from '../../../shared/rules/dates.ts';
import { REPORT_MESSAGES } from '../../../shared/rules/reports.ts';
import type { TeamReportTable } from '../../../shared/schemas/reports.schema.ts';
import { attendanceRecords, holidays, leaveApplications } from '../../db/schema.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { createDefaultAllocation } from '../leave/leave-ledger.repository.ts';
import { put, today } from '../leave/leave-test-kit.ts';
import { signIn } from '../projects/projects-test-kit.ts';

/**
 *   Sam ── Mona ── Leo ── Eve
 *       │       └─ Lena
 *       └─ Pete ── Quinn
 *   Ada (Admin)
 *
 * Eve's week (Monday to Friday, a past week without holidays), the working day 09:30–18:30
 * in the organisation's time zone (Asia/Kolkata):
 *   Mon 10:00–17:00 (30 min late, 90 min early); Tue 09:00–20:00 (2 h overtime);
 *   Wed approved sick leave; Thu 10:15 and no punch out; Fri nothing (absent).
 */
let t: TestApp;
let org: Org;
let leo: TestClient;
let pete: TestClient;
let ada: TestClient;
const db = () => t.testDb.database.db;
let week: string[];

const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

async function record(userId: string, day: string, checkIn: string, checkOut: string | null) {
  await db()
    .insert(attendanceRecords)
    .values({
      userId,
      workDate: day,
      checkInAt: at(day, checkIn),
      checkInLatitude: 12.97,
      checkInLongitude: 77.59,
      photoKey: `attendance/team-${day}.jpg`,
      ...(checkOut
        ? { checkOutAt: at(day, checkOut), checkOutLatitude: 12.97, checkOutLongitude: 77.59 }
        : {}),
    });
}

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  await createDefaultAllocation(db(), { userId: org.employee.id, gender: null, maritalStatus: null });
  leo = await signIn(t, org.lead);
  pete = await signIn(t, org.peer);
  ada = await signIn(t, org.admin);
  // A Monday at least a week back whose week holds no holiday of any calendar.
  let monday = addDays(today(), -7);
  while (weekdayOf(monday) !== 1) monday = addDays(monday, -1);
  for (;;) {
    const found = await db()
      .select({ d: holidays.date })
      .from(holidays)
      .where(between(holidays.date, monday, addDays(monday, 4)));
    if (found.length === 0) break;
    monday = addDays(monday, -7);
  }
  week = [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
  const [mon, tue, wed, thu] = week as [string, string, string, string];
  await record(org.employee.id, mon, '10:00', '17:00');
  await record(org.employee.id, tue, '09:00', '20:00');
  await record(org.employee.id, thu, '10:15', null);
  await db().insert(leaveApplications).values({
    userId: org.employee.id,
    typeId: 1,
    fromDate: wed,
    toDate: wed,
    duration: 1,
    reason: 'fever',
    approvedAt: new Date(),
    decidedById: org.lead.id,
  });
});
afterAll(async () => {
  await t.close();
});

const url = (kind: string, query: Record<string, string>) =>
  `/api/v1/reports/team/${kind}?${new URLSearchParams(query).toString()}`;
const eveWeek = () => ({ userIds: org.employee.id, from: week[0]!, to: week[4]! });

describe('group attendance', () => {
  it('counts each person’s working days as present, on leave or absent', async () => {
    const res = await leo.get(url('group', eveWeek()));
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<TeamReportTable>();
    expect(report).toMatchObject({ title: 'Group attendance report', from: week[0], to: week[4] });
    expect(report.rows).toEqual([['Eve Test', 5, 3, 1, 1, 60, 'Sick leave: 1']]);
  });

  it('covers the whole hierarchy, the viewer included, when nobody is chosen', async () => {
    const report = (await leo.get(url('group', { from: week[0]!, to: week[4]! }))).json<TeamReportTable>();
    expect(report.rows.map((r) => r[0])).toEqual(['Eve Test', 'Leo Test']);
    expect(report.rows[1]).toEqual(['Leo Test', 5, 0, 0, 5, 0, '']);
  });
});

describe('late arrivals and early leavings', () => {
  it('lists each late or early day, then the person’s total', async () => {
    const report = (await leo.get(url('late-early', eveWeek()))).json<TeamReportTable>();
    expect(report.rows).toEqual([
      ['Eve Test', formatDay(week[0]!), '10:00', 30, '17:00', 90],
      ['Eve Test', formatDay(week[3]!), '10:15', 45, 'No punch out', null],
      ['Eve Test', 'Total', '', 75, '', 90],
    ]);
  });

  it('counts from the organisation’s working hours', async () => {
    const set = (workDayStart: string, workDayEnd: string) =>
      put(ada, '/api/v1/attendance/settings', { compensatoryExpiryDays: 90, workDayStart, workDayEnd });
    expect((await set('10:30', '17:00')).statusCode).toBe(200);
    const report = (await leo.get(url('late-early', eveWeek()))).json<TeamReportTable>();
    expect(report.rows).toEqual([]);
    const overtime = (await leo.get(url('overtime', eveWeek()))).json<TeamReportTable>();
    // Monday's 7 hours are the whole 6.5-hour day and half an hour more.
    expect(overtime.rows[0]).toEqual(['Eve Test', formatDay(week[0]!), '10:00', '17:00', 7, 0.5]);
    await set('09:30', '18:30');
  });
});

describe('absence and overtime', () => {
  it('lists each working day without a check-in or approved leave', async () => {
    const report = (await leo.get(url('absence', eveWeek()))).json<TeamReportTable>();
    expect(report.rows).toEqual([['Eve Test', formatDay(week[4]!), 'Friday']]);
  });

  it('lists the hours beyond the working day, with the person’s total', async () => {
    const report = (await leo.get(url('overtime', eveWeek()))).json<TeamReportTable>();
    expect(report.rows).toEqual([
      ['Eve Test', formatDay(week[1]!), '09:00', '20:00', 11, 2],
      ['Eve Test', 'Total', '', '', 11, 2],
    ]);
  });
});

describe('holiday / leave balance', () => {
  it('gives each type’s balance from the ledger as on a day', async () => {
    const now = (await leo.get(url('holiday', { userIds: org.employee.id }))).json<TeamReportTable>();
    expect(now.asOf).toBe(today());
    expect(now.columns.map((c) => c.label).slice(0, 3)).toEqual(['Employee', 'Sick leave', 'Personal leave']);
    expect(now.rows[0]!.slice(0, 2)).toEqual(['Eve Test', 6]);
    const before = (
      await leo.get(url('holiday', { userIds: org.employee.id, asOf: '2020-01-01' }))
    ).json<TeamReportTable>();
    expect(before.rows[0]!.slice(1).every((v) => v === 0)).toBe(true);
  });
});

describe('files', () => {
  it('downloads a real .xlsx named Group-attendance-report.xlsx', async () => {
    const res = await leo.get(url('group', { ...eveWeek(), format: 'xlsx' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename=Group-attendance-report.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = workbook.worksheets[0]!.getSheetValues().map((row) =>
      Array.isArray(row) ? row.slice(1) : [],
    );
    expect(values).toContainEqual(expect.arrayContaining(['Employee', 'Working days', 'Present']));
    expect(values).toContainEqual(expect.arrayContaining(['Eve Test', 5, 3, 1, 1, 60]));
  });

  it('downloads a PDF and a CSV', async () => {
    const pdf = await leo.get(url('overtime', { ...eveWeek(), format: 'pdf' }));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename=Overtime-report.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await leo.get(url('absence', { ...eveWeek(), format: 'csv' }));
    expect(csv.headers['content-disposition']).toBe('attachment; filename=Absence-report.csv');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Employee","Date","Day"');
    expect(lines[1]).toBe(`"Eve Test","${formatDay(week[4]!)}","Friday"`);
  });

  it('answers No data found, with nothing to download, when the report is empty', async () => {
    const weekend = { userIds: org.employee.id, from: addDays(week[4]!, 1), to: addDays(week[4]!, 2) };
    const file = await leo.get(url('absence', { ...weekend, format: 'pdf' }));
    expect(file.statusCode).toBe(404);
    expect(file.json().error).toEqual({ code: 'no_data', message: REPORT_MESSAGES.noData });
    expect((await leo.get(url('absence', weekend))).json<TeamReportTable>().rows).toEqual([]);
  });
});

describe('who may see what', () => {
  it('is 404 for anyone outside the viewer’s hierarchy, even among people in it', async () => {
    for (const format of ['json', 'xlsx']) {
      const res = await pete.get(url('group', { ...eveWeek(), format }));
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    const mixed = await pete.get(url('holiday', { userIds: `${org.peerReport.id},${org.employee.id}` }));
    expect(mixed.statusCode).toBe(404);
  });

  it('lets an Admin see everyone', async () => {
    const report = (await ada.get(url('group', { from: week[0]!, to: week[4]! }))).json<TeamReportTable>();
    expect(report.rows.length).toBeGreaterThanOrEqual(8);
  });
});

describe('bad input', () => {
  it('refuses bad people, dates and kinds with the individual reports’ messages', async () => {
    const badId = await leo.get(url('group', { userIds: 'nobody' }));
    expect(badId.statusCode).toBe(422);
    const backwards = await leo.get(url('group', { from: week[4]!, to: week[0]! }));
    expect(backwards.json().error.details).toEqual([{ path: 'to', message: REPORT_MESSAGES.toBeforeFrom }]);
    const tooLong = await leo.get(url('absence', { from: '2024-01-01', to: '2026-01-01' }));
    expect(tooLong.json().error.details).toEqual([{ path: 'to', message: REPORT_MESSAGES.tooLong }]);
    // An unknown report is a page that does not exist.
    expect((await leo.get(url('payroll', {}))).statusCode).toBe(404);
    expect((await leo.get(url('holiday', { asOf: 'yesterday' }))).statusCode).toBe(422);
  });
});
