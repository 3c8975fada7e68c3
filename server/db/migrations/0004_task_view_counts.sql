CREATE TABLE "task_view_counts" (
	"viewer_id" uuid NOT NULL,
	"is_deleted" boolean NOT NULL,
	"status" "task_status" NOT NULL,
	"due_date" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "task_view_counts_viewer_id_is_deleted_status_due_date_pk" PRIMARY KEY("viewer_id","is_deleted","status","due_date")
);
--> statement-breakpoint
-- The columns of a task that decide who sees it and how it is counted.
CREATE TYPE "task_view_key" AS (project_id integer, assigned_to_id uuid, assigned_by_id uuid, is_deleted boolean, status task_status, due_date date);
--> statement-breakpoint
-- Adds `delta` times each task to the counts of everyone who sees it: the whole organisation, and
-- each person at or above its (live) assignee or assigner who is in its project's team. This is
-- the visibility rule of the task lists (server/modules/tasks/tasks.repository.ts).
CREATE FUNCTION "task_view_counts_apply"(changes task_view_key[], delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO task_view_counts AS v (viewer_id, is_deleted, status, due_date, count)
  SELECT w.viewer_id, t.is_deleted, t.status, t.due_date, (count(*) * delta)::int
  FROM unnest(changes) t
  CROSS JOIN LATERAL (
    SELECT '00000000-0000-0000-0000-000000000000'::uuid AS viewer_id
    UNION
    SELECT c.ancestor_id FROM users u
    JOIN user_closure c ON c.descendant_id = u.id
    JOIN project_members pm ON pm.project_id = t.project_id AND pm.user_id = c.ancestor_id
    WHERE u.id IN (t.assigned_to_id, t.assigned_by_id) AND u.deleted_at IS NULL
  ) w
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (viewer_id, is_deleted, status, due_date) DO UPDATE SET count = v.count + excluded.count
$$;
--> statement-breakpoint
CREATE FUNCTION "task_view_counts_on_tasks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM task_view_counts_apply(ARRAY(SELECT ROW(n.project_id, n.assigned_to_id, n.assigned_by_id,
      n.is_deleted, n.status, n.due_date)::task_view_key FROM new_tasks n), 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM task_view_counts_apply(ARRAY(SELECT ROW(o.project_id, o.assigned_to_id, o.assigned_by_id,
      o.is_deleted, o.status, o.due_date)::task_view_key FROM old_tasks o), -1);
  ELSE
    -- Only the rows whose counted columns changed: an edited description moves no count.
    PERFORM task_view_counts_apply(ARRAY(SELECT ROW(o.project_id, o.assigned_to_id, o.assigned_by_id,
      o.is_deleted, o.status, o.due_date)::task_view_key
      FROM old_tasks o JOIN new_tasks n ON n.id = o.id
      WHERE (o.project_id, o.assigned_to_id, o.assigned_by_id, o.is_deleted, o.status, o.due_date)
        IS DISTINCT FROM (n.project_id, n.assigned_to_id, n.assigned_by_id, n.is_deleted, n.status, n.due_date)), -1);
    PERFORM task_view_counts_apply(ARRAY(SELECT ROW(n.project_id, n.assigned_to_id, n.assigned_by_id,
      n.is_deleted, n.status, n.due_date)::task_view_key
      FROM old_tasks o JOIN new_tasks n ON n.id = o.id
      WHERE (o.project_id, o.assigned_to_id, o.assigned_by_id, o.is_deleted, o.status, o.due_date)
        IS DISTINCT FROM (n.project_id, n.assigned_to_id, n.assigned_by_id, n.is_deleted, n.status, n.due_date)), 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tasks_view_counts_insert" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS new_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION "task_view_counts_on_tasks"();
--> statement-breakpoint
CREATE TRIGGER "tasks_view_counts_update" AFTER UPDATE ON "tasks" REFERENCING OLD TABLE AS old_tasks NEW TABLE AS new_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION "task_view_counts_on_tasks"();
--> statement-breakpoint
CREATE TRIGGER "tasks_view_counts_delete" AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS old_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION "task_view_counts_on_tasks"();
--> statement-breakpoint
-- Someone joins or leaves a project's team: they start or stop seeing its tasks that their part
-- of the tree assigned or was given.
CREATE FUNCTION "task_view_counts_members"(project_ids integer[], user_ids uuid[], delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO task_view_counts AS v (viewer_id, is_deleted, status, due_date, count)
  SELECT m.user_id, t.is_deleted, t.status, t.due_date, (count(*) * delta)::int
  FROM unnest(project_ids, user_ids) AS m(project_id, user_id)
  JOIN tasks t ON t.project_id = m.project_id
  WHERE EXISTS (
    SELECT 1 FROM users u JOIN user_closure c ON c.descendant_id = u.id AND c.ancestor_id = m.user_id
    WHERE u.id IN (t.assigned_to_id, t.assigned_by_id) AND u.deleted_at IS NULL
  )
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (viewer_id, is_deleted, status, due_date) DO UPDATE SET count = v.count + excluded.count
$$;
--> statement-breakpoint
CREATE FUNCTION "task_view_counts_on_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM task_view_counts_members(ARRAY(SELECT project_id FROM new_members ORDER BY project_id, user_id),
      ARRAY(SELECT user_id FROM new_members ORDER BY project_id, user_id), 1);
  ELSE
    PERFORM task_view_counts_members(ARRAY(SELECT project_id FROM old_members ORDER BY project_id, user_id),
      ARRAY(SELECT user_id FROM old_members ORDER BY project_id, user_id), -1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "project_members_view_counts_insert" AFTER INSERT ON "project_members" REFERENCING NEW TABLE AS new_members
  FOR EACH STATEMENT EXECUTE FUNCTION "task_view_counts_on_members"();
--> statement-breakpoint
CREATE TRIGGER "project_members_view_counts_delete" AFTER DELETE ON "project_members" REFERENCING OLD TABLE AS old_members
  FOR EACH STATEMENT EXECUTE FUNCTION "task_view_counts_on_members"();
--> statement-breakpoint
-- `movers` joined (delta 1) or left (delta -1) the part of the tree below each of `viewers`, whose
-- closure rows are already up to date. Each viewer gains or loses the tasks of their projects that
-- a mover assigned or was given, unless someone else below them keeps those tasks in sight.
CREATE FUNCTION "task_view_counts_shift"(movers uuid[], viewers uuid[], delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO task_view_counts AS v (viewer_id, is_deleted, status, due_date, count)
  SELECT x.viewer_id, t.is_deleted, t.status, t.due_date, (count(*) * delta)::int
  FROM unnest(viewers) AS x(viewer_id)
  JOIN project_members pm ON pm.user_id = x.viewer_id
  JOIN tasks t ON t.project_id = pm.project_id
  WHERE (t.assigned_to_id = ANY (movers) OR t.assigned_by_id = ANY (movers))
    AND NOT EXISTS (
      SELECT 1 FROM users u JOIN user_closure c ON c.descendant_id = u.id AND c.ancestor_id = x.viewer_id
      WHERE u.id IN (t.assigned_to_id, t.assigned_by_id) AND u.deleted_at IS NULL AND NOT u.id = ANY (movers)
    )
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (viewer_id, is_deleted, status, due_date) DO UPDATE SET count = v.count + excluded.count
$$;
--> statement-breakpoint
-- A change of manager moves a whole team from one chain of managers to another; a deleted person
-- (or one restored) leaves (or rejoins) the view of everyone above them. Runs after users_closure.
CREATE FUNCTION "task_view_counts_on_users"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  movers uuid[];
  old_chain uuid[];
  new_chain uuid[];
BEGIN
  IF NEW.reporting_manager_id IS DISTINCT FROM OLD.reporting_manager_id THEN
    movers := ARRAY(SELECT c.descendant_id FROM user_closure c JOIN users u ON u.id = c.descendant_id
      WHERE c.ancestor_id = NEW.id AND u.deleted_at IS NULL);
    old_chain := ARRAY(SELECT ancestor_id FROM user_closure WHERE descendant_id = OLD.reporting_manager_id);
    new_chain := ARRAY(SELECT ancestor_id FROM user_closure WHERE descendant_id = NEW.reporting_manager_id);
    PERFORM task_view_counts_shift(movers, ARRAY(SELECT unnest(old_chain) EXCEPT SELECT unnest(new_chain)), -1);
    PERFORM task_view_counts_shift(movers, ARRAY(SELECT unnest(new_chain) EXCEPT SELECT unnest(old_chain)), 1);
  END IF;
  IF (NEW.deleted_at IS NULL) IS DISTINCT FROM (OLD.deleted_at IS NULL) THEN
    PERFORM task_view_counts_shift(ARRAY[NEW.id],
      ARRAY(SELECT ancestor_id FROM user_closure WHERE descendant_id = NEW.id),
      CASE WHEN NEW.deleted_at IS NULL THEN 1 ELSE -1 END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_view_counts" AFTER UPDATE OF "reporting_manager_id", "deleted_at" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "task_view_counts_on_users"();
--> statement-breakpoint
SELECT task_view_counts_apply(ARRAY(SELECT ROW(project_id, assigned_to_id, assigned_by_id, is_deleted,
  status, due_date)::task_view_key FROM tasks), 1);
