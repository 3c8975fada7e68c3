import { esAttendance } from './es-attendance.ts';
import { esHrReports } from './es-hr-reports.ts';
import { esTaxDeclaration } from './es-tax-declaration.ts';
import { esTaxProofs } from './es-tax-proofs.ts';
import { esAppraisals } from './es-appraisals.ts';
import { esLetters } from './es-letters.ts';
import { esWorkSites } from './es-work-sites.ts';
import { esAttendanceGrid } from './es-attendance-grid.ts';
import { esReports } from './es-reports.ts';
import type { Translations } from './en.ts';
import { pluralEntries } from './en-task-timeline.ts';
import { esDashboard } from './es-dashboard.ts';
import { esHolidays } from './es-holidays.ts';
import { esJobs } from './es-jobs.ts';
import { esPasswords } from './es-passwords.ts';
import { esCountries } from './es-countries.ts';
import { esLayout } from './es-layout.ts';
import { esLeave } from './es-leave.ts';
import { esNavigation } from './es-navigation.ts';
import { esPeople } from './es-people.ts';
import { esProjects } from './es-projects.ts';
import { esTaskComments } from './es-task-comments.ts';
import { esTaskDetail } from './es-task-detail.ts';
import { esTaskTimeline, esTaskTimelinePlurals } from './es-task-timeline.ts';
import { esTasks } from './es-tasks.ts';
import { esServer } from './es-server.ts';
import { esValidation } from './es-validation.ts';

