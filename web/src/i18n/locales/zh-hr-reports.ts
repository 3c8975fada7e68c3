import type { HrReportsTranslations } from './en-hr-reports.ts';

/** Chinese: the five extra reports (group, late/early, absence, overtime, holiday/leave balance) and the working hours setting. */
export const zhHrReports: HrReportsTranslations = {
  'Working hours': '工作时间',
  'Working day starts at': '工作日开始时间',
  'Working day ends at': '工作日结束时间',
  'Check-ins after the start are late, punch outs before the end are early, and time worked beyond them is overtime.':
    '晚于开始时间签到为迟到，早于结束时间签退为早退，超出工作时间的工作为加班。',
  'Enter a time as HH:MM.': '请按 HH:MM 格式输入时间。',
  'The working day must start before it ends.': '工作日的开始时间必须早于结束时间。',
  Individual: '个人',
  'Group attendance': '团队出勤',
  'Late / early': '迟到 / 早退',
  Absence: '缺勤',
  Overtime: '加班',
  'Leave balance': '假期余额',
  Employees: '员工',
  'Everyone in your hierarchy': '您层级中的所有人',
  'As on': '截至',
  'As on {{day}}': '截至 {{day}}',
  'As on date must be a date.': '“截至”日期必须是日期。',
  'Working days': '工作日',
  'On leave': '休假',
  'Attendance %': '出勤率 %',
  'Leave by type': '按类型的休假',
  'Minutes late': '迟到分钟',
  'Minutes early': '早退分钟',
  'Hours worked': '工作小时',
  'Overtime hours': '加班小时',
  'No punch out': '未签退',
  Total: '合计',
  '{{count}} employees': '{{count}} 名员工',
};
