import { Link } from "react-router";
import { buttonClasses } from "~/src/web/components/ui/button";
import { EmptyState } from "~/src/web/components/ui/empty-state";

/** No session (or it expired): the way in is the shop's own login. */
export function SignInPanel() {
  return (
    <EmptyState title="Sign in with your staff account" message="The staff area opens after you log in with the account the shop's owner invited.">
      <div className="mt-6 flex justify-center">
        <Link to="/login" className={buttonClasses({ size: "lg" })}>
          Go to login
        </Link>
      </div>
    </EmptyState>
  );
}

/** A customer's account: a clear refusal instead of a page of failing calls. */
export function StaffOnlyPanel() {
  return (
    <EmptyState title="This area is for the shop's staff." message="Your account is a customer account. Your orders and cart are in the shop.">
      <div className="mt-6 flex justify-center">
        <Link to="/" className={buttonClasses({ size: "lg" })}>
          Back to the shop
        </Link>
      </div>
    </EmptyState>
  );
}
