import type { WorkSitesTranslations } from './en-work-sites.ts';

/** Arabic: work sites and the attendance settings. */
export const arWorkSites: WorkSitesTranslations = {
  'Attendance permissions': 'صلاحيات الحضور',
  'Work sites': 'مواقع العمل',
  'People bound to sites may mark attendance only within the radius of one of them.':
    'لا يمكن للأشخاص المرتبطين بمواقع تسجيل الحضور إلا ضمن نطاق أحدها.',
  'Add work site': 'إضافة موقع عمل',
  'Edit work site': 'تعديل موقع العمل',
  'No work sites yet': 'لا توجد مواقع عمل بعد',
  'Until there are, everyone may mark attendance anywhere.':
    'إلى حين إضافتها، يمكن للجميع تسجيل الحضور من أي مكان.',
  'Distances show when the browser shares your position.': 'تظهر المسافات عندما يشارك المتصفح موقعك.',
  Position: 'الموقع',
  Radius: 'النطاق',
  '{{distance}} away': 'على بعد {{distance}}',
  'You are here': 'أنت هنا',
  'People ({{number}}):': 'الأشخاص ({{number}}):',
  'No one is bound to this site.': 'لا يوجد أحد مرتبط بهذا الموقع.',
  'Edit work site {{name}}': 'تعديل موقع العمل {{name}}',
  'Delete work site {{name}}': 'حذف موقع العمل {{name}}',
  'You want to delete work site {{name}}?': 'هل تريد حذف موقع العمل {{name}}؟',
  'You want to delete work site {{name}}? People bound to no other site may then mark attendance anywhere.':
    'هل تريد حذف موقع العمل {{name}}؟ سيتمكن الأشخاص غير المرتبطين بموقع آخر عندئذ من تسجيل الحضور من أي مكان.',
  'Work site saved.': 'تم حفظ موقع العمل.',
  'Work site updated.': 'تم تحديث موقع العمل.',
  'Work site deleted.': 'تم حذف موقع العمل.',
  'Site name': 'اسم الموقع',
  Latitude: 'خط العرض',
  Longitude: 'خط الطول',
  'Use my current position': 'استخدام موقعي الحالي',
  'Your position is not available. Allow location access, or type the latitude and longitude.':
    'موقعك غير متاح. اسمح بالوصول إلى الموقع، أو اكتب خط العرض وخط الطول.',
  'Radius (metres)': 'النطاق (بالأمتار)',
  'Attendance can be marked within this distance of the site.':
    'يمكن تسجيل الحضور ضمن هذه المسافة من الموقع.',
  'People bound to this site': 'الأشخاص المرتبطون بهذا الموقع',
  'They may mark attendance only at their work sites. People bound to none may mark it anywhere.':
    'لا يمكنهم تسجيل الحضور إلا في مواقع عملهم. ويمكن لمن لا يرتبط بأي موقع تسجيله من أي مكان.',
  'Compensatory days': 'الأيام التعويضية',
  'A day earned by working on a weekend or a holiday is lost when it is not taken in time.':
    'اليوم المكتسب بالعمل في عطلة نهاية الأسبوع أو في عطلة رسمية يسقط إذا لم يُستخدم في الوقت المحدد.',
  'Compensatory days expire after': 'تنتهي صلاحية الأيام التعويضية بعد',
  days: 'أيام',
  'From {{min}} to {{max}} days.': 'من {{min}} إلى {{max}} يومًا.',
  'Attendance settings saved.': 'تم حفظ إعدادات الحضور.',
  'Site name is required!': 'اسم الموقع مطلوب!',
  'Must not exceed 100 characters!': 'يجب ألا يتجاوز 100 حرف!',
  'A work site with this name already exists.': 'يوجد موقع عمل بهذا الاسم بالفعل.',
  'Latitude must be a number from -90 to 90.': 'يجب أن يكون خط العرض رقمًا من -90 إلى 90.',
  'Longitude must be a number from -180 to 180.': 'يجب أن يكون خط الطول رقمًا من -180 إلى 180.',
  'Radius must be a whole number of metres from 25 to 10000.':
    'يجب أن يكون النطاق عددًا صحيحًا من الأمتار من 25 إلى 10000.',
  'Choose people of the organisation.': 'اختر أشخاصًا من المؤسسة.',
  'The expiry must be a whole number of days from 1 to 730.':
    'يجب أن تكون مدة الصلاحية عددًا صحيحًا من الأيام من 1 إلى 730.',
};
