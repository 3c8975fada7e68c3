-- A notification read in one tab (or on one device) updates the unread count in the person's other
-- open streams: the same channel as a new notification, once per transaction and person (PostgreSQL
-- folds identical notifications of a transaction into one).
CREATE TRIGGER "notifications_read" AFTER UPDATE OF "read_at" ON "notifications" FOR EACH ROW WHEN (OLD."read_at" IS DISTINCT FROM NEW."read_at") EXECUTE FUNCTION "orgdesk_notify_recipient"();
