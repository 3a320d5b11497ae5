import { useEffect, useRef, type KeyboardEvent } from "react";
import { Button } from "~/src/web/components/ui/button";
import { defineMessages } from "~/src/core/i18n";
import { rupees } from "~/src/web/lib/format";
import { useT } from "~/src/web/lib/i18n";
import type { KitAmounts } from "./kit-totals";

const text = defineMessages("kit.confirm", {
  title: "Create this kit?",
  count: "Your kit has {count} products. With the kit discount you pay",
  instead: "instead of {total}. After Yes we take you to checkout and start a fresh selection here.",
  no: "No",
  yes: "Yes",
});

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
  const t = useT();

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
          {t(text.title)}
        </h2>
        <p id="kit-confirm-text" className="mt-2 text-sm text-slate-600">
          {t(text.count, { count })} <strong className="text-slate-900">{rupees(amounts.finalPrice)}</strong>{" "}
          {t(text.instead, { total: rupees(amounts.total) })}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button ref={noRef} variant="secondary" onClick={onNo}>
            {t(text.no)}
          </Button>
          <Button onClick={onYes}>{t(text.yes)}</Button>
        </div>
      </div>
    </div>
  );
}
