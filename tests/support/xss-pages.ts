import type { Page } from "playwright-core";
import type { XssPayload } from "./xss-corpus";
import type { SeededShop } from "./xss-seed";
import type { Visit } from "./xss-visits";

/**
 * Every page that shows a stored text, for the customer and for staff. Lists (collections, the staff's
 * orders, products, inbox) are visited in full; detail pages are visited for a spread of payloads plus the
 * ones aimed at that page (JSON-LD break-outs on product pages), or for every payload with `all`.
 */
const PRODUCTS_PER_PAGE = 24;
const INBOX_PER_PAGE = 20;
/** Vectors aimed at what detail pages add: JSON-LD in a <script>, <title> and meta tags, link previews. */
const DETAIL_VECTORS = ["script-close", "json-close", "line-separator-json", "base-href", "meta-refresh", "attr-double-quote"];

/** A list's pages, each with how many entries it holds. */
const pages = (total: number, size: number) =>
  Array.from({ length: Math.ceil(total / size) }, (_, index) => ({ page: index + 1, entries: Math.min(size, total - index * size) }));
/** How order lists name an order: "#" and the first 8 characters of its id. */
const orderNumber = (id: string) => `#${id.slice(0, 8)}`;
const q = encodeURIComponent;

function sample<T>(items: T[], corpus: XssPayload[], spread: number, all: boolean): T[] {
  if (all) return items;
  const step = Math.ceil(items.length / spread);
  return items.filter((_, index) => index % step === 0 || (corpus[index]?.context === "text" && DETAIL_VECTORS.includes(corpus[index].vector)));
}

async function clickAll(page: Page, name: string) {
  const buttons = page.getByRole("button", { name });
  await buttons.first().waitFor();
  for (const button of await buttons.all()) await button.click();
}

export function customerVisits(shop: SeededShop, corpus: XssPayload[], all: boolean): Visit[] {
  const { products, posts, categories, shopper, shopTexts } = shop;
  const everyName = products.map((product) => product.name);
  return [
    { path: "/", expect: [shopTexts.displayName] },
    { path: "/collections", expect: [categories[0], categories.at(-1)!] },
    ...pages(products.length, PRODUCTS_PER_PAGE).map(({ page, entries }) => ({
      path: `/collections?q=xss&page=${page}`,
      expect: { payloads: entries },
    })),
    ...[products[0], products[corpus.findIndex((payload) => payload.vector === "script-close")]].map((product) => ({
      path: `/collections?q=${q(product.name)}`,
      expect: [product.name],
    })),
    ...products.slice(1, 3).map((product) => ({ path: `/collections?category=${q(product.category)}`, expect: [product.category, product.name] })),
    ...sample(products, corpus, 6, all).map((product) => ({
      path: `/product/${product._id}`,
      expect: [product.name, product.category],
      check: async (page: Page) => {
        const heading = await page.locator("h1").first().textContent();
        return heading === product.name ? [] : [`the heading reads ${JSON.stringify(heading)}, not the literal name`];
      },
    })),
    { path: "/blogs", expect: [posts[0].title, posts.at(-1)!.title] },
    ...sample(posts, corpus, 5, all).map((post) => ({ path: `/blogs/${post._id}`, expect: [post.title, post.shownAsText] })),
    { path: "/cart", expect: shopper.cart },
    { path: "/place-order", expect: shopper.savedStreets, act: (page: Page) => clickAll(page, "Saved address") },
    { path: "/orders", expect: [shopper.courier, everyName[1]], act: (page: Page) => clickAll(page, "Track Package") },
    { path: "/profile", expect: [shopper.name, ...shopper.savedStreets] },
    { path: "/kit", expect: [everyName[0]] },
    {
      path: "/kit",
      label: "/kit-place-order",
      expect: shopper.kit.map((id) => products.find((product) => product._id === id)!.name),
      act: async (page: Page) => {
        await page.getByRole("button", { name: "Proceed to checkout" }).click();
        await page.getByRole("button", { name: "Yes" }).click();
        await page.waitForURL("**/kit-place-order");
      },
    },
    { path: "/kit-orders", expect: shop.kitOrders.map((order) => orderNumber(order._id)) },
    ...shop.kitOrders.map((order) => ({ path: `/kit-orders/${order._id}`, expect: [order.item] })),
    { path: "/contact", expect: shopTexts.addressLines },
    { path: "/workshops/drone-building-workshop", expect: [shopTexts.displayName] },
    { path: shop.invitation.link, expect: [shop.invitation.email] },
  ];
}

export function staffVisits(shop: SeededShop, corpus: XssPayload[], all: boolean): Visit[] {
  const { products, posts, categories, orders, kitOrders, shopTexts } = shop;
  const inbox = (tab: string) =>
    pages(corpus.length, INBOX_PER_PAGE).map(({ page, entries }) => ({
      path: `/admin/inbox?tab=${tab}&status=&page=${page}`,
      expect: { payloads: entries },
    }));
  return [
    // The low-stock list: the first 20 products were made with their stock under the threshold.
    { path: "/admin", expect: products.slice(0, 20).map((product) => product.name) },
    // Each order names its customer (one payload each; the shopper's second order repeats one).
    ...pages(orders.length, 100).map(({ page, entries }) => ({ path: `/admin/orders?limit=100&page=${page}`, expect: { payloads: entries - 1 } })),
    ...sample(orders, corpus, 3, all).flatMap((order) => [
      { path: `/admin/orders/${order._id}`, expect: [order.customer, order.item, order.courier] },
      { path: `/admin/orders/${order._id}/packing-slip`, expect: [order.item, shopTexts.displayName] },
    ]),
    { path: "/admin/kit-orders", expect: kitOrders.map((order) => orderNumber(order._id)) },
    ...kitOrders.slice(0, all ? undefined : 1).flatMap((order) => [
      { path: `/admin/kit-orders/${order._id}`, expect: [order.item, order.courier] },
      { path: `/admin/kit-orders/${order._id}/packing-slip`, expect: [order.item] },
    ]),
    { path: "/admin/products?limit=200", expect: [products[0].name, products.at(-1)!.name] },
    ...sample(products, corpus, 3, all).map((product) => ({ path: `/admin/products/${product._id}`, expect: [product.name, product.stockNote] })),
    { path: "/admin/products/new", expect: [categories[0]] },
    { path: "/admin/categories", expect: [categories[0], categories.at(-1)!] },
    { path: "/admin/blog", expect: [posts[0].title, posts.at(-1)!.title] },
    ...sample(posts, corpus, 3, all).map((post) => ({ path: `/admin/blog/${post._id}`, expect: [post.title, post.shownAsText] })),
    ...inbox("enquiries"),
    ...inbox("bookings"),
    ...inbox("subscriptions"),
    { path: "/admin/staff", expect: [...shop.staffNames, shop.invitation.email] },
    { path: "/admin/audit", expect: { payloads: 10 } },
    { path: "/admin/audit?page=2", expect: { payloads: 10 } },
    { path: "/admin/settings", expect: [shopTexts.displayName, ...shopTexts.addressLines] },
  ];
}
