/** The definition pieces the build writes (scripts/build/definitionChunks.ts). */
declare module 'virtual:portal-definitions/shell' {
  const shell: import('../engine/definitions/splitByModule.ts').ShellDefinitions;
  export default shell;
}

declare module 'virtual:portal-definitions/frame' {
  const frame: import('../engine/definitions/splitByModule.ts').FrameDefinitions;
  export default frame;
}

declare module 'virtual:portal-definitions/loaders' {
  export const moduleLoaders: Readonly<Record<string, () => Promise<import('../engine/definitions/splitByModule.ts').ModuleDefinitions>>>;
  export const localeLoaders: Readonly<Record<string, () => Promise<import('../engine/definitions/model.ts').LocaleTree>>>;
  export const restLocaleLoaders: Readonly<Record<string, () => Promise<import('../engine/definitions/model.ts').LocaleTree>>>;
}

declare module 'virtual:portal-definitions/area-loaders' {
  /** per locale file, per module area: that module's own texts */
  export const areaLocaleLoaders: Readonly<Record<string, Readonly<Record<string, () => Promise<import('../engine/definitions/model.ts').LocaleTree>>>>>;
}

/** The colour themes the build computes (scripts/build/themeChunks.ts). */
declare module 'virtual:portal-themes/loaders' {
  export const themeLoaders: Readonly<Record<import('./theme/themes.ts').ThemeId, () => Promise<import('@fluentui/react-components').Theme>>>;
}
