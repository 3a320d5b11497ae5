import { Link } from "react-router";
import { buttonClasses } from "~/src/web/components/ui/button";

/** Shown on /login when a session already exists, instead of a second login form. */
export function LoggedInNote() {
  const links = [
    { to: "/", label: "Continue shopping", primary: true },
    { to: "/orders", label: "My orders" },
    { to: "/profile", label: "My profile" },
  ];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">You are logged in</h1>
      <p className="text-sm text-slate-600">Your session is active on this device. Pick up where you left off:</p>
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
