/** A parts list in (issue 30): the matcher for the /quote page, and the line type it hands to a quotation request. */
export { PartsListMatcher, type PartsListMatcherProps } from "./parts-list-matcher";
/** @public What onRequestQuote hands over: the /quote page's request form takes lines of this shape. */
export type { PartsListQuoteLine } from "./line-drafts";
