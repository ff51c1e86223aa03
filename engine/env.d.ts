/**
 * The globals engine/ may use beyond the ECMAScript library: only those that browsers and Node
 * (20 and later, package.json "engines") both provide as globals, with the same WHATWG
 * behaviour. engine/tsconfig.json compiles engine/ without the DOM and Node types, so a global
 * used here must be declared here first, and only with the members engine/ uses. Anything only
 * one side has (timers' handles, the console's streams, file or window access) stays out.
 *
 * The root tsconfig excludes this file: there the DOM and Node types declare the full versions,
 * which these minimal ones would clash with.
 */

/** Decodes the generic list query (engine/listQuery/listQuery.ts). */
declare class URLSearchParams {
  constructor(init?: string);
  [Symbol.iterator](): IterableIterator<[string, string]>;
  keys(): IterableIterator<string>;
  get(name: string): string | null;
}

/** base64 and UTF-8 of the profile's permission and role lists (engine/user/profile.ts). */
declare function atob(data: string): string;
declare function btoa(data: string): string;

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array): string;
}
