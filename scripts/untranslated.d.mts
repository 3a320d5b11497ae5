export const UNTRANSLATED_FILES: string[];
export const UNTRANSLATED_PAGES: string[];
