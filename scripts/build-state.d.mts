export declare const BUILD_SOURCES: string[];
export declare function buildEntries(root: string): { server: string; storefront: string };
export declare function buildIsCurrent(root: string): boolean;
