import { defineMessages, type Translate } from "~/src/core/i18n";

// The shop's own showcase texts (written for the page, not a customer's review), so Hindi pages show them in Hindi.
const text = defineMessages("home.testimonials", {
  labQuote:
    "We set up our Atal Tinkering Lab with Tinkerwala parts. Every Uno and sensor worked on the first try, and the kit discount let us buy a set for each student team.",
  labName: "Meenakshi Iyer",
  labRole: "ATL in-charge, government higher secondary school, Coimbatore",
  fairQuote:
    "My Class 8 students built line-following robots for the district science fair. Cash on delivery made ordering through the school office simple, and the parcel came in four days.",
  fairName: "Rajesh Kumar Verma",
  fairRole: "Physics teacher, Lucknow",
  homeQuote:
    "I build home automation projects on weekends. The ESP32 boards and relay modules were well packed, clearly labelled and cheaper than the shops on Lamington Road.",
  homeName: "Aditya Kulkarni",
  homeRole: "Hobbyist maker, Pune",
});

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** The home page's customer words in the page's language; the loader calls this, so the texts travel as data. */
export function testimonialTexts(t: Translate): Testimonial[] {
  return [
    { quote: t(text.labQuote), name: t(text.labName), role: t(text.labRole) },
    { quote: t(text.fairQuote), name: t(text.fairName), role: t(text.fairRole) },
    { quote: t(text.homeQuote), name: t(text.homeName), role: t(text.homeRole) },
  ];
}
