import { useParams } from "react-router";
import { adminMeta } from "~/src/web/admin/common/page-header";
import { QuoteDetail } from "~/src/web/admin/quotes/quote-detail";

export const meta = () => adminMeta("Quotation");

export default function AdminQuotePage() {
  const { id = "" } = useParams();
  return <QuoteDetail key={id} id={id} />;
}
