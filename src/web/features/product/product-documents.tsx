import { defineMessages } from "~/src/core/i18n";
import type { DocumentLink } from "~/src/core/spec-labels";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("product.documents", { heading: "Datasheets and manuals" });

/** The product's datasheets and manuals as download links (documentLinks, worded on the server). Nothing when none. */
export function ProductDocuments({ documents }: { documents: DocumentLink[] }) {
  const t = useT();
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="documents-heading" className="mt-10 max-w-3xl">
      <h2 id="documents-heading" className="text-xl font-bold tracking-tight text-slate-900">
        {t(text.heading)}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {documents.map((document) => (
          <li key={document.url}>
            {/* The type and size are part of the link's name, so a screen reader says what the download is. */}
            <a
              href={document.url}
              download
              className="flex min-h-11 flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm hover:bg-slate-50"
            >
              <span className="font-semibold text-brand-700 underline-offset-2 hover:underline">{document.name}</span>
              <span className="text-slate-600">{document.details}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
