import { AppError } from '../lib/errors.ts';

/** What a caller hears from authorize: 'allowed', or the status (404/403) of its refusal. */
export function statusOf(run: () => void): 'allowed' | number {
  try {
    run();
    return 'allowed';
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
}

/** The refusal's body as the client reads it, or null when allowed. */
export function refusalOf(run: () => void): { status: number; code: string; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.statusCode, code: error.code, message: error.message };
  }
}
