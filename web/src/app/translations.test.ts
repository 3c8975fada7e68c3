import { describe, expect, it } from 'vitest';
import { HOLIDAY_LOCATIONS, HOLIDAY_MESSAGES, HOLIDAY_TYPES } from '../../../shared/rules/holidays.ts';
import { LEAVE_TYPES } from '../../../shared/rules/leave.ts';
import { PASSWORD_REQUIREMENTS } from '../../../shared/rules/password.ts';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth.schema.ts';
import { STORAGE_MESSAGES } from '../../../shared/schemas/common.schema.ts';
import { VALIDATION_MESSAGES } from '../../../shared/validation-messages.ts';
import { CUSTOM_ITEM_LABELS, customItemKinds, USER_MESSAGES } from '../../../shared/schemas/users.schema.ts';
import { CUSTOM_ITEM_MAX_LENGTH } from '../../../shared/constants.ts';
import { HOLIDAY_COLUMNS } from '../features/holidays/components/holidays-table.tsx';
import { STATUS_CHANGE_TEXT } from '../features/users/components/change-status-dialog.tsx';
import { LEDGER_KIND_LABELS, SYSTEM_LEDGER_NOTES } from '../features/users/components/leave-format.ts';
import { CUSTOM_ITEM_TITLES } from '../features/users/components/user-form/custom-item-modal.tsx';
import {
  GENDERS,
  MARITAL_STATUSES,
} from '../features/users/components/user-form/personal-details-section.tsx';
import type { RouteObject } from 'react-router';
import { EMPTY_GUID } from '../../../shared/constants.ts';
import { SIDEBAR_ITEMS, type SidebarItem } from './layout/sidebar-items.ts';
import type { PageHandle } from './page-handle.ts';
import { appRoutes } from './router.tsx';
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '../lib/api-client.ts';
import { MESSAGE_KEYS } from '../i18n/all-strings.ts';

const KEYS = new Set<string>(MESSAGE_KEYS);

/** English strings in the source that reach the screen: t('…') and the title/text/label of view tables. */
function visibleStringsInSource(): string[] {
  const files = import.meta.glob<string>(
    ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**', '!../i18n/locales/**'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  );
  const pattern = /(?:\bt\(\s*|\b(?:title|text|label|message)\s*:\s*|_TITLE\s*=\s*)'((?:[^'\\]|\\.)+)'/g;
  const found = new Set<string>();
  for (const source of Object.values(files)) {
    for (const match of source.matchAll(pattern)) found.add((match[1] ?? '').replace(/\\'/g, "'"));
  }
  return [...found];
}

function sidebarLabels(items: SidebarItem[]): string[] {
  return items.flatMap((item) => [item.label, ...sidebarLabels(item.children ?? [])]);
}

function routeTitles(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => {
    const handle = route.handle as PageHandle | undefined;
    const own = !handle
      ? []
      : typeof handle.title === 'string'
        ? [handle.title, handle.parent?.label ?? 'Dashboard']
        : [handle.title({ guid: EMPTY_GUID }), handle.title({ guid: 'other' })];
    return [...own, ...routeTitles(route.children ?? [])];
  });
}

describe('translations of the whole app', () => {
  it('has a key for every string the interface shows', () => {
    const shown = [
      ...visibleStringsInSource(),
      ...Object.values(AUTH_MESSAGES),
      ...Object.values(STORAGE_MESSAGES),
      ...Object.values(VALIDATION_MESSAGES),
      ...Object.values(USER_MESSAGES),
      ...Object.values(HOLIDAY_MESSAGES),
      ...HOLIDAY_TYPES.map((type) => type.name),
      ...HOLIDAY_LOCATIONS.map((location) => location.name),
      ...HOLIDAY_COLUMNS,
      ...LEAVE_TYPES.map((type) => type.name),
      ...Object.values(LEDGER_KIND_LABELS),
      ...SYSTEM_LEDGER_NOTES,
      ...customItemKinds.flatMap((kind) => {
        const label = CUSTOM_ITEM_LABELS[kind];
        return [
          label,
          `${label} is required!`,
          `${label} already exists!`,
          `${label} must not exceed ${CUSTOM_ITEM_MAX_LENGTH} characters!`,
          CUSTOM_ITEM_TITLES[kind],
        ];
      }),
      ...Object.values(STATUS_CHANGE_TEXT).flatMap((text) => Object.values(text)),
      ...GENDERS,
      ...MARITAL_STATUSES,
      ...PASSWORD_REQUIREMENTS.map((rule) => rule.label),
      ...sidebarLabels(SIDEBAR_ITEMS),
      ...routeTitles(appRoutes),
      GENERIC_ERROR_MESSAGE,
      NETWORK_ERROR_MESSAGE,
      TIMEOUT_ERROR_MESSAGE,
    ];
    expect(shown.length).toBeGreaterThan(100);
    expect(shown.filter((text) => !KEYS.has(text))).toEqual([]);
  });
});
