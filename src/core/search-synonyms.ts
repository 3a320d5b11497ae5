/**
 * The Hindi (and Hinglish) words people type for common parts, and the catalog words they mean (issue 33). The
 * catalog's names are English, so "मोटर" finds what "motor" finds, on the English storefront as on the Hindi
 * one. Keys are lower-case; each meaning is matched as a part of a product's name. Spelling variants that
 * Hindi writers use side by side are listed separately (एलईडी and एल.ई.डी. are not the same text).
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  मोटर: ["motor"],
  मोटरें: ["motor"],
  सेंसर: ["sensor"],
  सेन्सर: ["sensor"],
  बैटरी: ["battery"],
  बैट्री: ["battery"],
  // "wire" is matched as a part of the name, so it finds "Wires" too.
  तार: ["wire", "jumper"],
  वायर: ["wire", "jumper"],
  एलईडी: ["led"],
  "एल.ई.डी.": ["led"],
  बत्ती: ["led", "lamp"],
  रोबोट: ["robot"],
  किट: ["kit"],
  बोर्ड: ["board"],
  ड्राइवर: ["driver"],
  पंखा: ["fan", "propeller"],
  पहिया: ["wheel"],
  पहिए: ["wheel"],
  पहिये: ["wheel"],
  स्विच: ["switch"],
  बटन: ["button", "switch"],
  रेसिस्टर: ["resistor"],
  प्रतिरोध: ["resistor"],
  ब्रेडबोर्ड: ["breadboard"],
  सोल्डर: ["solder"],
  डिस्प्ले: ["display", "lcd", "oled"],
  स्क्रीन: ["display", "lcd", "oled"],
  कैमरा: ["camera"],
  स्पीकर: ["speaker", "buzzer"],
  बजर: ["buzzer"],
  चार्जर: ["charger"],
  केबल: ["cable"],
  मॉड्यूल: ["module"],
  आर्डुइनो: ["arduino"],
  अर्डुइनो: ["arduino"],
  अरडुइनो: ["arduino"],
  रास्पबेरी: ["raspberry"],
  ब्लूटूथ: ["bluetooth"],
  वाईफाई: ["wifi", "wi-fi", "esp"],
  "वाई-फाई": ["wifi", "wi-fi", "esp"],
  सर्वो: ["servo"],
  ड्रोन: ["drone"],
  प्रोपेलर: ["propeller"],
  रिले: ["relay"],
  ट्रांजिस्टर: ["transistor"],
  कैपेसिटर: ["capacitor"],
  संधारित्र: ["capacitor"],
  तापमान: ["temperature"],
  नमी: ["humidity"],
  दूरी: ["distance", "ultrasonic"],
  अल्ट्रासोनिक: ["ultrasonic"],
  पंप: ["pump"],
  सौर: ["solar"],
  सोलर: ["solar"],
  पैनल: ["panel"],
  लाइट: ["light", "led", "lamp"],
  रोशनी: ["light", "ldr"],
  प्रकाश: ["light", "ldr"],
  बल्ब: ["bulb", "lamp", "led"],
  जम्पर: ["jumper"],
  जंपर: ["jumper"],
  गियर: ["gear"],
  स्टेपर: ["stepper"],
  एलसीडी: ["lcd"],
  ओएलईडी: ["oled"],
  सेल: ["cell", "battery"],
  होल्डर: ["holder"],
  रेगुलेटर: ["regulator"],
  डायोड: ["diode"],
  पोटेंशियोमीटर: ["potentiometer"],
  जॉयस्टिक: ["joystick"],
  गैस: ["gas"],
  धुआँ: ["smoke"],
  धुआं: ["smoke"],
  मिट्टी: ["soil"],
  गति: ["motion", "speed"],
  आवाज़: ["sound", "buzzer", "speaker"],
  आवाज: ["sound", "buzzer", "speaker"],
  एंटीना: ["antenna"],
  चेसिस: ["chassis"],
  कार: ["car"],
  हाथ: ["arm"],
  भुजा: ["arm"],
  बिजली: ["power"],
  नैनो: ["nano"],
  यूनो: ["uno"],
  मेगा: ["mega"],
  ईएसपी: ["esp"],
};

/** Search words and the catalog words each stands for (the built-in table's shape; staff's rows come the same way). */
export type SynonymTable = Readonly<Record<string, readonly string[]>>;

/** Limits of a staff-added search word (src/server/modules/catalog/search-synonyms.routes.ts). */
export const SYNONYM_WORD_MAX = 40;
export const SYNONYM_MEANINGS_MAX = 200;

/** A word as it is looked up: trimmed, lower-case, and in one Unicode form (a nukta typed apart or joined is one letter). */
export function searchKey(word: string): string {
  return word.trim().normalize("NFC").toLowerCase();
}

/** The catalog words a staff row's text lists ("fan, propeller" or "fan propeller"): lower-case, no repeats. */
export function parseMeanings(text: string): string[] {
  return [
    ...new Set(
      searchKey(text)
        .split(/[\s,;]+/)
        .filter(Boolean),
    ),
  ];
}

/** The catalog words a search word stands for (built-in and staff's alike), or null when it is not a synonym. */
export function synonymsOf(word: string, extra: SynonymTable = {}): readonly string[] | null {
  const key = searchKey(word);
  // Own entries only: a search for "constructor" must not find Object.prototype's (the fault suite's fuzzing found it).
  const own = (table: SynonymTable) => (Object.hasOwn(table, key) ? table[key] : []);
  const meanings = [...new Set([...own(SEARCH_SYNONYMS), ...own(extra)])].filter((meaning) => meaning !== key);
  return meanings.length > 0 ? meanings : null;
}

/** One word of a search text and the catalog words it also finds (none for an ordinary word). */
export interface ExpandedWord {
  word: string;
  meanings: readonly string[];
}

/**
 * A search text's words, each with the catalog words it stands for: "मोटर 150" is "मोटर" (motor) and
 * "150" (itself only). Staff's words (`extra`) add to the built-in ones.
 */
export function expandSearchWords(words: readonly string[], extra: SynonymTable = {}): ExpandedWord[] {
  return words.map((word) => ({ word, meanings: synonymsOf(word, extra) ?? [] }));
}
