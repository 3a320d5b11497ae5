import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BlogPostInput } from "~/src/core/blog-input";
import type { AdminBlogPost } from "~/src/core/shapes/blog";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";

type AdminBlogSummary = Omit<AdminBlogPost, "content">;

export function useAdminPosts() {
  const token = useAdminToken();
  return useQuery({
    queryKey: queryKeys.admin.blogPosts(token),
    queryFn: ({ signal }) => apiCall<{ posts: AdminBlogSummary[] }>("/api/admin/blog", { token, signal }).then((data) => data.posts),
  });
}

export function useAdminPost(id: string) {
  const token = useAdminToken();
  return useQuery({
    queryKey: queryKeys.admin.blogPost(token, id),
    queryFn: ({ signal }) =>
      apiCall<{ post: AdminBlogPost }>(`/api/admin/blog/${encodeURIComponent(id)}`, { token, signal }).then((data) => data.post),
  });
}

/** Create (no id) or update a post; the server sanitizes the HTML and answers the stored post. */
export function useSavePost(id?: string) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlogPostInput) =>
      (id
        ? apiCall<{ post: AdminBlogPost }>(`/api/admin/blog/${encodeURIComponent(id)}`, { method: "PATCH", body, token })
        : apiCall<{ post: AdminBlogPost }>("/api/admin/blog", { method: "POST", body, token })
      ).then((data) => data.post),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.blogPosts(token) }),
  });
}

export function useDeletePost(id: string) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(`/api/admin/blog/${encodeURIComponent(id)}`, { method: "DELETE", token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.blogPosts(token) }),
  });
}
