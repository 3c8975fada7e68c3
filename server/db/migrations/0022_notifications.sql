CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient_id" uuid NOT NULL,
	"event_id" bigint NOT NULL,
	"kind" varchar(40) NOT NULL,
	"type" varchar(60) NOT NULL,
	"actor_id" uuid,
	"subject_kind" varchar(30) NOT NULL,
	"subject_id" varchar(64) NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_recipient_event_key" ON "notifications" USING btree ("recipient_id","event_id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE "notifications"."read_at" is null;
--> statement-breakpoint
-- Every instance hears at commit whom a notification is for (the channel of migration 0008, with
-- the recipient in the payload), and pushes it to that person's open streams.
CREATE FUNCTION "orgdesk_notify_recipient"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('orgdesk_changes', 'notifications:' || NEW.recipient_id);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_added" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "orgdesk_notify_recipient"();
