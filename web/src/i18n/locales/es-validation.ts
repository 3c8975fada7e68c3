import type { ValidationTranslations } from './en-validation.ts';

/** Spanish: the project's wording of schema checks without a message of their own. */
export const esValidation: ValidationTranslations = {
  'This field is required.': 'Este campo es obligatorio.',
  'Please enter at most {{maximum}} characters.': 'Introduce como máximo {{maximum}} caracteres.',
  'Please enter at least {{minimum}} characters.': 'Introduce al menos {{minimum}} caracteres.',
  'Please enter exactly {{length}} characters.': 'Introduce exactamente {{length}} caracteres.',
  'Please enter a number.': 'Introduce un número.',
  'Please enter a whole number.': 'Introduce un número entero.',
  'Please enter a number no greater than {{maximum}}.': 'Introduce un número no mayor que {{maximum}}.',
  'Please enter a number less than {{maximum}}.': 'Introduce un número menor que {{maximum}}.',
  'Please enter a number no less than {{minimum}}.': 'Introduce un número no menor que {{minimum}}.',
  'Please enter a number greater than {{minimum}}.': 'Introduce un número mayor que {{minimum}}.',
  'Please enter a multiple of {{divisor}}.': 'Introduce un múltiplo de {{divisor}}.',
  'Please choose at most {{maximum}} items.': 'Elige como máximo {{maximum}} elementos.',
  'Please choose at least {{minimum}} items.': 'Elige al menos {{minimum}} elementos.',
  'Please choose at least one.': 'Elige al menos uno.',
  'Please choose from the list.': 'Elige una opción de la lista.',
  'Please enter a valid date.': 'Introduce una fecha válida.',
  'Please enter a valid e-mail address.': 'Introduce una dirección de correo electrónico válida.',
  'This value is not in the right format.': 'Este valor no tiene el formato correcto.',
  'This must be text.': 'Debe ser texto.',
  'This must be a list.': 'Debe ser una lista.',
  'This must be an object.': 'Debe ser un objeto.',
  'This must be true or false.': 'Debe ser verdadero o falso.',
  'Unknown field: {{field}}.': 'Campo desconocido: {{field}}.',
  'Search must not exceed 100 characters.': 'La búsqueda no debe superar los 100 caracteres.',
};
