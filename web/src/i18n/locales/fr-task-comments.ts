import type { TaskCommentsTranslations } from './en-task-comments.ts';

/** French: a task's comments. */
export const frTaskComments: TaskCommentsTranslations = {
  'Add a comment': 'Ajouter un commentaire',
  Comment: 'Commenter',
  'Write a comment. Type @ to mention someone.': 'Écrivez un commentaire. Tapez @ pour mentionner quelqu’un.',
  'Edit comment': 'Modifier le commentaire',
  'People to mention': 'Personnes à mentionner',
  'No one in this project matches.': 'Personne ne correspond dans ce projet.',
  Bold: 'Gras',
  Italic: 'Italique',
  Underline: 'Souligné',
  Strikethrough: 'Barré',
  Code: 'Code',
  'Bulleted list': 'Liste à puces',
  'Numbered list': 'Liste numérotée',
  Link: 'Lien',
  'Remove link': 'Retirer le lien',
  'Web address': 'Adresse web',
  'Opens in a new tab': 'S’ouvre dans un nouvel onglet',
  'Write a comment or attach a file.': 'Écrivez un commentaire ou joignez un fichier.',
  'A comment cannot be saved empty.': 'Un commentaire ne peut pas être enregistré vide.',
  'This comment is too long.': 'Ce commentaire est trop long.',
  'Images are not allowed in this field.': 'Les images ne sont pas autorisées dans ce champ.',
  "Only people in this task's project can be mentioned.":
    'Seules les personnes du projet de cette tâche peuvent être mentionnées.',
  'Only its author can edit a comment.': 'Seul son auteur peut modifier un commentaire.',
  'A deleted task cannot be commented on.': 'Une tâche supprimée ne peut pas être commentée.',
  'Comment not found.': 'Commentaire introuvable.',
  'Type at most 100 characters.': 'Tapez au plus 100 caractères.',
  'Attach files': 'Joindre des fichiers',
  'Attached files': 'Fichiers joints',
  'Download {{name}}': 'Télécharger {{name}}',
  'The file size must not exceed 10MB, and a maximum of 10 files can be uploaded.':
    'La taille d’un fichier ne doit pas dépasser 10 Mo, et 10 fichiers au plus peuvent être envoyés.',
  'File size should not be greater than 10MB.': 'La taille du fichier ne doit pas dépasser 10 Mo.',
  'Please upload jpg, png, jpeg, img, doc, pdf, ppt, xls, pptx, xlsx, docx files only!':
    'Veuillez envoyer uniquement des fichiers jpg, png, jpeg, img, doc, pdf, ppt, xls, pptx, xlsx, docx !',
  'Send overdue reminder': 'Envoyer un rappel de retard',
  'Send overdue reminder for {{name}}': 'Envoyer un rappel de retard pour {{name}}',
  'Reminder sent on {{day}}': 'Rappel envoyé le {{day}}',
  'Sent {{day}}': 'Envoyé le {{day}}',
  Sent: 'Envoyé',
  'Overdue reminder sent to {{name}}.': 'Rappel de retard envoyé à {{name}}.',
  'Only an overdue task with an assignee can be reminded about.':
    'Seule une tâche en retard et assignée peut faire l’objet d’un rappel.',
  'A reminder about this task was already sent today.':
    'Un rappel pour cette tâche a déjà été envoyé aujourd’hui.',
  'The chosen tasks have no attachments.': 'Les tâches choisies n’ont pas de pièces jointes.',
};
