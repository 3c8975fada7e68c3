import { useCallback, useState } from 'react';
import {
  PROJECT_MESSAGES,
  type ProjectAvailability,
} from '../../../../../../shared/schemas/projects.schema.ts';
import { useCheckProjectName } from '../../api/check-project-name.ts';

/**
 * The on-blur duplicate check of the project name (spec 001 §5). A result holds for the name that
 * was checked only; editing the name drops it until the next check.
 */
export function useNameCheck(excludeId: number | undefined) {
  const check = useCheckProjectName();
  const [checked, setChecked] = useState<{ name: string; result: ProjectAvailability } | null>(null);
  const { mutate, reset: resetMutation } = check;

  const run = useCallback(
    (name: string) => {
      const trimmed = name.trim();
      if (!trimmed || checked?.name === trimmed) return;
      mutate(
        { name: trimmed, excludeId },
        {
          onSuccess: (result) => setChecked({ name: trimmed, result }),
          // A failed check is not a verdict: the server checks again on save.
          onError: () => setChecked(null),
        },
      );
    },
    [checked, excludeId, mutate],
  );

  const reset = useCallback(() => {
    setChecked(null);
    resetMutation();
  }, [resetMutation]);

  /** A save refused as a duplicate (409) counts as a check of that name. */
  const markTaken = useCallback((name: string, message: string) => {
    setChecked({ name: name.trim(), result: { available: false, message } });
  }, []);

  return {
    run,
    reset,
    markTaken,
    checking: check.isPending,
    /** The message of a taken name, or null. */
    takenMessage: (name: string): string | null =>
      checked?.name === name.trim() && !checked.result.available
        ? (checked.result.message ?? PROJECT_MESSAGES.nameExists)
        : null,
  };
}

export type NameCheck = ReturnType<typeof useNameCheck>;
