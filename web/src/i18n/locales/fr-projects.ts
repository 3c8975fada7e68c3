import type { ProjectsTranslations } from './en-projects.ts';

/** French: the projects pages. */
export const frProjects: ProjectsTranslations = {
  // Projects list
  'Add project': 'Ajouter un projet',
  'Search projects': 'Rechercher des projets',
  'No projects found!': 'Aucun projet trouvé !',
  'Members: {{number}}': 'Membres : {{number}}',
  '{{number}} more members': '{{number}} autres membres',
  // Add and edit project
  'Edit project': 'Modifier le projet',
  Thumbnail: 'Vignette',
  'Upload thumbnail': 'Téléverser une vignette',
  'Remove thumbnail': 'Retirer la vignette',
  'Project {{name}} has been added.': 'Le projet {{name}} a été ajouté.',
  'Project {{name}} has been updated.': 'Le projet {{name}} a été mis à jour.',
  // Project details
  'Task status': 'État des tâches',
  '{{status}} tasks: {{number}}': 'Tâches « {{status}} » : {{number}}',
  Members: 'Membres',
  'View project team': "Voir l'équipe du projet",
  'Delete project': 'Supprimer le projet',
  'You want to delete project {{name}}?': 'Voulez-vous supprimer le projet {{name}} ?',
  'Project {{name}} has been deleted.': 'Le projet {{name}} a été supprimé.',
  'It may have been deleted, or you are not in its team.':
    'Il a peut-être été supprimé, ou vous ne faites pas partie de son équipe.',
  'Back to projects': 'Retour aux projets',
  // Project team
  'Project team( {{name}} )': 'Équipe du projet( {{name}} )',
  User: 'Utilisateur',
  'User type': "Type d'utilisateur",
  Member: 'Membre',
  'Select all users': 'Sélectionner tous les utilisateurs',
  'Select {{name}}': 'Sélectionner {{name}}',
  'Remove selected': 'Retirer la sélection',
  'Remove selected ({{number}})': 'Retirer la sélection ({{number}})',
  'Get started by adding a new user.': 'Commencez par ajouter un utilisateur.',
  'User name': "Nom de l'utilisateur",
  'The chosen users have been added to this project.':
    'Les utilisateurs choisis ont été ajoutés à ce projet.',
  'Remove from project': 'Retirer du projet',
  'Are you sure you want to remove {{name}} in this project?':
    'Voulez-vous vraiment retirer {{name}} de ce projet ?',
  'Are you sure you want to remove these users?': 'Voulez-vous vraiment retirer ces utilisateurs ?',
  'Yes, remove': 'Oui, retirer',
  '{{name}} has been removed from this project.': '{{name}} a été retiré(e) de ce projet.',
  '{{number}} users have been removed from this project.':
    '{{number}} utilisateurs ont été retirés de ce projet.',
  // Messages of the shared project schema
  'Project name is required!': 'Le nom du projet est obligatoire !',
  'Project name must not exceed 100 characters!': 'Le nom du projet ne doit pas dépasser 100 caractères !',
  'Project name already exists!': 'Ce nom de projet existe déjà !',
  'Project description is required!': 'La description du projet est obligatoire !',
  'Project description must not exceed 500 characters!':
    'La description du projet ne doit pas dépasser 500 caractères !',
  'Project user is required!': 'Un utilisateur du projet est obligatoire !',
  'User name is required!': "Le nom de l'utilisateur est obligatoire !",
  'Some of the chosen users cannot be added: they are inactive or outside your team.':
    'Certains utilisateurs choisis ne peuvent pas être ajoutés : ils sont inactifs ou hors de votre équipe.',
  'Some of the chosen users are not in this project.':
    'Certains utilisateurs choisis ne font pas partie de ce projet.',
  'You cannot remove yourself from this project.': 'Vous ne pouvez pas vous retirer vous-même de ce projet.',
  'This project still has open tasks. Complete or close them before deleting the project.':
    'Ce projet a encore des tâches ouvertes. Terminez-les ou clôturez-les avant de supprimer le projet.',
  'The thumbnail is not a picture uploaded for a project. Please upload it again.':
    "La vignette n'est pas une image téléversée pour un projet. Veuillez la téléverser à nouveau.",
  'Project not found.': 'Projet introuvable.',
  'You do not have permission to create projects.': "Vous n'avez pas l'autorisation de créer des projets.",
  'You do not have permission to edit this project.': "Vous n'avez pas l'autorisation de modifier ce projet.",
  'You do not have permission to delete this project.':
    "Vous n'avez pas l'autorisation de supprimer ce projet.",
  'You do not have permission to add users to this project.':
    "Vous n'avez pas l'autorisation d'ajouter des utilisateurs à ce projet.",
  'You do not have permission to remove users from this project.':
    "Vous n'avez pas l'autorisation de retirer des utilisateurs de ce projet.",
  'You do not have permission to choose project users.':
    "Vous n'avez pas l'autorisation de choisir les utilisateurs d'un projet.",
  'You do not have permission to upload project thumbnails.':
    "Vous n'avez pas l'autorisation de téléverser des vignettes de projet.",
};
