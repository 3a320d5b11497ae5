import type { Plugin } from "vite";

export function compiledMessages(): Plugin;
