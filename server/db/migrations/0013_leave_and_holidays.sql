CREATE TYPE "public"."leave_ledger_kind" AS ENUM('allocation', 'monthly_top_up', 'approval', 'cancellation', 'compensatory_earned', 'compensatory_expired', 'correction');--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location" smallint NOT NULL,
	"holiday_date" date NOT NULL,
	"name" varchar(100) NOT NULL,
	"type_id" smallint NOT NULL,
	"comments" varchar(300) DEFAULT '' NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leave_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"type_id" smallint NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"half_day" varchar(6),
	"duration" numeric(6, 1) NOT NULL,
	"reason" varchar(500) NOT NULL,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"decided_by_id" uuid,
	"decision_note" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_applications_dates" CHECK ("leave_applications"."to_date" >= "leave_applications"."from_date"),
	CONSTRAINT "leave_applications_one_decision" CHECK ("leave_applications"."approved_at" is null or "leave_applications"."rejected_at" is null)
);
--> statement-breakpoint
CREATE TABLE "leave_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leave_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"type_id" smallint NOT NULL,
	"kind" "leave_ledger_kind" NOT NULL,
	"days" numeric(6, 1) NOT NULL,
	"period" date,
	"expires_on" date,
	"leave_id" integer,
	"note" varchar(300),
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_settings" ADD COLUMN "holiday_location" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "holiday_location" smallint;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_applications" ADD CONSTRAINT "leave_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_applications" ADD CONSTRAINT "leave_applications_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_leave_id_leave_applications_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leave_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_location_date_unique" ON "holidays" USING btree ("location","holiday_date");--> statement-breakpoint
CREATE INDEX "leave_applications_user_idx" ON "leave_applications" USING btree ("user_id","from_date");--> statement-breakpoint
CREATE INDEX "leave_applications_created_idx" ON "leave_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leave_ledger_user_idx" ON "leave_ledger" USING btree ("user_id","type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_top_up_once" ON "leave_ledger" USING btree ("user_id","type_id","period") WHERE "leave_ledger"."kind" = 'monthly_top_up';--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_leave_once" ON "leave_ledger" USING btree ("leave_id","kind") WHERE "leave_ledger"."kind" in ('approval', 'cancellation');