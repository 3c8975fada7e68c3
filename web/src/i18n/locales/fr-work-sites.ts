import type { WorkSitesTranslations } from './en-work-sites.ts';

/** French: work sites and the attendance settings. */
export const frWorkSites: WorkSitesTranslations = {
  'Attendance permissions': 'Autorisations de présence',
  'Work sites': 'Sites de travail',
  'People bound to sites may mark attendance only within the radius of one of them.':
    'Les personnes rattachées à des sites ne peuvent pointer que dans le rayon de l’un d’eux.',
  'Add work site': 'Ajouter un site de travail',
  'Edit work site': 'Modifier le site de travail',
  'No work sites yet': 'Aucun site de travail pour l’instant',
  'Until there are, everyone may mark attendance anywhere.':
    'En attendant, chacun peut pointer depuis n’importe où.',
  'Distances show when the browser shares your position.':
    'Les distances s’affichent lorsque le navigateur partage votre position.',
  Position: 'Position',
  Radius: 'Rayon',
  '{{distance}} away': 'à {{distance}}',
  'You are here': 'Vous y êtes',
  'People ({{number}}):': 'Personnes ({{number}}) :',
  'No one is bound to this site.': 'Personne n’est rattaché à ce site.',
  'Edit work site {{name}}': 'Modifier le site de travail {{name}}',
  'Delete work site {{name}}': 'Supprimer le site de travail {{name}}',
  'You want to delete work site {{name}}?': 'Voulez-vous supprimer le site de travail {{name}} ?',
  'You want to delete work site {{name}}? People bound to no other site may then mark attendance anywhere.':
    'Voulez-vous supprimer le site de travail {{name}} ? Les personnes rattachées à aucun autre site pourront alors pointer depuis n’importe où.',
  'Work site saved.': 'Site de travail enregistré.',
  'Work site updated.': 'Site de travail mis à jour.',
  'Work site deleted.': 'Site de travail supprimé.',
  'Site name': 'Nom du site',
  Latitude: 'Latitude',
  Longitude: 'Longitude',
  'Use my current position': 'Utiliser ma position actuelle',
  'Your position is not available. Allow location access, or type the latitude and longitude.':
    'Votre position n’est pas disponible. Autorisez l’accès à la localisation, ou saisissez la latitude et la longitude.',
  'Radius (metres)': 'Rayon (mètres)',
  'Attendance can be marked within this distance of the site.':
    'Le pointage est possible à cette distance du site au plus.',
  'People bound to this site': 'Personnes rattachées à ce site',
  'They may mark attendance only at their work sites. People bound to none may mark it anywhere.':
    'Elles ne peuvent pointer que sur leurs sites de travail. Les personnes sans site peuvent pointer depuis n’importe où.',
  'Compensatory days': 'Jours de récupération',
  'A day earned by working on a weekend or a holiday is lost when it is not taken in time.':
    'Un jour gagné en travaillant un week-end ou un jour férié est perdu s’il n’est pas pris à temps.',
  'Compensatory days expire after': 'Les jours de récupération expirent après',
  days: 'jours',
  'From {{min}} to {{max}} days.': 'De {{min}} à {{max}} jours.',
  'Attendance settings saved.': 'Paramètres de présence enregistrés.',
  'Site name is required!': 'Le nom du site est obligatoire !',
  'Must not exceed 100 characters!': 'Ne doit pas dépasser 100 caractères !',
  'A work site with this name already exists.': 'Un site de travail porte déjà ce nom.',
  'Latitude must be a number from -90 to 90.': 'La latitude doit être un nombre entre -90 et 90.',
  'Longitude must be a number from -180 to 180.': 'La longitude doit être un nombre entre -180 et 180.',
  'Radius must be a whole number of metres from 25 to 10000.':
    'Le rayon doit être un nombre entier de mètres entre 25 et 10000.',
  'Choose people of the organisation.': 'Choisissez des personnes de l’organisation.',
  'The expiry must be a whole number of days from 1 to 730.':
    'L’expiration doit être un nombre entier de jours entre 1 et 730.',
};