/** Spanish. */
export const es: Translations = {
  // Layout: sidebar, top bar, footer
  Dashboard: 'Panel',
  Tasks: 'Tareas',
  Users: 'Usuarios',
  Organization: 'Organización',
  Projects: 'Proyectos',
  Attendance: 'Asistencia',
  Reports: 'Informes',
  'HR Management': 'Gestión de RR. HH.',
  'Letter Requests': 'Solicitudes de cartas',
  'Performance Matrix': 'Matriz de desempeño',
  'Self Appraisal': 'Autoevaluación',
  'Manager Appraisal': 'Evaluación del responsable',
  'Investment Declarations': 'Declaraciones de inversión',
  'IT Proof Submission': 'Envío de justificantes fiscales',
  'Main navigation': 'Navegación principal',
  'Open navigation': 'Abrir la navegación',
  'Close navigation': 'Cerrar la navegación',
  'Skip to main content': 'Saltar al contenido principal',
  'All rights reserved.': 'Todos los derechos reservados.',
  'Enter full screen': 'Pantalla completa',
  'Exit full screen': 'Salir de pantalla completa',
  Language: 'Idioma',
  'Account menu of {{name}}': 'Menú de la cuenta de {{name}}',
  Profile: 'Perfil',
  'Log out': 'Cerrar sesión',
  Breadcrumb: 'Ruta de navegación',
  // Page titles
  'Sign in': 'Iniciar sesión',
  'Forgot password': 'Contraseña olvidada',
  'E-mail verification': 'Verificación del correo electrónico',
  'Reset password': 'Restablecer la contraseña',
  Settings: 'Configuración',
  'Task details': 'Detalles de la tarea',
  'Add user': 'Añadir usuario',
  'Edit user': 'Editar usuario',
  'User tasks': 'Tareas del usuario',
  'User profile': 'Perfil del usuario',
  'Project team': 'Equipo del proyecto',
  'Project details': 'Detalles del proyecto',
  'Organization structure': 'Estructura de la organización',
  'Leave approval': 'Aprobación de ausencias',
  'Holidays calendar': 'Calendario de festivos',
  'Group attendance report': 'Informe de asistencia del grupo',
  'Late and early report': 'Informe de retrasos y salidas anticipadas',
  'Absence report': 'Informe de ausencias',
  'Overtime report': 'Informe de horas extra',
  'Holiday and leave balance report': 'Informe de festivos y saldo de ausencias',
  'Manager appraisals': 'Evaluaciones del responsable',
  // Common
  'Welcome {{name}}': 'Te damos la bienvenida, {{name}}',
  'Loading…': 'Cargando…',
  Close: 'Cerrar',
  'There is no space left to store this file. Please try again later or tell your administrator.':
    'No queda espacio para guardar este archivo. Vuelva a intentarlo más tarde o avise a su administrador.',
  'Try again': 'Reintentar',
  'The page could not be shown. Reloading usually helps.':
    'No se pudo mostrar la página. Recargarla suele ayudar.',
  Reload: 'Recargar',
  // Sign-in, recovery and e-mail links
  Email: 'Correo electrónico',
  Password: 'Contraseña',
  'Forgot password?': '¿Olvidaste tu contraseña?',
  'Sign in to continue to Orgdesk.': 'Inicia sesión para continuar en Orgdesk.',
  'Your session has ended. Please sign in again.': 'Tu sesión ha finalizado. Vuelve a iniciar sesión.',
  Demo: 'Demo',
  'Every demo account signs in with the password {{password}}.':
    'Todas las cuentas de demostración inician sesión con la contraseña {{password}}.',
  Reset: 'Restablecer',
  'Back to login': 'Volver al inicio de sesión',
  'Enter your e-mail address and we will send you a link to reset your password.':
    'Introduce tu correo electrónico y te enviaremos un enlace para restablecer tu contraseña.',
  'Set your password': 'Establece tu contraseña',
  'Verified successfully': 'Verificado correctamente',
  'Your e-mail address is verified. You can sign in now.':
    'Tu correo electrónico está verificado. Ya puedes iniciar sesión.',
  'Email Expired': 'Correo caducado',
  'Email Sent': 'Correo enviado',
  'We have sent you an e-mail with a link.': 'Te hemos enviado un correo con un enlace.',
  'Not Verified': 'No verificado',
  'Link not valid': 'Enlace no válido',
  'If you do not see it in your inbox, please check your spam folder.':
    'Si no lo ves en tu bandeja de entrada, revisa la carpeta de spam.',
  Resend: 'Reenviar',
  'Request a new link': 'Solicitar un enlace nuevo',
  'Go to login': 'Ir al inicio de sesión',
  // Passwords
  'New password': 'Nueva contraseña',
  'Confirm password': 'Confirmar contraseña',
  'Current password': 'Contraseña actual',
  'Hide password': 'Ocultar contraseña',
  'Show password': 'Mostrar contraseña',
  'Password must contain:': 'La contraseña debe contener:',
  '(met)': '(cumplido)',
  '(not met)': '(no cumplido)',
  'Lowercase letter': 'Letra minúscula',
  'Uppercase letter': 'Letra mayúscula',
  Number: 'Número',
  'Special character': 'Carácter especial',
  '8 characters': '8 caracteres',
  // Settings
  'Profile settings': 'Configuración del perfil',
  'Account settings': 'Configuración de la cuenta',
  Update: 'Actualizar',
  // Messages of the shared auth schema (AUTH_MESSAGES), shown by the forms and sent by the server
  'Email is required!': '¡El correo electrónico es obligatorio!',
  'Please enter valid email!': '¡Introduce un correo electrónico válido!',
  'Email must be a valid email address!': '¡El correo debe ser una dirección de correo válida!',
  'Email must not exceed 150 characters!': '¡El correo no debe superar los 150 caracteres!',
  'Password is required!': '¡La contraseña es obligatoria!',
  'Current password is required!': '¡La contraseña actual es obligatoria!',
  'Please enter correct current password!': '¡Introduce la contraseña actual correcta!',
  'New password is required!': '¡La nueva contraseña es obligatoria!',
  'Password must be at least 8 characters!': '¡La contraseña debe tener al menos 8 caracteres!',
  'Password must not exceed 100 characters!': '¡La contraseña no debe superar los 100 caracteres!',
  'Password is invalid!': '¡La contraseña no es válida!',
  'New password is invalid!': '¡La nueva contraseña no es válida!',
  'New password and current password should not be same.':
    'La nueva contraseña y la actual no deben ser iguales.',
  'Confirm password is required!': '¡La confirmación de la contraseña es obligatoria!',
  'New password and confirm password must match!': '¡La nueva contraseña y su confirmación deben coincidir!',
  'Invalid email or password.': 'Correo electrónico o contraseña incorrectos.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  'Your e-mail address is not verified yet.': 'Tu correo electrónico aún no está verificado.',
  'If an account exists for this e-mail, a link has been sent to it.':
    'Si existe una cuenta con este correo, se le ha enviado un enlace.',
  'This link has expired. Request a new one.': 'Este enlace ha caducado. Solicita uno nuevo.',
  'This link is not valid any more. Request a new one.': 'Este enlace ya no es válido. Solicita uno nuevo.',
  'Your password has been reset. Sign in with your new password.':
    'Tu contraseña se ha restablecido. Inicia sesión con la nueva contraseña.',
  // Failures the client itself reports (lib/api-client.ts)
  'Could not reach the server. Check your connection and try again.':
    'No se pudo contactar con el servidor. Comprueba tu conexión y vuelve a intentarlo.',
  'The server took too long to answer. Please try again.':
    'El servidor tardó demasiado en responder. Inténtalo de nuevo.',
  // The server's general error messages (server/lib/errors.ts, error-handler.ts)
  'Please sign in to continue.': 'Inicia sesión para continuar.',
  'You are not allowed to do this.': 'No tienes permiso para hacer esto.',
  'Not found.': 'No encontrado.',
  'Please correct the highlighted fields.': 'Corrige los campos señalados.',
  'Cross-site request refused.': 'Solicitud entre sitios rechazada.',
  'Invalid value.': 'Valor no válido.',
  ...esValidation,
  ...esServer,
  ...esPeople,
  ...esTasks,
  ...esProjects,
  ...esDashboard,
  ...esTaskDetail,
  ...esTaskTimeline,
  ...esTaskComments,
  ...pluralEntries(esTaskTimelinePlurals),
  ...esJobs,
  ...esPasswords,
  ...esCountries,
  ...esLayout,
  ...esNavigation,
  ...esLeave,
  ...esHolidays,
  ...esAttendance,
  ...esWorkSites,
  ...esAttendanceGrid,
  ...esHrReports,
  ...esTaxDeclaration,
  ...esTaxProofs,
  ...esAppraisals,
  ...esLetters,
  ...esReports,
};
