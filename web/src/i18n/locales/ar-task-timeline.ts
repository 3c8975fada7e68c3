import type { TaskTimelinePlurals, TaskTimelineTranslations } from './en-task-timeline.ts';

/** Arabic: the Timeline card of a task. */
export const arTaskTimeline: TaskTimelineTranslations = {
  Timeline: 'السجل',
  'Loading the timeline…': 'جارٍ تحميل السجل…',
  'Nothing has happened to this task yet.': 'لم يحدث شيء في هذه المهمة بعد.',
  'Load more': 'تحميل المزيد',
  'created the task': 'أنشأ المهمة',
  'edited the task': 'عدّل المهمة',
  'deleted the task': 'حذف المهمة',
  'restored the task': 'استعاد المهمة',
  commented: 'علّق',
  Edited: 'معدّل',
  '{{user}} was deleted; tasks moved to {{name}}': 'تم حذف {{user}}؛ نُقلت المهام إلى {{name}}',
  'Changed the name from {{previous}} to {{current}}': 'غيّر الاسم من {{previous}} إلى {{current}}',
  'Changed the assignee from {{previous}} to {{current}}': 'غيّر المكلَّف من {{previous}} إلى {{current}}',
  'Changed the due date from {{previous}} to {{current}}':
    'غيّر تاريخ الاستحقاق من {{previous}} إلى {{current}}',
  'Changed the status from {{previous}} to {{current}}': 'غيّر الحالة من {{previous}} إلى {{current}}',
  'Changed the description': 'غيّر الوصف',
  'just now': 'الآن',
  '{{count}} minutes ago': 'منذ {{count}} دقيقة',
  '{{count}} hours ago': 'منذ {{count}} ساعة',
  yesterday: 'أمس',
  'This page of the timeline cannot be found; reload it from the start.':
    'تعذّر العثور على هذه الصفحة من السجل؛ أعد تحميله من البداية.',
  'Choose between 1 and 50 entries.': 'اختر ما بين 1 و50 إدخالًا.',
};

/** Arabic: one, two, few (3–10), many (11–99); 100 and more take the key's form. */
export const arTaskTimelinePlurals: TaskTimelinePlurals = {
  '{{count}} minutes ago': {
    one: 'منذ دقيقة',
    two: 'منذ دقيقتين',
    few: 'منذ {{count}} دقائق',
    many: 'منذ {{count}} دقيقة',
  },
  '{{count}} hours ago': {
    one: 'منذ ساعة',
    two: 'منذ ساعتين',
    few: 'منذ {{count}} ساعات',
    many: 'منذ {{count}} ساعة',
  },
};
