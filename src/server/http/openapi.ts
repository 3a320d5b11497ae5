import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { apiSchemas } from "~/src/core/shapes/api";
import { needsSession, needsStaff } from "./auth";
import { isApiPath } from "./errors";

export const API_DOCS_PATH = "/api/docs";

/** Operations are grouped by the first segments of their path, so a new call lands in its group by itself. */
/** A path's tag: the first entry with a prefix it starts with (or a pattern it matches). */
const TAGS: Array<{ name: string; description: string; prefixes: Array<string | RegExp> }> = [
  { name: "Account", description: "Sign-up, login, logout and saved addresses.", prefixes: ["/api/user/"] },
  {
    name: "Reviews",
    description: "Reviews by customers who received the product, published once staff have checked them; helpful votes and reports.",
    prefixes: ["/api/reviews", /^\/api\/products\/[^/]+\/reviews/],
  },
  {
    name: "Stock alerts",
    description: "Back-in-stock alerts: subscribe, confirm (double opt-in), unsubscribe.",
    prefixes: ["/api/stock-alerts/", /^\/api\/products\/[^/]+\/notify$/],
  },
  { name: "Catalog", description: "Products and categories.", prefixes: ["/api/product/", "/api/products", "/api/category/"] },
  { name: "Delivery", description: "Where a PIN is, whether the shop delivers there and when a parcel arrives.", prefixes: ["/api/delivery/"] },
  { name: "Cart", description: "The logged-in customer's cart; totals decided by the server.", prefixes: ["/api/cart/"] },
  {
    name: "Orders",
    description: "Component orders, cash on delivery; their invoices, credit notes and returns.",
    prefixes: ["/api/order/", "/api/orders/"],
  },
  { name: "Returns", description: "The customer's returns: 7 days from delivery; their photos.", prefixes: ["/api/returns"] },
  {
    name: "Kit orders",
    description: "Custom kits of 7–20 components at 5% off; their compatibility hints, invoices, credit notes and returns.",
    prefixes: ["/api/kit-orders", "/api/kit/"],
  },
  { name: "Blog", description: "Posts, sanitized HTML.", prefixes: ["/api/blogs"] },
  { name: "Files", description: "The shop's downloads.", prefixes: ["/Files/"] },
  { name: "Operations", description: "Health check.", prefixes: ["/api/health"] },
  {
    name: "Shop",
    description: "The shop's public details; the storefront's enquiry, workshop booking and subscribe forms.",
    prefixes: ["/api/shop", "/api/enquiries", "/api/workshops/", "/api/subscriptions"],
  },
  {
    name: "Quotations",
    description: "For schools: a parts list matched to the catalog, a quotation requested, followed, downloaded and accepted into an order.",
    prefixes: ["/api/quotes", "/api/parts-list"],
  },
  {
    name: "Staff: quotations",
    description: "Quotation requests priced, sent as numbered documents, revised as new versions, withdrawn. Staff and owner.",
    prefixes: ["/api/admin/quotes"],
  },
  {
    name: "Staff: orders",
    description: "Orders and kit orders: lists, status changes. Staff and owner.",
    prefixes: ["/api/admin/orders", "/api/admin/kit-orders", "/api/admin/dashboard"],
  },
  {
    name: "Staff: catalog",
    description: "Products, categories, images, stock, CSV, search words. Staff and owner.",
    prefixes: ["/api/admin/products", "/api/admin/categories", "/api/admin/uploads", "/api/admin/stock", "/api/admin/search-synonyms"],
  },
  {
    name: "Staff: content",
    description: "Blog posts, enquiries, workshop bookings, subscriptions.",
    prefixes: ["/api/admin/blog", "/api/admin/enquiries", "/api/admin/bookings", "/api/admin/subscriptions"],
  },
  {
    name: "Staff: invoices",
    description: "Tax invoices and credit notes as issued, and the month's GSTR-1 for the accountant.",
    prefixes: ["/api/admin/invoices", "/api/admin/credit-notes", "/api/admin/gst/"],
  },
  {
    name: "Staff: returns",
    description: "Customers' returns: approve or reject, receive (stock, credit note), refund. Staff and owner.",
    prefixes: ["/api/admin/returns"],
  },
  {
    name: "Staff: reviews",
    description: "Moderating reviews against the published criteria, and the shop's public replies. Staff and owner.",
    prefixes: ["/api/admin/reviews"],
  },
  {
    name: "Staff: shop",
    description: "Staff accounts, invitations (accepting one is public), settings, delivery rules and the audit log (owner).",
    prefixes: ["/api/admin/", "/api/staff/"],
  },
];

// Named shapes become components the operations point at; only the API's own registry (see apiSchemas).
const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: apiSchemas });
const jsonSchemaTransformObject = createJsonSchemaTransformObject({ schemaRegistry: apiSchemas });

/** The calls the document describes: the API and the downloads, not pages, static files or the docs themselves. */
export function isApiRoute(url: string): boolean {
  return isApiPath(url) && !url.startsWith(API_DOCS_PATH);
}

// The Failure shape is a named component (src/core/shapes/api.ts); each refusal points at it.
const failure = (description: string) => ({ description, $ref: "#/components/schemas/Failure" });

/** The refusals every call can give besides its own answers (see errors.ts). */
function failureResponses(withSession: boolean, staffOnly: boolean) {
  return {
    400: failure("The body or query has the wrong types, or is not JSON."),
    ...(withSession ? { 401: failure("No token, or an unknown, expired or logged-out one.") } : {}),
    ...(staffOnly ? { 403: failure("The token is a customer's (or staff's, on an owner-only call).") } : {}),
    429: failure("Too many requests from this address; wait a minute."),
    500: failure("A fault on our side; no internals are shown."),
  };
}

function tagFor(url: string): string[] {
  const tag = TAGS.find(({ prefixes }) => prefixes.some((prefix) => (typeof prefix === "string" ? url.startsWith(prefix) : prefix.test(url))));
  return tag ? [tag.name] : [];
}

/**
 * `GET /api/docs/json`: the OpenAPI document, generated from the same zod schemas that check requests
 * and shape responses, so it cannot drift from what the server does. `/api/docs` shows it to a person.
 */
export async function registerOpenApi(app: FastifyInstance, { version }: { version: string }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Tinkerwala API",
        version,
        description:
          "The shop's JSON API. Every error is `{ success: false, message }`. On the specification's calls a refusal the customer " +
          "should read answers HTTP 200 with `success: false`; a missing or expired `token` is 401. Money is in rupees.",
      },
      components: {
        securitySchemes: { token: { type: "apiKey", in: "header", name: "token", description: "The session token from login or sign-up." } },
      },
      tags: TAGS.map(({ name, description }) => ({ name, description })),
    },
    transform: (input) => {
      if (!isApiRoute(input.url)) return { schema: { ...input.schema, hide: true }, url: input.url };
      const { schema, url } = jsonSchemaTransform(input);
      const withSession = needsSession(input.route.preHandler);
      const response = { ...failureResponses(withSession, needsStaff(input.route.preHandler)), ...(schema.response as object | undefined) };
      return { schema: { ...schema, response, tags: tagFor(url), ...(withSession ? { security: [{ token: [] }] } : {}) }, url };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, uiConfig: { docExpansion: "list", deepLinking: true } });
}
