/** The part of pdfkit 0.20 the quote and invoice PDFs use; the package ships no type declarations. */
declare module 'pdfkit' {
  interface PDFImage {
    width: number;
    height: number;
  }

  interface TextOptions {
    width?: number;
    height?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    lineBreak?: boolean;
    lineGap?: number;
    ellipsis?: boolean | string;
    characterSpacing?: number;
    underline?: boolean;
    link?: string;
  }

  interface DocumentOptions {
    size?: string | [number, number];
    margin?: number;
    bufferPages?: boolean;
    autoFirstPage?: boolean;
    compress?: boolean;
    lang?: string;
    displayTitle?: boolean;
    pdfVersion?: '1.4' | '1.5' | '1.6' | '1.7';
    /** PDF/A conformance: the XMP metadata with pdfaid and the sRGB output intent. */
    subset?: 'PDF/A-1b' | 'PDF/A-2b' | 'PDF/A-3b';
    info?: { Title?: string; Author?: string; Subject?: string; Creator?: string; Producer?: string; CreationDate?: Date };
  }

  /** An embedded file (PDF/A-3 associated file); `relationship` is its AFRelationship. */
  interface FileOptions {
    name: string;
    type?: string;
    description?: string;
    relationship?: 'Alternative' | 'Data' | 'Source' | 'Supplement' | 'Unspecified';
    creationDate?: Date;
    modifiedDate?: Date;
    hidden?: boolean;
  }

  export default class PDFDocument {
    constructor(options?: DocumentOptions);
    page: { width: number; height: number };
    /** `src`: a font file, or a font parsed by fontkit. */
    registerFont(name: string, src: string | Uint8Array | object): this;
    font(name: string, size?: number): this;
    fontSize(size: number): this;
    fillColor(color: string, opacity?: number): this;
    strokeColor(color: string, opacity?: number): this;
    fillOpacity(opacity: number): this;
    strokeOpacity(opacity: number): this;
    lineWidth(width: number): this;
    lineJoin(join: 'miter' | 'round' | 'bevel'): this;
    lineCap(cap: 'butt' | 'round' | 'square'): this;
    dash(length: number, options?: { space?: number }): this;
    undash(): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    widthOfString(text: string, options?: TextOptions): number;
    heightOfString(text: string, options?: TextOptions): number;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    closePath(): this;
    rect(x: number, y: number, width: number, height: number): this;
    roundedRect(x: number, y: number, width: number, height: number, radius: number): this;
    circle(x: number, y: number, radius: number): this;
    polygon(...points: [number, number][]): this;
    stroke(color?: string): this;
    fill(color?: string): this;
    fillAndStroke(fill?: string, stroke?: string): this;
    clip(): this;
    save(): this;
    restore(): this;
    openImage(src: Uint8Array): PDFImage;
    image(src: PDFImage | Uint8Array, x: number, y: number, options?: { width?: number; height?: number; fit?: [number, number] }): this;
    addPage(options?: { size?: string; margin?: number }): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(index: number): this;
    on(event: 'data', listener: (chunk: Uint8Array) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    end(): void;
    file(src: Uint8Array, options: FileOptions): object;
    /** Adds XML to the document's XMP metadata (written when the document ends). */
    appendXML(xml: string, newline?: boolean): void;
  }
}
