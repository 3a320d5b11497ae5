import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOKABLE_WORKSHOP_IDS } from "~/src/core/workshop";
import { rupees } from "~/src/web/lib/format";
import { BOOKING_DISABLED_MESSAGE, WorkshopBookingForm } from "./workshop-booking-form";
import { WORKSHOPS } from "./workshops-data";

const toast = vi.hoisted(() => ({ info: vi.fn(), error: vi.fn(), success: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const answer = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const DRONE = "drone-building-workshop";

describe("workshop booking form", () => {
  const fetchSpy = vi.fn();
  beforeEach(() => {
    Object.values(toast).forEach((spy) => spy.mockReset());
    fetchSpy.mockReset();
    vi.stubGlobal("fetch", fetchSpy);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("every built-in workshop can be booked on the server", () => {
    for (const workshop of WORKSHOPS) expect(BOOKABLE_WORKSHOP_IDS).toContain(workshop.id);
  });

  it("shows the kits and the cost in rupees as the student count changes", async () => {
    const user = userEvent.setup();
    render(<WorkshopBookingForm workshopId={DRONE} workshopTitle="Drone Building Workshop" />);
    const students = screen.getByLabelText("Number of students");
    expect(students).toHaveAttribute("type", "number");
    expect(students).toHaveAttribute("min", "0");
    expect(screen.getByTestId("workshop-kits")).toHaveTextContent("0");

    await user.type(students, "30");
    expect(screen.getByTestId("workshop-kits")).toHaveTextContent("8");
    expect(screen.getByTestId("workshop-cost")).toHaveTextContent(rupees(16000));

    await user.clear(students);
    await user.type(students, "-5");
    expect(students).toHaveValue(0);
    expect(screen.getByTestId("workshop-cost")).toHaveTextContent(rupees(0));
  });

  it("Book Now posts the booking; while bookings are off it says so with the spec's text", async () => {
    fetchSpy.mockResolvedValue(answer(409, { success: false, message: BOOKING_DISABLED_MESSAGE }));
    const user = userEvent.setup();
    render(<WorkshopBookingForm workshopId={DRONE} workshopTitle="Drone Building Workshop" />);
    await user.type(screen.getByLabelText("School name"), "Kendriya Vidyalaya");
    await user.type(screen.getByLabelText("Number of students"), "30");
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(BOOKING_DISABLED_MESSAGE));
    expect(BOOKING_DISABLED_MESSAGE).toBe("This Feature Not Enabled Yet!");
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe(`/api/workshops/${DRONE}/bookings`);
    expect(JSON.parse(init.body)).toEqual({ school: "Kendriya Vidyalaya", contact: "", students: 30 });
    expect(screen.getByLabelText("School name")).toHaveValue("Kendriya Vidyalaya");
  });

  it("shows the server's thanks and empties the form when the booking is stored, or its refusal", async () => {
    fetchSpy.mockResolvedValueOnce(answer(400, { success: false, message: "School name is required." }));
    const user = userEvent.setup();
    render(<WorkshopBookingForm workshopId={DRONE} workshopTitle="Drone Building Workshop" />);
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("School name is required."));

    fetchSpy.mockResolvedValueOnce(answer(201, { success: true, message: "Thank you! Your booking request has been received." }));
    await user.type(screen.getByLabelText("School name"), "KV Hebbal");
    await user.type(screen.getByLabelText("Contact (phone or email)"), "teacher@kv.edu.in");
    await user.type(screen.getByLabelText("Number of students"), "12");
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Thank you! Your booking request has been received."));
    expect(screen.getByLabelText("School name")).toHaveValue("");
    expect(screen.getByLabelText("Number of students")).toHaveValue(null);
  });
});
