export declare const SERVER_KIT: readonly string[];
export declare const COMPOSITION_FILES: readonly string[];
export declare function serverFeatureFolders(): string[];
