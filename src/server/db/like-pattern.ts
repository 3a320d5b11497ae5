/** Text for a LIKE/ILIKE pattern, matched as it is: its %, _ and \ stop being wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
