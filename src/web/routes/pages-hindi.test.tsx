import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { englishWords } from "~/scripts/eslint-no-english-text.mjs";
import { LoadError } from "~/src/web/components/load-error";
import { NotFoundContent } from "~/src/web/components/not-found-content";
import { BlogPostCard, type PostSummary } from "~/src/web/features/blog/blog-post-card";
import { EnquiryForm } from "~/src/web/features/enquiry/enquiry-form";
import { WorkshopCard } from "~/src/web/features/workshops/workshop-card";
import { WorkshopDetail } from "~/src/web/features/workshops/workshop-detail";
import { WORKSHOPS } from "~/src/web/features/workshops/workshops-data";
import { InHindi } from "~/tests/support/hindi";

afterEach(() => vi.unstubAllGlobals());

function renderInHindi(ui: ReactNode) {
  const Stub = createRoutesStub([{ path: "/hi/page", Component: () => <InHindi>{ui}</InHindi> }]);
  return render(<Stub initialEntries={["/hi/page"]} />);
}

/** The Latin-script words a reader sees or hears, besides names and technical words. */
function englishOn(root: HTMLElement): string[] {
  const attributes = [...root.querySelectorAll("[aria-label], [placeholder], [alt], [title]")].flatMap((element) =>
    ["aria-label", "placeholder", "alt", "title"].map((name) => element.getAttribute(name) ?? ""),
  );
  return englishWords([root.textContent ?? "", ...attributes].join(" "));
}

describe("Hindi pages of issue 33, part by part", () => {
  it("the enquiry form asks and checks in Hindi", async () => {
    const user = userEvent.setup();
    const { container } = renderInHindi(<EnquiryForm />);
    await user.click(await screen.findByRole("button", { name: "पूछताछ भेजें" }));
    expect(screen.getByRole("alert")).toHaveTextContent("कृपया अपना नाम, ईमेल और संदेश लिखें।");
    await user.type(screen.getByLabelText("नाम *"), "Asha");
    await user.type(screen.getByLabelText("ईमेल *"), "not-an-address");
    await user.type(screen.getByLabelText("संदेश *"), "30 सेट चाहिए");
    await user.click(screen.getByRole("button", { name: "पूछताछ भेजें" }));
    expect(screen.getByRole("alert")).toHaveTextContent("कृपया सही ईमेल पता लिखें।");
    expect(englishOn(container)).toEqual([]);
  });

  it("a workshop, its booking form and estimate read in Hindi", async () => {
    const [drone] = WORKSHOPS;
    const { container } = renderInHindi(
      <>
        <WorkshopCard workshop={drone} />
        <WorkshopDetail workshop={drone} />
      </>,
    );
    expect(await screen.findByRole("link", { name: "जानकारी देखें और बुक करें: ड्रोन बनाने की वर्कशॉप" })).toHaveAttribute(
      "href",
      "/hi/workshops/drone-building-workshop",
    );
    expect(screen.getByRole("heading", { name: "छात्र क्या सीखते हैं" })).toBeInTheDocument();
    expect(screen.getByLabelText("छात्रों की संख्या")).toHaveAttribute("type", "number");
    expect(screen.getByRole("button", { name: "अभी बुक करें" })).toBeInTheDocument();
    expect(screen.getByText(/हर 4 छात्रों पर एक किट/)).toBeInTheDocument();
    expect(englishOn(container)).toEqual([]);
  });

  it("the not-found page and a load failure speak Hindi", async () => {
    const { container } = renderInHindi(
      <>
        <NotFoundContent />
        <LoadError title="ऑर्डर नहीं खुल सके" message="नेटवर्क में गड़बड़ी है।" onRetry={() => undefined} />
      </>,
    );
    expect(await screen.findByRole("heading", { name: "पेज नहीं मिला" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /अपनी किट बनाएँ/ })).toHaveAttribute("href", "/hi/kit");
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeInTheDocument();
    expect(englishOn(container)).toEqual([]);
  });

  it("a blog card gives an English post's date and read time in Hindi and marks the post English", async () => {
    const post = {
      _id: "soldering-basics",
      title: "Soldering basics",
      excerpt: "Heat the joint, not the solder.",
      image: "",
      category: "Guides",
      tags: ["tools"],
      author: "Tinkerwala",
      date: "2026-05-06",
      readTime: "3 min read",
      language: "en",
    } as PostSummary;
    renderInHindi(<BlogPostCard post={post} />);
    const time = await screen.findByText("6 मई 2026");
    expect(time.closest("p")).toHaveTextContent("पढ़ने में 3 मिनट");
    expect(time.closest("p")).toHaveAttribute("lang", "hi");
    expect(screen.getByRole("article")).toHaveAttribute("lang", "en");
    expect(screen.getByRole("list", { name: "टैग" })).toBeInTheDocument();
  });
});
