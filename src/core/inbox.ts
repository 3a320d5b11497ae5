import { EMAIL_PATTERN, PHONE_PATTERN, validateEnquiry } from "./validation";

/**
 * Rules for what the storefront's forms send (enquiry, workshop booking, subscribe), shared by the
 * server (the final word) and the forms. Each check returns the cleaned values or the message to show.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const tooLong = (label: string, value: string, max: number) => (value.length > max ? `${label} must be at most ${max} characters.` : null);
const cleanPhone = (value: string) => value.replace(/[\s-]/g, "");
export const PHONE_MESSAGE = "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9.";

export const ENQUIRY_MESSAGE_MAX = 5000;

export interface EnquiryFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export function checkEnquiry(input: Partial<Record<keyof EnquiryFields, string>>): Checked<EnquiryFields> {
  const value = {
    name: (input.name ?? "").trim(),
    email: (input.email ?? "").trim().toLowerCase(),
    phone: (input.phone ?? "").trim(),
    message: (input.message ?? "").trim(),
  };
  const problem =
    validateEnquiry(value) ??
    tooLong("Name", value.name, 100) ??
    tooLong("Email", value.email, 254) ??
    tooLong("Message", value.message, ENQUIRY_MESSAGE_MAX) ??
    (value.phone && !PHONE_PATTERN.test(cleanPhone(value.phone)) ? PHONE_MESSAGE : null);
  return problem ? { ok: false, message: problem } : { ok: true, value };
}

export const BOOKING_STUDENTS_MAX = 2000;
export const BOOKING_CONTACT_MESSAGE = "Contact must be an email address or a 10-digit Indian mobile number.";
export const BOOKING_STUDENTS_MESSAGE = `Number of students must be a whole number from 1 to ${BOOKING_STUDENTS_MAX}.`;

export interface BookingFields {
  school: string;
  contact: string;
  /** YYYY-MM-DD, or null when the school has no date in mind yet. */
  date: string | null;
  students: number;
}

/** Today's date in India (the shop's calendar), as YYYY-MM-DD. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function checkBooking(
  input: { school?: string; contact?: string; date?: string | null; students?: number | string | null },
  today = todayInIndia(),
): Checked<BookingFields> {
  const school = (input.school ?? "").trim();
  const contact = (input.contact ?? "").trim();
  const date = (input.date ?? "").trim();
  const rawStudents = typeof input.students === "string" ? input.students.trim() : input.students;
  const students = rawStudents === "" || rawStudents == null ? NaN : Number(rawStudents);
  const problem =
    (!school ? "School name is required." : null) ??
    tooLong("School name", school, 200) ??
    (!contact ? "Contact is required." : null) ??
    tooLong("Contact", contact, 254) ??
    (!EMAIL_PATTERN.test(contact) && !PHONE_PATTERN.test(cleanPhone(contact)) ? BOOKING_CONTACT_MESSAGE : null) ??
    (date && !isRealDate(date) ? "Preferred date must be a date like 2026-12-31." : null) ??
    (date && date < today ? "Preferred date cannot be in the past." : null) ??
    (!Number.isInteger(students) || students < 1 || students > BOOKING_STUDENTS_MAX ? BOOKING_STUDENTS_MESSAGE : null);
  return problem ? { ok: false, message: problem } : { ok: true, value: { school, contact, date: date || null, students } };
}

export function checkSubscription(input: { email?: string }): Checked<{ email: string }> {
  const email = (input.email ?? "").trim().toLowerCase();
  if (!email) return { ok: false, message: "Email is required." };
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return { ok: false, message: "Please enter a valid email address." };
  return { ok: true, value: { email } };
}
