import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Each new page starts at the top (§2). Back and forward ("POP") are left to <ScrollRestoration>,
 * which puts the reader back where they were.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
