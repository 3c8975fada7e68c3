DROP INDEX "notifications_unread_idx";--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id","id") WHERE "notifications"."read_at" is null;