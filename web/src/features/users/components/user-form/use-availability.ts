import { useCallback, useState } from 'react';
import { useCheckAvailability, type AvailabilityResult } from '../../api/check-availability.ts';

/**
 * The on-blur duplicate check of the e-mail or the employee id. A result holds for the value that
 * was checked only; editing the field drops it until the next check.
 */
export function useAvailability(field: 'email' | 'employeeCode') {
  const check = useCheckAvailability();
  const [checked, setChecked] = useState<{ value: string; result: AvailabilityResult } | null>(null);
  const { mutate, reset: resetMutation } = check;

  const run = useCallback(
    (value: string) => {
      if (checked?.value === value) return;
      mutate(field === 'email' ? { email: value } : { employeeCode: value }, {
        onSuccess: (result) => setChecked({ value, result }),
        // A failed check is not a verdict: the server checks again on save.
        onError: () => setChecked(null),
      });
    },
    [checked, field, mutate],
  );

  const reset = useCallback(() => {
    setChecked(null);
    resetMutation();
  }, [resetMutation]);

  return {
    run,
    reset,
    checking: check.isPending,
    resultFor: (value: string): AvailabilityResult | null =>
      checked?.value === value ? checked.result : null,
  };
}

export type Availability = ReturnType<typeof useAvailability>;
