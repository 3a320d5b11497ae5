import { format, isValid, parseISO } from "date-fns";
import { defineMessages } from "~/src/core/i18n";
import { useLanguage, useLongDate, useT } from "~/src/web/lib/i18n";

const text = defineMessages("blog.facts", { readTime: "{minutes} min read" });

/** "2026-05-06" → "6 May 2026". Date-only strings parse as local dates, so server and browser agree. */
export function formatPostDate(date: string): string {
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, "d MMM yyyy") : date;
}

/**
 * A post's date and read time in the page's language: English pages keep "6 May 2026" and the server's "3 min
 * read"; Hindi pages get "6 मई 2026" and the read time from its minutes (a text of another form shows as it came).
 */
export function usePostFacts(): { date: (date: string) => string; readTime: (readTime: string) => string } {
  const language = useLanguage();
  const t = useT();
  const longDate = useLongDate();
  if (language === "en") return { date: formatPostDate, readTime: (readTime) => readTime };
  return {
    date: (date) => (isValid(parseISO(date)) ? longDate(`${date.slice(0, 10)}T12:00:00+05:30`, { month: "short" }) : date),
    readTime: (readTime) => {
      const minutes = /^(\d+) min read$/.exec(readTime)?.[1];
      return minutes ? t(text.readTime, { minutes: Number(minutes) }) : readTime;
    },
  };
}
