import type { ReportsTranslations } from './en-reports.ts';

/** Arabic: the individual reports screen. */
export const arReports: ReportsTranslations = {
  'Report type': 'نوع التقرير',
  'Choose a report type': 'اختر نوع التقرير',
  'Choose an employee': 'اختر موظفًا',
  'Get PDF report': 'الحصول على تقرير PDF',
  'Get excel report': 'الحصول على تقرير Excel',
  'Get CSV report': 'الحصول على تقرير CSV',
  'Attendance report': 'تقرير الحضور',
  'Remaining leave balance': 'رصيد الإجازات المتبقي',
  'Report type is required!': 'نوع التقرير مطلوب!',
  'Employee name is required!': 'اسم الموظف مطلوب!',
  'No data found': 'لم يتم العثور على بيانات',
  'To date cannot be before From date.': 'لا يمكن أن يكون تاريخ الانتهاء قبل تاريخ البدء.',
  'A report covers at most 366 days.': 'يغطي التقرير 366 يومًا على الأكثر.',
  'The report was downloaded.': 'تم تنزيل التقرير.',
  'From date must be a date.': 'يجب أن يكون تاريخ البدء تاريخًا.',
  'To date must be a date.': 'يجب أن يكون تاريخ الانتهاء تاريخًا.',
  'Choose a report type and an employee to see the report.': 'اختر نوع التقرير وموظفًا لعرض التقرير.',
  '{{report}}: {{name}}': '{{report}}: {{name}}',
  'Period: {{from}} to {{to}}': 'الفترة: من {{from}} إلى {{to}}',
  'As of {{day}}': 'حتى {{day}}',
  Hours: 'الساعات',
  Balance: 'الرصيد',
  Available: 'المتاح',
};
