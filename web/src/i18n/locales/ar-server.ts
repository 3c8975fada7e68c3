import type { ServerTranslations } from './en-server.ts';

/** Arabic: messages the server sends that no screen had a key for. */
export const arServer: ServerTranslations = {
  'Task {{name}} cannot be deleted in its current state.': 'لا يمكن حذف المهمة {{name}} في حالتها الحالية.',
  'Task {{name}} is not deleted.': 'المهمة {{name}} غير محذوفة.',
  'You cannot grant {{permissions}}.': 'لا يمكنك منح {{permissions}}.',
  'You are {{distance}} from {{site}}, the nearest of your work sites. Attendance can be marked within {{radius}} m of it.':
    'أنت على بعد {{distance}} من {{site}}، أقرب مواقع عملك. يمكن تسجيل الحضور ضمن {{radius}} م منه.',
  'Your session security token is missing or out of date. Reload the page and try again.':
    'رمز أمان جلستك مفقود أو منتهي الصلاحية. أعد تحميل الصفحة وحاول مرة أخرى.',
  'The request body is not valid JSON.': 'نص الطلب ليس JSON صالحًا.',
  'The request body is empty.': 'نص الطلب فارغ.',
  'The request is too large.': 'الطلب كبير جدًا.',
  'The file is too large.': 'الملف كبير جدًا.',
  'This content type is not supported.': 'نوع المحتوى هذا غير مدعوم.',
  'Invalid content length.': 'طول المحتوى غير صالح.',
  'The request body must be a JSON object.': 'يجب أن يكون نص الطلب كائن JSON.',
  'The request body is nested too deeply.': 'نص الطلب متداخل بعمق زائد.',
  'This text contains characters that are not allowed.': 'يحتوي هذا النص على أحرف غير مسموح بها.',
  'The Idempotency-Key header must be 1 to 255 printable ASCII characters.':
    'يجب أن تتكون الترويسة Idempotency-Key من 1 إلى 255 حرفًا من أحرف ASCII القابلة للطباعة.',
  'This Idempotency-Key was already used for a different request.':
    'سبق استخدام مفتاح Idempotency-Key هذا لطلب مختلف.',
  'A request with this Idempotency-Key is still being processed. Please try again in a moment.':
    'لا يزال طلب بمفتاح Idempotency-Key هذا قيد المعالجة. يرجى المحاولة مرة أخرى بعد قليل.',
  'Invalid id.': 'معرّف غير صالح.',
  'Page size must be 10, 15, 25, 50 or 100.': 'يجب أن يكون حجم الصفحة 10 أو 15 أو 25 أو 50 أو 100.',
  'Page size must be 10, 25, 50 or 100.': 'يجب أن يكون حجم الصفحة 10 أو 25 أو 50 أو 100.',
  'Page size must be 10, 25 or 50.': 'يجب أن يكون حجم الصفحة 10 أو 25 أو 50.',
  'Choose a valid start date.': 'اختر تاريخ بدء صالحًا.',
  'Choose a valid end date.': 'اختر تاريخ انتهاء صالحًا.',
  'Choose at most 100 tasks.': 'اختر 100 مهمة على الأكثر.',
  'Choose at most 1000 tasks to export.': 'اختر 1000 مهمة على الأكثر للتصدير.',
  'Format must be pdf, xlsx, csv or json.': 'يجب أن تكون الصيغة pdf أو xlsx أو csv أو json.',
  'This report does not exist.': 'هذا التقرير غير موجود.',
  'File not found.': 'الملف غير موجود.',
  'Attachment not found.': 'المرفق غير موجود.',
  'This person does not exist.': 'هذا الشخص غير موجود.',
  'Each project can be chosen once.': 'لا يمكن اختيار كل مشروع إلا مرة واحدة.',
  'Each permission can be given once.': 'لا يمكن منح كل صلاحية إلا مرة واحدة.',
  'Only Admins can see the scheduled jobs.': 'لا يمكن إلا للمسؤولين رؤية المهام المجدولة.',
  'Choose both dates of the range.': 'اختر تاريخي بداية الفترة ونهايتها.',
  'The range must not exceed 62 days.': 'يجب ألا تتجاوز الفترة 62 يومًا.',
  'This attendance record does not exist.': 'سجل الحضور هذا غير موجود.',
  'The photo is no longer stored.': 'لم تعد الصورة محفوظة.',
  'No town or city is near this position.': 'لا توجد بلدة أو مدينة قرب هذا الموقع.',
  'You are not allowed to manage attendance settings.': 'غير مسموح لك بإدارة إعدادات الحضور.',
  'This work site does not exist.': 'موقع العمل هذا غير موجود.',
  'You are not allowed to review tax declarations.': 'غير مسموح لك بمراجعة إقرارات الاستثمار.',
  'You are not allowed to reopen tax declarations.': 'غير مسموح لك بإعادة فتح إقرارات الاستثمار.',
  'Only the person who uploaded a document may delete it.': 'لا يمكن حذف المستند إلا لمن رفعه.',
};
