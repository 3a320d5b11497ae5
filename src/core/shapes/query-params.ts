import { z } from "zod";

/** Query-string parameters as the staff's lists take them, with messages that name the parameter. */

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};
/** An empty parameter (`?status=`) means "not given", as an HTML form sends it. */
export const blankIsAbsent = <Schema extends z.ZodType>(schema: Schema) => z.preprocess((value) => (value === "" ? undefined : value), schema);
export const dateParam = (name: string) =>
  blankIsAbsent(
    z.string().regex(DATE_PATTERN, `${name} must be a date as YYYY-MM-DD`).refine(isCalendarDate, `${name} is not a real date`).optional(),
  );
export const wholeParam = (name: string, max: number, fallback: number) =>
  blankIsAbsent(
    z.coerce
      .number({ message: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(1, `${name} must be 1 or more`)
      .max(max, `${name} must be at most ${max}`)
      .default(fallback),
  );
