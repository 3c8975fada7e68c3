/**
 * The events module's reads for other modules: the audit log reads the record through these, and
 * object histories (a task's, a person's…) their own events.
 */
export {
  countEvents,
  eachEvent,
  eventRecordedSql,
  findEventPage,
  findActorEvents,
  findSubjectEvents,
  type EventFilter,
  type EventRow,
  type SubjectFilter,
  type SubjectSight,
} from './events.repository.ts';
