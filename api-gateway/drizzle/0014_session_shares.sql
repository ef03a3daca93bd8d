CREATE TABLE "session_shares" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_shares" ADD CONSTRAINT "session_shares_session_id_swipe_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."swipe_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_shares_token_unique" ON "session_shares" USING btree ("token");