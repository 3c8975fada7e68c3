CREATE TYPE "public"."job_outcome" AS ENUM('running', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_name" varchar(60) NOT NULL,
	"period" timestamp with time zone NOT NULL,
	"outcome" "job_outcome" DEFAULT 'running' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"instance" varchar(100) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"summary" varchar(300),
	"error" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_period_key" ON "job_runs" USING btree ("job_name","period");