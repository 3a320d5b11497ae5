import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PostContent } from "./post-content";

describe("PostContent", () => {
  it("lets a code block take the keyboard's focus, and leaves a '<pre' written in text alone", () => {
    const { container } = render(<PostContent html={"<p>Type &lt;pre&gt; to start.</p><pre><code>int led = 13;</code></pre>"} />);
    expect(container.querySelector("pre")).toHaveAttribute("tabindex", "0");
    expect(container.querySelector("p")).toHaveTextContent("Type <pre> to start.");
    expect(container.querySelectorAll("[tabindex]")).toHaveLength(1);
  });
});
