import type { ProjectsTranslations } from './en-projects.ts';

/** Spanish: the projects pages. */
export const esProjects: ProjectsTranslations = {
  // Projects list
  'Add project': 'Añadir proyecto',
  'Search projects': 'Buscar proyectos',
  'No projects found!': '¡No se encontraron proyectos!',
  'Members: {{number}}': 'Miembros: {{number}}',
  '{{number}} more members': '{{number}} miembros más',
  // Add and edit project
  'Edit project': 'Editar proyecto',
  Thumbnail: 'Miniatura',
  'Upload thumbnail': 'Subir miniatura',
  'Remove thumbnail': 'Quitar miniatura',
  'Project {{name}} has been added.': 'Se ha añadido el proyecto {{name}}.',
  'Project {{name}} has been updated.': 'Se ha actualizado el proyecto {{name}}.',
  // Project details
  'Task status': 'Estado de las tareas',
  '{{status}} tasks: {{number}}': 'Tareas «{{status}}»: {{number}}',
  Members: 'Miembros',
  'View project team': 'Ver el equipo del proyecto',
  'Delete project': 'Eliminar proyecto',
  'You want to delete project {{name}}?': '¿Quiere eliminar el proyecto {{name}}?',
  'Project {{name}} has been deleted.': 'Se ha eliminado el proyecto {{name}}.',
  'It may have been deleted, or you are not in its team.':
    'Puede que se haya eliminado o que usted no forme parte de su equipo.',
  'Back to projects': 'Volver a los proyectos',
  // Project team
  'Project team( {{name}} )': 'Equipo del proyecto( {{name}} )',
  User: 'Usuario',
  'User type': 'Tipo de usuario',
  Member: 'Miembro',
  'Select all users': 'Seleccionar todos los usuarios',
  'Select {{name}}': 'Seleccionar a {{name}}',
  'Remove selected': 'Quitar seleccionados',
  'Remove selected ({{number}})': 'Quitar seleccionados ({{number}})',
  'Get started by adding a new user.': 'Empiece añadiendo un usuario.',
  'User name': 'Nombre del usuario',
  'The chosen users have been added to this project.':
    'Los usuarios elegidos se han añadido a este proyecto.',
  'Remove from project': 'Quitar del proyecto',
  'Are you sure you want to remove {{name}} in this project?':
    '¿Seguro que quiere quitar a {{name}} de este proyecto?',
  'Are you sure you want to remove these users?': '¿Seguro que quiere quitar a estos usuarios?',
  'Yes, remove': 'Sí, quitar',
  '{{name}} has been removed from this project.': 'Se ha quitado a {{name}} de este proyecto.',
  '{{number}} users have been removed from this project.':
    'Se ha quitado a {{number}} usuarios de este proyecto.',
  // Messages of the shared project schema
  'Project name is required!': '¡El nombre del proyecto es obligatorio!',
  'Project name must not exceed 100 characters!':
    '¡El nombre del proyecto no debe superar los 100 caracteres!',
  'Project name already exists!': '¡El nombre del proyecto ya existe!',
  'Project description is required!': '¡La descripción del proyecto es obligatoria!',
  'Project description must not exceed 500 characters!':
    '¡La descripción del proyecto no debe superar los 500 caracteres!',
  'Project user is required!': '¡Se necesita al menos un usuario del proyecto!',
  'User name is required!': '¡El nombre del usuario es obligatorio!',
  'Some of the chosen users cannot be added: they are inactive or outside your team.':
    'Algunos de los usuarios elegidos no se pueden añadir: están inactivos o fuera de su equipo.',
  'Some of the chosen users are not in this project.':
    'Algunos de los usuarios elegidos no están en este proyecto.',
  'You cannot remove yourself from this project.': 'No puede quitarse a sí mismo de este proyecto.',
  'This project still has open tasks. Complete or close them before deleting the project.':
    'Este proyecto aún tiene tareas abiertas. Complételas o ciérrelas antes de eliminar el proyecto.',
  'The thumbnail is not a picture uploaded for a project. Please upload it again.':
    'La miniatura no es una imagen subida para un proyecto. Vuelva a subirla.',
  'Project not found.': 'Proyecto no encontrado.',
  'You do not have permission to create projects.': 'No tiene permiso para crear proyectos.',
  'You do not have permission to edit this project.': 'No tiene permiso para editar este proyecto.',
  'You do not have permission to delete this project.': 'No tiene permiso para eliminar este proyecto.',
  'You do not have permission to add users to this project.':
    'No tiene permiso para añadir usuarios a este proyecto.',
  'You do not have permission to remove users from this project.':
    'No tiene permiso para quitar usuarios de este proyecto.',
  'You do not have permission to choose project users.':
    'No tiene permiso para elegir usuarios de proyectos.',
  'You do not have permission to upload project thumbnails.':
    'No tiene permiso para subir miniaturas de proyectos.',
};
