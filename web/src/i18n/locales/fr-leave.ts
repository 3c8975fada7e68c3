import type { LeaveTranslations } from './en-leave.ts';

/** French: leave application and approval. */
export const frLeave: LeaveTranslations = {
  // The leave list (spec 002 §2)
  'Applied on': 'Demandé le',
  Employee: 'Employé',
  'Type of leave': 'Type de congé',
  'From date': 'Date de début',
  'To date': 'Date de fin',
  Reason: 'Motif',
  Actions: 'Actions',
  Approve: 'Approuver',
  Reject: 'Refuser',
  'Cancel leave': 'Annuler le congé',
  'Edit the leave of {{name}}': 'Modifier le congé de {{name}}',
  'Delete the leave of {{name}}': 'Supprimer le congé de {{name}}',
  'Approve the leave of {{name}}': 'Approuver le congé de {{name}}',
  'Reject the leave of {{name}}': 'Refuser le congé de {{name}}',
  'Cancel the leave of {{name}}': 'Annuler le congé de {{name}}',
  'Whose applications': 'Demandes affichées',
  'All applications': 'Toutes les demandes',
  'My applications': 'Mes demandes',
  'Search leave applications': 'Rechercher des demandes de congé',
  'Apply leave': 'Demander un congé',
  'Edit leave': 'Modifier le congé',
  'Not deleted': 'Non supprimé',
  'Leave cancelled.': 'Congé annulé.',
  // Statuses (spec 002 §4)
  Pending: 'En attente',
  Approved: 'Approuvé',
  Rejected: 'Refusé',
  Expired: 'Expiré',
  // Leave types (LEAVE_TYPES in shared/rules/leave.ts)
  'Sick leave': 'Congé maladie',
  'Personal leave': 'Congé personnel',
  'Work from home': 'Télétravail',
  'Optional leave': 'Congé facultatif',
  'Public holiday': 'Jour férié',
  'Paternity leave': 'Congé paternité',
  'Compensatory leave': 'Repos compensateur',
  'Maternity leave': 'Congé maternité',
  'Bereavement leave': 'Congé de deuil',
  // Durations: '1 day', 'N days', months from 30 days on (spec 002 §5, §9)
  '{{n}} day': '{{n}} jour',
  '{{n}} days': '{{n}} jours',
  '{{n}} month': '{{n}} mois',
  '{{n}} months': '{{n}} mois',
  '(first half)': '(première demi-journée)',
  '(second half)': '(seconde demi-journée)',
  // Decisions and deleting
  'Reject leave': 'Refuser le congé',
  'You want to reject the leave of {{name}} from {{from}} to {{to}}?':
    'Voulez-vous refuser le congé de {{name}} du {{from}} au {{to}} ?',
  'You want to cancel the approved leave of {{name}} from {{from}} to {{to}}? Its days go back to the balance.':
    'Voulez-vous annuler le congé approuvé de {{name}} du {{from}} au {{to}} ? Ses jours reviennent au solde.',
  'Yes, reject': 'Oui, refuser',
  'Yes, cancel leave': 'Oui, annuler le congé',
  'Note (optional)': 'Note (facultative)',
  'Sent to the applicant with the decision.': 'Envoyée au demandeur avec la décision.',
  'You want to delete your {{type}} from {{from}} to {{to}}?':
    'Voulez-vous supprimer votre demande ({{type}}) du {{from}} au {{to}} ?',
  // The leave form (spec 002 §2, §5)
  'Leave type': 'Type de congé',
  'Choose a leave type': 'Choisissez un type de congé',
  'Available: {{n}}': 'Disponible : {{n}}',
  'Clear from date': 'Effacer la date de début',
  'Clear to date': 'Effacer la date de fin',
  Day: 'Journée',
  'Full day': 'Journée entière',
  'First half': 'Première demi-journée',
  'Second half': 'Seconde demi-journée',
  'Day by day': 'Jour par jour',
  'Working day': 'Jour ouvré',
  Weekend: 'Week-end',
  Holiday: 'Jour férié',
  // Messages of the shared leave rules (LEAVE_MESSAGES), from the form and from the server
  'Leave type is required!': 'Le type de congé est obligatoire !',
  'From date is required!': 'La date de début est obligatoire !',
  'To date is required!': 'La date de fin est obligatoire !',
  'Duration is required!': 'La durée est obligatoire !',
  'Reason is required!': 'Le motif est obligatoire !',
  'Reason must not exceed 500 characters!': 'Le motif ne doit pas dépasser 500 caractères !',
  'From date cannot be before today!': "La date de début ne peut pas être antérieure à aujourd'hui !",
  'To date cannot be before from date!': 'La date de fin ne peut pas être antérieure à la date de début !',
  'The chosen dates have no working day.': 'Les dates choisies ne comportent aucun jour ouvré.',
  'Leave cannot start or end on a weekend or a holiday.':
    'Un congé ne peut ni commencer ni finir un week-end ou un jour férié.',
  'You already have leave on these dates.': 'Vous avez déjà un congé à ces dates.',
  'A half day is a leave of one day.': "Une demi-journée ne vaut que pour un congé d'un seul jour.",
  'You cannot apply maternity leave!': 'Vous ne pouvez pas demander de congé maternité !',
  "You don't have Compensatory leave": "Vous n'avez pas de repos compensateur",
  "you have a {{n}} Compensatory leave's only": "vous n'avez que {{n}} jour(s) de repos compensateur",
  'You have no {{type}} left.': 'Solde épuisé : {{type}}.',
  'You have only {{n}} day of {{type}} available.': 'Il ne vous reste que {{n}} jour disponible : {{type}}.',
  'You have only {{n}} days of {{type}} available.':
    'Il ne vous reste que {{n}} jours disponibles : {{type}}.',
  'Leave can be applied up to {{day}}.': "Un congé peut être demandé jusqu'au {{day}}.",
  'Leave applied successfully.': 'Demande de congé enregistrée.',
  'Leave updated successfully.': 'Congé modifié.',
  'Leave deleted successfully.': 'Congé supprimé.',
  'Leave approved.': 'Congé approuvé.',
  'Leave rejected.': 'Congé refusé.',
  'This leave is no longer pending.': "Ce congé n'est plus en attente.",
  'You cannot approve or reject your own leave.':
    'Vous ne pouvez ni approuver ni refuser votre propre congé.',
  'Days are required!': 'Le nombre de jours est obligatoire !',
  'The correction would take the balance below zero.': 'La correction rendrait le solde négatif.',
  // The leave API's other messages (server/modules/leave)
  'This leave does not exist.': "Ce congé n'existe pas.",
  'Only the applicant can change or delete a leave.':
    'Seul le demandeur peut modifier ou supprimer un congé.',
  'Only an approved leave that has not started can be cancelled.':
    "Seul un congé approuvé qui n'a pas commencé peut être annulé.",
  'You are not allowed to cancel this leave.': "Vous n'êtes pas autorisé à annuler ce congé.",
  'Note must not exceed 300 characters!': 'La note ne doit pas dépasser 300 caractères !',
  // Shown by the Attendance screen that hosts the leave tab, and by the holiday location of the user form
  // (both came with the leave and holidays foundation without their keys)
  Section: 'Section',
  'Holiday permissions': 'Autorisations des jours fériés',
  'Choose India or US.': "Choisissez l'Inde ou les États-Unis.",
  'Only an Admin can change the holiday location.':
    'Seul un administrateur peut modifier le lieu des jours fériés.',
};
