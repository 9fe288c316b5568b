import type { ReactNode } from 'react';

// Class names written out whole, so the build's unused-CSS purge can see them.
const TONES = {
  plain: 'section',
  muted: 'section section--muted',
  navy: 'section section--navy',
};

/** A page section labelled by its own h2 section title. */
export function Section({
  headingId,
  heading,
  tone = 'plain',
  containerClassName = 'container',
  centered = true,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  tone?: keyof typeof TONES;
  containerClassName?: string;
  /** Whether the title is centred over the section. */
  centered?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={TONES[tone]} aria-labelledby={headingId}>
      <div className={containerClassName}>
        <h2 id={headingId} className={centered ? 'section__title text-center' : 'section__title'}>
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}
