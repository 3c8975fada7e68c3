import type { TaskDetailTranslations } from './en-task-detail.ts';

/** Spanish: the task detail page. */
export const esTaskDetail: TaskDetailTranslations = {
  'Edit task': 'Editar tarea',
  Task: 'Tarea',
  'Task not found': 'Tarea no encontrada',
  'This task does not exist, or you do not have access to it.':
    'Esta tarea no existe o no tiene acceso a ella.',
  'Back to tasks list': 'Volver a la lista de tareas',
  'Something went wrong !': '¡Algo salió mal!',
  Project: 'Proyecto',
  'Task ID': 'ID de tarea',
  'Task name': 'Nombre de la tarea',
  'Assigned to': 'Asignada a',
  'Assigned by': 'Asignada por',
  'Created by': 'Creada por',
  'Due date': 'Fecha de vencimiento',
  Status: 'Estado',
  Description: 'Descripción',
  Unassigned: 'Sin asignar',
  Overdue: 'Vencida',
  New: 'Nueva',
  Active: 'Activa',
  'In-progress': 'En curso',
  Completed: 'Completada',
  Closed: 'Cerrada',
  'In-active': 'Inactiva',
  Edit: 'Editar',
  'Task has been updated successfully.': 'La tarea se ha actualizado correctamente.',
  'This task has been deleted, so it cannot be edited or deleted.':
    'Esta tarea se ha eliminado, así que no se puede editar ni eliminar.',
  'This task is closed, so it cannot be edited or deleted.':
    'Esta tarea está cerrada, así que no se puede editar ni eliminar.',
  'Are you sure?': '¿Está seguro?',
  'You want to delete task {{name}}?': '¿Quiere eliminar la tarea {{name}}?',
  'Yes, delete': 'Sí, eliminar',
  'No, cancel': 'No, cancelar',
  'Deleted!': '¡Eliminada!',
  'Task has been deleted successfully.': 'La tarea se ha eliminado correctamente.',
  'Task name is required!': '¡El nombre de la tarea es obligatorio!',
  'Task name must not exceed 50 characters!': '¡El nombre de la tarea no debe superar los 50 caracteres!',
  'Due date is required!': '¡La fecha de vencimiento es obligatoria!',
  'Due date must be between today and 2 years from now!':
    '¡La fecha de vencimiento debe estar entre hoy y dentro de 2 años!',
  'Description is required!': '¡La descripción es obligatoria!',
  'Description must not exceed 5000 characters!': '¡La descripción no debe superar los 5000 caracteres!',
  'Status is required!': '¡El estado es obligatorio!',
  'The assignee must be a user of the project.': 'La persona asignada debe ser usuaria del proyecto.',
  'Task cannot be completed without adding a comment.':
    'La tarea no se puede completar sin añadir un comentario.',
  'Only people with the CloseTask permission can close a task.':
    'Solo las personas con el permiso CloseTask pueden cerrar una tarea.',
  'Task not found.': 'Tarea no encontrada.',
  'A closed or deleted task cannot be edited.': 'Una tarea cerrada o eliminada no se puede editar.',
  'You are not allowed to edit tasks.': 'No tiene permiso para editar tareas.',
  'You are not allowed to delete tasks.': 'No tiene permiso para eliminar tareas.',
};
