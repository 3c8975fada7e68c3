import type { TaskCommentsTranslations } from './en-task-comments.ts';

/** Spanish: a task's comments. */
export const esTaskComments: TaskCommentsTranslations = {
  'Add a comment': 'Añadir un comentario',
  Comment: 'Comentar',
  'Write a comment. Type @ to mention someone.': 'Escribe un comentario. Escribe @ para mencionar a alguien.',
  'Edit comment': 'Editar comentario',
  'People to mention': 'Personas para mencionar',
  'No one in this project matches.': 'Nadie de este proyecto coincide.',
  Bold: 'Negrita',
  Italic: 'Cursiva',
  Underline: 'Subrayado',
  Strikethrough: 'Tachado',
  Code: 'Código',
  'Bulleted list': 'Lista con viñetas',
  'Numbered list': 'Lista numerada',
  Link: 'Enlace',
  'Remove link': 'Quitar enlace',
  'Web address': 'Dirección web',
  'Opens in a new tab': 'Se abre en una pestaña nueva',
  'Write a comment or attach a file.': 'Escribe un comentario o adjunta un archivo.',
  'A comment cannot be saved empty.': 'Un comentario no se puede guardar vacío.',
  'This comment is too long.': 'Este comentario es demasiado largo.',
  'Images are not allowed in this field.': 'No se permiten imágenes en este campo.',
  "Only people in this task's project can be mentioned.":
    'Solo se puede mencionar a personas del proyecto de esta tarea.',
  'Only its author can edit a comment.': 'Solo su autor puede editar un comentario.',
  'A deleted task cannot be commented on.': 'No se puede comentar una tarea eliminada.',
  'Comment not found.': 'Comentario no encontrado.',
  'Type at most 100 characters.': 'Escribe como máximo 100 caracteres.',
  'Attach files': 'Adjuntar archivos',
  'Attached files': 'Archivos adjuntos',
  'Download {{name}}': 'Descargar {{name}}',
  'The file size must not exceed 10MB, and a maximum of 10 files can be uploaded.':
    'Cada archivo no debe superar 10 MB, y se pueden subir 10 archivos como máximo.',
  'File size should not be greater than 10MB.': 'El archivo no debe superar 10 MB.',
  'Please upload jpg, png, jpeg, img, doc, pdf, ppt, xls, pptx, xlsx, docx files only!':
    '¡Sube solo archivos jpg, png, jpeg, img, doc, pdf, ppt, xls, pptx, xlsx, docx!',
};
