ALTER TABLE "tournaments" ADD COLUMN "finalized_at" timestamp with time zone;--> statement-breakpoint
-- Tournaments already completed with a stored leaderboard keep their final results frozen.
UPDATE "tournaments" SET "finalized_at" = "leaderboard_updated_at" WHERE "status" = 'completed' AND "leaderboard_updated_at" IS NOT NULL;
