/** The promo promises (§9), worded as on the about page. */
export const WHY_CHOOSE_US = [
  {
    title: "18-month warranty",
    text: "Every part we sell is covered against manufacturing defects for a year and a half, long enough to see a lab through more than one school year.",
  },
  {
    title: "24/7 support",
    text: "Stuck on a wiring diagram at midnight before the science fair? Write to us any time and our team will help.",
  },
  {
    title: "50+ institutions",
    text: "Schools, colleges and tinkering labs across India already build their projects with parts from us.",
  },
] as const;

export const DOWNLOADS = [
  {
    title: "Tinkerwala brochure",
    text: "Our range, kits and school programmes in one PDF.",
    href: "/Files/tinkerwala-brochure.pdf",
    file: "tinkerwala-brochure.pdf",
  },
  {
    title: "Tinkerwala poster",
    text: "A poster for your lab or classroom notice board.",
    href: "/Files/tinkerwala-poster.pdf",
    file: "tinkerwala-poster.pdf",
  },
] as const;
