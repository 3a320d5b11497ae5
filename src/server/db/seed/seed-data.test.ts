import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { productInputSchema } from "~/src/core/catalog-input";
import { productSpecsSchema } from "~/src/core/specs";
import { seedDataDir } from "~/src/server/paths";
import { makeBenchProducts } from "./bench-products";
import { loadSeedBlogPosts, loadSeedCategories, loadSeedData, loadSeedProducts, parseBlogPostFile } from "./seed-data";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const IMAGE_DIR = path.join(ROOT, "public/images/catalog");
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const seed = await loadSeedData();
const SEED_CATEGORIES = seed.categories;
const SEED_PRODUCTS = seed.products;
const SEED_BLOG_POSTS = seed.blogPosts;
const rawProducts = () => JSON.parse(readFileSync(path.join(seedDataDir, "products.json"), "utf8")) as Array<Record<string, unknown>>;

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
      const paragraphs = product.description.split("\n\n");
      const specs = paragraphs[paragraphs.length - 1];
      expect(specs.startsWith("Specifications:"), product.id).toBe(true);
      const lines = specs.split("\n").slice(1);
      expect(lines.length, product.id).toBeGreaterThanOrEqual(5);
      for (const line of lines) expect(line, product.id).toMatch(/^- [^:]+: .+/);
    }
  });
});

describe("seed product specifications", () => {
  it("gives every product a specifications object that productSpecsSchema accepts unchanged", () => {
    for (const product of rawProducts()) {
      const result = productSpecsSchema.safeParse(product.specs);
      expect(result.error?.issues ?? [], String(product.id)).toEqual([]);
      expect(result.data, String(product.id)).toEqual(product.specs);
    }
  });

  it("has what the kit hints suggest: boards with a logic level, breadboards, jumper wires (a breadboard kit has them), motors, drivers and power sources", () => {
    const specs = SEED_PRODUCTS.map((product) => product.specs ?? {});
    const boards = specs.filter((spec) => spec.kind === "board");
    expect(boards.length).toBeGreaterThanOrEqual(5);
    for (const board of boards) expect(board.logic).toBeDefined();
    expect(boards.some((board) => board.logic === "3.3")).toBe(true);
    expect(boards.some((board) => board.logic === "5")).toBe(true);
    expect(specs.some((spec) => spec.kind === "breadboard")).toBe(true);
    expect(specs.some((spec) => spec.kind === "jumper-wires" || spec.kind === "breadboard-kit")).toBe(true);
    expect(specs.some((spec) => spec.needsDriver === true)).toBe(true);
    const drivers = specs.filter((spec) => spec.isDriver);
    expect(drivers.length).toBeGreaterThanOrEqual(2);
    for (const driver of drivers) expect(driver.voltageMin !== undefined && driver.voltageMax !== undefined).toBe(true);
    expect(specs.filter((spec) => spec.powerSource).length).toBeGreaterThanOrEqual(3);
  });

  it("marks servos as needing no driver and the L298N as a 5–35 V driver, as their descriptions say", () => {
    const byId = new Map(SEED_PRODUCTS.map((product) => [product.id, product.specs]));
    expect(byId.get("sg90-micro-servo-9g")?.needsDriver).toBe(false);
    expect(byId.get("bo-gear-motor-dual-shaft")).toMatchObject({ needsDriver: true, voltageMin: 3, voltageMax: 6 });
    expect(byId.get("l298n-motor-driver-module")).toMatchObject({ isDriver: true, voltageMin: 5, voltageMax: 35, logic: "5" });
    expect(byId.get("esp32-devkit-v1")).toMatchObject({ kind: "board", logic: "3.3" });
    expect(byId.get("arduino-uno-r3-ch340")).toMatchObject({ kind: "board", logic: "5", dimensionsMm: { length: 68.6, width: 53.4 } });
  });
});

