import { slugify } from "./slug";
import { z } from "zod";
import { LANGUAGES } from "./language";
import { POST_STATUSES } from "./staff";

/**
 * A blog post as staff write it (POST /api/admin/blog; PATCH takes any of these fields). The HTML is
 * sanitized by the server on save; the id is made from the title and never changes (stable links).
 */
const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const BLOG_CONTENT_MAX = 200_000;

export const blogPostInputSchema = z.object({
  title: text("Title", 200),
  excerpt: z.string().trim().max(500, "Excerpt must be at most 500 characters.").optional(),
  content: z
    .string({ message: "Content is required." })
    .refine((html) => html.replace(/<[^>]*>/g, "").trim().length > 0 || /<img\b/i.test(html), "Content is required.")
    .refine((html) => html.length <= BLOG_CONTENT_MAX, `Content must be at most ${BLOG_CONTENT_MAX} characters.`),
  image: z
    .string()
    .trim()
    .max(500, "Image must be at most 500 characters.")
    // "/\host/x" is "//host/x" to a browser: another site's image, like "//host/x", not a path of ours.
    .refine((value) => value === "" || /^(?:\/[^/\\]|https:\/\/)/.test(value), "Image must be a path like /images/… or an https:// address.")
    .optional(),
  category: text("Category", 60),
  tags: z.array(text("Tag", 40), { message: "Tags must be a list of words." }).max(20, "A post can have at most 20 tags.").optional(),
  author: z.string().trim().max(100, "Author must be at most 100 characters.").optional(),
  status: z.enum(POST_STATUSES, { message: "Status must be draft or published." }),
  /** The language the post is written in (issue 33); English when left out. */
  language: z.enum(LANGUAGES, { message: "Language must be en (English) or hi (Hindi)." }).optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must look like 2026-12-31.")
    .refine(isRealDate, "Date must be a real date like 2026-12-31.")
    .optional(),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

export const blogPostPatchSchema = blogPostInputSchema.partial();
export type BlogPostPatch = z.infer<typeof blogPostPatchSchema>;

/** A readable id from the title: "ESP32 vs NodeMCU!" → "esp32-vs-nodemcu". */
export function slugOf(title: string): string {
  return slugify(title, "post");
}

/** About 200 words a minute, as the demo posts count it: "4 min read". */
export function readTimeOf(html: string): string {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / 200))} min read`;
}
