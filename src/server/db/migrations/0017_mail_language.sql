ALTER TABLE "enquiries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_language_valid" CHECK ("enquiries"."language" in ('en','hi'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_language_valid" CHECK ("quotes"."language" in ('en','hi'));--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_language_valid" CHECK ("stock_alerts"."language" in ('en','hi'));