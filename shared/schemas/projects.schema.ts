import { z } from 'zod';
import { listPage, listSearch, requiredString, serialIdParam } from './common.schema.ts';

/** Limits of spec 001 §9 for projects, read by the server and the web app. */
export const PROJECT_NAME_MAX_LENGTH = 100;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 500;
export const PROJECTS_PAGE_SIZE = 12;
export const PROJECT_TEAM_PAGE_SIZE = 10;
/** Member avatars a project card shows before '+N' (spec 001 §2.6). */
export const PROJECT_AVATARS_SHOWN = 3;
/** Members the details page shows in its members panel. */
export const PROJECT_DETAILS_MEMBERS_SHOWN = 5;
/** Users that one add or remove may name at once. */
export const PROJECT_MEMBERS_PER_CHANGE = 200;

/**
 * Messages of spec 001 §5, word for word, except the duplicate name, whose typo ('is already
 * exists') is corrected as DESIGN.md allows. The rest are our own.
 */
export const PROJECT_MESSAGES = {
  nameRequired: 'Project name is required!',
  nameTooLong: `Project name must not exceed ${PROJECT_NAME_MAX_LENGTH} characters!`,
  nameExists: 'Project name already exists!',
  descriptionRequired: 'Project description is required!',
  descriptionTooLong: `Project description must not exceed ${PROJECT_DESCRIPTION_MAX_LENGTH} characters!`,
  usersRequired: 'Project user is required!',
  memberRequired: 'User name is required!',
  usersUnavailable: 'Some of the chosen users cannot be added: they are inactive or outside your team.',
  notMembers: 'Some of the chosen users are not in this project.',
  cannotRemoveSelf: 'You cannot remove yourself from this project.',
  hasOpenTasks: 'This project still has open tasks. Complete or close them before deleting the project.',
  thumbnailInvalid: 'The thumbnail is not a picture uploaded for a project. Please upload it again.',
  notFound: 'Project not found.',
  cannotCreate: 'You do not have permission to create projects.',
  cannotEdit: 'You do not have permission to edit this project.',
  cannotDelete: 'You do not have permission to delete this project.',
  cannotAddMember: 'You do not have permission to add users to this project.',
  cannotRemoveMember: 'You do not have permission to remove users from this project.',
  cannotChoosePeople: 'You do not have permission to choose project users.',
  cannotUpload: 'You do not have permission to upload project thumbnails.',
} as const;

/** A stored thumbnail: the server names it; the client only hands back what an upload returned. */
export const THUMBNAIL_KEY_PATTERN = /^thumbnails\/[A-Za-z0-9_-]{16,64}\.(jpg|png)$/;

const thumbnailKey = z
  .string()
  .regex(THUMBNAIL_KEY_PATTERN, { error: PROJECT_MESSAGES.thumbnailInvalid })
  .nullable()
  .optional();

export const projectNameSchema = requiredString(PROJECT_MESSAGES.nameRequired)
  .refine((v) => v.trim().length > 0, { error: PROJECT_MESSAGES.nameRequired, abort: true })
  .max(PROJECT_NAME_MAX_LENGTH, { error: PROJECT_MESSAGES.nameTooLong });

export const projectDescriptionSchema = requiredString(PROJECT_MESSAGES.descriptionRequired)
  .refine((v) => v.trim().length > 0, { error: PROJECT_MESSAGES.descriptionRequired, abort: true })
  .max(PROJECT_DESCRIPTION_MAX_LENGTH, { error: PROJECT_MESSAGES.descriptionTooLong });

const userIds = (requiredMessage: string) =>
  z
    .array(z.uuid({ error: requiredMessage }), { error: requiredMessage })
    .min(1, { error: requiredMessage })
    .max(PROJECT_MEMBERS_PER_CHANGE);

/**
 * Add project (spec 001 §2.6, §5). The members become the chosen users, their reporting managers
 * and the creator (spec 001 §4). `thumbnailKey` is what POST /projects/thumbnails answered.
 */
export const createProjectBodySchema = z.strictObject({
  name: projectNameSchema,
  description: projectDescriptionSchema,
  userIds: userIds(PROJECT_MESSAGES.usersRequired),
  thumbnailKey,
});
export type CreateProjectBody = z.infer<typeof createProjectBodySchema>;

/**
 * Edit project: name, description and thumbnail (the team is changed on the team page).
 * `thumbnailKey` left out keeps the picture, null removes it, a key replaces it.
 */
export const updateProjectBodySchema = z.strictObject({
  name: projectNameSchema,
  description: projectDescriptionSchema,
  thumbnailKey,
});
export type UpdateProjectBody = z.infer<typeof updateProjectBodySchema>;

