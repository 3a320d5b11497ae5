import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { rupees } from "../../lib/format";
import { BOOKING_DISABLED_MESSAGE, WorkshopBookingForm } from "./workshop-booking-form";

const toastInfo = vi.hoisted(() => vi.fn());
vi.mock("sonner", () => ({ toast: { info: toastInfo, error: vi.fn(), success: vi.fn() } }));

describe("workshop booking form", () => {
  beforeEach(() => toastInfo.mockReset());

  it("shows the kits and the cost in rupees as the student count changes", async () => {
    const user = userEvent.setup();
    render(<WorkshopBookingForm workshopTitle="Drone Building Workshop" />);
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

  it("Book Now says online booking is not enabled yet", async () => {
    const user = userEvent.setup();
    render(<WorkshopBookingForm workshopTitle="Drone Building Workshop" />);
    await user.type(screen.getByLabelText("School name"), "Kendriya Vidyalaya");
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    expect(toastInfo).toHaveBeenCalledWith(BOOKING_DISABLED_MESSAGE);
    expect(BOOKING_DISABLED_MESSAGE).toBe("This Feature Not Enabled Yet!");
  });
});
