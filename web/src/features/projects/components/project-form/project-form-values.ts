import { z } from 'zod';
import {
  createProjectBodySchema,
  updateProjectBodySchema,
  type CreateProjectBody,
  type ProjectDetails,
  type UpdateProjectBody,
} from '../../../../../../shared/schemas/projects.schema.ts';

export type ProjectFormMode = 'add' | 'edit';

/** The add/edit project form. `thumbnailKey` is what the last upload answered, or null. */
export interface ProjectFormValues {
  name: string;
  description: string;
  userIds: string[];
  thumbnailKey: string | null;
}

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  description: '',
  userIds: [],
  thumbnailKey: null,
};

/** An edit starts from the stored name and description; its picture shows until it is changed. */
export function valuesFromProject(project: Pick<ProjectDetails, 'name' | 'description'>): ProjectFormValues {
  return { ...EMPTY_PROJECT_FORM, name: project.name, description: project.description };
}

// Edit changes name, description and thumbnail only; the team is changed on the team page.
const editSchema = updateProjectBodySchema.extend({ userIds: z.array(z.string()) });

/**
 * The shared schema of the mode, so the form shows the server's messages word for word; the
 * request is made of its values by toCreateBody or toUpdateBody.
 */
export function projectFormSchema(mode: ProjectFormMode): z.ZodType<ProjectFormValues> {
  return (mode === 'edit' ? editSchema : createProjectBodySchema) as unknown as z.ZodType<ProjectFormValues>;
}

/** The add request, from values the resolver accepted; no picture means no key at all. */
export function toCreateBody(values: ProjectFormValues): CreateProjectBody {
  const { thumbnailKey, ...rest } = values;
  return createProjectBodySchema.parse(thumbnailKey ? { ...rest, thumbnailKey } : rest);
}

/**
 * The edit request. The key is sent only when the picture was changed: left out, the server
 * keeps the picture; null removes it.
 */
export function toUpdateBody(values: ProjectFormValues, thumbnailChanged: boolean): UpdateProjectBody {
  const { name, description, thumbnailKey } = values;
  return updateProjectBodySchema.parse(
    thumbnailChanged ? { name, description, thumbnailKey } : { name, description },
  );
}
