import { describe, expect, it } from 'vitest';
import { PROJECT_COUNT_STATUSES, PROJECT_MESSAGES } from '../../../../shared/schemas/projects.schema.ts';
import { MESSAGE_KEYS } from '../../i18n/all-strings.ts';

// The pages show these through t(message) or t(status), which the source scan of i18n.test.ts
// cannot see: each must be a key, so every language translates it.
describe('project messages', () => {
  it('has a translation key for every message of the projects schema and every status counted', () => {
    const keys = new Set<string>(MESSAGE_KEYS);
    const shown = [...Object.values(PROJECT_MESSAGES), ...PROJECT_COUNT_STATUSES];
    expect(shown.filter((text) => !keys.has(text))).toEqual([]);
  });
});
