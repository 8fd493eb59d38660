// Types of server-process.mjs, for the TypeScript that starts the server (e2e/platform.ts).
export declare const SERVER_ARGS: string[];
export declare const MALLOC_ENV: Record<string, string>;
export declare function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
