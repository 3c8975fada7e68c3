import { describe, expect, it } from 'vitest';
import {
  APPRAISAL_MESSAGES,
  APPRAISAL_STATUS_LABELS,
  MANAGER_REVIEW_AREAS,
} from '../../../../shared/rules/appraisals.ts';
import { MESSAGE_KEYS } from '../../i18n/all-strings.ts';

/** The server's messages and the labels reach t(variable): each must be a key. */
describe('appraisal messages', () => {
  it('has a key for every message, status and area the screens translate', () => {
    const keys = new Set<string>(MESSAGE_KEYS);
    const shown = [
      ...Object.values(APPRAISAL_MESSAGES),
      ...Object.values(APPRAISAL_STATUS_LABELS),
      ...MANAGER_REVIEW_AREAS.map((a) => a.label),
      'The review has been submitted.',
      'Your draft has been saved.',
      'The review has been released to the employee.',
      'Your self appraisal has been submitted.',
      'Period start',
      'Period end',
      'Appraisal due date',
    ];
    expect(shown.filter((text) => !keys.has(text))).toEqual([]);
  });
});
