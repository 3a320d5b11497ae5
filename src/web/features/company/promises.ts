import { defineMessages } from "~/src/core/i18n";

const text = defineMessages("company.promises", {
  warrantyTitle: "18-month warranty",
  warrantyText:
    "Every part we sell is covered against manufacturing defects for a year and a half, long enough to see a lab through more than one school year.",
  supportTitle: "24/7 support",
  supportText: "Stuck on a wiring diagram at midnight before the science fair? Write to us any time and our team will help.",
  institutionsTitle: "50+ institutions",
  institutionsText: "Schools, colleges and tinkering labs across India already build their projects with parts from us.",
  brochureTitle: "Tinkerwala brochure",
  brochureText: "Our range, kits and school programmes in one PDF.",
  posterTitle: "Tinkerwala poster",
  posterText: "A poster for your lab or classroom notice board.",
});

/** The promo promises (§9), worded as on the about page. */
export const WHY_CHOOSE_US = [
  { title: text.warrantyTitle, text: text.warrantyText },
  { title: text.supportTitle, text: text.supportText },
  { title: text.institutionsTitle, text: text.institutionsText },
] as const;

export const DOWNLOADS = [
  { title: text.brochureTitle, text: text.brochureText, href: "/Files/tinkerwala-brochure.pdf", file: "tinkerwala-brochure.pdf" },
  { title: text.posterTitle, text: text.posterText, href: "/Files/tinkerwala-poster.pdf", file: "tinkerwala-poster.pdf" },
] as const;
