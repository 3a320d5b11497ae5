import { useParams } from "react-router";
import { adminMeta } from "~/src/web/admin/common/page-header";
import { ReturnDetail } from "~/src/web/admin/returns/return-detail";

export const meta = () => adminMeta("Return");

export default function AdminReturnPage() {
  const { id = "" } = useParams();
  return <ReturnDetail key={id} id={id} />;
}
