/**
 * The two character sets DATANORM files are written in (docs/adr/0016-datanorm-import.md):
 * the DOS code page 850 of versions 3 and 4 and ISO-8859-1 of version 5. Code page 437 files
 * read the same for every character DATANORM allows (A–Z, a–z, digits, ÄÖÜäöüß, ², ³, °).
 */
export type DatanormEncoding = 'cp850' | 'iso-8859-1';

/** Bytes 0x80–0xFF of code page 850 (IBM, "Multilingual Latin 1"). */
const CP850_HIGH =
  'ÇüéâäàåçêëèïîìÄÅ' +
  'ÉæÆôöòûùÿÖÜø£Ø×ƒ' +
  'áíóúñÑªº¿®¬½¼¡«»' +
  '░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐' +
  '└┴┬├─┼ãÃ╚╔╩╦╠═╬¤' +
  'ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀' +
  'ÓßÔÒõÕµþÞÚÛÙýÝ¯´' +
  '\u00AD±‗¾¶§÷¸°¨·¹³²■\u00A0';

/** A line that cannot be read as text of the file's code page, with the German reason. */
export class EncodingProblem extends Error {}

function isControl(byte: number): boolean {
  return byte < 0x20 && byte !== 0x09;
}

/**
 * A UTF-8 encoded Latin-1 character (0xC2 or 0xC3 followed by 0x80–0xBF: 'Ä' is C3 84, '²'
 * C2 B2): the file was converted to UTF-8 and would read 'Ã„' instead of 'Ä'. No German text
 * in code page 850 ('┬', '├' before a letter) or ISO-8859-1 ('Â', 'Ã' before a letter) has it.
 */
function utf8SequenceAt(bytes: Uint8Array, index: number): boolean {
  const lead = bytes[index] ?? 0;
  const next = bytes[index + 1] ?? 0;
  return (lead === 0xc2 || lead === 0xc3) && next >= 0x80 && next <= 0xbf;
}

/** Decodes one line; throws an EncodingProblem for bytes no DATANORM text contains. */
export function decodeLine(bytes: Uint8Array, encoding: DatanormEncoding): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] ?? 0;
    if (isControl(byte)) {
      throw new EncodingProblem(`Unzulässiges Steuerzeichen (Byte 0x${byte.toString(16).padStart(2, '0').toUpperCase()}) an Stelle ${index + 1}.`);
    }
    if (byte < 0x80) {
      text += String.fromCharCode(byte);
      continue;
    }
    if (utf8SequenceAt(bytes, index)) {
      throw new EncodingProblem(
        `Die Zeile ist UTF-8-kodiert (an Stelle ${index + 1}); erwartet wird ${encoding === 'cp850' ? 'Codepage 850' : 'ISO-8859-1'}.`,
      );
    }
    if (encoding === 'iso-8859-1' && byte < 0xa0) {
      throw new EncodingProblem(
        `Das Byte 0x${byte.toString(16).toUpperCase()} an Stelle ${index + 1} ist in ISO-8859-1 kein Zeichen.`,
      );
    }
    text += encoding === 'cp850' ? CP850_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}
