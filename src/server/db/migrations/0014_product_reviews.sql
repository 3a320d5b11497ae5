CREATE TABLE "review_photos" (
	"review_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "review_photos_review_id_position_pk" PRIMARY KEY("review_id","position"),
	CONSTRAINT "review_photos_position" CHECK ("review_photos"."position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_review_id_user_id_pk" PRIMARY KEY("review_id","user_id"),
	CONSTRAINT "review_reports_reason_valid" CHECK ("review_reports"."reason" in ('abusive','personal-data','off-topic','advertising','duplicate'))
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"stars" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reply_text" text,
	"reply_at" timestamp with time zone,
	"helpful" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_per_customer" UNIQUE("product_id","user_id"),
	CONSTRAINT "reviews_stars_range" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_status_valid" CHECK ("reviews"."status" in ('pending','published','rejected','reported')),
	CONSTRAINT "reviews_reason_valid" CHECK ("reviews"."reason" is null or "reviews"."reason" in ('abusive','personal-data','off-topic','advertising','duplicate')),
	CONSTRAINT "reviews_rejected_has_reason" CHECK (("reviews"."status" = 'rejected') = ("reviews"."reason" is not null)),
	CONSTRAINT "reviews_reply_dated" CHECK (("reviews"."reply_text" is null) = ("reviews"."reply_at" is null)),
	CONSTRAINT "reviews_helpful_nonnegative" CHECK ("reviews"."helpful" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_request_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_stars" integer[] DEFAULT '{0,0,0,0,0}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_review_request_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'delivered' and "orders"."review_request_done_at" is null;--> statement-breakpoint
-- Ratings come only from published reviews (issue 31): the numbers typed into catalogs until now were not given by anyone.
UPDATE "products" SET "rating" = 0, "reviews" = 0 WHERE "rating" <> 0 OR "reviews" <> 0;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reviews_counted" CHECK ("reviews" = "review_stars"[1] + "review_stars"[2] + "review_stars"[3] + "review_stars"[4] + "review_stars"[5] AND cardinality("review_stars") = 5);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_needs_reviews" CHECK (("reviews" = 0) = ("rating" = 0));
--> statement-breakpoint
-- Pages show published reviews and replies: their changes reach every instance's catalog cache. A helpful vote alone
-- does not (the count refreshes with the next change); the product row's own trigger covers averages.
CREATE OR REPLACE FUNCTION tw_notify_review_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'helpful') = (to_jsonb(NEW) - 'helpful') THEN
    RETURN NULL;
  END IF;
  IF (TG_OP <> 'INSERT' AND OLD.status IN ('published', 'reported')) OR (TG_OP <> 'DELETE' AND NEW.status IN ('published', 'reported')) THEN
    PERFORM pg_notify('tw_catalog', 'content');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_notify_change AFTER INSERT OR UPDATE OR DELETE ON reviews FOR EACH ROW EXECUTE FUNCTION tw_notify_review_change();
