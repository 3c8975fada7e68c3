CREATE TABLE "task_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"comment_id" integer NOT NULL,
	"position" integer NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"thumbnail_key" varchar(200),
	"file_name" varchar(200) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"mime_type" varchar(120) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_attachments_file_key_unique" UNIQUE("file_key"),
	CONSTRAINT "task_attachments_thumbnail_key_unique" UNIQUE("thumbnail_key")
);
--> statement-breakpoint
ALTER TABLE "task_attachments" ADD CONSTRAINT "task_attachments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachments" ADD CONSTRAINT "task_attachments_comment_id_task_timeline_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."task_timeline"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_attachments_comment_idx" ON "task_attachments" USING btree ("comment_id","position");--> statement-breakpoint
CREATE INDEX "task_attachments_task_idx" ON "task_attachments" USING btree ("task_id");