import type { ValidationTranslations } from './en-validation.ts';

/** Arabic: the project's wording of schema checks without a message of their own. */
export const arValidation: ValidationTranslations = {
  'This field is required.': 'هذا الحقل مطلوب.',
  'Please enter at most {{maximum}} characters.': 'يرجى إدخال {{maximum}} حرفًا على الأكثر.',
  'Please enter at least {{minimum}} characters.': 'يرجى إدخال {{minimum}} أحرف على الأقل.',
  'Please enter exactly {{length}} characters.': 'يرجى إدخال {{length}} حرفًا بالضبط.',
  'Please enter a number.': 'يرجى إدخال رقم.',
  'Please enter a whole number.': 'يرجى إدخال عدد صحيح.',
  'Please enter a number no greater than {{maximum}}.': 'يرجى إدخال رقم لا يزيد على {{maximum}}.',
  'Please enter a number less than {{maximum}}.': 'يرجى إدخال رقم أقل من {{maximum}}.',
  'Please enter a number no less than {{minimum}}.': 'يرجى إدخال رقم لا يقل عن {{minimum}}.',
  'Please enter a number greater than {{minimum}}.': 'يرجى إدخال رقم أكبر من {{minimum}}.',
  'Please enter a multiple of {{divisor}}.': 'يرجى إدخال أحد مضاعفات {{divisor}}.',
  'Please choose at most {{maximum}} items.': 'يرجى اختيار {{maximum}} عناصر على الأكثر.',
  'Please choose at least {{minimum}} items.': 'يرجى اختيار {{minimum}} عناصر على الأقل.',
  'Please choose at least one.': 'يرجى اختيار عنصر واحد على الأقل.',
  'Please choose from the list.': 'يرجى الاختيار من القائمة.',
  'Please enter a valid date.': 'يرجى إدخال تاريخ صالح.',
  'Please enter a valid e-mail address.': 'يرجى إدخال عنوان بريد إلكتروني صالح.',
  'This value is not in the right format.': 'هذه القيمة ليست بالتنسيق الصحيح.',
  'This must be text.': 'يجب أن تكون هذه القيمة نصًا.',
  'This must be a list.': 'يجب أن تكون هذه القيمة قائمة.',
  'This must be an object.': 'يجب أن تكون هذه القيمة كائنًا.',
  'This must be true or false.': 'يجب أن تكون هذه القيمة true أو false.',
  'Unknown field: {{field}}.': 'حقل غير معروف: {{field}}.',
  'Search must not exceed 100 characters.': 'يجب ألا يتجاوز البحث 100 حرف.',
};
