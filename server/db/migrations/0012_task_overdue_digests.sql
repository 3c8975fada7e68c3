CREATE TABLE "task_overdue_digests" (
	"task_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_overdue_digests_task_id_due_date_pk" PRIMARY KEY("task_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "task_overdue_digests" ADD CONSTRAINT "task_overdue_digests_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;