import { useState, type FormEvent } from "react";
import { toast } from "~/src/web/lib/toast";
import { WORKSHOP_PRICE_PER_KIT_RUPEES, WORKSHOP_STUDENTS_PER_KIT } from "~/src/core/constants";
import { workshopEstimate } from "~/src/core/workshop";
import { Button } from "~/src/web/components/ui/button";
import { ApiError, apiCall } from "~/src/web/lib/api";
import { rupees } from "~/src/web/lib/format";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("workshops.booking", {
  network: "Network error. Please check your connection.",
  heading: "Book this workshop",
  intro: "Tell us about your school and we will plan the {workshop} with you.",
  school: "School name",
  schoolPlaceholder: "e.g. Government Model School, Pune",
  contact: "Contact (phone or email)",
  contactPlaceholder: "Teacher in charge",
  date: "Preferred date",
  students: "Number of students",
  estimate: "Estimate",
  kits: "Kits needed",
  cost: "Estimated cost",
  perKit: "One kit for every {students} students, at {price} per kit. We confirm the final quote when we plan the visit with you.",
  book: "Book Now",
});

export const BOOKING_DISABLED_MESSAGE = "This Feature Not Enabled Yet!";

const input =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200";
const label = "mb-1 block text-sm font-medium text-slate-700";

/**
 * Booking request with a live kit and cost estimate. Book Now sends it to the shop; while the owner has
 * bookings switched off the server refuses with the spec's 'This Feature Not Enabled Yet!' (§8), shown as
 * before. Other refusals (a missing school, say) show the server's message.
 */
export function WorkshopBookingForm({ workshopId, workshopTitle }: { workshopId: string; workshopTitle: string }) {
  const t = useT();
  const [students, setStudents] = useState("");
  const [sending, setSending] = useState(false);
  const estimate = workshopEstimate(Number(students));

  const onStudents = (value: string) => {
    // Minimum 0 (§5): a typed minus sign or a negative spin settles at 0.
    if (value !== "" && Number(value) < 0) setStudents("0");
    else setStudents(value);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const fields = new FormData(form);
    const body = {
      school: String(fields.get("school") ?? ""),
      contact: String(fields.get("contact") ?? ""),
      date: String(fields.get("date") ?? "") || undefined,
      students: students === "" ? undefined : Number(students),
    };
    setSending(true);
    try {
      const answer = await apiCall<{ message: string }>(`/api/workshops/${encodeURIComponent(workshopId)}/bookings`, { method: "POST", body });
      toast.success(answer.message);
      form.reset();
      setStudents("");
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : t(text.network);
      // Bookings switched off is the endpoint's only 409; a Hindi page gets that refusal in Hindi, so not the same words.
      const disabled = message === BOOKING_DISABLED_MESSAGE || (failure instanceof ApiError && failure.status === 409);
      if (disabled) toast.info(message);
      else toast.error(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      id="booking"
      onSubmit={submit}
      noValidate
      aria-labelledby="booking-title"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="booking-title" className="text-lg font-bold text-slate-900">
        {t(text.heading)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(text.intro, { workshop: workshopTitle.toLowerCase() })}</p>
      <div className="mt-4 space-y-4">
        <div>
          <label htmlFor="booking-school" className={label}>
            {t(text.school)}
          </label>
          <input id="booking-school" name="school" autoComplete="organization" className={input} placeholder={t(text.schoolPlaceholder)} />
        </div>
        <div>
          <label htmlFor="booking-contact" className={label}>
            {t(text.contact)}
          </label>
          <input id="booking-contact" name="contact" autoComplete="email" className={input} placeholder={t(text.contactPlaceholder)} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="booking-date" className={label}>
              {t(text.date)}
            </label>
            <input id="booking-date" name="date" type="date" className={input} />
          </div>
          <div>
            <label htmlFor="booking-students" className={label}>
              {t(text.students)}
            </label>
            <input
              id="booking-students"
              name="students"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={students}
              onChange={(event) => onStudents(event.target.value)}
              className={input}
              placeholder="0"
            />
          </div>
        </div>
      </div>

      <div className="mt-5 rounded-lg bg-brand-50 p-4" aria-live="polite">
        <h3 className="text-sm font-semibold text-brand-900">{t(text.estimate)}</h3>
        <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-600">{t(text.kits)}</dt>
            <dd className="text-xl font-bold text-slate-900" data-testid="workshop-kits">
              {estimate.kits}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t(text.cost)}</dt>
            <dd className="text-xl font-bold text-slate-900" data-testid="workshop-cost">
              {rupees(estimate.costRupees)}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-slate-600">
          {t(text.perKit, { students: WORKSHOP_STUDENTS_PER_KIT, price: rupees(WORKSHOP_PRICE_PER_KIT_RUPEES) })}
        </p>
      </div>

      <Button type="submit" size="lg" fullWidth disabled={sending} className="mt-5 shadow-sm">
        {t(text.book)}
      </Button>
    </form>
  );
}
