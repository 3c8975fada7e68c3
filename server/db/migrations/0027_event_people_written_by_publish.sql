-- The rows of domain_event_people are written by the statement that records the events (a
-- data-modifying WITH, events.repository.ts insertEvents): a statement trigger with a transition
-- table cost a write that emits events three times what the insert itself did.
DROP TRIGGER "domain_events_people" ON "domain_events";--> statement-breakpoint
DROP FUNCTION "orgdesk_event_people"();
