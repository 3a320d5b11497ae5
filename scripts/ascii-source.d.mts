export declare function asciiSource(text: string): string;
