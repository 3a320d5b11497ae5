/**
 * The page's JavaScript is fetched at low priority: a server-rendered page reads and its links work
 * before it hydrates, so on a slow phone connection the HTML, the stylesheet and the hero get the
 * bandwidth first and the first paint does not wait for React (Chrome holds low-priority fetches back
 * while layout-blocking ones are under way).
 */
export function scriptsAfterFirstPaint(html: string): string {
  return html.replaceAll('<link rel="modulepreload" href=', '<link rel="modulepreload" fetchpriority="low" href=');
}
