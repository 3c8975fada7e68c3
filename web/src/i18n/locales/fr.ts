import { frAttendance } from './fr-attendance.ts';
import { frHrReports } from './fr-hr-reports.ts';
import { frTaxDeclaration } from './fr-tax-declaration.ts';
import { frTaxProofs } from './fr-tax-proofs.ts';
import { frAppraisals } from './fr-appraisals.ts';
import { frLetters } from './fr-letters.ts';
import { frWorkSites } from './fr-work-sites.ts';
import { frAttendanceGrid } from './fr-attendance-grid.ts';
import { frReports } from './fr-reports.ts';
import type { Translations } from './en.ts';
import { pluralEntries } from './en-task-timeline.ts';
import { frDashboard } from './fr-dashboard.ts';
import { frHolidays } from './fr-holidays.ts';
import { frJobs } from './fr-jobs.ts';
import { frPasswords } from './fr-passwords.ts';
import { frCountries } from './fr-countries.ts';
import { frLayout } from './fr-layout.ts';
import { frLeave } from './fr-leave.ts';
import { frNavigation } from './fr-navigation.ts';
import { frPeople } from './fr-people.ts';
import { frProjects } from './fr-projects.ts';
import { frTaskComments } from './fr-task-comments.ts';
import { frTaskDetail } from './fr-task-detail.ts';
import { frTaskTimeline, frTaskTimelinePlurals } from './fr-task-timeline.ts';
import { frTasks } from './fr-tasks.ts';
import { frServer } from './fr-server.ts';
import { frValidation } from './fr-validation.ts';

