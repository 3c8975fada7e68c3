CREATE TYPE "public"."language_code" AS ENUM('en', 'fr', 'es', 'zh', 'ar');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "language_code";