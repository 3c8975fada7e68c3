import type { JobsTranslations } from './en-jobs.ts';

/** French: Settings > Scheduled jobs. */
export const frJobs: JobsTranslations = {
  'Scheduled jobs': 'Tâches planifiées',
  Job: 'Tâche',
  Schedule: 'Planification',
  'Last run': 'Dernière exécution',
  Outcome: 'Résultat',
  Duration: 'Durée',
  Summary: 'Résumé',
  'Next run': 'Prochaine exécution',
  Succeeded: 'Réussie',
  Failed: 'Échouée',
  Running: 'En cours',
  'Not run yet': 'Jamais exécutée',
  'Attempt {{attempt}}': 'Tentative {{attempt}}',
  'No scheduled jobs': 'Aucune tâche planifiée',
  'The job scheduler is not running on this server.':
    'Le planificateur de tâches ne fonctionne pas sur ce serveur.',
  'E-mail delivery': 'Envoi des e-mails',
  'Delivers queued e-mail (invitations, password resets, notifications), retrying failures.':
    "Envoie les e-mails en file d'attente (invitations, réinitialisations de mot de passe, notifications) et réessaie en cas d'échec.",
  'Unused file clean-up': 'Nettoyage des fichiers inutilisés',
  'Removes uploaded files that nothing refers to, 24 hours after their upload.':
    'Supprime les fichiers téléversés auxquels rien ne fait référence, 24 heures après leur téléversement.',
  'Repeated request clean-up': 'Nettoyage des requêtes répétées',
  'Forgets the answers kept for repeated create requests (Idempotency-Key) after 24 hours.':
    'Oublie les réponses conservées pour les demandes de création répétées (Idempotency-Key) après 24 heures.',
  'Every {{seconds}} seconds': 'Toutes les {{seconds}} secondes',
  'Every day at {{time}} ({{timeZone}})': 'Tous les jours à {{time}} ({{timeZone}})',
  'Every hour at minute {{minute}}': 'Toutes les heures à la minute {{minute}}',
  '{{value}} ms': '{{value}} ms',
  '{{value}} s': '{{value}} s',
  '{{minutes}} min {{seconds}} s': '{{minutes}} min {{seconds}} s',
  'Mails each person one list of their tasks that became overdue, once per task.':
    'Envoie à chacun une liste de ses tâches passées en retard, une fois par tâche.',
  'Public holidays': 'Jours fériés',
  'Adds the national public holidays of India and the US for this year and the next.':
    'Ajoute les jours fériés nationaux de l’Inde et des États-Unis pour cette année et la suivante.',
  'Monthly leave top-up': 'Crédit mensuel de congés',
  'Adds the monthly leave (sick 1.5, personal 2, work from home 0.5 days) to everyone, once a month.':
    'Ajoute à chacun les congés du mois (maladie 1,5, personnel 2, télétravail 0,5 jour), une fois par mois.',
  'Compensatory day expiry': 'Expiration des jours de récupération',
  'Takes unused compensatory days off the balance once the period the organisation set for them has passed.':
    "Retire du solde les jours de récupération non utilisés une fois passée la période fixée par l'organisation.",
  'Every month on the 1st at {{time}} ({{timeZone}})': 'Chaque mois le 1er à {{time}} ({{timeZone}})',
  'Every year on 1 January at {{time}} ({{timeZone}})':
    'Chaque année le 1er janvier à {{time}} ({{timeZone}})',
};
