declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;
declare const __BUILT_AT__: string;
declare const __CONTRACT_VERSIONS__: Record<string, string>;
