/** Injected by vite.config.ts `define`: the package.json version. */
declare const __APP_VERSION__: string;
