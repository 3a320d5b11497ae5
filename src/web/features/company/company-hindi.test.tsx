import type { ComponentType } from "react";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, type MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { englishWords } from "~/scripts/eslint-no-english-text.mjs";
import { rupees } from "~/src/web/lib/format";
import { ShopSettingsProvider } from "~/src/web/shop/settings";
import { hindiMessages, InHindi } from "~/tests/support/hindi";
import { SAMPLE_SHOP } from "~/tests/support/shop";
import { wordsOf } from "~/tests/support/english-left";
import AboutPage, { meta as aboutMeta } from "~/src/web/routes/about";
import CareerPage from "~/src/web/routes/career";
import ContactPage from "~/src/web/routes/contact";
import PrivacyPolicyPage from "~/src/web/routes/privacy-policy";
import ReviewGuidelinesPage from "~/src/web/routes/review-guidelines";
import SupportPage from "~/src/web/routes/support";
import TutorialPage, { loader as tutorialLoader, meta as tutorialMeta } from "~/src/web/routes/tutorial";
import TutorialsPage from "~/src/web/routes/tutorials";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route modules differ in their props; the stub passes each its own
type AnyPage = ComponentType<any>;

function renderAt(path: string, pattern: string, Page: AnyPage, hindi: boolean, loader?: (args: { params: Record<string, string> }) => unknown) {
  const Stub = createRoutesStub([
    { path: pattern, Component: Page, ...(loader ? { loader: ({ params }) => loader({ params: params as Record<string, string> }) } : {}) },
  ]);
  const page = (
    <ShopSettingsProvider deliveryFee={SAMPLE_SHOP.deliveryFee} shop={SAMPLE_SHOP}>
      <Stub initialEntries={[path]} />
    </ShopSettingsProvider>
  );
  return render(hindi ? <InHindi>{page}</InHindi> : page);
}

/** The shop's own details (legal name, address, hours) are content and stay as the owner wrote them. */
const shopWords = wordsOf(JSON.stringify(SAMPLE_SHOP));

/** Latin-script words a reader sees or hears outside code, as the browser check of Hindi pages counts them. */
function englishLeft(root: HTMLElement): string[] {
  const parts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!node.parentElement?.closest("code")) parts.push(node.textContent ?? "");
  for (const element of root.querySelectorAll("[aria-label]")) parts.push(element.getAttribute("aria-label") ?? "");
  return [...new Set(englishWords(parts.join(" ")).filter((word: string) => !shopWords.has(word.toLowerCase())))];
}

const PAGES: Array<{ path: string; pattern: string; Page: AnyPage; hindi: string; english: string; loader?: typeof tutorialLoader }> = [
  {
    path: "/hi/about",
    pattern: "/hi/about",
    Page: AboutPage,
    hindi: "नन्हे आविष्कारकों के लिए पुर्ज़े, ख़ुद बनाने वालों के हाथों से",
    english: "Parts for young makers",
  },
  { path: "/hi/contact", pattern: "/hi/contact", Page: ContactPage, hindi: "हमसे बात करें", english: "Get in touch" },
  { path: "/hi/career", pattern: "/hi/career", Page: CareerPage, hindi: "Tinkerwala के साथ काम करें", english: "Work with Tinkerwala" },
  { path: "/hi/support", pattern: "/hi/support", Page: SupportPage, hindi: "हम आपकी क्या मदद करें?", english: "How can we help?" },
  { path: "/hi/privacy-policy", pattern: "/hi/privacy-policy", Page: PrivacyPolicyPage, hindi: "निजता नीति", english: "Privacy policy" },
  {
    path: "/hi/review-guidelines",
    pattern: "/hi/review-guidelines",
    Page: ReviewGuidelinesPage,
    hindi: "हम रिव्यू कैसे लेते और जाँचते हैं",
    english: "How we collect and check reviews",
  },
  { path: "/hi/tutorials", pattern: "/hi/tutorials", Page: TutorialsPage, hindi: "ठीक करते और सुधारते हुए सीखें", english: "Learn by fixing" },
  {
    path: "/hi/tutorials/react",
    pattern: "/hi/tutorials/:topic",
    Page: TutorialPage,
    hindi: "झटपट हल",
    english: "Quick Fixes",
    loader: tutorialLoader,
  },
  {
    path: "/hi/tutorials/node",
    pattern: "/hi/tutorials/:topic",
    Page: TutorialPage,
    hindi: "बेहतर बनाना",
    english: "Optimization",
    loader: tutorialLoader,
  },
];

