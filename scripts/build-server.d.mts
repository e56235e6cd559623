/** Types of scripts/build-server.mjs, for the TypeScript that imports it (the test harness). */
export declare const serverBuild: string;
export declare const serverArgs: string[];
export declare function appBuildIsStale(): boolean;
export declare function serverBuildIsStale(): boolean;
export declare function buildServer(): Promise<void>;
export declare function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
