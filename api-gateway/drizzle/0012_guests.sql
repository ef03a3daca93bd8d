CREATE TABLE "guest_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"created_by" uuid,
	"token_hash" text NOT NULL,
	"joins" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_links_token_hash_unique" UNIQUE("token_hash")
);--> statement-breakpoint
CREATE TABLE "session_guests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"link_id" uuid,
	"cookie_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_guests_cookie_hash_unique" UNIQUE("cookie_hash")
);--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_session_id_swipe_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."swipe_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_guests" ADD CONSTRAINT "session_guests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_guests" ADD CONSTRAINT "session_guests_session_id_swipe_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."swipe_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_guests" ADD CONSTRAINT "session_guests_link_id_guest_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."guest_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_links_session_idx" ON "guest_links" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "session_guests_session_idx" ON "session_guests" USING btree ("session_id");