describe("company pages in Hindi (issue 33)", () => {
  it.each(PAGES)(
    "$path: a Hindi heading and no English left outside code and the shop's own details",
    async ({ path, pattern, Page, hindi, english, loader }) => {
      const { container } = renderAt(path, pattern, Page, true, loader as never);
      expect(await screen.findByRole("heading", { level: 1, name: hindi })).toBeInTheDocument();
      expect(container).not.toHaveTextContent(english);
      expect(englishLeft(container)).toEqual([]);
    },
  );

  it("privacy: names both cookies and links to the Hindi contact page", async () => {
    const { container } = renderAt("/hi/privacy-policy", "/hi/privacy-policy", PrivacyPolicyPage, true);
    expect(await screen.findByText("shop_lang", { selector: "code" })).toBeInTheDocument();
    expect(screen.getByText("tw_device", { selector: "code" })).toBeInTheDocument();
    expect(container).toHaveTextContent("हम दो कुकी रखते हैं");
    expect(container).toHaveTextContent("वह सिर्फ़ यह याद रखती है कि आपने अंग्रेज़ी चुनी या हिंदी");
    expect(screen.getByRole("link", { name: "संपर्क पेज" })).toHaveAttribute("href", "/hi/contact");
  });

  it("review guidelines: the five reasons in Hindi, named as the product pages name them", async () => {
    renderAt("/hi/review-guidelines", "/hi/review-guidelines", ReviewGuidelinesPage, true);
    const items = within(await screen.findByRole("list", { name: "रिव्यू रोकने या हटाने की वजहें" })).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent("गाली-गलौज या नफ़रत भरी भाषा: गालियाँ, धमकियाँ");
  });

  it("support: the Hindi section links and the delivery fee", async () => {
    const { container } = renderAt("/hi/support", "/hi/support", SupportPage, true);
    const nav = await screen.findByRole("navigation", { name: "इस पेज पर" });
    expect(within(nav).getByRole("link", { name: "18 महीने की वारंटी" })).toHaveAttribute("href", "#warranty");
    expect(container).toHaveTextContent(`${rupees(35)} का पैकिंग और सुविधा शुल्क`);
    expect(screen.getByRole("link", { name: "मेरे ऑर्डर" })).toHaveAttribute("href", "/hi/orders");
  });

  it("titles and descriptions are Hindi on /hi and stay English elsewhere", async () => {
    const matches = [{ id: "root", data: { messages: hindiMessages } }];
    const meta = (descriptors: MetaDescriptor[] | undefined) =>
      descriptors?.map((item) => ("title" in item ? item.title : "content" in item ? item.content : ""));
    const about = (pathname: string) => meta(aboutMeta({ location: { pathname }, matches } as never));
    expect(about("/hi/about")).toEqual([
      "हमारे बारे में | Tinkerwala",
      "Tinkerwala भारत के स्कूलों, अटल टिंकरिंग लैब और शौक़ीनों को इलेक्ट्रॉनिक पुर्ज़े, रोबोटिक्स के पुर्ज़े और IoT किट देता है। 18 महीने की वारंटी, चौबीसों घंटे मदद।",
    ]);
    expect(about("/about")?.[0]).toBe("About Us | Tinkerwala");
    const tutorial = (pathname: string) => meta(tutorialMeta({ location: { pathname }, matches, data: { topic: "react" } } as never));
    expect(tutorial("/hi/tutorials/react")?.[0]).toBe("झटपट हल: सीखने की गाइड | Tinkerwala");
    expect(tutorial("/tutorials/react")?.[0]).toBe("Quick Fixes: Tutorial | Tinkerwala");
  });
});

describe("privacy policy in English", () => {
  it("states the two cookies, what the language one remembers, and no longer claims there are none", async () => {
    const { container } = renderAt("/privacy-policy", "/privacy-policy", PrivacyPolicyPage, false);
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy policy" })).toBeInTheDocument();
    expect(container).toHaveTextContent(
      "We use two cookies and no others. shop_lang is set only when you choose a language: it remembers whether you chose English or Hindi, and nothing else. tw_device is set when you log in:",
    );
    expect(container).not.toHaveTextContent("We do not use cookies");
  });
});
