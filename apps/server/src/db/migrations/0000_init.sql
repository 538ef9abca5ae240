CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "golfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "leaderboard_rows" (
	"tournament_id" integer NOT NULL,
	"golfer_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"total_to_par" integer,
	"total_strokes" integer,
	"current_round" smallint DEFAULT 1 NOT NULL,
	"thru" smallint DEFAULT 0 NOT NULL,
	"tee_time" timestamp with time zone,
	"rounds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_rows_tournament_id_golfer_id_pk" PRIMARY KEY("tournament_id","golfer_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_golfers" (
	"tournament_id" integer NOT NULL,
	"golfer_id" integer NOT NULL,
	"tier" smallint,
	"odds" double precision,
	CONSTRAINT "tournament_golfers_tournament_id_golfer_id_pk" PRIMARY KEY("tournament_id","golfer_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"current_round" smallint DEFAULT 0 NOT NULL,
	"round_complete" boolean DEFAULT false NOT NULL,
	"par" smallint DEFAULT 72 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"first_tee_time" timestamp with time zone,
	"leaderboard_version" integer DEFAULT 0 NOT NULL,
	"leaderboard_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leaderboard_rows" ADD CONSTRAINT "leaderboard_rows_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_rows" ADD CONSTRAINT "leaderboard_rows_golfer_id_golfers_id_fk" FOREIGN KEY ("golfer_id") REFERENCES "public"."golfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_golfers" ADD CONSTRAINT "tournament_golfers_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_golfers" ADD CONSTRAINT "tournament_golfers_golfer_id_golfers_id_fk" FOREIGN KEY ("golfer_id") REFERENCES "public"."golfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "golfers_external_id_unique" ON "golfers" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_external_id_unique" ON "tournaments" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "tournaments_status_idx" ON "tournaments" USING btree ("status","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");