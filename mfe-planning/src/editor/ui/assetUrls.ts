import { getAssetUrlsByImport } from '@tldraw/assets/imports';

/**
 * tldraw's fonts, icons and translations, bundled as files of this remote: they are served
 * from our own origin, never from tldraw's CDN.
 */
export const assetUrls = getAssetUrlsByImport();
