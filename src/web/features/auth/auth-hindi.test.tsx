import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InHindi } from "~/tests/support/hindi";
import { AuthCard } from "./auth-card";
import { AuthForm } from "./auth-form";
import { ForgotPasswordForm } from "./forgot-password-form";
import { ResetPasswordForm } from "./reset-password-form";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  toast.error.mockReset();
  toast.success.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  window.history.replaceState(null, "", "/hi/login");
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

function renderAt(address: string, page: ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <InHindi>{page}</InHindi> }]);
  render(<Stub initialEntries={[address]} />);
  return userEvent.setup();
}

describe("logging in on a Hindi page (issue 33)", () => {
  it("shows the form, its help and its checks in Hindi, with links that stay in Hindi", async () => {
    const user = renderAt(
      "/hi/login",
      <AuthCard>
        <AuthForm onAuthenticated={vi.fn()} />
      </AuthCard>,
    );
    expect(screen.getByRole("heading", { name: "लॉग इन" })).toBeInTheDocument();
    expect(screen.getByText("हर टिंकरिंग लैब के लिए पुर्ज़े, पूरे भारत में डिलीवरी।")).toBeInTheDocument();
    expect(screen.getByText("अपनी पसंद की किट पर 5% की छूट")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "पासवर्ड भूल गए?" })).toHaveAttribute("href", "/hi/forgot-password");
    expect(screen.getByRole("button", { name: "पासवर्ड दिखाएँ" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "लॉग इन करें" }));
    expect(screen.getByText("ईमेल भरना ज़रूरी है।")).toBeInTheDocument();
    expect(screen.getByText("पासवर्ड भरना ज़रूरी है।")).toBeInTheDocument();
    await user.type(screen.getByLabelText("ईमेल"), "asha@");
    expect(screen.getByText("कृपया सही ईमेल पता लिखें।")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "खाता बनाएँ" }));
    expect(screen.getByRole("heading", { name: "खाता बनाएँ" })).toBeInTheDocument();
    expect(screen.getByLabelText("पूरा नाम")).toBeInTheDocument();
    expect(screen.getByText("कम से कम 8 अक्षर।")).toBeInTheDocument();
    expect(screen.queryByText(/Login|Sign Up|Password|Email/)).not.toBeInTheDocument();
  });

  it("asks the server in Hindi and shows its Hindi refusal of a wrong password", async () => {
    fetchMock.mockImplementation(() => answer({ success: false, message: "ईमेल या पासवर्ड ग़लत है।" }, 401));
    const user = renderAt("/hi/login", <AuthForm onAuthenticated={vi.fn()} />);
    await user.type(screen.getByLabelText("ईमेल"), "asha@example.in");
    await user.type(screen.getByLabelText("पासवर्ड"), "not-my-password");
    await user.click(screen.getByRole("button", { name: "लॉग इन करें" }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith("ईमेल या पासवर्ड ग़लत है।"));
    expect(new Headers(fetchMock.mock.calls[0][1].headers).get("x-shop-language")).toBe("hi");
  });

  it("welcomes a new account in Hindi", async () => {
    fetchMock.mockImplementation(() => answer({ success: true, token: "new-token" }));
    const onAuthenticated = vi.fn();
    const user = renderAt("/hi/login", <AuthForm initialMode="signup" onAuthenticated={onAuthenticated} />);
    await user.type(screen.getByLabelText("पूरा नाम"), "Asha Rao");
    await user.type(screen.getByLabelText("ईमेल"), "asha@example.in");
    await user.type(screen.getByLabelText("पासवर्ड"), "a-long-secret");
    await user.click(screen.getByRole("button", { name: "खाता बनाएँ" }));
    await vi.waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith("new-token"));
    expect(toast.success).toHaveBeenCalledWith("आपका खाता तैयार है। Tinkerwala में आपका स्वागत है!");
  });
});

describe("the password pages in Hindi (issue 33)", () => {
  it("asks for the address in Hindi and leads back to the Hindi login", async () => {
    fetchMock.mockImplementation(() => answer({ success: true, message: "अगर इस ईमेल का खाता है, तो हमने लिंक भेज दिया है।" }));
    const user = renderAt("/hi/forgot-password", <ForgotPasswordForm />);
    expect(screen.getByRole("heading", { name: "पासवर्ड भूल गए?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "लॉग इन पर वापस जाएँ" })).toHaveAttribute("href", "/hi/login");
    await user.type(screen.getByLabelText("ईमेल"), "asha@example.in");
    await user.click(screen.getByRole("button", { name: "लिंक भेजें" }));
    expect(await screen.findByRole("heading", { name: "अपना ईमेल देखें" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("अगर इस ईमेल का खाता है, तो हमने लिंक भेज दिया है।");
  });

  it("checks a new password in Hindi and keeps a refused link apart, with a Hindi way to a new one", async () => {
    fetchMock.mockImplementation(() => answer({ success: false, message: "यह लिंक पुराना हो गया है। कृपया नया लिंक मँगाएँ।" }, 400));
    const user = renderAt("/hi/reset-password?token=abc", <ResetPasswordForm token="abc" onReset={vi.fn()} />);
    await user.type(screen.getByLabelText("नया पासवर्ड"), "short");
    await user.type(screen.getByLabelText("नया पासवर्ड दोबारा"), "other");
    await user.click(screen.getByRole("button", { name: "नया पासवर्ड सहेजें" }));
    expect(screen.getByText("पासवर्ड में कम से कम 8 अक्षर होने चाहिए।")).toBeInTheDocument();
    expect(screen.getByText("दोनों पासवर्ड एक जैसे नहीं हैं।")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("नया पासवर्ड"));
    await user.type(screen.getByLabelText("नया पासवर्ड"), "a-long-secret");
    await user.clear(screen.getByLabelText("नया पासवर्ड दोबारा"));
    await user.type(screen.getByLabelText("नया पासवर्ड दोबारा"), "a-long-secret");
    await user.click(screen.getByRole("button", { name: "नया पासवर्ड सहेजें" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent("यह लिंक पुराना हो गया है।");
    expect(screen.getByRole("link", { name: "नया लिंक मँगाएँ" })).toHaveAttribute("href", "/hi/forgot-password");
  });
});
