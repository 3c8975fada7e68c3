import type { TaskDetailTranslations } from './en-task-detail.ts';

/** French: the task detail page. */
export const frTaskDetail: TaskDetailTranslations = {
  'Edit task': 'Modifier la tâche',
  Task: 'Tâche',
  'Task not found': 'Tâche introuvable',
  'This task does not exist, or you do not have access to it.':
    "Cette tâche n'existe pas, ou vous n'y avez pas accès.",
  'Back to tasks list': 'Retour à la liste des tâches',
  'Something went wrong !': "Une erreur s'est produite !",
  Project: 'Projet',
  'Task ID': 'ID de la tâche',
  'Task name': 'Nom de la tâche',
  'Assigned to': 'Assignée à',
  'Assigned by': 'Assignée par',
  'Created by': 'Créée par',
  'Due date': "Date d'échéance",
  Status: 'Statut',
  Description: 'Description',
  Unassigned: 'Non assignée',
  Overdue: 'En retard',
  New: 'Nouvelle',
  Active: 'Active',
  'In-progress': 'En cours',
  Completed: 'Terminée',
  Closed: 'Clôturée',
  'In-active': 'Inactive',
  Edit: 'Modifier',
  'Task has been updated successfully.': 'La tâche a été mise à jour.',
  'This task has been deleted, so it cannot be edited or deleted.':
    'Cette tâche a été supprimée : elle ne peut plus être modifiée ni supprimée.',
  'This task is closed, so it cannot be edited or deleted.':
    'Cette tâche est clôturée : elle ne peut plus être modifiée ni supprimée.',
  'Are you sure?': 'Êtes-vous sûr ?',
  'You want to delete task {{name}}?': 'Voulez-vous supprimer la tâche {{name}} ?',
  'Yes, delete': 'Oui, supprimer',
  'No, cancel': 'Non, annuler',
  'Deleted!': 'Supprimée !',
  'Task has been deleted successfully.': 'La tâche a été supprimée.',
  'Task name is required!': 'Le nom de la tâche est obligatoire !',
  'Task name must not exceed 50 characters!': 'Le nom de la tâche ne doit pas dépasser 50 caractères !',
  'Due date is required!': "La date d'échéance est obligatoire !",
  'Due date must be between today and 2 years from now!':
    "La date d'échéance doit être comprise entre aujourd'hui et dans 2 ans !",
  'Description is required!': 'La description est obligatoire !',
  'Description must not exceed 5000 characters!': 'La description ne doit pas dépasser 5000 caractères !',
  'Status is required!': 'Le statut est obligatoire !',
  'The assignee must be a user of the project.': 'La personne assignée doit faire partie du projet.',
  'Task cannot be completed without adding a comment.':
    'La tâche ne peut pas être terminée sans ajouter de commentaire.',
  'Only people with the CloseTask permission can close a task.':
    'Seules les personnes ayant la permission CloseTask peuvent clôturer une tâche.',
  'Task not found.': 'Tâche introuvable.',
  'A closed or deleted task cannot be edited.': 'Une tâche clôturée ou supprimée ne peut pas être modifiée.',
  'You are not allowed to edit tasks.': "Vous n'êtes pas autorisé à modifier des tâches.",
  'You are not allowed to delete tasks.': "Vous n'êtes pas autorisé à supprimer des tâches.",
};