/** French. */
export const fr: Translations = {
  // Layout: sidebar, top bar, footer
  Dashboard: 'Tableau de bord',
  Tasks: 'Tâches',
  Users: 'Utilisateurs',
  Organization: 'Organisation',
  Projects: 'Projets',
  Attendance: 'Présence',
  Reports: 'Rapports',
  'HR Management': 'Gestion RH',
  'Letter Requests': 'Demandes de lettres',
  'Performance Matrix': 'Matrice de performance',
  'Self Appraisal': 'Auto-évaluation',
  'Manager Appraisal': 'Évaluation par le responsable',
  'Investment Declarations': "Déclarations d'investissement",
  'IT Proof Submission': 'Dépôt des justificatifs fiscaux',
  'Main navigation': 'Navigation principale',
  'Open navigation': 'Ouvrir la navigation',
  'Close navigation': 'Fermer la navigation',
  'Skip to main content': 'Aller au contenu principal',
  'All rights reserved.': 'Tous droits réservés.',
  'Enter full screen': 'Passer en plein écran',
  'Exit full screen': 'Quitter le plein écran',
  Language: 'Langue',
  'Account menu of {{name}}': 'Menu du compte de {{name}}',
  Profile: 'Profil',
  'Log out': 'Se déconnecter',
  Breadcrumb: "Fil d'Ariane",
  // Page titles
  'Sign in': 'Se connecter',
  'Forgot password': 'Mot de passe oublié',
  'E-mail verification': "Vérification de l'e-mail",
  'Reset password': 'Réinitialiser le mot de passe',
  Settings: 'Paramètres',
  'Task details': 'Détails de la tâche',
  'Add user': 'Ajouter un utilisateur',
  'Edit user': "Modifier l'utilisateur",
  'User tasks': "Tâches de l'utilisateur",
  'User profile': "Profil de l'utilisateur",
  'Project team': 'Équipe du projet',
  'Project details': 'Détails du projet',
  'Organization structure': "Structure de l'organisation",
  'Leave approval': 'Approbation des congés',
  'Holidays calendar': 'Calendrier des jours fériés',
  'Group attendance report': 'Rapport de présence du groupe',
  'Late and early report': 'Rapport des retards et départs anticipés',
  'Absence report': "Rapport d'absences",
  'Overtime report': 'Rapport des heures supplémentaires',
  'Holiday and leave balance report': 'Rapport des jours fériés et des soldes de congés',
  'Manager appraisals': 'Évaluations par le responsable',
  // Common
  'Welcome {{name}}': 'Bienvenue {{name}}',
  'Loading…': 'Chargement…',
  Close: 'Fermer',
  'There is no space left to store this file. Please try again later or tell your administrator.':
    "Il n'y a plus d'espace pour enregistrer ce fichier. Veuillez réessayer plus tard ou prévenir votre administrateur.",
  'Try again': 'Réessayer',
  'The page could not be shown. Reloading usually helps.':
    "La page n'a pas pu être affichée. La recharger suffit généralement.",
  Reload: 'Recharger',
  // Sign-in, recovery and e-mail links
  Email: 'E-mail',
  Password: 'Mot de passe',
  'Forgot password?': 'Mot de passe oublié ?',
  'Sign in to continue to Orgdesk.': 'Connectez-vous pour accéder à Orgdesk.',
  'Your session has ended. Please sign in again.': 'Votre session a pris fin. Veuillez vous reconnecter.',
  Demo: 'Démo',
  'Every demo account signs in with the password {{password}}.':
    'Tous les comptes de démonstration se connectent avec le mot de passe {{password}}.',
  Reset: 'Réinitialiser',
  'Back to login': 'Retour à la connexion',
  'Enter your e-mail address and we will send you a link to reset your password.':
    'Saisissez votre adresse e-mail et nous vous enverrons un lien pour réinitialiser votre mot de passe.',
  'Set your password': 'Définissez votre mot de passe',
  'Verified successfully': 'Vérifié avec succès',
  'Your e-mail address is verified. You can sign in now.':
    'Votre adresse e-mail est vérifiée. Vous pouvez maintenant vous connecter.',
  'Email Expired': 'E-mail expiré',
  'Email Sent': 'E-mail envoyé',
  'We have sent you an e-mail with a link.': 'Nous vous avons envoyé un e-mail contenant un lien.',
  'Not Verified': 'Non vérifié',
  'Link not valid': 'Lien non valide',
  'If you do not see it in your inbox, please check your spam folder.':
    'Si vous ne le voyez pas dans votre boîte de réception, vérifiez votre dossier de courrier indésirable.',
  Resend: 'Renvoyer',
  'Request a new link': 'Demander un nouveau lien',
  'Go to login': 'Aller à la connexion',
  // Passwords
  'New password': 'Nouveau mot de passe',
  'Confirm password': 'Confirmer le mot de passe',
  'Current password': 'Mot de passe actuel',
  'Hide password': 'Masquer le mot de passe',
  'Show password': 'Afficher le mot de passe',
  'Password must contain:': 'Le mot de passe doit contenir :',
  '(met)': '(respecté)',
  '(not met)': '(non respecté)',
  'Lowercase letter': 'Lettre minuscule',
  'Uppercase letter': 'Lettre majuscule',
  Number: 'Chiffre',
  'Special character': 'Caractère spécial',
  '8 characters': '8 caractères',
  // Settings
  'Profile settings': 'Paramètres du profil',
  'Account settings': 'Paramètres du compte',
  Update: 'Mettre à jour',
  // Messages of the shared auth schema (AUTH_MESSAGES), shown by the forms and sent by the server
  'Email is required!': "L'e-mail est obligatoire !",
  'Please enter valid email!': 'Veuillez saisir un e-mail valide !',
  'Email must be a valid email address!': "L'e-mail doit être une adresse e-mail valide !",
  'Email must not exceed 150 characters!': "L'e-mail ne doit pas dépasser 150 caractères !",
  'Password is required!': 'Le mot de passe est obligatoire !',
  'Current password is required!': 'Le mot de passe actuel est obligatoire !',
  'Please enter correct current password!': 'Veuillez saisir le bon mot de passe actuel !',
  'New password is required!': 'Le nouveau mot de passe est obligatoire !',
  'Password must be at least 8 characters!': 'Le mot de passe doit contenir au moins 8 caractères !',
  'Password must not exceed 100 characters!': 'Le mot de passe ne doit pas dépasser 100 caractères !',
  'Password is invalid!': "Le mot de passe n'est pas valide !",
  'New password is invalid!': "Le nouveau mot de passe n'est pas valide !",
  'New password and current password should not be same.':
    'Le nouveau mot de passe et le mot de passe actuel ne doivent pas être identiques.',
  'Confirm password is required!': 'La confirmation du mot de passe est obligatoire !',
  'New password and confirm password must match!':
    'Le nouveau mot de passe et sa confirmation doivent correspondre !',
  'Invalid email or password.': 'E-mail ou mot de passe incorrect.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Trop de tentatives. Patientez quelques minutes, puis réessayez.',
  'Your e-mail address is not verified yet.': "Votre adresse e-mail n'est pas encore vérifiée.",
  'If an account exists for this e-mail, a link has been sent to it.':
    'Si un compte existe pour cet e-mail, un lien lui a été envoyé.',
  'This link has expired. Request a new one.': 'Ce lien a expiré. Demandez-en un nouveau.',
  'This link is not valid any more. Request a new one.': "Ce lien n'est plus valide. Demandez-en un nouveau.",
  'Your password has been reset. Sign in with your new password.':
    'Votre mot de passe a été réinitialisé. Connectez-vous avec votre nouveau mot de passe.',
  // Failures the client itself reports (lib/api-client.ts)
  'Could not reach the server. Check your connection and try again.':
    'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  'The server took too long to answer. Please try again.':
    'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
  // The server's general error messages (server/lib/errors.ts, error-handler.ts)
  'Please sign in to continue.': 'Veuillez vous connecter pour continuer.',
  'You are not allowed to do this.': "Vous n'êtes pas autorisé à effectuer cette action.",
  'Not found.': 'Introuvable.',
  'Please correct the highlighted fields.': 'Veuillez corriger les champs signalés.',
  'Cross-site request refused.': 'Requête intersite refusée.',
  'Invalid value.': 'Valeur non valide.',
  ...frValidation,
  ...frServer,
  ...frPeople,
  ...frTasks,
  ...frProjects,
  ...frDashboard,
  ...frTaskDetail,
  ...frTaskTimeline,
  ...frTaskComments,
  ...pluralEntries(frTaskTimelinePlurals),
  ...frJobs,
  ...frPasswords,
  ...frCountries,
  ...frLayout,
  ...frNavigation,
  ...frLeave,
  ...frHolidays,
  ...frAttendance,
  ...frWorkSites,
  ...frAttendanceGrid,
  ...frHrReports,
  ...frTaxDeclaration,
  ...frTaxProofs,
  ...frAppraisals,
  ...frLetters,
  ...frReports,
};
