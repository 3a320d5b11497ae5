import { format, parseISO } from "date-fns";
import type { Quote, QuoteAddress } from "~/src/core/shapes/quotes";
import { Panel } from "~/src/web/admin/common/panel";

function Address({ address }: { address: QuoteAddress }) {
  return (
    <address className="not-italic">
      {address.street}
      <br />
      {address.city}, {address.state} {address.zipcode}
    </address>
  );
}

const same = (a: QuoteAddress, b: QuoteAddress) => JSON.stringify(a) === JSON.stringify(b);

/** Who asks, where to bill and deliver, by when, and what they wrote. */
export function QuoteBuyer({ quote }: { quote: Quote }) {
  return (
    <Panel title="Request">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-700">Institution</dt>
          <dd className="text-slate-900">{quote.institution}</dd>
          {quote.gstin && (
            <dd className="text-slate-600">
              GSTIN <span className="font-mono text-slate-900">{quote.gstin}</span>
            </dd>
          )}
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Contact</dt>
          <dd className="text-slate-900">{quote.contactName}</dd>
          <dd className="break-all">
            <a href={`mailto:${quote.email}`} className="text-brand-700 hover:underline">
              {quote.email}
            </a>
          </dd>
          <dd>
            <a href={`tel:${quote.phone}`} className="text-brand-700 hover:underline">
              {quote.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Bill to</dt>
          <dd className="text-slate-900">
            <Address address={quote.billingAddress} />
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Deliver to</dt>
          <dd className="text-slate-900">
            {same(quote.billingAddress, quote.deliveryAddress) ? "The billing address" : <Address address={quote.deliveryAddress} />}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Needed by</dt>
          <dd className="text-slate-900">{quote.neededBy ? format(parseISO(quote.neededBy), "d MMM yyyy") : "Not given"}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Requested</dt>
          <dd className="text-slate-900">
            <time dateTime={quote.createdAt}>{format(new Date(quote.createdAt), "d MMM yyyy, HH:mm")}</time>
          </dd>
        </div>
        {quote.note && (
          <div className="sm:col-span-2">
            <dt className="font-semibold text-slate-700">Note</dt>
            <dd className="whitespace-pre-line text-slate-900">{quote.note}</dd>
          </div>
        )}
      </dl>
    </Panel>
  );
}
