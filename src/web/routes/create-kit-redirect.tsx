import { redirect } from "react-router";

/** /create-kit is linked from older pages; the kit builder lives at /kit. */
export function loader() {
  return redirect("/kit", 301);
}
