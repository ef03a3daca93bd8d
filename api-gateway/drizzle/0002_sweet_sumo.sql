CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"restaurant_id" text NOT NULL,
	"restaurant_name" text NOT NULL,
	"restaurant_cuisine" text,
	"restaurant_price" integer,
	"restaurant_rating" integer,
	"restaurant_vicinity" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spotlight_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"restaurant_id" text NOT NULL,
	"restaurant_name" text NOT NULL,
	"restaurant_cuisine" text,
	"restaurant_price" integer,
	"restaurant_rating" double precision,
	"restaurant_vicinity" text,
	"status" text DEFAULT 'to_go' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visited_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spotlight_entries" ADD CONSTRAINT "spotlight_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_restaurant_unique" ON "favorites" USING btree ("user_id","restaurant_id");--> statement-breakpoint
CREATE INDEX "favorites_user_saved_idx" ON "favorites" USING btree ("user_id","saved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "spotlight_entries_user_restaurant_unique" ON "spotlight_entries" USING btree ("user_id","restaurant_id");--> statement-breakpoint
CREATE INDEX "spotlight_entries_user_status_idx" ON "spotlight_entries" USING btree ("user_id","status","created_at");