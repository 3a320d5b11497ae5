import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { returns } from "~/src/server/db/schema-returns";
import { auditLog, stockLedger } from "~/src/server/db/schema-staff";
import { call, ledgerMismatches, placeKitOrder, placeOrder, staffToken, stockOf } from "~/tests/support/orders";
import { askReturn, BANK, deliver, moveReturn } from "~/tests/support/returns";
import { addProducts, createTestApp, productFixture, registerUser, validAddress, type TestApp } from "~/tests/support/test-app";

/** Issue 23: staff approve or reject a return, receive it (stock and credit note), refund it; every move checked. */

let t: TestApp;
let staff: string;
let customer: Awaited<ReturnType<typeof registerUser>>;
const kitIds = Array.from({ length: 7 }, (_, i) => `adm-kit-${i}`);
const karnataka = { ...validAddress, city: "Bengaluru", state: "Karnataka", zipcode: "560001" };

beforeAll(async () => {
  t = await createTestApp({ poolSize: 10 });
  await addProducts(t.db, [
    productFixture({ id: "adm-a", name: "Servo SG90", price: 100, stock: 500 }),
    productFixture({ id: "adm-b", name: "Ultrasonic sensor", price: 100, stock: 500 }),
    ...kitIds.map((id, i) => productFixture({ id, name: `Kit part ${i}`, price: 100, stock: 500 })),
  ]);
  staff = await staffToken(t);
  customer = await registerUser(t.app, { name: "Asha Verma" });
});
afterAll(() => t.close());

/** A delivered order of 2 servos and 1 sensor (₹100 each, fee ₹20) and a return of what `lines` says. */
async function requested(lines = [{ productId: "adm-a", quantity: 2 }], address: object = validAddress, reason = "damaged") {
  const orderId = await placeOrder(t, customer.token, { "adm-a": 2, "adm-b": 1 }, address);
  await deliver(t, staff, orderId);
  const response = await askReturn(t, customer.token, orderId, { lines, reason, refund: BANK });
  if (response.statusCode !== 201) throw new Error(response.body);
  return { orderId, returnId: response.json().return._id as string };
}

const receiveAll = (returnId: string, lines = [{ productId: "adm-a", restock: 2, damaged: 0 }]) =>
  moveReturn(t, staff, returnId, { status: "received", lines });

