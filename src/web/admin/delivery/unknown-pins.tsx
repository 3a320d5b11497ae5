import { format, parseISO } from "date-fns";
import { LoadError } from "~/src/web/components/load-error";
import { Button } from "~/src/web/components/ui/button";
import { Skeleton } from "~/src/web/components/ui/skeleton";
import { useUnknownPins } from "./delivery-api";

interface UnknownPinsProps {
  /** Offered to the owner: fills the form that adds a PIN. */
  onAdd?: (pin: string, state: string) => void;
}

/**
 * The PINs customers ordered to that neither India Post's directory nor the owner's list has. The orders were
 * taken (their first digits are their state's); each PIN here is new, or a typo to ask the customer about.
 */
export function UnknownPins({ onAdd }: UnknownPinsProps) {
  const unknown = useUnknownPins();
  return (
    <section aria-labelledby="unknown-pins-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="unknown-pins-title" className="text-base font-semibold text-slate-900">
        PINs we could not confirm
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">
        Customers ordered to these PINs; our PIN directory does not list them, so their orders say “PIN not confirmed”. Check the PIN with the
        customer or the courier{onAdd ? ", then add it below with its district" : ""}.
      </p>
      {unknown.isPending ? (
        <Skeleton className="mt-3 h-16 rounded-lg" />
      ) : unknown.isError ? (
        <LoadError title="We could not load these PINs." message={unknown.error.message} onRetry={() => unknown.refetch()} />
      ) : unknown.data.pins.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">Every PIN customers ordered to is one we know.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-xs uppercase text-slate-500">
            <tr>
              <th scope="col" className="py-1 pr-3">
                PIN
              </th>
              <th scope="col" className="py-1 pr-3">
                State given
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                Orders
              </th>
              <th scope="col" className="py-1 pr-3">
                Last order
              </th>
              {onAdd && (
                <th scope="col" className="py-1">
                  <span className="sr-only">Add</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {unknown.data.pins.map((row) => (
              <tr key={row.pin}>
                <td className="py-2 pr-3 font-mono">{row.pin}</td>
                <td className="py-2 pr-3">{row.state}</td>
                <td className="py-2 pr-3 text-right">{row.orders}</td>
                <td className="py-2 pr-3">{format(parseISO(row.lastUsed), "d MMM yyyy")}</td>
                {onAdd && (
                  <td className="py-2 text-right">
                    <Button variant="secondary" size="sm" onClick={() => onAdd(row.pin, row.state)} aria-label={`Add PIN ${row.pin}`}>
                      Add
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
