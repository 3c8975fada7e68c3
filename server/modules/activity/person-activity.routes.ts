import { historyPageSchema, historyQuerySchema } from '../../../shared/schemas/history.schema.ts';
import { personSectionRoute } from '../../lib/person-section.ts';
import { getPersonActivity } from './person-activity.service.ts';

/** A person's recent activity on their page, under /users/{id}. */
export const personActivityRoutes = personSectionRoute(
  'activity',
  {
    tags: ['users'],
    summary:
      'What a person did, newest first, about the tasks, leave, projects, letter requests and people the caller may open',
    response: historyPageSchema,
    query: historyQuerySchema,
  },
  getPersonActivity,
);
