CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"message" text,
	"emoji" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tier1_golfer_id" integer NOT NULL,
	"tier2_golfer_id" integer NOT NULL,
	"tier3_golfer_id" integer NOT NULL,
	"tier4_golfer_id1" integer NOT NULL,
	"tier4_golfer_id2" integer NOT NULL,
	"tiebreaker" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"entry_deadline" timestamp with time zone,
	"max_entries_per_user" smallint DEFAULT 1 NOT NULL,
	"allow_multiple_entries" boolean DEFAULT false NOT NULL,
	"pool_type" text DEFAULT 'cut_score' NOT NULL,
	"custom_rules" text,
	"entry_fee_cents" integer DEFAULT 0 NOT NULL,
	"payout_structure" text DEFAULT '50/30/20' NOT NULL,
	"payment_completed" boolean DEFAULT false NOT NULL,
	"payment_amount_cents" integer,
	"payment_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pool_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_private" boolean DEFAULT true NOT NULL,
	"invite_code" text NOT NULL,
	"created_by" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_group_id_pool_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."pool_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_group_id_pool_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."pool_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_tier1_golfer_id_golfers_id_fk" FOREIGN KEY ("tier1_golfer_id") REFERENCES "public"."golfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_tier2_golfer_id_golfers_id_fk" FOREIGN KEY ("tier2_golfer_id") REFERENCES "public"."golfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_tier3_golfer_id_golfers_id_fk" FOREIGN KEY ("tier3_golfer_id") REFERENCES "public"."golfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_tier4_golfer_id1_golfers_id_fk" FOREIGN KEY ("tier4_golfer_id1") REFERENCES "public"."golfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_tier4_golfer_id2_golfers_id_fk" FOREIGN KEY ("tier4_golfer_id2") REFERENCES "public"."golfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_pool_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."pool_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_tournaments" ADD CONSTRAINT "group_tournaments_group_id_pool_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."pool_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_tournaments" ADD CONSTRAINT "group_tournaments_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_groups" ADD CONSTRAINT "pool_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_group_id_idx" ON "chat_messages" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "entries_group_tournament_idx" ON "entries" USING btree ("group_id","tournament_id");--> statement-breakpoint
CREATE INDEX "entries_user_idx" ON "entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_group_user_unique" ON "group_members" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_tournaments_group_tournament_unique" ON "group_tournaments" USING btree ("group_id","tournament_id");--> statement-breakpoint
CREATE INDEX "group_tournaments_tournament_idx" ON "group_tournaments" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pool_groups_invite_code_unique" ON "pool_groups" USING btree ("invite_code");