import type { ValidationTranslations } from './en-validation.ts';

/** French: the project's wording of schema checks without a message of their own. */
export const frValidation: ValidationTranslations = {
  'This field is required.': 'Ce champ est obligatoire.',
  'Please enter at most {{maximum}} characters.': 'Veuillez saisir au plus {{maximum}} caractères.',
  'Please enter at least {{minimum}} characters.': 'Veuillez saisir au moins {{minimum}} caractères.',
  'Please enter exactly {{length}} characters.': 'Veuillez saisir exactement {{length}} caractères.',
  'Please enter a number.': 'Veuillez saisir un nombre.',
  'Please enter a whole number.': 'Veuillez saisir un nombre entier.',
  'Please enter a number no greater than {{maximum}}.':
    'Veuillez saisir un nombre inférieur ou égal à {{maximum}}.',
  'Please enter a number less than {{maximum}}.': 'Veuillez saisir un nombre inférieur à {{maximum}}.',
  'Please enter a number no less than {{minimum}}.':
    'Veuillez saisir un nombre supérieur ou égal à {{minimum}}.',
  'Please enter a number greater than {{minimum}}.': 'Veuillez saisir un nombre supérieur à {{minimum}}.',
  'Please enter a multiple of {{divisor}}.': 'Veuillez saisir un multiple de {{divisor}}.',
  'Please choose at most {{maximum}} items.': 'Veuillez choisir au plus {{maximum}} éléments.',
  'Please choose at least {{minimum}} items.': 'Veuillez choisir au moins {{minimum}} éléments.',
  'Please choose at least one.': 'Veuillez en choisir au moins un.',
  'Please choose from the list.': 'Veuillez choisir dans la liste.',
  'Please enter a valid date.': 'Veuillez saisir une date valide.',
  'Please enter a valid e-mail address.': 'Veuillez saisir une adresse e-mail valide.',
  'This value is not in the right format.': "Cette valeur n'est pas au bon format.",
  'This must be text.': 'Ceci doit être du texte.',
  'This must be a list.': 'Ceci doit être une liste.',
  'This must be an object.': 'Ceci doit être un objet.',
  'This must be true or false.': 'Ceci doit être vrai ou faux.',
  'Unknown field: {{field}}.': 'Champ inconnu : {{field}}.',
  'Search must not exceed 100 characters.': 'La recherche ne doit pas dépasser 100 caractères.',
};
