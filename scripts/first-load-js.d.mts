export declare const FIRST_LOAD_BUDGET_BYTES: number;
export declare const FIRST_LOAD_TARGET_BYTES: number;
export type ReportedRoute = { id: string; label: string; budget: boolean };
export type MeasuredFile = { url: string; bytes: number; gzip: number };
export type PageReport = ReportedRoute & { files: MeasuredFile[]; gzip: number; count: number };
export declare const REPORTED_ROUTES: ReportedRoute[];
export type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[] }>;
};
export declare function readManifest(clientDir: string): Manifest;
export declare function firstLoadFiles(manifest: Manifest, routeId: string): string[];
export declare function measureFiles(clientDir: string, urls: string[]): { files: MeasuredFile[]; gzip: number; count: number };
export declare function firstLoadReport(clientDir: string, routes?: ReportedRoute[]): PageReport[];
export declare function formatReport(report: PageReport[]): string;
export declare function overBudget(report: PageReport[]): PageReport[];
