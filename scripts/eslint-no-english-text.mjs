/**
 * Storefront text comes from the message catalogs (issue 33): a page written in English outside
 * defineMessages would stay English on its Hindi twin. This rule reports JSX text and the attributes a person
 * reads or hears (aria-label, placeholder, title, alt, label) that hold Latin-script words, except the names
 * and technical words both languages write alike (ALLOWED).
 */
const ALLOWED = new Set(
  [
    "Tinkerwala",
    "Arduino",
    "ESP32",
    "ESP8266",
    "NodeMCU",
    "Raspberry",
    "Pi",
    "IoT",
    "GST",
    "GSTIN",
    "IGST",
    "CGST",
    "SGST",
    "PO",
    "HSN",
    "PIN",
    "COD",
    "UPI",
    "OTP",
    "PDF",
    "CSV",
    "USB",
    "LED",
    "I2C",
    "SPI",
    "UART",
    "PWM",
    "Fritzing",
    "CC",
    "BY",
    "SA",
    "English",
    "Tinkerwala's",
    "mm",
    "g",
    "V",
    "mA",
    "kg",
    "KB",
    "MB",
    "x",
    "Razorpay",
    "NEFT",
    "RTGS",
    "IMPS",
    "QR",
    "IFSC",
    "PAN",
    "ID",
    "WhatsApp",
    "Google",
    "Delhivery",
    "YouTube",
    // Boards, pins, chips and tools the tutorials name as their makers and the Arduino IDE write them.
    "Uno",
    "Nano",
    "Mega",
    "NodeMCU",
    "IDE",
    "Windows",
    "macOS",
    "Linux",
    "GND",
    "RX",
    "TX",
    "RST",
    "SDA",
    "SCL",
    "GPIO",
    "LCD",
    "RAM",
    "IP",
    "DHCP",
    "mAh",
  ].map((word) => word.toLowerCase()),
);

const READ_ATTRIBUTES = new Set(["aria-label", "placeholder", "title", "alt", "label", "aria-description", "aria-valuetext"]);

/** The Latin-script words of a text that are not names or technical words. */
export function englishWords(text) {
  // Whole words only: an order number such as 5BAD0000 or a part number such as HC-SR04 is not English.
  return (text.match(/(?<![\w-])[A-Za-z][A-Za-z']+(?![\w-])/g) ?? []).filter((word) => !ALLOWED.has(word.toLowerCase()));
}

export const noEnglishText = {
  rules: {
    "no-english-text": {
      meta: {
        type: "problem",
        schema: [],
        messages: {
          english: 'User-visible English outside the message catalogs: "{{text}}". Declare it with defineMessages and show t(…) (src/core/i18n.ts).',
        },
      },
      create(context) {
        const check = (node, text) => {
          const words = englishWords(text);
          if (words.length > 0) context.report({ node, messageId: "english", data: { text: text.trim().slice(0, 60) } });
        };
        return {
          JSXText: (node) => check(node, node.value),
          JSXAttribute(node) {
            const name = typeof node.name.name === "string" ? node.name.name : "";
            if (!READ_ATTRIBUTES.has(name) || !node.value) return;
            if (node.value.type === "Literal" && typeof node.value.value === "string") check(node.value, node.value.value);
            if (
              node.value.type === "JSXExpressionContainer" &&
              node.value.expression.type === "Literal" &&
              typeof node.value.expression.value === "string"
            ) {
              check(node.value, node.value.expression.value);
            }
            if (node.value.type === "JSXExpressionContainer" && node.value.expression.type === "TemplateLiteral") {
              check(node.value, node.value.expression.quasis.map((quasi) => quasi.value.cooked ?? "").join(" "));
            }
          },
          "JSXExpressionContainer > Literal"(node) {
            if (typeof node.value === "string" && node.parent.parent?.type !== "JSXAttribute") check(node, node.value);
          },
          "JSXExpressionContainer > TemplateLiteral"(node) {
            if (node.parent.parent?.type !== "JSXAttribute") check(node, node.quasis.map((quasi) => quasi.value.cooked ?? "").join(" "));
          },
        };
      },
    },
  },
};
