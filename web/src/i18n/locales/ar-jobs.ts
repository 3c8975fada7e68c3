import type { JobsTranslations } from './en-jobs.ts';

/** Arabic: Settings > Scheduled jobs. */
export const arJobs: JobsTranslations = {
  'Scheduled jobs': 'المهام المجدولة',
  Job: 'المهمة',
  Schedule: 'الجدول الزمني',
  'Last run': 'آخر تشغيل',
  Outcome: 'النتيجة',
  Duration: 'المدة',
  Summary: 'الملخص',
  'Next run': 'التشغيل التالي',
  Succeeded: 'نجحت',
  Failed: 'فشلت',
  Running: 'قيد التشغيل',
  'Not run yet': 'لم تُشغَّل بعد',
  'Attempt {{attempt}}': 'المحاولة {{attempt}}',
  'No scheduled jobs': 'لا توجد مهام مجدولة',
  'The job scheduler is not running on this server.': 'مُجدول المهام لا يعمل على هذا الخادم.',
  'E-mail delivery': 'إرسال البريد الإلكتروني',
  'Delivers queued e-mail (invitations, password resets, notifications), retrying failures.':
    'يرسل رسائل البريد الإلكتروني المنتظرة (الدعوات، وإعادة تعيين كلمات المرور، والإشعارات) ويعيد محاولة ما فشل منها.',
  'Unused file clean-up': 'تنظيف الملفات غير المستخدمة',
  'Removes uploaded files that nothing refers to, 24 hours after their upload.':
    'يحذف الملفات المرفوعة التي لا يشير إليها شيء، بعد 24 ساعة من رفعها.',
  'Repeated request clean-up': 'تنظيف الطلبات المكررة',
  'Forgets the answers kept for repeated create requests (Idempotency-Key) after 24 hours.':
    'يحذف الردود المحفوظة لطلبات الإنشاء المكررة (Idempotency-Key) بعد 24 ساعة.',
  'Every {{seconds}} seconds': 'كل {{seconds}} ثانية',
  'Every day at {{time}} ({{timeZone}})': 'كل يوم في الساعة {{time}} ({{timeZone}})',
  'Every hour at minute {{minute}}': 'كل ساعة عند الدقيقة {{minute}}',
  '{{value}} ms': '{{value}} مللي ثانية',
  '{{value}} s': '{{value}} ثانية',
  '{{minutes}} min {{seconds}} s': '{{minutes}} دقيقة {{seconds}} ثانية',
  'Mails each person one list of their tasks that became overdue, once per task.':
    'يرسل إلى كل شخص قائمة بمهامه التي تأخرت، مرة واحدة لكل مهمة.',
  'Public holidays': 'العطلات الرسمية',
  'Adds the national public holidays of India and the US for this year and the next.':
    'يضيف العطلات الرسمية الوطنية في الهند والولايات المتحدة لهذا العام والعام المقبل.',
  'Monthly leave top-up': 'الرصيد الشهري للإجازات',
  'Adds the monthly leave (sick 1.5, personal 2, work from home 0.5 days) to everyone, once a month.':
    'يضيف إجازات الشهر للجميع (مرضية 1.5، شخصية 2، عمل من المنزل 0.5 يوم)، مرة كل شهر.',
  'Compensatory day expiry': 'انتهاء أيام الإجازة التعويضية',
  'Takes unused compensatory days off the balance once the period the organisation set for them has passed.':
    'يخصم أيام الإجازة التعويضية غير المستخدمة من الرصيد بعد انقضاء المدة التي حددتها المؤسسة.',
  'Every month on the 1st at {{time}} ({{timeZone}})': 'كل شهر في اليوم الأول الساعة {{time}} ({{timeZone}})',
  'Every year on 1 January at {{time}} ({{timeZone}})': 'كل عام في 1 يناير الساعة {{time}} ({{timeZone}})',
};
