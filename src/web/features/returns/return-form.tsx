import { useState, type FormEvent } from "react";
import { useNavigate } from "~/src/web/lib/localized-router";
import { ORDER_KINDS } from "~/src/core/order-kinds";
import { checkRefundMethod, RETURN_REASONS, type ReturnReason } from "~/src/core/returns";
import type { ReturnRequestBody } from "~/src/core/shapes/returns";
import { Button } from "~/src/web/components/ui/button";
import { toast } from "~/src/web/lib/toast";
import { PhotoPicker } from "~/src/web/components/photo-picker";
import { QuantityPicker } from "./quantity-picker";
import { EMPTY_REFUND, RefundMethodFields, refundErrorField, refundMethodOf, type RefundField } from "./refund-method-fields";
import { RefundPreview } from "./refund-preview";
import type { ReturnableOrder } from "./returnable-order";
import { useRequestReturn } from "./returns-api";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const NOTE_MAX = 1000;

const text = defineMessages("returns.form", {
  noLines: "Choose at least one item to return.",
  noReason: "Choose why you are returning the items.",
  sent: "Your return request has been sent. We will tell you here how to send the items back.",
  label: "Return request",
  reasonLegend: "Why are you returning them?",
  note: "Anything else we should know?",
  optional: "(optional)",
  photosHint: "Up to 3 pictures showing the problem help the shop decide quickly.",
  sending: "Sending…",
  submit: "Request return",
});

/** RETURN_REASON_LABELS of src/core/returns. */
const reasonText = defineMessages("returns.reason", {
  damaged: "Damaged or defective",
  "wrong-item": "Wrong item sent",
  "not-as-described": "Not as described",
  "not-needed": "No longer needed",
});

interface Problems {
  lines?: string;
  reason?: string;
  refund?: { field: RefundField; message: string };
}

/** The return request (§1 "7-Days Return Policy"): what goes back, why, photos, and where the money goes. */
export function ReturnForm({ order, taken }: { order: ReturnableOrder; taken: Map<string, number> }) {
  const navigate = useNavigate();
  const request = useRequestReturn(order.kind, order.id);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | "">("");
  const [note, setNote] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [refund, setRefund] = useState(EMPTY_REFUND);
  const [problems, setProblems] = useState<Problems>({});
  const t = useT();

  function submit(event: FormEvent) {
    event.preventDefault();
    const lines = order.lines
      .map((line) => ({ productId: line.productId, quantity: quantities[line.productId] ?? 0 }))
      .filter((line) => line.quantity > 0);
    const method = checkRefundMethod(refundMethodOf(refund));
    const found: Problems = {};
    if (lines.length === 0) found.lines = t(text.noLines);
    if (!reason) found.reason = t(text.noReason);
    if (!method.ok) found.refund = { field: refundErrorField(method.message, refund.via), message: method.message };
    setProblems(found);
    if (lines.length === 0 || !reason || !method.ok) return;
    const body: ReturnRequestBody = { lines, reason, refund: method.method, ...(note.trim() ? { note: note.trim() } : {}) };
    request.mutate(
      { body, photos },
      {
        onSuccess: () => {
          toast.success(t(text.sent));
          navigate(ORDER_KINDS[order.kind].customerPath(order.id));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t(text.label)} className="space-y-6">
      <QuantityPicker
        lines={order.lines}
        taken={taken}
        quantities={quantities}
        onChange={(productId, quantity) => setQuantities({ ...quantities, [productId]: quantity })}
        error={problems.lines}
      />
      <fieldset aria-describedby={problems.reason ? "return-reason-error" : undefined}>
        <legend className="text-base font-bold text-slate-900">{t(text.reasonLegend)}</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {RETURN_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name="return-reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
              {t(reasonText[value])}
            </label>
          ))}
        </div>
        {problems.reason && (
          <p id="return-reason-error" className="mt-2 text-sm text-red-700">
            {problems.reason}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor="return-note" className="block text-base font-bold text-slate-900">
          {t(text.note)} <span className="font-normal text-slate-500">{t(text.optional)}</span>
        </label>
        <textarea
          id="return-note"
          value={note}
          maxLength={NOTE_MAX}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
          className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-500 focus:outline-none"
        />
      </div>
      <PhotoPicker photos={photos} onChange={setPhotos} hint={t(text.photosHint)} />
      <RefundMethodFields value={refund} onChange={setRefund} error={problems.refund} />
      <RefundPreview order={order} taken={taken} quantities={quantities} reason={reason} />
      {request.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {request.error.message}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth disabled={request.isPending} aria-busy={request.isPending || undefined}>
        {request.isPending ? t(text.sending) : t(text.submit)}
      </Button>
    </form>
  );
}
