import { z } from 'zod';
import {
  createUserBodySchema,
  updateUserBodySchema,
  USER_MESSAGES,
  type CreateUserBody,
  type UpdateUserBody,
  type UserDetail,
} from '../../../../../../shared/schemas/users.schema.ts';

/** The add/edit user form as typed: selects start empty (null), radios too (''). */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  countryIso: string;
  countryCode: string;
  phoneNumber: string;
  gender: string;
  maritalStatus: string;
  employeeCode: string;
  departmentId: string | null;
  designationId: string | null;
  /** null: no manager yet, or none at all (an Admin). */
  reportingManagerId: string | null;
  roleId: string | null;
  projectIds: number[];
  permissions: string[];
  /** The person's holiday calendar (1 India, 2 US); null: the organisation's. */
  holidayLocation: number | null;
}

export type UserFormMode = 'add' | 'edit';

export interface UserFormContext {
  mode: UserFormMode;
  /**
   * Whether the person needs a reporting manager: everyone but an Admin (spec 001 §4). Admin is
   * offered only for an Admin being edited, whose role cannot change, so this is known up front.
   */
  managerRequired: boolean;
}

export const EMPTY_USER_FORM: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  countryIso: '',
  countryCode: '',
  phoneNumber: '',
  gender: '',
  maritalStatus: '',
  employeeCode: '',
  departmentId: null,
  designationId: null,
  reportingManagerId: null,
  roleId: null,
  projectIds: [],
  permissions: [],
  holidayLocation: null,
};

/** The stored values of the person being edited: what Reset goes back to. */
export function valuesFromUser(user: UserDetail): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    countryIso: user.countryIso ?? '',
    countryCode: user.countryCode ?? '',
    phoneNumber: user.phoneNumber ?? '',
    gender: user.gender ?? '',
    maritalStatus: user.maritalStatus ?? '',
    employeeCode: user.employeeCode,
    departmentId: user.department?.id ?? null,
    designationId: user.designation?.id ?? null,
    reportingManagerId: user.reportingManager?.id ?? null,
    roleId: user.role?.id ?? null,
    projectIds: user.projects.map((project) => project.id),
    permissions: [...user.grantedPermissions],
    holidayLocation: user.holidayLocation,
  };
}

// Edit mode sends neither e-mail nor employee id, which cannot change; they are carried, not checked.
const editSchema = updateUserBodySchema.extend({ email: z.string(), employeeCode: z.string() });

/** What the form's schema makes of the values: the add body (edit's carries the two fixed fields). */
export type UserFormBody = CreateUserBody;

/**
 * The form's schema: the shared one of its mode (the same messages as the server), and a reporting
 * manager required of everyone but an Admin (spec 001 §4).
 */
export function userFormSchema({ mode, managerRequired }: UserFormContext): z.ZodType<UserFormBody> {
  const schema = mode === 'edit' ? editSchema : createUserBodySchema;
  if (!managerRequired) return schema;
  return schema.extend({ reportingManagerId: z.uuid({ error: USER_MESSAGES.managerRequired }) });
}

/**
 * The request bodies. The holiday location is sent only by whoever may change it
 * (`withHolidayLocation`); left out, the server keeps the stored one.
 */
export function toCreateBody(body: UserFormBody, withHolidayLocation: boolean): CreateUserBody {
  const { holidayLocation, ...rest } = body;
  return withHolidayLocation ? { ...rest, holidayLocation } : rest;
}

export function toUpdateBody(body: UserFormBody, withHolidayLocation: boolean): UpdateUserBody {
  const { email: _email, employeeCode: _employeeCode, holidayLocation, ...rest } = body;
  return withHolidayLocation ? { ...rest, holidayLocation } : rest;
}
