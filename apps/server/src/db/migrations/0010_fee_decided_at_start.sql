ALTER TABLE "group_tournaments" ADD COLUMN "members_at_start" integer;--> statement-breakpoint
-- Tournaments already under way or over: their groups' sizes when they began playing them.
UPDATE "group_tournaments" AS gt
SET "members_at_start" = (
  SELECT count(*)::int FROM "group_members" AS gm
  WHERE gm."group_id" = gt."group_id"
    AND gm."joined_at" <= greatest(
      coalesce(t."first_tee_time", t."start_date"::timestamp AT TIME ZONE 'America/New_York'),
      gt."created_at"
    )
)
FROM "tournaments" AS t
WHERE t."id" = gt."tournament_id" AND t."status" <> 'upcoming';