/** Add users to a project's team, or remove them. */
export const projectMembersBodySchema = z.strictObject({
  userIds: userIds(PROJECT_MESSAGES.memberRequired),
});
export type ProjectMembersBody = z.infer<typeof projectMembersBodySchema>;

const page = listPage();
const pageSize = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);

export const projectListQuerySchema = z.strictObject({
  search: listSearch(),
  page,
  pageSize: pageSize(PROJECTS_PAGE_SIZE),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const projectMembersQuerySchema = z.strictObject({
  page,
  pageSize: pageSize(PROJECT_TEAM_PAGE_SIZE),
});
export type ProjectMembersQuery = z.infer<typeof projectMembersQuerySchema>;

export const projectIdParamsSchema = z.object({ id: serialIdParam() });
export const projectGuidParamsSchema = z.object({ guid: z.uuid() });

export const projectAvailabilityQuerySchema = z.strictObject({
  name: z.string().max(200),
  /** The project being edited: its own name is not a duplicate. */
  excludeId: serialIdParam().optional(),
});
export const projectAvailabilityResponseSchema = z.object({
  available: z.boolean(),
  message: z.string().nullable(),
});
export type ProjectAvailability = z.infer<typeof projectAvailabilityResponseSchema>;

export const memberOptionsQuerySchema = z.strictObject({
  /** Leave out who is already in this project's team. */
  projectId: serialIdParam().optional(),
});

export const personOptionSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
});
export type PersonOption = z.infer<typeof personOptionSchema>;
export const memberOptionsResponseSchema = z.object({ items: z.array(personOptionSchema) });
export type MemberOptionsResponse = z.infer<typeof memberOptionsResponseSchema>;

export const projectAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  addMember: z.boolean(),
  removeMember: z.boolean(),
});
export type ProjectAbilities = z.infer<typeof projectAbilitiesSchema>;

export const memberPreviewSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type MemberPreview = z.infer<typeof memberPreviewSchema>;

/** A projects-list card. */
export const projectListItemSchema = z.object({
  id: z.number().int(),
  guid: z.uuid(),
  name: z.string(),
  description: z.string(),
  thumbnailUrl: z.string().nullable(),
  memberCount: z.number().int(),
  /** The first members, for the avatar stack. */
  members: z.array(memberPreviewSchema),
  abilities: projectAbilitiesSchema,
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const projectListResponseSchema = z.object({
  items: z.array(projectListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  canCreate: z.boolean(),
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

export const thumbnailUploadResponseSchema = z.object({ thumbnailKey: z.string() });
export type ThumbnailUploadResponse = z.infer<typeof thumbnailUploadResponseSchema>;

/** The status panel of the details page (spec 001 §2.8, §3 project task counts). */
export const PROJECT_COUNT_STATUSES = [
  'New',
  'Active',
  'Completed',
  'In-progress',
  'In-active',
  'Overdue',
] as const;
export type ProjectCountStatus = (typeof PROJECT_COUNT_STATUSES)[number];

export const projectTaskCountsSchema = z.object({
  new: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  inProgress: z.number().int(),
  inactive: z.number().int(),
  overdue: z.number().int(),
});
export type ProjectTaskCounts = z.infer<typeof projectTaskCountsSchema>;

export const projectDetailsSchema = z.object({
  id: z.number().int(),
  guid: z.uuid(),
  name: z.string(),
  description: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** null when nobody is recorded (the page shows 'N/A'). */
  createdBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  counts: projectTaskCountsSchema,
  memberCount: z.number().int(),
  members: z.array(memberPreviewSchema),
  abilities: projectAbilitiesSchema,
});
export type ProjectDetails = z.infer<typeof projectDetailsSchema>;

export const projectMemberRowSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  isActive: z.boolean(),
  /** Always 'Member' (spec 001 §2.7). */
  userType: z.literal('Member'),
  /** Whether the caller may remove this person: never themself. */
  abilities: z.object({ remove: z.boolean() }),
});
export type ProjectMemberRow = z.infer<typeof projectMemberRowSchema>;

export const projectMembersResponseSchema = z.object({
  project: z.object({ id: z.number().int(), guid: z.uuid(), name: z.string() }),
  items: z.array(projectMemberRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  abilities: projectAbilitiesSchema,
});
export type ProjectMembersResponse = z.infer<typeof projectMembersResponseSchema>;

export const projectMembersChangeResponseSchema = z.object({
  /** How many people the change added or removed. */
  changed: z.number().int(),
});
export type ProjectMembersChangeResponse = z.infer<typeof projectMembersChangeResponseSchema>;
