import { StockAlertLink } from "~/src/web/features/stock-alerts/stock-alert-link";
import type { Route } from "./+types/stock-alert-unsubscribe";

export const meta: Route.MetaFunction = () => [{ title: "Cancel your stock alert | Tinkerwala" }, { name: "robots", content: "noindex" }];

export default function StockAlertUnsubscribePage() {
  return <StockAlertLink action="unsubscribe" />;
}
