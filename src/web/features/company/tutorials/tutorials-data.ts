import type { ComponentType } from "react";
import { defineMessages, type Message } from "~/src/core/i18n";
import { OptimizationTutorial } from "./optimization";
import { QuickFixesTutorial } from "./quick-fixes";

export interface Tutorial {
  /** The address segment the home menu links to (§2: /tutorials/react, /tutorials/node). */
  topic: string;
  title: Message;
  summary: Message;
  minutes: number;
  Content: ComponentType;
}

const text = defineMessages("company.tutorials.list", {
  quickFixesTitle: "Quick Fixes",
  quickFixesSummary:
    "Upload errors, missing ports, floating inputs, resetting boards, blank LCDs: fast fixes for the Arduino problems students hit most.",
  optimizationTitle: "Optimization",
  optimizationSummary:
    "Make IoT projects last months on a battery and run for weeks without freezing: sleep, faster Wi-Fi, millis(), memory and power supplies.",
});

/** "6 min read" on the list and on each tutorial. */
export const readTimeText = defineMessages("company.tutorials", { readTime: "{minutes} min read" }).readTime;

export const TUTORIALS: Tutorial[] = [
  { topic: "react", title: text.quickFixesTitle, summary: text.quickFixesSummary, minutes: 6, Content: QuickFixesTutorial },
  { topic: "node", title: text.optimizationTitle, summary: text.optimizationSummary, minutes: 7, Content: OptimizationTutorial },
];

export function findTutorial(topic: string): Tutorial | undefined {
  return TUTORIALS.find((tutorial) => tutorial.topic === topic);
}
