-- The search's GIN indexes move their pending entries into the index from 64 kB on (columns.ts,
-- SEARCH_INDEX_STORAGE), in place of the 4 MB default that a database without autovacuum keeps
-- full; what is pending now is moved at once. The indexes stay as they are: no rebuild.
ALTER INDEX "users_search_text_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "users_full_name_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "leave_applications_reason_search_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "tasks_name_search_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "tasks_description_words_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
SELECT gin_clean_pending_list(i::regclass) FROM unnest(ARRAY['users_search_text_idx', 'users_full_name_idx', 'leave_applications_reason_search_idx', 'tasks_name_search_idx', 'tasks_description_words_idx']) AS i;
