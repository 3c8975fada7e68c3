import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  createUserBodySchema,
  updateUserBodySchema,
  USER_MESSAGES,
  type CreateUserBody,
  type UpdateUserBody,
  type UserDetail,
} from '../../../../../../shared/schemas/users.schema.ts';

/** The add/edit user form as typed: selects and radios start empty, so their values may be ''. */
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
  departmentId: string;
  designationId: string;
  /** null: no manager yet, or none at all (an Admin). */
  reportingManagerId: string | null;
  roleId: string;
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
  departmentId: '',
  designationId: '',
  reportingManagerId: null,
  roleId: '',
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
    departmentId: user.department?.id ?? '',
    designationId: user.designation?.id ?? '',
    reportingManagerId: user.reportingManager?.id ?? null,
    roleId: user.role?.id ?? '',
    projectIds: user.projects.map((project) => project.id),
    permissions: [...user.grantedPermissions],
    holidayLocation: user.holidayLocation,
  };
}

// Edit mode sends neither e-mail nor employee id, which cannot change; they are carried, not checked.
const editSchema = updateUserBodySchema.extend({ email: z.string(), employeeCode: z.string() });

/**
 * Validates with the shared schemas (the same messages as the server), plus the rule that
 * everyone but an Admin needs a reporting manager.
 */
export const userFormResolver: Resolver<UserFormValues, UserFormContext> = async (
  values,
  context,
  options,
) => {
  const schema = context?.mode === 'edit' ? editSchema : createUserBodySchema;
  const resolve = zodResolver(schema) as unknown as Resolver<UserFormValues, UserFormContext>;
  const result = await resolve(values, context, options);
  const managerRequired = context?.managerRequired ?? true;
  if (!managerRequired || values.reportingManagerId !== null || result.errors.reportingManagerId)
    return result;
  return {
    values: {},
    errors: {
      ...result.errors,
      reportingManagerId: { type: 'required', message: USER_MESSAGES.managerRequired },
    },
  };
};

/**
 * The request bodies, from values the resolver has accepted. The holiday location is sent only by
 * whoever may change it (`withHolidayLocation`); left out, the server keeps the stored one.
 */
export function toCreateBody(values: UserFormValues, withHolidayLocation: boolean): CreateUserBody {
  const { holidayLocation, ...rest } = values;
  return createUserBodySchema.parse(withHolidayLocation ? { ...rest, holidayLocation } : rest);
}

export function toUpdateBody(values: UserFormValues, withHolidayLocation: boolean): UpdateUserBody {
  const { email: _email, employeeCode: _employeeCode, holidayLocation, ...rest } = values;
  return updateUserBodySchema.parse(withHolidayLocation ? { ...rest, holidayLocation } : rest);
}
