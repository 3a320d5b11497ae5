import { GST_RATES, type GstRate } from "./gst-tax";

/**
 * A product's tax data for invoices (CGST Rule 46): its HSN code and GST rate. HSN codes have 4, 6 or 8
 * digits (Notification 78/2020-CT: 4 up to ₹5 crore of turnover, 6 above, 8 in the full tariff).
 */
export const HSN_PATTERN = /^\d{4}(?:\d{2}){0,2}$/;
/** The same rule for the database's check constraint. */
export const HSN_SQL_PATTERN = "^[0-9]{4}([0-9]{2}){0,2}$";
export const HSN_MESSAGE = "HSN must be a code of 4, 6 or 8 digits (for example 8542).";
export const GST_RATE_MESSAGE = `GST rate must be one of ${GST_RATES.join(", ")} (percent).`;

/** 8543: electrical machines and apparatus with individual functions, not elsewhere specified; at 18 %. */
export const DEFAULT_HSN = "8543";
export const DEFAULT_GST_RATE: GstRate = 18;

/** Rates are stored in hundredths of a percent, so 0.25 % is the whole number 25. */
export const gstRateToBp = (rate: number) => Math.round(rate * 100);
export const bpToGstRate = (bp: number) => (bp / 100) as GstRate;
export const GST_RATES_BP = GST_RATES.map(gstRateToBp);
export const DEFAULT_GST_RATE_BP = gstRateToBp(DEFAULT_GST_RATE);

export const isGstRate = (value: unknown): value is GstRate => typeof value === "number" && (GST_RATES as readonly number[]).includes(value);
