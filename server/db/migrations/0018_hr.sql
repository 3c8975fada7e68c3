CREATE TYPE "public"."letter_status" AS ENUM('requested', 'issued', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."letter_type" AS ENUM('experience', 'addressProof', 'salaryCertificate', 'noObjection', 'custom');--> statement-breakpoint
CREATE TYPE "public"."tax_declaration_status" AS ENUM('draft', 'submitted');--> statement-breakpoint
CREATE TYPE "public"."tax_proof_status" AS ENUM('submitted', 'verified', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."tax_proof_type" AS ENUM('houseRent', 'ownerPan', 'medicalInsurance', 'medicalInsuranceSpouse', 'childEducation', 'other');--> statement-breakpoint
CREATE TABLE "appraisal_answers" (
	"appraisal_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "appraisal_answers_appraisal_id_question_id_pk" PRIMARY KEY("appraisal_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "appraisal_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appraisal_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appraisal_cycles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appraisal_cycles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appraisal_cycles_period" CHECK ("appraisal_cycles"."period_start" <= "appraisal_cycles"."period_end")
);
--> statement-breakpoint
CREATE TABLE "appraisal_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appraisal_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"text" varchar(500) NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appraisals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appraisals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cycle_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"self_saved_at" timestamp with time zone,
	"self_submitted_at" timestamp with time zone,
	"manager_review" jsonb,
	"reviewer_id" uuid,
	"manager_saved_at" timestamp with time zone,
	"manager_submitted_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letter_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "letter_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"type" "letter_type" NOT NULL,
	"purpose" varchar(200) DEFAULT '' NOT NULL,
	"addressed_to" varchar(200) DEFAULT '' NOT NULL,
	"notes" varchar(1000) DEFAULT '' NOT NULL,
	"status" "letter_status" DEFAULT 'requested' NOT NULL,
	"rejection_reason" varchar(500),
	"subject" varchar(200),
	"body" text,
	"reference_number" varchar(40),
	"verification_code" varchar(40),
	"file_key" varchar(200),
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letter_requests_reference_number_unique" UNIQUE("reference_number"),
	CONSTRAINT "letter_requests_verification_code_unique" UNIQUE("verification_code"),
	CONSTRAINT "letter_requests_file_key_unique" UNIQUE("file_key"),
	CONSTRAINT "letter_requests_issued_whole" CHECK (("letter_requests"."status" = 'issued') = ("letter_requests"."verification_code" is not null and "letter_requests"."file_key" is not null and "letter_requests"."reference_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "letter_templates" (
	"type" "letter_type" PRIMARY KEY NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_declarations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_declarations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"financial_year" smallint NOT NULL,
	"status" "tax_declaration_status" DEFAULT 'draft' NOT NULL,
	"data" jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"reopened_by" uuid,
	"reopened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_proofs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"financial_year" smallint NOT NULL,
	"type" "tax_proof_type" NOT NULL,
	"document_name" varchar(100) NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"mime_type" varchar(120) NOT NULL,
	"size" integer NOT NULL,
	"status" "tax_proof_status" DEFAULT 'submitted' NOT NULL,
	"rejection_reason" varchar(500),
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_proofs_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
ALTER TABLE "org_settings" ADD COLUMN "work_day_start_minutes" smallint DEFAULT 570 NOT NULL;--> statement-breakpoint
ALTER TABLE "org_settings" ADD COLUMN "work_day_end_minutes" smallint DEFAULT 1110 NOT NULL;--> statement-breakpoint
ALTER TABLE "appraisal_answers" ADD CONSTRAINT "appraisal_answers_appraisal_id_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_answers" ADD CONSTRAINT "appraisal_answers_question_id_appraisal_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."appraisal_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_cycles" ADD CONSTRAINT "appraisal_cycles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_questions" ADD CONSTRAINT "appraisal_questions_category_id_appraisal_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."appraisal_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_cycle_id_appraisal_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."appraisal_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_requests" ADD CONSTRAINT "letter_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_requests" ADD CONSTRAINT "letter_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_templates" ADD CONSTRAINT "letter_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_proofs" ADD CONSTRAINT "tax_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_proofs" ADD CONSTRAINT "tax_proofs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appraisal_categories_name_unique" ON "appraisal_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "appraisal_cycles_name_unique" ON "appraisal_cycles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "appraisal_questions_category_idx" ON "appraisal_questions" USING btree ("category_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "appraisals_cycle_user_unique" ON "appraisals" USING btree ("cycle_id","user_id");--> statement-breakpoint
CREATE INDEX "appraisals_user_idx" ON "appraisals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "letter_requests_user_idx" ON "letter_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "letter_requests_created_idx" ON "letter_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_declarations_user_year_unique" ON "tax_declarations" USING btree ("user_id","financial_year");--> statement-breakpoint
CREATE INDEX "tax_proofs_user_idx" ON "tax_proofs" USING btree ("user_id","financial_year","created_at");--> statement-breakpoint
CREATE INDEX "tax_proofs_status_idx" ON "tax_proofs" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "org_settings" ADD CONSTRAINT "org_settings_work_day" CHECK ("org_settings"."work_day_start_minutes" >= 0 and "org_settings"."work_day_start_minutes" < "org_settings"."work_day_end_minutes" and "org_settings"."work_day_end_minutes" <= 1440);--> statement-breakpoint
-- The self appraisal's starting questions (spec 002 §2: questions grouped by category); Admins edit them.
INSERT INTO "appraisal_categories" ("name", "position") VALUES
  ('Achievements and goals', 1),
  ('Skills and growth', 2),
  ('Teamwork and communication', 3),
  ('Looking ahead', 4);--> statement-breakpoint
INSERT INTO "appraisal_questions" ("category_id", "text", "position")
SELECT c."id", q."text", q."position"
FROM (VALUES
  ('Achievements and goals', 'What were your most important achievements in this period?', 1),
  ('Achievements and goals', 'Which of your goals did you meet, and which did you miss? What got in the way?', 2),
  ('Skills and growth', 'Which skills did you strengthen, and how?', 1),
  ('Skills and growth', 'What training or support would help you do your job better?', 2),
  ('Teamwork and communication', 'How did you help your team and the people you work with succeed?', 1),
  ('Teamwork and communication', 'Describe a difficult situation with a colleague or customer and how you handled it.', 2),
  ('Looking ahead', 'What are your goals for the next period?', 1),
  ('Looking ahead', 'Is there anything else you would like your manager to know?', 2)
) AS q("category", "text", "position")
JOIN "appraisal_categories" c ON c."name" = q."category";
