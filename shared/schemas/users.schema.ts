import { z } from 'zod';
import {
  CUSTOM_ITEM_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMPLOYEE_CODE_MAX_LENGTH,
  LANGUAGE_CODES,
  NAME_MAX_LENGTH,
  PHONE_LENGTH,
  USERS_DEFAULT_PAGE_SIZE,
  USERS_PAGE_SIZES,
} from '../constants.ts';
import { ALL_PERMISSIONS } from '../permissions.ts';
import { HOLIDAY_LOCATION_CODES, HOLIDAY_MESSAGES } from '../rules/holidays.ts';
import { isBirthday } from '../rules/team-calendar.ts';
import {
  EMPLOYEE_CODE_PATTERN,
  isValidUserEmail,
  NAME_PATTERN,
  PROFILE_NAME_PATTERN,
} from '../rules/people.ts';
import { isDistinct, listPage, listSearch, queryList, requiredString, serialId } from './common.schema.ts';

/** Messages of spec 001 §5, word for word. */
export const USER_MESSAGES = {
  firstNameRequired: 'First name is required!',
  lastNameRequired: 'Last name is required!',
  nameTooLong: `Must not exceed ${NAME_MAX_LENGTH} characters!`,
  specialCharacters: 'Special characters are not allowed!',
  emailRequired: 'Email is required!',
  emailInvalid: 'Enter a valid email!',
  emailTooLong: `Email must not exceed ${EMAIL_MAX_LENGTH} characters!`,
  userExists: 'User already exists!',
  countryRequired: 'Country code is required!',
  phoneRequired: 'Phone number is required!',
  phoneDigits: 'Phone number must be 10 digits!',
  phoneCharacters: 'Special characters and characters are not allowed!',
  genderRequired: 'Gender is required!',
  maritalStatusRequired: 'Marital status is required!',
  employeeCodeRequired: 'Employee ID is required!',
  employeeCodeTooLong: `Employee ID must not exceed ${EMPLOYEE_CODE_MAX_LENGTH} characters!`,
  employeeCodeExists: 'Employee ID already exists!',
  departmentRequired: 'Department is required!',
  designationRequired: 'Designation is required!',
  managerRequired: 'Reporting manager is required!',
  roleRequired: 'Role is required!',
  projectRequired: 'Project is required!',
  // Profile settings (spec 001 §5) use their own wording.
  profilePhoneDigits: 'Phone number 10 digits valid',
  profilePhoneRequired: 'Phone number is required',
  profileCountryRequired: 'country code is required!',
  profileUpdated: 'Profile update!',
  imageType: 'Please upload jpeg, jpg, png file only!',
  imageSize: 'File size should not be greater than 5Mb.',
  uploadFailed: 'File upload failed.',
  // Hierarchy and reassignment (spec 001 §2.2, §4).
  managerCycle: 'A person cannot report to themself or to someone who reports to them.',
  newManagerRequired: 'Choose a new reporting manager for this team first.',
  newManagerInvalid: 'The new reporting manager cannot be this person or one of their direct reports.',
  cannotChangeSelf: 'You cannot change your own role, permissions or reporting manager.',
  cannotDeactivateSelf: 'You cannot deactivate or delete your own account.',
  holidayLocationInvalid: HOLIDAY_MESSAGES.locationInvalid,
  holidayLocationAdminOnly: 'Only an Admin can change the holiday location.',
  languageInvalid: 'Choose one of the listed languages.',
} as const;

const uuid = z.uuid({ error: 'Invalid id.' });

function personName(requiredMessage: string, pattern: RegExp) {
  return requiredString(requiredMessage)
    .max(NAME_MAX_LENGTH, { error: USER_MESSAGES.nameTooLong, abort: true })
    .refine((v) => v.trim().length > 0, { error: requiredMessage, abort: true })
    .regex(pattern, { error: USER_MESSAGES.specialCharacters });
}

const phoneNumber = (required: string, digits: string) =>
  requiredString(required)
    .regex(/^\d*$/, { error: USER_MESSAGES.phoneCharacters, abort: true })
    .length(PHONE_LENGTH, { error: digits });

const countryIso = (message: string) => z.string({ error: message }).regex(/^[A-Z]{2}$/, { error: message });
const countryCode = (message: string) =>
  z.string({ error: message }).regex(/^\+\d{1,4}$/, { error: message });

