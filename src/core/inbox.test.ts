import { describe, expect, it } from "vitest";
import { readTimeOf, slugOf } from "./blog-input";
import { checkBooking, checkEnquiry, checkSubscription, todayInIndia } from "./inbox";

describe("storefront form rules", () => {
  it("an enquiry needs name, email and message (§5); a phone, when given, is an Indian mobile", () => {
    expect(checkEnquiry({ name: "Ravi", email: "ravi@school.in", message: " " })).toEqual({
      ok: false,
      message: "Please fill in your name, email, and message.",
    });
    expect(checkEnquiry({ name: "Ravi", email: "ravi", message: "Hi" })).toMatchObject({ message: "Please enter a valid email address." });
    expect(checkEnquiry({ name: "Ravi", email: "Ravi@School.in ", message: "Hi", phone: "+91 98450-12345" })).toEqual({
      ok: true,
      value: { name: "Ravi", email: "ravi@school.in", phone: "+91 98450-12345", message: "Hi" },
    });
  });

  it("a booking's date is a real date, today or later in India; students a whole number from 1", () => {
    const base = { school: "KV", contact: "9845012345", students: 4 };
    expect(checkBooking({ ...base, date: "2026-11-23" }, "2026-11-23")).toMatchObject({ ok: true, value: { date: "2026-11-23" } });
    expect(checkBooking({ ...base, date: "2026-11-22" }, "2026-11-23")).toMatchObject({ message: "Preferred date cannot be in the past." });
    expect(checkBooking({ ...base, date: "" }, "2026-11-23")).toMatchObject({ ok: true, value: { date: null } });
    expect(checkBooking({ ...base, students: "12" }, "2026-11-23")).toMatchObject({ ok: true, value: { students: 12 } });
    expect(checkBooking({ ...base, students: "" }, "2026-11-23")).toMatchObject({ ok: false });
    // 20:00 UTC is already the next day in India.
    expect(todayInIndia(new Date("2026-11-23T20:00:00Z"))).toBe("2026-11-24");
  });

  it("a subscription needs a valid address, kept in lower case", () => {
    expect(checkSubscription({ email: " A@B.in " })).toEqual({ ok: true, value: { email: "a@b.in" } });
    expect(checkSubscription({})).toEqual({ ok: false, message: "Email is required." });
  });
});

describe("blog post ids and read time", () => {
  it("makes a readable id from the title", () => {
    expect(slugOf("ESP32 vs NodeMCU — for Classroom IoT!")).toBe("esp32-vs-nodemcu-for-classroom-iot");
    expect(slugOf("Café résumé")).toBe("cafe-resume");
    expect(slugOf("!!!")).toBe("post");
  });

  it("counts about 200 words a minute, at least one", () => {
    expect(readTimeOf("<p>short</p>")).toBe("1 min read");
    expect(readTimeOf(`<p>${"word ".repeat(801)}</p>`)).toBe("5 min read");
  });
});
