import { stateByCode, type GstStateCode } from "./india-states";

/**
 * GSTIN: the 15-character GST identification number. Layout (GSTN; CGST Rule 10): state code (2 digits),
 * the holder's PAN (5 letters, 4 digits, 1 letter), entity number (1–9 then A–Z, for several registrations
 * under one PAN in one state), "Z" (by default), and a check character.
 *
 * Only state codes of INDIAN_STATES pass. 99 (Centre Jurisdiction) is left out on purpose: the numbers under
 * it are issued to non-resident online-service suppliers and UN bodies, are not built on a PAN (e.g.
 * 9917USA29002OSF), and never belong to a business buying goods delivered to an Indian address. 25 and 28
 * are left out too: no GSTIN in use carries them (see india-states).
 */

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export type GstinCheck = { ok: true; gstin: string; stateCode: GstStateCode } | { ok: false; message: string };

/**
 * The 15th character, from the first 14: GSTN's mod-36 scheme (a Luhn mod N). Each character's value (its
 * place in 0-9A-Z) is multiplied by 1, 2, 1, 2, …; each product adds its quotient and remainder by 36;
 * the check is the value that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  const text = first14.toUpperCase();
  if (!/^[0-9A-Z]{14}$/.test(text)) throw new RangeError("A GSTIN's check character needs its first 14 letters and digits.");
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(text[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

/** Checks a GSTIN as typed (surrounding spaces and letter case ignored); the message says what is wrong. */
export function checkGstin(text: string): GstinCheck {
  const gstin = text.trim().toUpperCase();
  if (gstin.length !== 15) return { ok: false, message: "GSTIN must be 15 characters." };
  if (!/^[0-9A-Z]+$/.test(gstin)) return { ok: false, message: "GSTIN must contain only letters and digits." };
  const state = stateByCode(gstin.slice(0, 2));
  if (!state) return { ok: false, message: "GSTIN's first two digits must be a state code, such as 29 for Karnataka." };
  if (!PAN_PATTERN.test(gstin.slice(2, 12))) {
    return { ok: false, message: "GSTIN's characters 3–12 must be a PAN: 5 letters, 4 digits and a letter." };
  }
  if (gstin[12] === "0") return { ok: false, message: "GSTIN's 13th character must be 1–9 or a letter." };
  if (gstin[13] !== "Z") return { ok: false, message: "GSTIN's 14th character must be Z." };
  // The expected character is not named: the typo may be anywhere, and "fixing" the last one would hide it.
  if (gstin[14] !== gstinCheckCharacter(gstin.slice(0, 14))) {
    return { ok: false, message: "GSTIN's last character does not match the rest: please check it for a typing mistake." };
  }
  return { ok: true, gstin, stateCode: state.code };
}
