import { redirect } from "react-router";

/** /careers is linked from older pages; the page lives at /career. */
export function loader() {
  return redirect("/career", 301);
}
