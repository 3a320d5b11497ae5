/**
 * React Router's Link, NavLink, Form and useNavigate, keeping the page's language: on a Hindi page
 * `<Link to="/cart">` opens `/hi/cart`, so a visitor who chose Hindi stays in Hindi (issue 33). The
 * storefront imports these instead of react-router's own (lint enforces it).
 */
import { forwardRef, useCallback } from "react";
import {
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate as useRouterNavigate,
  type FormProps,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from "react-router";
import type { Language } from "~/src/core/language";
import { localizedPath, useLanguage } from "~/src/web/lib/i18n";

function localizedTo(language: Language, to: To): To {
  if (language === "en") return to;
  if (typeof to === "string") return localizedPath(language, to);
  return to.pathname ? { ...to, pathname: localizedPath(language, to.pathname) } : to;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} to={localizedTo(useLanguage(), to)} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  return <RouterNavLink ref={ref} to={localizedTo(useLanguage(), to)} {...props} />;
});

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ action, ...props }, ref) {
  const language = useLanguage();
  return <RouterForm ref={ref} action={action === undefined ? undefined : localizedPath(language, action)} {...props} />;
});

export function useNavigate() {
  const navigate = useRouterNavigate();
  const language = useLanguage();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => (typeof to === "number" ? navigate(to) : navigate(localizedTo(language, to), options)),
    [navigate, language],
  );
}
