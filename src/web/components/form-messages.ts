import { useMemo } from "react";
import { translateRuleMessage } from "~/src/core/rule-messages";
import { useLanguage, useT } from "~/src/web/lib/i18n";

/*
 * The storefront's forms check their fields early with the rules of src/core, whose messages are English and stay
 * so (the server says them too). On a Hindi page each is shown through src/core/rule-messages.ts, the table the
 * server uses as well (issue 33); a text it does not know, such as a server's answer already in Hindi, is shown as it came.
 */

/**
 * `(message) => message in the page's language` for the English messages of src/core's form rules. English
 * pages get every text unchanged.
 */
export function useFormMessage(): <Text extends string | null | undefined>(message: Text) => Text {
  const language = useLanguage();
  const t = useT();
  return useMemo(
    () =>
      <Text extends string | null | undefined>(message: Text): Text => {
        if (language === "en" || !message) return message;
        return (translateRuleMessage(message, t) ?? message) as Text;
      },
    [language, t],
  );
}
