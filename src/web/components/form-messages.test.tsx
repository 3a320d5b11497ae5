import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { checkAddress, EMPTY_ADDRESS } from "~/src/web/components/address-form";
import { BusinessPurchase, checkBusiness } from "~/src/web/components/business-purchase";
import { InHindi } from "~/tests/support/hindi";
import { useFormMessage } from "./form-messages";

function Messages({ messages }: { messages: string[] }) {
  const formMessage = useFormMessage();
  return (
    <ul>
      {messages.map((message) => (
        <li key={message}>{formMessage(message)}</li>
      ))}
    </ul>
  );
}

function renderMessages(messages: string[], hindi: boolean) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () =>
        hindi ? (
          <InHindi>
            <Messages messages={messages} />
          </InHindi>
        ) : (
          <Messages messages={messages} />
        ),
    },
  ]);
  render(<Stub initialEntries={[hindi ? "/hi/place-order" : "/place-order"]} />);
  return screen.getAllByRole("listitem").map((item) => item.textContent);
}

const failures = (result: ReturnType<typeof checkBusiness>) =>
  result.ok ? [] : Object.values(result.errors).filter((text): text is string => Boolean(text));

describe("the form rules' messages on a Hindi page (issue 33)", () => {
  const rules = [
    ...Object.values(
      checkAddress({ ...EMPTY_ADDRESS, firstName: "x".repeat(61), email: "asha@", zipcode: "012345", phone: "12345", state: "Kerela" }).errors,
    ),
    ...failures(checkBusiness({ open: true, gstin: "29ABCDE1234F1Z", businessName: "टिंकर लैब्स" })),
    ...failures(checkBusiness({ open: true, gstin: "", businessName: "" })),
  ] as string[];

  it("are all said in Hindi, field names and numbers kept", () => {
    expect(rules).toContain("First name must be at most 60 characters.");
    const hindi = renderMessages(rules, true);
    expect(hindi).toEqual(
      expect.arrayContaining([
        "पहला नाम में ज़्यादा से ज़्यादा 60 अक्षर हो सकते हैं।",
        "उपनाम भरना ज़रूरी है।",
        "कृपया सही ईमेल पता लिखें।",
        "PIN कोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता।",
        "GSTIN में 15 अक्षर होने चाहिए।",
        "GST टैक्स बिल के लिए GSTIN ज़रूरी है।",
        "व्यवसाय का क़ानूनी नाम भरना ज़रूरी है।",
      ]),
    );
    expect(hindi.find((text) => text?.startsWith("व्यवसाय का क़ानूनी नाम में"))).toMatch(/^व्यवसाय का क़ानूनी नाम में "ट", .*: इसे अंग्रेज़ी अक्षरों में/);
    // No rule's English is left (the sentences quote only what was typed and the marks allowed).
    for (const text of hindi) expect(text).not.toMatch(/\b(must|is required|Please|cannot)\b/);
  });

  it("stay word for word on an English page", () => {
    expect(renderMessages(rules, false)).toEqual(rules);
  });

  it("show beside the business purchase's fields in Hindi", () => {
    const value = { open: true, gstin: "29ABCDE1234F1ZX", businessName: "" };
    const checked = checkBusiness(value);
    const errors = checked.ok ? {} : checked.errors;
    const Stub = createRoutesStub([
      {
        path: "*",
        Component: () => (
          <InHindi>
            <BusinessPurchase value={value} onChange={() => undefined} errors={errors} />
          </InHindi>
        ),
      },
    ]);
    render(<Stub initialEntries={["/hi/place-order"]} />);
    expect(screen.getByRole("checkbox", { name: /किसी व्यवसाय के लिए ख़रीद रहे हैं/ })).toBeChecked();
    expect(screen.getByText("GSTIN का आख़िरी अक्षर बाकी से मेल नहीं खाता: कृपया टाइपिंग की ग़लती जाँच लें।")).toBeInTheDocument();
    expect(screen.getByText("व्यवसाय का क़ानूनी नाम भरना ज़रूरी है।")).toBeInTheDocument();
    expect(screen.getByLabelText(/व्यवसाय का क़ानूनी नाम/)).toHaveAttribute("aria-invalid", "true");
  });
});
