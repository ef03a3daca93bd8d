CREATE TABLE "partner_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"inviter_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partnerships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user1_id" uuid NOT NULL,
	"user2_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "swipe_session_members" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "swipe_session_members_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "swipe_session_restaurants" (
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"place_id" text NOT NULL,
	"restaurant" jsonb NOT NULL,
	CONSTRAINT "swipe_session_restaurants_session_id_position_pk" PRIMARY KEY("session_id","position")
);
--> statement-breakpoint
CREATE TABLE "swipe_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_by" uuid NOT NULL,
	"partnership_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"filters" jsonb NOT NULL,
	"matched_restaurant_id" text,
	"matched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "swipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"restaurant_id" text NOT NULL,
	"action" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_cache" (
	"place_id" text PRIMARY KEY NOT NULL,
	"place" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_cache_areas" (
	"area_key" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_miles" double precision NOT NULL,
	"place_ids" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_cache_refreshes" (
	"area_key" text PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_invites" ADD CONSTRAINT "partner_invites_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invites" ADD CONSTRAINT "partner_invites_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_user1_id_users_id_fk" FOREIGN KEY ("user1_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_user2_id_users_id_fk" FOREIGN KEY ("user2_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_session_members" ADD CONSTRAINT "swipe_session_members_session_id_swipe_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."swipe_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_session_members" ADD CONSTRAINT "swipe_session_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_session_restaurants" ADD CONSTRAINT "swipe_session_restaurants_session_id_swipe_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."swipe_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_sessions" ADD CONSTRAINT "swipe_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_sessions" ADD CONSTRAINT "swipe_sessions_partnership_id_partnerships_id_fk" FOREIGN KEY ("partnership_id") REFERENCES "public"."partnerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_session_id_swipe_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."swipe_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_invites_code_unique" ON "partner_invites" USING btree ("code");--> statement-breakpoint
CREATE INDEX "partner_invites_inviter_idx" ON "partner_invites" USING btree ("inviter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partnerships_live_pair_unique" ON "partnerships" USING btree (least("user1_id", "user2_id"),greatest("user1_id", "user2_id")) WHERE "partnerships"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "partnerships_user1_idx" ON "partnerships" USING btree ("user1_id");--> statement-breakpoint
CREATE INDEX "partnerships_user2_idx" ON "partnerships" USING btree ("user2_id");--> statement-breakpoint
CREATE INDEX "swipe_session_members_user_idx" ON "swipe_session_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "swipe_session_restaurants_place_unique" ON "swipe_session_restaurants" USING btree ("session_id","place_id");--> statement-breakpoint
CREATE INDEX "swipe_sessions_created_by_idx" ON "swipe_sessions" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "swipe_sessions_partnership_idx" ON "swipe_sessions" USING btree ("partnership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "swipes_session_user_restaurant_unique" ON "swipes" USING btree ("session_id","user_id","restaurant_id");--> statement-breakpoint
CREATE INDEX "swipes_user_restaurant_idx" ON "swipes" USING btree ("user_id","restaurant_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");