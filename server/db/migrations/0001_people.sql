CREATE TYPE "public"."reassignment_reason" AS ENUM('deactivated', 'deleted', 'removed_from_project');--> statement-breakpoint
CREATE TABLE "leave_allocations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sick_leave" numeric(6, 1) DEFAULT 0 NOT NULL,
	"personal_leave" numeric(6, 1) DEFAULT 0 NOT NULL,
	"work_from_home" numeric(6, 1) DEFAULT 0 NOT NULL,
	"optional_holiday" numeric(6, 1) DEFAULT 0 NOT NULL,
	"public_holiday" numeric(6, 1) DEFAULT 0 NOT NULL,
	"maternity_leave" numeric(6, 1) DEFAULT 0 NOT NULL,
	"paternity_leave" numeric(6, 1) DEFAULT 0 NOT NULL,
	"compensatory_leave" numeric(6, 1) DEFAULT 0 NOT NULL,
	"bereavement_leave" numeric(6, 1) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_reassignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"new_owner_id" uuid NOT NULL,
	"reason" "reassignment_reason" NOT NULL,
	"project_id" integer,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_email_unique";--> statement-breakpoint
DROP INDEX "users_employee_code_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_iso" varchar(2);--> statement-breakpoint
ALTER TABLE "leave_allocations" ADD CONSTRAINT "leave_allocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reassignments" ADD CONSTRAINT "user_reassignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reassignments" ADD CONSTRAINT "user_reassignments_new_owner_id_users_id_fk" FOREIGN KEY ("new_owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reassignments" ADD CONSTRAINT "user_reassignments_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_reassignments_user_idx" ON "user_reassignments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_active_unique" ON "users" USING btree ("email") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_employee_code_active_unique" ON "users" USING btree (lower("employee_code")) WHERE "users"."deleted_at" is null;