import { Link } from "react-router";
import { UserIcon } from "../../components/icons";

interface LoginPromptProps {
  title: string;
  message: string;
}

/** What a visitor sees on a page that needs an account (§6: no redirect, a friendly way in). */
export function LoginPrompt({ title, message }: LoginPromptProps) {
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <UserIcon width={28} height={28} />
      </span>
      <h2 className="mt-4 text-lg font-bold text-slate-900">{title}</h2>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/login" className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700">
          Login
        </Link>
        <Link
          to="/login?mode=signup"
          className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Create an account
        </Link>
      </div>
    </div>
  );
}
