import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CustomerReturn } from "~/src/core/shapes/returns";
import { json } from "~/tests/support/admin";
import { signedInCustomer } from "~/tests/support/kit-orders";
import { InHindi } from "~/tests/support/hindi";
import { customerReturn, deliveredOrder, ORDER_ID, renderCustomerPage } from "~/tests/support/return-screens";
import { ReturnItemAction } from "~/src/web/components/return-window";
import { MyReturns } from "./my-returns";
import { ReturnRequest } from "./return-request";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const fetchMock = signedInCustomer("tok-7");

function serve(returns: CustomerReturn[] = []) {
  fetchMock.mockImplementation((url: string) => {
    if (url === "/api/order/userorders") return json({ success: true, orders: [deliveredOrder()] });
    if (url === "/api/returns") return json({ success: true, returns });
    return json({ success: true, return: customerReturn() }, 201);
  });
}

/** Latin-script words a Hindi page shows, less codes (order numbers, models), product names and the words both languages write alike. */
function englishLeft(text: string): string[] {
  const alike = new Set(["Arduino", "Uno", "Servo", "UPI", "ID", "IFSC", "UTR", "JPEG", "PNG", "WebP", "MB"]);
  return (text.match(/[A-Za-z][A-Za-z0-9']*/g) ?? []).filter((word) => !/\d/.test(word) && !alike.has(word));
}
/** What the page shows, without the test's own record of where the app is. */
const pageText = () => (document.body.textContent ?? "").replace(screen.getByTestId("location").textContent ?? "", "");

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-16T10:00:00+05:30"));
});
afterEach(() => vi.useRealTimers());

describe("returns in Hindi", () => {
  it("asks for a return in Hindi, with Hindi problems next to the fields", async () => {
    serve();
    const user = userEvent.setup();
    renderCustomerPage(
      <InHindi>
        <ReturnRequest kind="component" id={ORDER_ID} />
      </InHindi>,
      { path: `/hi/orders/${ORDER_ID}/return`, pattern: "/hi/orders/:id/return" },
    );

    expect(await screen.findByRole("group", { name: "आप क्या लौटा रहे हैं?" })).toBeInTheDocument();
    expect(screen.getByText(/वापसी की आख़िरी तारीख़:/)).toHaveTextContent("21 नवंबर 2026");
    expect(screen.getAllByText("2 ख़रीदे")).toHaveLength(2);
    expect(screen.getByRole("radio", { name: "टूटा हुआ या ख़राब" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "आपका रिफ़ंड" })).toBeInTheDocument();
    expect(englishLeft(pageText())).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "बैंक खाता" }));
    await user.type(screen.getByLabelText("खाताधारक का नाम"), "Asha Verma");
    await user.type(screen.getByLabelText("खाता नंबर"), "123456789012");
    await user.type(screen.getByLabelText("IFSC"), "SBI");
    await user.click(screen.getByRole("button", { name: "वापसी का अनुरोध भेजें" }));

    expect(screen.getByText("लौटाने के लिए कम से कम एक सामान चुनें।")).toBeInTheDocument();
    expect(screen.getByText("चुनें कि आप सामान क्यों लौटा रहे हैं।")).toBeInTheDocument();
    expect(screen.getByLabelText("IFSC")).toHaveAccessibleDescription(/पहले 4 अक्षर/);
    expect(screen.queryByText(/IFSC must be/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/returns") && url !== "/api/returns")).toBe(false);
  });

  it("says in Hindi why a closed order cannot be returned", async () => {
    fetchMock.mockImplementation((url: string) =>
      url === "/api/order/userorders"
        ? json({ success: true, orders: [deliveredOrder({ returnWindowClosesOn: "2026-11-12" })] })
        : json({ success: true, returns: [] }),
    );
    renderCustomerPage(
      <InHindi>
        <ReturnRequest kind="component" id={ORDER_ID} />
      </InHindi>,
      { path: `/hi/orders/${ORDER_ID}/return`, pattern: "/hi/orders/:id/return" },
    );
    expect(await screen.findByText("यह ऑर्डर लौटाया नहीं जा सकता")).toBeInTheDocument();
    expect(screen.getByText("इस ऑर्डर की वापसी की आख़िरी तारीख़ 12 नवंबर 2026 थी।")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ऑर्डर पर वापस जाएँ" })).toHaveAttribute("href", "/hi/orders");
  });

  it("lists my returns in Hindi: status, refund, where it goes and every step", async () => {
    serve([
      customerReturn({
        status: "approved",
        refundTo: { bank: { holder: "Asha Verma", account: "••••9012", ifsc: "SBIN0001234" } },
        refundReference: "UTR123",
        history: [
          { status: "requested", at: "2026-11-15T10:00:00.000Z" },
          { status: "approved", at: "2026-11-15T12:00:00.000Z", note: "Courier aayega" },
        ],
      }),
    ]);
    renderCustomerPage(
      <InHindi>
        <MyReturns />
      </InHindi>,
      { path: "/hi/returns", pattern: "/hi/returns" },
    );

    const card = await screen.findByRole("article", { name: "15 नवंबर 2026 की वापसी" });
    expect(within(card).getByRole("link", { name: "ऑर्डर #3F9C2A1E" })).toHaveAttribute("href", "/hi/orders");
    expect(within(card).getAllByText("मंज़ूर")).toHaveLength(2);
    expect(within(card).getByText("मंज़ूर: सामान भेजने के निर्देशों के अनुसार सामान वापस भेजें।")).toBeInTheDocument();
    expect(within(card).getByText("बैंक खाता ••••9012, IFSC SBIN0001234 (Asha Verma)")).toBeInTheDocument();
    expect(within(card).getByText("आपका संदेश: The board does not power up.")).toBeInTheDocument();
    expect(within(card).getByText("सामान भेजने के निर्देश: Courier aayega")).toBeInTheDocument();
    const history = within(card).getByRole("list", { name: "वापसी का ब्योरा" });
    expect(history).toHaveTextContent("अनुरोध भेजा गया");
    expect(history).toHaveTextContent("15 नव॰ 2026, 17:30");
    // The customer's own words and names are theirs; everything else is Hindi.
    const shown = (card.textContent ?? "").replace("The board does not power up.", "").replace("Courier aayega", "").replace("Asha Verma", "");
    expect(englishLeft(shown)).toEqual([]);
  });

  it("tells in Hindi that there are no returns yet", async () => {
    serve();
    renderCustomerPage(
      <InHindi>
        <MyReturns />
      </InHindi>,
      { path: "/hi/returns", pattern: "/hi/returns" },
    );
    expect(await screen.findByText("कोई वापसी नहीं")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("link", { name: "मेरे ऑर्डर" })).toHaveAttribute("href", "/hi/orders"));
  });

  it("offers the return on an order in Hindi while the 7 days run, and says in Hindi when they have closed", async () => {
    serve();
    renderCustomerPage(
      <InHindi>
        <ReturnItemAction status="Delivered" closesOn="2026-11-21" href={`/orders/${ORDER_ID}/return`} className="" />
        <ReturnItemAction status="Delivered" closesOn="2026-11-12" href={`/orders/${ORDER_ID}/return`} className="" />
      </InHindi>,
      { path: "/hi/orders", pattern: "/hi/orders" },
    );
    expect(await screen.findByRole("link", { name: "सामान लौटाएँ" })).toHaveAttribute("href", `/hi/orders/${ORDER_ID}/return`);
    expect(screen.getByText(/वापसी की आख़िरी तारीख़ थी/)).toHaveTextContent("वापसी की आख़िरी तारीख़ थी 12 नवंबर 2026");
    expect(englishLeft(pageText())).toEqual([]);
  });
});
