import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthForm } from "./auth-form";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  toast.error.mockReset();
  toast.success.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }));

function setup() {
  const onAuthenticated = vi.fn();
  render(
    <MemoryRouter>
      <AuthForm onAuthenticated={onAuthenticated} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onAuthenticated };
}

describe("AuthForm", () => {
  it("toggles between Login and Sign Up; only Sign Up asks for the full name", async () => {
    const { user } = setup();
    expect(screen.getByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Full name")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    expect(screen.queryByRole("link", { name: "Forgot password?" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sign Up" })).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Login here" }));
    expect(screen.getByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Full name")).not.toBeInTheDocument();
  });

  it("login needs email and password; nothing is sent until they are valid", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByText("Email is required.")).toBeInTheDocument();
    expect(screen.getByText("Password is required.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "asha@");
    expect(screen.getByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sign up also needs the full name and a long enough password", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(screen.getByText("Name is required.")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as a toast and stays on the form", async () => {
    fetchMock.mockReturnValueOnce(json({ success: false, message: "Invalid email or password." }));
    const { user, onAuthenticated } = setup();
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith("Invalid email or password."));
    expect(onAuthenticated).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
    expect(fetchMock.mock.calls[0][0]).toBe("/api/user/login");
  });

  it("shows the network error's message as a toast", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const { user } = setup();
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Password"), "password1");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith("Network error. Please check your connection."));
  });

  it("signs up with name, email and password and hands over the token", async () => {
    fetchMock.mockReturnValueOnce(json({ success: true, token: "tok-123", message: "Account created." }));
    const { user, onAuthenticated } = setup();
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    await user.type(screen.getByLabelText("Full name"), "Asha Rao");
    await user.type(screen.getByLabelText("Email"), "Asha@Example.in");
    await user.type(screen.getByLabelText("Password"), "password1");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await vi.waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith("tok-123"));
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe("/api/user/register");
    expect(JSON.parse(init.body)).toEqual({ name: "Asha Rao", email: "asha@example.in", password: "password1" });
  });
});
