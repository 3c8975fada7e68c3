/// <reference types="vite/client" />
import type { LanguageCode } from '../../../shared/constants.ts';
import type enAppraisals from './locales/en/appraisals.json';
import type enAttendanceGrid from './locales/en/attendance-grid.json';
import type enCommon from './locales/en/common.json';
import type enDashboard from './locales/en/dashboard.json';
import type enHolidays from './locales/en/holidays.json';
import type enHrReports from './locales/en/hr-reports.json';
import type enJobs from './locales/en/jobs.json';
import type enLeave from './locales/en/leave.json';
import type enLetters from './locales/en/letters.json';
import type enPeople from './locales/en/people.json';
import type enProjects from './locales/en/projects.json';
import type enReports from './locales/en/reports.json';
import type enServer from './locales/en/server.json';
import type enTaskComments from './locales/en/task-comments.json';
import type enTaskDetail from './locales/en/task-detail.json';
import type enTaskTimeline from './locales/en/task-timeline.json';
import type enTasks from './locales/en/tasks.json';
import type enTaxDeclaration from './locales/en/tax-declaration.json';
import type enTaxProofs from './locales/en/tax-proofs.json';
import type enValidation from './locales/en/validation.json';
import type enWorkSites from './locales/en/work-sites.json';

/**
 * Every language's strings at once, for the tests (unit and browser): the app itself loads them
 * per area (i18n.ts). The English file of each area lists its keys.
 */
const FILES = import.meta.glob<Record<string, string>>('./locales/*/*.json', {
  import: 'default',
  eager: true,
});

/** The English files' keys, so that a test naming a key that is gone fails to compile. */
type English = typeof enAppraisals &
  typeof enAttendanceGrid &
  typeof enCommon &
  typeof enDashboard &
  typeof enHolidays &
  typeof enHrReports &
  typeof enJobs &
  typeof enLeave &
  typeof enLetters &
  typeof enPeople &
  typeof enProjects &
  typeof enReports &
  typeof enServer &
  typeof enTaskComments &
  typeof enTaskDetail &
  typeof enTaskTimeline &
  typeof enTasks &
  typeof enTaxDeclaration &
  typeof enTaxProofs &
  typeof enValidation &
  typeof enWorkSites;
export type MessageKey = Extract<keyof English, string>;
type Strings = Record<MessageKey, string>;

/** A language's strings of every area, merged. */
export function allStrings(language: LanguageCode): Strings {
  return Object.assign(
    {},
    ...Object.entries(FILES)
      .filter(([file]) => file.startsWith(`./locales/${language}/`))
      .map(([, strings]) => strings),
  ) as Strings;
}

/** Every key: the English text of each string (the plural forms `…_one` aside). */
export const MESSAGE_KEYS = (Object.keys(allStrings('en')) as MessageKey[]).filter(
  (key) => !/_(zero|one|two|few|many)$/.test(key),
);

export const fr = allStrings('fr');
export const es = allStrings('es');
export const zh = allStrings('zh');
export const ar = allStrings('ar');
