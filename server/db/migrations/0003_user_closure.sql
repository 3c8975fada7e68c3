CREATE TABLE "user_closure" (
	"ancestor_id" uuid NOT NULL,
	"descendant_id" uuid NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "user_closure_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
ALTER TABLE "user_closure" ADD CONSTRAINT "user_closure_ancestor_id_users_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_closure" ADD CONSTRAINT "user_closure_descendant_id_users_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_closure_descendant_idx" ON "user_closure" USING btree ("descendant_id");--> statement-breakpoint
-- Keeps user_closure right on every write to users: a new person gets their own row and their
-- manager's ancestors; a person who changes manager takes their whole subtree along.
CREATE FUNCTION "user_closure_maintain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_closure (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
    IF NEW.reporting_manager_id IS NOT NULL THEN
      INSERT INTO user_closure (ancestor_id, descendant_id, depth)
      SELECT c.ancestor_id, NEW.id, c.depth + 1 FROM user_closure c
      WHERE c.descendant_id = NEW.reporting_manager_id;
    END IF;
  ELSIF NEW.reporting_manager_id IS DISTINCT FROM OLD.reporting_manager_id THEN
    DELETE FROM user_closure c
    USING user_closure sub, user_closure anc
    WHERE sub.ancestor_id = NEW.id AND c.descendant_id = sub.descendant_id
      AND anc.descendant_id = NEW.id AND anc.ancestor_id <> NEW.id AND c.ancestor_id = anc.ancestor_id;
    IF NEW.reporting_manager_id IS NOT NULL THEN
      INSERT INTO user_closure (ancestor_id, descendant_id, depth)
      SELECT anc.ancestor_id, sub.descendant_id, anc.depth + sub.depth + 1
      FROM user_closure anc, user_closure sub
      WHERE anc.descendant_id = NEW.reporting_manager_id AND sub.ancestor_id = NEW.id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_closure" AFTER INSERT OR UPDATE OF "reporting_manager_id" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "user_closure_maintain"();
--> statement-breakpoint
INSERT INTO user_closure (ancestor_id, descendant_id, depth)
WITH RECURSIVE chain AS (
  SELECT id AS descendant_id, id AS ancestor_id, 0 AS depth, reporting_manager_id AS next FROM users
  UNION ALL
  SELECT c.descendant_id, u.id, c.depth + 1, u.reporting_manager_id FROM chain c JOIN users u ON u.id = c.next
  WHERE c.depth < 1000
)
SELECT ancestor_id, descendant_id, depth FROM chain;
