import type { WorkSitesTranslations } from './en-work-sites.ts';

/** Spanish: work sites and the attendance settings. */
export const esWorkSites: WorkSitesTranslations = {
  'Attendance permissions': 'Permisos de asistencia',
  'Work sites': 'Centros de trabajo',
  'People bound to sites may mark attendance only within the radius of one of them.':
    'Las personas asignadas a centros solo pueden marcar asistencia dentro del radio de uno de ellos.',
  'Add work site': 'Añadir centro de trabajo',
  'Edit work site': 'Editar centro de trabajo',
  'No work sites yet': 'Aún no hay centros de trabajo',
  'Until there are, everyone may mark attendance anywhere.':
    'Mientras no los haya, todos pueden marcar asistencia desde cualquier lugar.',
  'Distances show when the browser shares your position.':
    'Las distancias se muestran cuando el navegador comparte su ubicación.',
  Position: 'Ubicación',
  Radius: 'Radio',
  '{{distance}} away': 'a {{distance}}',
  'You are here': 'Está aquí',
  'People ({{number}}):': 'Personas ({{number}}):',
  'No one is bound to this site.': 'Nadie está asignado a este centro.',
  'Edit work site {{name}}': 'Editar el centro de trabajo {{name}}',
  'Delete work site {{name}}': 'Eliminar el centro de trabajo {{name}}',
  'You want to delete work site {{name}}?': '¿Desea eliminar el centro de trabajo {{name}}?',
  'You want to delete work site {{name}}? People bound to no other site may then mark attendance anywhere.':
    '¿Desea eliminar el centro de trabajo {{name}}? Las personas sin otro centro podrán entonces marcar asistencia desde cualquier lugar.',
  'Work site saved.': 'Centro de trabajo guardado.',
  'Work site updated.': 'Centro de trabajo actualizado.',
  'Work site deleted.': 'Centro de trabajo eliminado.',
  'Site name': 'Nombre del centro',
  Latitude: 'Latitud',
  Longitude: 'Longitud',
  'Use my current position': 'Usar mi ubicación actual',
  'Your position is not available. Allow location access, or type the latitude and longitude.':
    'Su ubicación no está disponible. Permita el acceso a la ubicación o escriba la latitud y la longitud.',
  'Radius (metres)': 'Radio (metros)',
  'Attendance can be marked within this distance of the site.':
    'Se puede marcar asistencia dentro de esta distancia del centro.',
  'People bound to this site': 'Personas asignadas a este centro',
  'They may mark attendance only at their work sites. People bound to none may mark it anywhere.':
    'Solo pueden marcar asistencia en sus centros de trabajo. Quienes no tienen ninguno pueden marcarla desde cualquier lugar.',
  'Compensatory days': 'Días compensatorios',
  'A day earned by working on a weekend or a holiday is lost when it is not taken in time.':
    'Un día ganado trabajando en fin de semana o festivo se pierde si no se toma a tiempo.',
  'Compensatory days expire after': 'Los días compensatorios caducan a los',
  days: 'días',
  'From {{min}} to {{max}} days.': 'De {{min}} a {{max}} días.',
  'Attendance settings saved.': 'Ajustes de asistencia guardados.',
  'Site name is required!': '¡El nombre del centro es obligatorio!',
  'Must not exceed 100 characters!': '¡No debe superar los 100 caracteres!',
  'A work site with this name already exists.': 'Ya existe un centro de trabajo con este nombre.',
  'Latitude must be a number from -90 to 90.': 'La latitud debe ser un número entre -90 y 90.',
  'Longitude must be a number from -180 to 180.': 'La longitud debe ser un número entre -180 y 180.',
  'Radius must be a whole number of metres from 25 to 10000.':
    'El radio debe ser un número entero de metros entre 25 y 10000.',
  'Choose people of the organisation.': 'Elija personas de la organización.',
  'The expiry must be a whole number of days from 1 to 730.':
    'La caducidad debe ser un número entero de días entre 1 y 730.',
};