const peopleFields = {
  firstName: personName(USER_MESSAGES.firstNameRequired, NAME_PATTERN),
  lastName: personName(USER_MESSAGES.lastNameRequired, NAME_PATTERN),
  countryIso: countryIso(USER_MESSAGES.countryRequired),
  countryCode: countryCode(USER_MESSAGES.countryRequired),
  phoneNumber: phoneNumber(USER_MESSAGES.phoneRequired, USER_MESSAGES.phoneDigits),
  gender: z.enum(['Male', 'Female', 'Others'], { error: USER_MESSAGES.genderRequired }),
  maritalStatus: z.enum(['Married', 'Unmarried'], { error: USER_MESSAGES.maritalStatusRequired }),
  departmentId: z.uuid({ error: USER_MESSAGES.departmentRequired }),
  designationId: z.uuid({ error: USER_MESSAGES.designationRequired }),
  /** null only for an Admin (checked on the server, which knows the roles). */
  reportingManagerId: z.uuid({ error: USER_MESSAGES.managerRequired }).nullable(),
  roleId: z.uuid({ error: USER_MESSAGES.roleRequired }),
  projectIds: z
    .array(serialId({ error: USER_MESSAGES.projectRequired }), { error: USER_MESSAGES.projectRequired })
    .min(1, { error: USER_MESSAGES.projectRequired })
    .max(500)
    .refine(isDistinct, { error: 'Each project can be chosen once.' }),
  permissions: z
    .array(z.enum(ALL_PERMISSIONS as [string, ...string[]]))
    .max(ALL_PERMISSIONS.length)
    .refine(isDistinct, { error: 'Each permission can be given once.' }),
  /** The person's holiday calendar (1 India, 2 US); null: the organisation's. Only Admins change it. */
  holidayLocation: z
    .literal(HOLIDAY_LOCATION_CODES, { error: USER_MESSAGES.holidayLocationInvalid })
    .nullable()
    .optional(),
};

export const userEmailSchema = requiredString(USER_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, { error: USER_MESSAGES.emailTooLong, abort: true })
  .refine(isValidUserEmail, { error: USER_MESSAGES.emailInvalid });

export const employeeCodeSchema = requiredString(USER_MESSAGES.employeeCodeRequired)
  .max(EMPLOYEE_CODE_MAX_LENGTH, { error: USER_MESSAGES.employeeCodeTooLong, abort: true })
  .regex(EMPLOYEE_CODE_PATTERN, { error: USER_MESSAGES.specialCharacters });