describe("moves", () => {
  it("go requested → approved → received → refunded, each refused move naming the allowed ones", async () => {
    const { returnId } = await requested();
    const early = await moveReturn(t, staff, returnId, { status: "refunded", refund: { amount: 200, reference: "UTR123456789" } });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Cannot move this return from requested to refunded. From requested it can move to: approved, rejected.");
    expect((await moveReturn(t, staff, returnId, { status: "received", lines: [] })).statusCode).toBe(409);

    const noNote = await moveReturn(t, staff, returnId, { status: "approved" });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe("Approving needs the pickup instructions the customer will read.");
    const approved = await moveReturn(t, staff, returnId, { status: "approved", note: "Our courier collects on Monday, 10–1." });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().return).toMatchObject({
      status: "approved",
      history: [{ status: "requested" }, { status: "approved", note: "Our courier collects on Monday, 10–1." }],
    });
    expect((await moveReturn(t, staff, returnId, { status: "approved", note: "again" })).json().message).toBe(
      "Cannot move this return from approved to approved. From approved it can move to: received, rejected.",
    );

    const wrongSum = await receiveAll(returnId, [{ productId: "adm-a", restock: 1, damaged: 0 }]);
    expect(wrongSum.statusCode).toBe(400);
    expect(wrongSum.json().message).toBe("adm-a: restock and damaged must be whole numbers that add up to the 2 units returned.");
    expect((await receiveAll(returnId)).statusCode).toBe(200);
    expect((await moveReturn(t, staff, returnId, { status: "rejected", note: "late" })).json().message).toBe(
      "Cannot move this return from received to rejected. From received it can move to: refunded.",
    );

    const wrongAmount = await moveReturn(t, staff, returnId, { status: "refunded", refund: { amount: 150, reference: "UTR123456789" } });
    expect(wrongAmount.json().message).toBe("The refund of this return is ₹200.00; the amount paid must be exactly that.");
    const noReference = await moveReturn(t, staff, returnId, { status: "refunded", refund: { amount: 200, reference: " " } });
    expect(noReference.json().message).toBe("The refund reference (UTR) must be 6 to 40 letters or digits, as the bank shows it.");
    const refunded = await moveReturn(t, staff, returnId, { status: "refunded", refund: { amount: 200, reference: "UTR123456789" } });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().return).toMatchObject({ status: "refunded", refundReference: "UTR123456789" });
    expect((await moveReturn(t, staff, returnId, { status: "approved", note: "x" })).json().message).toBe(
      "Cannot move this return from refunded to approved. A refunded return does not change any more.",
    );
  });

  it("reject with a reason the customer reads, and the rejected units can be asked back again", async () => {
    const { orderId, returnId } = await requested();
    expect((await moveReturn(t, staff, returnId, { status: "rejected" })).json().message).toBe("Rejecting needs a reason the customer will read.");
    const rejected = await moveReturn(t, staff, returnId, { status: "rejected", note: "The servo was used in a project." });
    expect(rejected.json().return.history.at(-1)).toMatchObject({ status: "rejected", note: "The servo was used in a project." });
    const mine = (await call(t, "GET", "/api/returns", customer.token)).json().returns.find((entry: { _id: string }) => entry._id === returnId);
    expect(mine.history.at(-1).note).toBe("The servo was used in a project.");
    expect(
      (await askReturn(t, customer.token, orderId, { lines: [{ productId: "adm-a", quantity: 2 }], reason: "not-needed", refund: BANK })).statusCode,
    ).toBe(201);
  });

  it("are for staff only", async () => {
    const { returnId } = await requested();
    expect((await call(t, "GET", "/api/admin/returns", customer.token)).statusCode).toBe(403);
    expect((await moveReturn(t, customer.token, returnId, { status: "approved", note: "x" })).statusCode).toBe(403);
    expect((await call(t, "GET", `/api/admin/returns/${returnId}/photos/1`, customer.token)).statusCode).toBe(403);
  });

  it("of two staff approving at once: one wins, the other is refused", async () => {
    const { returnId } = await requested();
    const other = await staffToken(t);
    const answers = await Promise.all(
      [staff, other].map((token) => moveReturn(t, token, returnId, { status: "approved", note: "Courier on Monday" })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.db.select({ history: returns.history }).from(returns).where(eq(returns.id, returnId));
    expect(row.history.map((step) => step.status)).toEqual(["requested", "approved"]);
  });

  it("refuse a stale version", async () => {
    const { returnId } = await requested();
    const stale = await moveReturn(t, staff, returnId, { status: "approved", note: "x", version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("This return was changed by someone else; reload it.");
  });
});

describe("receiving", () => {
  it("puts restocked units back and writes damaged ones off, through the ledger; stock equals its ledger", async () => {
    const before = await stockOf(t, "adm-a");
    const { orderId, returnId } = await requested();
    await moveReturn(t, staff, returnId, { status: "approved", note: "Drop it at the shop" });
    const received = await receiveAll(returnId, [{ productId: "adm-a", restock: 1, damaged: 1 }]);
    expect(received.json().return.lines).toEqual([expect.objectContaining({ productId: "adm-a", quantity: 2, restocked: 1, damaged: 1 })]);
    expect(await stockOf(t, "adm-a")).toBe(before - 2 + 1);
    const rows = await t.db
      .select({ change: stockLedger.change, reason: stockLedger.reason })
      .from(stockLedger)
      .where(sql`${stockLedger.orderId} = ${orderId} and ${stockLedger.productId} = 'adm-a'`)
      .orderBy(stockLedger.id);
    expect(rows).toEqual([
      { change: -2, reason: "order" },
      { change: 2, reason: "returned" },
      { change: -1, reason: "written-off" },
    ]);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it("issues a credit note that mirrors the invoice's tax split and totals the refund's goods part", async () => {
    for (const [address, split] of [
      [karnataka, { cgst: expect.any(Number), igst: 0 }],
      [validAddress, { cgst: 0, igst: expect.any(Number) }],
    ] as const) {
      const { orderId, returnId } = await requested([{ productId: "adm-a", quantity: 1 }], address);
      await moveReturn(t, staff, returnId, { status: "approved", note: "Courier" });
      const received = (await receiveAll(returnId, [{ productId: "adm-a", restock: 1, damaged: 0 }])).json().return;
      expect(received.creditNote).toEqual({ number: expect.stringMatching(/^TWCN\/\d{2}-\d{2}\/\d{5}$/), date: expect.any(String) });
      const invoice = (await call(t, "GET", `/api/orders/${orderId}/invoice?format=json`, customer.token)).json().invoice;
      const note = (
        await call(t, "GET", `/api/orders/${orderId}/credit-notes/${encodeURIComponent(received.creditNote.number)}?format=json`, customer.token)
      ).json().creditNote;
      expect(note).toMatchObject({
        number: received.creditNote.number,
        invoiceNumber: invoice.number,
        invoiceDate: invoice.date,
        supplier: invoice.supplier,
        recipient: invoice.recipient,
        placeOfSupply: invoice.placeOfSupply,
        interState: invoice.interState,
        totals: { total: received.refundGoods },
      });
      expect(note.lines).toEqual([
        expect.objectContaining({
          description: "Servo SG90",
          quantity: 1,
          gstRate: invoice.lines[0].gstRate,
          total: 100,
          ...split,
          sgst: split.cgst,
        }),
      ]);
      const line = note.lines[0];
      expect(Math.round((line.taxableValue + line.cgst + line.sgst + line.igst) * 100)).toBe(10000);
      const pdf = await call(t, "GET", `/api/orders/${orderId}/credit-notes/${encodeURIComponent(received.creditNote.number)}`, customer.token);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      const staffCopy = await call(t, "GET", `/api/admin/credit-notes/${encodeURIComponent(received.creditNote.number)}?format=json`, staff);
      expect(staffCopy.json().creditNote).toEqual(note);
      const other = await registerUser(t.app);
      expect(
        (await call(t, "GET", `/api/orders/${orderId}/credit-notes/${encodeURIComponent(received.creditNote.number)}`, other.token)).statusCode,
      ).toBe(404);
    }
    const list = (await call(t, "GET", "/api/admin/credit-notes", staff)).json();
    expect(list.creditNotes[0]).toMatchObject({ customer: { name: "Asha Verma" }, reason: "Goods returned", total: 100 });
  });

  it("refunds a kit line with its share of the kit discount off, and credits exactly that", async () => {
    const orderId = await placeKitOrder(t, customer.token, kitIds);
    await deliver(t, staff, orderId, "kit-orders");
    const asked = await askReturn(
      t,
      customer.token,
      orderId,
      { lines: [{ productId: "adm-kit-2", quantity: 1 }], reason: "damaged", refund: BANK },
      "kit-orders",
    );
    const returnId = asked.json().return._id;
    await moveReturn(t, staff, returnId, { status: "approved", note: "Courier" });
    const received = (await receiveAll(returnId, [{ productId: "adm-kit-2", restock: 1, damaged: 0 }])).json().return;
    expect(received.refundAmount).toBe(95);
    const note = (
      await call(t, "GET", `/api/kit-orders/${orderId}/credit-notes/${encodeURIComponent(received.creditNote.number)}?format=json`, customer.token)
    ).json().creditNote;
    expect(note.totals.total).toBe(95);
  });

  it("numbers credit notes consecutively with no gaps when many are received at once", async () => {
    const waiting = [];
    for (let i = 0; i < 6; i++) {
      const { returnId } = await requested([{ productId: "adm-b", quantity: 1 }]);
      await moveReturn(t, staff, returnId, { status: "approved", note: "Courier" });
      waiting.push(returnId);
    }
    const answers = await Promise.all(waiting.map((id) => receiveAll(id, [{ productId: "adm-b", restock: 1, damaged: 0 }])));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const all = (await t.db.execute(sql`select serial from credit_notes order by serial`)).rows.map((row) => Number(row.serial));
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
  });

  it("stores credit notes as issued: the database refuses to change or delete one", async () => {
    const refusal = await t.db.execute(sql`update credit_notes set total_paise = 1`).catch((error: { cause?: Error }) => error.cause?.message);
    expect(refusal).toBe("credit_notes is a tax document as issued: it cannot be changed or deleted");
  });
});

describe("refunding", () => {
  it("deletes the bank details: staff then see them masked, and the audit log never held them", async () => {
    const { returnId } = await requested();
    const detail = (await call(t, "GET", `/api/admin/returns/${returnId}`, staff)).json().return;
    expect(detail.refundTo).toEqual(BANK);
    expect(detail.customer).toEqual({ name: "Asha Verma", email: customer.email });
    await moveReturn(t, staff, returnId, { status: "approved", note: "Courier" });
    await receiveAll(returnId);
    await moveReturn(t, staff, returnId, { status: "refunded", refund: { amount: 200, reference: "HDFCN52026112612345" } });
    const [row] = await t.db.select().from(returns).where(eq(returns.id, returnId));
    expect(row.refundMethod).toBeNull();
    const after = (await call(t, "GET", `/api/admin/returns/${returnId}`, staff)).json().return;
    expect(after.refundTo).toEqual({ bank: { holder: "Asha Verma", account: "••••••••9012", ifsc: "SBIN0001234" } });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `return:${returnId}`));
    expect(audit.map((entry) => entry.after)).toEqual([
      { status: "approved", note: "Courier" },
      { status: "received", lines: [{ productId: "adm-a", restock: 2, damaged: 0 }] },
      { status: "refunded", reference: "HDFCN52026112612345" },
    ]);
    expect(JSON.stringify(audit)).not.toContain("123456789012");
    const list = (await call(t, "GET", "/api/admin/returns?status=refunded", staff)).json();
    expect(list.returns.every((entry: { status: string }) => entry.status === "refunded")).toBe(true);
    expect(list.returns.map((entry: { _id: string }) => entry._id)).toContain(returnId);
  });
});
