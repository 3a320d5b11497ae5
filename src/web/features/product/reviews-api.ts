import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReviewReason, ReviewSort } from "~/src/core/reviews";
import type { MyProductReview, OwnReview, ReviewList } from "~/src/core/shapes/reviews";
import { apiCall } from "~/src/web/lib/api";
import { useSession } from "~/src/web/shop/session";

/**
 * The review calls (issue 31). Their keys live here, not in src/web/lib/query-keys.ts, which every page loads
 * first. The writer's own reviews start with the account's prefix, so logging out forgets them with it.
 */
const reviewKeys = {
  page: (productId: string, query: ReviewQuery) => ["product-reviews", productId, query.page, query.sort, query.stars ?? "all"] as const,
  own: ["account", "reviews"] as const,
  mine: (token: string | null) => ["account", "reviews", token] as const,
  mineFor: (token: string | null, productId: string) => ["account", "reviews", token, "product", productId] as const,
};

export interface ReviewQuery {
  page: number;
  sort: ReviewSort;
  stars: number | null;
}

export const FIRST_PAGE: ReviewQuery = { page: 1, sort: "recent", stars: null };

function reviewsPath(productId: string, { page, sort, stars }: ReviewQuery) {
  const params = new URLSearchParams({ page: String(page), sort });
  if (stars !== null) params.set("stars", String(stars));
  return `/api/products/${encodeURIComponent(productId)}/reviews?${params}`;
}

/**
 * A page of the published reviews. The first page in the default order came with the page's HTML (`initial`),
 * so it is not asked for again; other pages and orders are, keeping the last page on screen meanwhile.
 */
export function useReviewPage(productId: string, query: ReviewQuery, initial: ReviewList) {
  const isFirst = query.page === 1 && query.sort === "recent" && query.stars === null;
  return useQuery({
    queryKey: reviewKeys.page(productId, query),
    queryFn: ({ signal }) => apiCall<ReviewList>(reviewsPath(productId, query), { signal }),
    initialData: isFirst ? initial : undefined,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/products/{id}/reviews/mine: asked only once the reviews are looked at, by a logged-in customer. */
export function useMyProductReview(productId: string, wanted: boolean) {
  const { token } = useSession();
  return useQuery({
    queryKey: reviewKeys.mineFor(token, productId),
    queryFn: ({ signal }) => apiCall<MyProductReview>(`/api/products/${encodeURIComponent(productId)}/reviews/mine`, { token, signal }),
    enabled: Boolean(token) && wanted,
  });
}

/** GET /api/reviews/mine: every review the customer wrote, newest first. */
export function useMyReviews() {
  const { token } = useSession();
  return useQuery({
    queryKey: reviewKeys.mine(token),
    queryFn: ({ signal }) => apiCall<{ success: true; reviews: OwnReview[] }>("/api/reviews/mine", { token, signal }).then((data) => data.reviews),
    enabled: Boolean(token),
  });
}

export interface ReviewDraft {
  stars: number | null;
  title: string;
  text: string;
  photos: File[];
  /** An edit without new photos keeps the earlier ones unless this is set. */
  removePhotos: boolean;
}

/**
 * POST /api/products/{id}/reviews, always multipart (photos or not), so one path serves both. Nothing is checked
 * here: the server's refusal names the field, and the form shows it.
 */
export function useWriteReview(productId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ReviewDraft) => {
      const form = new FormData();
      form.append("stars", draft.stars === null ? "" : String(draft.stars));
      form.append("title", draft.title);
      form.append("text", draft.text);
      if (draft.removePhotos) form.append("removePhotos", "true");
      for (const photo of draft.photos) form.append("photos", photo, photo.name);
      return apiCall<{ success: true; review: OwnReview }>(`/api/products/${encodeURIComponent(productId)}/reviews`, {
        method: "POST",
        token,
        body: form,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.own }),
  });
}

/** DELETE /api/reviews/{id}: the writer's own; a published one also leaves the product's average. */
export function useDeleteReview() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall<{ success: true; message: string }>(`/api/reviews/${encodeURIComponent(id)}`, { method: "DELETE", token }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.own });
      void queryClient.invalidateQueries({ queryKey: ["product-reviews"] });
    },
  });
}

/** POST /api/reviews/{id}/helpful: one vote a reader, so pressing again changes nothing. */
export function useHelpfulVote(reviewId: string) {
  const { token } = useSession();
  return useMutation({
    mutationFn: () => apiCall<{ success: true; helpful: number }>(`/api/reviews/${encodeURIComponent(reviewId)}/helpful`, { method: "POST", token }),
  });
}

/** POST /api/reviews/{id}/report: the review stays shown until staff decide. */
export function useReportReview(reviewId: string) {
  const { token } = useSession();
  return useMutation({
    mutationFn: (reason: ReviewReason) =>
      apiCall<{ success: true; message: string }>(`/api/reviews/${encodeURIComponent(reviewId)}/report`, { method: "POST", token, body: { reason } }),
  });
}
