import { Link } from "react-router";

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
            className={
              link.primary
                ? "rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
                : "rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            }
          >
            {link.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
