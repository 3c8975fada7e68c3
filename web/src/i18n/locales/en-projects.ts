/**
 * The strings of the projects pages (issue 4), in English: the keys. Kept apart from en.ts so that
 * each locale file stays readable; en.ts spreads them into MESSAGE_KEYS.
 */
export const PROJECTS_MESSAGE_KEYS = [
  // Projects list
  'Add project',
  'Search projects',
  'No projects found!',
  'Members: {{number}}',
  '{{number}} more members',
  // Add and edit project
  'Edit project',
  'Thumbnail',
  'Upload thumbnail',
  'Remove thumbnail',
  'Project {{name}} has been added.',
  'Project {{name}} has been updated.',
  // Project details
  'Task status',
  '{{status}} tasks: {{number}}',
  'Members',
  'View project team',
  'Delete project',
  'You want to delete project {{name}}?',
  'Project {{name}} has been deleted.',
  'It may have been deleted, or you are not in its team.',
  'Back to projects',
  // Project team
  'Project team( {{name}} )',
  'User',
  'User type',
  'Member',
  'Select all users',
  'Select {{name}}',
  'Remove selected',
  'Remove selected ({{number}})',
  'Get started by adding a new user.',
  'User name',
  'The chosen users have been added to this project.',
  'Remove from project',
  'Are you sure you want to remove {{name}} in this project?',
  'Are you sure you want to remove these users?',
  'Yes, remove',
  '{{name}} has been removed from this project.',
  '{{number}} users have been removed from this project.',
  // Messages of the shared project schema (PROJECT_MESSAGES), shown by the forms and sent by the server
  'Project name is required!',
  'Project name must not exceed 100 characters!',
  'Project name already exists!',
  'Project description is required!',
  'Project description must not exceed 500 characters!',
  'Project user is required!',
  'User name is required!',
  'Some of the chosen users cannot be added: they are inactive or outside your team.',
  'Some of the chosen users are not in this project.',
  'You cannot remove yourself from this project.',
  'This project still has open tasks. Complete or close them before deleting the project.',
  'The thumbnail is not a picture uploaded for a project. Please upload it again.',
  'Project not found.',
  'You do not have permission to create projects.',
  'You do not have permission to edit this project.',
  'You do not have permission to delete this project.',
  'You do not have permission to add users to this project.',
  'You do not have permission to remove users from this project.',
  'You do not have permission to choose project users.',
  'You do not have permission to upload project thumbnails.',
] as const;

export type ProjectsMessageKey = (typeof PROJECTS_MESSAGE_KEYS)[number];
export type ProjectsTranslations = Record<ProjectsMessageKey, string>;
