ALTER TABLE "group_tournaments" ADD COLUMN "allow_alternate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "alternate_golfer_id" integer;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "alternate_announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_alternate_golfer_id_golfers_id_fk" FOREIGN KEY ("alternate_golfer_id") REFERENCES "public"."golfers"("id") ON DELETE no action ON UPDATE no action;