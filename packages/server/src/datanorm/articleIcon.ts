import { Canvas, type Rgb } from '../images/canvas';

const GREY: Rgb = [96, 110, 125];
const LIGHT: Rgb = [226, 232, 240];

/** The icon of an installation imported from a price list (a parcel), until the company draws its own. */
export const IMPORTED_ARTICLE_ICON: Uint8Array = new Canvas(32)
  .rect(5, 9, 22, 17, GREY)
  .rect(7, 11, 18, 13, LIGHT)
  .rect(5, 6, 22, 4, GREY)
  .rect(14, 6, 4, 18, GREY)
  .toPng();
