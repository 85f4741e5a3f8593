import type { ReactNode } from 'react';
import { lessonBlocks } from '../lesson-text';
import type { TextRun } from '../lesson-text';

function Runs({ runs }: { runs: TextRun[] }): ReactNode {
  return runs.map((run, i) =>
    run.bold ? (
      <strong key={i} className="font-semibold text-ink-900">
        {run.text}
      </strong>
    ) : (
      <span key={i}>{run.text}</span>
    ),
  );
}

/** A lesson's text (the Markdown subset of lesson-text.ts), as React elements: nothing an author types runs. */
export function LessonText({ source }: { source: string }) {
  return (
    <div className="space-y-4 text-base leading-relaxed text-ink-800">
      {lessonBlocks(source).map((block, i) => {
        if (block.kind === 'heading')
          return block.level === 2 ? (
            <h2 key={i} className="pt-2 font-display text-2xl font-bold text-ink-900">
              <Runs runs={block.runs} />
            </h2>
          ) : (
            <h3 key={i} className="pt-1 font-display text-xl font-bold text-ink-900">
              <Runs runs={block.runs} />
            </h3>
          );
        if (block.kind === 'list')
          return (
            <ul key={i} className="list-disc space-y-2 pl-6 marker:text-gold-600">
              {block.items.map((item, j) => (
                <li key={j}>
                  <Runs runs={item} />
                </li>
              ))}
            </ul>
          );
        return (
          <p key={i}>
            <Runs runs={block.runs} />
          </p>
        );
      })}
    </div>
  );
}
