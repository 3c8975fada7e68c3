import type { TaskTimelinePlurals, TaskTimelineTranslations } from './en-task-timeline.ts';

/** French: the Timeline card of a task. */
export const frTaskTimeline: TaskTimelineTranslations = {
  Timeline: 'Historique',
  'Loading the timeline…': "Chargement de l'historique…",
  'Nothing has happened to this task yet.': "Rien ne s'est encore passé sur cette tâche.",
  'Load more': 'Afficher plus',
  'created the task': 'a créé la tâche',
  'edited the task': 'a modifié la tâche',
  'deleted the task': 'a supprimé la tâche',
  'restored the task': 'a restauré la tâche',
  commented: 'a commenté',
  Edited: 'Modifié',
  '{{user}} was deleted; tasks moved to {{name}}':
    '{{user}} a été supprimé(e) ; ses tâches sont passées à {{name}}',
  'Changed the name from {{previous}} to {{current}}': 'Nom changé de {{previous}} à {{current}}',
  'Changed the assignee from {{previous}} to {{current}}':
    'Personne assignée changée de {{previous}} à {{current}}',
  'Changed the due date from {{previous}} to {{current}}':
    "Date d'échéance changée du {{previous}} au {{current}}",
  'Changed the status from {{previous}} to {{current}}': 'Statut changé de {{previous}} à {{current}}',
  'Changed the description': 'Description modifiée',
  'just now': "à l'instant",
  '{{count}} minutes ago': 'il y a {{count}} minutes',
  '{{count}} hours ago': 'il y a {{count}} heures',
  yesterday: 'hier',
  'This page of the timeline cannot be found; reload it from the start.':
    "Cette page de l'historique est introuvable ; rechargez-le depuis le début.",
  'Choose between 1 and 50 entries.': 'Choisissez entre 1 et 50 entrées.',
};

export const frTaskTimelinePlurals: TaskTimelinePlurals = {
  '{{count}} minutes ago': { one: 'il y a {{count}} minute' },
  '{{count}} hours ago': { one: 'il y a {{count}} heure' },
};
