ALTER TABLE "jobs" ADD COLUMN "give_up_at" timestamp with time zone;--> statement-breakpoint
-- Jobs queued before this migration: retried until 72 hours after they were queued (or, for
-- one not tried yet, after it came due), as every job queued from now on (docs/decisions/044).
UPDATE "jobs" SET "give_up_at" = (CASE WHEN "attempts" = 0 THEN greatest("run_at", "created_at") ELSE "created_at" END) + interval '72 hours';--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "give_up_at" SET NOT NULL;--> statement-breakpoint
-- A campaign copy's job names its recipient and subject, as every mail job does for the outbox.
UPDATE "jobs" SET "payload" = "jobs"."payload" || jsonb_build_object('to', "r"."email", 'subject', "c"."subject") FROM "newsletter_campaign_recipients" "r" JOIN "newsletter_campaigns" "c" ON "c"."id" = "r"."campaign_id" WHERE "jobs"."kind" = 'newsletter.campaign-mail' AND "jobs"."status" <> 'done' AND "r"."id"::text = "jobs"."payload"->>'recipientId';--> statement-breakpoint
CREATE INDEX "jobs_outbox_idx" ON "jobs" USING btree ("created_at","id") WHERE "jobs"."status" = 'failed' or ("jobs"."status" in ('pending', 'running') and "jobs"."last_error" is not null);--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "max_attempts";
