ALTER TABLE "tasks" ADD COLUMN "project_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "assigned_to_name" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "assigned_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A task's names come from its project and people whatever the writer sends.
CREATE FUNCTION "tasks_names_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.project_name := coalesce((SELECT name FROM projects WHERE id = NEW.project_id), '');
  NEW.assigned_to_name := (SELECT first_name || ' ' || last_name FROM users WHERE id = NEW.assigned_to_id);
  NEW.assigned_by_name := coalesce((SELECT first_name || ' ' || last_name FROM users WHERE id = NEW.assigned_by_id), '');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tasks_names" BEFORE INSERT OR UPDATE OF "project_id", "assigned_to_id", "assigned_by_id", "project_name", "assigned_to_name", "assigned_by_name" ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION "tasks_names_fill"();
--> statement-breakpoint
-- A renamed person or project is renamed on their tasks: touching a name column makes tasks_names
-- compute it again.
CREATE FUNCTION "tasks_names_follow_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.first_name, NEW.last_name) IS DISTINCT FROM (OLD.first_name, OLD.last_name) THEN
    UPDATE tasks SET assigned_to_name = NULL WHERE assigned_to_id = NEW.id;
    UPDATE tasks SET assigned_by_name = '' WHERE assigned_by_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_task_names" AFTER UPDATE OF "first_name", "last_name" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "tasks_names_follow_user"();
--> statement-breakpoint
CREATE FUNCTION "tasks_names_follow_project"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE tasks SET project_name = '' WHERE project_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_task_names" AFTER UPDATE OF "name" ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "tasks_names_follow_project"();
--> statement-breakpoint
-- Fills the names of the tasks already there (the BEFORE trigger computes them).
UPDATE "tasks" SET "project_name" = '';--> statement-breakpoint
DROP INDEX "tasks_created_at_idx";--> statement-breakpoint
CREATE INDEX "tasks_created_at_idx" ON "tasks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_name_order_idx" ON "tasks" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "tasks_project_order_idx" ON "tasks" USING btree (lower("project_name"),"id");--> statement-breakpoint
CREATE INDEX "tasks_assigned_to_order_idx" ON "tasks" USING btree (lower("assigned_to_name"),"id");--> statement-breakpoint
CREATE INDEX "tasks_assigned_by_order_idx" ON "tasks" USING btree (lower("assigned_by_name"),"id");--> statement-breakpoint
CREATE INDEX "tasks_due_date_idx" ON "tasks" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status","id");--> statement-breakpoint
-- The search box matches parts of names (ILIKE '%…%'): trigram indexes find them without reading
-- every task.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin ("name" gin_trgm_ops,"project_name" gin_trgm_ops,"assigned_to_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_deleted_idx" ON "users" USING btree ("id") WHERE "users"."deleted_at" is not null;
