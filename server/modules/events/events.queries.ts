/** The events module's reads for other modules: the audit log reads the record through these. */
export {
  countEvents,
  eachEvent,
  findEventPage,
  type EventFilter,
  type EventRow,
} from './events.repository.ts';
