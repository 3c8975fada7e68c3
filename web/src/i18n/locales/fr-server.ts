import type { ServerTranslations } from './en-server.ts';

/** French: messages the server sends that no screen had a key for. */
export const frServer: ServerTranslations = {
  'Task {{name}} cannot be deleted in its current state.':
    'La tâche {{name}} ne peut pas être supprimée dans son état actuel.',
  'Task {{name}} is not deleted.': 'La tâche {{name}} n’est pas supprimée.',
  'You cannot grant {{permissions}}.': 'Vous ne pouvez pas accorder {{permissions}}.',
  'You are {{distance}} from {{site}}, the nearest of your work sites. Attendance can be marked within {{radius}} m of it.':
    'Vous êtes à {{distance}} de {{site}}, le plus proche de vos sites de travail. La présence peut être pointée à moins de {{radius}} m de celui-ci.',
  'Your session security token is missing or out of date. Reload the page and try again.':
    'Le jeton de sécurité de votre session est absent ou périmé. Rechargez la page et réessayez.',
  'The request body is not valid JSON.': 'Le corps de la requête n’est pas un JSON valide.',
  'The request body is empty.': 'Le corps de la requête est vide.',
  'The request is too large.': 'La requête est trop volumineuse.',
  'The file is too large.': 'Le fichier est trop volumineux.',
  'This content type is not supported.': 'Ce type de contenu n’est pas pris en charge.',
  'Invalid content length.': 'Longueur de contenu non valide.',
  'The request body must be a JSON object.': 'Le corps de la requête doit être un objet JSON.',
  'The request body is nested too deeply.': 'Le corps de la requête est trop profondément imbriqué.',
  'This text contains characters that are not allowed.': 'Ce texte contient des caractères non autorisés.',
  'The Idempotency-Key header must be 1 to 255 printable ASCII characters.':
    'L’en-tête Idempotency-Key doit comporter de 1 à 255 caractères ASCII imprimables.',
  'This Idempotency-Key was already used for a different request.':
    'Cette Idempotency-Key a déjà servi pour une autre requête.',
  'A request with this Idempotency-Key is still being processed. Please try again in a moment.':
    'Une requête avec cette Idempotency-Key est encore en cours de traitement. Réessayez dans un instant.',
  'Invalid id.': 'Identifiant non valide.',
  'Page size must be 10, 15, 25, 50 or 100.': 'La taille de page doit être 10, 15, 25, 50 ou 100.',
  'Page size must be 10, 25, 50 or 100.': 'La taille de page doit être 10, 25, 50 ou 100.',
  'Page size must be 10, 25 or 50.': 'La taille de page doit être 10, 25 ou 50.',
  'Choose a valid start date.': 'Choisissez une date de début valide.',
  'Choose a valid end date.': 'Choisissez une date de fin valide.',
  'Choose at most 100 tasks.': 'Choisissez au plus 100 tâches.',
  'Choose at most 1000 tasks to export.': 'Choisissez au plus 1000 tâches à exporter.',
  'Format must be pdf, xlsx, csv or json.': 'Le format doit être pdf, xlsx, csv ou json.',
  'This report does not exist.': 'Ce rapport n’existe pas.',
  'File not found.': 'Fichier introuvable.',
  'Attachment not found.': 'Pièce jointe introuvable.',
  'This person does not exist.': 'Cette personne n’existe pas.',
  'Each project can be chosen once.': 'Chaque projet ne peut être choisi qu’une fois.',
  'Each permission can be given once.': 'Chaque permission ne peut être accordée qu’une fois.',
  'Only Admins can see the scheduled jobs.': 'Seuls les administrateurs peuvent voir les tâches planifiées.',
  'Choose both dates of the range.': 'Choisissez les deux dates de la période.',
  'The range must not exceed 62 days.': 'La période ne doit pas dépasser 62 jours.',
  'This attendance record does not exist.': 'Ce pointage n’existe pas.',
  'The photo is no longer stored.': 'La photo n’est plus conservée.',
  'No town or city is near this position.': 'Aucune ville ne se trouve près de cette position.',
  'You are not allowed to manage attendance settings.':
    'Vous n’êtes pas autorisé à gérer les paramètres de présence.',
  'This work site does not exist.': 'Ce site de travail n’existe pas.',
  'You are not allowed to review tax declarations.':
    'Vous n’êtes pas autorisé à examiner les déclarations d’investissement.',
  'You are not allowed to reopen tax declarations.':
    'Vous n’êtes pas autorisé à rouvrir les déclarations d’investissement.',
  'Only the person who uploaded a document may delete it.':
    'Seule la personne qui a envoyé un document peut le supprimer.',
};
