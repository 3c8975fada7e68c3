import type { AttendanceTranslations } from './en-attendance.ts';

/** Arabic: attendance marking: the top bar button, the camera modal and the location text. */
export const arAttendance: AttendanceTranslations = {
  'Mark attendance': 'تسجيل الحضور',
  'Punch out': 'تسجيل الانصراف',
  'Current location': 'الموقع الحالي',
  'Your location': 'موقعك',
  'Finding your location…': 'جارٍ تحديد موقعك…',
  'Accurate to {{distance}}': 'الدقة: {{distance}}',
  'Location permission denied': 'تم رفض إذن الموقع',
  'Please allow your location for Marking attendance.': 'يرجى السماح بالوصول إلى موقعك لتسجيل الحضور.',
  'Location unavailable': 'الموقع غير متاح',
  'Your location could not be found. Check that location is turned on, then try again.':
    'تعذر العثور على موقعك. تأكد من تشغيل خدمة الموقع ثم حاول مرة أخرى.',
  'Your location is too imprecise. Turn on precise location, then try again.':
    'موقعك غير دقيق بما يكفي. فعّل الموقع الدقيق ثم حاول مرة أخرى.',
  'No camera device detected': 'لم يتم العثور على كاميرا',
  'Camera permission denied': 'تم رفض إذن الكاميرا',
  'Please allow your camera for Marking attendance.': 'يرجى السماح بالوصول إلى الكاميرا لتسجيل الحضور.',
  'The camera could not be started. Close other apps that use it, then try again.':
    'تعذر تشغيل الكاميرا. أغلق التطبيقات الأخرى التي تستخدمها ثم حاول مرة أخرى.',
  'Camera preview': 'معاينة الكاميرا',
  'Starting the camera…': 'جارٍ تشغيل الكاميرا…',
  'Your attendance photo': 'صورة حضورك',
  Capture: 'التقاط',
  Retake: 'إعادة الالتقاط',
  'The photo could not be taken. Please try again.': 'تعذر التقاط الصورة. يرجى المحاولة مرة أخرى.',
  'Your day ends now, at your current location.': 'ينتهي يومك الآن، في موقعك الحالي.',
  'Attendance marked.': 'تم تسجيل الحضور.',
  'Punched out.': 'تم تسجيل الانصراف.',
  'A photo is required to mark attendance.': 'الصورة مطلوبة لتسجيل الحضور.',
  'The photo must be a JPEG or PNG picture.': 'يجب أن تكون الصورة بتنسيق JPEG أو PNG.',
  'The photo is too large.': 'الصورة كبيرة جدًا.',
  'The photo could not be read. Please take it again.': 'تعذرت قراءة الصورة. يرجى التقاطها مرة أخرى.',
  'Your location is required to mark attendance.': 'موقعك مطلوب لتسجيل الحضور.',
  'Accuracy must be a number of metres from 0 to 100000.':
    'يجب أن تكون الدقة عددًا من الأمتار من 0 إلى 100000.',
  'You have already marked attendance today.': 'لقد سجلت حضورك اليوم بالفعل.',
  'Mark attendance before punching out.': 'سجّل الحضور قبل تسجيل الانصراف.',
  'You have already punched out today.': 'لقد سجلت انصرافك اليوم بالفعل.',
};
