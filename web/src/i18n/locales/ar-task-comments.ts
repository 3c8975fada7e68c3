import type { TaskCommentsTranslations } from './en-task-comments.ts';

/** Arabic: a task's comments. */
export const arTaskComments: TaskCommentsTranslations = {
  'Add a comment': 'إضافة تعليق',
  Comment: 'تعليق',
  'Write a comment. Type @ to mention someone.': 'اكتب تعليقًا. اكتب @ للإشارة إلى شخص ما.',
  'Edit comment': 'تعديل التعليق',
  'People to mention': 'أشخاص للإشارة إليهم',
  'No one in this project matches.': 'لا يوجد أحد مطابق في هذا المشروع.',
  Bold: 'غامق',
  Italic: 'مائل',
  Underline: 'تسطير',
  Strikethrough: 'يتوسطه خط',
  Code: 'رمز برمجي',
  'Bulleted list': 'قائمة نقطية',
  'Numbered list': 'قائمة مرقمة',
  Link: 'رابط',
  'Remove link': 'إزالة الرابط',
  'Web address': 'عنوان الويب',
  'Opens in a new tab': 'يفتح في علامة تبويب جديدة',
  'Write a comment or attach a file.': 'اكتب تعليقًا أو أرفق ملفًا.',
  'A comment cannot be saved empty.': 'لا يمكن حفظ التعليق فارغًا.',
  'This comment is too long.': 'هذا التعليق طويل جدًا.',
  'Images are not allowed in this field.': 'الصور غير مسموح بها في هذا الحقل.',
  "Only people in this task's project can be mentioned.": 'يمكن الإشارة فقط إلى أعضاء مشروع هذه المهمة.',
  'Only its author can edit a comment.': 'لا يمكن تعديل التعليق إلا من قِبل كاتبه.',
  'A deleted task cannot be commented on.': 'لا يمكن التعليق على مهمة محذوفة.',
  'Comment not found.': 'لم يتم العثور على التعليق.',
  'Type at most 100 characters.': 'اكتب 100 حرف كحد أقصى.',
  'Attach files': 'إرفاق ملفات',
  'Attached files': 'الملفات المرفقة',
  'Download {{name}}': 'تنزيل {{name}}',
  'The file size must not exceed 10MB, and a maximum of 10 files can be uploaded.':
    'يجب ألا يتجاوز حجم الملف 10 ميغابايت، ويمكن رفع 10 ملفات كحد أقصى.',
  'File size should not be greater than 10MB.': 'يجب ألا يزيد حجم الملف عن 10 ميغابايت.',
  'Please upload jpg, png, jpeg, img, doc, pdf, ppt, xls, pptx, xlsx, docx files only!':
    'يرجى رفع ملفات jpg وpng وjpeg وimg وdoc وpdf وppt وxls وpptx وxlsx وdocx فقط!',
};
