CREATE TABLE "attendance_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"check_in_at" timestamp with time zone NOT NULL,
	"check_in_latitude" double precision NOT NULL,
	"check_in_longitude" double precision NOT NULL,
	"check_in_accuracy" double precision,
	"check_in_place" varchar(300),
	"check_in_site_name" varchar(100),
	"photo_key" varchar(200) NOT NULL,
	"check_out_at" timestamp with time zone,
	"check_out_latitude" double precision,
	"check_out_longitude" double precision,
	"check_out_accuracy" double precision,
	"check_out_place" varchar(300),
	"check_out_site_name" varchar(100),
	"compensatory_earned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_records_check_out_whole" CHECK (("attendance_records"."check_out_at" is null) = ("attendance_records"."check_out_latitude" is null) and ("attendance_records"."check_out_at" is null) = ("attendance_records"."check_out_longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "work_site_members" (
	"site_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "work_site_members_user_id_site_id_pk" PRIMARY KEY("user_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "work_sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_meters" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_settings" ADD COLUMN "compensatory_expiry_days" smallint DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_site_members" ADD CONSTRAINT "work_site_members_site_id_work_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."work_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_site_members" ADD CONSTRAINT "work_site_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_user_day_unique" ON "attendance_records" USING btree ("user_id","work_date");--> statement-breakpoint
CREATE INDEX "attendance_records_day_idx" ON "attendance_records" USING btree ("work_date");--> statement-breakpoint
CREATE INDEX "attendance_records_photo_idx" ON "attendance_records" USING btree ("photo_key");--> statement-breakpoint
CREATE INDEX "work_site_members_site_idx" ON "work_site_members" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_sites_name_unique" ON "work_sites" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_compensatory_once" ON "leave_ledger" USING btree ("user_id","period","kind") WHERE "leave_ledger"."kind" in ('compensatory_earned', 'compensatory_expired');--> statement-breakpoint
CREATE INDEX "leave_ledger_expiry_idx" ON "leave_ledger" USING btree ("expires_on") WHERE "leave_ledger"."kind" = 'compensatory_earned';