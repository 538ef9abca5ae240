CREATE TABLE "billing_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fake_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_payment_info" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"venmo_handle" text,
	"cashapp_handle" text,
	"zelle_email" text,
	"zelle_phone" text,
	"paypal_email" text,
	"other_payment_info" text,
	"display_venmo" boolean DEFAULT true NOT NULL,
	"display_cashapp" boolean DEFAULT true NOT NULL,
	"display_zelle" boolean DEFAULT true NOT NULL,
	"display_paypal" boolean DEFAULT true NOT NULL,
	"display_other" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_payment_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_paid_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_reference" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_paid_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_reference" text,
	"payment_date" timestamp with time zone NOT NULL,
	"recorded_by" integer
);
--> statement-breakpoint
CREATE TABLE "user_payment_info" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"venmo_handle" text,
	"cashapp_handle" text,
	"zelle_email" text,
	"zelle_phone" text,
	"paypal_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_group_id_pool_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."pool_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_payment_info" ADD CONSTRAINT "group_payment_info_group_id_pool_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."pool_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_payment_info" ADD CONSTRAINT "group_payment_info_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payment_changes" ADD CONSTRAINT "member_payment_changes_group_id_pool_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."pool_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payment_changes" ADD CONSTRAINT "member_payment_changes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payment_changes" ADD CONSTRAINT "member_payment_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payment_changes" ADD CONSTRAINT "member_payment_changes_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payments" ADD CONSTRAINT "member_payments_group_id_pool_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."pool_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payments" ADD CONSTRAINT "member_payments_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payments" ADD CONSTRAINT "member_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payments" ADD CONSTRAINT "member_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_payment_info" ADD CONSTRAINT "user_payment_info_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_transactions_provider_payment_unique" ON "billing_transactions" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "billing_transactions_group_idx" ON "billing_transactions" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "member_payment_changes_group_idx" ON "member_payment_changes" USING btree ("group_id","tournament_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_payments_unique" ON "member_payments" USING btree ("group_id","tournament_id","user_id");