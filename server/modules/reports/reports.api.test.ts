import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isWeekend, formatDay } from '../../../shared/rules/dates.ts';
import { REPORT_MESSAGES } from '../../../shared/rules/reports.ts';
import type { ReportOptions, ReportTable } from '../../../shared/schemas/reports.schema.ts';
import { attendanceRecords, leaveApplications, users } from '../../db/schema.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { createDefaultAllocation } from '../leave/leave-ledger.repository.ts';
import { today } from '../leave/leave-test-kit.ts';
import { signIn } from '../projects/projects-test-kit.ts';
import { eq } from 'drizzle-orm';

/**
 *   Sam ── Mona ── Leo ── Eve
 *       │       └─ Lena
 *       └─ Pete ── Quinn
 *   Ada (Admin)
 */
let t: TestApp;
let org: Org;
let eve: TestClient;
let leo: TestClient;
let pete: TestClient;
const db = () => t.testDb.database.db;

/** The last working day before today, and the one before it. */
let worked: string;
let sick: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  await createDefaultAllocation(db(), { userId: org.employee.id, gender: null, maritalStatus: null });
  eve = await signIn(t, org.employee);
  leo = await signIn(t, org.lead);
  pete = await signIn(t, org.peer);
  let day = addDays(today(), -1);
  while (isWeekend(day)) day = addDays(day, -1);
  worked = day;
  day = addDays(day, -1);
  while (isWeekend(day)) day = addDays(day, -1);
  sick = day;
  await db()
    .insert(attendanceRecords)
    .values({
      userId: org.employee.id,
      workDate: worked,
      checkInAt: new Date(`${worked}T09:05:00+05:30`),
      checkInLatitude: 12.97,
      checkInLongitude: 77.59,
      checkInPlace: 'Bengaluru, Karnataka, India',
      photoKey: 'attendance/report-test.jpg',
      checkOutAt: new Date(`${worked}T18:35:00+05:30`),
      checkOutLatitude: 12.97,
      checkOutLongitude: 77.59,
    });
  await db().insert(leaveApplications).values({
    userId: org.employee.id,
    typeId: 1,
    fromDate: sick,
    toDate: sick,
    duration: 1,
    reason: '发烧 — fever',
    approvedAt: new Date(),
    decidedById: org.lead.id,
  });
});
afterAll(async () => {
  await t.close();
});

const reportUrl = (query: Record<string, string>) =>
  `/api/v1/reports/individual?${new URLSearchParams(query).toString()}`;

describe('report options', () => {
  it('offer the report types and the viewer’s hierarchy, themselves included', async () => {
    const options = (await leo.get('/api/v1/reports/options')).json<ReportOptions>();
    expect(options.types.map((t) => t.key)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      'AttendanceReport',
      'RemainingLeaveBalance',
    ]);
    expect(options.types.find((t) => t.key === 'RemainingLeaveBalance')?.usesDates).toBe(false);
    expect(options.employees.map((e) => e.name).sort()).toEqual(['Eve Test', 'Leo Test']);
    const peteSees = (await pete.get('/api/v1/reports/options')).json<ReportOptions>();
    expect(peteSees.employees.map((e) => e.name)).not.toContain('Eve Test');
  });
});

