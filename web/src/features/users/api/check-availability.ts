import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type AvailabilityInput = { email: string } | { employeeCode: string };

export interface AvailabilityResult {
  available: boolean;
  /** 'User already exists!' or 'Employee ID already exists!' when taken. */
  message: string | null;
}

export function checkAvailability(input: AvailabilityInput): Promise<AvailabilityResult> {
  return apiClient.get<AvailabilityResult>(`/users/availability?${new URLSearchParams(input).toString()}`);
}

export function useCheckAvailability() {
  return useMutation({ mutationFn: checkAvailability });
}
