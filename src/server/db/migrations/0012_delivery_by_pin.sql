-- Delivery by PIN (issue 24): the owner's delivery rules, heard by every instance like the catalog's changes,
-- and each order's estimated delivery date, fixed when it is placed.
CREATE TABLE "delivery_rules" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_rules_single_row" CHECK ("delivery_rules"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated_delivery" date;--> statement-breakpoint
-- Orders placed before: §9's order date + 4 days, by the date in India (no zone had extra days then).
UPDATE "orders" SET "estimated_delivery" = (("created_at" AT TIME ZONE 'Asia/Kolkata')::date + 4);--> statement-breakpoint
CREATE TRIGGER delivery_rules_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_rules FOR EACH STATEMENT EXECUTE FUNCTION tw_notify_content_change();
