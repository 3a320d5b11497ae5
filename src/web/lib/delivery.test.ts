import { beforeEach, describe, expect, it } from "vitest";
import { stubbedFetch } from "~/tests/support/fetch-mock";
import { bengaluruEstimate } from "~/tests/support/delivery-answers";
import { deliveryDate, deliveryNote, forgetPinLookups, lookupPin } from "./delivery";

const fetchMock = stubbedFetch();
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

const bengaluru = bengaluruEstimate();

beforeEach(() => forgetPinLookups());

describe("deliveryDate", () => {
  it("reads YYYY-MM-DD as India's calendar date, written EEE, d MMM", () => {
    expect(deliveryDate("2026-11-30")).toBe("Mon, 30 Nov");
    expect(deliveryDate("2026-09-01")).toBe("Tue, 1 Sep");
    expect(deliveryDate("2027-01-03")).toBe("Sun, 3 Jan");
  });
});

describe("lookupPin", () => {
  it("asks GET /api/delivery/{pin} without a token, once per PIN", async () => {
    fetchMock.mockImplementation(() => answer({ success: true, ...bengaluru }));
    expect(await lookupPin("560001")).toEqual({ kind: "found", estimate: expect.objectContaining({ district: "Bengaluru", state: "Karnataka" }) });
    await lookupPin("560001");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe("/api/delivery/560001");
    expect(init.method).toBe("GET");
    expect(init.headers).not.toHaveProperty("token");
  });

  it("an unknown PIN (404) and a refused one (400) carry the server's message", async () => {
    fetchMock.mockImplementationOnce(() => answer({ success: false, message: "We do not know the PIN 999999. Please check it." }, 404));
    expect(await lookupPin("999999")).toEqual({ kind: "unknown", message: "We do not know the PIN 999999. Please check it." });
    fetchMock.mockImplementationOnce(() => answer({ success: false, message: "PIN must be 6 digits." }, 400));
    expect(await lookupPin("123456")).toEqual({ kind: "unknown", message: "PIN must be 6 digits." });
  });

  it("a failure says nothing and is asked again next time: no network, a 500, a server without the call, an answer without the fields", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await lookupPin("560001")).toEqual({ kind: "failed" });
    fetchMock.mockImplementationOnce(() => answer({ success: false, message: "Something went wrong." }, 500));
    expect(await lookupPin("560001")).toEqual({ kind: "failed" });
    fetchMock.mockImplementationOnce(() => answer({ success: false, message: "No such API call: GET /api/delivery/560001" }, 404));
    expect(await lookupPin("560001")).toEqual({ kind: "failed" });
    fetchMock.mockImplementationOnce(() => answer({ success: true, address: {} }));
    expect(await lookupPin("560001")).toEqual({ kind: "failed" });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});

describe("deliveryNote", () => {
  it("promises a date and cash on delivery, or says why not", () => {
    expect(deliveryNote("560001", { kind: "found", estimate: bengaluru })).toEqual({
      tone: "ok",
      date: "Mon, 30 Nov",
      place: "Bengaluru, Karnataka",
      cod: true,
    });
    // As the server words it: the PIN and the owner's reason in one sentence, said once.
    const nicobar = {
      ...bengaluru,
      pin: "744301",
      serviceable: false,
      cod: false,
      message: "We do not deliver to 744301 yet: Our courier does not reach the Nicobar islands.",
    };
    expect(deliveryNote("744301", { kind: "found", estimate: nicobar })).toEqual({
      tone: "no",
      text: "We do not deliver to 744301 yet: Our courier does not reach the Nicobar islands.",
    });
    expect(deliveryNote("744301", { kind: "found", estimate: { ...nicobar, message: undefined } })).toEqual({
      tone: "no",
      text: "We do not deliver to 744301 yet.",
    });
    expect(deliveryNote("999999", { kind: "unknown", message: "We do not know the PIN 999999. Please check it." })).toEqual({
      tone: "no",
      text: "We do not know the PIN 999999. Please check it.",
    });
    expect(deliveryNote("560001", { kind: "failed" })).toBeNull();
    const unconfirmed = { ...bengaluru, pin: "560999", known: false, district: "", message: "We could not confirm the PIN 560999." };
    expect(deliveryNote("560999", { kind: "found", estimate: unconfirmed })).toEqual({
      tone: "ok",
      date: "Mon, 30 Nov",
      place: "Karnataka",
      cod: true,
      unconfirmed: "We could not confirm the PIN 560999.",
    });
  });
});
