import type { HrReportsTranslations } from './en-hr-reports.ts';

/** Arabic: the five extra reports (group, late/early, absence, overtime, holiday/leave balance) and the working hours setting. */
export const arHrReports: HrReportsTranslations = {
  'Working hours': 'ساعات العمل',
  'Working day starts at': 'يبدأ يوم العمل في',
  'Working day ends at': 'ينتهي يوم العمل في',
  'Check-ins after the start are late, punch outs before the end are early, and time worked beyond them is overtime.':
    'تسجيل الحضور بعد البداية تأخير، والانصراف قبل النهاية انصراف مبكر، والعمل خارجهما وقت إضافي.',
  'Enter a time as HH:MM.': 'أدخل الوقت بصيغة HH:MM.',
  'The working day must start before it ends.': 'يجب أن يبدأ يوم العمل قبل أن ينتهي.',
  Individual: 'فردي',
  'Group attendance': 'حضور المجموعة',
  'Late / early': 'التأخير / الانصراف المبكر',
  Absence: 'الغياب',
  Overtime: 'الوقت الإضافي',
  'Leave balance': 'رصيد الإجازات',
  Employees: 'الموظفون',
  'Everyone in your hierarchy': 'كل من في تسلسلك الإداري',
  'As on': 'حتى تاريخ',
  'As on {{day}}': 'حتى تاريخ {{day}}',
  'As on date must be a date.': 'يجب أن يكون تاريخ «حتى تاريخ» تاريخًا.',
  'Working days': 'أيام العمل',
  'On leave': 'في إجازة',
  'Attendance %': 'نسبة الحضور %',
  'Leave by type': 'الإجازات حسب النوع',
  'Minutes late': 'دقائق التأخير',
  'Minutes early': 'دقائق الانصراف المبكر',
  'Hours worked': 'ساعات العمل المنجزة',
  'Overtime hours': 'ساعات العمل الإضافي',
  'No punch out': 'لم يسجّل الانصراف',
  Total: 'الإجمالي',
  '{{count}} employees': '{{count}} موظفين',
};
