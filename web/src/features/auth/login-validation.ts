import { zodResolver } from '@hookform/resolvers/zod';
import { loginBodySchema } from '../../../../shared/schemas/auth.schema.ts';

/** The sign-in form's validation, loaded apart from the form (see login-form.tsx). */
export const loginResolver = zodResolver(loginBodySchema);
