CREATE TABLE "notification_digests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_digests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient_id" uuid NOT NULL,
	"period" varchar(10) NOT NULL,
	"period_start" date NOT NULL,
	"listed" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" varchar(40) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "in_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "digest_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_digests_period_key" ON "notification_digests" USING btree ("recipient_id","period","period_start");--> statement-breakpoint
CREATE INDEX "notification_digests_created_idx" ON "notification_digests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_digest_pending_idx" ON "notifications" USING btree ("recipient_id","id") WHERE "notifications"."in_digest" and "notifications"."digest_id" is null;