import type { ReportsTranslations } from './en-reports.ts';

/** Chinese: the individual reports screen. */
export const zhReports: ReportsTranslations = {
  'Report type': '报表类型',
  'Choose a report type': '选择报表类型',
  'Choose an employee': '选择员工',
  'Get PDF report': '获取 PDF 报表',
  'Get excel report': '获取 Excel 报表',
  'Get CSV report': '获取 CSV 报表',
  'Attendance report': '考勤报表',
  'Remaining leave balance': '剩余假期余额',
  'Report type is required!': '报表类型为必填项！',
  'Employee name is required!': '员工姓名为必填项！',
  'No data found': '未找到数据',
  'To date cannot be before From date.': '结束日期不能早于开始日期。',
  'A report covers at most 366 days.': '一份报表最多涵盖 366 天。',
  'The report was downloaded.': '报表已下载。',
  'From date must be a date.': '开始日期必须是日期。',
  'To date must be a date.': '结束日期必须是日期。',
  'Choose a report type and an employee to see the report.': '选择报表类型和员工即可查看报表。',
  '{{report}}: {{name}}': '{{report}}：{{name}}',
  'Period: {{from}} to {{to}}': '期间：{{from}} 至 {{to}}',
  'As of {{day}}': '截至 {{day}}',
  Hours: '小时数',
  Balance: '余额',
  Available: '可用',
};
