import { adminMeta, PageHeader } from "~/src/web/admin/common/page-header";
import { ReviewsList } from "~/src/web/admin/reviews/reviews-list";

export const meta = () => adminMeta("Reviews");

export default function AdminReviewsPage() {
  return (
    <div className="space-y-4">
      <PageHeader
        title="Reviews"
        description="Every new or edited review waits here until staff publish or reject it; readers' reports come back here too. Oldest waiting first."
      />
      <ReviewsList />
    </div>
  );
}
