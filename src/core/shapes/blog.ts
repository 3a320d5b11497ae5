import { z } from "zod";
import { successSchema } from "./api";

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
    content: z.string(),
  })
  .meta({ id: "BlogPost" });
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /api/blogs: newest first. */
export const blogPostListSchema = successSchema({ posts: z.array(blogPostSchema) });

/** GET /api/blogs/{id} */
export const blogPostDetailSchema = successSchema({ post: blogPostSchema });
