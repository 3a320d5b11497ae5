import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SEED_BLOG_POSTS } from "./blog-posts";
import { makeBenchProducts, SEED_CATEGORIES, SEED_PRODUCTS } from "./products";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const IMAGE_DIR = path.join(ROOT, "public/images/catalog");
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("seed products", () => {
  it("has at least 60 products with unique kebab-case ids", () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(60);
    const ids = SEED_PRODUCTS.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id, id).toMatch(KEBAB);
  });

  it("uses at least 7 categories, each with at least 5 products", () => {
    const counts = new Map<string, number>();
    for (const product of SEED_PRODUCTS) {
      expect(SEED_CATEGORIES, product.id).toContain(product.category);
      counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
    }
    expect(counts.size).toBeGreaterThanOrEqual(7);
    for (const [category, count] of counts) expect(count, category).toBeGreaterThanOrEqual(5);
  });

  it("references only image files that exist", () => {
    for (const product of SEED_PRODUCTS) {
      expect(product.images.length, product.id).toBeGreaterThanOrEqual(1);
      expect(product.images.length, product.id).toBeLessThanOrEqual(2);
      for (const image of product.images) {
        expect(existsSync(path.join(IMAGE_DIR, image)), `${product.id}: ${image}`).toBe(true);
      }
    }
  });

  it("keeps the attribution file beside the images", () => {
    expect(existsSync(path.join(IMAGE_DIR, "ATTRIBUTION.md"))).toBe(true);
  });

  it("has exactly 4 out-of-stock products, some discounts and some best sellers", () => {
    expect(SEED_PRODUCTS.filter((product) => product.stock === 0)).toHaveLength(4);
    expect(SEED_PRODUCTS.some((product) => product.discount > 0)).toBe(true);
    expect(SEED_PRODUCTS.some((product) => product.bestSeller)).toBe(true);
  });

  it("has sane values and a specifications block in every description", () => {
    for (const product of SEED_PRODUCTS) {
      expect(product.price, product.id).toBeGreaterThan(0);
      expect(Number.isInteger(product.price * 2), product.id).toBe(true);
      expect(Number.isInteger(product.discount), product.id).toBe(true);
      expect(product.discount, product.id).toBeGreaterThanOrEqual(0);
      expect(product.discount, product.id).toBeLessThanOrEqual(50);
      expect(product.rating, product.id).toBeGreaterThanOrEqual(0);
      expect(product.rating, product.id).toBeLessThanOrEqual(5);
      expect(product.reviews, product.id).toBeGreaterThanOrEqual(0);
      const paragraphs = product.description.split("\n\n");
      const specs = paragraphs[paragraphs.length - 1];
      expect(specs.startsWith("Specifications:"), product.id).toBe(true);
      const lines = specs.split("\n").slice(1);
      expect(lines.length, product.id).toBeGreaterThanOrEqual(5);
      for (const line of lines) expect(line, product.id).toMatch(/^- [^:]+: .+/);
    }
  });
});

describe("bench products", () => {
  it("is deterministic with ids bench-0001…", () => {
    const first = makeBenchProducts(25);
    expect(first).toHaveLength(25);
    expect(first[0].id).toBe("bench-0001");
    expect(first[24].id).toBe("bench-0025");
    expect(makeBenchProducts(25)).toEqual(first);
    expect(new Set(first.map((product) => product.category)).size).toBe(SEED_CATEGORIES.length);
    for (const product of first) {
      for (const image of product.images) expect(existsSync(path.join(IMAGE_DIR, image))).toBe(true);
    }
  });
});

describe("seed blog posts", () => {
  it("has at least 6 posts with unique ids and tags", () => {
    expect(SEED_BLOG_POSTS.length).toBeGreaterThanOrEqual(6);
    const ids = SEED_BLOG_POSTS.map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const post of SEED_BLOG_POSTS) {
      expect(post.id).toMatch(KEBAB);
      expect(post.tags.length, post.id).toBeGreaterThan(0);
      for (const tag of post.tags) expect(tag.trim(), post.id).not.toBe("");
      expect(post.date, post.id).toMatch(/^2026-\d{2}-\d{2}$/);
    }
  });

  it("contains no scripts, inline event handlers or style attributes", () => {
    for (const post of SEED_BLOG_POSTS) {
      expect(post.content, post.id).not.toMatch(/<script/i);
      expect(post.content, post.id).not.toMatch(/\son[a-z]+\s*=/i);
      expect(post.content, post.id).not.toMatch(/\sstyle\s*=/i);
    }
  });

  it("uses existing catalog images", () => {
    for (const post of SEED_BLOG_POSTS) {
      expect(post.image, post.id).toMatch(/^\/images\/catalog\/[a-z0-9-]+\.svg$/);
      expect(existsSync(path.join(ROOT, "public", post.image)), post.id).toBe(true);
    }
  });
});

describe("downloadable files", () => {
  it.each(["tinkerwala-brochure.pdf", "tinkerwala-poster.pdf"])("%s exists and is a PDF", (file) => {
    const target = path.join(ROOT, "files", file);
    expect(existsSync(target)).toBe(true);
    expect(readFileSync(target).subarray(0, 4).toString("latin1")).toBe("%PDF");
  });
});
