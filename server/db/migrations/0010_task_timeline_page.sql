DROP INDEX "task_timeline_task_idx";--> statement-breakpoint
CREATE INDEX "task_timeline_page_idx" ON "task_timeline" USING btree ("task_id","created_at","id");