/**
 * The Markdown subset a lesson's text is written in (issue 34): paragraphs separated by a blank line, `## `
 * and `### ` headings, `- ` list items and `**bold**` inside a line. Anything else is plain text: it is parsed
 * into blocks the page renders as React elements, never into HTML, so no markup an author types can run.
 */

export type TextRun = { text: string; bold: boolean };
export type TextBlock =
  | { kind: 'heading'; level: 2 | 3; runs: TextRun[] }
  | { kind: 'paragraph'; runs: TextRun[] }
  | { kind: 'list'; items: TextRun[][] };

export function inlineRuns(line: string): TextRun[] {
  const runs: TextRun[] = [];
  const parts = line.split('**');
  // An odd number of parts: every ** has its pair; otherwise the last one is plain text.
  const paired = parts.length % 2 === 1;
  parts.forEach((text, i) => {
    const bold = paired && i % 2 === 1;
    const value = !paired && i > 0 ? `**${text}` : text;
    if (value) runs.push({ text: value, bold });
  });
  return runs;
}

export function lessonBlocks(source: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const heading = /^(#{2,3})\s+(.*)$/.exec(lines[0]!);
    if (heading && lines.length === 1) {
      blocks.push({ kind: 'heading', level: heading[1]!.length as 2 | 3, runs: inlineRuns(heading[2]!) });
      continue;
    }
    if (lines.every((l) => l.startsWith('- '))) {
      blocks.push({ kind: 'list', items: lines.map((l) => inlineRuns(l.slice(2))) });
      continue;
    }
    blocks.push({ kind: 'paragraph', runs: inlineRuns(lines.join(' ')) });
  }
  return blocks;
}
