import { Fragment } from 'react';
import { parseRichText, type RichRun } from './parse-rich-text.js';

function Run({ run }: { run: RichRun }) {
  if (!run.color && !run.bold && !run.italic) return <>{run.text}</>;
  const className = ['rich-text__run', run.color ? 'rich-text__run--hl' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <span
      className={className}
      style={{
        color: run.color,
        fontWeight: run.bold || run.color ? 600 : undefined,
        fontStyle: run.italic ? 'italic' : undefined,
      }}
    >
      {run.text}
    </span>
  );
}

/** Game text with Unity colour/bold/italic tags and `\n` breaks rendered as React nodes (no HTML). */
export function RichText({ text, className }: { text: string; className?: string }) {
  const lines = parseRichText(text);
  return (
    <p className={['rich-text', className ?? ''].filter(Boolean).join(' ')}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line.map((run, runIndex) => (
            <Run key={runIndex} run={run} />
          ))}
        </Fragment>
      ))}
    </p>
  );
}
