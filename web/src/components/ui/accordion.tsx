import type { ReactNode } from 'react';

/** Questions that open on their answer (native disclosure: keyboard and screen readers for free). */
export function Accordion({ items }: { items: { question: string; answer: ReactNode }[] }) {
  return (
    <div className="accordion">
      {items.map((item) => (
        <details key={item.question} className="accordion__item">
          <summary className="accordion__question">{item.question}</summary>
          <div className="accordion__answer">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
