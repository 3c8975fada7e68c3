import type { ProjectsTranslations } from './en-projects.ts';

/** Arabic: the projects pages. */
export const arProjects: ProjectsTranslations = {
  // Projects list
  'Add project': 'إضافة مشروع',
  'Search projects': 'البحث في المشاريع',
  'No projects found!': 'لم يتم العثور على مشاريع!',
  'Members: {{number}}': 'الأعضاء: {{number}}',
  '{{number}} more members': '{{number}} أعضاء آخرون',
  // Add and edit project
  'Edit project': 'تعديل المشروع',
  Thumbnail: 'الصورة المصغّرة',
  'Upload thumbnail': 'رفع صورة مصغّرة',
  'Remove thumbnail': 'إزالة الصورة المصغّرة',
  'Project {{name}} has been added.': 'تمت إضافة المشروع {{name}}.',
  'Project {{name}} has been updated.': 'تم تحديث المشروع {{name}}.',
  // Project details
  'Task status': 'حالة المهام',
  '{{status}} tasks: {{number}}': 'مهام «{{status}}»: {{number}}',
  Members: 'الأعضاء',
  'View project team': 'عرض فريق المشروع',
  'Delete project': 'حذف المشروع',
  'You want to delete project {{name}}?': 'هل تريد حذف المشروع {{name}}؟',
  'Project {{name}} has been deleted.': 'تم حذف المشروع {{name}}.',
  'It may have been deleted, or you are not in its team.': 'ربما تم حذفه، أو أنك لست ضمن فريقه.',
  'Back to projects': 'العودة إلى المشاريع',
  // Project team
  'Project team( {{name}} )': 'فريق المشروع( {{name}} )',
  User: 'المستخدم',
  'User type': 'نوع المستخدم',
  Member: 'عضو',
  'Select all users': 'تحديد كل المستخدمين',
  'Select {{name}}': 'تحديد {{name}}',
  'Remove selected': 'إزالة المحدَّدين',
  'Remove selected ({{number}})': 'إزالة المحدَّدين ({{number}})',
  'Get started by adding a new user.': 'ابدأ بإضافة مستخدم جديد.',
  'User name': 'اسم المستخدم',
  'The chosen users have been added to this project.': 'تمت إضافة المستخدمين المختارين إلى هذا المشروع.',
  'Remove from project': 'إزالة من المشروع',
  'Are you sure you want to remove {{name}} in this project?':
    'هل أنت متأكد من إزالة {{name}} من هذا المشروع؟',
  'Are you sure you want to remove these users?': 'هل أنت متأكد من إزالة هؤلاء المستخدمين؟',
  'Yes, remove': 'نعم، إزالة',
  '{{name}} has been removed from this project.': 'تمت إزالة {{name}} من هذا المشروع.',
  '{{number}} users have been removed from this project.':
    'تمت إزالة {{number}} من المستخدمين من هذا المشروع.',
  // Messages of the shared project schema
  'Project name is required!': 'اسم المشروع مطلوب!',
  'Project name must not exceed 100 characters!': 'يجب ألا يتجاوز اسم المشروع 100 حرف!',
  'Project name already exists!': 'اسم المشروع موجود بالفعل!',
  'Project description is required!': 'وصف المشروع مطلوب!',
  'Project description must not exceed 500 characters!': 'يجب ألا يتجاوز وصف المشروع 500 حرف!',
  'Project user is required!': 'مستخدم المشروع مطلوب!',
  'User name is required!': 'اسم المستخدم مطلوب!',
  'Some of the chosen users cannot be added: they are inactive or outside your team.':
    'لا يمكن إضافة بعض المستخدمين المختارين: فهم غير نشطين أو خارج فريقك.',
  'Some of the chosen users are not in this project.': 'بعض المستخدمين المختارين ليسوا في هذا المشروع.',
  'You cannot remove yourself from this project.': 'لا يمكنك إزالة نفسك من هذا المشروع.',
  'This project still has open tasks. Complete or close them before deleting the project.':
    'لا تزال في هذا المشروع مهام مفتوحة. أكملها أو أغلقها قبل حذف المشروع.',
  'The thumbnail is not a picture uploaded for a project. Please upload it again.':
    'الصورة المصغّرة ليست صورة مرفوعة لمشروع. يرجى رفعها مرة أخرى.',
  'Project not found.': 'لم يتم العثور على المشروع.',
  'You do not have permission to create projects.': 'ليس لديك إذن بإنشاء مشاريع.',
  'You do not have permission to edit this project.': 'ليس لديك إذن بتعديل هذا المشروع.',
  'You do not have permission to delete this project.': 'ليس لديك إذن بحذف هذا المشروع.',
  'You do not have permission to add users to this project.': 'ليس لديك إذن بإضافة مستخدمين إلى هذا المشروع.',
  'You do not have permission to remove users from this project.':
    'ليس لديك إذن بإزالة مستخدمين من هذا المشروع.',
  'You do not have permission to choose project users.': 'ليس لديك إذن باختيار مستخدمي المشاريع.',
  'You do not have permission to upload project thumbnails.': 'ليس لديك إذن برفع الصور المصغّرة للمشاريع.',
};
