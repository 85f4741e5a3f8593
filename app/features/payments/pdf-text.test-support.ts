import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, as a reader would copy it (tests): each text-showing operation of its content streams,
 * its glyph codes mapped back to characters through its font's ToUnicode map, one operation a line. Enough
 * for what pdfkit writes (embedded Type0 fonts, 2-byte codes, Flate streams); not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const at = body.indexOf('stream');
    if (at < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    let start = at + 'stream'.length;
    if (body[start] === '\r') start += 1;
    if (body[start] === '\n') start += 1;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? body.lastIndexOf('endstream') - start);
    let bytes = Buffer.from(body.slice(start, start + length), 'latin1');
    if (dict.includes('/FlateDecode')) bytes = inflateSync(bytes);
    objects.set(Number(match[1]), { dict, stream: bytes });
  }
  // Each font resource name's code → text map.
  const maps = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values())
    for (const [, name, id] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(id))?.dict ?? '')?.[1];
      const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream?.toString('latin1') : undefined;
      if (!cmap) continue;
      const map = new Map<number, string>();
      const hexText = (hex: string) =>
        String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
      for (const [, src, dst] of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>(?!\s*<)/gi))
        map.set(parseInt(src!, 16), hexText(dst!));
      for (const [, lo, , list] of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi))
        [...list!.matchAll(/<([0-9a-f]+)>/gi)].forEach((m, i) =>
          map.set(parseInt(lo!, 16) + i, hexText(m[1]!)),
        );
      maps.set(name!, map);
    }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    const content = stream?.toString('latin1');
    if (!content || !content.includes('Tf')) continue;
    let font: Map<number, string> | undefined;
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-f]*)>\s*Tj/gi)) {
      if (op[1]) {
        font = maps.get(op[1]);
        continue;
      }
      const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]!) : [op[3]!];
      lines.push(
        hexes
          .join('')
          .match(/.{4}/g)
          ?.map((code) => font?.get(parseInt(code, 16)) ?? '?')
          .join('') ?? '',
      );
    }
  }
  return lines.join('\n');
}
