import { z } from "zod";
import { LANGUAGES } from "~/src/core/language";
import { POST_STATUSES } from "~/src/core/staff";
import { apiSchemas, successSchema } from "./api";

/** A blog post; `content` is HTML, sanitized by the server on the way out; `date` is ISO-8601. */
export const blogPostSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    image: z.string(),
    date: z.string(),
    readTime: z.string(),
    excerpt: z.string(),
    category: z.string(),
    tags: z.array(z.string()),
    author: z.string(),
    /** Ours (issue 33): the language the post is written in; Hindi posts are listed first on /hi/blogs. */
    language: z.enum(LANGUAGES),
    content: z.string(),
  })
  .register(apiSchemas, { id: "BlogPost" });
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /api/blogs: newest first; with `language`, that language's posts first (newest first within each). */
export const blogListQuerySchema = z.object({
  language: z.enum(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(", ")}` }).optional(),
});
/** GET /api/blogs */
export const blogPostListSchema = successSchema({ posts: z.array(blogPostSchema) });

/** GET /api/blogs/{id} */
export const blogPostDetailSchema = successSchema({ post: blogPostSchema });

/** A post as staff see it (GET /api/admin/blog/{id}): with its status and last change. */
export const adminBlogPostSchema = blogPostSchema
  .extend({ status: z.enum(POST_STATUSES), updatedAt: z.string() })
  .register(apiSchemas, { id: "AdminBlogPost" });
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;
/** GET /api/admin/blog: every post, drafts too, newest first, without the HTML. */
export const adminBlogListSchema = successSchema({ posts: z.array(adminBlogPostSchema.omit({ content: true })) });
export const adminBlogPostResponseSchema = successSchema({ post: adminBlogPostSchema });
