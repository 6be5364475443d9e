-- A rolling upgrade runs copies of the older version beside the new one: they queue jobs with
-- max_attempts and without give_up_at (docs/decisions/044). The column is back with its old
-- default (no longer read), and give_up_at gets the default retry window of 72 hours.
ALTER TABLE "jobs" ALTER COLUMN "give_up_at" SET DEFAULT now() + interval '72 hours';--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "max_attempts" integer DEFAULT 8 NOT NULL;
