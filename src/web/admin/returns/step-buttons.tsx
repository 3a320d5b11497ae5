import { Button } from "~/src/web/components/ui/button";

interface StepButtonsProps {
  label: string;
  pending: boolean;
  danger?: boolean;
  onBack(): void;
}

/** The end of each step's form on a return: send the step, or go back to the steps without sending anything. */
export function StepButtons({ label, pending, danger = false, onBack }: StepButtonsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size="lg" variant={danger ? "danger" : "primary"} disabled={pending}>
        {pending ? "Saving…" : label}
      </Button>
      <Button variant="secondary" size="lg" onClick={onBack}>
        Back
      </Button>
    </div>
  );
}