/** Add user (spec 001 §2.4): every field of the form. */
export const createUserBodySchema = z.strictObject({
  ...peopleFields,
  email: userEmailSchema,
  employeeCode: employeeCodeSchema,
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** Edit user: the same form; e-mail and employee id cannot change. */
export const updateUserBodySchema = z.strictObject(peopleFields);
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const availabilityQuerySchema = z.strictObject({
  email: z.string().max(254).optional(),
  employeeCode: z.string().max(100).optional(),
});
export const availabilityResponseSchema = z.object({
  available: z.boolean(),
  message: z.string().nullable(),
});

export const customItemKinds = ['departments', 'designations', 'roles'] as const;
export type CustomItemKind = (typeof customItemKinds)[number];
export const CUSTOM_ITEM_LABELS: Record<CustomItemKind, string> = {
  departments: 'Department',
  designations: 'Designation',
  roles: 'Role',
};

export function customItemBodySchema(kind: CustomItemKind) {
  const label = CUSTOM_ITEM_LABELS[kind];
  return z.strictObject({
    name: requiredString(`${label} is required!`)
      .max(CUSTOM_ITEM_MAX_LENGTH, {
        error: `${label} must not exceed ${CUSTOM_ITEM_MAX_LENGTH} characters!`,
        abort: true,
      })
      .refine((v) => v.trim().length > 0, { error: `${label} is required!` }),
  });
}

export const namedItemSchema = z.object({ id: z.uuid(), name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;

/** Users list (spec 001 §2.1). */
export const userListQuerySchema = z.strictObject({
  search: listSearch(),
  designationIds: queryList(uuid),
  departmentIds: queryList(uuid),
  orderBy: z.enum(['name', 'email', 'designation']).default('name'),
  sort: z.enum(['asc', 'desc']).default('asc'),
  page: listPage(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (USERS_PAGE_SIZES as readonly number[]).includes(n), {
      error: 'Page size must be 20, 40, 80 or 120.',
    })
    .default(USERS_DEFAULT_PAGE_SIZE),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  activate: z.boolean(),
  deactivate: z.boolean(),
  viewTasks: z.boolean(),
});

const personRefSchema = z.object({ id: z.uuid(), fullName: z.string() });

export const userListItemSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  employeeCode: z.string(),
  designation: namedItemSchema.nullable(),
  department: namedItemSchema.nullable(),
  reportingManager: personRefSchema.nullable(),
  avatarUrl: z.string().nullable(),
  isActive: z.boolean(),
  teamCount: z.number().int(),
  abilities: userAbilitiesSchema,
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListResponseSchema = z.object({
  items: z.array(userListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  filters: z.object({ designations: z.array(namedItemSchema), departments: z.array(namedItemSchema) }),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const projectRefSchema = z.object({
  id: z.number().int(),
  guid: z.uuid(),
  name: z.string(),
  description: z.string(),
});

export const userDetailSchema = userListItemSchema.extend({
  countryIso: z.string().nullable(),
  countryCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  gender: z.enum(['Male', 'Female', 'Others']).nullable(),
  maritalStatus: z.enum(['Married', 'Unmarried']).nullable(),
  role: z
    .object({ id: z.uuid(), name: z.string(), systemKey: z.enum(['superAdmin', 'admin']).nullable() })
    .nullable(),
  permissions: z.array(z.enum(ALL_PERMISSIONS as [string, ...string[]])),
  grantedPermissions: z.array(z.enum(ALL_PERMISSIONS as [string, ...string[]])),
  projects: z.array(projectRefSchema),
  /** The person's holiday calendar (1 India, 2 US); null: the organisation's. */
  holidayLocation: z.number().int().nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const userFormOptionsQuerySchema = z.strictObject({
  /** The person being edited (excluded from the managers, and decides which roles are offered). */
  userId: uuid.optional(),
  /** The chosen reporting manager: the projects offered are theirs. */
  managerId: uuid.optional(),
});

export const userFormOptionsSchema = z.object({
  departments: z.array(namedItemSchema),
  designations: z.array(namedItemSchema),
  roles: z.array(
    z.object({ id: z.uuid(), name: z.string(), systemKey: z.enum(['superAdmin', 'admin']).nullable() }),
  ),
  managers: z.array(z.object({ id: z.uuid(), fullName: z.string(), email: z.string() })),
  projects: z.array(z.object({ id: z.number().int(), name: z.string() })),
  permissions: z.object({
    Users: z.array(z.string()),
    Tasks: z.array(z.string()),
    Projects: z.array(z.string()),
    Holidays: z.array(z.string()),
    Attendance: z.array(z.string()),
    HR: z.array(z.string()),
  }),
  /** Whether the caller may choose someone's holiday calendar (Super admin and Admin). */
  canChooseHolidayLocation: z.boolean(),
});
export type UserFormOptions = z.infer<typeof userFormOptionsSchema>;

/** Deactivate or delete someone: their team needs a new manager first when they have one. */
export const reassignBodySchema = z.strictObject({ newManagerId: uuid.optional() });
export type ReassignBody = z.infer<typeof reassignBodySchema>;

/** Settings > Profile (spec 001 §2.5). Nothing else of the account can be changed here. */
export const updateProfileBodySchema = z.strictObject({
  firstName: personName(USER_MESSAGES.firstNameRequired, PROFILE_NAME_PATTERN),
  lastName: personName(USER_MESSAGES.lastNameRequired, PROFILE_NAME_PATTERN),
  countryIso: countryIso(USER_MESSAGES.profileCountryRequired),
  countryCode: countryCode(USER_MESSAGES.profileCountryRequired),
  phoneNumber: phoneNumber(USER_MESSAGES.profilePhoneRequired, USER_MESSAGES.profilePhoneDigits),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** Settings > Calendar: the day and month of one's birthday, to show one's team (issue 31). */
export const BIRTHDAY_MESSAGES = {
  month: 'Choose the month of your birthday.',
  day: 'Choose a day of that month.',
} as const;

const birthdayPart = (max: number, error: string) =>
  z.number({ error }).int({ error }).min(1, { error }).max(max, { error });

export const birthdayBodySchema = z
  .strictObject({
    month: birthdayPart(12, BIRTHDAY_MESSAGES.month),
    day: birthdayPart(31, BIRTHDAY_MESSAGES.day),
  })
  .refine((body) => isBirthday(body.month, body.day), { error: BIRTHDAY_MESSAGES.day, path: ['day'] });
export type BirthdayBody = z.infer<typeof birthdayBodySchema>;

/** One's birthday as shown on the team calendar; null: not shown. */
export const birthdaySchema = z.object({
  birthday: z.object({ month: z.number().int(), day: z.number().int() }).nullable(),
});
export type Birthday = z.infer<typeof birthdaySchema>;

/** The interface language the signed-in person chose: their mails are written in it. */
export const updateLanguageBodySchema = z.strictObject({
  language: z.enum(LANGUAGE_CODES, { error: USER_MESSAGES.languageInvalid }),
});
export type UpdateLanguageBody = z.infer<typeof updateLanguageBodySchema>;

export const chartNodeSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  initials: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  teamCount: z.number().int(),
});
export type ChartNode = z.infer<typeof chartNodeSchema>;

export const orgChartResponseSchema = z.object({
  manager: chartNodeSchema.nullable(),
  person: chartNodeSchema,
  reports: z.array(chartNodeSchema),
  /** Whether the caller may re-centre on the manager (it is in their scope). */
  canGoUp: z.boolean(),
});
export type OrgChartResponse = z.infer<typeof orgChartResponseSchema>;

export const subtreeNodeSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  designation: z.string().nullable(),
  managerId: z.uuid().nullable(),
  level: z.number().int(),
});
export const subtreeResponseSchema = z.object({ nodes: z.array(subtreeNodeSchema) });
export type SubtreeNode = z.infer<typeof subtreeNodeSchema>;
