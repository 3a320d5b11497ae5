import axe from "axe-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { TUTORIALS } from "~/src/web/features/company/tutorials/tutorials-data";
import { WORKSHOPS } from "~/src/web/features/workshops/workshops-data";
import { DESKTOP, launchBrowser, PHONE } from "~/tests/support/browser";
import { englishLeftOn, wordsOf } from "~/tests/support/english-left";
import { addressOf, pageRoutes, type Audience } from "~/tests/support/page-routes";
import { shopCall as call } from "~/tests/support/shop-call";

/**
 * Issue 29: every page of the shop, read from the route table, checked by axe-core (the engine behind
 * Lighthouse's accessibility score) at a phone's and a desktop's width: the storefront as a visitor, the
 * customer's own pages logged in, and the staff console as the owner. Any violation of the WCAG 2.0 and 2.1 A
 * and AA rules or of axe's best practices fails, whatever its impact.
 */

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const WIDTHS = [
  ["390", PHONE],
  ["1280", DESKTOP],
] as const;

interface Product {
  _id: string;
  specs: unknown;
  name: string;
  description: string;
  category: string;
  stock: number;
  salePrice: number;
}

let browser: Browser;
let axeSource: string;
const tokens: Partial<Record<Audience, string>> = {};
let values: Record<string, string> = {};
/** Words of the shop's content and this test's customer (issue 33: they stay as written on Hindi pages). */
let contentWords = new Set<string>();

/** A customer with a delivered order of each kind, a return asked for and a review written; the owner to see them. */
async function seed(baseUrl: string) {
  const owner = await call<{ token: string }>(baseUrl, "/api/user/login", {
    body: { email: inject("ownerEmail"), password: inject("ownerPassword") },
  });
  const customer = await call<{ token: string }>(baseUrl, "/api/user/register", {
    body: { name: "Meena Iyer", email: `a11y-${Date.now()}@example.in`, password: "e2e-password-1" },
  });
  const { products } = await call<{ products: Product[] }>(baseUrl, "/api/product/list", { method: "GET" });
  const inStock = products.filter((product) => product.stock >= 20);
  const address = {
    firstName: "Meena",
    lastName: "Iyer",
    email: "meena@example.in",
    street: "4 Anna Salai",
    city: "Chennai",
    state: "Tamil Nadu",
    zipcode: "600002",
    country: "India",
    phone: "9840012345",
  };
  const [first] = inStock;
  const { orderId } = await call<{ orderId: string }>(baseUrl, "/api/order/place", {
    token: customer.token,
    body: { address, items: [{ _id: first._id, quantity: 2 }], amount: Math.round(first.salePrice * 2 * 100) / 100 + 20 },
  });
  const kitParts = inStock.slice(0, 7);
  const total = kitParts.reduce((sum, product) => sum + Math.round(product.salePrice * 100), 0);
  const discount = Math.round(total * 0.05);
  const kit = await call<{ order: { _id: string } }>(baseUrl, "/api/kit-orders", {
    token: customer.token,
    body: {
      products: kitParts.map((product) => ({ _id: product._id, quantity: 1 })),
      totalAmount: total / 100,
      discount: discount / 100,
      finalAmount: (total - discount) / 100,
      paymentMethod: "cod",
      address,
    },
  });
  const deliver = async (segment: string, id: string, first: string) => {
    for (const step of [{ status: first }, { status: "shipped", courier: "Delhivery", trackingNumber: "DLV-A11Y" }, { status: "delivered" }]) {
      await call(baseUrl, `/api/admin/${segment}/${id}/status`, { token: owner.token, body: step });
    }
  };
  await deliver("orders", orderId, "packing");
  await deliver("kit-orders", kit.order._id, "processing");
  const asked = await call<{ return: { _id: string } }>(baseUrl, `/api/orders/${orderId}/returns`, {
    token: customer.token,
    body: {
      lines: [{ productId: first._id, quantity: 1 }],
      reason: "damaged",
      refund: { upi: "meena.iyer@okaxis" },
    },
  });
  // A school's request with a free-text line: the console's quotation page then shows its editor, every input of it.
  const { quote } = await call<{ quote: { _id: string } }>(baseUrl, "/api/quotes", {
    token: customer.token,
    body: {
      institution: "Government Higher Secondary School, Mylapore",
      contactName: "Meena Iyer",
      email: "meena@example.in",
      phone: "9840012345",
      billingAddress: { street: "4 Anna Salai", city: "Chennai", state: "Tamil Nadu", zipcode: "600002" },
      lines: [
        { productId: first._id, quantity: 20 },
        { description: "Soldering station, 60 W, with stand", quantity: 2 },
      ],
      neededBy: null,
      note: "For the Atal Tinkering Lab",
    },
  });
  // A review of the delivered part: "My reviews" then shows one with its status, and the console a review to check.
  await call(baseUrl, `/api/products/${encodeURIComponent(first._id)}/reviews`, {
    token: customer.token,
    body: { stars: 4, title: "Works in our lab", text: "All twenty boards ran the first sketch.\nOne needed the CH340 driver." },
  });
  await call(baseUrl, "/api/cart/add", { token: customer.token, body: { itemId: first._id } });
  const { posts } = await call<{
    posts: Array<{ _id: string; title: string; excerpt: string; content: string; author: string; category: string; tags: string[] }>;
  }>(baseUrl, "/api/blogs", { method: "GET" });
  const shop = await call<Record<string, unknown>>(baseUrl, "/api/shop", { method: "GET" });
  contentWords = wordsOf(
    ...products.flatMap((product) => [product.name, product.description, product.category, JSON.stringify(product.specs)]),
    JSON.stringify(shop),
    ...posts.flatMap((post) => [post.title, post.excerpt, post.content, post.author, post.category, ...post.tags]),
    JSON.stringify(address),
    "Government Higher Secondary School, Mylapore Soldering station, 60 W, with stand For the Atal Tinkering Lab",
    "Works in our lab All twenty boards ran the first sketch. One needed the CH340 driver. Delhivery DLV-A11Y meena.iyer@okaxis",
  );

  tokens.customer = customer.token;
  tokens.staff = owner.token;
  values = {
    productId: first._id,
    topic: TUTORIALS[0].topic,
    slug: "gaming",
    "/workshops/:id": WORKSHOPS[0].id,
    "/blogs/:id": posts[0]._id,
    "/orders/:id/return": orderId,
    "/kit-orders/:id": kit.order._id,
    "/kit-orders/:id/return": kit.order._id,
    "/admin/orders/:id": orderId,
    "/admin/orders/:id/packing-slip": orderId,
    "/admin/kit-orders/:id": kit.order._id,
    "/admin/kit-orders/:id/packing-slip": kit.order._id,
    "/admin/returns/:id": asked.return._id,
    "/admin/quotes/:id": quote._id,
    "/quotes/:id": quote._id,
    "/admin/products/:id": first._id,
    "/admin/blog/:id": posts[0]._id,
  };
}

