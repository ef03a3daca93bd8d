ALTER TABLE "partnerships" DROP CONSTRAINT "partnerships_user1_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "partnerships" DROP CONSTRAINT "partnerships_user2_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "swipe_sessions" DROP CONSTRAINT "swipe_sessions_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "partnerships" ALTER COLUMN "user1_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "partnerships" ALTER COLUMN "user2_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "swipe_sessions" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_user1_id_users_id_fk" FOREIGN KEY ("user1_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_user2_id_users_id_fk" FOREIGN KEY ("user2_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_sessions" ADD CONSTRAINT "swipe_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;