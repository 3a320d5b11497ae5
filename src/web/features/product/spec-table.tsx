import { defineMessages } from "~/src/core/i18n";
import type { SpecRow } from "~/src/core/spec-labels";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("product.specTable", { heading: "Specifications" });

/**
 * The product's structured specifications as a table, below the tabs: the Description tab keeps the
 * description's own list as it is (§2). The rows come worded from the server (specRows in
 * src/core/spec-labels.ts), so the labels and units cost the page no JavaScript. Nothing when none are known.
 */
export function SpecTable({ rows }: { rows: SpecRow[] }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="spec-table-heading" className="mt-10 max-w-3xl">
      <h2 id="spec-table-heading" className="text-xl font-bold tracking-tight text-slate-900">
        {t(text.heading)}
      </h2>
      <table className="mt-4 w-full overflow-hidden rounded-lg border border-slate-200 bg-white text-sm">
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-slate-200 last:border-0 odd:bg-slate-50">
              <th scope="row" className="w-2/5 px-4 py-2.5 text-left align-top font-medium text-slate-600">
                {row.label}
              </th>
              <td className="px-4 py-2.5 text-slate-900">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
