import { z } from "zod";
import { apiSchemas, successSchema } from "./api";

/** What staff see of a message from the storefront; dates are ISO-8601. */
const answeredFields = {
  _id: z.string(),
  createdAt: z.string(),
  answered: z.boolean(),
  answeredAt: z.string().nullable(),
  /** The name of the staff member who marked it answered (null when not answered, or the account is gone). */
  answeredBy: z.string().nullable(),
  note: z.string(),
};

export const enquiryItemSchema = z
  .object({ ...answeredFields, name: z.string(), email: z.string(), phone: z.string(), message: z.string() })
  .register(apiSchemas, { id: "Enquiry" });
export type EnquiryItem = z.infer<typeof enquiryItemSchema>;

export const bookingItemSchema = z
  .object({
    ...answeredFields,
    workshopId: z.string(),
    school: z.string(),
    contact: z.string(),
    /** Preferred date YYYY-MM-DD, or null. */
    date: z.string().nullable(),
    students: z.number().int(),
  })
  .register(apiSchemas, { id: "WorkshopBooking" });
export type BookingItem = z.infer<typeof bookingItemSchema>;

export const subscriptionItemSchema = z
  .object({ _id: z.string(), email: z.string(), active: z.boolean(), createdAt: z.string() })
  .register(apiSchemas, { id: "Subscription" });
export type SubscriptionItem = z.infer<typeof subscriptionItemSchema>;

export const INBOX_STATUSES = ["new", "answered"] as const;
export const INBOX_PAGE_SIZE = 20;

/** GET /api/admin/enquiries?status=new|answered&page=&limit= (newest first) */
export const inboxListQuerySchema = z.object({
  status: z.enum(INBOX_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
});

/** POST /api/admin/enquiries/{id} and /api/admin/bookings/{id}: `note` left out keeps the current note. */
export const inboxMarkBodySchema = z.object({
  answered: z.boolean(),
  note: z.string().trim().max(2000, "Note must be at most 2000 characters.").optional(),
});

export const enquiryListSchema = successSchema({ items: z.array(enquiryItemSchema), total: z.number().int() });
export const bookingListSchema = successSchema({ items: z.array(bookingItemSchema), total: z.number().int() });
export const subscriptionListSchema = successSchema({ items: z.array(subscriptionItemSchema), total: z.number().int() });
export const enquiryItemResponseSchema = successSchema({ item: enquiryItemSchema });
export const bookingItemResponseSchema = successSchema({ item: bookingItemSchema });
