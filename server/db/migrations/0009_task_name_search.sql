DROP INDEX "tasks_search_idx";--> statement-breakpoint
CREATE INDEX "tasks_name_search_idx" ON "tasks" USING gin ("name" gin_trgm_ops);