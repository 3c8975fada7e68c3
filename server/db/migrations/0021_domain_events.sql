CREATE TYPE "public"."event_consumption_state" AS ENUM('done', 'failed', 'abandoned');--> statement-breakpoint
CREATE TABLE "domain_event_people" (
	"person_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"event_id" bigint NOT NULL,
	CONSTRAINT "domain_event_people_person_id_occurred_at_event_id_pk" PRIMARY KEY("person_id","occurred_at","event_id")
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domain_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" varchar(60) NOT NULL,
	"actor_id" uuid,
	"subject_kind" varchar(30) NOT NULL,
	"subject_id" varchar(64) NOT NULL,
	"concerns" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"changes" jsonb,
	"data" jsonb
);
--> statement-breakpoint
CREATE TABLE "event_consumers" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"horizon" "xid8" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_consumptions" (
	"consumer" varchar(60) NOT NULL,
	"event_id" bigint NOT NULL,
	"event_tx" "xid8" NOT NULL,
	"state" "event_consumption_state" NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"retry_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_consumptions_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE INDEX "domain_events_tx_idx" ON "domain_events" USING btree ("tx");--> statement-breakpoint
CREATE INDEX "domain_events_occurred_idx" ON "domain_events" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "domain_events_subject_idx" ON "domain_events" USING btree ("subject_kind","subject_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "domain_events_type_idx" ON "domain_events" USING btree ("type","occurred_at","id");--> statement-breakpoint
CREATE INDEX "domain_events_area_idx" ON "domain_events" USING btree (split_part("type", '.', 1),"occurred_at","id");--> statement-breakpoint
CREATE INDEX "event_consumptions_tx_idx" ON "event_consumptions" USING btree ("consumer","event_tx");
--> statement-breakpoint
-- The audit log is append-only: no code path may rewrite or remove an event. The one exception is
-- the retention job, which deletes events older than the organisation keeps, in a transaction that
-- says so (SET LOCAL orgdesk.event_retention = 'on').
CREATE FUNCTION "orgdesk_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND current_setting('orgdesk.event_retention', true) = 'on' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'domain_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "domain_events_append_only" BEFORE UPDATE OR DELETE ON "domain_events" FOR EACH ROW EXECUTE FUNCTION "orgdesk_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "domain_events_no_truncate" BEFORE TRUNCATE ON "domain_events" FOR EACH STATEMENT EXECUTE FUNCTION "orgdesk_events_append_only"();--> statement-breakpoint
-- Every instance hears at commit that events arrived (the channel of migration 0008), and runs
-- the consumers at once instead of at their next tick.
CREATE TRIGGER "domain_events_added" AFTER INSERT ON "domain_events" FOR EACH STATEMENT EXECUTE FUNCTION "orgdesk_notify_change"();
--> statement-breakpoint
-- The people of each event, for the audit log's person filter: who acted, whom it concerns, and
-- the person it is about. One statement per insert of events, from its transition table.
CREATE FUNCTION "orgdesk_event_people"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "domain_event_people" ("person_id", "occurred_at", "event_id")
	SELECT DISTINCT p.person_id, e.occurred_at, e.id
	FROM added e
	CROSS JOIN LATERAL (
		SELECT e.actor_id AS person_id
		UNION SELECT unnest(e.concerns)
		UNION SELECT e.subject_id::uuid WHERE e.subject_kind = 'person' AND e.subject_id ~ '^[0-9a-f-]{36}$'
	) p
	WHERE p.person_id IS NOT NULL;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "domain_events_people" AFTER INSERT ON "domain_events" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "orgdesk_event_people"();
