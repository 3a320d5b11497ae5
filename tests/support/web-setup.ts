import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Two busy cores (CI runs suites side by side) can make a render take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
