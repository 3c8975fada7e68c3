import { describe, expect, it, vi } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE } from './api-client.ts';
import { applyApiError } from './form-errors.ts';

function fakeForm() {
  return {
    setError: vi.fn(),
    getValues: () => ({ currentPassword: '', newPassword: '', confirmPassword: '' }),
  };
}

describe('applyApiError', () => {
  it('puts each 422 detail under the field of the same path and leaves no alert', () => {
    const form = fakeForm();
    const error = new ApiError(422, 'validation_failed', 'Invalid', [
      { path: 'currentPassword', message: 'Please enter correct current password!' },
    ]);

    expect(applyApiError(error, form)).toBeNull();
    expect(form.setError).toHaveBeenCalledWith(
      'currentPassword',
      { type: 'server', message: 'Please enter correct current password!' },
      { shouldFocus: true },
    );
  });

  it('returns a detail that matches no field, so it is not lost', () => {
    const form = fakeForm();
    const error = new ApiError(422, 'validation_failed', 'Invalid', [
      { path: 'token', message: 'Bad token' },
    ]);
    expect(applyApiError(error, form)).toBe('Bad token');
    expect(form.setError).not.toHaveBeenCalled();
  });

  it('returns the message of any other failure for the alert', () => {
    const form = fakeForm();
    expect(applyApiError(new ApiError(429, 'too_many_attempts', 'Too many attempts.'), form)).toBe(
      'Too many attempts.',
    );
    expect(applyApiError(new Error('boom'), form)).toBe(GENERIC_ERROR_MESSAGE);
  });

  it("puts a 409's detail and a nested path under their fields too", () => {
    const form = {
      setError: vi.fn<(name: string) => void>(),
      getValues: () => ({ name: 'Q4', categories: [{ name: 'Craft', questions: [] }] }),
    };
    const taken = new ApiError(409, 'conflict', 'Taken', [{ path: 'name', message: 'This name is taken.' }]);
    expect(applyApiError(taken, form)).toBeNull();
    const nested = new ApiError(422, 'validation_failed', 'Invalid', [
      { path: 'categories.0.name', message: 'Each category needs its own name.' },
      { path: 'categories.3.name', message: 'No such category.' },
    ]);
    expect(applyApiError(nested, form)).toBe('No such category.');
    expect(form.setError.mock.calls.map((call) => call[0])).toEqual(['name', 'categories.0.name']);
  });

  it("renames a detail's path to the form's field before placing it", () => {
    const form = { setError: vi.fn<(name: string) => void>(), getValues: () => ({ rating: 3, comment: '' }) };
    const error = new ApiError(422, 'validation_failed', 'Invalid', [
      { path: 'review.rating', message: 'Choose a rating.' },
      { path: 'cycle', message: 'The cycle is closed.' },
    ]);
    expect(applyApiError(error, form, { detailPath: (path) => path.replace(/^review\./, '') })).toBe(
      'The cycle is closed.',
    );
    expect(form.setError).toHaveBeenCalledWith(
      'rating',
      { type: 'server', message: 'Choose a rating.' },
      { shouldFocus: true },
    );
  });

  it('says a refusal of the whole body (413, 415) under the payload field, and nothing else there', () => {
    const form = { setError: vi.fn<(name: string) => void>(), getValues: () => ({ name: '', file: null }) };
    const tooLarge = new ApiError(413, 'payload_too_large', 'The file is larger than 5 MB.');
    expect(applyApiError(tooLarge, form, { payloadField: 'file' })).toBeNull();
    expect(form.setError).toHaveBeenCalledWith(
      'file',
      { type: 'server', message: 'The file is larger than 5 MB.' },
      { shouldFocus: true },
    );
    // Without a payload field it stays the form's alert; a 429 never goes under the field.
    expect(applyApiError(tooLarge, form)).toBe('The file is larger than 5 MB.');
    const throttled = new ApiError(429, 'too_many_requests', 'Too many requests.');
    expect(applyApiError(throttled, form, { payloadField: 'file' })).toBe('Too many requests.');
  });
});
