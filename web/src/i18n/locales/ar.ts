import { arAttendance } from './ar-attendance.ts';
import { arHrReports } from './ar-hr-reports.ts';
import { arTaxDeclaration } from './ar-tax-declaration.ts';
import { arTaxProofs } from './ar-tax-proofs.ts';
import { arAppraisals } from './ar-appraisals.ts';
import { arLetters } from './ar-letters.ts';
import { arWorkSites } from './ar-work-sites.ts';
import { arAttendanceGrid } from './ar-attendance-grid.ts';
import { arReports } from './ar-reports.ts';
import type { Translations } from './en.ts';
import { pluralEntries } from './en-task-timeline.ts';
import { arDashboard } from './ar-dashboard.ts';
import { arHolidays } from './ar-holidays.ts';
import { arJobs } from './ar-jobs.ts';
import { arPasswords } from './ar-passwords.ts';
import { arCountries } from './ar-countries.ts';
import { arLayout } from './ar-layout.ts';
import { arLeave } from './ar-leave.ts';
import { arNavigation } from './ar-navigation.ts';
import { arPeople } from './ar-people.ts';
import { arProjects } from './ar-projects.ts';
import { arTaskComments } from './ar-task-comments.ts';
import { arTaskDetail } from './ar-task-detail.ts';
import { arTaskTimeline, arTaskTimelinePlurals } from './ar-task-timeline.ts';
import { arTasks } from './ar-tasks.ts';
import { arServer } from './ar-server.ts';
import { arValidation } from './ar-validation.ts';

