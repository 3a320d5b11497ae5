-- Every instance keeps the catalog's pages and answers in memory and drops them when what they show
-- changes (src/server/cache/). NOTIFY is sent at commit, so an instance that hears it reads the new rows.
-- 'stock' when only a product's stock moved (orders, restocks: shown stock may lag a little),
-- 'content' for anything else shown in the shop (products, categories, blog, the shop's settings).
CREATE OR REPLACE FUNCTION tw_notify_product_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'stock' - 'updated_at') = (to_jsonb(NEW) - 'stock' - 'updated_at') THEN
    PERFORM pg_notify('tw_catalog', 'stock');
  ELSE
    PERFORM pg_notify('tw_catalog', 'content');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_notify_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tw_catalog', 'content');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_notify_change AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION tw_notify_product_change();
--> statement-breakpoint
CREATE TRIGGER products_notify_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION tw_notify_content_change();
--> statement-breakpoint
CREATE TRIGGER categories_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION tw_notify_content_change();
--> statement-breakpoint
CREATE TRIGGER blog_posts_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts FOR EACH STATEMENT EXECUTE FUNCTION tw_notify_content_change();
--> statement-breakpoint
CREATE TRIGGER shop_settings_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings FOR EACH STATEMENT EXECUTE FUNCTION tw_notify_content_change();
