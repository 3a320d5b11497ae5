import { StockAlertLink } from "~/src/web/features/stock-alerts/stock-alert-link";
import type { Route } from "./+types/stock-alert-confirm";

export const meta: Route.MetaFunction = () => [{ title: "Confirm your stock alert | Tinkerwala" }, { name: "robots", content: "noindex" }];

export default function StockAlertConfirmPage() {
  return <StockAlertLink action="confirm" />;
}