describe("bench products", () => {
  it("is deterministic with ids bench-0001…", () => {
    const first = makeBenchProducts(25, seed);
    expect(first).toHaveLength(25);
    expect(first[0].id).toBe("bench-0001");
    expect(first[24].id).toBe("bench-0025");
    expect(makeBenchProducts(25, seed)).toEqual(first);
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

describe("seed data files", () => {
  const rawProducts = JSON.parse(readFileSync(path.join(seedDataDir, "products.json"), "utf8")) as Array<Record<string, unknown>>;
  const rawCategories = JSON.parse(readFileSync(path.join(seedDataDir, "categories.json"), "utf8")) as string[];
  const blogDir = path.join(seedDataDir, "blog");
  const blogFiles = readdirSync(blogDir);

  it("resolves the data folder from the project root", () => {
    expect(seedDataDir).toBe(path.join(ROOT, "src/server/db/seed/data"));
  });

  it("validates every product in products.json against productInputSchema", () => {
    expect(rawProducts.length).toBe(SEED_PRODUCTS.length);
    for (const product of rawProducts) {
      const result = productInputSchema.safeParse(product);
      expect(result.error?.issues ?? [], String(product.id)).toEqual([]);
      // The schema checks; it does not rewrite what the file says.
      expect(result.data, String(product.id)).toEqual(product);
    }
  });

  it("has unique product ids", () => {
    const ids = rawProducts.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names an existing category in every product", () => {
    expect(new Set(rawCategories).size).toBe(rawCategories.length);
    for (const product of rawProducts) expect(rawCategories, String(product.id)).toContain(product.category);
  });

  it("parses every blog file: valid front matter, id from the file name, non-empty body", () => {
    expect(blogFiles.length).toBe(SEED_BLOG_POSTS.length);
    for (const name of blogFiles) {
      expect(name).toMatch(/^[a-z0-9-]+\.html$/);
      const source = readFileSync(path.join(blogDir, name), "utf8");
      expect(source.startsWith("---\n"), name).toBe(true);
      const post = parseBlogPostFile(path.join(blogDir, name), source);
      expect(`${post.id}.html`).toBe(name);
      for (const field of ["title", "image", "readTime", "excerpt", "category", "author"] as const)
        expect(post[field].trim(), `${name} ${field}`).not.toBe("");
      expect(post.content.trim(), name).not.toBe("");
      expect(post.content, name).not.toMatch(/^---/);
      expect(post.content.startsWith("<"), name).toBe(true);
    }
  });
});

describe("malformed seed data files", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  function dataDir(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), "tinkerwala-seed-"));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return dir;
  }
  const product = { ...SEED_PRODUCTS[0] };
  const categories = JSON.stringify(SEED_CATEGORIES);

  it("names the file, the product and the field of a bad product", async () => {
    const dir = dataDir({ "categories.json": categories, "products.json": JSON.stringify([product, { ...product, id: "second", price: -5 }]) });
    const error = await loadSeedProducts(dir).catch((failure: Error) => failure);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(path.join(dir, "products.json"));
    expect((error as Error).message).toContain('product #2 (second), field "price": Price must be greater than 0.');
  });

  it("refuses a price with more than 2 decimals, unknown fields, duplicate ids and unknown categories", async () => {
    const cases: Array<[unknown[], string]> = [
      [[{ ...product, price: 10.005 }], 'field "price": Price must have at most 2 decimals.'],
      [[{ ...product, stok: 3 }], "stok"],
      [[product, product], 'field "id": the id is already used'],
      [[{ ...product, category: "Toys" }], 'field "category": "Toys" is not in categories.json.'],
      [[{ ...product, images: ["bad file.svg"] }], 'field "images[0]"'],
    ];
    for (const [products, expected] of cases) {
      const dir = dataDir({ "categories.json": categories, "products.json": JSON.stringify(products) });
      await expect(loadSeedProducts(dir)).rejects.toThrow(expected);
    }
    await expect(loadSeedProducts(dataDir({ "categories.json": categories, "products.json": "[{" }))).rejects.toThrow(
      /products\.json:\n.*not valid JSON/,
    );
    await expect(loadSeedCategories(dataDir({ "categories.json": '["Sensors", ""]' }))).rejects.toThrow('field "[1]": Category is required.');
  });

  it("names the file and the field of a bad blog post", () => {
    const post = SEED_BLOG_POSTS[0];
    const file = `/data/blog/${post.id}.html`;
    const front = (extra: string) =>
      `---\nid: ${post.id}\ntitle: A title\nimage: ${post.image}\ndate: 2026-05-06\nreadTime: 4 min read\nexcerpt: Short.\ncategory: Guides\ntags: [a]\nauthor: Someone\n${extra}---\n`;
    expect(parseBlogPostFile(file, `${front("")}<p>Hi</p>\n`).content).toBe("<p>Hi</p>");
    expect(() => parseBlogPostFile(file, "<p>No front matter</p>")).toThrow(`${file}:\n  - front matter`);
    expect(() => parseBlogPostFile(file, front("") + "\n")).toThrow("body: the post's HTML after the front matter is empty.");
    expect(() => parseBlogPostFile(file, front("").replace("title: A title\n", "") + "<p>x</p>")).toThrow('field "title"');
    expect(() => parseBlogPostFile(file, front("").replace("2026-05-06", "2026-13-45") + "<p>x</p>")).toThrow('field "date"');
    expect(() => parseBlogPostFile(file, front("").replace("2026-05-06", "2026-02-30") + "<p>x</p>")).toThrow(
      'field "date": date must be a real calendar date.',
    );
    expect(() => parseBlogPostFile(file, front("").replace("tags: [a]", "tags: []") + "<p>x</p>")).toThrow('field "tags"');
    expect(() => parseBlogPostFile(`/data/blog/other.html`, front("") + "<p>x</p>")).toThrow('field "id"');
  });

  it("loads the blog folder oldest first", async () => {
    const posts = await loadSeedBlogPosts();
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort());
  });
});
