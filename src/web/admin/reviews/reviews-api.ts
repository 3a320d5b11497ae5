import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ReviewReason } from "~/src/core/reviews";
import type { StaffReview } from "~/src/core/shapes/reviews";
import { ApiError, apiCall } from "~/src/web/lib/api";
import { toast } from "~/src/web/lib/toast";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";

interface ReviewPage {
  reviews: StaffReview[];
  total: number;
  page: number;
  pages: number;
}

/**
 * Kept with the review pages rather than in src/web/lib/query-keys.ts, which the storefront loads first. They
 * start with "admin", as every staff key does, so logging out forgets them.
 */
const reviewKeys = {
  lists: (token: string | null) => ["admin", token, "reviews", "list"] as const,
  list: (token: string | null, search: string) => ["admin", token, "reviews", "list", search] as const,
};

const path = (id: string) => `/api/admin/reviews/${encodeURIComponent(id)}`;

/** One page of reviews (20); `search` is the API's query string (status, productId, stars, page). */
export function useAdminReviews(search: string) {
  const token = useAdminToken();
  return useQuery({
    queryKey: reviewKeys.list(token, search),
    queryFn: ({ signal }) => apiCall<ReviewPage>(`/api/admin/reviews?${search}`, { token, signal }),
    placeholderData: (previous) => previous,
  });
}

/** The answer replaces the review wherever a cached page holds it, so its card shows the new state at once. */
function keepReview(queryClient: QueryClient, token: string | null, review: StaffReview) {
  queryClient.setQueriesData<ReviewPage>({ queryKey: reviewKeys.lists(token) }, (page) =>
    page ? { ...page, reviews: page.reviews.map((one) => (one._id === review._id ? review : one)) } : page,
  );
  return review;
}

export type ReviewDecision = { status: "published" } | { status: "rejected"; reason: ReviewReason };

/**
 * Publish or reject with the `version` the card showed. A 409 (someone else decided, or the customer edited the
 * review) reloads the list so staff see what changed before deciding again.
 */
export function useReviewDecision(review: Pick<StaffReview, "_id" | "version">) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReviewDecision) =>
      apiCall<{ review: StaffReview }>(`${path(review._id)}/status`, { method: "POST", token, body: { ...decision, version: review.version } }).then(
        (data) => keepReview(queryClient, token, data.review),
      ),
    onSuccess: (saved) => {
      toast.success(saved.status === "rejected" ? "Review rejected; the customer is told why." : "Review published.");
      // A decided review leaves the filtered list (a waiting one is no longer waiting).
      void queryClient.invalidateQueries({ queryKey: reviewKeys.lists(token) });
    },
    onError: (error) => {
      // The card may leave the list when it reloads; the toast keeps the reason in view a moment longer.
      toast.error(error.message);
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: reviewKeys.lists(token) });
    },
  });
}

/** The shop's public reply; an empty text takes it down. */
export function useReviewReply(id: string) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiCall<{ review: StaffReview }>(`${path(id)}/reply`, { method: "PUT", token, body: { text } }).then((data) =>
        keepReview(queryClient, token, data.review),
      ),
    onSuccess: (saved) => toast.success(saved.reply ? "Reply saved." : "Reply removed."),
  });
}
