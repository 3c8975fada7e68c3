ALTER TABLE "letter_requests" DROP CONSTRAINT "letter_requests_issued_whole";--> statement-breakpoint
ALTER TABLE "letter_requests" ADD COLUMN "register_year" smallint;--> statement-breakpoint
ALTER TABLE "letter_requests" ADD COLUMN "register_number" integer;--> statement-breakpoint
-- The letters already issued take their places in the register: by the year their reference
-- prints, numbered 1, 2, 3… in the order they were issued, and their reference follows. The
-- references pass through a stand-in unique to each row, so that no two rows ever hold the same
-- one halfway (LTR/2026/000002 may already belong to another letter).
UPDATE "letter_requests" AS l
SET "register_year" = n.year, "register_number" = n.number, "reference_number" = 'renumbering ' || l."id"
FROM (
  SELECT "id",
    split_part("reference_number", '/', 2)::smallint AS year,
    row_number() OVER (PARTITION BY split_part("reference_number", '/', 2) ORDER BY "decided_at", "id") AS number
  FROM "letter_requests"
  WHERE "status" = 'issued'
) AS n
WHERE l."id" = n."id";--> statement-breakpoint
UPDATE "letter_requests"
SET "reference_number" = 'LTR/' || "register_year" || '/' || lpad("register_number"::text, greatest(6, length("register_number"::text)), '0')
WHERE "register_number" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "letter_requests_register_unique" ON "letter_requests" USING btree ("register_year","register_number");--> statement-breakpoint
ALTER TABLE "letter_requests" ADD CONSTRAINT "letter_requests_register_number" CHECK ("letter_requests"."register_number" > 0);--> statement-breakpoint
ALTER TABLE "letter_requests" ADD CONSTRAINT "letter_requests_issued_whole" CHECK (("letter_requests"."status" = 'issued') = ("letter_requests"."verification_code" is not null and "letter_requests"."file_key" is not null and "letter_requests"."reference_number" is not null and "letter_requests"."register_year" is not null and "letter_requests"."register_number" is not null));
