import type { TaskTimelinePlurals, TaskTimelineTranslations } from './en-task-timeline.ts';

/** Spanish: the Timeline card of a task. */
export const esTaskTimeline: TaskTimelineTranslations = {
  Timeline: 'Historial',
  'Loading the timeline…': 'Cargando el historial…',
  'Nothing has happened to this task yet.': 'Todavía no ha pasado nada en esta tarea.',
  'Load more': 'Cargar más',
  'created the task': 'creó la tarea',
  'edited the task': 'editó la tarea',
  'deleted the task': 'eliminó la tarea',
  'restored the task': 'restauró la tarea',
  commented: 'comentó',
  Edited: 'Editado',
  '{{user}} was deleted; tasks moved to {{name}}': '{{user}} fue eliminado; sus tareas pasaron a {{name}}',
  'Changed the name from {{previous}} to {{current}}': 'Cambió el nombre de {{previous}} a {{current}}',
  'Changed the assignee from {{previous}} to {{current}}':
    'Cambió la persona asignada de {{previous}} a {{current}}',
  'Changed the due date from {{previous}} to {{current}}':
    'Cambió la fecha de vencimiento de {{previous}} a {{current}}',
  'Changed the status from {{previous}} to {{current}}': 'Cambió el estado de {{previous}} a {{current}}',
  'Changed the description': 'Cambió la descripción',
  'just now': 'justo ahora',
  '{{count}} minutes ago': 'hace {{count}} minutos',
  '{{count}} hours ago': 'hace {{count}} horas',
  yesterday: 'ayer',
  'This page of the timeline cannot be found; reload it from the start.':
    'No se encuentra esta página del historial; vuelva a cargarlo desde el principio.',
  'Choose between 1 and 50 entries.': 'Elija entre 1 y 50 entradas.',
};

export const esTaskTimelinePlurals: TaskTimelinePlurals = {
  '{{count}} minutes ago': { one: 'hace {{count}} minuto' },
  '{{count}} hours ago': { one: 'hace {{count}} hora' },
};