beforeAll(async () => {
  browser = await launchBrowser();
  // The engine's own source, run in each page as it is.
  axeSource = axe.source;
  await seed(inject("shopUrl"));
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

interface Finding {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The page once its data has come in: hydrated, the network quiet, no skeleton left. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
}

async function axeFindings(page: Page): Promise<Finding[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return (result.violations as Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }>).map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  }, AXE_TAGS);
}

async function contextFor(audience: Audience, options: (typeof WIDTHS)[number][1]): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: inject("shopUrl"), ...options, bypassCSP: true });
  const token = audience === "public" ? undefined : tokens[audience];
  if (token) await context.addInitScript((value) => localStorage.setItem("token", value), token);
  return context;
}

describe("every page meets WCAG 2.1 AA and axe's best practices", () => {
  const routes = pageRoutes();

  it("reads the pages from the route table: storefront, customer and console", () => {
    expect(routes.length).toBeGreaterThanOrEqual(90);
    expect(routes.map((route) => route.pattern)).toEqual(
      expect.arrayContaining(["/", "/product/:productId", "/orders", "/admin/orders/:id", "/*", "/hi", "/hi/product/:productId", "/hi/orders"]),
    );
  });

  for (const [width, options] of WIDTHS) {
    for (const audience of ["public", "customer", "staff"] as const) {
      it(`${audience} pages at ${width} px`, async () => {
        const context = await contextFor(audience, options);
        const found: string[] = [];
        const english: string[] = [];
        let checked = 0;
        try {
          const page = await context.newPage();
          for (const route of routes.filter((candidate) => candidate.audience === audience)) {
            const address = addressOf(route.pattern, values);
            await page.goto(address);
            await settle(page);
            checked += 1;
            for (const finding of await axeFindings(page)) {
              found.push(`${address} @${width}: ${finding.rule} (${finding.impact}) ${finding.help} — ${finding.targets.join(" | ")}`);
            }
            // Issue 33: a Hindi twin says so and leaves no English of the shop's own behind.
            if (route.pattern === "/hi" || route.pattern.startsWith("/hi/")) {
              expect(await page.getAttribute("html", "lang"), address).toBe("hi");
              const left = await englishLeftOn(page, contentWords);
              if (left.length > 0) english.push(`${address}: ${left.join(", ")}`);
            }
          }
        } finally {
          await context.close();
        }
        console.log(`axe: ${checked} ${audience} pages at ${width} px, ${found.length} findings`);
        expect(found).toEqual([]);
        expect(english, "English words left on Hindi pages").toEqual([]);
      }, 300_000);
    }
  }
});
