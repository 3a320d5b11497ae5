import { TUTORIALS } from "~/src/web/features/company/tutorials/tutorials-data";

/** Public pages for the sitemap (not cart, checkout, orders or profile: those are per user). */
export const SITEMAP_PAGES: string[] = [
  "/",
  "/collections",
  "/quicksearch",
  "/kit",
  "/workshops",
  "/blogs",
  "/enquiry",
  "/about",
  "/contact",
  "/career",
  "/support",
  "/privacy-policy",
  "/review-guidelines",
  "/tutorials",
  ...TUTORIALS.map((tutorial) => `/tutorials/${tutorial.topic}`),
];

/** Paths crawlers should leave alone: personal or checkout pages with nothing to index. */
export const ROBOTS_DISALLOW = [
  "/cart",
  "/place-order",
  "/orders",
  "/kit-place-order",
  "/kit-orders",
  "/returns",
  "/reviews",
  "/profile",
  "/login",
  "/admin",
];
