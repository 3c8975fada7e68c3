ALTER TABLE "letter_requests" DROP CONSTRAINT "letter_requests_issued_whole";--> statement-breakpoint
ALTER TABLE "letter_requests" ADD COLUMN "register_year" smallint;--> statement-breakpoint
ALTER TABLE "letter_requests" ADD COLUMN "register_number" integer;--> statement-breakpoint
-- The letters already issued keep the reference printed on their paper (and on the public check):
-- each takes in the register the number its reference prints. Letters issued from now on continue
-- each year after the highest number taken, without gaps.
UPDATE "letter_requests"
SET "register_year" = split_part("reference_number", '/', 2)::smallint,
  "register_number" = split_part("reference_number", '/', 3)::integer
WHERE "status" = 'issued';--> statement-breakpoint
CREATE UNIQUE INDEX "letter_requests_register_unique" ON "letter_requests" USING btree ("register_year","register_number");--> statement-breakpoint
ALTER TABLE "letter_requests" ADD CONSTRAINT "letter_requests_register_number" CHECK ("letter_requests"."register_number" > 0);--> statement-breakpoint
ALTER TABLE "letter_requests" ADD CONSTRAINT "letter_requests_issued_whole" CHECK (("letter_requests"."status" = 'issued') = ("letter_requests"."verification_code" is not null and "letter_requests"."file_key" is not null and "letter_requests"."reference_number" is not null and "letter_requests"."register_year" is not null and "letter_requests"."register_number" is not null));
