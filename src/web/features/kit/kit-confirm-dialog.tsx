import { useEffect, useRef, type KeyboardEvent } from "react";
import { Button } from "~/src/web/components/ui/button";
import { rupees } from "~/src/web/lib/format";
import type { KitAmounts } from "./kit-totals";

interface KitConfirmDialogProps {
  count: number;
  amounts: KitAmounts;
  onNo(): void;
  onYes(): void;
}

/**
 * The No / Yes question before kit checkout (§4). A modal: focus moves in (to No, the safe
 * answer), Tab stays inside, Escape means No, and focus returns to where it was on close.
 */
export function KitConfirmDialog({ count, amounts, onNo, onYes }: KitConfirmDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    noRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onNo();
      return;
    }
    if (event.key !== "Tab") return;
    const buttons = dialogRef.current?.querySelectorAll<HTMLButtonElement>("button");
    if (!buttons || buttons.length === 0) return;
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center" onClick={onNo}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="kit-confirm-title"
        aria-describedby="kit-confirm-text"
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id="kit-confirm-title" className="text-lg font-bold text-slate-900">
          Create this kit?
        </h2>
        <p id="kit-confirm-text" className="mt-2 text-sm text-slate-600">
          Your kit has {count} products. With the kit discount you pay <strong className="text-slate-900">{rupees(amounts.finalPrice)}</strong>{" "}
          instead of {rupees(amounts.total)}. After Yes we take you to checkout and start a fresh selection here.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button ref={noRef} variant="secondary" onClick={onNo}>
            No
          </Button>
          <Button onClick={onYes}>Yes</Button>
        </div>
      </div>
    </div>
  );
}
