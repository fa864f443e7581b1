// @vitest-environment happy-dom
import { MSG_ICON_NOT_PNG, MSG_ICON_REQUIRED, MSG_ICON_TOO_LARGE } from '@planner/api';
import { describe, expect, it } from 'vitest';
import { iconFieldError, readIconFile } from './iconFile';

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const pngBytes = Uint8Array.from(atob(ONE_PIXEL_PNG), (char) => char.charCodeAt(0));
const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(60).fill(0)]);

describe('readIconFile', () => {
  it('reads a PNG as data URL', async () => {
    expect(await readIconFile(new File([pngBytes], 'steckdose.png', { type: 'image/png' }))).toBe(
      `data:image/png;base64,${ONE_PIXEL_PNG}`,
    );
  });

  it('judges by content: a PNG without declared type is accepted, a JPEG named .png is refused', async () => {
    expect(await readIconFile(new File([pngBytes], 'icon'))).toBe(`data:image/png;base64,${ONE_PIXEL_PNG}`);
    expect(await readIconFile(new File([jpegBytes], 'foto.png', { type: 'image/png' }))).toEqual({
      rejected: MSG_ICON_NOT_PNG,
    });
  });

  it('refuses files over 64 KB before reading them', async () => {
    const large = new File([pngBytes, new Uint8Array(65_536)], 'gross.png', { type: 'image/png' });
    expect(await readIconFile(large)).toEqual({ rejected: MSG_ICON_TOO_LARGE });
  });
});

describe('iconFieldError', () => {
  it('requires an icon only when none is stored', () => {
    expect(iconFieldError(null, true)).toBe(MSG_ICON_REQUIRED);
    expect(iconFieldError(null, false)).toBeUndefined();
  });

  it('shows the reason of a refused file', () => {
    expect(iconFieldError({ rejected: MSG_ICON_TOO_LARGE }, false)).toBe(MSG_ICON_TOO_LARGE);
  });
});
