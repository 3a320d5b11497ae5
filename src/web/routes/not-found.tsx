import { data } from "react-router";
import { NotFoundContent } from "~/src/web/components/not-found-content";

// Any unknown URL: a helpful page with HTTP status 404.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent />;
}
