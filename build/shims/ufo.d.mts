export declare const withBase: (input: string, base: string) => string;
export declare const withQuery: (input: string, query: Record<string, unknown> | undefined) => string;
