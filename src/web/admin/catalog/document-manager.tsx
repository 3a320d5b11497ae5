import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { formatBytes } from "~/src/core/spec-labels";
import { sendRaw } from "~/src/web/admin/common/send-raw";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";
import { Button } from "~/src/web/components/ui/button";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import type { AdminProduct } from "./catalog-types";

/** Datasheets and manuals: PDFs the product page lists for download (the server checks the bytes and the size). */
export function DocumentManager({ product }: { product: AdminProduct }) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  const fileId = useId();
  const nameId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
  const [missing, setMissing] = useState(false);
  const path = `/api/admin/products/${encodeURIComponent(product._id)}/documents`;
  const saved = (answer: { product: AdminProduct }) => queryClient.setQueryData(queryKeys.admin.product(token, product._id), answer.product);

  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      if (name.trim()) form.append("name", name.trim());
      form.append("file", file);
      return sendRaw<{ product: AdminProduct }>(path, form, { token });
    },
    onSuccess: (answer) => {
      saved(answer);
      setName("");
      if (fileInput.current) fileInput.current.value = "";
    },
  });
  const remove = useMutation({
    mutationFn: (position: number) => apiCall<{ product: AdminProduct }>(`${path}/${position}`, { method: "DELETE", token }),
    onSuccess: saved,
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    setMissing(!file);
    if (file) upload.mutate(file);
  };
  const error = missing ? new Error("Choose a PDF file first.") : (upload.error ?? remove.error);

  return (
    <section aria-labelledby="documents-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="documents-heading" className="text-lg font-bold text-slate-900">
        Datasheets and manuals
      </h2>
      {product.documents.length === 0 ? (
        <p className="text-sm text-slate-600">None yet. Customers see these as downloads on the product page.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {product.documents.map((document, index) => (
            <li key={document.url} className="flex items-center justify-between gap-3 py-2">
              <a href={document.url} className="font-medium text-brand-700 hover:underline">
                {document.name}
              </a>
              <span className="ml-auto text-slate-500">PDF, {formatBytes(document.bytes)}</span>
              <Button size="sm" variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate(index + 1)}>
                Remove<span className="sr-only"> {document.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={send} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
            PDF file (at most 20 MB)
          </label>
          <input id={fileId} ref={fileInput} type="file" accept="application/pdf,.pdf" className="mt-1 block w-full text-sm" />
        </div>
        <div>
          <label htmlFor={nameId} className="block text-sm font-medium text-slate-700">
            Name shown (optional)
          </label>
          <input
            id={nameId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="L298N datasheet"
            maxLength={120}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? "Uploading…" : "Upload"}
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      )}
    </section>
  );
}
