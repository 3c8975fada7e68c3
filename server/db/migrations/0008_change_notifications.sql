-- What the app keeps in memory (sessions, people with their roles and permissions, the reporting
-- tree, project membership, the organisation's settings) is dropped when its table changes. Every
-- statement that changes one of these tables, from any code path or instance, tells every
-- listening instance which table it was; the notification arrives when the transaction commits,
-- and not at all when it rolls back.
CREATE FUNCTION "orgdesk_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('orgdesk_changes', TG_TABLE_NAME);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "org_settings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "org_settings" FOR EACH STATEMENT EXECUTE FUNCTION "orgdesk_notify_change"();--> statement-breakpoint
CREATE TRIGGER "roles_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "orgdesk_notify_change"();--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "orgdesk_notify_change"();--> statement-breakpoint
CREATE TRIGGER "user_closure_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_closure" FOR EACH STATEMENT EXECUTE FUNCTION "orgdesk_notify_change"();--> statement-breakpoint
CREATE TRIGGER "user_permissions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "orgdesk_notify_change"();--> statement-breakpoint
CREATE TRIGGER "project_members_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_members" FOR EACH STATEMENT EXECUTE FUNCTION "orgdesk_notify_change"();--> statement-breakpoint
-- A session is only ever revoked by deleting it; its own sliding expiry is written by the instance
-- that serves it and needs no notice.
CREATE TRIGGER "sessions_revoked" AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "orgdesk_notify_change"();
