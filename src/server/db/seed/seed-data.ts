import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { categoryNameSchema, PRODUCT_ID_PATTERN, productInputSchema, typeMessage, type ProductInput } from "~/src/core/catalog-input";
import { seedDataDir } from "~/src/server/paths";

/**
 * The demo catalog and blog, read from data files (default: src/server/db/seed/data):
 *   categories.json   category names, in shelf order
 *   products.json     products (see productInputSchema)
 *   blog/<id>.html    a YAML front-matter block (--- … ---), then the post's HTML
 * Every file is validated; a bad one fails with its path and the field at fault.
 */

export type SeedProduct = ProductInput;

const frontText = (field: string) => z.string(typeMessage(field, "text")).trim().min(1, `${field} is required.`);

const blogFrontMatterSchema = z.strictObject({
  id: z.string(typeMessage("id", "text")).regex(PRODUCT_ID_PATTERN, "id must be lowercase letters and digits joined by single hyphens."),
  title: frontText("title"),
  /** "/images/catalog/<file>.svg" */
  image: frontText("image"),
  date: z
    .string(typeMessage("date", 'written as "YYYY-MM-DD"'))
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be written as "YYYY-MM-DD".')
    .refine((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value), "date must be a real calendar date."),
  readTime: frontText("readTime"),
  excerpt: frontText("excerpt"),
  category: frontText("category"),
  tags: z.array(frontText("Each tag"), typeMessage("tags", "a list")).min(1, "tags must list at least one tag."),
  author: frontText("author"),
});

export interface SeedBlogPost extends z.output<typeof blogFrontMatterSchema> {
  /** Trusted HTML written by us: headings, paragraphs, lists, code blocks and internal links only. */
  content: string;
}

class SeedDataError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid seed data file ${file}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "SeedDataError";
  }
}

type Issue = z.core.$ZodIssue;

/** "field "images[0]": …" — the path of a zod issue in words. */
function fieldOf(issuePath: PropertyKey[]): string {
  if (issuePath.length === 0) return "";
  const field = issuePath.map((key, index) => (typeof key === "number" ? `[${key}]` : `${index > 0 ? "." : ""}${String(key)}`)).join("");
  return `field "${field}": `;
}

function check<T>(
  file: string,
  schema: z.ZodType<T>,
  value: unknown,
  describe: (issue: Issue) => string = (issue) => `${fieldOf(issue.path)}${issue.message}`,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new SeedDataError(file, result.error.issues.slice(0, 20).map(describe));
  return result.data;
}

async function readJson(file: string): Promise<unknown> {
  const source = await readFile(file, "utf8");
  try {
    return JSON.parse(source);
  } catch (error) {
    throw new SeedDataError(file, [`not valid JSON: ${(error as Error).message}`]);
  }
}

export async function loadSeedCategories(dir = seedDataDir): Promise<string[]> {
  const file = path.join(dir, "categories.json");
  const names = check(file, z.array(categoryNameSchema, { message: "the file must hold a list of category names." }), await readJson(file));
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0)
    throw new SeedDataError(
      file,
      repeated.map((name) => `category "${name}" is listed twice.`),
    );
  return names;
}

/** The demo products; each one's category must be in `categories` (default: categories.json of the same folder). */
export async function loadSeedProducts(dir = seedDataDir, categories?: string[]): Promise<SeedProduct[]> {
  const file = path.join(dir, "products.json");
  const known = new Set(categories ?? (await loadSeedCategories(dir)));
  const data = await readJson(file);
  const products = check(file, z.array(productInputSchema, { message: "the file must hold a list of products." }), data, (issue) => {
    const [index, ...rest] = issue.path;
    if (typeof index !== "number") return `${fieldOf(issue.path)}${issue.message}`;
    const id = (data as Array<{ id?: unknown }>)[index]?.id;
    return `product #${index + 1}${typeof id === "string" ? ` (${id})` : ""}, ${fieldOf(rest) || "as a whole: "}${issue.message}`;
  });
  const problems: string[] = [];
  const seen = new Set<string>();
  products.forEach((product, index) => {
    if (seen.has(product.id)) problems.push(`product #${index + 1} (${product.id}), field "id": the id is already used by an earlier product.`);
    seen.add(product.id);
    if (!known.has(product.category))
      problems.push(`product #${index + 1} (${product.id}), field "category": "${product.category}" is not in categories.json.`);
  });
  if (problems.length > 0) throw new SeedDataError(file, problems);
  return products;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/** One blog file: the front matter gives the post's fields, the rest (less the file's final newline) is its HTML. */
export function parseBlogPostFile(file: string, source: string): SeedBlogPost {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new SeedDataError(file, ['front matter: the file must start with a "---" line, the post\'s fields in YAML, then a "---" line.']);
  let fields: unknown;
  try {
    fields = parse(match[1]);
  } catch (error) {
    throw new SeedDataError(file, [`front matter: not valid YAML: ${(error as Error).message}`]);
  }
  const meta = check(file, blogFrontMatterSchema, fields ?? {});
  const expectedId = path.basename(file, ".html");
  if (meta.id !== expectedId) throw new SeedDataError(file, [`field "id": "${meta.id}" must match the file name (${expectedId}.html).`]);
  const content = match[2].replace(/\r?\n$/, "");
  if (content.trim() === "") throw new SeedDataError(file, ["body: the post's HTML after the front matter is empty."]);
  return { ...meta, content };
}

/** Every blog/<id>.html, oldest first. */
export async function loadSeedBlogPosts(dir = seedDataDir): Promise<SeedBlogPost[]> {
  const blogDir = path.join(dir, "blog");
  const names = (await readdir(blogDir)).filter((name) => name.endsWith(".html")).sort();
  const posts = await Promise.all(
    names.map(async (name) => parseBlogPostFile(path.join(blogDir, name), await readFile(path.join(blogDir, name), "utf8"))),
  );
  return posts.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

export interface SeedData {
  categories: string[];
  products: SeedProduct[];
  blogPosts: SeedBlogPost[];
}

export async function loadSeedData(dir = seedDataDir): Promise<SeedData> {
  const categories = await loadSeedCategories(dir);
  const [products, blogPosts] = await Promise.all([loadSeedProducts(dir, categories), loadSeedBlogPosts(dir)]);
  return { categories, products, blogPosts };
}
