import { describe, expect, it } from "vitest";
import { navFor } from "./admin-nav-items";

describe("the console's menu", () => {
  it("lists Delivery after Settings for the owner, and for staff (who see the PINs not confirmed there)", () => {
    const owner = navFor("owner").map((item) => item.label);
    expect(owner.slice(owner.indexOf("Settings"), owner.indexOf("Settings") + 2)).toEqual(["Settings", "Delivery"]);
    expect(navFor("owner").find((item) => item.label === "Delivery")?.to).toBe("/admin/delivery");
    expect(navFor("staff").find((item) => item.label === "Delivery")?.to).toBe("/admin/delivery");
  });

  it("lists Returns right after Kit orders for staff and owner alike", () => {
    for (const role of ["staff", "owner"] as const) {
      const labels = navFor(role).map((item) => item.label);
      expect(labels[labels.indexOf("Kit orders") + 1]).toBe("Returns");
    }
    expect(navFor("staff").find((item) => item.label === "Returns")?.to).toBe("/admin/returns");
  });

  it("lists Quotations after Returns for staff and owner alike", () => {
    for (const role of ["staff", "owner"] as const) {
      const labels = navFor(role).map((item) => item.label);
      expect(labels[labels.indexOf("Returns") + 1]).toBe("Quotations");
    }
    expect(navFor("staff").find((item) => item.label === "Quotations")?.to).toBe("/admin/quotes");
  });

  it("lists Reviews right before Inbox for staff and owner alike", () => {
    for (const role of ["staff", "owner"] as const) {
      const labels = navFor(role).map((item) => item.label);
      expect(labels[labels.indexOf("Reviews") + 1]).toBe("Inbox");
    }
    expect(navFor("staff").find((item) => item.label === "Reviews")?.to).toBe("/admin/reviews");
  });
});