describe('an individual report', () => {
  it('shows a day of attendance with its category, times, hours and place', async () => {
    const res = await leo.get(
      reportUrl({ type: 'AttendanceReport', userId: org.employee.id, from: sick, to: worked }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<ReportTable>();
    expect(report).toMatchObject({
      title: 'Attendance report',
      employee: 'Eve Test',
      from: sick,
      to: worked,
    });
    expect(report.rows[0]).toEqual([formatDay(sick), expect.any(String), 'Sick leave', '', '', null, '']);
    expect(report.rows.at(-1)).toEqual([
      formatDay(worked),
      expect.any(String),
      'Present',
      '09:05',
      '18:35',
      9.5,
      'Bengaluru, Karnataka, India',
    ]);
  });

  it('lists one type of leave in the period with its status', async () => {
    const report = (
      await eve.get(reportUrl({ type: '1', userId: org.employee.id, from: addDays(sick, -3), to: sick }))
    ).json<ReportTable>();
    expect(report.title).toBe('Sick leave report');
    expect(report.rows).toEqual([
      [expect.any(String), formatDay(sick), formatDay(sick), 1, '发烧 — fever', 'Approved'],
    ]);
  });

  it('gives the remaining balance of every type, whatever the dates', async () => {
    const report = (
      await eve.get(reportUrl({ type: 'RemainingLeaveBalance', userId: org.employee.id }))
    ).json<ReportTable>();
    expect(report.rows).toHaveLength(9);
    expect(report.rows[0]).toEqual(['Sick leave', 6, 0, 6]);
    expect(report).toMatchObject({ from: null, to: null });
  });

  it('fills a missing date: to is today, from one month before it', async () => {
    const report = (await eve.get(reportUrl({ type: '2', userId: org.employee.id }))).json<ReportTable>();
    expect(report.to).toBe(today());
    expect(report.from! < report.to!).toBe(true);
  });

  it('downloads a PDF named {employee}Leaves.pdf', async () => {
    const res = await leo.get(
      reportUrl({ type: 'AttendanceReport', userId: org.employee.id, from: sick, to: worked, format: 'pdf' }),
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename=EveTestLeaves.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('downloads a real .xlsx whose cells hold the table', async () => {
    const res = await leo.get(
      reportUrl({
        type: 'AttendanceReport',
        userId: org.employee.id,
        from: sick,
        to: worked,
        format: 'xlsx',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename=EveTestleave_report.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(values).toContainEqual(['Date', 'Day', 'Status', 'Check-in', 'Check-out', 'Hours', 'Place']);
    expect(values).toContainEqual(
      expect.arrayContaining([formatDay(worked), 'Present', '09:05', '18:35', 9.5]),
    );
  });

  it('downloads CSV named {employee}leave_report.csv, with the header and rows', async () => {
    const res = await eve.get(
      reportUrl({ type: '1', userId: org.employee.id, from: sick, to: sick, format: 'csv' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename=EveTestleave_report.csv');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Applied on","From date","To date","Duration","Reason","Status"');
    expect(lines[1]).toContain('"发烧 — fever","Approved"');
  });

  it('answers No data found, with nothing to download, when the report is empty', async () => {
    const file = await eve.get(
      reportUrl({ type: '9', userId: org.employee.id, from: sick, to: worked, format: 'pdf' }),
    );
    expect(file.statusCode).toBe(404);
    expect(file.json().error).toEqual({ code: 'no_data', message: REPORT_MESSAGES.noData });
    const table = (
      await eve.get(reportUrl({ type: '9', userId: org.employee.id, from: sick, to: worked }))
    ).json<ReportTable>();
    expect(table.rows).toEqual([]);
  });

  it('renders names and reasons in every listed language into the PDF', async () => {
    await db().update(users).set({ firstName: 'ليلى', lastName: '李' }).where(eq(users.id, org.employee.id));
    const res = await leo.get(
      reportUrl({ type: '1', userId: org.employee.id, from: sick, to: sick, format: 'pdf' }),
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    await db().update(users).set({ firstName: 'Eve', lastName: 'Test' }).where(eq(users.id, org.employee.id));
  });

  it('is 404 for someone outside the viewer’s hierarchy', async () => {
    for (const format of ['json', 'pdf']) {
      const res = await pete.get(reportUrl({ type: 'AttendanceReport', userId: org.employee.id, format }));
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('refuses bad input with the spec’s messages', async () => {
    const noType = await eve.get(reportUrl({ type: 'Payroll', userId: org.employee.id }));
    expect(noType.statusCode).toBe(422);
    expect(noType.json().error.details).toEqual([{ path: 'type', message: REPORT_MESSAGES.typeRequired }]);
    const noEmployee = await eve.get(reportUrl({ type: '1' }));
    expect(noEmployee.json().error.details).toEqual([
      { path: 'userId', message: REPORT_MESSAGES.employeeRequired },
    ]);
    const backwards = await eve.get(
      reportUrl({ type: '1', userId: org.employee.id, from: worked, to: sick }),
    );
    expect(backwards.json().error.details).toEqual([{ path: 'to', message: REPORT_MESSAGES.toBeforeFrom }]);
    const tooLong = await eve.get(
      reportUrl({ type: '1', userId: org.employee.id, from: '2024-01-01', to: '2026-01-01' }),
    );
    expect(tooLong.json().error.details).toEqual([{ path: 'to', message: REPORT_MESSAGES.tooLong }]);
    const badFormat = await eve.get(reportUrl({ type: '1', userId: org.employee.id, format: 'docx' }));
    expect(badFormat.statusCode).toBe(422);
  });
});