/** Arabic. */
export const ar: Translations = {
  // Layout: sidebar, top bar, footer
  Dashboard: 'لوحة التحكم',
  Tasks: 'المهام',
  Users: 'المستخدمون',
  Organization: 'المؤسسة',
  Projects: 'المشاريع',
  Attendance: 'الحضور',
  Reports: 'التقارير',
  'HR Management': 'إدارة الموارد البشرية',
  'Letter Requests': 'طلبات الخطابات',
  'Performance Matrix': 'مصفوفة الأداء',
  'Self Appraisal': 'التقييم الذاتي',
  'Manager Appraisal': 'تقييم المدير',
  'Investment Declarations': 'إقرارات الاستثمار',
  'IT Proof Submission': 'تقديم إثباتات ضريبة الدخل',
  'Main navigation': 'التنقل الرئيسي',
  'Open navigation': 'فتح التنقل',
  'Close navigation': 'إغلاق التنقل',
  'Skip to main content': 'الانتقال إلى المحتوى الرئيسي',
  'All rights reserved.': 'جميع الحقوق محفوظة.',
  'Enter full screen': 'ملء الشاشة',
  'Exit full screen': 'الخروج من ملء الشاشة',
  Language: 'اللغة',
  'Account menu of {{name}}': 'قائمة حساب {{name}}',
  Profile: 'الملف الشخصي',
  'Log out': 'تسجيل الخروج',
  Breadcrumb: 'مسار التنقل',
  // Page titles
  'Sign in': 'تسجيل الدخول',
  'Forgot password': 'نسيت كلمة المرور',
  'E-mail verification': 'التحقق من البريد الإلكتروني',
  'Reset password': 'إعادة تعيين كلمة المرور',
  Settings: 'الإعدادات',
  'Task details': 'تفاصيل المهمة',
  'Add user': 'إضافة مستخدم',
  'Edit user': 'تعديل المستخدم',
  'User tasks': 'مهام المستخدم',
  'User profile': 'ملف المستخدم',
  'Project team': 'فريق المشروع',
  'Project details': 'تفاصيل المشروع',
  'Organization structure': 'الهيكل التنظيمي',
  'Leave approval': 'الموافقة على الإجازات',
  'Holidays calendar': 'تقويم العطلات',
  'Group attendance report': 'تقرير حضور المجموعة',
  'Late and early report': 'تقرير التأخير والانصراف المبكر',
  'Absence report': 'تقرير الغياب',
  'Overtime report': 'تقرير العمل الإضافي',
  'Holiday and leave balance report': 'تقرير العطلات وأرصدة الإجازات',
  'Manager appraisals': 'تقييمات المدير',
  // Common
  'Welcome {{name}}': 'مرحبًا {{name}}',
  'Loading…': 'جارٍ التحميل…',
  Close: 'إغلاق',
  'There is no space left to store this file. Please try again later or tell your administrator.':
    'لم تعد هناك مساحة لحفظ هذا الملف. يُرجى المحاولة لاحقًا أو إبلاغ المسؤول.',
  'Try again': 'أعد المحاولة',
  'The page could not be shown. Reloading usually helps.': 'تعذّر عرض الصفحة. غالبًا ما تساعد إعادة التحميل.',
  Reload: 'إعادة التحميل',
  // Sign-in, recovery and e-mail links
  Email: 'البريد الإلكتروني',
  Password: 'كلمة المرور',
  'Forgot password?': 'هل نسيت كلمة المرور؟',
  'Sign in to continue to Orgdesk.': 'سجّل الدخول للمتابعة إلى Orgdesk.',
  'Your session has ended. Please sign in again.': 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  Demo: 'عرض تجريبي',
  'Every demo account signs in with the password {{password}}.':
    'تسجّل جميع الحسابات التجريبية الدخول بكلمة المرور {{password}}.',
  Reset: 'إعادة تعيين',
  'Back to login': 'العودة إلى تسجيل الدخول',
  'Enter your e-mail address and we will send you a link to reset your password.':
    'أدخل عنوان بريدك الإلكتروني وسنرسل إليك رابطًا لإعادة تعيين كلمة المرور.',
  'Set your password': 'عيّن كلمة المرور',
  'Verified successfully': 'تم التحقق بنجاح',
  'Your e-mail address is verified. You can sign in now.':
    'تم التحقق من بريدك الإلكتروني. يمكنك تسجيل الدخول الآن.',
  'Email Expired': 'انتهت صلاحية البريد',
  'Email Sent': 'تم إرسال البريد',
  'We have sent you an e-mail with a link.': 'أرسلنا إليك رسالة بريد إلكتروني تحتوي على رابط.',
  'Not Verified': 'لم يتم التحقق',
  'Link not valid': 'الرابط غير صالح',
  'If you do not see it in your inbox, please check your spam folder.':
    'إذا لم تجدها في صندوق الوارد، فيُرجى التحقق من مجلد الرسائل غير المرغوب فيها.',
  Resend: 'إعادة الإرسال',
  'Request a new link': 'طلب رابط جديد',
  'Go to login': 'الانتقال إلى تسجيل الدخول',
  // Passwords
  'New password': 'كلمة المرور الجديدة',
  'Confirm password': 'تأكيد كلمة المرور',
  'Current password': 'كلمة المرور الحالية',
  'Hide password': 'إخفاء كلمة المرور',
  'Show password': 'إظهار كلمة المرور',
  'Password must contain:': 'يجب أن تحتوي كلمة المرور على:',
  '(met)': '(مستوفى)',
  '(not met)': '(غير مستوفى)',
  'Lowercase letter': 'حرف صغير',
  'Uppercase letter': 'حرف كبير',
  Number: 'رقم',
  'Special character': 'رمز خاص',
  '8 characters': '8 أحرف',
  // Settings
  'Profile settings': 'إعدادات الملف الشخصي',
  'Account settings': 'إعدادات الحساب',
  Update: 'تحديث',
  // Messages of the shared auth schema (AUTH_MESSAGES), shown by the forms and sent by the server
  'Email is required!': 'البريد الإلكتروني مطلوب!',
  'Please enter valid email!': 'يُرجى إدخال بريد إلكتروني صالح!',
  'Email must be a valid email address!': 'يجب أن يكون البريد الإلكتروني عنوانًا صالحًا!',
  'Email must not exceed 150 characters!': 'يجب ألا يتجاوز البريد الإلكتروني 150 حرفًا!',
  'Password is required!': 'كلمة المرور مطلوبة!',
  'Current password is required!': 'كلمة المرور الحالية مطلوبة!',
  'Please enter correct current password!': 'يُرجى إدخال كلمة المرور الحالية الصحيحة!',
  'New password is required!': 'كلمة المرور الجديدة مطلوبة!',
  'Password must be at least 8 characters!': 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل!',
  'Password must not exceed 100 characters!': 'يجب ألا تتجاوز كلمة المرور 100 حرف!',
  'Password is invalid!': 'كلمة المرور غير صالحة!',
  'New password is invalid!': 'كلمة المرور الجديدة غير صالحة!',
  'New password and current password should not be same.':
    'يجب ألا تكون كلمة المرور الجديدة مطابقة لكلمة المرور الحالية.',
  'Confirm password is required!': 'تأكيد كلمة المرور مطلوب!',
  'New password and confirm password must match!': 'يجب أن تتطابق كلمة المرور الجديدة مع تأكيدها!',
  'Invalid email or password.': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'Too many attempts. Please wait a few minutes and try again.':
    'محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  'Your e-mail address is not verified yet.': 'لم يتم التحقق من بريدك الإلكتروني بعد.',
  'If an account exists for this e-mail, a link has been sent to it.':
    'إذا كان هناك حساب مرتبط بهذا البريد الإلكتروني، فقد أُرسل إليه رابط.',
  'This link has expired. Request a new one.': 'انتهت صلاحية هذا الرابط. اطلب رابطًا جديدًا.',
  'This link is not valid any more. Request a new one.': 'لم يعد هذا الرابط صالحًا. اطلب رابطًا جديدًا.',
  'Your password has been reset. Sign in with your new password.':
    'تمت إعادة تعيين كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
  // Failures the client itself reports (lib/api-client.ts)
  'Could not reach the server. Check your connection and try again.':
    'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
  'The server took too long to answer. Please try again.':
    'استغرق الخادم وقتًا طويلًا للرد. يُرجى المحاولة مرة أخرى.',
  // The server's general error messages (server/lib/errors.ts, error-handler.ts)
  'Please sign in to continue.': 'يُرجى تسجيل الدخول للمتابعة.',
  'You are not allowed to do this.': 'غير مسموح لك بتنفيذ هذا الإجراء.',
  'Not found.': 'غير موجود.',
  'Please correct the highlighted fields.': 'يُرجى تصحيح الحقول المميزة.',
  'Cross-site request refused.': 'تم رفض الطلب عبر المواقع.',
  'Invalid value.': 'قيمة غير صالحة.',
  ...arValidation,
  ...arServer,
  ...arPeople,
  ...arTasks,
  ...arProjects,
  ...arDashboard,
  ...arTaskDetail,
  ...arTaskTimeline,
  ...arTaskComments,
  ...pluralEntries(arTaskTimelinePlurals),
  ...arJobs,
  ...arPasswords,
  ...arCountries,
  ...arLayout,
  ...arNavigation,
  ...arLeave,
  ...arHolidays,
  ...arAttendance,
  ...arWorkSites,
  ...arAttendanceGrid,
  ...arHrReports,
  ...arTaxDeclaration,
  ...arTaxProofs,
  ...arAppraisals,
  ...arLetters,
  ...arReports,
};
