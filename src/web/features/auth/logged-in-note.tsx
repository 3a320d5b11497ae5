import { Link } from "~/src/web/lib/localized-router";
import { buttonClasses } from "~/src/web/components/ui/button";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("auth.loggedIn", {
  continueShopping: "Continue shopping",
  myOrders: "My orders",
  myProfile: "My profile",
  title: "You are logged in",
  intro: "Your session is active on this device. Pick up where you left off:",
});

/** Shown on /login when a session already exists, instead of a second login form. */
export function LoggedInNote() {
  const t = useT();
  const links = [
    { to: "/", label: t(text.continueShopping), primary: true },
    { to: "/orders", label: t(text.myOrders) },
    { to: "/profile", label: t(text.myProfile) },
  ];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(text.title)}</h1>
      <p className="text-sm text-slate-600">{t(text.intro)}</p>
      <div className="flex flex-wrap gap-3">
        {links.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className={link.primary ? buttonClasses({ className: "shadow-sm" }) : buttonClasses({ variant: "secondary" })}
          >
            {link.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
