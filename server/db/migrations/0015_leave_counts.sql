CREATE TABLE "leave_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_counts" ADD CONSTRAINT "leave_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Once per statement, with the rows it inserted or deleted: a person's count moves by how many of
-- theirs changed. An application never changes hands, so updates need nothing.
CREATE FUNCTION "leave_counts_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO leave_counts AS c (user_id, count)
  SELECT n.user_id, count(*)::int FROM new_leaves n GROUP BY n.user_id
  ON CONFLICT (user_id) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "leave_counts_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leave_counts c SET count = c.count - d.n
  FROM (SELECT o.user_id, count(*)::int AS n FROM old_leaves o GROUP BY o.user_id) d
  WHERE c.user_id = d.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leave_counts_insert" AFTER INSERT ON "leave_applications"
  REFERENCING NEW TABLE AS new_leaves FOR EACH STATEMENT EXECUTE FUNCTION leave_counts_on_insert();--> statement-breakpoint
CREATE TRIGGER "leave_counts_delete" AFTER DELETE ON "leave_applications"
  REFERENCING OLD TABLE AS old_leaves FOR EACH STATEMENT EXECUTE FUNCTION leave_counts_on_delete();--> statement-breakpoint
INSERT INTO leave_counts (user_id, count)
SELECT user_id, count(*)::int FROM leave_applications GROUP BY user_id;
