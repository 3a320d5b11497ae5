import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });
const CYCLE = "no-cycle-with-types/no-cycle";

/** The messages of one rule that ESLint gives for `code` written in the file at `file`. */
async function ruleErrors(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

/** The boundary messages ESLint gives for `code` written in the file at `file` (nothing is written to disk). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === "boundaries/dependencies").map((message) => message.message);
}

describe("the layout's import boundaries", () => {
  it("keep src/core free of server and storefront code", async () => {
    expect(await boundaryErrors("src/core/example.ts", 'import { projectRoot } from "~/src/server/paths";\nexport const x = projectRoot;\n')).toEqual(
      [expect.stringContaining("src/core")],
    );
    expect(await boundaryErrors("src/core/example.ts", 'import { salePrice } from "./pricing";\nexport const x = salePrice;\n')).toEqual([]);
  });

  it("let the storefront import only types from the server", async () => {
    const file = "src/web/components/example.ts";
    expect(await boundaryErrors(file, 'import { buildApp } from "~/src/server/app";\nexport const x = buildApp;\n')).toEqual([
      expect.stringContaining("only types"),
    ]);
    expect(await boundaryErrors(file, 'import type { Config } from "~/src/server/config";\nexport type X = Config;\n')).toEqual([]);
  });

  it("keep features apart, within a feature anything goes", async () => {
    const file = "src/web/features/kit/example.ts";
    expect(
      await boundaryErrors(file, 'import { newestFirst } from "~/src/web/features/orders/order-rules";\nexport const x = newestFirst;\n'),
    ).toEqual([expect.stringContaining("another feature")]);
    expect(
      await boundaryErrors(file, 'import { newestFirst } from "~/src/web/features/orders/order-rules";\nexport const x = newestFirst;\n'),
    ).toHaveLength(1);
    expect(await boundaryErrors(file, 'import { kitAmounts } from "./kit-totals";\nexport const x = kitAmounts;\n')).toEqual([]);
  });

  it("keep server modules out of each other's files", async () => {
    const file = "src/server/modules/cart/example.ts";
    expect(
      await boundaryErrors(file, 'import { placeOrder } from "~/src/server/modules/orders/place-order.service";\nexport const x = placeOrder;\n'),
    ).toEqual([expect.stringContaining("another module")]);
    expect(await boundaryErrors(file, 'import { refuse } from "~/src/server/refusal";\nexport const x = refuse;\n')).toEqual([]);
  });
});

describe("one import style", () => {
  const file = "src/server/modules/cart/example.ts";
  it("takes ./name for the same folder and ~/ for anything else", async () => {
    expect(await ruleErrors("no-restricted-imports", file, 'import { x } from "./cart.service";\nexport const y = x;\n')).toEqual([]);
    expect(await ruleErrors("no-restricted-imports", file, 'import { x } from "~/src/core/money";\nexport const y = x;\n')).toEqual([]);
    for (const specifier of ["../orders/orders.service", "../../db/client", "./parts/piece"]) {
      expect(await ruleErrors("no-restricted-imports", file, `import { x } from "${specifier}";\nexport const y = x;\n`)).toEqual([
        expect.stringContaining("~ alias"),
      ]);
    }
  });

  it("lets route modules read their generated types", async () => {
    const route = "src/web/routes/example.tsx";
    expect(
      await ruleErrors("no-restricted-imports", route, 'import type { Route } from "./+types/example";\nexport type X = Route.MetaArgs;\n'),
    ).toEqual([]);
  });

  it("has the storefront call toast through lib/toast, which loads sonner on first use", async () => {
    const feature = "src/web/features/kit/example.ts";
    expect(await ruleErrors("no-restricted-imports", feature, 'import { toast } from "sonner";\nexport const x = toast;\n')).toEqual([
      expect.stringContaining("lib/toast"),
    ]);
    expect(await ruleErrors("no-restricted-imports", feature, 'import { toast } from "~/src/web/lib/toast";\nexport const x = toast;\n')).toEqual([]);
  });
});

describe("the server's layers", () => {
  it("refuses an import cycle", async () => {
    // schema-staff.ts imports schema.ts, so schema.ts importing it back would close a circle.
    const code = 'import { auditLog } from "./schema-staff";\nexport const x = auditLog;\n';
    expect(await ruleErrors(CYCLE, "src/server/db/schema.ts", code)).toEqual([expect.stringContaining("cycle")]);
  });

  it("refuses a cycle of type-only imports too", async () => {
    // The fixtures are left out of the lint run of the code, so they are linted here with ignores off.
    const folder = path.join(root, "tests/lint/fixtures/type-cycle");
    const results = await new ESLint({ cwd: root, ignore: false }).lintFiles([`${folder}/invoice.ts`, `${folder}/credit-note.ts`]);
    expect(results.map((result) => result.messages.map(({ ruleId, message }) => [ruleId, message]))).toEqual([
      [[CYCLE, expect.stringMatching(/invoice\.ts → .*credit-note\.ts → .*invoice\.ts$/)]],
      [[CYCLE, expect.stringMatching(/credit-note\.ts → .*invoice\.ts → .*credit-note\.ts$/)]],
    ]);
  });

  it("keeps services, shared steps and scripts out of src/server/http", async () => {
    const code = 'import { requireUser } from "~/src/server/http/auth";\nexport const x = requireUser;\n';
    for (const file of ["src/server/modules/orders/place-order.service.ts", "src/server/shared/stock.ts", "scripts/owner-create.ts"]) {
      expect(await ruleErrors("no-restricted-imports", file, code)).toEqual([expect.stringContaining("Refusal")]);
    }
    expect(await ruleErrors("no-restricted-imports", "src/server/modules/orders/orders.routes.ts", code)).toEqual([]);
  });
});
